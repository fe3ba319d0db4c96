import LayoutModel
import SwiftSyntax

// Statements, in two modes. A result builder (`body`, `@ViewBuilder`, view closures) turns each
// statement into views and an `if`/`switch` into the views of the branch taken; a plain body runs
// `let`, assignments, `if`, `guard`, `switch`, `for`, `defer` and `return`. What a builder statement cannot
// evaluate becomes one warning and a placeholder in its place. A builder body with an explicit
// `return` is plain code (SE-0289).

extension Evaluator {
    /// The views a builder body makes.
    func build(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> ViewValue {
        // SE-0289: a body that returns explicitly (`var s = ...; s.runs.forEach { ... }; return Text(s)`)
        // is not transformed by its builder: it runs as plain code, a call it cannot run skipped and
        // said. Should plain code fail outright, the builder's reading (a placeholder per failure) stands.
        if items.contains(where: { if case .stmt(let st) = $0.item { st.as(ReturnStmtSyntax.self)?.expression != nil } else { false } }) {
            do { return try viewValue(try runValue(items, scope) ?? .none, at: items) } catch is EvaluationFailure {}
        }
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
            if let i = expr.as(IfExprSyntax.self) { return try build(try branch(i, Scope(parent: scope)), at: i, i.conditions) }
            if let s = expr.as(SwitchExprSyntax.self) { return try build(try switchCase(s, scope), at: s, s.subject) }
            let before = nodes
            let value = try viewValue(try evaluate(expr, scope), at: expr)
            try holding(value, madeSince: before, at: expr)
            return value
        } catch let failure as EvaluationFailure {
            return placeholder(for: Unknown(failure), at: expr)
        }
    }

    /// An unknown where a view goes, drawn: a hatched box named after the view, recorded once.
    func placeholder(for u: Unknown, at node: some SyntaxProtocol) -> ViewValue {
        let u = u.drawnAsView
        let name = u.viewName ?? Syntax(node).as(ExprSyntax.self).map(ViewNames.typeName) ?? "View"
        if let content = u.content, let drawn = contentInPlace(of: name, content, u, at: node) { return drawn }
        if let typed = unknownTypedView(u, name, at: node) { return typed }
        record(u, "drawn as a placeholder")
        return ViewValue(nodes: [BuiltinViews.placeholder(name, place: place(node))])
    }

    /// The views of the branch an `if` or `switch` takes. On an unknown condition: the candidate
    /// that makes the most views (ties: the first written; no branch makes none), each measured
    /// in a trial, as previews usually show the populated state; the condition is recorded.
    private func build(_ choice: Choice, at node: some SyntaxProtocol, _ condition: some SyntaxProtocol) throws -> ViewValue {
        switch choice {
        case .taken(let b): return try build(b.body, b.scope)
        case .none: return .empty
        case .unknown(let u, let candidates):
            let fullest = try fullestBranch(candidates, run: { try build($0.body, $0.scope) }, views: { $0.nodes.reduce(0) { $0 + $1.viewCount } })
            recordChoice(u, short(condition), fullest, at: node)
            // The chosen candidate's evaluation is the one drawn: what it added is kept, not made again.
            guard let best = fullest?.chosen else { return .empty }
            keep(best.outcome)
            return best.result
        }
    }

    /// What an unknown condition drew: the candidate branch that makes the most views (ties: the
    /// first written; `nil`, no branch, makes none), each run as a trial whose outcome is kept
    /// for the one chosen. `chosen` is nil when no branch wins.
    /// `containing`: the views a candidate left out drew inside themselves (`SelfContainingBranches`).
    struct Fullest<T> {
        var chosen: (branch: Branch, result: T, outcome: TrialOutcome)?
        var containing: [String] = []
    }

    /// The fullest candidate; nil when `views` says a candidate's result is no views (no choice is
    /// made). A candidate that contains itself is left out; when every one does, the first is run
    /// as it is (its repeat is then the nesting limit's to stop).
    func fullestBranch<T>(_ candidates: [Branch?], run: (Branch) throws -> T, views: (T) -> Int?) throws -> Fullest<T>? {
        var best = Fullest<T>(chosen: nil), most = -1
        for candidate in candidates {
            guard let b = candidate else {
                if 0 > most { best.chosen = nil; most = 0 }
                continue
            }
            switch try candidateTrial({ try run(b) }) {
            case .failure(let repeated):
                if !best.containing.contains(repeated.type) { best.containing.append(repeated.type) }
            case .success(let (result, outcome)):
                guard let count = views(result) else { return nil }
                if count > most { best.chosen = (b, result, outcome); most = count }
            }
        }
        if most < 0, !best.containing.isEmpty, let b = candidates.compactMap({ $0 }).first {
            let (result, outcome) = try trialKeepingOutcome { try run(b) }
            guard let count = views(result) else { return nil }
            if count >= 0 { best.chosen = (b, result, outcome) }
        }
        return best
    }

    /// The unknown condition recorded with the branch it drew.
    func recordChoice<T>(_ u: Unknown, _ condition: String, _ fullest: Fullest<T>?, at node: some SyntaxProtocol) {
        let shown = fullest?.chosen.map { "the branch at line \(place($0.branch.body).line) is drawn" } ?? "no branch is drawn"
        let left = (fullest?.containing ?? []).map { "'\($0)'" }.joined(separator: ", ")
        let why = left.isEmpty ? "" : " of those that do not draw \(left) inside itself again: the app's data ends that nesting"
        record(Unknown(place: place(node), reason: "condition '\(condition)' is not known (\(u.reason))"),
               "\(shown) (the one that makes the most views\(why))")
    }

    /// Runs statements; the value of `return` (or of a lone expression), nil when none.
    func runValue(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> Value? {
        // A body that is one `#if` (`#if DEBUG <expr> #else false #endif`): the clause a preview
        // build takes is the body, its lone expression returned as written bare.
        if items.count == 1, case .decl(let d)? = items.first?.item, let config = d.as(IfConfigDeclSyntax.self) {
            guard case .statements(let active)? = CompilationConditions.active(config) else { return nil }
            return try runValue(active, scope)
        }
        if items.count == 1, let e = Self.onlyExpression(items.first?.item) {
            if e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) {
                if case .returned(let v) = try execute(items, scope) { return v }
                return try evaluate(e, scope)
            }
            return try evaluate(e, scope)
        }
        if case .returned(let v) = try execute(items, scope) { return v }
        return nil
    }

    /// An unknown that skipped a call, said where the call is when it was made elsewhere (a
    /// property `let client = Package.live` whose `client.fetch()` is skipped: each call skipped is
    /// listed at its own line, the reason naming what is unknown).
    func skipped(_ u: Unknown, at call: some SyntaxProtocol) -> Unknown {
        let start = place(call), end = call.lastToken(viewMode: .sourceAccurate).map { place($0) } ?? start
        guard u.place.file != start.file || u.place.line < start.line || u.place.line > end.line else { return u }
        var moved = u.withoutContent
        moved.place = start
        return moved
    }

    /// The expression inside `try`, `try?`, `await` and `try await`.
    static func calledThrough(_ e: ExprSyntax) -> ExprSyntax {
        if let t = e.as(TryExprSyntax.self) { return calledThrough(t.expression) }
        if let a = e.as(AwaitExprSyntax.self) { return calledThrough(a.expression) }
        return e
    }

    /// A function declared with no result (`func load()`, `-> Void`, `-> ()`).
    static func returnsNothing(_ member: Member) -> Bool {
        guard let f = member.syntax.as(FunctionDeclSyntax.self) else { return false }
        guard let result = f.signature.returnClause?.type.trimmedText else { return true }
        return result == "Void" || result == "()"
    }

    /// A body with no result run as statements: nil, or the unknown of an app that stops in it.
    func runStatements(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> Value {
        if case .returned(.unknown(let u)) = try execute(items, scope), u.stopsApp { return .unknown(u) }
        return .none
    }

    /// The expression a body of one item is: `x`, or an `if`/`switch` (which swift-syntax parses as
    /// a statement wrapping the expression): its value is the body's, as SE-0380 returns it.
    static func onlyExpression(_ item: CodeBlockItemSyntax.Item?) -> ExprSyntax? {
        switch item {
        case .expr(let e)?: return e
        case .stmt(let s)?:
            guard let e = s.as(ExpressionStmtSyntax.self)?.expression, e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) else { return nil }
            return e
        default: return nil
        }
    }

    /// How a block ended: ran to its end, returned a value, `break`, `continue` (with the label
    /// written after them, if any), `fallthrough` (rule: control goes on into the next case's
    /// statements, its pattern not matched), or not known: an `if` or `switch` on an unknown that
    /// may `break` or `continue` the loop around it (`Loops.swift`).
    enum Flow { case normal, returned(Value), broke(String?), continued(String?), fellThrough, uncertain(Unknown) }

    func execute(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> Flow {
        var deferred: [DeferStmtSyntax] = []
        do {
            let flow = try execute(items, scope, deferring: &deferred)
            try runDeferred(deferred, scope)
            return flow
        } catch let error where error is SwiftError || error is EvaluationFailure {
            // The block is left by a throw: its deferred work still runs, and the error goes on.
            try? runDeferred(deferred, scope)
            throw error
        }
    }

    private func execute(_ items: CodeBlockItemListSyntax, _ scope: Scope, deferring deferred: inout [DeferStmtSyntax]) throws -> Flow {
        for item in items {
            try step(item)
            switch item.item {
            case .decl(let decl) where decl.is(IfConfigDeclSyntax.self):
                if case .statements(let active)? = CompilationConditions.active(decl.cast(IfConfigDeclSyntax.self)) {
                    // An `#if` is no block of its own: a `defer` in it waits for the block around it.
                    let flow = try execute(active, scope, deferring: &deferred)
                    if case .normal = flow { continue }
                    return flow
                }
            case .decl(let decl): try declare(decl, scope)
            case .expr(let expr):
                let flow = try executeExpression(expr, scope)
                if case .normal = flow { continue }
                return flow
            case .stmt(let stmt):
                if let r = stmt.as(ReturnStmtSyntax.self) {
                    let value = try r.expression.map { try evaluate($0, scope) } ?? .none
                    returnedNil = r.expression?.is(NilLiteralExprSyntax.self) == true
                    return .returned(value)
                }
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    let flow = try executeExpression(e.expression, scope)
                    if case .normal = flow { continue }
                    return flow
                }
                if let g = stmt.as(GuardStmtSyntax.self) {
                    // An unknown condition goes on past the guard, its names bound to the unknown.
                    if case .fails = try conditions(g.conditions, scope) {
                        let flow = try execute(g.body.statements, Scope(parent: scope))
                        if case .normal = flow { throw fail(g, "guard's else does not leave") }
                        return flow
                    }
                    continue
                }
                if let flow = try loopStatement(stmt, label: nil, scope) {
                    if case .normal = flow { continue }
                    return flow
                }
                if let l = stmt.as(LabeledStmtSyntax.self) {
                    let flow = try labeled(l, scope)
                    if case .normal = flow { continue }
                    return flow
                }
                if let d = stmt.as(DoStmtSyntax.self) {
                    let flow = try doCatch(d, scope)
                    if case .normal = flow { continue }
                    return flow
                }
                if let d = stmt.as(DeferStmtSyntax.self) { deferred.append(d); continue }
                if let t = stmt.as(ThrowStmtSyntax.self) { throw SwiftError(value: try evaluate(t.expression, scope), place: place(t)) }
                if let b = stmt.as(BreakStmtSyntax.self) { return .broke(b.label?.plainText) }
                if let c = stmt.as(ContinueStmtSyntax.self) { return .continued(c.label?.plainText) }
                if stmt.is(FallThroughStmtSyntax.self) { return .fellThrough }
                throw fail(stmt, "statement '\(short(stmt))' is not evaluated")
            }
        }
        return .normal
    }

    /// `defer { }`: the bodies of the block's `defer` statements met, run when the block ends (by
    /// its end, `return`, `break`, `continue` or a throw, a returned value already taken), the last
    /// one met first.
    private func runDeferred(_ deferred: [DeferStmtSyntax], _ scope: Scope) throws {
        for d in deferred.reversed() { _ = try execute(d.body.statements, Scope(parent: scope)) }
    }

    /// An `if` or `switch` statement run. On an unknown condition, a statement that can return
    /// makes the function's result unknown; one that cannot is skipped, what it assigns unknown
    /// after it (`UnknownBranchAssignments.swift`).
    func executeExpression(_ expr: ExprSyntax, _ scope: Scope) throws -> Flow {
        let choice: Choice
        if let i = expr.as(IfExprSyntax.self) { choice = try branch(i, Scope(parent: scope)) }
        else if let s = expr.as(SwitchExprSyntax.self) { choice = try switchCase(s, scope) }
        else {
            // A call made for its effect that the reader cannot run (a package's
            // `Icons.register()`, an unknown model's `load()`) is skipped and said: what it
            // would have changed stays as it was.
            // So is one written `try`, `await` or `try await` (`await model.refresh()`).
            let isCall = Self.calledThrough(expr).is(FunctionCallExprSyntax.self)
            do {
                if case .unknown(let u) = try evaluate(expr, scope), isCall {
                    // A failed `precondition`: the app stops, so nothing after it runs and there is no result.
                    if u.stopsApp { record(u); return .returned(.unknown(u)) }
                    record(skipped(u, at: expr), "the call is skipped")
                }
            } catch let failure as EvaluationFailure where isCall {
                record(Unknown(failure), "the call is skipped")
            }
            return .normal
        }
        switch choice {
        case .taken(let b):
            let flow = try runBranch(b)
            if case .broke(nil) = flow, expr.is(SwitchExprSyntax.self) { return .normal }
            return flow
        case .none: return .normal
        case .unknown(let u, let candidates):
            if LoopExits.leave(expr) {
                forgetAssignments(in: expr, because: u, scope)
                return .uncertain(u)
            }
            let returns = expr.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.return) }
            guard returns else {
                forgetAssignments(in: expr, because: u, scope)
                return .normal
            }
            let condition = expr.as(IfExprSyntax.self).map { short($0.conditions) } ?? expr.as(SwitchExprSyntax.self).map { short($0.subject) } ?? ""
            if let drawn = try viewReturned(u, candidates, condition, at: expr) { return drawn }
            return .returned(.unknown(u))
        }
    }

    /// A function that returns a view (`var badge: Text? { if user.isBot { return Text("Bot") } ... }`)
    /// on an unknown condition: the branch that makes the most views is run, as a view builder's
    /// `if` draws it (previews show the populated state), the condition recorded. Nil when a
    /// candidate returns something that is no view: that function's result stays unknown.
    private func viewReturned(_ u: Unknown, _ candidates: [Branch?], _ condition: String, at node: ExprSyntax) throws -> Flow? {
        let fullest = try fullestBranch(candidates, run: { try runBranch($0) }, views: { flow -> Int? in
            switch flow {
            case .returned(.view(let v)): return v.nodes.reduce(0) { $0 + $1.viewCount }
            case .returned(.none), .normal, .broke, .continued, .fellThrough, .uncertain: return 0
            case .returned: return nil
            }
        })
        guard let fullest else { return nil }
        recordChoice(u, condition, fullest, at: node)
        guard let best = fullest.chosen else { return .normal }
        keep(best.outcome)
        return best.result
    }

    /// A branch run: a `switch` case that ends in `fallthrough` goes on into the statements of the
    /// case written after it (Swift forbids that case to bind names, so it runs in the switch's
    /// scope), and on through each further `fallthrough`.
    func runBranch(_ b: Branch) throws -> Flow {
        var flow = try execute(b.body, b.scope)
        var current = b.body.parent?.as(SwitchCaseSyntax.self)
        while case .fellThrough = flow, let c = current {
            guard let next = Self.caseAfter(c) else { return .normal }
            flow = try execute(next.statements, Scope(parent: b.scope.parent ?? b.scope))
            current = next
        }
        return flow
    }

    /// The case written after `c` in its `switch` (`#if` blocks between cases are not looked into).
    static func caseAfter(_ c: SwitchCaseSyntax) -> SwitchCaseSyntax? {
        guard let list = c.parent?.as(SwitchCaseListSyntax.self) else { return nil }
        var found = false
        for element in list {
            guard let candidate = element.as(SwitchCaseSyntax.self) else { continue }
            if found { return candidate }
            if candidate.id == c.id { found = true }
        }
        return nil
    }

    /// `do { } catch { }`: the body runs; an error it throws (a `throw` the reader ran) runs the
    /// first `catch` clause, `error` bound to the thrown value (clauses' patterns are not matched:
    /// the first one runs). An error no clause catches goes on to the caller.
    func doCatch(_ d: DoStmtSyntax, _ scope: Scope) throws -> Flow {
        do {
            return try execute(d.body.statements, Scope(parent: scope))
        } catch let thrown as SwiftError {
            guard let clause = d.catchClauses.first else { throw thrown }
            let inner = Scope(parent: scope)
            inner.define("error", thrown.value)
            if let item = clause.catchItems.first, let pattern = item.pattern { bind(pattern, thrown.value, inner) }
            return try execute(clause.body.statements, inner)
        }
    }

    /// The elements of an array or range (for `for` and `ForEach`). An unknown collection is one
    /// item of unknown value: a `ForEach`'s row is still drawn, its texts stand-ins.
    func items(of value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch value {
        case .unknown(let u):
            record(u, "iterated as one item of unknown value")
            return [value]
        case .array(let a): return a
        case .object(let d) where d.type == "Dictionary": return Self.keyValues(d)
        case .object(let store) where store.type == storeType: return try storeItems(store, at: node)
        case .object(let instance) where declarations.types[instance.type]?.subscripts.isEmpty == false:
            guard let elements = try collectionElements(instance, at: node) else { throw fail(node, "cannot iterate over \(value.typeName)") }
            return elements
        case .range(let lo, let hi):
            let (count, overflow) = hi.subtractingReportingOverflow(lo)
            if overflow { throw fail(node, "the count of \(lo)..<\(hi) overflows Int (Swift stops the app here)") }
            let shown = Swift.min(count, Evaluator.maximumForEachItems)
            if count > shown { warn(node, "\(count) items: only the first \(shown) are laid out") }
            return (lo..<(lo + shown)).map { .int($0) }
        default: throw fail(node, "cannot iterate over \(value.typeName)")
        }
    }

    func bind(_ pattern: PatternSyntax, _ value: Value, _ scope: Scope) {
        if let i = pattern.as(IdentifierPatternSyntax.self) { scope.define(i.identifier.plainText, value) }
        else if let t = pattern.as(TuplePatternSyntax.self), case .array(let parts) = value {
            for (element, part) in zip(t.elements, parts) { bind(element.pattern, part, scope) }
        } else if let t = pattern.as(TuplePatternSyntax.self), case .object(let p) = value, p.type == "$pair" {
            // `for (i, item) in items.enumerated()`, `for (key, value) in dictionary`.
            for (element, part) in zip(t.elements, Self.tupleParts(p)) {
                bind(element.pattern, part, scope)
            }
        } else if let b = pattern.as(ValueBindingPatternSyntax.self) { bind(b.pattern, value, scope) }
    }

    func declare(_ decl: DeclSyntax, _ scope: Scope) throws {
        if let f = decl.as(FunctionDeclSyntax.self) { return declareLocalFunction(f, scope) }
        guard let v = decl.as(VariableDeclSyntax.self) else { return }
        // A local with a property wrapper and no value (`@Dependency(\.userSettings) var userSettings`)
        // holds what the wrapper gives (`AppPropertyWrappers`, `Dependencies`); one the reader does
        // not evaluate is not known here, and never nil (nil "modified" by a call made an optional view of it).
        let attributes = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let wrapper = attributes.first
        for binding in v.bindings {
            if binding.initializer == nil, wrapper != nil, let wrapped = try appWrapped(attributes, initial: nil, scope, at: binding) {
                bind(binding.pattern, wrapped, scope)
                continue
            }
            if binding.initializer == nil, let wrapper {
                let written = wrapper.trimmedText.replacingOccurrences(of: "\n", with: " ")
                bind(binding.pattern, .unknown(Unknown(place: place(binding), reason: "the value of '\(written) var \(binding.pattern.trimmedText)' comes from its property wrapper, which is not evaluated")), scope)
                continue
            }
            let value = try binding.initializer.map {
                coerce(try evaluate($0.value, scope, declaredAs: binding.typeAnnotation?.type), to: binding.typeAnnotation?.type)
            } ?? .none
            bind(binding.pattern, value, scope)
            if let type = binding.typeAnnotation?.type, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText {
                scope.declare(name, type: type)
            }
        }
    }

    // MARK: if and switch

    /// A branch of an `if` or a case of a `switch`: its statements and the scope of its bindings.
    typealias Branch = (body: CodeBlockItemListSyntax, scope: Scope)

    /// Which branch runs: one, none, or not known (the candidates, nil for "none of them").
    enum Choice {
        case taken(Branch)
        case none
        case unknown(Unknown, candidates: [Branch?])
    }

    /// The branch an `if` takes, with a scope holding its `if let` bindings.
    func branch(_ i: IfExprSyntax, _ scope: Scope) throws -> Choice {
        let outer = scope.parent ?? scope
        let holds = try conditions(i.conditions, scope)
        if case .holds = holds { return .taken((i.body.statements, scope)) }
        let otherwise: Choice
        switch i.elseBody {
        case .ifExpr(let next)?: otherwise = try branch(next, Scope(parent: outer))
        case .codeBlock(let block)?: otherwise = .taken((block.statements, Scope(parent: outer)))
        case nil: otherwise = .none
        }
        guard case .unknown(let u) = holds else { return otherwise }
        switch otherwise {
        case .taken(let b): return .unknown(u, candidates: [(i.body.statements, scope), b])
        case .none: return .unknown(u, candidates: [(i.body.statements, scope), nil])
        case .unknown(_, let rest): return .unknown(u, candidates: [(i.body.statements, scope)] + rest)
        }
    }

    /// Whether `if a, let b = c, case .x = d` holds: all must. Bindings go into `scope`; a name
    /// bound to an unknown is the unknown, and an unknown element makes the whole unknown unless
    /// another fails.
    enum Condition { case holds, fails, unknown(Unknown) }

    func conditions(_ list: ConditionElementListSyntax, _ scope: Scope) throws -> Condition {
        var unknown: Unknown?
        for element in list {
            switch element.condition {
            case .expression(let e):
                let v = try evaluate(e, scope)
                if case .unknown(let u) = v { unknown = unknown ?? u; continue }
                // A condition that is no Bool (nil from an unknown static, a value the reader
                // modelled as another type) is not known either: an unknown, not a failure.
                guard case .bool(let holds) = v else {
                    unknown = unknown ?? Unknown(place: place(e), reason: "expected a Bool, found \(v.typeName)")
                    continue
                }
                guard holds else { return .fails }
            case .optionalBinding(let b):
                let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText ?? ""
                let v = try b.initializer.map { try evaluate($0.value, scope) } ?? (scope.lookup(name) ?? .none)
                if case .none = v { return .fails }
                if case .unknown(let u) = v { unknown = unknown ?? u }
                bind(b.pattern, v, scope)
            case .matchingPattern(let m):
                let v = try evaluate(m.initializer.value, scope)
                if case .unknown(let u) = v {
                    unknown = unknown ?? u
                    bindAll(m.pattern, to: v, scope)
                    continue
                }
                guard try matches(m.pattern, v, scope) else { return .fails }
            case .availability(let a):
                // Rule: a preview is drawn as the newest OS draws it (the device profiles are the
                // current iPhones'): `#available` holds, `#unavailable` fails.
                if a.availabilityKeyword.tokenKind == .poundUnavailable { return .fails }
            default:
                throw fail(element, "condition '\(short(element))' is not evaluated")
            }
        }
        return unknown.map { .unknown($0) } ?? .holds
    }

    /// Every name a pattern binds, bound to `value` (a pattern matched against an unknown).
    func bindAll(_ pattern: some SyntaxProtocol, to value: Value, _ scope: Scope) {
        for token in pattern.tokens(viewMode: .sourceAccurate) where token.parent?.is(IdentifierPatternSyntax.self) == true {
            scope.define(token.text, value)
        }
    }

    func valueOfIf(_ i: IfExprSyntax, _ scope: Scope) throws -> Value {
        try value(of: try branch(i, Scope(parent: scope)))
    }

    func valueOfSwitch(_ s: SwitchExprSyntax, _ scope: Scope) throws -> Value {
        try value(of: try switchCase(s, scope))
    }

    /// The value an `if` or `switch` expression gives: unknown when which branch runs is.
    private func value(of choice: Choice) throws -> Value {
        switch choice {
        case .taken(let b): return try runValue(b.body, b.scope) ?? .none
        case .none: return .none
        case .unknown(let u, _): return .unknown(u)
        }
    }

    /// The case a `switch` takes, with its pattern bindings in a new scope. On an unknown subject
    /// every case is a candidate, its names bound to the unknown.
    func switchCase(_ s: SwitchExprSyntax, _ scope: Scope) throws -> Choice {
        let subject = try evaluate(s.subject, scope)
        var candidates: [Branch?] = []
        for element in s.cases {
            guard let c = element.as(SwitchCaseSyntax.self) else { continue }
            let inner = Scope(parent: scope)
            if case .unknown = subject {
                if case .case(let label) = c.label { bindAll(label.caseItems, to: subject, inner) }
                candidates.append((c.statements, inner))
                continue
            }
            switch c.label {
            case .default: return .taken((c.statements, inner))
            case .case(let label):
                for item in label.caseItems {
                    guard try matches(item.pattern, subject, inner) else { continue }
                    if let w = item.whereClause {
                        let holds = try evaluate(w.condition, inner)
                        if case .unknown(let u) = holds { return .unknown(u, candidates: [(c.statements, inner)]) }
                        if try !truth(holds, at: w) { continue }
                    }
                    return .taken((c.statements, inner))
                }
            }
        }
        if case .unknown(let u) = subject { return .unknown(u, candidates: candidates) }
        return .none
    }

    /// Does `value` match `pattern`: `.case`, `.case(let x)`, `let x`, `_`, a literal, a range, a tuple of these.
    func matches(_ pattern: PatternSyntax, _ value: Value, _ scope: Scope) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let b = pattern.as(ValueBindingPatternSyntax.self) {
            if b.pattern.is(IdentifierPatternSyntax.self) { bind(b.pattern, value, scope); return true }
            return try matches(b.pattern, value, scope)
        }
        if pattern.is(IdentifierPatternSyntax.self) { bind(pattern, value, scope); return true }
        // `let (a, b)`: a tuple (kept as an array) matched element by element.
        if let t = pattern.as(TuplePatternSyntax.self) {
            guard let parts = Self.tupleElements(value), parts.count == t.elements.count else { return false }
            for (element, part) in zip(t.elements, parts) where try !matches(element.pattern, part, scope) { return false }
            return true
        }
        guard let e = pattern.as(ExpressionPatternSyntax.self)?.expression else { return false }
        return try matches(e, value, scope)
    }

    func matches(_ e: ExprSyntax, _ value: Value, _ scope: Scope) throws -> Bool {
        if e.is(DiscardAssignmentExprSyntax.self) { return true }
        if let p = e.as(PatternExprSyntax.self) { return try matches(p.pattern, value, scope) }
        // `case (1, _):`, `case (...10, .timed):` against a tuple: each element against its pattern.
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
            guard let parts = Self.tupleElements(value), parts.count == t.elements.count else { return false }
            for (element, part) in zip(t.elements, parts) where try !matches(element.expression, part, scope) { return false }
            return true
        }
        // `.caseName` or `.caseName(let x, _)` against an enum case.
        var callee: MemberAccessExprSyntax? = e.as(MemberAccessExprSyntax.self)
        var payloadPatterns: LabeledExprListSyntax?
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = m
            payloadPatterns = call.arguments
        }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            // `let x?`: any value but nil, bound.
            if case .none = value { return false }
            return try matches(o.expression, value, scope)
        }
        var subject = value
        if case .member(let name, let args) = value { subject = .enumCase(type: "", name: name, payload: args.map(\.value)) }
        if let m = callee, let matched = try optionalPattern(m.declName.baseName.plainText, payloadPatterns, subject, scope) { return matched }
        if let inRange = try rangePattern(e, value, scope) { return inRange }
        if let m = callee, case .enumCase(_, let name, let payload) = subject {
            guard m.declName.baseName.plainText == name else { return false }
            for (i, pattern) in (payloadPatterns ?? []).enumerated() {
                // A case whose associated values were not made (read from an unknown) binds an
                // unknown: never a name left unbound that a property of the same name would answer.
                let v = i < payload.count ? payload[i]
                    : .unknown(Unknown(place: place(pattern), reason: "the associated value of '.\(name)' is not known"))
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

extension Evaluator {
    /// `.some(x)` and `.none` against an optional (kept as its value, or nil): `.some(p)` matches
    /// any value but nil against `p`, `.none` matches nil only. Nil when `subject` is an enum case
    /// of that name (an enum of the app's with a `some` or `none` case is matched as any enum).
    func optionalPattern(_ name: String, _ payload: LabeledExprListSyntax?, _ subject: Value, _ scope: Scope) throws -> Bool? {
        if case .enumCase(_, let caseName, _) = subject, caseName == name { return nil }
        switch name {
        case "some":
            guard let only = payload?.first, payload?.count == 1 else { return nil }
            if case .none = subject { return false }
            return try matches(only.expression, subject, scope)
        case "none" where payload == nil:
            if case .none = subject { return true }
            return false
        default: return nil
        }
    }
}

extension Evaluator {
    /// `case ..<375:`, `case 428...:`, `case 0.5..<1:` against a number: whether it is in the
    /// range (`~=`), or nil when `e` is no range of numbers or `value` no number.
    func rangePattern(_ e: ExprSyntax, _ value: Value, _ scope: Scope) throws -> Bool? {
        guard let x = value.number else { return nil }
        if let s = e.as(SequenceExprSyntax.self) {
            guard case .binary(let op, let l, let r, _) = OperatorFolding.fold(s), ["..<", "..."].contains(op),
                  let lo = try evaluate(l, scope).number, let hi = try evaluate(r, scope).number else { return nil }
            return x >= lo && (op == "..<" ? x < hi : x <= hi)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(p.operator.text) {
            guard let hi = try evaluate(p.expression, scope).number else { return nil }
            return p.operator.text == "..<" ? x < hi : x <= hi
        }
        if let p = e.as(PostfixOperatorExprSyntax.self), p.operator.text == "..." {
            guard let lo = try evaluate(p.expression, scope).number else { return nil }
            return x >= lo
        }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["..<", "..."].contains(op) {
            guard let lo = try evaluate(i.leftOperand, scope).number, let hi = try evaluate(i.rightOperand, scope).number else { return nil }
            return x >= lo && (op == "..<" ? x < hi : x <= hi)
        }
        return nil
    }
}

extension Node {
    /// The views of the subtree, this one included (what a candidate branch is measured by).
    var viewCount: Int { kind.children.reduce(1) { $0 + $1.viewCount } }
}
