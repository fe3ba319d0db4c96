import Yams

/// A place in a screen file: 1-based line and column (columns count Unicode scalars, as libYAML does).
public struct FileLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
}

/// A scalar as written, with the type YAML resolves it to. String fields take `text` whatever the
/// type (so `text: No` is the word "No", not a boolean); typed fields need the matching type.
struct SourceScalar: Equatable {
    enum Kind: Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string
    }
    var text: String
    var kind: Kind

    static func string(_ text: String) -> SourceScalar { SourceScalar(text: text, kind: .string) }

    static func number(_ value: Double) -> SourceScalar {
        let text = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return SourceScalar(text: text, kind: .number(value))
    }

    /// Resolves a plain (unquoted) scalar the way YAML does: `~`/`null`, `true`/`yes`, numbers, else a string.
    static func resolvingPlain(_ text: String) -> SourceScalar {
        let node = Yams.Node(text)
        switch Resolver.default.resolveTag(of: node) {
        case .null: return SourceScalar(text: text, kind: .null)
        case .bool: return SourceScalar(text: text, kind: node.bool.map(Kind.bool) ?? .string)
        case .int: return SourceScalar(text: text, kind: (node.int.map(Double.init) ?? node.float).map(Kind.number) ?? .string)
        case .float: return SourceScalar(text: text, kind: node.float.map(Kind.number) ?? .string)
        default: return SourceScalar(text: text, kind: .string)
        }
    }
}

/// A screen file's document tree, independent of where it came from (Yams' composer, or any
/// `Decoder` through `Codable`), each value with its location when known. The readers decode
/// this tree into the model and the writers produce it from the model, so both directions share
/// one set of key names.
struct SourceNode {
    struct Entry {
        var key: String
        var keyLocation: FileLocation?
        var value: SourceNode
        /// The key's position, else its value's (decoders other than the composer know only values).
        var place: FileLocation? { keyLocation ?? value.location }
    }
    enum Content {
        case scalar(SourceScalar)
        case mapping([Entry])
        case sequence([SourceNode])
    }
    var content: Content
    var location: FileLocation?

    init(_ content: Content, at location: FileLocation? = nil) {
        self.content = content; self.location = location
    }

    static func string(_ text: String) -> SourceNode { SourceNode(.scalar(.string(text))) }
    static func number(_ value: Double) -> SourceNode { SourceNode(.scalar(.number(value))) }
    static func bool(_ value: Bool) -> SourceNode { SourceNode(.scalar(SourceScalar(text: "\(value)", kind: .bool(value)))) }
    static func mapping(_ pairs: [(String, SourceNode)]) -> SourceNode {
        SourceNode(.mapping(pairs.map { Entry(key: $0.0, keyLocation: nil, value: $0.1) }))
    }
    static func sequence(_ items: [SourceNode]) -> SourceNode { SourceNode(.sequence(items)) }

    var scalar: SourceScalar? { if case .scalar(let s) = content { return s } else { return nil } }
    var entries: [Entry]? { if case .mapping(let e) = content { return e } else { return nil } }

    /// What this value is, for "expected X, found Y" messages.
    var typeDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let s):
            switch s.kind {
            case .null: return "nothing (null)"
            case .bool(let b): return "the boolean \(b)"
            case .number: return "the number \(s.text)"
            case .string: return "the string '\(s.text)'"
            }
        }
    }
}
