/// Text from input (a screen's strings, a file name, a catalog value) as every output shows it:
/// the one escaping all of them share (the terminal, GitHub annotations, the job summary).
/// Rules:
/// 1. Control characters (C0 but tab and line feed, DEL, C1) are written as `\u{1B}`: a file
///    name cannot move a terminal's cursor, ring its bell or end a workflow command's property.
/// 2. The bidirectional embedding, override and isolate characters (U+202A-U+202E,
///    U+2066-U+2069) are written the same way: they reorder what follows them on the line, so a
///    name could show one thing and be another ("Trojan Source", CVE-2021-42574).
public enum SafeText {
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(v)
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Rule 3 (Markdown, for the job summary): text from input is text, never markup. `&`, `<`
    /// and `>` become HTML character references (no tag, comment or entity of the input's reaches
    /// the page); `\\`, `` ` ``, `[`, `]`, `!` and `|` are escaped with a backslash (no link, image,
    /// code span or table cell break); a line break is a space (one table row).
    public static func markdown(_ text: String) -> String {
        var out = ""
        for c in escaped(text) {
            if c.isNewline || c == "\t" { out += " "; continue }
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "[", "]", "!", "|": out += "\\" + String(c)
            default: out.append(c)
            }
        }
        return out
    }

    /// Text from input as a Markdown code span, shown exactly as written: its fence is longer
    /// than any run of backticks inside, `|` is escaped (GFM tables split on it even in code),
    /// line breaks are spaces.
    public static func markdownCode(_ text: String) -> String {
        var longest = 0, run = 0
        for c in text { run = c == "`" ? run + 1 : 0; longest = max(longest, run) }
        let fence = String(repeating: "`", count: longest + 1)
        let body = escaped(text).map { c -> String in
            c == "|" ? "\\|" : (c.isNewline || c == "\t" ? " " : String(c))
        }.joined()
        let pad = longest > 0 ? " " : ""
        return fence + pad + body + pad + fence
    }
}
