import LayoutModel
import SwiftSyntax

// A dictionary used as the sequence of its `(key: Key, value: Value)` elements, as Swift defines
// it (issue 26: "Dictionary is not a view" for `(word.reactions ?? [:]).sorted { $0.key < $1.key }.map(\.value)`,
// "cannot iterate over Dictionary" for `ForEach(Array(totals), id: \.key)`):
//
// 1. The elements come in the order of their keys, sorted. Swift's own order is not fixed from one
//    run of the app to the next (its hashing is seeded per process), so no order is the app's; this
//    one keeps the output the same on every run, as `keys` and `values` already are.
// 2. An element has `key` and `value` (and `.0`, `.1`), and is taken apart by `for (k, v) in d`
//    and `{ k, v in }`, as `enumerated()`'s pairs are.
// 3. The methods of a sequence (`sorted`, `map`, `compactMap`, `first(where:)`, `contains(where:)`,
//    `min`, `max`, `reduce`, `forEach`, `allSatisfy`, `enumerated`...) run on those elements.
// 4. `filter` gives a dictionary (Swift's `Dictionary.filter` does); `mapValues` and
//    `compactMapValues` give one with each value transformed and the same keys.
// 5. Keys are kept as the text they show (a dictionary literal's keys, `Expressions`); a key that is
//    a whole number is read back as an `Int`, so `$0.key < $1.key` compares numbers; a key that is
//    an enum case or an implicit member (`[.gid: id]`) is given back as that value, so its
//    `rawValue` is the case's (made where the dictionary's type is declared, `[Key: Value]`), never
//    the text of its name.
extension Evaluator {
    /// A tuple written with labels (`(playerIndex: i, score: s)`): its elements are read by label
    /// (`$0.score`, `\.playerIndex`) and by position, and taken apart as a pair is; an unlabelled
    /// tuple is kept as an array.
    static func labelledTuple(_ labels: [String?], _ values: [Value]) -> Value {
        var fields: [String: Value] = [:]
        for (i, (label, value)) in zip(labels, values).enumerated() {
            fields[String(i)] = value
            if let label { fields[label] = value }
        }
        return .object(Instance(type: "$pair", fields: fields))
    }

    /// The elements of a pair or labelled tuple, in order.
    static func tupleParts(_ p: Instance) -> [Value] {
        var out: [Value] = []
        while let v = p.fields[String(out.count)] { out.append(v) }
        return out
    }

    /// A tuple's elements: an unlabelled one's (an array), a pair's or labelled one's; nil for another value.
    static func tupleElements(_ v: Value) -> [Value]? {
        if case .array(let parts) = v { return parts }
        if case .object(let p) = v, p.type == "$pair" { return tupleParts(p) }
        return nil
    }

    /// Rule 2: one element.
    static func keyValue(_ key: Value, _ value: Value) -> Value {
        .object(Instance(type: "$pair", fields: ["key": key, "value": value, "0": key, "1": value]))
    }

    /// Rules 1 and 5: the elements of a dictionary, in its keys' order.
    static func keyValues(_ d: Instance) -> [Value] {
        d.fields.keys.sorted().map { name in keyValue(d.key(name), d.fields[name] ?? .none) }
    }

    /// Rules 3 and 4: a dictionary's method, or nil when it is not one of a sequence's.
    func dictionaryMethod(_ d: Instance, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        let elements = Self.keyValues(d)
        switch name {
        case "filter":
            guard case .array(let kept)? = try valueMethod(.array(elements), name, c, scope) else { return nil }
            var made = Instance(type: "Dictionary", fields: [:])
            for pair in kept {
                guard case .object(let p) = pair, let key = p.fields["key"], let value = p.fields["value"] else { continue }
                if made.fields[key.display ?? key.typeName] == nil { made.setElement(key, value) }
            }
            return .object(made)
        case "mapValues", "compactMapValues":
            let args = try arguments(c, scope)
            guard let f = function(args, at: c) else { return nil }
            var fields: [String: Value] = [:]
            for (key, value) in d.fields {
                let made = try f([value])
                if name == "compactMapValues", case .none = made { continue }
                fields[key] = made
            }
            return .object(Instance(type: "Dictionary", fields: fields, keys: d.keys))
        default:
            return try valueMethod(.array(elements), name, c, scope) ?? standardMethod(.array(elements), name, c, scope)
        }
    }
}

extension Instance {
    /// Rule 5: a dictionary's element set, keyed by the text its key shows, the key itself kept
    /// when it is no text, number or Bool.
    mutating func setElement(_ key: Value, _ value: Value?) {
        let name = key.display ?? key.typeName
        fields[name] = value
        switch key {
        case .string, .int, .double, .bool: keys?[name] = nil
        default:
            if value == nil { keys?[name] = nil } else { keys = (keys ?? [:]).merging([name: key]) { _, new in new } }
        }
    }

    /// Rule 5: the key of the element at `name`.
    func key(_ name: String) -> Value {
        keys?[name] ?? Int(name).map { .int($0) } ?? .string(StringValue(name))
    }
}
