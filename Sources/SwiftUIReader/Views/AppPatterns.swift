import LayoutModel
import SwiftSyntax

// What real apps write around SwiftUI's own API, evaluated as Swift means it (issue 26):
//
// 1. Generated string accessors (SwiftGen's `L10n`): `L10n.tr("Localizable", "key", args...)`
//    (and its `fallback:` form) is the catalog string `key`, filled with `args`, looked up where it
//    is shown, as the generated code's `NSLocalizedString` does at run time. The rule recognises
//    SwiftGen's contract, a static `tr(_ table: String, _ key: String, _ args: CVarArg...)`,
//    not the type's name, so any table and enum name works.
// 2. `View` extensions used as modifiers (`.cardStyle()`, `.showIf(x)`): the extension's method
//    run with `self` the view it modifies; a bare modifier inside it (`padding()`) applies to `self`.
//    An `extension Text` (`Image`, `Shape`) method applies the same way to a view of that type.
// 3. `.modifier(X())` (or `ModifiedContent(content: view, modifier: X())`) with a `ViewModifier`
//    struct: its `body(content:)` run with `content` the view.
// 4. SF Symbols spelled through SFSafeSymbols: `Image(systemSymbol: .person2Fill)` and
//    `Label("x", systemSymbol: .gear)` are the symbols `person.2.fill` and `gear` (`SFSymbolName`).

/// The type an extension of `View` is filed under by `Declarations`, and `self`'s type inside it.
let viewExtensionType = "View"

extension Evaluator {
    /// Rule 1: a SwiftGen `tr` call's localized string, or nil when `members` are not SwiftGen's `tr`.
    func generatedString(_ name: String, _ members: [Member], _ args: Arguments) -> Value? {
        guard name == "tr", let tr = members.first(where: Self.isSwiftGenLookup) else { return nil }
        _ = tr
        let unlabeled = args.unlabeled
        guard unlabeled.count >= 2, case .string(let key) = unlabeled[1].value else { return nil }
        let rest = unlabeled.dropFirst(2).map { $0.value.display ?? "" }
        var shown = key.text
        if case .string(let fallback)? = args.labeled("fallback") { shown = fallback.text }
        return .string(StringValue(shown, key: key.text, arguments: Array(rest), isLocalized: true))
    }

    /// `static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String`.
    static func isSwiftGenLookup(_ m: Member) -> Bool {
        let types = m.parameters.map { $0.type.trimmedText }
        return types.count >= 3 && types[0] == "String" && types[1] == "String" && types[2].hasPrefix("CVarArg")
            && m.parameters[2].ellipsis != nil
    }

    /// Rule 2: `view.name(args)` run as a method of an `extension View`, or nil when there is none.
    /// Only an overload the call fits exactly is run (every label it has, every parameter without a
    /// default given; trailing closures fill the closure parameters left, in order), so an app's
    /// `cornerRadius(_:corners:)` does not take SwiftUI's `cornerRadius(8)`.
    func viewExtension(_ name: String, on view: ViewValue, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        // An image loader's type first (`extension KFImage { func defaultModifier() }`, `ImageLoaders` rule 5).
        let owners = (view.loader.map { [$0.name] } ?? []) + (view.nodes.count == 1 ? Self.extendedTypes(of: view.nodes[0]) : [])
            + [viewExtensionType]
        guard let methods = owners.lazy.compactMap({ self.declarations.types[$0]?.methods[name] }).first else { return nil }
        let args = try arguments(c, scope)
        let closures: [(label: String?, closure: Closure)] = (args.trailing.map { [(nil, $0)] } ?? []) + args.extra.map { ($0.label, $0.closure) }
        // Of the overloads the call fits, the first whose parameters' types it fits too (`OverloadChoice` rule 2).
        let bound = methods.compactMap { m in Self.bind(args.list, closures, to: m.parameters).map { (m, $0) } }
        guard let (m, list) = bound.first(where: { Self.typesFit($0.0.parameters, Arguments(list: $0.1, trailing: nil, extra: [], syntax: nil)) })
                ?? bound.first else { return nil }
        let me = Instance(type: viewExtensionType, fields: ["$case": .view(view)])
        return try run(m, self: me, arguments: list, at: c)
    }

    /// The SwiftUI types whose extensions' methods a node takes besides `View`'s: `extension Text`
    /// methods apply to a `Text`, `extension Image` ones to an `Image`, `extension Shape` ones to a shape.
    static func extendedTypes(of n: Node) -> [String] {
        switch n.kind {
        case .text: return ["Text"]
        case .image: return ["Image"]
        case .shape(let s): return [s.kind.rawValue.prefix(1).uppercased() + s.kind.rawValue.dropFirst(), "Shape"]
        default: return []
        }
    }

    /// The call's arguments with its trailing closures labelled for `parameters`, or nil when they do not fit.
    static func bind(_ list: [Argument], _ closures: [(label: String?, closure: Closure)],
                     to parameters: [FunctionParameterSyntax]) -> [Argument]? {
        var out = list
        var open = parameters.filter { p in !list.contains { ($0.label ?? "_") == p.firstName.text } }
        let unlabeled = list.filter { $0.label == nil }.count
        open.removeFirst(min(unlabeled, open.filter { $0.firstName.text == "_" }.count))
        for (label, closure) in closures {
            guard let p = open.first(where: { label == nil ? $0.type.is(FunctionTypeSyntax.self) || $0.type.trimmedText.contains("->") : $0.firstName.text == label }) else { return nil }
            open.removeAll { $0.firstName.text == p.firstName.text }
            out.append(Argument(label: p.firstName.text == "_" ? nil : p.firstName.text, value: .closure(closure), syntax: nil))
        }
        let labels = Set(parameters.map(\.firstName.text))
        guard out.allSatisfy({ labels.contains($0.label ?? "_") }), open.allSatisfy({ $0.defaultValue != nil }) else { return nil }
        return out
    }

    /// Rule 2: a bare call inside an `extension View` method (`padding(8)`) is `self.padding(8)`.
    func bareModifierInViewExtension(_ c: FunctionCallExprSyntax, _ name: String, _ scope: Scope) throws -> Value? {
        guard name.first?.isLowercase == true, let instance = scope.instance, instance.type == viewExtensionType, case .view? = instance.fields["$case"],
              let me = instance.fields["$case"] else { return nil }
        return try method(me, name, c, scope)
    }

    /// Rule 3, as the type spells it: `ModifiedContent(content: view, modifier: X())`.
    func modifiedContent(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        guard let content = args.labeled("content"), let modifier = args.argument("modifier") else {
            throw fail(node, "this ModifiedContent is not understood: drawn as a placeholder", view: "ModifiedContent")
        }
        return try viewModifierStruct(Arguments(list: [Argument(label: nil, value: modifier.value, syntax: modifier.syntax)],
                                                trailing: nil, extra: [], syntax: node),
                                      on: try viewValue(content, at: node), at: node)
    }

    /// Rule 3: `.modifier(X())`: `X`'s `body(content:)` with `content` the modified view.
    func viewModifierStruct(_ args: Arguments, on view: ViewValue, at node: FunctionCallExprSyntax) throws -> ViewValue {
        guard case .object(let modifier)? = args.first, let body = declarations.types[modifier.type]?.methods["body"]?.first else {
            throw fail(node, "view modifier '\(args.unlabeled.first?.syntax.map { short($0) } ?? "")' is not understood")
        }
        let result = try run(body, self: modifier, arguments: [Argument(label: "content", value: .view(view), syntax: nil)], at: node)
        return try viewValue(result, at: node)
    }
}

/// Rule 4: SFSafeSymbols' case names to SF Symbols names: humps and digit runs become dot-separated
/// words (`person2Fill` -> `person.2.fill`, `chevronRight` -> `chevron.right`); a leading `_` (a
/// name that starts with a digit, `_1Circle`) is dropped.
enum SFSymbolName {
    static func fromSafeSymbol(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for ch in name.drop(while: { $0 == "_" }) {
            let boundary = (ch.isUppercase && previous.map { !$0.isUppercase } == true)
                || (ch.isNumber && previous.map { !$0.isNumber } == true)
                || (!ch.isNumber && previous?.isNumber == true)
            if boundary, !current.isEmpty { words.append(current); current = "" }
            current.append(Character(ch.lowercased()))
            previous = ch
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: ".")
    }

    /// `systemSymbol: .name` (or `SFSymbol.name`) as an SF Symbols name, when the argument is there.
    static func argument(_ args: Arguments) -> String? {
        guard let a = args.argument("systemSymbol") else { return nil }
        if case .member(let name, let inner) = a.value, inner.isEmpty { return fromSafeSymbol(name) }
        return a.syntax.flatMap(spelledOut).map(fromSafeSymbol)
    }

    /// `systemName: SFSymbol.name.rawValue`: the symbol's name, as the case's raw value is.
    static func rawValueArgument(_ args: Arguments) -> String? {
        guard let m = args.argument("systemName")?.syntax?.as(MemberAccessExprSyntax.self), m.declName.baseName.plainText == "rawValue",
              let base = m.base, let name = spelledOut(base) else { return nil }
        return fromSafeSymbol(name)
    }

    /// `SFSymbol.name`, the package's type written out: the case's name.
    private static func spelledOut(_ e: ExprSyntax) -> String? {
        guard let m = e.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.plainText == "SFSymbol" else { return nil }
        return m.declName.baseName.plainText
    }
}
