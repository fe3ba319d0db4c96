/// Deterministic pseudo-localization (the spec's `pseudo130` / `pseudo150` locales): accent the
/// letters (see `PseudoAccents`), keep placeholders, then pad with pseudo-words until the string
/// is `expansion` longer *as rendered*.
///
/// Rules:
/// - Width is measured by `measure` (the lead passes the real text engine at body size); without
///   one, by grapheme clusters, the unit a person counts in.
/// - Target = (1 + expansion) x width(original). Translations run 30 % longer than English for
///   long strings and more for short ones (IBM globalization guideline A3, notes section 4.3), so
///   +30 % is the floor and +50 % the common test budget.
/// - Padding is " " + a fixed sequence of accented words (Android en-XA pads with "one two
///   three ..."), cycled, so the text can wrap between words as a real translation does.
/// - The padding is cut at the first character that reaches the target: the result is
///   >= target, and dropping its last character would fall short. When the cut lands on a word
///   gap, that space is dropped and the next word's first letter ends the chunk instead (a
///   trailing space hangs at a line end, so it adds no rendered width). So the result overshoots
///   the target by less than one character: the wider of a letter and a space.
/// - The first space (between the original and the padding) always stays, with at least one
///   letter after it, so very short strings (a few characters) may end above the target.
/// - Empty strings stay empty; strings with no width (only zero-width characters) are accented only.
/// - A string with no letters ("02:45", "100 %", "+", "•") is left as it is: numbers, times and
///   symbols are not translated, so they do not grow in a real locale either.
public struct PseudoLocalizer: Sendable {
    /// 0.3 for `pseudo130`, 0.5 for `pseudo150`.
    public var expansion: Double
    public var measure: @Sendable (String) -> Double

    public init(expansion: Double, measure: (@Sendable (String) -> Double)? = nil) {
        self.expansion = expansion
        self.measure = measure ?? PseudoLocalizer.graphemeCount
    }

    /// The default width: one unit per grapheme cluster (a user-perceived character).
    public static let graphemeCount: @Sendable (String) -> Double = { Double($0.count) }

    public func pseudolocalize(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return string }
        let accented = PseudoAccents.accent(string)
        let original = measure(string)
        guard original > 0 else { return accented }
        let target = original * (1 + expansion)
        func candidate(_ k: Int) -> String { accented + PseudoPadding.prefix(k) }
        func reaches(_ k: Int) -> Bool { measure(candidate(k)) >= target }
        // The fewest padding characters k >= 2 (the space and one letter) that reach the target:
        // grow an upper bound by doubling, then bisect (width grows with k). The cap keeps a
        // measure that never grows from looping; the result is then merely long.
        let cap = 64 * (string.count + 64)
        var high = 2
        while !reaches(high) && high < cap { high *= 2 }
        var low = 1   // invariant: k = low is too short (or, for 1, not allowed); k = high reaches
        while high - low > 1 {
            let mid = (low + high) / 2
            if reaches(mid) { high = mid } else { low = mid }
        }
        return candidate(high)
    }
}

/// The padding stream: " " + accented "one two three ... twenty", repeated, words separated by
/// single spaces.
enum PseudoPadding {
    static let words: [String] = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen", "twenty",
    ].map(PseudoAccents.accentPlain)

    /// The first `k` characters of the stream (k >= 2); when the k-th is a gap between words,
    /// the next word's first letter takes its place, so the padding never ends on a space.
    static func prefix(_ k: Int) -> String {
        var stream: [Character] = [" "]
        var index = 0
        while stream.count <= k {
            if index > 0 { stream.append(" ") }
            stream.append(contentsOf: words[index % words.count])
            index += 1
        }
        var chunk = Array(stream[0..<k])
        if k > 1, chunk[k - 1] == " " { chunk[k - 1] = stream[k] }
        return String(chunk)
    }
}
