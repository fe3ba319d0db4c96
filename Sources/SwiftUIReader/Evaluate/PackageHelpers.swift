import SwiftSyntax

// Functions of well-known packages whose meaning is fixed by their source, used in previews'
// sample data (issue 26: isowords' `update(.mock) { $0.moves = [...] }` was "unknown function
// 'update'", 41 warnings). Each is modelled only where the file imports the package and the call
// has that package's shape; an app's own function of the name is found first (`Calls.swift`).
//
// 1. Point-Free's swift-overture (`import Overture`): `update(value, f...)` copies the value, runs
//    each closure on the copy as its `inout` parameter, in order, and gives the copy;
//    `update(&variable, f...)` changes the variable so and gives nothing; `with(value, f)` is
//    `f(value)`.
// 2. devxoul's Then (`import Then`): `value.then { $0.x = ... }` and `value.with { $0.x = ... }` run
//    the closure on the value and give it changed (`then` is for a class, its parameter the
//    object; `with` for a struct, an `inout` copy: the reader keeps both as values, the same here).
// 3. A value whose type is not known where `update` runs (`update(.mock) { ... }`: Swift infers it
//    from where the result goes) is kept as a pending update, and made, then changed, when the type
//    it is given to is known (`resolveImplicit`), as `.mock` alone would be.
extension Evaluator {
    /// The implicit member name a pending update (rule 3) is kept under.
    static let pendingUpdate = "$update"

    /// Rule 1: `update(...)` or `with(...)` of swift-overture, or nil for any other call.
    func overtureFunction(_ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard name == "update" || name == "with", Self.imports(c, "Overture"),
              let first = c.arguments.first, first.label == nil else { return nil }
        let args = try arguments(c, scope)
        let closures = args.closures
        // Every argument but the first is a function of one value (`(inout A) -> Void`, `(A) -> B`).
        guard closures.count == args.list.count - 1 + (args.trailing == nil ? 0 : 1) + args.extra.count, !closures.isEmpty,
              closures.allSatisfy({ $0.parameterCount <= 1 }) else { return nil }
        let value = args.list[0].value
        if name == "with" {
            guard closures.count == 1 else { return nil }
            return try callClosure(closures[0], [value], at: c)
        }
        if case .member(let n, _) = value, !n.hasPrefix("$") {
            return .member(name: Self.pendingUpdate, arguments: [Argument(value: value)] + closures.map { Argument(value: .closure($0)) })
        }
        let changed = try updated(value, by: closures, at: c)
        if let passed = first.expression.as(InOutExprSyntax.self) {
            try assign("=", passed.expression, changed, scope, at: c)
            writtenBack.insert(passed.id)
            return Value.none
        }
        return changed
    }

    /// Rule 2: `value.then { }` / `value.with { }` of Then, or nil for any other call.
    func thenMethod(_ base: Value, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard name == "then" || name == "with", c.arguments.isEmpty, c.additionalTrailingClosures.isEmpty,
              let closure = c.trailingClosure, Self.imports(c, "Then") else { return nil }
        switch base {
        case .unknown, .view, .type, .none: return nil
        default: break
        }
        let f = Closure(syntax: closure, scope: scope)
        guard f.parameterCount <= 1 else { return nil }
        return try updated(base, by: [f], at: c)
    }

    /// Rule 3: a pending update made in `type` and changed, or nil when `v` is none.
    func resolvePendingUpdate(_ v: Value, in type: String) -> Value? {
        guard case .member(Self.pendingUpdate, let parts) = v, let first = parts.first else { return nil }
        let made = resolveImplicit(first.value, in: type)
        if case .member = made { return v }
        let closures = parts.dropFirst().compactMap { if case .closure(let c) = $0.value { return c } else { return nil } }
        guard let node = declarations.types[type]?.syntax else { return v }
        do { return try updated(made, by: closures, at: node) } catch let failure as EvaluationFailure {
            return .unknown(Unknown(failure))
        } catch { return v }
    }

    /// `value` changed by each closure in turn, the closure's parameter a copy it may assign to.
    func updated(_ value: Value, by closures: [Closure], at node: some SyntaxProtocol) throws -> Value {
        var value = value
        for f in closures {
            guard case .literal(let syntax, let captured) = f else {
                _ = try callClosure(f, [value], at: node)
                continue
            }
            value = try nested(node, "closure") {
                let scope = Scope(parent: captured)
                bindClosureParameters(syntax, [value], scope)
                _ = try runValue(syntax.statements, scope)
                return scope.lookup(Self.parameterNames(syntax).first ?? "$0") ?? value
            }
        }
        return value
    }

    /// The names a closure's parameters are bound to (`$0` when it names none).
    static func parameterNames(_ c: ClosureExprSyntax) -> [String] {
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map { $0.name.text }
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return ["$0"]
        }
    }

    /// Whether the file `node` is written in imports `module` (`import Overture`, `@_exported import Then`).
    static func imports(_ node: some SyntaxProtocol, _ module: String) -> Bool {
        guard let file = node.root.as(SourceFileSyntax.self) else { return false }
        return DeclarationTable.flattened(file.statements).contains { item in
            guard case .decl(let d) = item.item, let i = d.as(ImportDeclSyntax.self) else { return false }
            return i.path.first?.name.text == module
        }
    }
}
