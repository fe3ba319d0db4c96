import Foundation

// `use: NAME` with `with: {param: value}`: the component's tree with `${param}` replaced, read in
// place of the `use` node. A string that is exactly `${param}` becomes the value itself (any type:
// `padding: ${gap}` takes the number); inside a longer string the value's text is spliced in.
// Modifiers beside `use:` are added to the component's root, replacing its own of the same key.
extension Reader {
    func expand(use: SourceNode.Entry, with: SourceNode.Entry?, modifiers: [SourceNode.Entry]) throws -> Node {
        let useReader = child(use.key, use.value)
        let name = try useReader.string()
        guard let template = context.components[name] else {
            let names = context.components.keys.sorted()
            throw useReader.error("unknown component '\(name)'\(Suggestion.hint(name, in: names)); "
                + (names.isEmpty ? "define it under components: at the top level" : "defined components: \(names.joined(separator: ", "))"))
        }
        if expanding.contains(name) {
            let cycle = (expanding.drop(while: { $0 != name }) + [name]).joined(separator: " -> ")
            throw useReader.error("component cycle \(cycle): a component cannot use itself, directly or through others")
        }
        let params = try parameters(with, of: name, taking: template.placeholderNames)
        let usedAt = location.map { ", used at line \($0.line)" } ?? ""
        // `${item}` and `${index}` left without a value belong to a `forEach` inside the component.
        var expanded = try template.substituting(params, keeping: ForEachExpansion.placeholders) { message, at, inner in
            ScreenFileError(file: self.context.file, location: at, keyPath: self.path + ".use(\(name))" + inner,
                            message: message + " (component '\(name)'\(usedAt))")
        }
        expanded = try expanded.addingModifiers(modifiers, owner: self)
        // A `use` is a level of nesting of its own: a chain of uses recurses as deep as nested stacks.
        let inner = Reader(node: expanded, path: path + ".use(\(name))", context: context, expanding: expanding + [name],
                           depth: depth)
        return try inner.readNode()
    }

    /// `with:`'s entries, each a parameter the component uses.
    private func parameters(_ with: SourceNode.Entry?, of name: String, taking taken: Set<String>) throws -> [String: SourceNode] {
        guard let with else { return [:] }
        let r = child(with.key, with.value)
        if r.isNull { return [:] }
        guard let entries = r.node.entries else { throw r.mismatch("a mapping {param: value}") }
        var params: [String: SourceNode] = [:]
        for entry in entries {
            guard taken.contains(entry.key) else {
                let list = taken.sorted()
                throw r.error("component '\(name)' has no parameter '\(entry.key)'\(Suggestion.hint(entry.key, in: list)); "
                    + (list.isEmpty ? "it takes none" : "it takes: \(list.joined(separator: ", "))"),
                    at: entry.place, keyPath: r.path + "." + entry.key)
            }
            params[entry.key] = entry.value
        }
        return params
    }
}

extension SourceNode {
    /// The node as a mapping with `modifiers` set on it (a bare string becomes `{text: ...}`).
    func addingModifiers(_ modifiers: [Entry], owner: Reader) throws -> SourceNode {
        guard !modifiers.isEmpty else { return self }
        var entries: [Entry]
        switch content {
        case .mapping(let e): entries = e
        case .scalar(let s) where s.kind != .null: entries = [Entry(key: "text", keyLocation: location, value: self)]
        default: throw owner.error("the component is not a node, so it cannot take modifiers")
        }
        for m in modifiers {
            entries.removeAll { $0.key == m.key }
            entries.append(m)
        }
        return SourceNode(.mapping(entries), at: location)
    }

    /// Every `${name}` used in the strings of this tree.
    var placeholderNames: Set<String> {
        switch content {
        case .scalar(let s): return s.kind == .string ? Set(Placeholder.find(in: s.text).map(\.name)) : []
        case .mapping(let entries): return entries.reduce(into: []) { $0.formUnion($1.value.placeholderNames) }
        case .sequence(let items): return items.reduce(into: []) { $0.formUnion($1.placeholderNames) }
        }
    }

    /// The tree with `${name}` replaced from `params`. `fail(message, location, innerPath)` makes
    /// an error; `innerPath` is the key path inside the tree. A name in `keeping` without a value
    /// is left as written (for a later expansion).
    func substituting(_ params: [String: SourceNode], keeping: Set<String> = [],
                      fail: (String, FileLocation?, String) -> ScreenFileError,
                      path: String = "") throws -> SourceNode {
        switch content {
        case .scalar(let s):
            guard s.kind == .string else { return self }
            let found = Placeholder.find(in: s.text).filter { params[$0.name] != nil || !keeping.contains($0.name) }
            guard !found.isEmpty else { return self }
            if found.count == 1, found[0].range == s.text.startIndex..<s.text.endIndex {
                guard let value = params[found[0].name] else { throw fail(Placeholder.missing(found[0].name), location, path) }
                return value
            }
            var text = s.text
            for p in found.reversed() {
                guard let value = params[p.name] else { throw fail(Placeholder.missing(p.name), location, path) }
                guard let v = value.scalar, v.kind != .null else {
                    throw fail("'${\(p.name)}' sits inside a string, so its value must be a string or number, not \(value.typeDescription)",
                               value.location ?? location, path)
                }
                text.replaceSubrange(p.range, with: v.text)
            }
            return SourceNode(.scalar(.string(text)), at: location)
        case .mapping(let entries):
            return SourceNode(.mapping(try entries.map { e in
                var e = e
                e.value = try e.value.substituting(params, keeping: keeping, fail: fail, path: path + "." + e.key)
                return e
            }), at: location)
        case .sequence(let items):
            return SourceNode(.sequence(try items.enumerated().map { i, item in
                try item.substituting(params, keeping: keeping, fail: fail, path: path + "[\(i)]")
            }), at: location)
        }
    }
}

/// `${name}` placeholders in a component's strings; names follow component-name rules.
enum Placeholder {
    static func missing(_ name: String) -> String { "no value for '${\(name)}': give it with with: {\(name): ...}" }

    static func find(in text: String) -> [(name: String, range: Range<String.Index>)] {
        var found: [(name: String, range: Range<String.Index>)] = []
        var search = text.startIndex
        while let open = text.range(of: "${", range: search..<text.endIndex) {
            guard let close = text.range(of: "}", range: open.upperBound..<text.endIndex) else { break }
            let name = String(text[open.upperBound..<close.lowerBound])
            if Spelling.isValidName(name) { found.append((name, open.lowerBound..<close.upperBound)) }
            search = Spelling.isValidName(name) ? close.upperBound : open.upperBound
        }
        return found
    }
}
