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
}

/// The Swift files of an app read for previews and the views they use. No compiler, SDK or SwiftUI:
/// the files are parsed with swift-syntax and the view code is evaluated per environment.
///
///     let project = try SwiftUIProject(screenFiles: ["App/PetCard.swift"], sourceFiles: ["App/Model"])
///     let preview = project.previews[0]
///     let screen = project.screen(preview, in: ViewEnvironment(variant)).screen
public final class SwiftUIProject: Sendable {
    public let previews: [SwiftUIPreview]
    private let declarations: Declarations
    private let files: [SyntaxIdentifier: SwiftSourceFile]
    private let assets: AssetCatalog

    /// `screenFiles` give previews and declarations; `sourceFiles` declarations only. A syntax
    /// error throws `SwiftSourceError` with the file, line and column.
    public init(screenFiles: [String], sourceFiles: [String] = [], assets: AssetCatalog = AssetCatalog()) throws {
        self.assets = assets
        var declarations = Declarations()
        var files: [SyntaxIdentifier: SwiftSourceFile] = [:]
        var seen = Set<String>()
        for (path, wanted) in screenFiles.map({ ($0, true) }) + sourceFiles.map({ ($0, false) }) where seen.insert(path).inserted {
            let file = try SwiftSourceFile(path: path)
            files[file.tree.id] = file
            declarations.add(file, previews: wanted)
        }
        self.declarations = declarations
        self.files = files
        previews = SwiftUIProject.name(declarations.previews)
    }

    /// Screen names: given names first; then `<FileName>`, `<FileName>-2`, ... per file.
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
        let pins = self.pins(preview)
        var env = environment
        if let s = pins.size { env.size = s }
        if let d = pins.direction { env.direction = d }
        if let a = pins.appearance { env.appearance = a }
        let evaluator = Evaluator(declarations: declarations, files: files, assets: assets, environment: env)
        let p = declarations.previews[preview.index]
        var root: Node
        do {
            let view: ViewValue
            switch p.body {
            case .macro(let closure):
                view = try evaluator.build(closure.statements, Scope(parent: nil))
            case .provider(let type, _):
                guard let expr = rootExpression(preview) else { throw evaluator.fail(p.syntax, "preview \(preview.name) is gone") }
                _ = type
                view = try evaluator.buildExpression(expr, Scope(parent: nil))
            }
            root = try view.nodes.count == 1 ? view.nodes[0] : evaluator.make(.vStack(view.nodes), "VStack", at: p.syntax)
        } catch let stop as BudgetExhausted {
            evaluator.warn(at: stop.place, stop.message)
            root = BuiltinViews.placeholder(preview.name, place: stop.place)
        } catch let failure as EvaluationFailure {
            evaluator.warn(at: failure.place, failure.message)
            root = BuiltinViews.placeholder(failure.viewName ?? preview.name, place: failure.place)
        } catch {
            evaluator.warn(at: preview.place, "\(error)")
            root = BuiltinViews.placeholder(preview.name, place: preview.place)
        }
        root = root.mapSubtree { n in
            guard case .image(let image) = n.kind, image.bitmapSize == .zero else { return }
            let place = n.source.map { SourcePlace(file: $0.file, line: $0.line, column: $0.column) } ?? preview.place
            evaluator.warn(at: place, "image without a size (not in the configured asset catalogs, or resizable without a fixed frame): drawn as a placeholder")
            n.kind = .placeholder("Image")
        }
        var screen = Screen(name: preview.name, body: SwiftPaths.assign(root), file: preview.file)
        screen.presentation = evaluator.presentation?.swiftPaths()
        screen.description = "SwiftUI preview at \(preview.place)"
        return PreviewScreen(screen: screen, warnings: evaluator.warnings)
    }
}

/// A preview's root expression read as a chain of modifiers: `Card().environment(...).preferredColorScheme(.dark)`.
struct PreviewChain {
    let modifiers: [(name: String, call: FunctionCallExprSyntax)]

    init(_ root: ExprSyntax?) {
        var list: [(String, FunctionCallExprSyntax)] = []
        var e = root
        while let call = e?.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
            list.append((m.declName.baseName.text, call))
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
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group", let c = call.trailingClosure {
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
                if let key = call.arguments.first?.expression.as(KeyPathExprSyntax.self)?.components.trimmedDescription {
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
