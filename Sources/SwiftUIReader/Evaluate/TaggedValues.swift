import SwiftSyntax

// pointfreeco's swift-tagged: `Tagged<Tag, RawValue>` is a type-safe wrapper whose equality, order,
// hashing and description are its raw value's (issue 26: isowords' `typealias PlayerIndex =
// Tagged<Move, Int>`: "cannot evaluate Tagged == Int", "'Tagged.init' is not evaluated"). Rules:
// 1. A value of it is kept as its raw value: `Tagged(rawValue: x)` and `Tagged(x)`, `.init(rawValue:
//    x)` / `.init(x)` where a `Tagged` or an alias of one (`PlayerIndex`) is expected, and
//    `Tagged.init(rawValue:)` used as a function (`firstIndex(...).map(Tagged.init(rawValue:))`)
//    make `x`; a literal given to one (`localPlayerIndex = 0`) is its raw value already.
// 2. `.rawValue` of a number, string, Bool or UUID is that value (none of them has a `rawValue`
//    of its own: a value read so is a `Tagged`).
// An app that declares a type named `Tagged` has its own type: rule 1 does not apply.
extension Evaluator {
    /// Rule 1: whether `type` (written with or without arguments, or an alias) is swift-tagged's type.
    func isTagged(_ type: String) -> Bool {
        var name = Self.withoutGenericArguments(Self.withoutModule(type))
        for _ in 0..<DeclarationTable.maximumHops {
            if name == "Tagged" { return declarations.types["Tagged"]?.isDeclared != true }
            guard let target = declarations.aliasTarget(name) else { return false }
            name = target
        }
        return false
    }

    /// Rule 1: the raw value of `Tagged(rawValue: x)` or `Tagged(x)`, nil for other arguments.
    static func taggedRawValue(_ args: [Argument]) -> Value? {
        guard args.count == 1, let only = args.first, only.label == nil || only.label == "rawValue" else { return nil }
        return only.value
    }

    /// Rule 2.
    static func rawValueOfTagged(_ base: Value, _ name: String) -> Value? {
        guard name == "rawValue" else { return nil }
        switch base {
        case .int, .double, .string, .bool: return base
        case .object(let i) where i.type == "UUID": return base
        default: return nil
        }
    }
}
