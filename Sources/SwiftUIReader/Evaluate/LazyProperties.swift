import SwiftSyntax

// `lazy var` (issue 26: HomeAssistant's `AppEnvironment` holds `public lazy var webhooks =
// with(WebhookManager()) { ... }` and `lazy var activeState: ActiveStateManager = .init()`; made
// with the environment, their initializers' unknowns were reported though no preview reads them,
// and one that reads `Current` made the environment in terms of itself), as Swift runs it:
//
// 1. A `lazy var`'s initial value is not made with its instance.
// 2. Read before anything is assigned to it, it is made then, with `self` the instance (a lazy
//    initializer may use `self`), in the type the declaration gives. The reader keeps instances as
//    values, so each such read makes it again; a value assigned to it is read as any field's.
extension Evaluator {
    /// Rule 2: the value of `instance`'s lazy property `name` not yet assigned, or nil.
    func lazyValue(_ instance: Instance, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        guard instance.fields[name] == nil,
              let p = declarations.types[instance.type]?.stored.first(where: { $0.name == name && $0.isLazy }),
              let initial = p.initializer else { return nil }
        // A lazy value that reads itself (`lazy var v = self.v + 1`) makes itself again: nested, so bounded.
        return try nested(node, "\(instance.type).\(name)") {
            coerce(try evaluate(initial, Scope(parent: nil, instance: instance), declaredAs: p.type), to: p.type)
        }
    }
}
