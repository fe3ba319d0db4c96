/// A changed reading order as people compare it: the old order beside the new, one spoken element
/// per row, the rows that differ marked `≠`. Variants whose change is the same are shown once.
public enum ReadingOrderDiff {
    /// Changes grouped by identical (was, now), in first-seen order, with their variants' names.
    public static func grouped(_ changes: [TextSnapshotOutcome.Change]) -> [(variants: [String], was: [String], now: [String])] {
        var out: [(variants: [String], was: [String], now: [String])] = []
        for c in changes {
            if let i = out.firstIndex(where: { $0.was == c.was && $0.now == c.now }) { out[i].variants.append(c.variant) }
            else { out.append(([c.variant], c.was, c.now)) }
        }
        return out
    }

    /// Rows `was | now` padded to one column width, each line prefixed by `indent`.
    public static func sideBySide(was: [String], now: [String], indent: String) -> [String] {
        let width = max(3, (was.map(\.count) + [0]).max()!)
        func pad(_ s: String) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
        var rows = [indent + "  " + pad("was") + " | now"]
        for i in 0..<max(was.count, now.count) {
            let a = i < was.count ? was[i] : "", b = i < now.count ? now[i] : ""
            rows.append(indent + (a == b ? "  " : "≠ ") + pad(a) + " | " + b)
        }
        return rows
    }

    /// The terminal lines for one screen's changed reading order.
    public static func lines(_ s: TextSnapshotOutcome) -> [String] {
        var lines = ["  FAIL reading order changed (\(s.path)); accept with a11y-snap record --failed"]
        for g in grouped(s.changes) {
            let shown = g.variants.prefix(4).joined(separator: ", ") + (g.variants.count > 4 ? " and \(g.variants.count - 4) more" : "")
            lines.append("      in \(shown):")
            lines.append(contentsOf: sideBySide(was: g.was, now: g.now, indent: "      "))
        }
        return lines
    }
}
