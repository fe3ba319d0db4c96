import Foundation

// Placeholders are the parts of a string the app fills in at run time; pseudo-localization must
// leave them exactly as written or formatting breaks (Android en-XA keeps them too). Recognized:
// - printf / `String(format:)` specifiers: `%@`, `%d`, `%lld`, `%.2f`, `%1$@`, `%%`
//   (`%` [position `N$`] [flags `-+#0'`] [width] [`.`precision] [length `hh h ll l L q j z t`]
//   conversion, per IEEE printf and Apple's "String Format Specifiers"). printf's space flag is
//   left out on purpose: UI prose like "50% off" or "100% sure" would read as `% o` / `% s`;
// - `{0}`: .NET / ICU MessageFormat numbered arguments;
// - `${name}`: the screen format's component parameters (`use:` ... `with:`).

enum Placeholders {
    /// One run of a string: plain text, or a placeholder to keep verbatim.
    struct Segment: Equatable {
        var text: String
        var isPlaceholder: Bool
    }

    /// `string` split into text and placeholder runs, in order; joined they give `string` back.
    static func segments(_ string: String) -> [Segment] {
        let chars = Array(string)
        var result: [Segment] = []
        var text = ""
        var i = 0
        while i < chars.count {
            if let length = placeholderLength(chars, at: i) {
                if !text.isEmpty { result.append(Segment(text: text, isPlaceholder: false)); text = "" }
                result.append(Segment(text: String(chars[i..<(i + length)]), isPlaceholder: true))
                i += length
            } else {
                text.append(chars[i])
                i += 1
            }
        }
        if !text.isEmpty { result.append(Segment(text: text, isPlaceholder: false)) }
        return result
    }

    /// The length of the placeholder starting at `i`, or nil.
    private static func placeholderLength(_ c: [Character], at i: Int) -> Int? {
        switch c[i] {
        case "%": return printfLength(c, at: i)
        case "{": return braced(c, from: i + 1, allowed: { $0.isASCII && $0.isNumber }).map { $0 - i }
        case "$" where i + 1 < c.count && c[i + 1] == "{":
            return braced(c, from: i + 2, allowed: { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }).map { $0 - i }
        default: return nil
        }
    }

    /// The index after a `}` that closes a non-empty run of `allowed` characters from `start`.
    private static func braced(_ c: [Character], from start: Int, allowed: (Character) -> Bool) -> Int? {
        var j = start
        while j < c.count, allowed(c[j]) { j += 1 }
        guard j > start, j < c.count, c[j] == "}" else { return nil }
        return j + 1
    }

    private static func printfLength(_ c: [Character], at i: Int) -> Int? {
        var j = i + 1
        func digits() { while j < c.count, c[j].isASCII, c[j].isNumber { j += 1 } }
        guard j < c.count else { return nil }
        if c[j] == "%" { return 2 }
        // Positional argument `N$`.
        let afterPercent = j
        digits()
        if j > afterPercent, j < c.count, c[j] == "$" { j += 1 } else { j = afterPercent }
        while j < c.count, "-+#0'".contains(c[j]) { j += 1 }
        if j < c.count, c[j] == "*" { j += 1 } else { digits() }
        if j < c.count, c[j] == "." {
            j += 1
            if j < c.count, c[j] == "*" { j += 1 } else { digits() }
        }
        for length in ["hh", "ll", "h", "l", "L", "q", "j", "z", "t"] {
            let chars = Array(length)
            if j + chars.count <= c.count, Array(c[j..<(j + chars.count)]) == chars { j += chars.count; break }
        }
        guard j < c.count, "@dDiuUxXoOfFeEgGcCsSpaA".contains(c[j]) else { return nil }
        return j + 1 - i
    }
}

extension Placeholders {
    /// `format` with its printf specifiers replaced by `arguments`, as `String(format:)` does for
    /// SwiftUI's interpolated `LocalizedStringKey`: in order, or by position (`%2$@`); `%%` is `%`.
    /// A numeric argument of an integer specifier (`%d %lld %u`) or `%f` (precision, else 6
    /// digits) goes through `number` (the locale's digits); `%@` is the argument as given. A
    /// specifier without an argument is left out, never drawn raw, and reported as `missing`.
    public static func fill(_ format: String, _ arguments: [String],
                            number: ((Double, _ fractionDigits: Int) -> String)? = nil) -> (text: String, missing: String?) {
        var next = 0
        var missing: String?
        let text = segments(format).map { segment -> String in
            guard segment.isPlaceholder, segment.text.hasPrefix("%") else { return segment.text }
            if segment.text == "%%" { return "%" }
            let body = segment.text.dropFirst()
            var index = next
            if let dollar = body.firstIndex(of: "$"), let n = Int(body[..<dollar]) { index = n - 1 } else { next += 1 }
            guard arguments.indices.contains(index) else { missing = missing ?? segment.text; return "" }
            let argument = arguments[index]
            guard let conversion = body.last, let value = Double(argument) else { return argument }
            var precision: Int?
            if let dot = body.firstIndex(of: ".") { precision = Int(body[body.index(after: dot)...].prefix { $0.isNumber }) }
            if "fF".contains(conversion) || precision != nil {
                let digits = precision ?? 6
                return number?(value, digits) ?? NumberText.fixed(value, places: digits)
            }
            if "dDiuU".contains(conversion) { return number?(value.rounded(.towardZero), 0) ?? argument }
            return argument
        }.joined()
        return (text, missing)
    }
}
