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
    public var compact: String {
        var out = ""
        write(into: &out, indent: nil, level: 0)
        return out
    }

    /// Indented by two spaces, `"key": value`, ending with a newline: the form of files on disk.
    public var pretty: String {
        var out = ""
        write(into: &out, indent: "  ", level: 0)
        return out + "\n"
    }

    private func write(into out: inout String, indent: String?, level: Int) {
        switch self {
        case .string(let s): out += JSONValue.quote(s)
        case .number(let d, let decimals): out += JSONValue.format(d, decimals: decimals)
        case .int(let i): out += String(i)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .oneLine(let value): value.write(into: &out, indent: nil, level: 0)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                item.write(into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (k, v)) in pairs.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent, level + 1)
                out += JSONValue.quote(k) + (indent == nil ? ":" : ": ")
                v.write(into: &out, indent: indent, level: level + 1)
            }
            newline(&out, indent, level)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ indent: String?, _ level: Int) {
        guard let indent else { return }
        out += "\n" + String(repeating: indent, count: level)
    }

    /// Rule (RFC 8259 section 7): escape `"`, `\` and control characters; everything else as UTF-8.
    /// Also escaped, so the reader (Yams: JSON read as YAML) gets back the same string: DEL and the
    /// C1 controls (YAML refuses them raw, and takes U+0085 as a line break), U+2028 and U+2029 (line
    /// breaks to YAML), U+FEFF, U+FFFE and U+FFFF.
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || Self.escapedAboveASCII.contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static let escapedAboveASCII: Set<UInt32> = Set(0x7F...0x9F).union([0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF])

    /// `NumberText.decimal`: rounded to `decimals` places, no trailing zeros, no negative zero.
    /// Rule for what JSON cannot hold: infinity is written as the largest decimal (`1e308`,
    /// `-1e308`), NaN as 0.
    public static func format(_ d: Double, decimals: Int) -> String {
        guard d.isFinite else { return d > 0 ? "1e308" : (d < 0 ? "-1e308" : "0") }
        return NumberText.decimal(d, places: decimals)
    }
}
