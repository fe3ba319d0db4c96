import SwiftSyntax

// `inout` arguments, as Swift passes them (copy-in, copy-out):
//
// 1. `bump(&n)` to a parameter declared `inout` of the app's function, method or local `func`:
//    the parameter starts as a copy of `n`; when the function ends (at its end, a `return`, or a
//    Swift `throw`), what the parameter holds is assigned back to `n` as `n = value` would be: a
//    local, a property (`&model.count`, `&self.total`), an element (`&scores[0]`,
//    `&tally[key, default: 0]`: `SubscriptAssignments`).
// 2. What cannot be written back is unknown, located at the `&n`, never the old value: a call
//    the reader cannot make (a package's function, an unknown receiver's method), a function that
//    fails part-way, or a target it cannot assign to (then the variable the target is part of is
//    unknown; one it cannot even name is said where it is).
// 3. A closure literal called with `&n` (`update(&this)` for `update: (inout T) -> Void`) writes back
//    what the parameter at that position holds when it ends, as rule 1.
extension Evaluator {
    /// A call whose arguments may be written `&x`: each such argument the call did not write back
    /// (rule 2) is made unknown, whether the call gave a value or failed.
    func call(writingBack c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let passed = c.arguments.compactMap { $0.expression.as(InOutExprSyntax.self) }
        guard !passed.isEmpty else { return try call(c, scope) }
        defer { writtenBack.subtract(passed.map(\.id)) }
        do {
            let value = try call(c, scope)
            let why = Self.unknownReason(value).map { "the call is not made (\($0))" } ?? "the call does not write it back"
            for p in passed where !writtenBack.contains(p.id) { try forget(p, because: why, scope) }
            return value
        } catch let failure as EvaluationFailure {
            for p in passed where !writtenBack.contains(p.id) { try forget(p, because: "the call is not made (\(failure.message))", scope) }
            throw failure
        }
    }

    private static func unknownReason(_ v: Value) -> String? {
        if case .unknown(let u) = v { return u.reason }
        return nil
    }

    /// Runs a function's body, then writes its `inout` parameters back (rule 1), also when it
    /// throws a Swift error; when it fails, they are unknown (rule 2).
    func copyingOut(_ inouts: [InoutParameter], from body: Scope, at node: some SyntaxProtocol,
                    _ run: () throws -> Value) throws -> Value {
        guard !inouts.isEmpty else { return try run() }
        let result: Value
        do { result = try run() } catch let thrown as SwiftError {
            try writeBack(inouts, from: body)
            throw thrown
        } catch let failure as EvaluationFailure {
            for p in inouts { try forget(p.target, because: "the function fails before it ends (\(failure.message))", p.scope) }
            throw failure
        }
        try writeBack(inouts, from: body)
        return result
    }

    /// Rule 1 for a closure literal called with `passed` (`update(&this)`): each `&x` takes what the
    /// parameter at its position holds when the closure ends.
    func writeBack(_ passed: [Argument], names: [String], from scope: Scope) throws {
        let inouts = zip(passed, names).compactMap { a, name in InoutParameter(local: name, a) }
        try writeBack(inouts, from: scope)
    }

    private func writeBack(_ inouts: [InoutParameter], from body: Scope) throws {
        for p in inouts {
            let value = body.local(p.local)?.value ?? .none
            do {
                try assign("=", p.target.expression, value, p.scope, at: p.target)
                writtenBack.insert(p.target.id)
            } catch let failure as EvaluationFailure {
                try forget(p.target, because: "it cannot be written back (\(failure.message))", p.scope)
            }
        }
    }

    /// `&x` made unknown: the target itself, else the innermost variable around it that can be
    /// assigned (`scores` for `&scores[i]` the reader cannot assign); recorded when none can.
    private func forget(_ passed: InOutExprSyntax, because why: String, _ scope: Scope) throws {
        let u = Unknown(place: place(passed), reason: "'\(passed.expression.trimmedText)' passed inout: \(why)")
        var target: ExprSyntax? = passed.expression
        while let t = target {
            do {
                try assign("=", t, .unknown(u), scope, at: passed)
                writtenBack.insert(passed.id)
                return
            } catch is EvaluationFailure {
                target = Self.enclosingTarget(t)
            }
        }
        record(u, "its value after the call is not known")
    }

    /// The variable an assignment target is part of: `scores` of `scores[i]`, `model` of `model.count`.
    private static func enclosingTarget(_ e: ExprSyntax) -> ExprSyntax? {
        if let s = e.as(SubscriptCallExprSyntax.self) { return unwrapped(s.calledExpression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return f.expression }
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base,
           b.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { return unwrapped(b) }
        return nil
    }
}

/// A parameter declared `inout` that was given `&x`: its local name, the `&x`, the caller's scope.
struct InoutParameter {
    var local: String
    var target: InOutExprSyntax
    var scope: Scope

    init?(_ p: FunctionParameterSyntax, _ a: Argument) {
        guard Self.isInout(p), let target = a.syntax?.as(InOutExprSyntax.self), let scope = a.writeBack else { return nil }
        local = (p.secondName ?? p.firstName).text
        self.target = target
        self.scope = scope
    }

    /// A closure's parameter given `&x` (every argument written `&x` is an `inout` one).
    init?(local: String, _ a: Argument) {
        guard let target = a.syntax?.as(InOutExprSyntax.self), let scope = a.writeBack else { return nil }
        self.local = local
        self.target = target
        self.scope = scope
    }

    static func isInout(_ p: FunctionParameterSyntax) -> Bool {
        p.type.as(AttributedTypeSyntax.self)?.specifiers.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.inout) } == true
    }

    /// The type of the value a parameter holds: `Int` of `inout Int`.
    static func valueType(_ p: FunctionParameterSyntax) -> TypeSyntax {
        guard isInout(p), let a = p.type.as(AttributedTypeSyntax.self) else { return p.type }
        return a.baseType
    }
}
