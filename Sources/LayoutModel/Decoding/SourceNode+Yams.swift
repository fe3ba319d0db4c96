import Yams

// Parsing text with Yams' composer, whose nodes carry marks: every value of the tree knows its
// line and column. Aliases come back from the composer already resolved to their anchored node;
// copying them out is capped (`Limits.documentValues`), so a document of nested aliases ("billion
// laughs") is an error, not a hang. An alias's copy is told by its marks: in a plain document
// every value starts at or after the values read before it; a copy starts before.
extension SourceNode {
    /// Values left before `Limits.documentValues`, and whether an alias was copied on the way.
    struct Expansion {
        var budget = Limits.documentValues
        var furthest = (line: 0, column: 0)
        var copiedAlias = false
        /// False for JSON, which has no aliases: the first copy is an error, and no budget applies.
        var aliases = true
    }

    /// Parses one YAML (or JSON) document; `nil` for an empty document.
    static func parse(yaml: String, file: String, aliases: Bool = true) throws -> SourceNode? {
        let root: Yams.Node?
        do {
            // The composer's resolver only tells mapping keys apart (its duplicate-key check hashes
            // each key by its resolved tag); scalars are typed once, by `SourceScalar(yams:)`. The
            // basic resolver (no implicit types) spares a regular-expression match per scalar per
            // hash, about a third of parsing a screen; keys are names, so their text alone tells them apart.
            root = try Yams.compose(yaml: yaml, .basic)
        } catch let error as YamlError {
            throw ScreenFileError(syntax: error, file: file)
        }
        var expansion = Expansion(aliases: aliases)
        return try root.map { try SourceNode(yams: $0, file: file, expansion: &expansion) }
    }

    init(yams node: Yams.Node, file: String, expansion: inout Expansion) throws {
        let location = node.mark.map { FileLocation(line: $0.line, column: $0.column) }
        if let mark = node.mark {
            let at = (line: mark.line, column: mark.column)
            if at < expansion.furthest { expansion.copiedAlias = true } else { expansion.furthest = at }
        }
        if !expansion.aliases {
            guard !expansion.copiedAlias else {
                throw ScreenFileError(file: file, location: location, keyPath: "", message: "not valid JSON: a YAML alias")
            }
        } else {
            expansion.budget -= 1
        }
        guard expansion.budget >= 0 else {
            let message = expansion.copiedAlias
                ? "the document expands to more than \(Limits.documentValues) values (through YAML aliases): write it out plainly"
                : "the document has more than \(Limits.documentValues) values: a screen holds at most \(Limits.expandedNodes) nodes; split it into screens"
            throw ScreenFileError(file: file, location: location, keyPath: "", message: message)
        }
        switch node {
        case .scalar(let scalar):
            self.init(.scalar(SourceScalar(yams: scalar)), at: location)
        case .sequence(let sequence):
            self.init(.sequence(try sequence.map { try SourceNode(yams: $0, file: file, expansion: &expansion) }), at: location)
        case .mapping(let mapping):
            var entries: [Entry] = []
            for (key, value) in mapping {
                let keyLocation = key.mark.map { FileLocation(line: $0.line, column: $0.column) }
                // Keys are names: a list or mapping as a key is a mistake, not a feature.
                guard case .scalar(let k) = key else {
                    throw ScreenFileError(file: file, location: keyLocation, keyPath: "",
                                          message: "a key must be a plain name, not a list or mapping")
                }
                entries.append(Entry(key: k.string, keyLocation: keyLocation, value: try SourceNode(yams: value, file: file, expansion: &expansion)))
            }
            self.init(.mapping(entries), at: location)
        case .alias:
            throw ScreenFileError(file: file, location: location, keyPath: "", message: "unresolved YAML alias")
        }
    }
}

extension SourceScalar {
    /// The characters a plain scalar starts with when YAML 1.1's rules (`Resolver.default`) type
    /// it as anything but a string: null (`~`, `null`, the empty scalar), bool (`yes`, `no`, `true`,
    /// `false`, `on`, `off`, each in three cases), numbers and timestamps (a sign, `.`, a digit),
    /// merge (`<<`) and value (`=`). Any other untagged plain scalar is a string, typed without a
    /// regular expression (Yams matches one per rule).
    static let typedStarts = Set("~nNyYtTfFoO+-.0123456789<=")

    /// Types a Yams scalar by its resolved tag: quoted scalars are always strings.
    init(yams scalar: Yams.Node.Scalar) {
        if scalar.tag.rawValue == Tag.Name.implicit.rawValue, let first = scalar.string.first, !Self.typedStarts.contains(first) {
            self.init(text: scalar.string, kind: .string)
            return
        }
        let node = Yams.Node.scalar(scalar)
        switch Resolver.default.resolveTag(of: node) {
        case .null:
            self.init(text: scalar.string, kind: .null)
        case .bool:
            self.init(text: scalar.string, kind: node.bool.map(Kind.bool) ?? .string)
        case .int, .float:
            let value = node.int.map(Double.init) ?? node.float
            self.init(text: scalar.string, kind: value.map(Kind.number) ?? .string)
        default:
            self.init(text: scalar.string, kind: .string)
        }
    }
}

extension ScreenFileError {
    /// A YAML syntax error, at the mark libYAML reports.
    init(syntax error: YamlError, file: String) {
        func at(_ mark: Mark) -> FileLocation { FileLocation(line: mark.line, column: mark.column) }
        func text(_ context: YamlError.Context?, _ problem: String) -> String {
            "YAML syntax error: " + (context.map { "\($0.text), " } ?? "") + problem
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            self.init(file: file, location: at(mark), keyPath: "", message: text(context, problem))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            self.init(file: file, location: at(context.mark), keyPath: "",
                      message: "duplicate key \(names) in one mapping: keep one")
        case .reader(let problem, let offset, _, let yaml):
            self.init(file: file, location: offset.map { FileLocation(offset: $0, in: yaml) }, keyPath: "",
                      message: "unreadable text: \(problem)")
        default:
            self.init(file: file, location: nil, keyPath: "", message: "YAML error: \(error)")
        }
    }
}

extension FileLocation {
    /// The line and column of a character offset into `text`.
    init(offset: Int, in text: String) {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        self.init(line: line, column: column)
    }
}
