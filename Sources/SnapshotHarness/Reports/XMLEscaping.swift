/// Escaping for XML text and attribute values (XML 1.0).
enum XMLEscaping {
    /// Rules: `& < > " '` become entities; tab, newline and carriage return are kept in text but written
    /// as character references in attributes (where a parser would fold them to spaces); other control
    /// characters, which XML 1.0 cannot hold at all, become U+FFFD.
    static func escape(_ s: String, attribute: Bool = false) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\r", "\t":
                if attribute { out += "&#\(u.value);" } else { out.unicodeScalars.append(u) }
            case _ where u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
