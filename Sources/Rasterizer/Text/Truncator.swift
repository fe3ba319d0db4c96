import LayoutModel

/// Builds the last kept line of a truncated text: as many graphemes as fit with "…" (U+2026),
/// dropped from the end (tail), the start (head) or the middle (middle) of the remaining text.
struct Truncator {
    static let ellipsis: [UInt16] = [0x2026]

    /// Width in 26.6 of a candidate line.
    let width: ([UInt16]) -> Int
    /// nil: no width limit (lines were dropped only by maxLines), so all of it is kept.
    let maxWidth: Int?
    let mode: TruncationMode

    /// `remaining` is the text from the start of the last kept line to the end. A line shows no
    /// hard break, so tail keeps the first of its hard-break-separated pieces, head the last
    /// non-empty one, middle the start of the first and the end of the last.
    func truncate(_ remaining: [UInt16]) -> [UInt16] {
        let pieces = remaining.split(omittingEmptySubsequences: false, whereSeparator: Whitespace.isHardBreak).map(Array.init)
        let first = pieces.first ?? []
        let last = pieces.last { !$0.isEmpty } ?? first
        let firstBounds = [0] + BreakOpportunities.graphemeBoundaries(first, 0, first.count)
        let lastBounds = [0] + BreakOpportunities.graphemeBoundaries(last, 0, last.count)
        let firstCount = firstBounds.count - 1, lastCount = lastBounds.count - 1

        // The candidate keeping `n` graphemes.
        let candidate: (Int) -> [UInt16]
        let most: Int
        switch mode {
        case .tail:
            most = firstCount
            candidate = { n in
                let kept = Array(first[0..<firstBounds[n]])
                return Array(kept[0..<Whitespace.trimSpaces(kept, 0, kept.count)]) + Truncator.ellipsis
            }
        case .head:
            most = lastCount
            candidate = { n in
                let kept = Array(last[lastBounds[lastCount - n]...])
                return Truncator.ellipsis + Array(kept[Whitespace.skipSpaces(kept, 0, kept.count)...])
            }
        case .middle:
            let sameText = pieces.count <= 1 || first == last
            most = sameText ? firstCount : firstCount + lastCount
            candidate = { n in
                // Half (rounded up) from the start, the rest from the end, each within its piece.
                var suffix = min(n / 2, lastCount)
                let prefix = min(n - suffix, firstCount)
                suffix = min(n - prefix, lastCount)
                let head = Array(first[0..<firstBounds[prefix]])
                let tail = Array(last[lastBounds[lastCount - suffix]...])
                return Array(head[0..<Whitespace.trimSpaces(head, 0, head.count)]) + Truncator.ellipsis
                    + Array(tail[Whitespace.skipSpaces(tail, 0, tail.count)...])
            }
        }
        guard let limit = maxWidth else { return candidate(most) }
        // The most graphemes that fit, by bisection (the width grows with the graphemes kept);
        // when not even the ellipsis fits, the ellipsis alone.
        var low = 0, high = most, best = 0
        while low <= high {
            let mid = (low + high) / 2
            if width(candidate(mid)) <= limit { best = mid; low = mid + 1 } else { high = mid - 1 }
        }
        return candidate(best)
    }
}
