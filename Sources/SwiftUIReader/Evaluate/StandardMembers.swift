import Foundation
import LayoutModel
import SwiftSyntax

// Properties and methods of Swift's and Foundation's strings, arrays and dictionaries that view
// code formats its text with, evaluated as the standard library defines them (issue 26):
//
// 1. `String`: `capitalized`, `localizedCapitalized`, `localizedUppercase`, `localizedLowercase`,
//    `first`/`last` (a one-character string, nil when empty), `isEmpty`;
//    `components(separatedBy:)`, `split(separator:)` (empty pieces dropped, as `split` does),
//    `replacingOccurrences(of:with:)`, `prefix(n)`, `suffix(n)`, `dropFirst(n)`, `dropLast(n)`.
// 2. `Array`: `sorted()` (numbers and strings), `min()`, `max()`, `isEmpty`, `first`, `last`.
// 3. `Dictionary`: `count`, `isEmpty`, `keys`, `values` (in the order they were written).
// 4. `Bundle.main`, `Bundle.module`, `Bundle(for: X.self)`: a bundle, which only says where an
//    asset or string is looked up (`Color("Brand", bundle: .module)`); the module's catalogs are read.
// 5. swift-navigation's bindings: `$route.sending(\.navigate)` is a binding to the same value, and a
//    member read through a binding to nil (`$store.route.sending(...).detail`, a case of an
//    optional enum) is nil: the destination is not presented.
// Anything else stays an unknown member or method.

extension Evaluator {
    /// Rules 1 and 3: a property, or nil when it is not one of these.
    func standardMember(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .string(let s):
            switch name {
            case "capitalized", "localizedCapitalized": return .string(StringValue(s.text.capitalized))
            case "localizedUppercase": return .string(StringValue(s.text.uppercased()))
            case "localizedLowercase": return .string(StringValue(s.text.lowercased()))
            case "first": return s.text.first.map { .string(StringValue(String($0))) } ?? Value.none
            case "last": return s.text.last.map { .string(StringValue(String($0))) } ?? Value.none
            default: return nil
            }
        case .object(let d) where d.type == "Dictionary":
            switch name {
            case "count": return .int(d.fields.count)
            case "isEmpty": return .bool(d.fields.isEmpty)
            case "keys": return .array(d.fields.keys.sorted().map { d.key($0) })
            case "values": return .array(d.fields.keys.sorted().compactMap { d.fields[$0] })
            default: return nil
            }
        default: return nil
        }
    }

    /// Rule 4: a bundle.
    static var bundle: Value { .object(Instance(type: "Bundle", fields: [:])) }

    /// Rule 5: `expr` is read through a binding: its root is a `$name` projection.
    static func isBindingChain(_ expr: ExprSyntax) -> Bool {
        if let r = expr.as(DeclReferenceExprSyntax.self) { return r.baseName.plainText.hasPrefix("$") }
        if let m = expr.as(MemberAccessExprSyntax.self) {
            // `self.$menu`, `model.$title`: a projected value read as a member.
            if m.declName.baseName.plainText.hasPrefix("$") { return true }
            if let b = m.base { return isBindingChain(b) }
        }
        if let c = expr.as(FunctionCallExprSyntax.self) { return isBindingChain(c.calledExpression) }
        return false
    }

    /// `reduce(initial, +)` or `reduce(initial) { acc, x in ... }`: the items folded from the initial value.
    private func reduced(_ items: [Value], _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard let first = c.arguments.first else { return nil }
        var acc = try evaluate(first.expression, scope)
        if c.arguments.count == 2, let op = c.arguments.last?.expression.as(DeclReferenceExprSyntax.self)?.baseName,
           case .binaryOperator = op.tokenKind {
            for item in items { acc = try binary(op.text, acc, item, at: c) }
            return acc
        }
        let closure = c.trailingClosure ?? c.arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self)
        guard let closure else { return nil }
        // `reduce(into: 0) { $0 += $1.score }`: the closure changes the accumulator it is handed
        // (`inout`); what it holds after each call is the next call's.
        if first.label?.text == "into" {
            for item in items { acc = try callClosure(Closure(syntax: closure, scope: scope), [acc, item], at: c, inoutFirst: true) }
            return acc
        }
        for item in items { acc = try callClosure(Closure(syntax: closure, scope: scope), [acc, item], at: c) }
        return acc
    }

    /// Rules 1, 2 and 5: a method's value, or nil when it is not one of these.
    static let characterSequenceMethods: Set<String> = ["reduce", "map", "compactMap", "flatMap", "filter", "allSatisfy",
                                                        "first", "last", "forEach", "contains"]

    func standardMethod(_ base: Value, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        if name == "sending", c.arguments.count == 1, let m = c.calledExpression.as(MemberAccessExprSyntax.self),
           let b = m.base, Self.isBindingChain(b) { return base }
        // `$isOn.animation()`, `$choice.animation(.easeInOut)`, `$menu.transaction(t)`: a binding that
        // animates its changes holds the same value (a still frame shows no change).
        if name == "animation" || name == "transaction", c.arguments.count <= 1, c.trailingClosure == nil,
           let m = c.calledExpression.as(MemberAccessExprSyntax.self), let b = m.base, Self.isBindingChain(b) { return base }
        switch base {
        case .string(let s):
            let args = try arguments(c, scope)
            if let u = args.firstPartlyUnknown { return .unknown(u) }
            let text = s.text
            func string(_ label: String?) -> String? {
                if case .string(let x)? = label.map({ args.labeled($0) }) ?? args.first { return x.text }
                return nil
            }
            func count() -> Int {
                if case .int(let n)? = args.first, n >= 0 { return n }
                return whole(args.first?.number ?? 1, in: 0...Int.max, "." + name, at: c)
            }
            // A String is a sequence of Characters (each a one-character string here): `reduce`,
            // `map`, `allSatisfy`, `first(where:)`... walk them as an array's do; `filter` gives a String.
            let givenFunction = c.trailingClosure != nil || c.arguments.contains { $0.label?.text == "where" }
                || (Self.characterSequenceMethods.contains(name) && !["first", "last", "contains"].contains(name) && !c.arguments.isEmpty)
            if Self.characterSequenceMethods.contains(name), givenFunction {
                let result = try method(.array(text.map { .string(StringValue(String($0))) }), name, c, scope)
                guard name == "filter", case .array(let kept) = result else { return result }
                return .string(StringValue(kept.compactMap(\.display).joined()))
            }
            switch name {
            case "components":
                guard let sep = string("separatedBy"), !sep.isEmpty else { return nil }
                return .array(text.components(separatedBy: sep).map { .string(StringValue($0)) })
            case "split":
                guard let sep = string("separator"), sep.count == 1, let ch = sep.first else { return nil }
                return .array(text.split(separator: ch).map { .string(StringValue(String($0))) })
            case "replacingOccurrences":
                guard let of = string("of"), let with = string("with"), !of.isEmpty else { return nil }
                if with.utf8.count > of.utf8.count {
                    let found = text.components(separatedBy: of).count - 1
                    try grew(string: text.utf8.count + found * (with.utf8.count - of.utf8.count), at: c)
                }
                return .string(StringValue(text.replacingOccurrences(of: of, with: with)))
            case "prefix": return .string(StringValue(String(text.prefix(count()))))
            case "suffix": return .string(StringValue(String(text.suffix(count()))))
            case "dropFirst": return .string(StringValue(String(text.dropFirst(count()))))
            case "dropLast": return .string(StringValue(String(text.dropLast(count()))))
            default: return nil
            }
        case .array(let items):
            // `reduce` with a closure or an operator (`reduce(0, +)`); `sorted`, `min` and `max`
            // are `valueMethod`'s.
            if name == "reduce" { return try reduced(items, c, scope) }
            return nil
        default: return nil
        }
    }
}
