import LayoutModel
/// A JSON value whose objects keep their keys in the order written, so every file and report the
/// harness writes has the same bytes for the same content (Foundation's encoders sort or shuffle).
public indirect enum JSONValue: Hashable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    /// A number written with at most `decimals` decimals and no trailing zeros: 16, not 16.0.
    case number(Double, decimals: Int)
    case int(Int)
    case bool(Bool)
    case null

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
    /// One escaper for every JSON the project writes: the layout tree's (LayoutModel) is it.
    static func quote(_ s: String) -> String { LayoutJSON.string(s) }

    /// `NumberText.decimal`; a value that is not finite (which JSON cannot hold) is written as 0.
    static func format(_ d: Double, decimals: Int) -> String {
        d.isFinite ? NumberText.decimal(d, places: decimals) : "0"
    }
}
