import SwiftSyntax

// Assigning to a computed property runs its setter, as Swift does:
//
// 1. `state = s`, `self.state = s` and `state.count = 2` (a member of the getter's value changed,
//    then the whole written back) run `set { ... }` on `self` with `newValue` (or the name written
//    in `set(v)`) bound to the value, the property's declared type given to it. What the setter
//    assigns (`handle.current = newValue`) is `self`'s from then on.
// 2. `x += 1` reads the getter first, then sets the sum.
// 3. `model.state = s` on another instance runs that instance's setter; the instance as the
//    setter leaves it is written back where `model` came from.
// 4. A computed property with only a getter cannot be assigned (Swift rejects it): the caller
//    reports that assignment as not made.

/// A computed property's setter: its statements and the name its value goes by.
struct ComputedSetter {
    var body: CodeBlockItemListSyntax
    var newValue: String
    var property: Member
}

extension Declarations {
    /// The setter of `type`'s computed property `name` (its own or inherited), nil when it has none.
    func setter(_ type: String, _ name: String) -> ComputedSetter? {
        guard let property = computed(type, name),
              case .accessors(let list)? = property.syntax.as(PatternBindingSyntax.self)?.accessorBlock?.accessors,
              let set = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
              let body = set.body?.statements else { return nil }
        return ComputedSetter(body: body, newValue: set.parameters?.name.text ?? "newValue", property: property)
    }
}

extension Evaluator {
    /// Rules 1-3: `instance.name op= value` through `name`'s setter; the instance as the setter
    /// leaves it, nil when `name` has no setter.
    func settingComputed(_ instance: Instance, _ name: String, _ op: String, _ value: Value,
                         at node: some SyntaxProtocol) throws -> Instance? {
        guard let setter = declarations.setter(instance.type, name) else { return nil }
        var newValue = value
        if op != "=" {
            let old = try run(setter.property, self: instance, arguments: [], at: node)
            do { newValue = try binary(String(op.dropLast()), old, value, at: node) } catch let failure as EvaluationFailure {
                newValue = .unknown(Unknown(failure))
            }
        }
        let root = Scope(parent: nil, instance: instance)
        let parameters = Scope(parent: root)
        parameters.define(setter.newValue, coerce(newValue, to: setter.property.resultType))
        let body = Member(name: name, parameters: [], body: setter.body, isBuilder: false, syntax: setter.property.syntax, resultType: nil)
        var changed = instance
        _ = try run(body, self: instance, capturing: parameters, arguments: [], at: node, updatingSelf: { changed = $0 })
        return changed
    }
}
