import LayoutModel
import SwiftSyntax

// How a `Picker` finds its selected option, as SwiftUI does (issue 26: "Picker's selection is not
// matched to an option: the first is shown" 44 times in 4 apps, because `.tag` was not read and
// options were matched by their text, which is a localized title, not the value):
//
// 1. `.tag(x)` on an option is the value the option stands for; a tag is a trait of the view, so
//    modifiers applied after it keep it (it is looked for in the option's subtree).
// 2. A `ForEach` row with no tag of its own is tagged with its element's id: the `id:` key path
//    read from the element (`\.self` the element itself), else an `Identifiable` element's `id`.
// 3. The selected option is the one whose tag equals the selection: values are compared as `==`
//    compares them (an implicit member `.vertical` is the case of that name; numbers by value, so
//    a literal `0` given for a `Double` binding matches `.tag(0.0)`).
// 4. Options with no tags at all are matched by their text or, for an integer selection, by index
//    (what the reader did before reading tags); a selection matching no option shows the first,
//    with a warning.
extension Evaluator {
    /// Rule 1: the view with its tag, or nil when the tag's value is not known (the view is kept as is).
    func tagged(_ view: ViewValue, _ args: Arguments) -> ViewValue? {
        guard args.list.count == 1, let value = args.first, let key = tagKey(value) else { return nil }
        var v = view
        v.nodes = v.nodes.map { n in var n = n; n.tag = key; return n }
        return v
    }

    /// Rule 2: a `ForEach` row's nodes, tagged with the element's id where they have no tag.
    func taggingRow(_ row: ViewValue, item: Value, _ args: Arguments, at node: some SyntaxProtocol) -> ViewValue {
        guard row.nodes.contains(where: { $0.tag == nil }), let key = implicitID(item, args, at: node).flatMap(tagKey) else { return row }
        var v = row
        v.nodes = v.nodes.map { n in var n = n; if n.tag == nil { n.tag = key }; return n }
        return v
    }

    /// The element's id, read as a trial: an id that cannot be read leaves the row untagged and
    /// says nothing (the row itself reports what it could not evaluate).
    private func implicitID(_ item: Value, _ args: Arguments, at node: some SyntaxProtocol) -> Value? {
        let path: [String]
        if case .keyPath(let p)? = args.labeled("id") {
            path = p.isEmpty || p == "self" ? [] : p.split(separator: ".").map(String.init)
        } else if args.labeled("id") == nil, case .object = item {
            path = ["id"]
        } else if args.labeled("id") == nil, case .enumCase = item {
            path = ["id"]
        } else { return nil }
        do {
            return try trial { try path.reduce(item) { try member(of: $0, $1, at: node) } }
        } catch { return nil }
    }

    /// Rule 3: a text that is the same for values `==` calls equal, nil for a value with an unknown
    /// part, or past `Limits.stringLength` characters (a value holding itself twice, forty levels
    /// deep, would spell 2^40 parts).
    func tagKey(_ v: Value) -> String? {
        var budget = Limits.stringLength
        return tagKey(v, &budget)
    }

    private func tagKey(_ v: Value, _ budget: inout Int) -> String? {
        budget -= 1
        guard budget >= 0 else { return nil }
        func tagKey(_ v: Value) -> String? { self.tagKey(v, &budget) }
        switch v {
        case .int, .double, .scaled: return v.number.map { "n:\($0)" }
        case .string(let s):
            budget -= s.text.utf8.count
            return s.unknown == nil && budget >= 0 ? "s:" + s.text : nil
        case .bool(let b): return "b:\(b)"
        case .enumCase(_, let name, let payload):
            let parts = payload.map(tagKey)
            guard !parts.contains(where: { $0 == nil }) else { return nil }
            return "e:" + name + (payload.isEmpty ? "" : "(" + parts.map { $0! }.joined(separator: ",") + ")")
        case .member(let name, let arguments):
            let parts = arguments.map { tagKey($0.value) }
            guard !parts.contains(where: { $0 == nil }) else { return nil }
            return "e:" + name + (arguments.isEmpty ? "" : "(" + parts.map { $0! }.joined(separator: ",") + ")")
        case .object(let i):
            var parts: [String] = []
            for name in i.fields.keys.sorted() {
                guard let k = tagKey(i.fields[name]!) else { return nil }
                parts.append(name + "=" + k)
            }
            return "o:" + i.type + "{" + parts.joined(separator: ",") + "}"
        case .array(let items):
            let parts = items.map(tagKey)
            guard !parts.contains(where: { $0 == nil }) else { return nil }
            return "a[" + parts.map { $0! }.joined(separator: ",") + "]"
        case .none: return "nil"
        default: return nil
        }
    }
}

extension Node {
    /// Rule 1: the first tag in the subtree (the option itself, or what a later modifier wrapped).
    var firstTag: String? {
        if let tag { return tag }
        for c in kind.children { if let t = c.firstTag { return t } }
        return nil
    }
}
