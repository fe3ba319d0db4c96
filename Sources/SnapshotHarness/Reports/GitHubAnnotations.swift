import Foundation

/// `--format github` (the default inside GitHub Actions): workflow commands that put each failure on
/// the pull request's files. One `::error` per failing (screen, element, check) group at the node's
/// `line` and `col`, titled with the check and severity; one per screen whose pixels or reading order
/// changed; known findings none at all. GitHub shows only 10 error annotations per step, so a run with
/// more says so in a `::notice` pointing to the report.
/// Escaping, as GitHub's runner un-escapes: in the message `%` `\r` `\n` become `%25` `%0D` `%0A`;
/// in properties (`file`, `title`) also `:` and `,` become `%3A` and `%2C`.
public enum GitHubAnnotations {
    /// What GitHub displays of one step's error annotations.
    public static let shownPerStep = 10

    public static func render(_ run: RunOutcome, report: String = "a11y-snap-report/index.html") -> String {
        var lines: [String] = []
        for g in FailureGroup.of(run) {
            let f = g.first
            let also = g.alsoIn.isEmpty ? "" : " (also in \(g.alsoIn.joined(separator: ", ")))"
            lines.append(command(file: g.file, line: g.line, column: f.column ?? 1,
                                 title: "\(f.check.rawValue) (\(f.severity.rawValue))",
                                 message: "\(f.screen): \(g.who): \(f.message) [in \(g.variantText)]\(also)"))
        }
        for screen in run.screens {
            let units = run.units.filter { $0.screen == screen }
            let changed = units.filter { $0.baselineStatus?.fails == true }
            if let u = changed.first, let line = JUnitReport.baselineLine(u) {
                let more = changed.count > 1 ? " (and \(changed.count - 1) more variants)" : ""
                lines.append(command(file: u.screenFile, line: 1, column: 1, title: "pixels changed",
                                     message: "\(screen) \(u.variant.name): \(line)\(more). Accept with: a11y-snap record --failed \(u.screenFile)"))
            }
            if let order = run.changedReadingOrders.first(where: { $0.screen == screen }), let u = units.first {
                lines.append(command(file: u.screenFile, line: 1, column: 1, title: "reading order changed",
                                     message: "\(screen): VoiceOver's order changed in \(order.changes.count) variant(s), see \(order.path). Accept with: a11y-snap record --failed \(u.screenFile)"))
            }
        }
        if lines.count > shownPerStep {
            lines.append("::notice title=\(property("a11y-snap"))::\(data("\(lines.count) failures; GitHub shows the first \(shownPerStep) as annotations. Every one is in the job summary and the report (\(report))."))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func command(file: String, line: Int, column: Int, title: String, message: String) -> String {
        "::error file=\(property(file)),line=\(line),col=\(column),title=\(property(title))::\(data(message))"
    }

    /// Then the other control and bidi characters as every output writes them (`SafeText`):
    /// an ESC or BEL from a file name never reaches the runner's log raw.
    static func data(_ s: String) -> String {
        SafeText.escaped(s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A"))
    }

    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
