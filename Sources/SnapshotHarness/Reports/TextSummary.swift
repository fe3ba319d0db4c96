import LayoutModel

/// The summary printed on a terminal: the manifest line first (before any pixel talk), then per screen
/// its findings and baseline problems, then one total line.
/// Rules: failing findings are marked `FAIL`, others say why they do not fail (allowed, known, below failOn);
/// screens in name order. One finding of one element is one line however many variants show it,
/// with the variants in a compact form (`accessibility1–accessibility5 · ltr, rtl · pseudo150`) and
/// the message of the first variant (matrix order) it appeared in.
public enum TextSummary {
    /// `positionalHint`: add the line that asks for ids where known findings are matched only by
    /// position (`check` and `accept` say it; `test` does not repeat it on every run).
    public static func render(_ run: RunOutcome, positionalHint: Bool = false) -> String {
        var lines: [String] = []
        if let m = run.manifestLine { lines.append(m) }
        let coverages = run.screenCoverageByName, changedOrders = run.changedReadingOrders
        for (screen, units, groups) in FindingGroups.byScreen(run) {
            var body: [String] = []
            var recorded = 0
            for u in units {
                if let line = JUnitReport.baselineLine(u) { body.append("  FAIL \(line) [\(u.variant.name)]") }
                if u.baselineStatus == .recorded { recorded += 1 }
            }
            let all = units.map(\.variant)
            body = groups.filter { $0.reportedUnder == nil }.map { g in
                var line = "  \(g.mark) \(JUnitReport.line(g.first))\n      "
                    + (g.first.place.map { "at \($0), " } ?? "") + "in \(VariantSet.describe(g.variants, of: all))"
                if g.mark == "allowed" { line += "\n      allowed: \(TextSnapshot.oneLine(g.first.allowReason ?? ""))" }
                if !g.alsoIn.isEmpty { line += "\n      also in \(g.alsoIn.joined(separator: ", ")) (the same view)" }
                return line
            } + body
            let shared = groups.filter { $0.reportedUnder != nil }
            if let under = shared.first?.reportedUnder {
                let n = shared.count
                body.append("  \(n) finding\(n == 1 ? "" : "s") of views shared with \(under), listed there"
                    + (shared.contains { $0.mark == "FAIL" } ? " (failing)" : ""))
            }
            if let order = changedOrders.first(where: { $0.screen == screen }) {
                body.append(contentsOf: ReadingOrderDiff.lines(order, variants: all))
            }
            if recorded > 0 { body.append("  recorded \(recorded) baseline image\(recorded == 1 ? "" : "s")") }
            if let coverage = coverages[screen] { body = CoverageReport.lines(coverage) + body }
            let file = units.first?.screenFile ?? ""
            lines.append("\(screen) (\(file)):" + (body.isEmpty ? " clean" : ""))
            lines.append(contentsOf: body)
        }
        if run.failedByRecording {
            let n = run.recordedCount
            lines.append("FAIL recorded \(n) missing baseline image\(n == 1 ? "" : "s"): a test that records fails; "
                + "look at \(n == 1 ? "it" : "them") (the report shows \(n == 1 ? "it" : "them")), commit and run again")
        }
        if positionalHint, let line = positionalLine(run) { lines.append(line) }
        if let gone = run.goneLine {
            lines.append(gone + ":")
            lines.append(contentsOf: GoneFindings.lines(run.goneFindings))
        }
        if !run.stale.isEmpty {
            lines.append("\(run.stale.count) stale baseline file\(run.stale.count == 1 ? "" : "s") (remove with a11y-snap record --prune):")
            lines.append(contentsOf: run.stale.map { "  \($0)" })
        }
        let changed = run.units.filter { $0.baselineStatus?.fails == true }.count + run.changedReadingOrders.count
        lines.append("\(run.screens.count) screens, \(run.units.count) variants, \(run.allFindings.count) findings "
            + "(\(run.failingFindings.count) failing), \(changed) baseline\(changed == 1 ? "" : "s") failing: "
            + (run.failed ? "FAILED" : "passed"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Said once per run: the known findings matched only by position (elements without an `id:`),
    /// which inserting a node above them would turn into new failures.
    public static func positionalLine(_ run: RunOutcome) -> String? {
        var elements: [String] = []
        var count = 0
        for u in run.units {
            for k in u.knownFindings where k.isPositional {
                count += 1
                let name = "\(k.screen) " + (k.element.hasPrefix("body/") ? k.element : k.otherElement ?? "")
                if !elements.contains(name) { elements.append(name) }
            }
        }
        guard count > 0 else { return nil }
        let listed = elements.sorted()
        let shown = listed.prefix(5).joined(separator: ", ") + (listed.count > 5 ? " and \(listed.count - 5) more" : "")
        return "\(count) known finding\(count == 1 ? " is" : "s are") matched only by position in the screen file "
            + "(give these elements an id: so an inserted node cannot make them new): \(shown)"
    }
}
