import ICUBridge

/// A place the text may (or must) break: before UTF-16 offset `position`.
struct BreakOpportunity: Hashable {
    var position: Int
    /// A mandatory break (after a hard line break: LF, CR LF, U+2028, ...).
    var isMandatory: Bool
}

/// ICU break iterators over UTF-16 text. Locale "" = ICU's root rules, i.e. plain UAX #14 line
/// breaking and UAX #29 extended grapheme clusters, the same on every machine with ICU 72.
enum BreakOpportunities {
    /// Line break opportunities (UBRK_LINE), ending with the end of the text.
    static func lineBreaks(_ utf16: [UInt16]) -> [BreakOpportunity] {
        var result: [BreakOpportunity] = []
        iterate(Int32(A11Y_BREAK_LINE), utf16) { iterator, position in
            // Rule status >= UBRK_LINE_HARD (100) marks a break after a hard line break.
            let status = a11y_breaks_rule_status(iterator)
            result.append(BreakOpportunity(position: position, isMandatory: status >= a11y_breaks_line_hard()))
        }
        if result.last?.position != utf16.count {
            result.append(BreakOpportunity(position: utf16.count, isMandatory: false))
        }
        return result
    }

    /// Grapheme cluster boundaries (UBRK_CHARACTER) strictly inside `start..<end`, plus `end`.
    static func graphemeBoundaries(_ utf16: [UInt16], _ start: Int, _ end: Int) -> [Int] {
        guard start < end else { return [] }
        var result: [Int] = []
        iterate(Int32(A11Y_BREAK_CHARACTER), Array(utf16[start..<end])) { _, position in result.append(start + position) }
        if result.last != end { result.append(end) }
        return result
    }

    private static func iterate(_ type: Int32, _ utf16: [UInt16],
                                _ body: (OpaquePointer, Int) -> Void) {
        guard !utf16.isEmpty else { return }
        utf16.withUnsafeBufferPointer { buffer in
            var status: Int32 = 0
            guard let iterator = a11y_breaks_open(type, "", buffer.baseAddress, Int32(buffer.count), &status),
                  status <= 0 else { return }
            defer { a11y_breaks_close(iterator) }
            var position = a11y_breaks_first(iterator)   // 0, not an opportunity
            position = a11y_breaks_next(iterator)
            while position != a11y_breaks_done() {
                body(iterator, Int(position))
                position = a11y_breaks_next(iterator)
            }
        }
    }
}
