// An image inside a text run: SwiftUI's `Text("\(Image(systemName: "star")) Favorites")` and
// `Text(Image(systemName: "star")) + Text(" Favorites")`. Rules, in order:
// 1. `marker`: the reader writes the image into the text's string as a marker (U+FFF9, its name
//    with each character moved to plane 15's private use area, U+FFFB), so that catalogs, format
//    arguments, pseudo-localization and `textCase` carry it through untouched;
// 2. `drawn`: the layout replaces each marker with the character the text engine draws the symbol
//    with (`TextMeasuring.inlineSymbolCharacter`: a glyph of its symbol font, shaped, measured,
//    broken and truncated with the line, at the text's size on its baseline, taking its advance
//    width, as SwiftUI draws a symbol in a text), or, when the engine has none (an asset image, a
//    symbol it does not know), `standIn`, a square one em wide;
// 3. `spoken`: VoiceOver reads the image by its name, dots as spaces ("star.fill" -> "star fill"),
//    where it sits in the text (`LaidOutText.spoken`).

public enum InlineSymbol {
    static let open: Unicode.Scalar = "\u{FFF9}"
    static let close: Unicode.Scalar = "\u{FFFB}"
    static let plane15: UInt32 = 0xF0000
    /// The character drawn for an image the text engine has no glyph for: a white square (U+25A1).
    public static let standIn = "\u{25A1}"

    /// Rule 1: the marker of the image `name` in a string.
    public static func marker(_ name: String) -> String {
        var s = String.UnicodeScalarView()
        s.append(open)
        for u in name.unicodeScalars where u.value < 0x10000 {
            if let moved = Unicode.Scalar(plane15 + u.value) { s.append(moved) }
        }
        s.append(close)
        return String(s)
    }

    /// Whether `s` holds a marker.
    public static func contains(_ s: String) -> Bool { s.unicodeScalars.contains(open) }

    /// `s` with each marker replaced by `replacement(name)`.
    static func replacing(_ s: String, _ replacement: (String) -> String) -> String {
        guard contains(s) else { return s }
        var out = "", name = "", inMarker = false
        for u in s.unicodeScalars {
            if u == open { inMarker = true; name = ""; continue }
            if inMarker {
                if u == close { out += replacement(name); inMarker = false }
                else if u.value >= plane15, let back = Unicode.Scalar(u.value - plane15) { name.unicodeScalars.append(back) }
                continue
            }
            out.unicodeScalars.append(u)
        }
        return out
    }

    /// Rule 2: the string as the text engine draws it.
    public static func drawn(_ s: String, measurer: any TextMeasuring) -> String {
        replacing(s) { measurer.inlineSymbolCharacter($0) ?? standIn }
    }

    /// Rule 3: the string as VoiceOver speaks it.
    public static func spoken(_ s: String) -> String {
        replacing(s) { spokenName(ofSymbol: $0) }
    }

    /// A symbol's name as VoiceOver reads an image of it that has no label ("star.fill" -> "star fill").
    public static func spokenName(ofSymbol name: String) -> String {
        name.replacingOccurrences(of: ".", with: " ")
    }
}
