/// The Markdown job summary (`$GITHUB_STEP_SUMMARY`, or `--summary FILE`): the status, a table of the
/// failing findings with their variants, the changed baselines and reading orders, and the commands
/// that accept them. Rule: one row per failing (screen, element, check) group, as the annotations.
public enum JobSummary {
    public static func render(_ run: RunOutcome, report: String) -> String {
        let groups = FailureGroup.of(run)
        let changed = run.units.filter { $0.baselineStatus?.fails == true }
        var md = "## a11y-snap: \(run.failed ? "❌ failed" : "✅ passed")\n\n"
        md += "\(run.screens.count) screens, \(run.units.count) variants: \(groups.count) failing finding group\(groups.count == 1 ? "" : "s"), "
        md += "\(changed.count) changed baseline image\(changed.count == 1 ? "" : "s"), "
        md += "\(run.changedReadingOrders.count) changed reading order\(run.changedReadingOrders.count == 1 ? "" : "s").\n\n"
        if !groups.isEmpty {
            md += "### Failing findings\n\n| screen | where | severity | check | element | variants | message |\n|---|---|---|---|---|---|---|\n"
            for g in groups {
                let f = g.first
                let screens = ([f.screen] + g.alsoIn).joined(separator: ", ")
                md += "| \(cell(screens)) | \(SafeText.markdownCode("\(g.file):\(g.line)")) | \(f.severity.rawValue) | \(f.check.rawValue) | \(SafeText.markdownCode(g.who)) | \(cell(g.variantText)) | \(cell(f.message)) |\n"
            }
            md += "\n"
        }
        md += CoverageReport.markdown(run)
        if !changed.isEmpty {
            md += "### Changed baselines\n\n| screen | variant | change |\n|---|---|---|\n"
            for u in changed { md += "| \(cell(u.screen)) | \(cell(u.variant.name)) | \(cell(JUnitReport.baselineLine(u) ?? "")) |\n" }
            md += "\n"
        }
        if !run.changedReadingOrders.isEmpty {
            md += "### Changed reading order\n\n"
            for s in run.changedReadingOrders { md += "- \(cell(s.screen)): \(s.changes.count) variant\(s.changes.count == 1 ? "" : "s") (\(SafeText.markdownCode(s.path)))\n" }
            md += "\n"
        }
        if let gone = run.goneLine { md += "\(gone).\n\n" }
        if run.failed {
            md += "To accept: pictures and reading order with `a11y-snap record --failed`; new findings, on purpose, with `a11y-snap accept`.\n\n"
        }
        return md + "Full report: \(SafeText.markdownCode(report)).\n"
    }

    /// Rule: text from input is text (`SafeText.markdown`): a table cell never breaks the table
    /// (`|` escaped, one line) and no markup of the input's reaches the page.
    static func cell(_ s: String) -> String { SafeText.markdown(s) }
}
