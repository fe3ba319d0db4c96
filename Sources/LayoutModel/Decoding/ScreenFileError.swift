import Foundation

/// Why a screen file could not be read, where, and what to do about it. Its description reads
/// `FILE:LINE:COLUMN: KEY.PATH: MESSAGE`, e.g.
/// `paywall.screen.yaml:12:5: body.vStack[2].button.frame.widht: unknown key 'widht' (did you mean 'width'?)`;
/// the location or key path is left out when there is none (a syntax error has no key path).
public struct ScreenFileError: Error, Equatable, CustomStringConvertible, LocalizedError {
    public var file: String
    public var location: SourceLocation?
    /// Where in the document: keys joined by dots, list indices in brackets.
    public var keyPath: String
    public var message: String
    /// True when the offending value holds a `${param}`: a component template read on its own.
    var involvesParameter = false

    public init(file: String, location: SourceLocation?, keyPath: String, message: String) {
        self.file = file; self.location = location; self.keyPath = keyPath; self.message = message
    }

    public var line: Int? { location?.line }
    public var column: Int? { location?.column }

    public var description: String {
        var parts = [file]
        if let location { parts.append("\(location.line):\(location.column)") }
        if !keyPath.isEmpty { parts.append(keyPath) }
        return parts.joined(separator: ":") + ": " + message
    }

    public var errorDescription: String? { description }

    public static func == (a: ScreenFileError, b: ScreenFileError) -> Bool { a.description == b.description }
}

/// Near misses for "did you mean" hints.
enum Suggestion {
    /// The candidate closest to `word`, if close enough to be a likely typo (case differences
    /// count as a near miss; otherwise at most a third of the letters may differ, and at least 1).
    static func nearest(_ word: String, in candidates: [String]) -> String? {
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

    /// Levenshtein edit distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
