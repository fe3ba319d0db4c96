import LayoutModel
import SwiftSyntax

// Statements, in two modes. A result builder (`body`, `@ViewBuilder`, view closures) turns each
// statement into views and an `if`/`switch` into the views of the branch taken; a plain body runs
// `let`, assignments, `if`, `guard`, `switch`, `for` and `return`. What a builder statement cannot
// evaluate becomes one warning and a placeholder in its place.

extension Evaluator {
    /// The views a builder body makes.
    func build(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> ViewValue {
        var result = ViewValue.empty
        for item in items {
            switch item.item {
            case .decl(let decl) where decl.is(IfConfigDeclSyntax.self):
                if case .statements(let active)? = CompilationConditions.active(decl.cast(IfConfigDeclSyntax.self)) {
                    append(try build(active, scope), to: &result)
                }
            case .decl(let decl):
                do { try declare(decl, scope) } catch let failure as EvaluationFailure {
                    // Only a use of the name can tell whether it mattered; that use will say so.
                    _ = failure
                }
            case .expr(let expr):
                append(try buildExpression(expr, scope), to: &result)
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    append(try buildExpression(e.expression, scope), to: &result)
                } else if let r = stmt.as(ReturnStmtSyntax.self), let e = r.expression {
                    append(try buildExpression(e, scope), to: &result)
                    return result
                }
            }
        }
        return result
    }

    private func append(_ v: ViewValue, to result: inout ViewValue) {
        result.nodes += v.nodes
        result.preferences.merge(v.preferences)
    }

    /// One builder statement: an `if`/`switch` picks its branch, anything else is a view.
    /// A failure here is a warning and a placeholder; the limits stop the whole preview.
    func buildExpression(_ expr: ExprSyntax, _ scope: Scope) throws -> ViewValue {
        do {
            if let i = expr.as(IfExprSyntax.self) {
                guard let branch = try branch(i, Scope(parent: scope)) else { return .empty }
                return try build(branch.body, branch.scope)
            }
            if let s = expr.as(SwitchExprSyntax.self) {
                guard let chosen = try switchCase(s, scope) else { return .empty }
                return try build(chosen.body, chosen.scope)
            }
            return try viewValue(try evaluate(expr, scope), at: expr)
        } catch let failure as EvaluationFailure {
            return placeholder(for: failure, expr)
        }
    }

    /// A failure drawn: one warning and a hatched box named after the view that failed.
    func placeholder(for failure: EvaluationFailure, _ expr: ExprSyntax) -> ViewValue {
        let name = failure.viewName ?? ViewNames.typeName(of: expr)
        warn(at: failure.place, failure.message)
        return ViewValue(nodes: [BuiltinViews.placeholder(name, place: place(expr))])
    }

    /// Runs statements; the value of `return` (or of a lone expression), nil when none.
    func runValue(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> Value? {
        if items.count == 1, case .expr(let e)? = items.first?.item {
            if e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) {
                if case .returned(let v) = try execute(items, scope) { return v }
                return try evaluate(e, scope)
            }
            return try evaluate(e, scope)
        }
        if case .returned(let v) = try execute(items, scope) { return v }
        return nil
    }

    enum Flow { case normal, returned(Value), broke, continued }

    func execute(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> Flow {
        for item in items {
            try step(item)
            switch item.item {
            case .decl(let decl) where decl.is(IfConfigDeclSyntax.self):
                if case .statements(let active)? = CompilationConditions.active(decl.cast(IfConfigDeclSyntax.self)) {
                    let flow = try execute(active, scope)
                    if case .normal = flow { continue }
                    return flow
                }
            case .decl(let decl): try declare(decl, scope)
            case .expr(let expr):
                let flow = try executeExpression(expr, scope)
                if case .normal = flow { continue }
                return flow
            case .stmt(let stmt):
                if let r = stmt.as(ReturnStmtSyntax.self) { return .returned(try r.expression.map { try evaluate($0, scope) } ?? .none) }
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    let flow = try executeExpression(e.expression, scope)
                    if case .normal = flow { continue }
                    return flow
                }
                if let g = stmt.as(GuardStmtSyntax.self) {
                    if try !conditions(g.conditions, scope) {
                        let flow = try execute(g.body.statements, Scope(parent: scope))
                        if case .normal = flow { throw fail(g, "guard's else does not leave") }
                        return flow
                    }
                    continue
                }
                if let f = stmt.as(ForStmtSyntax.self) {
                    let flow = try loop(f, scope)
                    if case .returned = flow { return flow }
                    continue
                }
                if stmt.is(BreakStmtSyntax.self) { return .broke }
                if stmt.is(ContinueStmtSyntax.self) { return .continued }
                throw fail(stmt, "statement '\(short(stmt))' is not evaluated")
            }
        }
        return .normal
    }

    private func executeExpression(_ expr: ExprSyntax, _ scope: Scope) throws -> Flow {
        if let i = expr.as(IfExprSyntax.self) {
            guard let b = try branch(i, Scope(parent: scope)) else { return .normal }
            return try execute(b.body, b.scope)
        }
        if let s = expr.as(SwitchExprSyntax.self) {
            guard let c = try switchCase(s, scope) else { return .normal }
            let flow = try execute(c.body, c.scope)
            if case .broke = flow { return .normal }
            return flow
        }
        _ = try evaluate(expr, scope)
        return .normal
    }

    private func loop(_ f: ForStmtSyntax, _ scope: Scope) throws -> Flow {
        let sequence = try items(of: try evaluate(f.sequence, scope), at: f.sequence)
        for value in sequence {
            let inner = Scope(parent: scope)
            bind(f.pattern, value, inner)
            let flow = try execute(f.body.statements, inner)
            if case .returned = flow { return flow }
            if case .broke = flow { break }
        }
        return .normal
    }

    /// The elements of an array or range (for `for` and `ForEach`).
    func items(of value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch value {
        case .array(let a): return a
        case .range(let lo, let hi):
            let count = hi - lo
            let shown = Swift.min(count, Evaluator.maximumForEachItems)
            if count > shown { warn(node, "\(count) items: only the first \(shown) are laid out") }
            return (lo..<(lo + shown)).map { .int($0) }
        default: throw fail(node, "cannot iterate over \(value.typeName)")
        }
    }

    func bind(_ pattern: PatternSyntax, _ value: Value, _ scope: Scope) {
        if let i = pattern.as(IdentifierPatternSyntax.self) { scope.define(i.identifier.text, value) }
        else if let t = pattern.as(TuplePatternSyntax.self), case .array(let parts) = value {
            for (element, part) in zip(t.elements, parts) { bind(element.pattern, part, scope) }
        } else if let t = pattern.as(TuplePatternSyntax.self), case .object(let p) = value, p.type == "$pair" {
            // `for (i, item) in items.enumerated()`.
            for (element, part) in zip(t.elements, [p.fields["offset"] ?? .none, p.fields["element"] ?? .none]) {
                bind(element.pattern, part, scope)
            }
        } else if let b = pattern.as(ValueBindingPatternSyntax.self) { bind(b.pattern, value, scope) }
    }

    func declare(_ decl: DeclSyntax, _ scope: Scope) throws {
        guard let v = decl.as(VariableDeclSyntax.self) else { return }
        for binding in v.bindings {
            let value = try binding.initializer.map { coerce(try evaluate($0.value, scope), to: binding.typeAnnotation?.type) } ?? .none
            bind(binding.pattern, value, scope)
        }
    }

    // MARK: if and switch

    /// The branch an `if` takes, with a scope holding its `if let` bindings; nil when none.
    func branch(_ i: IfExprSyntax, _ scope: Scope) throws -> (body: CodeBlockItemListSyntax, scope: Scope)? {
        if try conditions(i.conditions, scope) { return (i.body.statements, scope) }
        switch i.elseBody {
        case .ifExpr(let next)?: return try branch(next, Scope(parent: scope.parent ?? scope))
        case .codeBlock(let block)?: return (block.statements, Scope(parent: scope.parent ?? scope))
        case nil: return nil
        }
    }

    /// `if a, let b = c, case .x = d`: all must hold; bindings go into `scope`.
    func conditions(_ list: ConditionElementListSyntax, _ scope: Scope) throws -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let e):
                let v = try evaluate(e, scope)
                guard try truth(v, at: e) else { return false }
            case .optionalBinding(let b):
                let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
                let v = try b.initializer.map { try evaluate($0.value, scope) } ?? (scope.lookup(name) ?? .none)
                if case .none = v { return false }
                bind(b.pattern, v, scope)
            case .matchingPattern(let m):
                let v = try evaluate(m.initializer.value, scope)
                guard try matches(m.pattern, v, scope) else { return false }
            default:
                throw fail(element, "condition '\(short(element))' is not evaluated")
            }
        }
        return true
    }

    func valueOfIf(_ i: IfExprSyntax, _ scope: Scope) throws -> Value {
        guard let b = try branch(i, Scope(parent: scope)) else { return .none }
        return try runValue(b.body, b.scope) ?? .none
    }

    func valueOfSwitch(_ s: SwitchExprSyntax, _ scope: Scope) throws -> Value {
        guard let c = try switchCase(s, scope) else { return .none }
        return try runValue(c.body, c.scope) ?? .none
    }

    /// The case a `switch` takes, with its pattern bindings in a new scope.
    func switchCase(_ s: SwitchExprSyntax, _ scope: Scope) throws -> (body: CodeBlockItemListSyntax, scope: Scope)? {
        let subject = try evaluate(s.subject, scope)
        for element in s.cases {
            guard let c = element.as(SwitchCaseSyntax.self) else { continue }
            let inner = Scope(parent: scope)
            switch c.label {
            case .default: return (c.statements, inner)
            case .case(let label):
                for item in label.caseItems {
                    guard try matches(item.pattern, subject, inner) else { continue }
                    if let w = item.whereClause, try !truth(evaluate(w.condition, inner), at: w) { continue }
                    return (c.statements, inner)
                }
            }
        }
        return nil
    }

    /// Does `value` match `pattern`: `.case`, `.case(let x)`, `let x`, `_`, a literal, a range.
    func matches(_ pattern: PatternSyntax, _ value: Value, _ scope: Scope) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let b = pattern.as(ValueBindingPatternSyntax.self) {
            if b.pattern.is(IdentifierPatternSyntax.self) { bind(b.pattern, value, scope); return true }
            return try matches(b.pattern, value, scope)
        }
        if pattern.is(IdentifierPatternSyntax.self) { bind(pattern, value, scope); return true }
        guard let e = pattern.as(ExpressionPatternSyntax.self)?.expression else { return false }
        return try matches(e, value, scope)
    }

    private func matches(_ e: ExprSyntax, _ value: Value, _ scope: Scope) throws -> Bool {
        if e.is(DiscardAssignmentExprSyntax.self) { return true }
        if let p = e.as(PatternExprSyntax.self) { return try matches(p.pattern, value, scope) }
        // `.caseName` or `.caseName(let x, _)` against an enum case.
        var callee: MemberAccessExprSyntax? = e.as(MemberAccessExprSyntax.self)
        var payloadPatterns: LabeledExprListSyntax?
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = m
            payloadPatterns = call.arguments
        }
        var subject = value
        if case .member(let name, let args) = value { subject = .enumCase(type: "", name: name, payload: args.map(\.value)) }
        if let m = callee, case .enumCase(_, let name, let payload) = subject {
            guard m.declName.baseName.text == name else { return false }
            for (pattern, v) in zip(payloadPatterns ?? [], payload) {
                if try !matches(pattern.expression, v, scope) { return false }
            }
            return true
        }
        let v = try evaluate(e, scope)
        if case .range(let lo, let hi) = v, case .int(let i) = value { return i >= lo && i < hi }
        if case .bool(let b) = try binary("==", value, v, at: e) { return b }
        return false
    }
}
