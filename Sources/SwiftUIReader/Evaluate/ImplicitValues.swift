import LayoutModel
import SwiftSyntax

// Values Swift makes from a type the code names without spelling the value (issue 26):
//
// 1. A parameter's declared type decides an implicit member: `setting: .constant(.init())` for a
//    `Binding<Setting>` is a `Setting()`, `user: .init()` for `User?` a `User()` (the binding and
//    the optional are looked through: the reader keeps a binding as the value it holds).
// 2. The standard types' `.init()` is their empty value: `gid: .init()` for a `String` is "",
//    `Int`/`Double` 0, `Bool` false, a collection empty; `.init(x)` is the type's constructor, and
//    a SwiftUI view's (`icon: .init(systemName: "star")` for an `Image`) that view.
// 3. An empty collection spelled by its type: `[GalleryTag]()`, `[Int: URL]()`, `Set<Int>()`,
//    `Array<Item>()`; `Set(items)` / `Array(items)` hold the items.
// 4. A case read as a member of an enum value (`loadingState.failed`, what swift-case-paths'
//    `@CasePathable` declares for each case): the case's associated value when the value is that
//    case (several values: a tuple, one value each), else nil. A property the app writes of that
//    name is read instead (it is found first). `value.is(\.case)` (swift-case-paths' `is(_:)`)
//    tells whether the value is that case; the path's steps are followed in turn (`\.some.alert`
//    of an optional: not nil, then the `alert` case), `\.none` is nil.
// 5. A static's declared type decides its implicit member as a parameter's does:
//    `static let empty: Self = .init(title: "")` is an instance of the type declaring it.
// 6. A type name is looked up as Swift looks it up: in the types the code is written in first,
//    innermost out (`kind: Kind` inside `struct ListRowAccessory` is `ListRowAccessory.Kind`, not
//    another type's `Kind`), then at the top level.
// 7. A generic type's arguments do not change which declaration a name is: a parameter of type
//    `Results<Day?>.State` takes `.init(timeScope: nil)` as `Results.State(timeScope: nil)`.
// 8. A key path's root type is the type of the values it is read from: `ForEach([.lastDay,
//    .allTime], id: \TimeScope.rawValue)` has `TimeScope` elements (Swift infers `Data.Element`
//    from the `id:` key path), so `.lastDay` is `TimeScope.lastDay`.

extension Evaluator {
    /// Rule 1: the type a value of `written` is kept as: `T` of `T?`, `Binding<T>`, `Optional<T>`.
    static func wrappedType(_ written: String) -> String {
        var t = written.trimmingCharacters(in: .whitespaces)
        while true {
            if t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast(); continue }
            if let inner = genericArgument(of: t, in: ["Binding", "Optional", "SwiftUI.Binding"]) { t = inner; continue }
            return t
        }
    }

    /// Rule 7: `written` without its generic arguments (`A<X>.B<Y>` is `A.B`).
    static func withoutGenericArguments(_ written: String) -> String {
        var out = "", depth = 0
        for ch in written {
            if ch == "<" { depth += 1 } else if ch == ">" { depth = max(0, depth - 1) } else if depth == 0 { out.append(ch) }
        }
        return out
    }

    /// `X` of `Name<X>` for one of `names`, or nil.
    static func genericArgument(of t: String, in names: [String]) -> String? {
        guard let open = t.firstIndex(of: "<"), t.hasSuffix(">"), names.contains(String(t[..<open])) else { return nil }
        return String(t[t.index(after: open)..<t.index(before: t.endIndex)]).trimmingCharacters(in: .whitespaces)
    }

    /// Rule 6: `written` as the type it names where `syntax` is: nested in an enclosing type when
    /// one of them declares it, else as written.
    /// A type as written where it is (`written(_:)`), and the type a value stored as it is kept
    /// as (`qualifiedType` of its `wrappedType`), each made once per evaluator: a call reads its
    /// parameters' types every time it is made.
    func written(_ type: TypeSyntax) -> String {
        if let known = typeTexts[type.id] { return known }
        let text = type.trimmedText
        typeTexts[type.id] = text
        return text
    }

    func storedType(_ written: String, at type: TypeSyntax) -> String {
        let key = StoredTypeKey(written: written, at: type.id)
        if let known = storedTypes[key] { return known }
        let t = qualifiedType(Self.wrappedType(written), writtenAt: type)
        storedTypes[key] = t
        return t
    }

    func qualifiedType(_ written: String, writtenAt syntax: TypeSyntax?) -> String {
        // `Models.Visibility`: a type named with its module (to tell it from SwiftUI's `Visibility`).
        if let dot = written.firstIndex(of: "."), !written.contains("<"), declarations.types[written] == nil {
            // `SwiftUICore.Font`, `SwiftUI.Font`: the system's type, never an app's of that name (a
            // design system's `enum Font { static let body: SwiftUICore.Font = .body }` means SwiftUI's
            // `.body`, not itself again).
            if Self.systemModules.contains(String(written[..<dot])) { return written }
            let rest = String(written[written.index(after: dot)...])
            if declarations.types[String(written[..<dot])] == nil, declarations.types[rest]?.isDeclared == true { return rest }
        }
        guard let syntax, !written.contains("<") else { return written }
        var outers: [String] = []
        var node = Syntax(syntax).parent
        while let n = node {
            if let e = n.as(ExtensionDeclSyntax.self) { outers.append(e.extendedType.trimmedText) }
            else if n.isProtocol(DeclGroupSyntax.self), let named = n.asProtocol(NamedDeclSyntax.self) { outers.append(named.name.text) }
            node = n.parent
        }
        let path = outers.reversed().flatMap { $0.split(separator: ".").map(String.init) }
        for depth in stride(from: path.count, to: 0, by: -1) {
            let candidate = path[0..<depth].joined(separator: ".") + "." + written
            if declarations.types[candidate] != nil { return candidate }
        }
        // Another module's type of a name two modules declare (`ModuleTwins` rule 3).
        if !written.contains("."), let file = files[syntax.root.id], let twin = declarations.visibleTwin(written, from: file) { return twin }
        return written
    }

    /// Rule 2: `.init(...)` kept in a property or parameter of a standard type; nil otherwise.
    func standardImplicitInit(_ v: Value, type t: String) -> Value? {
        guard case .member("init", let args) = v, declarations.types[t]?.isDeclared != true else { return nil }
        if args.isEmpty, let empty = Self.emptyValue(t) { return empty }
        // `icon: .init(systemName: "arrow.right")` for an `Image`: the SwiftUI view, as if written by name.
        if BuiltinViews.names.contains(t), let call = args.first?.syntax?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) {
            let made = Arguments(list: args, trailing: nil, extra: [], syntax: call)
            return try? .view(markingUnknownArguments(builtinView(t, made, at: call), t, made))
        }
        guard BuiltinTypes.known.contains(t) else { return nil }
        return try? valueConstructor(t, Arguments(list: args, trailing: nil, extra: [], syntax: nil), at: Syntax(fromProtocol: args.first?.syntax ?? ExprSyntax(NilLiteralExprSyntax())))
    }

    /// Rule 2: the value `T()` makes for a standard type `t`, or nil.
    static func emptyValue(_ t: String) -> Value? {
        switch t {
        case "String", "Substring": return .string(StringValue(""))
        case "Int", "Int64", "Int32", "UInt", "Int16", "Int8", "UInt8": return .int(0)
        case "Double", "CGFloat", "Float", "TimeInterval": return .double(0)
        case "Bool": return .bool(false)
        default:
            if t.hasPrefix("[") && t.hasSuffix("]") { return t.contains(":") ? emptyDictionary : .array([]) }
            if let open = t.firstIndex(of: "<"), collectionNames.contains(String(t[..<open])) {
                return t.hasPrefix("Dictionary") || t.hasPrefix("OrderedDictionary") ? emptyDictionary : .array([])
            }
            return collectionNames.contains(t) ? .array([]) : nil
        }
    }

    static var emptyDictionary: Value { .object(Instance(type: "Dictionary", fields: [:])) }

    /// The standard library's (and swift-collections' / swift-identified-collections') collections.
    static let collectionNames: Set<String> = ["Array", "Set", "Dictionary", "ContiguousArray", "OrderedSet",
                                               "OrderedDictionary", "IdentifiedArray", "IdentifiedArrayOf"]

    /// Rule 3: a collection made by its type's name, or nil for any other call.
    func emptyCollection(_ callee: ExprSyntax, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        let written: String
        if let a = callee.as(ArrayExprSyntax.self), a.elements.count == 1 {
            written = "[" + a.elements.trimmedText + "]"
        } else if let d = callee.as(DictionaryExprSyntax.self), case .elements(let list) = d.content, list.count == 1 {
            written = "[" + list.trimmedText + "]"
        } else if let g = callee.as(GenericSpecializationExprSyntax.self), let r = g.expression.as(DeclReferenceExprSyntax.self),
                  Self.collectionNames.contains(r.baseName.plainText), declarations.types[r.baseName.plainText]?.isDeclared != true {
            written = g.trimmedText
        } else {
            return nil
        }
        guard c.trailingClosure == nil else { return nil }
        if c.arguments.isEmpty { return Self.emptyValue(written) }
        guard c.arguments.count == 1, c.arguments.first?.label == nil, let only = c.arguments.first else { return nil }
        // `[Item](items)`, `Set<Int>(ids)`: the items.
        let v = try evaluate(only.expression, scope)
        if case .unknown = v { return v }
        return .array(try items(of: v, at: c))
    }

    /// Rule 5: a static's value made as its declared type (`Self` is `owner`).
    func declaredTypeValue(_ v: Value, of initializer: ExprSyntax, in owner: String) -> Value {
        guard let declared = initializer.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type else { return v }
        if declared.trimmedText == "Self" {
            return declarations.types[owner]?.isDeclared == true ? resolveImplicit(coerce(v, to: nil), in: owner) : v
        }
        return coerce(v, to: declared)
    }

    /// Rule 4: `value.name` where `name` is one of the enum's cases, or nil when it is not.
    func casePathRead(_ value: Value, _ name: String) -> Value? {
        guard case .enumCase(let type, let caseName, let payload) = value,
              declarations.types[type]?.cases.contains(where: { $0.name == name }) == true else { return nil }
        guard caseName == name else { return Value.none }
        // The associated value is a variable's: a string in it is not a literal any more.
        return coerce(payload.count == 1 ? payload[0] : .array(payload), to: nil)
    }

    /// Rule 4: `value.is(\.a.b)`, or nil when the call is not that.
    func casePathTest(_ base: Value, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard name == "is", c.arguments.count == 1, c.arguments.first?.label == nil, c.trailingClosure == nil else { return nil }
        guard case .keyPath(let path) = try evaluate(c.arguments.first!.expression, scope) else { return nil }
        var value = base
        for step in path.split(separator: ".").map(String.init) {
            switch (step, value) {
            case (_, .unknown): return value
            case ("none", _): if case .none = value { continue } else { return .bool(false) }
            case ("some", .none): return .bool(false)
            case ("some", _): continue
            case (_, .enumCase):
                guard let next = casePathRead(value, step) else { return nil }
                if case .none = next, case .enumCase(_, let caseName, _) = value, caseName != step { return .bool(false) }
                value = next
            default: return nil
            }
        }
        return .bool(true)
    }

    /// Rule 8: `data`'s implicit members made as the root type of the `id:` key path, when it names one.
    func typedByKeyPathRoot(_ data: Value, _ args: Arguments) -> Value {
        guard case .array(let items) = data, let root = args.argument("id")?.syntax?.as(KeyPathExprSyntax.self)?.root else { return data }
        let type = qualifiedType(root.trimmedText, writtenAt: root)
        return .array(items.map { resolveImplicit($0, in: type) })
    }
}


/// A type as written (with generic parameters substituted) at a place in the source.
struct StoredTypeKey: Hashable {
    var written: String
    var at: SyntaxIdentifier
}
