import Foundation
import SwiftSyntax

// Which of a type's functions of one name a call runs, as Swift's overload resolution decides it
// for the cases previews meet, in the order applied:
//
// 1. The labels: every argument's label is one of the function's, and it has as many parameters.
// 2. The argument types, where the reader knows them: a string, a number and a Bool are never
//    one another; a `String` that is no literal (`String(localized: message)`, a variable of type
//    `String`) is never a `LocalizedStringKey` or `LocalizedStringResource`, and a key
//    (`LocalizedStringKey(text)`) never a `String`; an argument written
//    `x as T` is a `T` (`nil as String?`). A closure is a function, never one of those, and a
//    parameter of a function type (`@escaping () -> Title`) takes no string, number or Bool: so
//    `Empty(title: "Hi")` runs `init(title: String)` of `extension Empty where Title == Text`, not
//    `init(@ViewBuilder title: @escaping () -> Title)`. A function taking one of these mismatched is
//    no candidate. An array is never a dictionary, nor a dictionary an array: `adding(["a": "b"])`
//    runs `adding(_: [String: String])`, not `adding(_: [URLQueryItem])` declared first; one keyed
//    by cases (`[.gid: id]`) is never a `[String: V]` or `[Int: V]`.
//    Parameters of other types (generic, protocols, sets, the app's) are not judged.
// 2a. A closure literal takes the parameters it names: `content: { _ in ... }` is never a
//    `@ViewBuilder content: @escaping () -> Content`, nor `{ Text("x") }` a `(T) -> Content`
//    (damus's `damus_full_screen_cover(binding, content: { _ in ... })`, written in the body of
//    the modifier its `Binding<Bool>` twin applies, ran that twin, which ran itself again until
//    the nesting limit).
// 3. `@_disfavoredOverload`: among the candidates left, one without it wins.
// 4. Else the first declared (the reader keeps no other rank), as before these rules.
//
// Without rule 2 a `static func success(_ m: LocalizedStringResource?)` that calls
// `success(String(localized: m))` to reach its `String?` twin called itself until the nesting
// limit stopped it.
extension Evaluator {
    func pick(_ members: [Member], _ args: Arguments) -> Member {
        let labelled = members.filter { Self.labelsFit($0, args) }
        let typed = labelled.filter { Self.typesFit($0, args) }
        let candidates = typed.isEmpty ? labelled : typed
        return candidates.first { !Self.isDisfavored($0) } ?? candidates.first ?? members[0]
    }

    /// Rule 1.
    static func labelsFit(_ m: Member, _ args: Arguments) -> Bool {
        let params = m.parameters.map { $0.firstName.text }
        return args.list.allSatisfy { params.contains($0.label ?? "_") } && params.count >= args.list.count
    }

    /// Rule 2: no argument whose type the reader knows is passed to a parameter of another type.
    static func typesFit(_ m: Member, _ args: Arguments) -> Bool { typesFit(m.parameters, args) }

    /// Rule 2 for a parameter list (a function's, or an `init`'s).
    static func typesFit(_ parameters: [FunctionParameterSyntax], _ args: Arguments) -> Bool {
        var pending = parameters.map { ($0.firstName.text, $0.type) }
        for a in args.list {
            guard let i = pending.firstIndex(where: { $0.0 == (a.label ?? "_") }) else { return false }
            let parameterType = pending.remove(at: i).1
            if let known = knownType(a), !compatible(known, parameterType.trimmedText) { return false }
            if let closure = a.syntax?.as(ClosureExprSyntax.self), let taken = closureParameters(closure),
               let expected = functionParameters(parameterType), taken != expected { return false }
        }
        return true
    }

    /// Rule 2a: the parameters a closure literal takes, when it says (`{ _ in }`, `{ a, b in }`, or
    /// no signature and no `$0`: none); nil when only its `$n` could tell.
    static func closureParameters(_ c: ClosureExprSyntax) -> Int? {
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?: return list.count
        case .parameterClause(let clause)?: return clause.parameters.count
        case nil:
            let usesDollar = c.statements.tokens(viewMode: .sourceAccurate).contains {
                if case .dollarIdentifier = $0.tokenKind { true } else { false }
            }
            return usesDollar ? nil : 0
        }
    }

    /// Rule 2a: the parameters of a function type (`@escaping (T) -> Content`, `(() -> V)?`); nil
    /// for any other type.
    static func functionParameters(_ type: TypeSyntax) -> Int? {
        if let a = type.as(AttributedTypeSyntax.self) { return functionParameters(a.baseType) }
        if let o = type.as(OptionalTypeSyntax.self) { return functionParameters(o.wrappedType) }
        if let o = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return functionParameters(o.wrappedType) }
        if let t = type.as(TupleTypeSyntax.self), t.elements.count == 1, let only = t.elements.first { return functionParameters(only.type) }
        return type.as(FunctionTypeSyntax.self)?.parameters.count
    }

    /// Rule 2: what the reader knows of an argument's type: a written cast, a string that is no
    /// literal, or the kind of a literal (`"x"` any string type, `3` any number); nil when it does
    /// not know.
    static func knownType(_ a: Argument) -> String? {
        if let cast = a.syntax?.as(AsExprSyntax.self) { return cast.type.trimmedText }
        // Unfolded, `x as T` is the sequence `x`, `as`, `T`.
        if let s = a.syntax?.as(SequenceExprSyntax.self), s.elements.count == 3,
           s.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
           let written = s.elements.last?.as(TypeExprSyntax.self) {
            return written.type.trimmedText
        }
        // `LocalizedStringKey(text)`, `LocalizedStringResource(text)`: a key, whatever `text` was.
        if let made = a.syntax?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           made == "LocalizedStringKey" || made == "LocalizedStringResource" { return "$localized" }
        switch a.value {
        case .string(let s): return s.isLiteral ? "$stringLiteral" : "String"
        case .int, .double: return "$number"
        case .bool: return "Bool"
        case .closure: return "$function"
        case .array: return "$array"
        // Keyed by cases or implicit members (`[.gid: id]`): never a `[String: V]` (`DictionarySequences` rule 5).
        case .object(let i) where i.type == "Dictionary": return i.keys?.isEmpty == false ? "$dictionaryOfCases" : "$dictionary"
        default: return nil
        }
    }

    private static let strings: Set<String> = ["String", "LocalizedStringKey", "LocalizedStringResource", "Substring", "$stringLiteral", "$localized"]
    private static let numbers: Set<String> = ["Int", "Double", "CGFloat", "Float", "Int64", "Int32", "UInt", "$number"]

    /// The kind of a type rule 2 judges, or nil.
    private static func kind(_ type: String) -> String? {
        if strings.contains(type) { return "string" }
        if numbers.contains(type) { return "number" }
        if type == "Bool" { return "bool" }
        if type == "$function" || isFunctionType(type) { return "function" }
        if type == "$dictionary" || type.hasPrefix("Dictionary<") || (type.hasPrefix("[") && dictionaryValueType(type) != nil) { return "dictionary" }
        if type == "$array" || type.hasPrefix("Array<") || (type.hasPrefix("[") && type.hasSuffix("]")) { return "array" }
        return nil
    }

    /// `@escaping () -> Title`, `((Item) -> Void)?`: a function type (not a collection of them).
    private static func isFunctionType(_ type: String) -> Bool {
        var t = Substring(type)
        while t.first == "@", let space = t.firstIndex(of: " ") { t = t[t.index(after: space)...].drop { $0 == " " } }
        return t.contains("->") && !t.hasPrefix("[")
    }

    static func compatible(_ argument: String, _ parameter: String) -> Bool {
        if argument == "$dictionaryOfCases", let key = dictionaryKeyType(bare(parameter)), kind(bare(key)) != nil { return false }
        let a = bare(argument) == "$dictionaryOfCases" ? "$dictionary" : bare(argument), p = bare(parameter)
        guard let ak = kind(a), let pk = kind(p) else { return true }
        guard ak == pk else { return false }
        // A `String?` does not pass where a `String` is taken.
        if argument.hasSuffix("?") && !parameter.hasSuffix("?") { return false }
        // A key or resource (`LocalizedStringKey(text)`) is never a `String`, nor a `String` one of them.
        if a == "$localized" { return p == "LocalizedStringKey" || p == "LocalizedStringResource" }
        if ak == "string", a != "$stringLiteral" { return a == p }
        return true
    }

    /// `String?`, `String!`, `Swift.String` -> `String`.
    static func bare(_ type: String) -> String {
        var t = type.trimmingCharacters(in: .whitespaces)
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("Swift.") { t.removeFirst(6) }
        if t.hasPrefix("Foundation.") { t.removeFirst(11) }
        return t
    }

    /// Rule 3.
    static func isDisfavored(_ m: Member) -> Bool {
        let attributes = m.syntax.as(FunctionDeclSyntax.self)?.attributes ?? m.syntax.as(InitializerDeclSyntax.self)?.attributes
        return attributes?.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "_disfavoredOverload" } ?? false
    }
}
