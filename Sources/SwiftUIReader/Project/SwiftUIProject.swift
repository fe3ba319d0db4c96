import Foundation
import LayoutModel
import SwiftSyntax

/// One screen of a Swift file: a `#Preview`, or one child of a `PreviewProvider`'s `previews`.
public struct SwiftUIPreview: Hashable, Sendable {
    /// The screen name: `#Preview("Name")`'s, `.previewDisplayName`'s, or `<FileName>`, `<FileName>-2`, ...
    public var name: String
    public var file: String
    public var place: SourcePlace
    /// Which preview of `SwiftUIProject.previews`.
    let index: Int
    /// For a provider: which child of its group.
    let child: Int?
}

/// The axes a preview fixes for itself (`.environment(\.dynamicTypeSize, ...)`,
/// `.environment(\.layoutDirection, ...)`, `.preferredColorScheme(...)`), as Xcode's canvas does.
public struct EnvironmentPins: Hashable, Sendable {
    public var size: DynamicTypeSize?
    public var direction: LayoutDirection?
    public var appearance: Appearance?

    /// The variant as the preview shows it.
    public func applied(to v: Variant) -> Variant {
        var out = v
        if let size { out.size = size }
        if let direction { out.direction = direction }
        if let appearance { out.appearance = appearance }
        return out
    }
}

/// A preview evaluated in one environment: the screen, and what could not be evaluated.
public struct PreviewScreen: Sendable {
    public var screen: Screen
    public var warnings: [ReaderWarning]
    /// What of its environment the evaluation read: the environments differing only in the rest
    /// get this same screen (`EnvironmentReads`).
    public var dependence: EnvironmentDependence = .all
}

/// The Swift files of an app read for previews and the views they use. No compiler, SDK or SwiftUI:
/// the files are parsed with swift-syntax and the view code is evaluated per environment.
///
///     let project = try SwiftUIProject(screenFiles: ["App/PetCard.swift"], sourceFiles: ["App/Model"])
///     let preview = project.previews[0]
///     let screen = project.screen(preview, in: ViewEnvironment(variant)).screen
public final class SwiftUIProject: Sendable {
    public let previews: [SwiftUIPreview]
    /// The `// a11y-snap:` comments of every file parsed so far (screen files, and the source files
    /// the previews evaluated have used), by file path, then in file order.
    public var allowComments: [AllowComment] {
        files.all.sorted { $0.path < $1.path }.flatMap { $0.allowComments() }
    }
    private let declarations: Declarations
    private var files: SourceFiles { declarations.files }
    /// Files parsed so far (screen files, and the source files a preview's names needed).
    var parsedFileCount: Int { declarations.parsedCount }
    /// A stored static or global as shared between evaluations (`Type.name`, `$global.name`), for tests.
    func sharedStatic(_ key: String) -> SharedStatics.Outcome? { declarations.statics[key] }
    private let assets: AssetCatalog
    /// Previews a limit stopped in one environment: stopped at once in the others.
    private let budgetStops = BudgetStops()
    /// The string catalogs of the screen files' modules (`*.xcstrings`, `*.lproj`), found as their
    /// asset catalogs are: what `layout` and `render` show text in when none is configured.
    public let moduleStringCatalogs: [String]

    /// `screenFiles` give previews and declarations (parsed now: a syntax error throws
    /// `SwiftSourceError` with the file, line and column); `sourceFiles` declarations only, parsed
    /// when a name they declare is first used. With `modules`, each screen file's module (the
    /// Swift package target or Xcode project folder around it, `ModuleSources`) adds its files to
    /// `sourceFiles` and its asset catalogs to `assets` (whose own sets win), as Xcode compiles
    /// the whole target, code and assets, for a preview.
    public init(screenFiles: [String], sourceFiles: [String] = [], assets: AssetCatalog = AssetCatalog(),
                modules: Bool = false) throws {
        var seen = Set<String>()   // a file is read once however it is spelled
        func new(_ path: String) -> Bool { seen.insert(ModuleSources.absolute(path)).inserted }
        let screens = screenFiles.filter(new)
        var lazy = sourceFiles.filter(new)
        var catalogs = assets
        var strings: [String] = []
        if modules {
            let finder = ModuleSources()
            for file in screens { lazy += finder.files(around: file).filter(new) }
            let found = screens.flatMap { finder.catalogs(around: $0) }.filter(new)
            catalogs = assets.adding(AssetCatalog.loadingWhatReads(found))
            strings = screens.flatMap { finder.stringCatalogs(around: $0) }.filter(new)
        }
        moduleStringCatalogs = strings
        self.assets = catalogs
        declarations = try Declarations(eager: screens.map { ($0, true) }, lazy: lazy)
        previews = SwiftUIProject.name(declarations.previews)
        try SwiftUIProject.checkNames(previews)
    }

    /// Rule: a screen name names output files (`Baselines/<name>/...`), so it is at most
    /// `Limits.nameLength` characters; a longer preview title is an error at the preview.
    private static func checkNames(_ previews: [SwiftUIPreview]) throws {
        for p in previews where p.name.count > Limits.nameLength {
            throw SwiftSourceError(place: p.place, message: "the preview's name is \(p.name.count) characters long: use at most \(Limits.nameLength) (it names output files)")
        }
    }

    /// Screen names: given names first; then `<FileName>`, `<FileName>-2`, ... per file. Then
    /// `tellApart` makes every name unique, as Xcode tells previews apart by their file.
    private static func name(_ found: [PreviewDeclaration]) -> [SwiftUIPreview] {
        var out: [SwiftUIPreview] = []
        var unnamed: [String: Int] = [:]
        func next(_ file: SwiftSourceFile) -> String {
            let n = unnamed[file.path, default: 0] + 1
            unnamed[file.path] = n
            return n == 1 ? file.name : "\(file.name)-\(n)"
        }
        for (i, p) in found.enumerated() {
            let place = p.file.place(of: p.syntax)
            switch p.body {
            case .macro(let closure):
                let given = p.name ?? PreviewChain(PreviewChain.root(closure.statements)).displayName
                out.append(SwiftUIPreview(name: Spelling.screenName(given ?? next(p.file)), file: p.file.path, place: place, index: i, child: nil))
            case .provider(_, let member):
                for (c, expr) in PreviewChain.children(member.body).enumerated() {
                    let given = PreviewChain(expr).displayName
                    out.append(SwiftUIPreview(name: Spelling.screenName(given ?? next(p.file)), file: p.file.path,
                                              place: p.file.place(of: expr), index: i, child: c))
                }
            }
        }
        return tellApart(out, stems: Dictionary(found.map { ($0.file.path, $0.file.name) }, uniquingKeysWith: { a, _ in a }))
    }

    /// Rules, in order (the previews come in file order, so the result is deterministic):
    /// 1. a name only one preview has is kept;
    /// 2. a name previews of several files share becomes `<FileName>-<Name>` for each of them
    ///    (`RoomView-Disconnected`, `ServerView-Disconnected`), unless it already starts with it;
    /// 3. a name still shared (two previews of one file, or two files of one name in different
    ///    folders) is kept by the first and numbered from 2 for the rest (`Name-2`), skipping numbers
    ///    another preview already uses.
    static func tellApart(_ previews: [SwiftUIPreview], stems: [String: String]) -> [SwiftUIPreview] {
        var out = previews
        var files: [String: Set<String>] = [:]
        for p in previews { files[p.name, default: []].insert(p.file) }
        for i in out.indices where files[out[i].name, default: []].count > 1 {
            let stem = stems[out[i].file] ?? "Preview"
            // An unnamed preview is already named by its file (`PetCard`): rule 3 numbers it.
            if !out[i].name.hasPrefix(stem) { out[i].name = Spelling.screenName("\(stem)-\(out[i].name)") }
        }
        var used = Set<String>()
        var taken = Set(out.map(\.name))
        for i in out.indices {
            if used.insert(out[i].name).inserted { continue }
            var n = 2
            while taken.contains("\(out[i].name)-\(n)") { n += 1 }
            out[i].name = "\(out[i].name)-\(n)"
            taken.insert(out[i].name); used.insert(out[i].name)
        }
        return out
    }

    /// The axes `preview` pins for itself.
    public func pins(_ preview: SwiftUIPreview) -> EnvironmentPins {
        let evaluator = Evaluator(declarations: declarations, files: files, environment: ViewEnvironment())
        guard let root = rootExpression(preview) else { return EnvironmentPins() }
        return (try? PreviewChain(root).pins(evaluator)) ?? EnvironmentPins()
    }

    private func rootExpression(_ preview: SwiftUIPreview) -> ExprSyntax? {
        let p = declarations.previews[preview.index]
        switch p.body {
        case .macro(let closure): return PreviewChain.root(closure.statements)
        case .provider(_, let member):
            let children = PreviewChain.children(member.body)
            return preview.child.flatMap { children.indices.contains($0) ? children[$0] : nil }
        }
    }

    /// `preview` evaluated in `environment` (with its own pins applied): never throws; what cannot
    /// be evaluated is a warning and a placeholder.
    public func screen(_ preview: SwiftUIPreview, in environment: ViewEnvironment) -> PreviewScreen {
        // Evaluation recurses once per view, call and closure (`Evaluator.maximumDepth` levels, about
        // 170 KB of stack each in a debug build: 128 levels are 22 MB, past a secondary thread's
        // 512 KB and a main thread's 8 MB): on a thread with less than `Limits.stackBytes` of
        // stack (a test's, an app's), it runs on one that has it.
        if Thread.current.stackSize < Limits.stackBytes {
            // `LargeStack.run` rethrows only what its body throws, and this body throws nothing.
            return try! LargeStack.run { evaluate(preview, in: environment) }
        }
        return evaluate(preview, in: environment)
    }

    private func evaluate(_ preview: SwiftUIPreview, in environment: ViewEnvironment) -> PreviewScreen {
        let pins = self.pins(preview)
        var env = environment
        if let s = pins.size { env.size = s }
        if let d = pins.direction { env.direction = d }
        if let a = pins.appearance { env.appearance = a }
        let evaluator = Evaluator(declarations: declarations, files: files, assets: assets, environment: env)
        let p = declarations.previews[preview.index]
        var root: Node
        do {
            if let stop = budgetStops[preview] { throw stop }
            let view: ViewValue
            switch p.body {
            case .macro(let closure) where p.widget != nil:
                view = try widgetPreview(closure, p.widget!, evaluator, at: p.syntax)
            case .macro(let closure) where DeclarationTable.returns(closure.statements):
                // A body with an explicit `return` is a function body, not a view builder
                // (`#Preview { Icons.register(); return ContentView() }`).
                view = try evaluator.viewValue(try evaluator.runValue(closure.statements, Scope(parent: nil)) ?? .none, at: closure)
            case .macro(let closure):
                view = try evaluator.build(closure.statements, Scope(parent: nil))
            case .provider(let type, let member):
                guard let expr = rootExpression(preview) else { throw evaluator.fail(p.syntax, "preview \(preview.name) is gone") }
                view = try evaluator.buildExpression(expr, try providerScope(type, member, evaluator))
            }
            root = try view.nodes.count == 1 ? view.nodes[0] : evaluator.make(.vStack(view.nodes), "VStack", at: p.syntax)
        } catch let stop as BudgetExhausted {
            // A limit stops this evaluation as a whole: nothing of it is kept.
            budgetStops[preview] = stop
            evaluator.unevaluated = []
            evaluator.record(Unknown(place: stop.place, reason: stop.message), "the preview is drawn as a placeholder")
            root = BuiltinViews.placeholder(preview.name, place: stop.place)
        } catch let failure as EvaluationFailure {
            evaluator.record(Unknown(failure).drawnAsView, "the preview is drawn as a placeholder")
            root = BuiltinViews.placeholder(failure.viewName ?? preview.name, place: failure.place)
        } catch let thrown as SwiftError {
            evaluator.record(Unknown(place: thrown.place, reason: "an error thrown here is not caught"), "the preview is drawn as a placeholder")
            root = BuiltinViews.placeholder(preview.name, place: thrown.place)
        } catch {
            evaluator.record(Unknown(place: preview.place, reason: "\(error)"), "the preview is drawn as a placeholder")
            root = BuiltinViews.placeholder(preview.name, place: preview.place)
        }
        root = root.mapSubtree(on: evaluator) { evaluator.sizingUnsizedImage(&$0, fallback: preview.place) }
        root = evaluator.reportingInlinePickers(root)
        var screen = Screen(name: preview.name, body: SwiftPaths.assign(root).raisingUnverifiedSize(), file: preview.file)
        screen.presentation = evaluator.presentation?.swiftPaths()
        screen.description = "SwiftUI preview at \(preview.place)"
        screen.coverage = Coverage.measure(screen, unevaluated: evaluator.unevaluated)
        return PreviewScreen(screen: screen, warnings: evaluator.warnings, dependence: evaluator.reads.read)
    }
}

extension SwiftUIProject {
    /// Where a `PreviewProvider`'s screen is evaluated: inside the provider type, so its own statics
    /// and static functions are found by their bare names (`compactIndicator(proxy:)`), with the
    /// local constants its `previews` declares before the views (`let model = Model.preview`).
    func providerScope(_ type: TypeDeclaration, _ member: Member, _ evaluator: Evaluator) throws -> Scope {
        let scope = Scope(parent: nil, staticType: type.name)
        for item in member.body {
            guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                // A constant that cannot be made is an unknown where it is used, not a lost screen.
                do { try evaluator.declare(DeclSyntax(variable.with(\.bindings, [binding])), scope) } catch let failure as EvaluationFailure {
                    evaluator.bind(binding.pattern, .unknown(Unknown(failure)), scope)
                }
            }
        }
        return scope
    }

    /// A WidgetKit preview (`WidgetPreviews`): the widget's entry view for the timeline's first
    /// entry, in its family's container.
    func widgetPreview(_ closure: ClosureExprSyntax, _ syntax: WidgetPreviewSyntax, _ evaluator: Evaluator,
                       at node: Syntax) throws -> ViewValue {
        evaluator.widget = evaluator.widgetContext(syntax)
        let drawn = try evaluator.build(closure.statements, Scope(parent: nil))
        guard let context = evaluator.widget else { return drawn }
        let content = try drawn.nodes.count == 1 ? drawn.nodes[0] : evaluator.make(.zStack(drawn.nodes), "ZStack", at: node)
        return ViewValue(nodes: [try evaluator.widgetContainer(content, context, at: node)])
    }
}

/// A preview's root expression read as a chain of modifiers: `Card().environment(...).preferredColorScheme(.dark)`.
struct PreviewChain {
    let modifiers: [(name: String, call: FunctionCallExprSyntax)]

    init(_ root: ExprSyntax?) {
        var list: [(String, FunctionCallExprSyntax)] = []
        var e = root
        while let call = e?.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
            list.append((m.declName.baseName.plainText, call))
            e = base
        }
        modifiers = list
    }

    /// The last view statement of a preview body.
    static func root(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        for item in statements.reversed() {
            if case .expr(let e) = item.item { return e }
            if case .stmt(let s) = item.item {
                if let r = s.as(ReturnStmtSyntax.self) { return r.expression }
                if let e = s.as(ExpressionStmtSyntax.self) { return e.expression }
            }
        }
        return nil
    }

    /// A provider's screens: the children of a `Group { ... }` body, or its statements.
    static func children(_ body: CodeBlockItemListSyntax) -> [ExprSyntax] {
        let statements = body.compactMap { item -> ExprSyntax? in
            if case .expr(let e) = item.item { return e }
            if case .stmt(let s) = item.item { return s.as(ReturnStmtSyntax.self)?.expression ?? s.as(ExpressionStmtSyntax.self)?.expression }
            return nil
        }
        if statements.count == 1, let call = statements[0].as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainText == "Group", let c = call.trailingClosure {
            return children(c.statements)
        }
        return statements
    }

    var displayName: String? {
        guard let call = modifiers.first(where: { $0.name == "previewDisplayName" })?.call,
              let s = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }

    func pins(_ evaluator: Evaluator) throws -> EnvironmentPins {
        var pins = EnvironmentPins()
        // The outermost modifier is applied last and wins; the chain lists outermost first.
        for (name, call) in modifiers.reversed() {
            guard let change = try evaluator.environmentChange(name, call, Scope(parent: nil)) else { continue }
            let before = evaluator.environment
            var after = before
            change(&after)
            if after.size != before.size { pins.size = after.size }
            if after.direction != before.direction { pins.direction = after.direction }
            if after.appearance != before.appearance { pins.appearance = after.appearance }
            if name == "environment" || name == "preferredColorScheme" {
                if let key = call.arguments.first?.expression.as(KeyPathExprSyntax.self)?.components.trimmedText {
                    if key.contains("dynamicTypeSize") || key.contains("sizeCategory") { pins.size = after.size }
                    if key.contains("layoutDirection") { pins.direction = after.direction }
                    if key.contains("colorScheme") { pins.appearance = after.appearance }
                } else if name == "preferredColorScheme" { pins.appearance = after.appearance }
            }
        }
        return pins
    }
}

enum Spelling {
    /// A screen name as outputs need it: letters, digits, `_` and `-` (others become `-`).
    static func screenName(_ s: String) -> String {
        let mapped = s.map { c -> Character in c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-") ? c : "-" }
        let name = String(mapped).trimmingCharacters(in: ["-"])
        return name.isEmpty ? "Preview" : name
    }
}
