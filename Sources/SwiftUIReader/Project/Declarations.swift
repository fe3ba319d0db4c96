import SwiftSyntax

// The declarations view code refers to, gathered from every scanned file: structs (views and
// models), enums, their extensions, and top-level lets and functions. Looked up by name.

/// A stored property of a struct, with its property wrapper (`State`, `Binding`, `Environment`,
/// `ScaledMetric`, ...) if any.
struct StoredProperty {
    var name: String
    var type: TypeSyntax?
    var initializer: ExprSyntax?
    var wrapper: String?
    var wrapperArguments: LabeledExprListSyntax?
    var isLet: Bool
    var isViewBuilder: Bool
    var syntax: Syntax
    /// Attributes that may be the app's own property wrappers (`@UserDefault("key", defaultValue: x)`,
    /// `AppPropertyWrappers.swift`): told apart when evaluated, by the type they name.
    var appWrappers: [AttributeSyntax] = []
    /// `lazy var`: its initial value is made when it is first read (`LazyProperties.swift`).
    var isLazy = false

    /// Memberwise-initializer parameter: every stored property except a `let` with a value and
    /// wrappers whose value comes from elsewhere (`@Environment`, `@ScaledMetric` keep theirs).
    var isInitializable: Bool {
        if isLet && initializer != nil { return false }
        switch wrapper {
        case "Environment", "EnvironmentObject", "ScaledMetric", "FocusState", "AccessibilityFocusState", "Query", "Namespace": return false
        default: return true
        }
    }

    /// The declared type names a closure (`() -> Content`) or a view (`Content`, `some View`).
    var holdsClosure: Bool {
        guard let type else { return isViewBuilder }
        let t = type.trimmedText
        return isViewBuilder || t.contains("->") || t == "Content" || t.hasSuffix("View") || t == "Label"
    }
}

/// A function or computed property: its body and how it builds its result.
struct Member {
    var name: String
    var parameters: [FunctionParameterSyntax]
    var body: CodeBlockItemListSyntax
    /// `@ViewBuilder`, `body`, or a result of `some View` without `return`: statements are views.
    var isBuilder: Bool
    var syntax: Syntax
    /// The declared result (`-> String`, `var title: String`): what its value becomes on the way
    /// out, as a stored value does (a `String` is no longer a literal).
    var resultType: TypeSyntax?
}

/// A struct, enum or class of the scanned files (extensions merged in).
struct TypeDeclaration {
    enum Kind { case structure, enumeration, classType }
    var name: String
    var kind: Kind
    var conformances: Set<String> = []
    var stored: [StoredProperty] = []
    var computed: [String: Member] = [:]
    var methods: [String: [Member]] = [:]
    var staticValues: [String: StaticValue] = [:]
    var staticMethods: [String: [Member]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    /// Its instance subscripts' getters (`subscript(position: Int) -> Move`), parameters as written.
    var subscripts: [Member] = []
    /// Enum cases in declaration order, with raw values when written.
    /// Each case's name, raw value and associated values' types (`case donut(Donut)`: `[Donut]`),
    /// labels (`case basic(title: String, Int)`: `["title", nil]`) and default values
    /// (`case activity(ratio: Double, corner: Double = 5)`: `[nil, 5]`).
    var cases: [(name: String, rawValue: ExprSyntax?, associated: [TypeSyntax], labels: [String?], defaults: [ExprSyntax?])] = []
    var syntax: Syntax

    /// Its `struct`/`enum`/`class` declaration has been read (not only extensions).
    var isDeclared = false
    /// A protocol the scanned files declare (`InheritedMembers` looks up members in its extensions).
    var isProtocol = false
    /// Known by its own name as a type nested in another (`Kind` of `Pet.Kind`): a top-level type
    /// of that name replaces it.
    var isNestedAlias = false

    var isView: Bool { conformances.contains("View") }
    var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }
}

/// A `static let` / `static var` (stored with a value, or computed).
enum StaticValue {
    case stored(ExprSyntax)
    case computed(Member)
    /// A static with attributes that may be the app's own property wrappers, and its initial
    /// value if written (`@UserDefault("region", defaultValue: "US") static var region: String`).
    case wrapped([AttributeSyntax], initial: ExprSyntax?)
}

/// A `#Preview` or a `PreviewProvider`, in source order within its file.
struct PreviewDeclaration {
    enum Body {
        case macro(ClosureExprSyntax)
        case provider(TypeDeclaration, Member)
    }
    var name: String?
    var body: Body
    var file: SwiftSourceFile
    var syntax: Syntax
    /// A WidgetKit preview's family and timeline (`#Preview(as: .systemSmall) { W() } timeline: { ... }`).
    var widget: WidgetPreviewSyntax? = nil
}

/// The declarations of the files parsed so far, merged by name (`Declarations` decides which files).
struct DeclarationTable {
    var types: [String: TypeDeclaration] = [:]
    var globals: [String: ExprSyntax] = [:]
    /// Top-level computed variables (`var current: Environment { ... }`): their getters.
    var computedGlobals: [String: Member] = [:]
    var functions: [String: [Member]] = [:]
    var previews: [PreviewDeclaration] = []
    /// `typealias Name = Target`: the target's name by the alias's (a nested one's by its path
    /// `Outer.Name`), and the aliases of each target (`TypeAliases.swift`).
    var aliases: [String: TypeAlias] = [:]
    var aliasesOf: [String: [String]] = [:]
    /// The module of the first top-level type of each name read, and the other modules declaring
    /// one of that name (`ModuleTwins.swift`).
    var typeModules: [String: String] = [:]
    var twins: [String: [String]] = [:]

    mutating func add(_ file: SwiftSourceFile, previews wanted: Bool) {
        for item in DeclarationTable.flattened(file.tree.statements) {
            switch item.item {
            case .decl(let decl): add(decl, file: file, previews: wanted)
            case .expr(let expr):
                if wanted, let macro = expr.as(MacroExpansionExprSyntax.self) {
                    addPreview(name: macro.macroName.text, arguments: macro.arguments, trailing: macro.trailingClosure,
                               additional: macro.additionalTrailingClosures, file: file, syntax: Syntax(macro))
                }
            default: break
            }
        }
    }

    /// A nested type is known by its own name (`Pet.Kind` is `Kind`).
    /// A nested type is known by its own name (`Kind`) and by its path (`Pet.Kind`): several types
    /// of one name nested in different types (SwiftGen's `L10n.Detail.Button`, `L10n.Settings.Button`)
    /// are told apart by the path.
    private mutating func add(_ decl: DeclSyntax, file: SwiftSourceFile?, in outer: String) {
        for name in [nil, outer] as [String?] {
            var fresh: TypeDeclaration
            if let s = decl.as(StructDeclSyntax.self) {
                fresh = TypeDeclaration(name: Self.qualified(s.name.text, name), kind: .structure, syntax: Syntax(s))
            } else if let e = decl.as(EnumDeclSyntax.self) {
                fresh = TypeDeclaration(name: Self.qualified(e.name.text, name), kind: .enumeration, syntax: Syntax(e))
            } else if let c = decl.as(ClassDeclSyntax.self) {
                fresh = TypeDeclaration(name: Self.qualified(c.name.text, name), kind: .classType, syntax: Syntax(c))
            } else { return }
            fresh.isNestedAlias = name == nil
            merge(fresh, inheritance: decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause, members: decl.asProtocol(DeclGroupSyntax.self)!.memberBlock)
        }
    }

    private static func qualified(_ name: String, _ outer: String?) -> String { outer.map { $0 + "." + name } ?? name }

    private mutating func add(_ decl: DeclSyntax, file: SwiftSourceFile, previews wanted: Bool) {
        if let s = decl.as(StructDeclSyntax.self) {
            merge(TypeDeclaration(name: keptName(s.name.text, in: file), kind: .structure, syntax: Syntax(s)),
                  inheritance: s.inheritanceClause, members: s.memberBlock)
            if wanted, let t = types[s.name.text], t.isPreviewProvider, let previews = t.computed["$previews"] {
                self.previews.append(PreviewDeclaration(name: nil, body: .provider(t, previews), file: file, syntax: Syntax(s)))
            }
        } else if let e = decl.as(EnumDeclSyntax.self) {
            merge(TypeDeclaration(name: keptName(e.name.text, in: file), kind: .enumeration, syntax: Syntax(e)),
                  inheritance: e.inheritanceClause, members: e.memberBlock)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            merge(TypeDeclaration(name: keptName(c.name.text, in: file), kind: .classType, syntax: Syntax(c)),
                  inheritance: c.inheritanceClause, members: c.memberBlock)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            addProtocol(p)
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let name = Self.withoutImportedModule(x.extendedType.trimmedText, in: file)
            merge(TypeDeclaration(name: name, kind: .structure, syntax: Syntax(x)), inheritance: x.inheritanceClause,
                  members: x.memberBlock)
        } else if let v = decl.as(VariableDeclSyntax.self) {
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText else { continue }
                if let value = binding.initializer?.value { globals[name] = value }
                if let accessors = binding.accessorBlock, let body = Self.getter(accessors) {
                    computedGlobals[name] = Member(name: name, parameters: [], body: body,
                                                   isBuilder: Self.buildsImplicitly(binding.typeAnnotation?.type.trimmedText ?? "", body), syntax: Syntax(binding),
                                                   resultType: binding.typeAnnotation?.type)
                }
            }
        } else if let f = decl.as(FunctionDeclSyntax.self), let member = DeclarationTable.member(f) {
            functions[member.name, default: []].append(member)
        } else if let a = decl.as(TypeAliasDeclSyntax.self) {
            addAlias(a, in: nil)
        } else if wanted, let m = decl.as(MacroExpansionDeclSyntax.self) {
            addPreview(name: m.macroName.text, arguments: m.arguments, trailing: m.trailingClosure,
                       additional: m.additionalTrailingClosures,
                       file: file, syntax: Syntax(m))
        }
    }

    /// `extension Models.Visibility` in a file that imports `Models` (or `SwiftUI.Color`): the type
    /// is `Visibility`, named with its module to tell it from SwiftUI's type of that name.
    static func withoutImportedModule(_ name: String, in file: SwiftSourceFile?) -> String {
        guard let dot = name.firstIndex(of: "."), let file else { return name }
        let module = String(name[..<dot])
        let imported = file.tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == module }
        return imported ? String(name[name.index(after: dot)...]) : name
    }

    /// What a type inherits from, by the name it is declared under: `SwiftUI.View` is `View`, and a
    /// generic superclass `StoreModel<LockState, LockAction>` is `StoreModel` (its generic arguments
    /// are the subclass's business, not part of the superclass's name).
    static func inheritedName(_ type: TypeSyntax) -> String {
        let written = type.as(IdentifierTypeSyntax.self).map { $0.name.text } ?? type.trimmedText
        return written.hasPrefix("SwiftUI.") ? String(written.dropFirst(8)) : written
    }

    /// A protocol: only what it refines is kept (its requirements have no bodies); the members
    /// its extensions give are merged under its name like any extension's (`InheritedMembers`).
    private mutating func addProtocol(_ p: ProtocolDeclSyntax) {
        var t = types[p.name.text] ?? TypeDeclaration(name: p.name.text, kind: .structure, syntax: Syntax(p))
        t.isProtocol = true
        for inherited in p.inheritanceClause?.inheritedTypes ?? [] {
            t.conformances.insert(Self.inheritedName(inherited.type))
        }
        types[p.name.text] = t
    }

    private mutating func addPreview(name macro: String, arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?,
                                     additional: MultipleTrailingClosureElementListSyntax?, file: SwiftSourceFile, syntax: Syntax) {
        guard macro == "Preview" else { return }
        let widget = WidgetPreviewSyntax(arguments, additional: additional)
        let closure = widget != nil ? WidgetPreviewSyntax.widgetClosure(arguments, trailing: trailing)
            : trailing ?? arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }.last
        guard let closure else { return }
        let title = arguments.first.flatMap { $0.label == nil ? $0.expression.as(StringLiteralExprSyntax.self) : nil }
            .map { $0.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined() }
        previews.append(PreviewDeclaration(name: title, body: .macro(closure), file: file, syntax: syntax, widget: widget))
    }

    /// Adds a declaration's members to the type of that name (a second part is an extension).
    private mutating func merge(_ fresh: TypeDeclaration, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax) {
        let isPrimary = !fresh.syntax.is(ExtensionDeclSyntax.self)
        // A second type of one name (another target's copy, or another type's nested `Kind`): the
        // first read is kept, its stored properties never doubled.
        // A top-level type takes its name from a nested one read first (`struct LoadingView` over
        // SwiftGen's `L10n.LoadingView`, still known by its path).
        if isPrimary, let old = types[fresh.name], old.isDeclared, !(old.isNestedAlias && !fresh.isNestedAlias) { return }
        if isPrimary, types[fresh.name]?.isNestedAlias == true, !fresh.isNestedAlias { types[fresh.name] = nil }
        var t = types[fresh.name] ?? fresh
        if types[fresh.name] != nil, fresh.kind != .structure { t.kind = fresh.kind; t.syntax = fresh.syntax }
        if isPrimary { t.isDeclared = true; t.syntax = fresh.syntax; t.kind = fresh.kind; t.isNestedAlias = fresh.isNestedAlias }
        for inherited in inheritance?.inheritedTypes ?? [] {
            t.conformances.insert(Self.inheritedName(inherited.type))
        }
        for item in DeclarationTable.flattened(members.members) {
            let decl = item.decl
            if let v = decl.as(VariableDeclSyntax.self) {
                addVariable(v, to: &t)
            } else if let f = decl.as(FunctionDeclSyntax.self), let member = DeclarationTable.member(f) {
                if DeclarationTable.isStatic(f.modifiers) { t.staticMethods[member.name, default: []].append(member) }
                else { t.methods[member.name, default: []].append(member) }
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                t.initializers.append(i)
            } else if let sub = decl.as(SubscriptDeclSyntax.self), !DeclarationTable.isStatic(sub.modifiers),
                      let accessors = sub.accessorBlock, let body = Self.getter(accessors) {
                t.subscripts.append(Member(name: "subscript", parameters: Array(sub.parameterClause.parameters), body: body,
                                           isBuilder: false, syntax: Syntax(sub), resultType: sub.returnClause.type))
            } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) {
                add(decl, file: nil, in: fresh.name)
            } else if let a = decl.as(TypeAliasDeclSyntax.self) {
                addAlias(a, in: fresh.name)
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    let parameters = element.parameterClause?.parameters.map { $0 } ?? []
                    t.cases.append((element.name.plainText, element.rawValue?.value, parameters.map(\.type),
                                    parameters.map { $0.firstName.map(\.text).flatMap { $0 == "_" ? nil : $0 } },
                                    parameters.map { $0.defaultValue?.value }))
                }
            }
        }
        types[fresh.name] = t
    }

    private func addVariable(_ v: VariableDeclSyntax, to t: inout TypeDeclaration) {
        let isStatic = DeclarationTable.isStatic(v.modifiers)
        let wrapper = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .first { DeclarationTable.wrappers.contains($0.attributeName.trimmedText) }
        let isBuilder = DeclarationTable.hasViewBuilder(v.attributes)
        let appWrappers = v.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter {
            let name = $0.attributeName.trimmedText
            return !DeclarationTable.wrappers.contains(name) && name.first?.isUppercase == true
        }
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText else { continue }
            // A property with only observers (`var step = Step.icon { didSet { } }`) is stored.
            if let accessors = binding.accessorBlock, let body = Self.getter(accessors) {
                let type = binding.typeAnnotation?.type.trimmedText ?? ""
                let member = Member(name: name, parameters: [], body: body,
                                    isBuilder: (name == "body" && DeclarationTable.isViewBody(type, isStatic: isStatic)) || isBuilder
                                        || DeclarationTable.buildsImplicitly(type, body),
                                    syntax: Syntax(binding), resultType: binding.typeAnnotation?.type)
                if isStatic {
                    if name == "previews" { t.computed["$previews"] = member }
                    t.staticValues[name] = .computed(member)
                } else {
                    t.computed[name] = member
                }
                continue
            }
            if isStatic {
                if !appWrappers.isEmpty { t.staticValues[name] = .wrapped(appWrappers, initial: binding.initializer?.value) }
                else if let value = binding.initializer?.value { t.staticValues[name] = .stored(value) }
                // `static var cache: [Item]?` with no value written starts as nil, as Swift's optional `var`s do.
                else if v.bindingSpecifier.tokenKind == .keyword(.var), let type = binding.typeAnnotation?.type,
                        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    t.staticValues[name] = .stored(ExprSyntax(NilLiteralExprSyntax()))
                }
                continue
            }
            t.stored.append(StoredProperty(
                name: name, type: binding.typeAnnotation?.type, initializer: binding.initializer?.value,
                wrapper: wrapper?.attributeName.trimmedText,
                wrapperArguments: wrapper?.arguments?.as(LabeledExprListSyntax.self),
                isLet: v.bindingSpecifier.tokenKind == .keyword(.let), isViewBuilder: isBuilder, syntax: Syntax(binding),
                appWrappers: appWrappers, isLazy: v.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }))
        }
    }

    /// The body of a computed property's getter, or nil for a stored property's observers
    /// (`didSet`/`willSet` only).
    static func getter(_ block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let items): return items
        case .accessors(let list): return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// Members with `#if` blocks replaced by the members of their active clause.
    static func flattened(_ members: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        members.flatMap { item -> [MemberBlockItemSyntax] in
            guard let config = item.decl.as(IfConfigDeclSyntax.self) else { return [item] }
            if case .decls(let inner)? = CompilationConditions.active(config) { return flattened(inner) }
            return []
        }
    }

    /// Top-level statements with `#if` blocks replaced by their active clause's.
    static func flattened(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        items.flatMap { item -> [CodeBlockItemSyntax] in
            guard case .decl(let d) = item.item, let config = d.as(IfConfigDeclSyntax.self) else { return [item] }
            if case .statements(let inner)? = CompilationConditions.active(config) { return flattened(inner) }
            return []
        }
    }

    static let wrappers: Set<String> = ["State", "Binding", "Environment", "EnvironmentObject", "ObservedObject",
                                        "StateObject", "ScaledMetric", "AppStorage", "SceneStorage", "FocusState", "AccessibilityFocusState",
                                        "Query", "Namespace", "Bindable", "GestureState", "Previewable"]

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    static func member(_ f: FunctionDeclSyntax) -> Member? {
        guard let body = f.body else { return nil }
        let isBuilder = hasViewBuilder(f.attributes)
        let result = f.signature.returnClause?.type.trimmedText ?? ""
        // `` func `if`(...) `` is called as `.if(...)`: the name without its backticks.
        return Member(name: f.name.plainText, parameters: Array(f.signature.parameterClause.parameters), body: body.statements,
                      isBuilder: isBuilder || buildsImplicitly(result, body.statements), syntax: Syntax(f),
                      resultType: f.signature.returnClause?.type)
    }

    /// `@ViewBuilder`, or `@ToolbarContentBuilder` (its `ToolbarItem`s are views the reader builds
    /// the same way): the body's statements are views.
    static func hasViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains {
            let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedText
            return name == "ViewBuilder" || name == "ToolbarContentBuilder" || name == "SwiftUI.ViewBuilder"
        }
    }

    /// A `some View` or `some ToolbarContent` result without `return`: one view written bare,
    /// which building gives as it is.
    /// A property named `body` builds views as `View.body` does (its `@ViewBuilder` comes from the
    /// protocol), unless it is static or a plain value (`static var body: String` of a strings
    /// table, a message's `var body: String?`): those are computed as values.
    static func isViewBody(_ type: String, isStatic: Bool) -> Bool {
        var t = Substring(type)
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        return !isStatic && !plainBodyTypes.contains(String(t)) && !(t.hasPrefix("[") && t.hasSuffix("]"))
    }

    private static let plainBodyTypes: Set<String> = [
        "String", "Substring", "AttributedString", "NSAttributedString", "Int", "Double", "CGFloat", "Float", "Bool",
        "Data", "Date", "URL", "UUID", "LocalizedStringKey", "LocalizedStringResource",
    ]

    static func buildsImplicitly(_ result: String, _ body: CodeBlockItemListSyntax) -> Bool {
        (result.contains("View") || result.contains("ToolbarContent")) && !returns(body)
    }

    /// True when the body's own statements (not nested closures) hold a `return`.
    static func returns(_ body: CodeBlockItemListSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }
}

extension TypeDeclaration {
    /// A case of this name whose associated values' labels are these (`nil` where unlabelled), an
    /// associated value with a default left out or not: what a call with these labels makes,
    /// rather than a static function of the same name.
    func hasCase(_ name: String, labels: [String?]) -> Bool {
        cases.contains { $0.name == name && Self.positions(of: labels, in: $0.labels, defaults: $0.defaults) != nil }
    }

    /// For each associated value of a case (its `declared` labels), the index of the argument
    /// written for it, nil where it is left out for its default; nil when the labels do not fit.
    static func positions(of labels: [String?], in declared: [String?], defaults: [ExprSyntax?]) -> [Int?]? {
        var next = 0
        var out: [Int?] = []
        for (label, d) in zip(declared, defaults) {
            if next < labels.count, labels[next] == label { out.append(next); next += 1 }
            else if d != nil { out.append(nil) }
            else { return nil }
        }
        return next == labels.count ? out : nil
    }
}
