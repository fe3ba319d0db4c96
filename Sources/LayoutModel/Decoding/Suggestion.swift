import Foundation

/// Near misses for "did you mean" hints.
public enum Suggestion {
    /// The candidate closest to `word`, if close enough to be a likely typo (case differences
    /// count as a near miss; otherwise at most a third of the letters may differ, and at least 1).
    public static func nearest(_ word: String, in candidates: [String]) -> String? {
        if let same = candidates.first(where: { $0.lowercased() == word.lowercased() }) { return same }
        let limit = max(1, word.count / 3)
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }

    /// ` (did you mean 'x'?)` or nothing.
    static func hint(_ word: String, in candidates: [String]) -> String {
        nearest(word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Edit distance where swapping two neighbouring letters (`widht`) counts as one edit
    /// (optimal string alignment).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
