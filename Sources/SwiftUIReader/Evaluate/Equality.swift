import Foundation
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
// 5. Two instances of a class are equal when they are the same instance (identity, what `===`
//    tells, and what SwiftData's `@Model` classes and `NSObject`'s `isEqual` give): each instance
//    made keeps an identity (`ClassIdentity`), copied with it wherever it goes.
// 6. Two cases of one enum are equal when their names are and their associated values are,
//    in order (what `Equatable` synthesizes for an enum).
// 7. An `==` the type declares (`static func == (lhs: Self, rhs: Self) -> Bool`) is used instead
//    of rules 1, 5 and 6, as Swift uses it (`Operators.swift` looks it up first).
// A property whose equality is not known (unknown, a closure) leaves the comparison unknown.

extension Evaluator {
    /// Rules 1 to 4: whether `a == b`, or nil when it cannot be told.
    func structurallyEqual(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool? {
        // Each value compared is a step: a value that holds itself twice, forty levels deep
        // (`b = B(l: [b, b])`), is 2^40 comparisons, stopped by the step budget.
        try step(node)
        switch (a, b) {
        case (.object(let x), .object(let y)):
            if let i = x.fields[ClassIdentity.field], let j = y.fields[ClassIdentity.field] { return try equal(i, j, at: node) }
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
        case (.enumCase(let t, let x, let p), .enumCase(let u, let y, let q)):
            guard t == u, x == y else { return false }
            return try structurallyEqual(.array(p), .array(q), at: node)
        case (.enumCase(let t, _, _), .member):
            let made = resolveImplicit(b, in: t)
            if case .member = made { return nil }
            return try structurallyEqual(a, made, at: node)
        case (.member, .enumCase): return try structurallyEqual(b, a, at: node)
        default: return nil
        }
    }

    /// `==` of two values by the evaluator's own comparison, nil when it cannot be told.
    private func equal(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool? {
        if case .closure = a { return nil }
        do {
            guard case .bool(let same) = try binary("==", a, b, at: node) else { return nil }
            return same
        } catch let stop as BudgetExhausted {
            throw stop
        } catch {
            return nil
        }
    }
}

/// Rule 5: the identity of a class instance, a number no other instance of the run has.
enum ClassIdentity {
    /// The field an instance's identity is kept in (never a Swift name).
    static let field = "$identity"
    private static let counter = Counter()

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        func take() -> Int { lock.lock(); defer { lock.unlock() }; next += 1; return next }
    }

    /// A new identity.
    static func make() -> Value { .int(counter.take()) }
}
