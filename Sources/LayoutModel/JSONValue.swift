/// The project's one JSON writer: a JSON value whose objects keep their keys in the order written
/// (the spec's order), so every file and report has the same bytes for the same content
/// (Foundation's encoders sort or shuffle keys and write `16.0`). The layout tree (`LayoutJSON`),
/// the reports, the manifest and the findings baseline are all written through it.
public indirect enum JSONValue: Hashable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    /// A number written with at most `decimals` decimals and no trailing zeros: 16, not 16.0.
    case number(Double, decimals: Int)
    case int(Int)
    case bool(Bool)
    case null
    /// Written on one line even inside pretty output (the layout JSON's frames: `{"x":0,"y":0,...}`).
    case oneLine(JSONValue)

    /// A number with at most two decimals, as reports show points and ratios.
    public static func number(_ d: Double) -> JSONValue { .number(d, decimals: 2) }

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.compact == b.compact }
    public func hash(into h: inout Hasher) { h.combine(compact) }

    /// On one line, `{"a":1,"b":[true,null]}`.
    public var compact: String { String(decoding: compactUTF8, as: UTF8.self) }

    /// The compact form as UTF-8 bytes, as files are written (no String in between).
    public var compactUTF8: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(into: &out, pretty: false, level: 0)
        return out
    }

    /// Indented by two spaces, `"key": value`, ending with a newline: the form of files on disk.
    public var pretty: String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(into: &out, pretty: true, level: 0)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of this value; pretty output breaks lines and indents by two spaces a level.
    private func write(into out: inout [UInt8], pretty: Bool, level: Int) {
        switch self {
        case .string(let s): JSONValue.quote(s, into: &out)
        case .number(let d, let decimals): out.append(contentsOf: JSONValue.format(d, decimals: decimals).utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .oneLine(let value): value.write(into: &out, pretty: false, level: 0)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(&out, level + 1) }
                item.write(into: &out, pretty: pretty, level: level + 1)
            }
            if pretty { newline(&out, level) }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            if pairs.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (i, (k, v)) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(&out, level + 1) }
                JSONValue.quote(k, into: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                v.write(into: &out, pretty: pretty, level: level + 1)
            }
            if pretty { newline(&out, level) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ out: inout [UInt8], _ level: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// Rule (RFC 8259 section 7): escape `"`, `\` and control characters; everything else as UTF-8.
    /// Also escaped, so the reader (Yams: JSON read as YAML) gets back the same string: DEL and the
    /// C1 controls (YAML refuses them raw, and takes U+0085 as a line break), U+2028 and U+2029 (line
    /// breaks to YAML), U+FEFF, U+FFFE and U+FFFF. Escapes are `\"`, `\\`, `\n`, `\r`, `\t`, else
    /// `\u` and four lowercase hex digits.
    public static func quote(_ s: String) -> String {
        var out: [UInt8] = []
        quote(s, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `quote` appended to UTF-8 bytes: runs of bytes that need no escape are copied whole.
    static func quote(_ s: String, into out: inout [UInt8]) {
        var s = s
        out.append(UInt8(ascii: "\""))
        let mayEscape = Self.mayEscape
        s.withUTF8 { bytes in
            out.reserveCapacity(out.count + bytes.count + 1)
            var run = 0, i = 0
            while i < bytes.count {
                let b = bytes[i]
                guard mayEscape[Int(b)] else { i += 1; continue }
                // The scalar starting here, and how many bytes it takes (the string is valid UTF-8).
                let scalar: UInt32, length: Int
                switch b {
                case 0xC2: scalar = UInt32(b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F); length = 2
                case 0xE2, 0xEF:
                    scalar = UInt32(b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F); length = 3
                default: scalar = UInt32(b); length = 1
                }
                guard let escape = escape(scalar) else { i += length; continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                out.append(contentsOf: escape)
                i += length
                run = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The escape `quote` writes for a scalar, nil for one written as it is.
    private static func escape(_ scalar: UInt32) -> [UInt8]? {
        switch scalar {
        case 0x22: return Array("\\\"".utf8)
        case 0x5C: return Array("\\\\".utf8)
        case 0x0A: return Array("\\n".utf8)
        case 0x0D: return Array("\\r".utf8)
        case 0x09: return Array("\\t".utf8)
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF:
            let hex = Array("0123456789abcdef".utf8)
            return Array("\\u".utf8) + [12, 8, 4, 0].map { hex[Int(scalar >> $0 & 0xF)] }
        default: return nil
        }
    }

    /// The bytes that can start a scalar `quote` escapes: ASCII controls, `"`, `\`, DEL, and the lead
    /// bytes of U+0080...U+009F (0xC2), U+2028/U+2029 (0xE2) and U+FEFF, U+FFFE, U+FFFF (0xEF).
    /// Continuation bytes (0x80...0xBF) are never among them, so a byte-wise scan meets them only as leads.
    private static let mayEscape: [Bool] = (0...255).map { b in
        b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F || b == 0xC2 || b == 0xE2 || b == 0xEF
    }

    /// `NumberText.decimal`: rounded to `decimals` places, no trailing zeros, no negative zero.
    /// Rule for what JSON cannot hold: infinity is written as the largest decimal (`1e308`,
    /// `-1e308`), NaN as 0.
    public static func format(_ d: Double, decimals: Int) -> String {
        guard d.isFinite else { return d > 0 ? "1e308" : (d < 0 ? "-1e308" : "0") }
        return NumberText.decimal(d, places: decimals)
    }
}
