import SwiftSyntax

// pointfreeco's swift-concurrency-extras, which dependency clients use to hold state behind a lock
// (issue 26: isowords' settings client, `let userSettings = LockIsolated(initialUserSettings)` read
// as `userSettings.value`, was "unknown view 'LockIsolated'" and every condition on a setting unknown):
//
// 1. `LockIsolated(v)`, `LockIsolated<T>(v)` and `ActorIsolated(v)` hold `v`; `.value` reads it.
// 2. `x.withValue { $0 ... }` runs the closure with the value as its `inout` parameter: what the
//    parameter holds when it ends is the value, and the closure's result is the call's.
//    `x.setValue(v)` makes `v` the value. Both change `x` where it is assignable (a local, a
//    property, a captured `let`: the box is one object); elsewhere they are not evaluated.
// An app that declares a type of one of these names has its own type: these rules do not apply.
extension Evaluator {
    static let isolatedBoxes: Set<String> = ["LockIsolated", "ActorIsolated"]

    /// Rule 1: the box holding the one unlabelled argument, or nil for another type or arguments.
    func isolatedBox(_ type: String, _ args: Arguments) -> Value? {
        guard Self.isolatedBoxes.contains(type), declarations.types[type]?.isDeclared != true,
              args.list.count == 1, let only = args.list.first, only.label == nil else { return nil }
        return .object(Instance(type: type, fields: ["value": only.value]))
    }

    /// Rule 2: `withValue` or `setValue` on a box held by an assignable target; nil for anything else.
    func isolatedBoxMethod(_ base: Value, _ name: String, on target: ExprSyntax, _ c: FunctionCallExprSyntax,
                           _ scope: Scope) throws -> Value? {
        guard case .object(var box) = base, Self.isolatedBoxes.contains(box.type), declarations.types[box.type]?.isDeclared != true,
              ["withValue", "setValue"].contains(name), Self.isAssignable(target) else { return nil }
        let args = try arguments(c, scope)
        let result: Value
        if name == "setValue" {
            guard args.list.count == 1, let v = args.first else { return nil }
            box.fields["value"] = v
            result = .none
        } else {
            guard case .literal(let syntax, let captured)? = args.trailing ?? args.closures.first else { return nil }
            let inner = Scope(parent: captured)
            bindClosureParameters(syntax, [box.fields["value"] ?? .none], inner)
            result = try nested(c, "withValue") { try runValue(syntax.statements, inner) ?? .none }
            let parameter = Self.closureParameterNames(syntax, count: 1).first.flatMap { inner.lookup($0) }
            box.fields["value"] = parameter ?? box.fields["value"]
        }
        try assign("=", Self.unwrapped(target), .object(box), scope, at: c)
        return result
    }
}
