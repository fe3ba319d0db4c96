import SwiftSyntax

// A generic type's parameters as the type a value is made as binds them (issue 26: isowords'
// `typealias Puzzle = Three<Three<Three<Cube>>>` and `extension Puzzle { static let mock =
// Self(.init(.init(.mock, ...), ...), ...) }`: each `.init` and `.mock` was an unresolved implicit
// member, "unknown member 'first' of .init"):
//
// 1. A type written with generic arguments (`Three<Cube>`), or an alias that gives them
//    (`Puzzle`, `TypeAliases` rule 4), binds the type's generic parameters in order (`Element`
//    is `Three<Three<Cube>>` for a `Puzzle`).
// 2. An initializer's parameter whose type names a bound parameter (`_ first: Element`,
//    `items: [Element]`) takes its argument as the bound type: an implicit member is looked up
//    there, and a generic type's implicit `.init(...)` is made with its own arguments bound the
//    same way, level by level.
// 3. A generic type with arguments is looked up by an alias naming exactly it (`Three<Cube>` by
//    `typealias Row = Three<Cube>`, with the members `extension Row` declares), else without them.
// A type made with no arguments known (`Three(.init(...), ...)` given to a `Row` property) binds
// nothing: its implicit members stay unresolved, each an unknown where it is read.
extension Evaluator {
    /// Rule 1: the generic parameters `typeName` (as written, or an alias) binds, by name.
    func genericBindings(_ typeName: String, of type: TypeDeclaration) -> [String: String] {
        guard let names = type.syntax.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause?.parameters.map(\.name.text),
              !names.isEmpty else { return [:] }
        let arguments = typeName.contains("<") ? Self.genericArguments(typeName) : (declarations.aliasArguments(typeName) ?? [])
        guard arguments.count == names.count else { return [:] }
        return Dictionary(zip(names, arguments), uniquingKeysWith: { first, _ in first })
    }

    /// Rule 3: the name a generic type written with arguments is declared by.
    func genericLookupName(_ written: String) -> String {
        guard written.contains("<"), declarations.types[written] == nil else { return written }
        let base = Self.withoutGenericArguments(written)
        return declarations.alias(of: base, arguments: Self.genericArguments(written)) ?? base
    }

    /// The top-level arguments of `A<X, B<Y, Z>>`: `X`, `B<Y, Z>`; none without `<`.
    static func genericArguments(_ written: String) -> [String] {
        guard let open = written.firstIndex(of: "<"), written.hasSuffix(">") else { return [] }
        var out: [String] = [], current = "", depth = 0
        for ch in written[written.index(after: open)..<written.index(before: written.endIndex)] {
            switch ch {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0:
                out.append(current.trimmingCharacters(in: .whitespaces)); current = ""; continue
            default: break
            }
            current.append(ch)
        }
        out.append(current.trimmingCharacters(in: .whitespaces))
        return out
    }

    /// Rule 2: `written` with each bound parameter name replaced by its type (`[Element]` is
    /// `[Cube]`); a name after a dot (`Element.ID`'s `ID`) is a member, left as it is.
    static func substituted(_ written: String, _ bindings: [String: String]) -> String {
        guard !bindings.isEmpty else { return written }
        var out = "", word = "", afterDot = false
        func flush() {
            out += !afterDot ? bindings[word] ?? word : word
            word = ""
        }
        for ch in written {
            if ch.isLetter || ch.isNumber || ch == "_" { word.append(ch); continue }
            if !word.isEmpty { flush() }
            afterDot = ch == "."
            out.append(ch)
        }
        if !word.isEmpty { flush() }
        return out
    }
}
