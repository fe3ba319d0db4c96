import LayoutModel
import SwiftSyntax

// The Composable Architecture's stores (issue 26), as previews hand them to views. The package's
// source is not scanned; its contract is: a `Store` holds a feature's state, views read the state
// through it and send actions to it. A preview shows the store's initial state (as an
// `ObservableObject` holds its initial values), so:
//
// 1. A store is made with its initial state: `Store(initialState: S) { R() }`,
//    `Store(initialState: S, reducer: R.init)`, or `.init(initialState: ...)` where the parameter is
//    typed `StoreOf<R>` / `Store<S, A>`, or a static the app declares on `Store` (`store: .home` with
//    `extension Store where State == Home.State { static let home = Store(...) }`). An implicit `.init(...)` state is made as the state type:
//    `R.State` of `StoreOf<R>` (or of the reducer the store is given), `S` of `Store<S, A>`.
// 2. Reading through a store reads its state: `store.x` (TCA's dynamic member lookup), `$store.x`
//    (a binding to it), `store.state`, `store.withState { $0.x }`, `viewStore.x`.
// 3. `store.scope(state: \.child, action: ...)` (a key path or a closure) is a store of the child
//    state; a child state that is nil is no store (an optional scope, as TCA gives).
// 4. `store.send(...)` does nothing to a snapshot (it runs when the user acts): nil.
// 5. `WithViewStore(store, observe: f) { viewStore in ... }` draws its content with a store of
//    `f(state)` (`{ $0 }`, `\.x`, `{ $0.x }`); without `observe:`, of the state.
//    `IfLetStore(store) { s in ... } else: { ... }` draws its content with the store when the
//    state is not nil, else its `else:` content; `ForEachStore(store) { row in ... }` one content
//    per element of the state's collection; so does `ForEach(store.scope(state: \.rows, action: ...))`
//    (a store of a collection iterates as one store per element, as TCA's `IdentifiedArray` scope does).
// What the state cannot give stays an honest unknown (an unknown member of the state).

/// The type a store is kept as: a name no Swift type can have, so an app's own `Store` class stays its own.
let storeType = "$Store"

/// The package's names a call is checked against before it is taken for an unknown view.
enum StoreNames {
    static let calls: Set<String> = ["Store", "StoreOf", "WithViewStore", "IfLetStore", "ForEachStore"]
}

extension Evaluator {
    /// A store holding `state`.
    static func store(_ state: Value) -> Value { .object(Instance(type: storeType, fields: ["$state": state])) }

    /// Rule 1: the state type a store parameter of `type` holds (`StoreOf<R>` is `R.State`,
    /// `Store<S, A>` is `S`), or nil when `type` is not a store's.
    static func storeStateType(_ type: String) -> String? {
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return nil }
        let name = type[..<open].trimmingCharacters(in: .whitespaces)
        let inner = String(type[type.index(after: open)..<type.index(before: type.endIndex)])
        switch name {
        case "StoreOf", "ComposableArchitecture.StoreOf": return inner.trimmingCharacters(in: .whitespaces) + ".State"
        case "Store", "ComposableArchitecture.Store":
            var depth = 0
            for (i, ch) in zip(inner.indices, inner) {
                if ch == "<" { depth += 1 } else if ch == ">" { depth -= 1 }
                if ch == ",", depth == 0 { return inner[..<i].trimmingCharacters(in: .whitespaces) }
            }
            return nil
        default: return nil
        }
    }

    /// Rule 1: `value` stored in a parameter typed `StoreOf<R>` / `Store<S, A>`: an implicit
    /// `.init(initialState:...)` made a store, a store's implicit state made as the state type.
    /// Nil when `type` is not a store's.
    func coerceToStore(_ value: Value, type: String) -> Value? {
        guard let stateType = Self.storeStateType(type) else { return nil }
        switch value {
        case .member("init", let args):
            guard let initial = args.first(where: { $0.label == "initialState" })?.value else { return nil }
            return Self.store(resolveImplicit(initial, in: stateType))
        case .member(let name, let args) where args.isEmpty:
            // `store: .home` with `extension Store where State == Home.State { static let home = Store(...) }`.
            guard let ext = declarations.types["Store"], ext.staticValues[name] != nil,
                  let made = try? member(of: .type("Store"), name, at: ext.syntax) else { return nil }
            return coerceToStore(made, type: type)
        case .object(let i) where i.type == storeType:
            // A state made implicitly for a reducer not found (`Store(initialState: .init()) { }`)
            // is made now, as the parameter's state type (when the scanned files declare it).
            guard let implicit = i.fields["$implicitState"] else { return Self.store(resolveImplicit(i.fields["$state"] ?? .none, in: stateType)) }
            let made = resolveImplicit(implicit, in: stateType)
            if case .member = made { return value }
            return Self.store(made)
        default: return nil
        }
    }

    /// Rule 1: `Store(initialState: ...) { R() }` / `Store(initialState:reducer:)`, called by name;
    /// nil for any other call.
    func storeConstruction(_ name: String, _ args: Arguments) -> Value? {
        guard name == "Store" || name == "StoreOf", declarations.types[name]?.isDeclared != true,
              let initial = args.labeled("initialState") else { return nil }
        if let reducer = reducerType(args) { return Self.store(resolveImplicit(initial, in: reducer + ".State")) }
        guard case .object(var store) = Self.store(stateOfUnknownFeature(initial, args)) else { return nil }
        if case .member = initial { store.fields["$implicitState"] = initial }
        return .object(store)
    }

    /// An implicit state (`.init()`) of a store whose reducer no scanned file declares: unknown, saying so.
    private func stateOfUnknownFeature(_ initial: Value, _ args: Arguments) -> Value {
        guard case .member(let name, _) = initial, let call = args.syntax else { return initial }
        return .unknown(Unknown(place: place(call), reason: "the state '.\(name)(...)' of a store whose reducer is not in the scanned files"))
    }

    /// The reducer a store is built with: `reducer: R.init` / `reducer: R()`, or the trailing
    /// closure's `R()` / `R.init()`.
    private func reducerType(_ args: Arguments) -> String? {
        switch args.labeled("reducer") {
        case .type(let t)?: return t
        case .object(let i)?: return i.type
        default: break
        }
        guard let last = (args.trailing ?? args.closure("reducer"))?.literal?.statements.last,
              case .expr(let e) = last.item, let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression.trimmedText
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        return declarations.types[callee] != nil ? callee : nil
    }

    /// Rule 2: `store.name` read from the state.
    func storeMember(_ store: Instance, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        let state = store.fields["$state"] ?? .none
        if name == "state" { return state }
        return try member(of: state, name, at: node)
    }

    /// Rules 2 to 4: `store.name(...)`: `scope`, `send`, `withState`; nil for another method.
    func storeMethod(_ store: Instance, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        let state = store.fields["$state"] ?? .none
        switch name {
        case "send": return Value.none
        case "scope":
            let args = try arguments(c, scope)
            guard let path = args.labeled("state") else { return nil }
            let child = try project(state, through: path, at: c)
            if case .none = child { return Value.none }
            return Self.store(child)
        case "withState":
            let args = try arguments(c, scope)
            guard let f = args.trailing ?? args.first.flatMap({ if case .closure(let c) = $0 { return c } else { return nil } }) else { return nil }
            return try callStoredClosure(f, [state], at: c)
        default: return nil
        }
    }

    /// `\.a.b` or `{ $0.a.b }` applied to `state`; a nil on the way is nil (`\.destination?.sheet`).
    func project(_ state: Value, through path: Value, at node: some SyntaxProtocol) throws -> Value {
        switch path {
        case .keyPath(let names):
            var v = state
            for name in names.split(separator: ".") where !name.isEmpty {
                if case .none = v { return .none }
                v = try member(of: v, String(name), at: node)
            }
            return v
        case .closure(let f): return try callStoredClosure(f, [state], at: node)
        case .unknown: return path
        default: throw fail(node, "a store's scope through a \(path.typeName) is not understood")
        }
    }

    /// Rule 5: a store of a collection iterated: one store per element.
    func storeItems(_ store: Instance, at node: some SyntaxProtocol) throws -> [Value] {
        try items(of: store.fields["$state"] ?? .none, at: node).map { Self.store($0) }
    }

    /// Rule 5: TCA's store views, drawn with the store's state; nil for any other call.
    func storeView(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> Value? {
        guard name != "Store", name != "StoreOf", declarations.types[name] == nil,
              case .object(let store)? = args.first, store.type == storeType else { return nil }
        let state = store.fields["$state"] ?? .none
        let body = args.trailing ?? args.closure("content") ?? args.closure("then")
        switch name {
        case "WithViewStore":
            let observed = try args.labeled("observe").map { try project(state, through: $0, at: node) } ?? state
            return .view(try content(body, at: node, [Self.store(observed)]))
        case "IfLetStore":
            if case .none = state { return .view(try content(args.closure("else"), at: node)) }
            return .view(try content(body, at: node, [Self.store(state)]))
        default:
            var v = ViewValue.empty
            for item in try storeItems(store, at: node) {
                let row = try content(body, at: node, [item])
                v.nodes += row.nodes
                v.preferences.merge(row.preferences)
            }
            return .view(v)
        }
    }
}
