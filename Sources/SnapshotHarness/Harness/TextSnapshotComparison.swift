import Foundation

/// How a screen's text snapshot compares with its baseline, and what it did about it.
/// Rules: a change in reading order fails the run like a pixel change; a change in the findings lines
/// alone does not (findings are gated by `findings.json`), and a local `test` leaves the file as it is.
public struct TextSnapshotOutcome: Hashable, Sendable {
    /// One variant's reading order, before and after.
    public struct Change: Hashable, Sendable {
        public var variant: String
        public var was: [String]
        public var now: [String]
        public init(variant: String, was: [String], now: [String]) { self.variant = variant; self.was = was; self.now = now }
    }

    public var screen: String
    /// `Baselines/<screen>/<screen>.snapshot.txt`.
    public var path: String
    /// `matched` (same reading order; findings lines may differ), `changed` (reading order differs),
    /// `missing`, or `recorded`.
    public var status: BaselineStatus
    /// The variants whose reading order differs from the baseline's, in snapshot order.
    public var changes: [Change]

    public init(screen: String, path: String, status: BaselineStatus, changes: [Change] = []) {
        self.screen = screen; self.path = path; self.status = status; self.changes = changes
    }
}

extension TextSnapshot {
    /// Each variant's reading-order lines (`1. Title  [title]`), by variant name, in file order.
    static func readingOrders(_ text: String) -> [(variant: String, lines: [String])] {
        var out: [(String, [String])] = []
        var inOrder = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") { out.append((String(line.dropFirst(3)), [])); inOrder = false }
            else if line == "reading order:" { inOrder = true }
            else if line == "findings:" { inOrder = false }
            else if inOrder, !out.isEmpty { out[out.count - 1].1.append(line.trimmingCharacters(in: .whitespaces)) }
        }
        return out
    }

    /// The variants of the new snapshot whose reading order differs from the old one's (a new variant
    /// counts; a variant the run did not produce, as with a narrowed matrix, does not).
    static func changes(was old: String, now new: String) -> [TextSnapshotOutcome.Change] {
        let before = Dictionary(readingOrders(old), uniquingKeysWith: { a, _ in a })
        return readingOrders(new).compactMap { v -> TextSnapshotOutcome.Change? in
            let was = before[v.variant] ?? []
            return was == v.lines ? nil : TextSnapshotOutcome.Change(variant: v.variant, was: was, now: v.lines)
        }
    }
}
