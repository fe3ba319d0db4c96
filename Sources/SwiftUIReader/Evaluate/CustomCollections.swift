import SwiftSyntax

// An app's own collection types and subscripts (issue 26: isowords' `struct Moves:
// BidirectionalCollection { var rawValue: [Move]; subscript(position: Int) -> Move ... }` read as
// `moves.compactMap { }` was "Moves is not a view", the game-over preview's words lost):
//
// 1. `value[i]` of an instance whose type declares a `subscript` runs its getter with the index
//    (a subscript's parameters take no label unless one is written).
// 2. An instance of a type declared to conform to `Collection` (or `BidirectionalCollection`,
//    `RandomAccessCollection`, `MutableCollection`, `RangeReplaceableCollection`) with whole-number
//    `startIndex` and `endIndex` and a subscript has the elements `self[startIndex]` up to before
//    `self[endIndex]`, each index after the last by `index(after:)` when the type declares it, else
//    by one (what `Strideable` indices give). What Swift's `Sequence` and `Collection` give it
//    (`map`, `compactMap`, `filter`, `first`, `count`, `isEmpty`, iteration, `ForEach`) is what
//    those give on an array of those elements; a member the type declares itself comes first.
// 3. `@dynamicMemberLookup`: a member the type does not declare, read from an instance whose type
//    declares `subscript(dynamicMember:)`, is that subscript given the key path `\.member`
//    (isowords' `localPlayer.displayName`, read through its `player`).
extension Evaluator {
    static let collectionProtocols: Set<String> = ["Collection", "BidirectionalCollection", "RandomAccessCollection",
                                                   "MutableCollection", "RangeReplaceableCollection"]

    /// Rule 1: `instance[args]` by the type's subscript, or nil when it declares none.
    func declaredSubscript(_ instance: Instance, _ indices: [Value], at node: some SyntaxProtocol) throws -> Value? {
        guard let subscripts = declarations.types[instance.type]?.subscripts,
              let getter = subscripts.first(where: { $0.parameters.count == indices.count && $0.parameters.first?.firstName.text != "dynamicMember" })
        else { return nil }
        // Handed over by the name `run` binds each parameter with (none for `_`).
        let args = zip(getter.parameters, indices).map { p, v in Argument(label: p.firstName.text == "_" ? nil : p.firstName.text, value: v) }
        return try run(getter, self: instance, arguments: args, at: node)
    }

    /// Rule 2: the elements of an instance of a collection type, or nil when it is none.
    func collectionElements(_ instance: Instance, at node: some SyntaxProtocol) throws -> [Value]? {
        guard let type = declarations.types[instance.type], !type.subscripts.isEmpty,
              !type.conformances.isDisjoint(with: Self.collectionProtocols),
              case .int(let start) = try member(of: .object(instance), "startIndex", at: node),
              case .int(let end) = try member(of: .object(instance), "endIndex", at: node) else { return nil }
        let stepper = declarations.methods(instance.type, "index")?.first { $0.parameters.first?.firstName.text == "after" }
        var out: [Value] = [], i = start
        while i < end {
            guard out.count < Evaluator.maximumArrayCount else { throw fail(node, "a \(instance.type) of more than \(Evaluator.maximumArrayCount) elements is not evaluated") }
            guard let element = try declaredSubscript(instance, [.int(i)], at: node) else { return nil }
            out.append(element)
            if let stepper {
                guard case .int(let next) = try run(stepper, self: instance, arguments: [Argument(label: "after", value: .int(i))], at: node),
                      next > i else { return nil }
                i = next
            } else { i += 1 }
        }
        return out
    }

    /// Rule 2: a collection instance as the array of its elements, for what the type does not declare.
    func asCollection(_ base: Value, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        guard case .object(let instance) = base, declarations.types[instance.type]?.subscripts.isEmpty == false,
              declarations.methods(instance.type, name) == nil, declarations.computed(instance.type, name) == nil,
              instance.fields[name] == nil, let elements = try collectionElements(instance, at: node) else { return nil }
        return .array(elements)
    }

    /// Rule 3: `instance.name` through `subscript(dynamicMember:)`, or nil when the type has none.
    func dynamicMember(_ instance: Instance, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        guard let getter = declarations.types[instance.type]?.subscripts.first(where: {
            $0.parameters.count == 1 && $0.parameters.first?.firstName.text == "dynamicMember"
        }) else { return nil }
        return try run(getter, self: instance, arguments: [Argument(label: "dynamicMember", value: .keyPath(name))], at: node)
    }
}
