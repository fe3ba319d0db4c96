/// What every reader of one document shares: the file name for messages and the raw components.
struct ReadContext {
    var file: String
    var components: [String: SourceNode] = [:]
    /// Nodes read so far, `use:` expansions included (`Limits.expandedNodes`).
    let nodes = NodeCount()
}

/// Shared by every reader of one document.
final class NodeCount {
    var value = 0
}

/// A value of the document together with its key path, so every error it raises says where.
/// Typed accessors check the value's type and explain what was expected. The one reader of the
/// project's documents: screen files, the configuration and the JSON files it reads back
/// (`Reader+Documents`); other modules of the package see the `package` part.
package struct Reader {
    let node: SourceNode
    let path: String
    let context: ReadContext
    /// Components being expanded around this value, outermost first (to report cycles).
    var expanding: [String] = []
    /// Nodes around this value (`Limits.nestingDepth`).
    var depth = 0

    package var location: FileLocation? { node.location }

    func child(_ key: String, _ node: SourceNode) -> Reader {
        Reader(node: node, path: path.isEmpty ? key : path + "." + key, context: context, expanding: expanding, depth: depth)
    }

    func item(_ index: Int, _ node: SourceNode) -> Reader {
        Reader(node: node, path: path + "[\(index)]", context: context, expanding: expanding, depth: depth)
    }

    /// An error at this value (or at `location`, e.g. a key's own position).
    package func error(_ message: String, at location: FileLocation? = nil, keyPath: String? = nil) -> ScreenFileError {
        var e = ScreenFileError(file: context.file, location: location ?? self.location,
                                keyPath: keyPath ?? path, message: message)
        e.involvesParameter = node.scalar?.text.contains("${") ?? false
        return e
    }

    func mismatch(_ expected: String) -> ScreenFileError {
        error("expected \(expected), found \(node.typeDescription)")
    }

    package var isNull: Bool { node.scalar?.kind == .null }

    // MARK: Scalars

    /// Any written scalar as text (numbers and booleans too: `text: 2024`, `text: No`).
    package func string() throws -> String {
        guard let s = node.scalar, s.kind != .null else { throw mismatch("a string") }
        guard s.text.utf8.count <= Limits.stringLength || s.text.count <= Limits.stringLength else {
            throw error("a string of \(s.text.count) characters: use at most \(Limits.stringLength)")
        }
        return s.text
    }

    /// A number in `range` (every numeric field has one: `Limits`); outside it, an error naming the range.
    func number(in range: ClosedRange<Double>) throws -> Double {
        guard case .number(let n)? = node.scalar?.kind, n.isFinite else { throw mismatch("a number") }
        guard range.contains(n) else {
            throw error("\(node.scalar?.text ?? NumberText.shortest(n)) is out of range: use a number from \(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound))")
        }
        return n
    }

    /// A length in points: 0 to `Limits.length`.
    func nonNegative() throws -> Double {
        let n = try number(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        guard n >= 0 else { throw error("\(NumberText.shortest(n)) is negative: use 0 or more") }
        return try number(in: Limits.length)
    }

    func int(in range: ClosedRange<Int>) throws -> Int {
        guard case .number(let n)? = node.scalar?.kind, n.rounded() == n, n.isFinite else {
            throw mismatch("a whole number")
        }
        guard n >= Double(range.lowerBound) else { throw error("\(NumberText.shortest(n)) is too small: use \(range.lowerBound) or more") }
        guard n <= Double(range.upperBound) else { throw error("\(NumberText.shortest(n)) is too large: use at most \(range.upperBound)") }
        return Int(n)
    }

    package func bool() throws -> Bool {
        guard case .bool(let b)? = node.scalar?.kind else { throw mismatch("true or false") }
        return b
    }

    /// One of a fixed set of names; the message lists them all and suggests a near miss.
    func name<T>(_ what: String, _ valid: [String], _ parse: (String) -> T?) throws -> T {
        guard let s = node.scalar, s.kind != .null else { throw mismatch("\(what) (one of \(valid.joined(separator: ", ")))") }
        if let v = parse(s.text) { return v }
        throw error("unknown \(what) '\(s.text)'\(Suggestion.hint(s.text, in: valid)); use one of \(valid.joined(separator: ", "))")
    }

    func name<T: RawRepresentable & CaseIterable>(_ what: String, _ type: T.Type = T.self) throws -> T
    where T.RawValue == String {
        try name(what, T.allCases.map(\.rawValue), T.init(rawValue:))
    }

    // MARK: Collections

    package func list() throws -> [Reader] {
        guard case .sequence(let items) = node.content else { throw mismatch("a list") }
        return items.enumerated().map { item($0, $1) }
    }

    /// The entries of a mapping whose keys must all be in `K`; an unknown key is an error at
    /// the key itself, with the nearest valid key suggested.
    func fields<K: KeySet>(_ keys: K.Type, _ what: String = "a mapping") throws -> Fields<K> {
        guard let entries = node.entries else { throw mismatch(what) }
        var readers: [K: Reader] = [:]
        for entry in entries {
            guard let key = K(rawValue: entry.key) else {
                throw unknownKey(entry, valid: K.names)
            }
            readers[key] = child(entry.key, entry.value)
        }
        return Fields(owner: self, readers: readers)
    }

    func unknownKey(_ entry: SourceNode.Entry, valid: [String]) -> ScreenFileError {
        let keyPath = path.isEmpty ? entry.key : path + "." + entry.key
        return error("unknown key '\(entry.key)'\(Suggestion.hint(entry.key, in: valid)); valid keys: \(valid.joined(separator: ", "))",
                     at: entry.place, keyPath: keyPath)
    }
}

/// A checked mapping: each present key's reader.
struct Fields<K: KeySet> {
    let owner: Reader
    let readers: [K: Reader]

    func has(_ key: K) -> Bool { readers[key] != nil }

    subscript(_ key: K) -> Reader? { readers[key] }

    func required(_ key: K) throws -> Reader {
        guard let r = readers[key] else { throw owner.error("missing key '\(key.rawValue)'") }
        return r
    }

    /// Reads an optional key; absent gives nil.
    func optional<T>(_ key: K, _ read: (Reader) throws -> T) throws -> T? {
        try readers[key].map(read)
    }
}

