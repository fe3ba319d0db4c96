import ICUBridge

/// A piece of one bidi run that one font shapes in one script.
struct TextItem: Hashable {
    var start: Int
    var end: Int
    var face: Int
    /// ISO 15924 code, e.g. "Latn", "Arab", "Hebr"; "Zyyy" when the text has no script of its own.
    var script: String
}

/// Splits a bidi run into items by font (per-character fallback) and script.
enum RunItemizer {
    /// `hasGlyph(face, scalar)` tells whether a face maps a character. `chain` is the fallback
    /// order; its first face is the primary font, used (with .notdef) when no face has the glyph.
    /// `privateUse`, when given, draws the private-use area's characters (U+E000-U+F8FF) when it
    /// has them: the symbol font's glyphs inside a text (`InlineSymbol`).
    static func items(_ utf16: ArraySlice<UInt16>, chain: [Int], privateUse: Int? = nil,
                      hasGlyph: (Int, Unicode.Scalar) -> Bool) -> [TextItem] {
        guard let primary = chain.first else { return [] }
        var pieces: [(start: Int, end: Int, face: Int, script: String?)] = []
        var offset = utf16.startIndex
        for scalar in String(decoding: utf16, as: UTF16.self).unicodeScalars {
            let width = scalar.utf16.count
            defer { offset += width }
            var face = chain.first { hasGlyph($0, scalar) } ?? primary
            if let symbols = privateUse, (0xE000...0xF8FF).contains(scalar.value), hasGlyph(symbols, scalar) { face = symbols }
            // Combining marks, joiners and variation selectors stay in their base character's
            // font, so a grapheme is never split across fonts.
            if let previous = pieces.last, continuesCluster(scalar) { face = previous.face }
            let script = scriptCode(scalar)
            if var last = pieces.last, last.face == face, script == nil || last.script == nil || last.script == script {
                last.end = offset + width
                if last.script == nil { last.script = script }
                pieces[pieces.count - 1] = last
            } else {
                pieces.append((offset, offset + width, face, script))
            }
        }
        // Common/Inherited characters (spaces, digits, punctuation) took the script of the text
        // around them above; an item made of them only borrows its neighbour's script.
        var items: [TextItem] = []
        for (i, piece) in pieces.enumerated() {
            let neighbour = pieces[..<i].last { $0.script != nil }?.script ?? pieces[i...].first { $0.script != nil }?.script
            items.append(TextItem(start: piece.start, end: piece.end, face: piece.face,
                                  script: piece.script ?? neighbour ?? "Zyyy"))
        }
        return items
    }

    private static func continuesCluster(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        switch p.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return p.isVariationSelector || p.isJoinControl
        }
    }

    /// ICU's script of a character, nil for Common and Inherited (USCRIPT_COMMON = 0,
    /// USCRIPT_INHERITED = 1), which take the script of their neighbours.
    private static func scriptCode(_ scalar: Unicode.Scalar) -> String? {
        var status: Int32 = 0
        let code = a11y_script_of(Int32(bitPattern: scalar.value), &status)
        guard status <= 0, code > 1, let name = a11y_script_short_name(code) else { return nil }
        return String(cString: name)
    }
}
