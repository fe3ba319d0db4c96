import SwiftSyntax

// Values Swift converts by the type they are stored as (`coerce`):
// 1. `.some(x)` stored as an optional (`inProgressGame: .some(update(.mock) { ... })`) is `x`, as
//    the reader keeps an optional as its value; `.none` is nil. Not when the type itself declares a
//    case of that name.
// 2. An array literal stored as a type of the app's that conforms to `ExpressibleByArrayLiteral`
//    (`game.moves = [.highScoringMove]` for a `Moves` collection) is made by its
//    `init(arrayLiteral:)`, each element as that init's element type (`Move...`), so implicit
//    members in it are that type's. What the init cannot make is an unknown at the literal.
extension Evaluator {
    /// Rule 1: the value an `Optional` case stored as `T?` is; nil when `v` is no such case.
    func optionalCase(_ v: Value, storedAs written: String, type t: String) -> Value? {
        guard case .member(let name, let args) = v, name == "some" || name == "none",
              written.hasSuffix("?") || written.hasSuffix("!") || written.hasPrefix("Optional<"),
              declarations.types[t]?.cases.contains(where: { $0.name == name }) != true else { return nil }
        if name == "none" { return args.isEmpty ? Value.none : nil }
        guard args.count == 1, let only = args.first, only.label == nil else { return nil }
        return only.value
    }

    /// Rule 2: an array literal made a value of `t`; nil when `t` is not such a type of the app's.
    func arrayLiteral(_ items: [Value], as t: String, at node: some SyntaxProtocol) -> Value? {
        guard let declared = declarations.types[t], declared.conformances.contains("ExpressibleByArrayLiteral"),
              let initializer = declared.initializers.first(where: {
                  $0.signature.parameterClause.parameters.count == 1 && $0.signature.parameterClause.parameters.first?.firstName.text == "arrayLiteral"
              }), let element = initializer.signature.parameterClause.parameters.first?.type else { return nil }
        let elementType = element.trimmedText.hasSuffix("...") ? String(element.trimmedText.dropLast(3)) : element.trimmedText
        let elements = items.map { resolveImplicit($0, in: elementType) }
        let args = Arguments(list: [Argument(label: "arrayLiteral", value: .array(elements))], trailing: nil, extra: [], syntax: nil)
        do { return try instantiate(t, args, at: node) } catch let failure as EvaluationFailure {
            return .unknown(Unknown(failure).withoutContent)
        } catch {
            return .unknown(Unknown(place: place(node), reason: "the array literal is not made a \(t)"))
        }
    }
}
