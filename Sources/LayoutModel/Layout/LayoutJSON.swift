// The `layout` command's JSON (spec §6): one object per element,
// `{"id","kind","frame":{"x","y","width","height"},"bounds":{...},"children":[...]}`, keys in that
// order, screen points, numbers rounded to 1/1000 and printed without trailing zeros (`16`,
// `20.4`, `-53.5`), so the output is byte-for-byte deterministic.

public enum LayoutJSON {
    /// The element tree as JSON; `pretty` indents by two spaces per level.
    public static func encode(_ element: LayoutElement, pretty: Bool = false) -> String {
        var out = ""
        write(element, into: &out, pretty: pretty, depth: 0)
        if pretty { out += "\n" }
        return out
    }

    public static func encode(_ result: LayoutResult, pretty: Bool = false) -> String {
        encode(result.root, pretty: pretty)
    }

    /// A number rounded to 1/1000, without trailing zeros or a negative zero.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "1e308" : (value < 0 ? "-1e308" : "0") }
        // Past 2^53 thousandths a Double has no fraction to round: Swift's shortest form, valid JSON.
        guard abs(value) < 9e12 else { return String(value) }
        return NumberText.decimal(value, places: 3)
    }

    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func rect(_ r: Rect) -> String {
        "{\"x\":\(number(r.x)),\"y\":\(number(r.y)),\"width\":\(number(r.width)),\"height\":\(number(r.height))}"
    }

    private static func write(_ e: LayoutElement, into out: inout String, pretty: Bool, depth: Int) {
        let nl = pretty ? "\n" : ""
        let pad = pretty ? String(repeating: "  ", count: depth + 1) : ""
        let close = pretty ? String(repeating: "  ", count: depth) : ""
        let sep = pretty ? ": " : ":"
        out += "{" + nl
        out += pad + "\"id\"" + sep + string(e.id) + "," + nl
        out += pad + "\"kind\"" + sep + string(e.kind.rawValue) + "," + nl
        out += pad + "\"frame\"" + sep + rect(e.frame) + "," + nl
        out += pad + "\"bounds\"" + sep + rect(e.bounds) + "," + nl
        // Extension: the string a text shows, as laid out (after lookup and pseudo-localization).
        if let t = e.text { out += pad + "\"text\"" + sep + string(t.string) + "," + nl }
        out += pad + "\"children\"" + sep + "["
        if e.children.isEmpty {
            out += "]"
        } else {
            out += nl
            for (i, c) in e.children.enumerated() {
                if pretty { out += String(repeating: "  ", count: depth + 2) }
                write(c, into: &out, pretty: pretty, depth: depth + 2)
                if i < e.children.count - 1 { out += "," }
                out += nl
            }
            out += pad + "]"
        }
        out += nl + close + "}"
    }
}
