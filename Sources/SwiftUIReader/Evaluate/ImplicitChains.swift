import SwiftSyntax

// Implicit member chains (SE-0287): `icon: .general.success` looks `general` up in the type the
// chain is given to (`Icon`), then reads `success` of what it is. The reader evaluates an argument
// before it knows that type, in this order:
//
// 1. A member of an implicit member the reader cannot read (`.general` is no colour, font or
//    other name it knows) is an unknown that keeps the chain of names, `["general", "success"]`;
//    each further member read adds its name. Used as it is, it is the unknown it says it is.
// 2. Given to a parameter, a property or an enum case's value of a type the scanned files declare
//    (`coerce`), or read as a `Color` or `Font` where a modifier takes one (`resolveImplicit`),
//    the chain's first name is looked up in that type as `.general` alone would be, and the rest
//    are read from it. If the first name is not that type's, or a later read fails, the value
//    stays the unknown of rule 1.
extension Evaluator {
    /// Rule 1: the chain a failed read of `name` from `base` continues, or nil.
    static func implicitChain(_ base: Value, _ name: String) -> [String]? {
        guard case .member(let first, let args) = base, args.isEmpty, !first.hasPrefix("$"), !first.isEmpty else { return nil }
        return [first, name]
    }

    /// Rule 1: an unknown chain read further.
    func extendingImplicitChain(_ u: Unknown, _ name: String) -> Unknown {
        guard let chain = u.implicitChain else { return u }
        var u = u
        u.implicitChain = chain + [name]
        return u
    }

    /// Rule 2: the chain's value in `type`, or nil.
    func resolveImplicitChain(_ chain: [String], in type: String) -> Value? {
        guard let first = chain.first, let declared = declarations.types[type] else { return nil }
        var value = resolveImplicit(.member(name: first, arguments: []), in: type)
        if case .member = value { return nil }
        if case .unknown = value { return nil }
        for name in chain.dropFirst() {
            guard let next = try? member(of: value, name, at: declared.syntax) else { return nil }
            value = next
        }
        return value
    }
}
