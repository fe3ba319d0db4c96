import Foundation
import Yams

// The document tree through any `Encoder`/`Decoder` (JSONEncoder, Yams' YAMLEncoder, ...), so the
// model's `Codable` conformances go through the same readers and writers as screen files.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

extension SourceNode: Codable {
    func encode(to encoder: Encoder) throws {
        switch content {
        case .scalar(let s):
            var c = encoder.singleValueContainer()
            switch s.kind {
            case .null: try c.encodeNil()
            case .bool(let b): try c.encode(b)
            case .number(let n):
                // Whole numbers as integers; others through their shortest decimal text, so YAML
                // shows `0.5` rather than `5e-1`.
                if n.rounded() == n, abs(n) < 1e15 { try c.encode(Int(n)) } else { try c.encode(Decimal(string: String(n)) ?? Decimal(n)) }
            case .string: try c.encode(s.text)
            }
        case .mapping(let entries):
            var c = encoder.container(keyedBy: AnyKey.self)
            for e in entries { try c.encode(e.value, forKey: AnyKey(stringValue: e.key)) }
        case .sequence(let items):
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(item) }
        }
    }

    init(from decoder: Decoder) throws {
        // Yams' decoder knows where each value was; other decoders do not.
        let location = decoder.mark.map { FileLocation(line: $0.line, column: $0.column) }
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            let entries = try keyed.allKeys.map { key in
                Entry(key: key.stringValue, keyLocation: nil, value: try keyed.decode(SourceNode.self, forKey: key))
            }
            self.init(.mapping(entries), at: location)
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var items: [SourceNode] = []
            while !unkeyed.isAtEnd { items.append(try unkeyed.decode(SourceNode.self)) }
            self.init(.sequence(items), at: location)
        } else {
            self.init(.scalar(try SourceScalar(from: decoder.singleValueContainer(), yaml: location != nil)), at: location)
        }
    }
}

extension SourceScalar {
    /// A YAML decoder hands out every scalar as text, so its type is resolved from the text;
    /// JSON-like decoders keep types apart, so each is tried in turn.
    init(from c: SingleValueDecodingContainer, yaml: Bool) throws {
        if c.decodeNil() { self.init(text: "", kind: .null); return }
        if yaml { self = .resolvingPlain(try c.decode(String.self)); return }
        if let b = try? c.decode(Bool.self) { self.init(text: "\(b)", kind: .bool(b)); return }
        if let i = try? c.decode(Int.self) { self = .number(Double(i)); return }
        if let d = try? c.decode(Double.self) { self = .number(d); return }
        self = .string(try c.decode(String.self))
    }
}
