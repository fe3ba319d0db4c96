import LayoutModel
import SwiftSyntax

// `==` of values that are not numbers, strings or cases, as Swift's synthesized `Equatable` and
// `OptionSet` define it (issue 26: `info == infos.last`, `frame == .badge`, `reasons == .placeholder`):
//
// 1. Two instances of one type are equal when every stored property is (what `Equatable`
//    synthesizes for a struct); instances of two types are not.
// 2. An instance and an implicit member (`frame == .badge`): the member made as the instance's
//    type (its static or initializer), then rule 1.
// 3. Two arrays are equal element by element.
// 4. An option set (kept as the array of its members: `redactionReasons` is `[]`) and one option
//    (`.placeholder`) are equal when the set holds exactly that option.
// A property whose equality is not known (unknown, a closure) leaves the comparison unknown.

extension Evaluator {
    /// Rules 1 to 4: whether `a == b`, or nil when it cannot be told.
    func structurallyEqual(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool? {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            guard x.type == y.type else { return false }
            for key in Set(x.fields.keys).union(y.fields.keys) {
                guard let fx = x.fields[key], let fy = y.fields[key], let same = try equal(fx, fy, at: node) else { return nil }
                if !same { return false }
            }
            return true
        case (.object(let x), .member):
            let made = resolveImplicit(b, in: x.type)
            if case .member = made { return nil }
            return try structurallyEqual(a, made, at: node)
        case (.member, .object): return try structurallyEqual(b, a, at: node)
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) {
                guard let same = try equal(p, q, at: node) else { return nil }
                if !same { return false }
            }
            return true
        case (.array(let set), .member(let option, _)), (.member(let option, _), .array(let set)):
            guard set.count == 1 else { return false }
            if case .member(let held, _) = set[0] { return held == option }
            return nil
        default: return nil
        }
    }

    /// `==` of two values by the evaluator's own comparison, nil when it cannot be told.
    private func equal(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool? {
        if case .closure = a { return nil }
        guard case .bool(let same)? = try? binary("==", a, b, at: node) else { return nil }
        return same
    }
}
