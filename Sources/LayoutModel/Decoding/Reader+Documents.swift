import Foundation

// The same reader for the project's other documents: the configuration (`a11y-snap.yml`) and the
// JSON files the harness writes and reads back (the findings baseline, the manifest, run reports).
// JSON is YAML, so Yams' composer reads it too, with lines and columns: every error is a
// `LocatedError` naming the file, the line, the column and the key path, as a screen file's are.
extension Reader {
    /// A YAML document (the configuration); an empty document reads as an empty mapping.
    package static func yaml(_ text: String, file: String) throws -> Reader {
        let root = try SourceNode.parse(yaml: text, file: file) ?? SourceNode(.mapping([]))
        return Reader(node: root, path: "", context: ReadContext(file: file))
    }

    /// A JSON document. JSON has no aliases, so a YAML alias in it is refused at once rather than
    /// copied, and the value budget of hand-written screens does not apply (a run report of a large
    /// project holds millions of values).
    package static func json(_ data: Data, file: String) throws -> Reader {
        guard let text = String(data: data, encoding: .utf8) else {
            throw LocatedError(file: file, message: "not valid JSON: the file is not UTF-8 text")
        }
        guard let root = try SourceNode.parse(yaml: text, file: file, aliases: false) else {
            throw LocatedError(file: file, message: "not valid JSON: the file is empty")
        }
        return Reader(node: root, path: "", context: ReadContext(file: file))
    }

    package var isSequence: Bool { if case .sequence = node.content { return true } else { return false } }
    package var isMapping: Bool { node.entries != nil }

    /// The entries of a mapping in file order, each key one of `allowed` (else an error at the key,
    /// with the nearest valid key suggested).
    package func entries(allowed: [String]) throws -> [(key: String, value: Reader)] {
        guard let entries = node.entries else { throw mismatch("a mapping") }
        return try entries.map { entry in
            guard allowed.contains(entry.key) else { throw unknownKey(entry, valid: allowed) }
            return (entry.key, child(entry.key, entry.value))
        }
    }

    /// The entries of a mapping whose keys the file names itself (screen names), in file order.
    package func namedEntries() throws -> [(key: String, value: Reader)] {
        guard let entries = node.entries else { throw mismatch("a mapping") }
        return entries.map { ($0.key, child($0.key, $0.value)) }
    }

    /// A required key of a mapping.
    package subscript(key: String) -> Reader {
        get throws {
            guard let entries = node.entries else { throw mismatch("a mapping") }
            guard let entry = entries.first(where: { $0.key == key }) else { throw error("missing key '\(key)'") }
            return child(key, entry.value)
        }
    }

    /// An optional key of a mapping: nil when absent or null.
    package func optional(_ key: String) throws -> Reader? {
        guard let entries = node.entries else { throw mismatch("a mapping") }
        guard let entry = entries.first(where: { $0.key == key }), entry.value.scalar?.kind != .null else { return nil }
        return child(key, entry.value)
    }

    /// A list of names; a single name is taken as a one-item list.
    package func strings() throws -> [String] {
        isSequence ? try list().map { try $0.string() } : [try string()]
    }

    /// A value typed as a string: in JSON a quoted one (where `string()` takes any scalar's text,
    /// as screen files want for `text: 2024`).
    package func stringValue() throws -> String {
        guard node.scalar?.kind == .string else { throw mismatch("a string") }
        return try string()
    }

    /// Any finite number.
    package func number() throws -> Double {
        try number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    }

    /// Any whole number a Double holds exactly.
    package func int() throws -> Int {
        try int(in: -(1 << 53)...(1 << 53))
    }
}
