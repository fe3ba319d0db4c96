/// One line of a paragraph as UTF-16 offsets.
struct LineRange: Hashable {
    var start: Int
    /// End of the shown characters: trailing spaces and the hard break are left out (they hang).
    var contentEnd: Int
    /// True when the line ends inside a word that was too wide for a line of its own.
    var breaksWord = false
}

/// Greedy line filling (as NSLineBreakByWordWrapping, Minikin's GreedyLineBreaker): take words
/// up to each break opportunity while they fit; a word that does not fit starts the next line;
/// a word wider than a whole line is broken between graphemes, only then.
/// Cost is linear in the text's length: each word is measured once, and a word broken between
/// graphemes is measured a logarithmic number of times per line it fills (`breakLongWord`).
struct LineBreaker {
    let utf16: [UInt16]
    /// Width of a range in 26.6, measured by shaping it.
    let width: (Int, Int) -> Int
    /// Maximum line width in 26.6; nil = no wrapping (one line per hard break).
    let maxWidth: Int?

    /// The lines, and the widest line as filled (26.6; words and spaces summed, so it may differ from
    /// the shaped line by kerning). Greedy filling is monotone: any `maxWidth` from `widestFill` up to
    /// this one breaks the same lines (nil: any at least `widestFill` wraps nothing).
    func lines() -> (lines: [LineRange], widestFill: Int) {
        guard !utf16.isEmpty else { return ([], 0) }
        var lines: [LineRange] = []
        var widestFill = 0
        var lineStart = 0, contentEnd = 0
        var lineWidth = 0, hangingWidth = 0, hasContent = false
        var segmentStart = 0
        for opportunity in BreakOpportunities.lineBreaks(utf16) {
            let segmentEnd = opportunity.position
            let spaceEnd = Whitespace.trimHardBreaks(utf16, segmentStart, segmentEnd)
            let wordEnd = Whitespace.trimSpaces(utf16, segmentStart, spaceEnd)
            let wordWidth = wordEnd > segmentStart ? width(segmentStart, wordEnd) : 0
            let spaceWidth = spaceEnd > wordEnd ? width(wordEnd, spaceEnd) : 0
            if wordEnd > segmentStart {
                // The word does not fit after what the line holds: the line ends before it.
                if let limit = maxWidth, hasContent, lineWidth + hangingWidth + wordWidth > limit {
                    widestFill = max(widestFill, lineWidth)
                    lines.append(LineRange(start: lineStart, contentEnd: contentEnd))
                    lineStart = segmentStart; lineWidth = 0; hangingWidth = 0; hasContent = false
                }
                let startOfWord = hasContent ? segmentStart : lineStart
                if let limit = maxWidth, !hasContent, hangingWidth + wordWidth > limit {
                    // Alone on its line and still too wide: break it between graphemes.
                    let rest = breakLongWord(from: startOfWord, to: wordEnd, limit: limit, into: &lines, widestFill: &widestFill)
                    lineStart = rest
                    lineWidth = width(rest, wordEnd)
                } else {
                    lineWidth += hangingWidth + wordWidth
                }
                hangingWidth = 0; hasContent = true; contentEnd = wordEnd
            }
            // Trailing spaces hang: counted only if a word follows on the same line.
            hangingWidth += spaceWidth
            if opportunity.isMandatory {
                widestFill = max(widestFill, lineWidth)
                lines.append(LineRange(start: lineStart, contentEnd: hasContent ? contentEnd : lineStart))
                lineStart = segmentEnd; lineWidth = 0; hangingWidth = 0; hasContent = false
            }
            segmentStart = segmentEnd
        }
        // The last line; after a final hard break it is the empty line the break opens.
        widestFill = max(widestFill, lineWidth)
        lines.append(LineRange(start: lineStart, contentEnd: hasContent ? contentEnd : lineStart))
        return (lines, widestFill)
    }

    /// Emits full lines of graphemes from `start` while the rest of the word is wider than
    /// `limit`; returns where the remainder starts (it fits, or is one grapheme wider than the
    /// line). Each line takes at least one grapheme, so the loop always makes progress.
    /// Each line's end is found by galloping (pieces of 1, 2, 4... graphemes) then bisecting, so a
    /// line costs O(log length) measurements of at most twice its length, never the whole rest.
    private func breakLongWord(from start: Int, to end: Int, limit: Int, into lines: inout [LineRange],
                               widestFill: inout Int) -> Int {
        let boundaries = BreakOpportunities.graphemeBoundaries(utf16, start, end)
        var pieceStart = start
        var first = 0   // boundaries[first...] lie after pieceStart
        while pieceStart < end {
            let last = boundaries.count - 1
            // Gallop: the largest probed boundary that fits (`fits`), the first that does not (`over`).
            var fits = -1, over = -1, step = 1, i = first
            while true {
                if width(pieceStart, boundaries[i]) <= limit { fits = i } else { over = i; break }
                if i == last { break }
                i = min(i + step, last)
                step *= 2
            }
            // The rest fits on the line, or one grapheme is left: it stays on the current line.
            guard over >= 0, last > first else { break }
            // Largest boundary whose piece fits, by bisection (widths grow with length).
            var low = max(fits + 1, first), high = over - 1
            var best = max(fits, first)
            while low <= high {
                let mid = (low + high) / 2
                if width(pieceStart, boundaries[mid]) <= limit { best = mid; low = mid + 1 } else { high = mid - 1 }
            }
            widestFill = max(widestFill, width(pieceStart, boundaries[best]))
            let pieceEnd = boundaries[best]
            lines.append(LineRange(start: pieceStart, contentEnd: pieceEnd, breaksWord: true))
            pieceStart = pieceEnd
            first = best + 1
        }
        return pieceStart
    }
}
