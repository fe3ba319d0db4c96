import LayoutModel
import SwiftSyntax

// More of the standard library's `Sequence` and `Collection` methods, and the `Set` and
// `Dictionary` initializers, that real previews' view code and models call (issue 26: "unknown
// method 'firstIndex' / 'forEach' / 'elementsEqual' of Array", "unknown view 'Set'"):
//
// 1. `last(where:)`, `firstIndex(of:)`, `firstIndex(where:)`, `lastIndex(of:)`, `lastIndex(where:)`:
//    the element or index found, else nil; `count(where:)`.
// 2. `forEach { }` runs its closure for every element in order (what it assigns is kept).
// 3. `elementsEqual(other)`: the same elements in the same order.
// 4. `prefix(while:)`, `drop(while:)`.
// 5. `shuffled()` and `randomElement()` differ on every run of the app: the reader keeps the order
//    written (and the first element), and says so in a warning, so the output stays the same on
//    every run.
// 6. `Set(xs)`: the distinct elements, kept in the order first met (a Swift `Set`'s order is not
//    fixed; this one is, so output is deterministic). `Dictionary(uniqueKeysWithValues: pairs)`
//    and `Dictionary(grouping: xs, by: key)` (the elements with each key, in order).
// 7. `index(after:)`, `index(before:)`, `index(_:offsetBy:)`, `startIndex`, `endIndex` of an array
//    (whole numbers from 0, as an `Array`'s indices are), what a collection wrapping one hands on.
// A function argument is a closure, a key path (`filter(\.isDone)`) or an operator (`sorted(by: >)`).
extension Evaluator {
    /// Rules 1 to 5 on an array's elements: the method's value, or nil when it is none of these.
    func sequenceMethod(_ items: [Value], _ name: String, _ args: Arguments, _ c: FunctionCallExprSyntax) throws -> Value? {
        let f = function(args, at: c)
        func test(_ x: Value) throws -> Bool {
            guard let f else { return false }
            return try truth(f([x]), at: c)
        }
        func matches(_ x: Value) throws -> Bool {
            if let target = args.labeled("of") { return try same(x, elementsOfOneType(items + [target]).last ?? target, at: c) }
            return try test(x)
        }
        let searches = args.labeled("of") != nil || f != nil
        switch name {
        case "last" where f != nil:
            return try items.last(where: test) ?? Value.none
        case "firstIndex" where searches, "index" where searches:
            return try items.firstIndex(where: matches).map { .int($0) } ?? Value.none
        case "lastIndex" where searches:
            return try items.lastIndex(where: matches).map { .int($0) } ?? Value.none
        case "count" where f != nil:
            return .int(try items.filter(test).count)
        case "forEach":
            guard let f else { return nil }
            for x in items { _ = try f([x]) }
            return Value.none
        case "elementsEqual":
            guard let other = args.first else { return nil }
            if let u = other.unknown { return .unknown(u) }
            let others = try self.items(of: other, at: c)
            guard others.count == items.count else { return .bool(false) }
            return .bool(try zip(items, elementsOfOneType(items + others).dropFirst(items.count)).allSatisfy { try same($0, $1, at: c) })
        case "prefix" where f != nil:
            return .array(try Array(items.prefix(while: test)))
        case "drop" where f != nil:
            return .array(try Array(items.drop(while: test)))
        case "shuffled" where args.list.isEmpty:
            warn(c, "shuffled() gives a new order on every run: the order written is kept")
            return .array(items)
        case "randomElement" where args.list.isEmpty:
            warn(c, "randomElement() picks another element on every run: the first is used")
            return items.first ?? Value.none
        // Rule 7: an array's indices are whole numbers from 0: the one after, before, or `n` on.
        case "index":
            if case .int(let i)? = args.labeled("after") { return .int(i + 1) }
            if case .int(let i)? = args.labeled("before") { return .int(i - 1) }
            if case .int(let i)? = args.first, case .int(let n)? = args.labeled("offsetBy") { return .int(i + n) }
            return nil
        default:
            return nil
        }
    }

    /// A function given as an argument: a closure (trailing or written), a key path read from its
    /// one argument, or a binary operator (`sorted(by: >)`); nil when there is none.
    func function(_ args: Arguments, at c: some SyntaxProtocol) -> (([Value]) throws -> Value)? {
        if let closure = args.trailing ?? args.closures.first {
            return { try self.callClosure(closure, $0, at: c) }
        }
        for a in args.list {
            if case .keyPath(let path) = a.value {
                return { values in
                    guard let root = values.first else { return Value.none }
                    return try path.split(separator: ".").reduce(root) { try self.member(of: $0, String($1), at: c) }
                }
            }
            if let op = a.syntax?.as(DeclReferenceExprSyntax.self)?.baseName, case .binaryOperator = op.tokenKind {
                return { values in
                    guard values.count == 2 else { throw self.fail(c, "'\(op.text)' takes two values") }
                    return try self.binary(op.text, values[0], values[1], at: c)
                }
            }
        }
        return nil
    }

    /// Rule 6: `Set(...)` and `Dictionary(...)`, or nil for another type or form.
    func collectionConstructor(_ type: String, _ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        switch type {
        case "Set":
            guard let source = args.first, args.list.count == 1 else { return args.list.isEmpty ? .array([]) : nil }
            var distinct: [Value] = []
            for x in try items(of: source, at: node) where try !distinct.contains(where: { try same($0, x, at: node) }) {
                distinct.append(x)
            }
            return .array(distinct)
        case "Dictionary":
            var made = Instance(type: "Dictionary", fields: [:])
            if let pairs = args.labeled("uniqueKeysWithValues") {
                for pair in try items(of: pairs, at: node) {
                    // A pair written with labels (`(key: id, value: v)`) is a pair too.
                    guard let kv = Self.tupleElements(pair), kv.count == 2 else { return nil }
                    let key = kv[0].display ?? kv[0].typeName
                    guard made.fields[key] == nil else { throw fail(node, "Dictionary(uniqueKeysWithValues:) with the key '\(key)' twice: Swift stops the app here") }
                    made.setElement(kv[0], kv[1])
                }
                return .object(made)
            }
            if let elements = args.labeled("grouping"), let by = function(args, at: node) {
                for x in try items(of: elements, at: node) {
                    let key = try by([x])
                    if let u = key.unknown { return .unknown(u) }
                    let name = key.display ?? key.typeName
                    if case .array(let group)? = made.fields[name] { made.setElement(key, .array(group + [x])) } else { made.setElement(key, .array([x])) }
                }
                return .object(made)
            }
            return args.list.isEmpty ? .object(Instance(type: "Dictionary", fields: [:])) : nil
        default:
            return nil
        }
    }
}
