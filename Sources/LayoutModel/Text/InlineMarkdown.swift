/// The text SwiftUI shows for a localized string that holds inline Markdown.
///
/// `Text("Respond in **App**.")`, a `LocalizedStringKey`, and its catalog translations are parsed
/// as Markdown, inline syntax only, whitespace kept (Foundation's `AttributedString(markdown:)` with
/// `.inlineOnlyPreservingWhitespace`): the reader sees "Respond in App." with "App" in bold, never
/// the asterisks. `Text(verbatim:)` and `Text(someString)` are not parsed. The rules, in the order
/// they apply at each character (CommonMark's inline rules, the subset SwiftUI draws):
///
/// 1. A backslash before ASCII punctuation is that punctuation (`\*` is `*`).
/// 2. A code span (`` `x` ``, or longer backtick runs) is its content as written: nothing inside it
///    is Markdown; one space each side is dropped when both are there.
/// 3. A link `[text](destination "title")` is its text (itself inline Markdown); an autolink
///    `<https://...>` is its address.
/// 4. Emphasis `*a*` `_a_`, strong `**a**` `__a__` and strikethrough `~~a~~` are their content.
///    A run opens when the character after it is not whitespace (and, for `_`, the one before it
///    is not a letter or digit: `snake_case_name` stays as written) and closes at the next run of
///    the same character and length whose previous character is not whitespace.
/// 5. Anything else, an unmatched delimiter included, is shown as written.
///
/// The styles (bold, italic, monospaced, links in the tint colour) are not kept: the model draws a
/// text in one style (docs/screen-format.md, "text"), so only the characters shown change.
public enum InlineMarkdown {
    /// The characters `markdown` shows.
    public static func plainText(_ markdown: String) -> String {
        // Most strings hold no Markdown: returned as they are, unparsed.
        guard markdown.contains(where: { "\\`[<*_~".contains($0) }) else { return markdown }
        return render(Array(markdown))
    }

    private static func render(_ chars: [Character]) -> String {
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if let escaped = escape(chars, i) { out.append(escaped); i += 2; continue }
            if c == "`", let (text, end) = codeSpan(chars, i) { out += text; i = end; continue }
            if c == "[", let (text, end) = link(chars, i) { out += render(text); i = end; continue }
            if c == "<", let (text, end) = autolink(chars, i) { out += text; i = end; continue }
            if "*_~".contains(c), let (inner, end) = emphasis(chars, i) { out += render(inner); i = end; continue }
            // Rule 5: an unmatched run is shown whole (so `**` does not open a single `*` inside it).
            let run = runLength(chars, i, c)
            out += String(chars[i..<i + ("*_~`".contains(c) ? run : 1)])
            i += "*_~`".contains(c) ? run : 1
        }
        return out
    }

    /// Rule 1.
    private static func escape(_ chars: [Character], _ i: Int) -> Character? {
        guard chars[i] == "\\", i + 1 < chars.count, let a = chars[i + 1].asciiValue, a.isPunctuation else { return nil }
        return chars[i + 1]
    }

    /// Rule 2: the span's text and the index after its closing run.
    private static func codeSpan(_ chars: [Character], _ i: Int) -> (String, Int)? {
        let n = runLength(chars, i, "`")
        var j = i + n
        while j < chars.count {
            if chars[j] == "`" {
                let m = runLength(chars, j, "`")
                if m == n {
                    var content = Array(chars[(i + n)..<j])
                    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = Array(content.dropFirst().dropLast())
                    }
                    return (String(content), j + m)
                }
                j += m
            } else {
                j += 1
            }
        }
        return nil
    }

    /// Rule 3: a link's text (still Markdown) and the index after its destination.
    private static func link(_ chars: [Character], _ i: Int) -> ([Character], Int)? {
        var depth = 0, j = i
        while j < chars.count {
            if chars[j] == "\\" { j += 2; continue }
            if chars[j] == "[" { depth += 1 }
            if chars[j] == "]" { depth -= 1; if depth == 0 { break } }
            j += 1
        }
        guard j + 1 < chars.count, chars[j + 1] == "(" else { return nil }
        guard let close = chars[(j + 2)...].firstIndex(of: ")") else { return nil }
        // A destination holds no whitespace unless a title follows it.
        let destination = String(chars[(j + 2)..<close]).trimmingSpaces
        guard !destination.isEmpty, !destination.contains("\n") else { return nil }
        return (Array(chars[(i + 1)..<j]), close + 1)
    }

    /// Rule 3: `<scheme:...>` is its address.
    private static func autolink(_ chars: [Character], _ i: Int) -> (String, Int)? {
        guard let close = chars[(i + 1)...].firstIndex(of: ">") else { return nil }
        let address = String(chars[(i + 1)..<close])
        guard let colon = address.firstIndex(of: ":"), address.distance(from: address.startIndex, to: colon) >= 2,
              address[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+.-".contains($0) }),
              !address.contains(where: { $0 == " " || $0 == "<" }) else { return nil }
        return (address, close + 1)
    }

    /// Rule 4: the emphasized content and the index after the closing run.
    private static func emphasis(_ chars: [Character], _ i: Int) -> ([Character], Int)? {
        let c = chars[i]
        let n = runLength(chars, i, c)
        if c == "~" && n != 2 { return nil }
        guard n <= 3, canOpen(chars, i, n) else { return nil }
        var j = i + n
        while j < chars.count {
            if chars[j] == "\\" { j += 2; continue }
            if chars[j] == "`", let (_, end) = codeSpan(chars, j) { j = end; continue }
            if chars[j] == c {
                let m = runLength(chars, j, c)
                if m == n, canClose(chars, j, m) { return (Array(chars[(i + n)..<j]), j + m) }
                j += m
            } else {
                j += 1
            }
        }
        return nil
    }

    private static func canOpen(_ chars: [Character], _ i: Int, _ n: Int) -> Bool {
        guard i + n < chars.count, !chars[i + n].isWhitespace else { return false }
        if chars[i] == "_", i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber { return false }
        return true
    }

    private static func canClose(_ chars: [Character], _ j: Int, _ m: Int) -> Bool {
        guard j > 0, !chars[j - 1].isWhitespace else { return false }
        if chars[j] == "_", j + m < chars.count, chars[j + m].isLetter || chars[j + m].isNumber { return false }
        return true
    }

    private static func runLength(_ chars: [Character], _ i: Int, _ c: Character) -> Int {
        var j = i
        while j < chars.count, chars[j] == c { j += 1 }
        return j - i
    }
}

private extension UInt8 {
    /// ASCII punctuation, as CommonMark's backslash escapes define it.
    var isPunctuation: Bool { (33...47).contains(self) || (58...64).contains(self) || (91...96).contains(self) || (123...126).contains(self) }
}

private extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
