import SwiftSyntax

// Assignments to an element, as Swift's `Array` and `Dictionary` subscripts set them:
//
// 1. `scores[i] = v`, `scores[i] += 1`: the array is a value; the variable is given a copy with
//    that element changed. An index out of range stops the app (Swift traps): the variable is
//    unknown and the statement fails, as `remove(at:)` out of range does (`MutatingMethods`).
// 2. `totals[key] = v` sets or adds the key; `totals[key] = nil` removes it; `totals[key, default:
//    0] += 1` starts from the default when the key is missing.
// 3. The collection is any assignable target (`self.rows[0]`, `model.totals[key]`, `&rows[0]`);
//    an element of an unknown collection stays unknown, of a nil optional (`rows?[0] = v`) is not set.
//    An index or key that is unknown makes the whole collection unknown (which element changed is
//    not known). Any other subscript (an app type's, a package's) is not assigned: said where written.
extension Evaluator {
    func assignElement(_ op: String, _ s: SubscriptCallExprSyntax, _ value: Value, _ scope: Scope, at: some SyntaxProtocol) throws {
        let target = Self.unwrapped(s.calledExpression)
        let holder = try evaluate(target, scope)
        if case .none = holder, s.calledExpression.is(OptionalChainingExprSyntax.self) { return }
        if case .unknown = holder { return }
        let arguments = Array(s.arguments)
        guard let first = arguments.first, first.label == nil,
              arguments.count == 1 || (arguments.count == 2 && arguments[1].label?.text == "default") else {
            throw fail(at, "cannot assign to '\(s.trimmedText)'")
        }
        let index = try evaluate(first.expression, scope)
        if case .unknown(let u) = index { return try assign("=", target, .unknown(u), scope, at: at) }
        switch holder {
        case .array(var items):
            guard case .int(let i) = index, arguments.count == 1 else { throw fail(at, "cannot assign to '\(s.trimmedText)'") }
            guard items.indices.contains(i) else {
                let failure = fail(at, "index \(i) is out of range (\(items.count) items): the app stops")
                try assign("=", target, .unknown(Unknown(failure)), scope, at: at)
                throw failure
            }
            items[i] = try combined(op, items[i], value, at: at)
            try assign("=", target, .array(items), scope, at: at)
        case .object(var d) where d.type == "Dictionary":
            guard let key = index.display else { throw fail(at, "cannot assign to '\(s.trimmedText)': its key is no value the reader keys by") }
            let old = try d.fields[key] ?? arguments.dropFirst().first.map { try evaluate($0.expression, scope) }
            if op == "=", case .none = value { d.setElement(index, nil) } else {
                guard op == "=" || old != nil else { throw fail(at, "'\(s.trimmedText)' is nil") }
                d.setElement(index, try combined(op, old ?? .none, value, at: at))
            }
            try assign("=", target, .object(d), scope, at: at)
        default:
            throw fail(at, "cannot assign to '\(s.trimmedText)'")
        }
    }

    /// `old op= value`'s result (`value` for `=`); one that cannot be made is unknown.
    private func combined(_ op: String, _ old: Value, _ value: Value, at: some SyntaxProtocol) throws -> Value {
        guard op != "=" else { return value }
        do { return try binary(String(op.dropLast()), old, value, at: at) } catch let failure as EvaluationFailure {
            return .unknown(Unknown(failure))
        }
    }
}
