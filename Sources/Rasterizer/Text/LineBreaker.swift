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
struct LineBreaker {
    let utf16: [UInt16]
    /// Width of a range in 26.6, measured by shaping it.
    let width: (Int, Int) -> Int
    /// Maximum line width in 26.6; nil = no wrapping (one line per hard break).
    let maxWidth: Int?

    func lines() -> [LineRange] {
        guard !utf16.isEmpty else { return [] }
        var lines: [LineRange] = []
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
                    lines.append(LineRange(start: lineStart, contentEnd: contentEnd))
                    lineStart = segmentStart; lineWidth = 0; hangingWidth = 0; hasContent = false
                }
                let startOfWord = hasContent ? segmentStart : lineStart
                if let limit = maxWidth, !hasContent, hangingWidth + wordWidth > limit {
                    // Alone on its line and still too wide: break it between graphemes.
                    let rest = breakLongWord(from: startOfWord, to: wordEnd, limit: limit, into: &lines)
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
                lines.append(LineRange(start: lineStart, contentEnd: hasContent ? contentEnd : lineStart))
                lineStart = segmentEnd; lineWidth = 0; hangingWidth = 0; hasContent = false
            }
            segmentStart = segmentEnd
        }
        // The last line; after a final hard break it is the empty line the break opens.
        lines.append(LineRange(start: lineStart, contentEnd: hasContent ? contentEnd : lineStart))
        return lines
    }

    /// Emits full lines of graphemes from `start` while the rest of the word is wider than
    /// `limit`; returns where the remainder starts (it fits, or is one grapheme wider than the
    /// line). Each line takes at least one grapheme, so the loop always makes progress.
    private func breakLongWord(from start: Int, to end: Int, limit: Int, into lines: inout [LineRange]) -> Int {
        let boundaries = BreakOpportunities.graphemeBoundaries(utf16, start, end)
        var pieceStart = start
        while pieceStart < end, width(pieceStart, end) > limit {
            let candidates = boundaries.filter { $0 > pieceStart }
            // One grapheme left: it stays as the current line even though it is too wide.
            guard candidates.count > 1 else { break }
            // Largest boundary whose piece fits, by bisection (widths grow with length).
            var low = 0, high = candidates.count - 1, best = 0
            while low <= high {
                let mid = (low + high) / 2
                if width(pieceStart, candidates[mid]) <= limit { best = mid; low = mid + 1 } else { high = mid - 1 }
            }
            let pieceEnd = candidates[best]
            lines.append(LineRange(start: pieceStart, contentEnd: pieceEnd, breaksWord: true))
            pieceStart = pieceEnd
        }
        return pieceStart
    }
}
