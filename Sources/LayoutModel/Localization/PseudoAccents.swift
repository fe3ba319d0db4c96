// The accented pseudo-language: every ASCII letter becomes an accented look-alike, so the text
// stays readable, shows strings that skipped localization, and exercises diacritics and line
// height. The map is Android's en-XA (AOSP aapt2 `Pseudolocalizer.cpp`, as summarized in
// shared/spec/swiftui-layout-notes.md section 4.2), including `! ? $` -> `¡ ¿ €`. Letters that
// map lists without a counterpart (q v, F M Q V X, and B, whose en-XA form is Greek beta) take
// the nearest Latin look-alike with a diacritic or hook, so every letter visibly changes.

enum PseudoAccents {
    static let map: [Character: Character] = [
        "a": "å", "b": "ɓ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î",
        "j": "ĵ", "k": "ķ", "l": "ļ", "m": "ḿ", "n": "ñ", "o": "ö", "p": "þ", "q": "ʠ", "r": "ŕ",
        "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "х", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î",
        "J": "Ĵ", "K": "Ķ", "L": "Ļ", "M": "Ḿ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ",
        "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Х", "Y": "Ý", "Z": "Ž",
        "!": "¡", "?": "¿", "$": "€",
    ]

    /// `text` with every mapped character replaced (no placeholder handling: see `accent`).
    static func accentPlain(_ text: String) -> String {
        String(text.map { map[$0] ?? $0 })
    }

    /// `string` accented everywhere except inside placeholders (`%@`, `{0}`, `${name}`).
    static func accent(_ string: String) -> String {
        Placeholders.segments(string)
            .map { $0.isPlaceholder ? $0.text : accentPlain($0.text) }
            .joined()
    }
}
