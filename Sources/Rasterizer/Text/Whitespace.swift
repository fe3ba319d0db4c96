/// Which UTF-16 code units are spaces that hang at a line end, and which are hard line breaks.
enum Whitespace {
    /// UAX #14 mandatory breaks (BK, CR, LF, NL): LF, VT, FF, CR, NEL, LINE SEPARATOR,
    /// PARAGRAPH SEPARATOR. They end a line and are never shown.
    static func isHardBreak(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Unicode White_Space characters that are not hard breaks (space, tab, ideographic space,
    /// ...). All are in the BMP, so one code unit is one character.
    static func isSpace(_ unit: UInt16) -> Bool {
        guard !isHardBreak(unit), let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isWhitespace
    }

    /// `end` moved back over hard breaks.
    static func trimHardBreaks(_ utf16: [UInt16], _ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, isHardBreak(utf16[e - 1]) { e -= 1 }
        return e
    }

    /// `end` moved back over spaces.
    static func trimSpaces(_ utf16: [UInt16], _ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, isSpace(utf16[e - 1]) { e -= 1 }
        return e
    }

    /// `start` moved forward over spaces.
    static func skipSpaces(_ utf16: [UInt16], _ start: Int, _ end: Int) -> Int {
        var s = start
        while s < end, isSpace(utf16[s]) { s += 1 }
        return s
    }
}
