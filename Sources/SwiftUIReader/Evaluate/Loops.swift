import SwiftSyntax

// Loops run as Swift runs them: `for x in s` (with `where`, and `for case` patterns), `while c`
// (with `while let`), `repeat { } while c`, labelled or not. `break` and `continue` leave or go on
// with the innermost loop, or the one their label names; an unlabelled `break` in a `switch` leaves
// the switch, a labelled one whatever statement bears its label.
//
// A loop stops on an unknown, which is then its outcome: a condition or sequence that is not known,
// an `if` on an unknown that may `break` or `continue` it, or more steps than its share of the
// step budget (`maximumLoopSteps`, never more than half the steps left, so a loop that does not
// end is a located unknown, not the end of the preview). How many times it would have run is not
// known, so what it assigns is unknown after it (`UnknownBranchAssignments`), and a loop that can
// `return` makes the function's result unknown.

extension Evaluator {
    static let maximumLoopSteps = 100_000

    /// Runs `stmt` if it is a loop (`label` is the one written before it); nil when it is no loop.
    func loopStatement(_ stmt: StmtSyntax, label: String?, _ scope: Scope) throws -> Flow? {
        if let f = stmt.as(ForStmtSyntax.self) { return try forLoop(f, label, scope) }
        if let w = stmt.as(WhileStmtSyntax.self) { return try whileLoop(w, label, scope) }
        if let r = stmt.as(RepeatStmtSyntax.self) { return try repeatLoop(r, label, scope) }
        return nil
    }

    /// `name: statement`: a loop that `break name` and `continue name` target, or an `if`,
    /// `switch` or `do` that `break name` leaves.
    func labeled(_ l: LabeledStmtSyntax, _ scope: Scope) throws -> Flow {
        let name = l.label.plainText
        if let flow = try loopStatement(l.statement, label: name, scope) { return flow }
        let flow: Flow
        if let e = l.statement.as(ExpressionStmtSyntax.self) { flow = try executeExpression(e.expression, scope) }
        else if let d = l.statement.as(DoStmtSyntax.self) { flow = try doCatch(d, scope) }
        else { throw fail(l, "statement '\(short(l))' is not evaluated") }
        switch flow {
        case .broke(name?): return .normal
        case .uncertain(let u):
            forgetAssignments(in: l, because: u, scope)
            return .normal
        default: return flow
        }
    }

    private func forLoop(_ f: ForStmtSyntax, _ label: String?, _ scope: Scope) throws -> Flow {
        let sequence = try evaluate(f.sequence, scope)
        if case .unknown(let u) = sequence { return unknownLoop(f, u, scope) }
        let budget = LoopBudget(self)
        for value in try items(of: sequence, at: f.sequence) {
            if let u = try budget.pass(f) { return unknownLoop(f, u, scope) }
            let inner = Scope(parent: scope)
            if f.caseKeyword != nil {
                guard try matches(f.pattern, value, inner) else { continue }
            } else {
                bind(f.pattern, value, inner)
            }
            if let w = f.whereClause {
                let holds = try evaluate(w.condition, inner)
                if case .unknown(let u) = holds { return unknownLoop(f, u, scope) }
                if try !truth(holds, at: w) { continue }
            }
            switch pass(try execute(f.body.statements, inner), label) {
            case .next: continue
            case .stop: return .normal
            case .leave(.uncertain(let u)): return unknownLoop(f, u, scope)
            case .leave(let flow): return flow
            }
        }
        return .normal
    }

    private func whileLoop(_ w: WhileStmtSyntax, _ label: String?, _ scope: Scope) throws -> Flow {
        let budget = LoopBudget(self)
        while true {
            if let u = try budget.pass(w) { return unknownLoop(w, u, scope) }
            let inner = Scope(parent: scope)
            switch try conditions(w.conditions, inner) {
            case .fails: return .normal
            case .unknown(let u): return unknownLoop(w, u, scope)
            case .holds: break
            }
            switch pass(try execute(w.body.statements, inner), label) {
            case .next: continue
            case .stop: return .normal
            case .leave(.uncertain(let u)): return unknownLoop(w, u, scope)
            case .leave(let flow): return flow
            }
        }
    }

    /// `repeat { } while c`: the body runs once before `c` is first evaluated (outside the body's scope).
    private func repeatLoop(_ r: RepeatStmtSyntax, _ label: String?, _ scope: Scope) throws -> Flow {
        let budget = LoopBudget(self)
        while true {
            if let u = try budget.pass(r) { return unknownLoop(r, u, scope) }
            switch pass(try execute(r.body.statements, Scope(parent: scope)), label) {
            case .next: break
            case .stop: return .normal
            case .leave(.uncertain(let u)): return unknownLoop(r, u, scope)
            case .leave(let flow): return flow
            }
            let holds = try evaluate(r.condition, scope)
            if case .unknown(let u) = holds { return unknownLoop(r, u, scope) }
            if try !truth(holds, at: r.condition) { return .normal }
        }
    }

    /// What one pass of a loop's body tells the loop: run the next pass, stop, or leave with a flow
    /// meant for a statement around it (`return`, a `break` or `continue` naming an outer label).
    private enum Pass { case next, stop, leave(Flow) }

    private func pass(_ flow: Flow, _ label: String?) -> Pass {
        switch flow {
        case .normal, .fellThrough: return .next
        case .continued(let target) where target == nil || target == label: return .next
        case .broke(let target) where target == nil || target == label: return .stop
        default: return .leave(flow)
        }
    }

    /// A loop stopped on `u`: what it assigns is unknown after it, and so is the function's
    /// result if the loop can return.
    private func unknownLoop(_ loop: some SyntaxProtocol, _ u: Unknown, _ scope: Scope) -> Flow {
        forgetAssignments(in: loop, because: u, scope)
        let returns = loop.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.return) }
        return returns ? .returned(.unknown(u)) : .normal
    }
}

/// The steps one loop may take: `maximumLoopSteps`, and never more than half of those left.
private struct LoopBudget {
    let evaluator: Evaluator
    let start: Int
    let allowed: Int

    init(_ evaluator: Evaluator) {
        self.evaluator = evaluator
        start = evaluator.steps
        allowed = Swift.min(Evaluator.maximumLoopSteps, (Evaluator.maximumSteps - evaluator.steps) / 2)
    }

    /// Counts the start of a pass; the unknown the loop is once past its steps.
    func pass(_ loop: some SyntaxProtocol) throws -> Unknown? {
        try evaluator.step(loop)
        guard evaluator.steps - start > allowed else { return nil }
        return Unknown(place: evaluator.place(loop), reason: "the loop did not end within \(allowed) steps")
    }
}

/// Whether a statement holds a `break` or `continue` that leaves it: one not inside a loop of its
/// own (nor, unlabelled, a `switch` of its own) or naming a label it does not declare. Closures and
/// nested functions are not part of it.
final class LoopExits: SyntaxVisitor {
    private var loops = 0, switches = 0
    private var labels: [String] = []
    private var found = false

    static func leave(_ node: some SyntaxProtocol) -> Bool {
        let v = LoopExits(viewMode: .sourceAccurate)
        v.walk(node)
        return v.found
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { loops -= 1 }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: WhileStmtSyntax) { loops -= 1 }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: RepeatStmtSyntax) { loops -= 1 }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { switches += 1; return .visitChildren }
    override func visitPost(_ node: SwitchExprSyntax) { switches -= 1 }
    override func visit(_ node: LabeledStmtSyntax) -> SyntaxVisitorContinueKind { labels.append(node.label.plainText); return .visitChildren }
    override func visitPost(_ node: LabeledStmtSyntax) { labels.removeLast() }

    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
        if let l = node.label { found = found || !labels.contains(l.plainText) } else { found = found || (loops == 0 && switches == 0) }
        return .skipChildren
    }

    override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
        if let l = node.label { found = found || !labels.contains(l.plainText) } else { found = found || loops == 0 }
        return .skipChildren
    }
}
