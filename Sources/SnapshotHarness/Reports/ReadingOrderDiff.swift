import LayoutModel

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

    /// The terminal lines for one screen's changed reading order, once per screen: one change side
    /// by side (a real language's before a pseudo-locale's), then which variants changed, compactly
    /// (`all sizes · ltr · en, de, ar`). `variants`: the screen's variants in this run.
    /// Rule: adding one button changes every locale's order; the text differs per locale, the change does not.
    public static func lines(_ s: TextSnapshotOutcome, variants: [Variant] = []) -> [String] {
        var lines = ["  FAIL reading order changed (\(s.path)); accept with a11y-snap record --failed"]
        guard let shown = shownFirst(s.changes, variants: variants).first else { return lines }
        let byName = Dictionary(variants.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let changed = s.changes.compactMap { byName[$0.variant] }
        let which = changed.count == s.changes.count && !changed.isEmpty
            ? VariantSet.describe(changed, of: variants)
            : s.changes.prefix(4).map(\.variant).joined(separator: ", ") + (s.changes.count > 4 ? " and \(s.changes.count - 4) more" : "")
        lines.append("      in \(which); as \(shown.variants[0]) reads it:")
        lines.append(contentsOf: sideBySide(was: shown.was, now: shown.now, indent: "      "))
        return lines
    }

    /// The distinct changes (`grouped`), the one to show first leading: the first read in a real
    /// language, as a reviewer reads it, before any pseudo-locale's.
    public static func shownFirst(_ changes: [TextSnapshotOutcome.Change], variants: [Variant]) -> [(variants: [String], was: [String], now: [String])] {
        var groups = grouped(changes)
        if let i = groups.firstIndex(where: { g in !g.variants.contains { Locales.isPseudo(locale(of: $0, in: variants)) } }), i > 0 {
            groups.insert(groups.remove(at: i), at: 0)
        }
        return groups
    }

    /// The locale of the variant called `name`, when it is one of `variants`.
    private static func locale(of name: String, in variants: [Variant]) -> String {
        variants.first { $0.name == name }?.locale ?? ""
    }
}
