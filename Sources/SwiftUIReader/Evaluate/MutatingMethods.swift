import LayoutModel
import SwiftSyntax

// Mutating methods of Swift's collections and `Bool`, called on a variable (a local `var`, a
// property of `self`) in a function body, an `init` or a closure, as view models build their
// sample data (issue 26: "unknown method 'append' of Array: the call is skipped" left a list
// empty). Each changes the variable as Swift does, and has the method's result:
//
// 1. `append(x)`, `append(contentsOf: xs)`, `insert(x, at: i)`: the array grows; nothing returned.
// 2. `remove(at: i)`, `removeFirst()`, `removeLast()` (and `(n)` forms): the element(s) removed;
//    the removed element is the result. An index out of range, or removing from an empty array,
//    stops the app (Swift's precondition): the variable becomes unknown, reported.
// 3. `removeAll()` (any `keepingCapacity:`), `removeAll(where:)`: the array emptied or filtered.
// 4. `sort()`, `sort(by:)`, `reverse()`: in place, as `sorted()` / `reversed()` give them.
//    `shuffle()` keeps the order (the real one differs on every run; said in a warning).
// 5. A set (kept as an array of its members in the order met): `insert(x)` adds a member it
//    does not hold and gives `(inserted, member)`; `remove(x)` takes one out (the member or
//    nil); `formUnion(xs)`, `subtract(xs)`, `formIntersection(xs)`.
// 6. `flag.toggle()` on a `Bool`.
// 7. `formatter.setLocalizedDateFormatFromTemplate("MMMd")` on a `DateFormatter` (`Formatters.swift`).
// An element that is unknown is kept as an unknown element (a row of stand-ins where it is shown).
// A member of an assignable target (`$0.items.append(x)`, `self.state.items.append(x)`) is
// changed as an assignment to it is (`Operators.swift`); a target the reader cannot assign to is
// not changed and the call is reported as skipped.
extension Evaluator {
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "sort", "reverse", "shuffle",
        "formUnion", "subtract", "formIntersection", "toggle", "setLocalizedDateFormatFromTemplate",
    ]

    /// The call's value after changing the variable `target` holds, or nil when it is not one of these.
    func mutatingMethod(_ base: Value, _ name: String, on target: ExprSyntax, _ c: FunctionCallExprSyntax,
                        _ scope: Scope) throws -> Value? {
        guard Self.mutatingMethods.contains(name), Self.isAssignable(target) else { return nil }
        let changed: (value: Value, result: Value)
        do {
            switch base {
            case .array(let items):
                guard let made = try mutated(items, name, try arguments(c, scope), c, scope) else { return nil }
                changed = made
            // `title.append(suffix)` on an `AttributedString` (`AttributedStrings` rule 4).
            case .object(let s) where name == "append" && s.type == "AttributedString":
                guard case .object(let piece)? = try arguments(c, scope).first, piece.type == "AttributedString" else { return nil }
                changed = (try joinedAttributed(s, piece, at: c), .none)
            // `title.append(suffix)` / `append(contentsOf:)` on a `String` (a `Character` is a one-letter string).
            case .string(let text) where name == "append":
                let args = try arguments(c, scope)
                guard case .string(let piece)? = args.first ?? args.labeled("contentsOf") else { return nil }
                if let u = piece.unknown ?? text.unknown { changed = (.unknown(u), .none); break }
                try grew(string: text.text.utf8.count + piece.text.utf8.count, at: c)
                changed = (.string(StringValue(text.text + piece.text)), .none)
            case .bool(let b) where name == "toggle" && c.arguments.isEmpty:
                changed = (.bool(!b), .none)
            case .object(var formatter) where formatter.type == "DateFormatter" && name == "setLocalizedDateFormatFromTemplate":
                guard case .string(let template)? = try arguments(c, scope).first else { return nil }
                formatter.fields["$template"] = .string(template.plain)
                changed = (.object(formatter), .none)
            default: return nil
            }
        } catch let failure as EvaluationFailure {
            // The app stops there: what the variable holds afterwards is not known.
            try assign("=", Self.unwrapped(target), .unknown(Unknown(failure)), scope, at: c)
            throw failure
        }
        try assign("=", Self.unwrapped(target), try withinBudget(changed.value, at: c), scope, at: c)
        return changed.result
    }

    /// A name or `self.name` (optionally chained: `items?.append(x)`), as `assign` takes it.
    static func isAssignable(_ e: ExprSyntax) -> Bool {
        let e = unwrapped(e)
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.tokenKind != .keyword(.self) && r.baseName.text.first?.isUppercase != true }
        // An element of anything assignable (`groups[key, default: []]`: `SubscriptAssignments`).
        if let s = e.as(SubscriptCallExprSyntax.self) { return isAssignable(s.calledExpression) }
        // `self.x`, and a member of anything assignable (`$0.changes`, `self.state.items`).
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base {
            return b.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) || isAssignable(b)
        }
        return false
    }

    static func unwrapped(_ e: ExprSyntax) -> ExprSyntax {
        e.as(OptionalChainingExprSyntax.self)?.expression ?? e
    }

    /// Rules 1 to 5 on an array: the new array and the method's result.
    private func mutated(_ items: [Value], _ name: String, _ args: Arguments, _ c: FunctionCallExprSyntax,
                         _ scope: Scope) throws -> (Value, Value)? {
        var items = items
        func index(_ label: String?, in range: ClosedRange<Int>) throws -> Int? {
            guard let v = label.map({ args.labeled($0) }) ?? args.first else { return nil }
            if let u = v.unknown { throw EvaluationFailure(place: u.place, message: u.reason) }
            guard case .int(let i) = v else { return nil }
            guard range.contains(i) else { throw fail(c, "index \(i) is out of range (\(items.count) items): Swift stops the app here") }
            return i
        }
        func elements(_ v: Value?) throws -> [Value]? {
            guard let v else { return nil }
            if let u = v.unknown { throw EvaluationFailure(place: u.place, message: u.reason) }
            return try self.items(of: v, at: c)
        }
        func holds(_ x: Value) throws -> Int? { try items.firstIndex { try same($0, x, at: c) } }
        let isSetInsert = name == "insert" && args.labeled("at") == nil
        switch name {
        case "append":
            if let more = try elements(args.labeled("contentsOf")) {
                try grew(array: items.count + more.count, at: c)
                items += elementsOfOneType(items + more).dropFirst(items.count)
                return (.array(items), .none)
            }
            guard args.list.count == 1, let x = args.first else { return nil }
            try grew(array: items.count + 1, at: c)
            items.append(elementsOfOneType(items + [x]).last ?? x)
            return (.array(items), .none)
        case "insert" where !isSetInsert:
            guard let x = args.first, let i = try index("at", in: 0...items.count) else { return nil }
            items.insert(elementsOfOneType(items + [x]).last ?? x, at: i)
            return (.array(items), .none)
        case "insert":
            guard args.list.count == 1, let x = args.first else { return nil }
            let member = elementsOfOneType(items + [x]).last ?? x
            if try holds(member) != nil { return (.array(items), .array([.bool(false), member])) }
            items.append(member)
            return (.array(items), .array([.bool(true), member]))
        case "remove" where args.labeled("at") != nil:
            guard let i = try index("at", in: 0...(items.count - 1)) else { return nil }
            let removed = items.remove(at: i)
            return (.array(items), removed)
        case "remove":
            guard args.list.count == 1, let x = args.first else { return nil }
            guard let i = try holds(elementsOfOneType(items + [x]).last ?? x) else { return (.array(items), .none) }
            let removed = items.remove(at: i)
            return (.array(items), removed)
        case "removeFirst", "removeLast":
            let n = try index(nil, in: 0...items.count) ?? 1
            guard items.count >= n, !items.isEmpty || !args.list.isEmpty else {
                throw fail(c, "\(name)() of an empty array: Swift stops the app here")
            }
            let removed = name == "removeFirst" ? Array(items.prefix(n)) : Array(items.suffix(n))
            items = name == "removeFirst" ? Array(items.dropFirst(n)) : Array(items.dropLast(n))
            return (.array(items), args.list.isEmpty ? removed[0] : .none)
        case "removeAll":
            if let f = args.trailing ?? args.closures.first {
                items = try items.filter { try !truth(callClosure(f, [$0], at: c), at: c) }
            } else {
                guard args.list.allSatisfy({ $0.label == "keepingCapacity" }) else { return nil }
                items = []
            }
            return (.array(items), .none)
        case "sort", "reverse", "shuffle":
            if name == "shuffle" {
                warn(c, "shuffle() gives a new order on every run: the order written is kept")
                return (.array(items), .none)
            }
            if name == "reverse" { return (.array(items.reversed()), .none) }
            guard case .array(let sorted)? = try valueMethod(.array(items), "sorted", c, scope) else { return nil }
            return (.array(sorted), .none)
        case "formUnion", "subtract", "formIntersection":
            guard let other = try elements(args.first) else { return nil }
            let typed = Array(elementsOfOneType(items + other).dropFirst(items.count))
            var kept: [Value] = []
            switch name {
            case "formUnion":
                kept = items
                for x in typed where try !kept.contains(where: { try same($0, x, at: c) }) { kept.append(x) }
            case "subtract": kept = try items.filter { x in try !typed.contains { try same($0, x, at: c) } }
            default: kept = try items.filter { x in try typed.contains { try same($0, x, at: c) } }
            }
            return (.array(kept), .none)
        default:
            return nil
        }
    }
}
