import Foundation

/// GitHub Actions workflow commands: one `::error` line per failing, non-allowed finding and per failing
/// baseline, so they show on the pull request's files.
/// Escaping, as GitHub's runner un-escapes: in the message `%` `\r` `\n` become `%25` `%0D` `%0A`;
/// in properties (`file`, `title`) also `:` and `,` become `%3A` and `%2C`.
public enum GitHubAnnotations {
    public static func render(_ run: RunOutcome) -> String {
        var lines: [String] = []
        for u in run.units {
            for f in u.failingFindings(failOn: run.failOn) {
                let title = "a11y \(f.check.rawValue) (\(f.severity.rawValue)) in \(u.screen) \(u.variant.name)"
                let who = f.otherElement.map { "\(f.element) + \($0)" } ?? f.element
                lines.append(command(file: f.source?.file ?? u.screenFile, line: f.source?.line, column: f.source?.column,
                                     title: title, message: "\(who): \(f.message)"))
            }
            if u.baselineStatus?.fails == true, let line = JUnitReport.baselineLine(u) {
                lines.append(command(file: u.screenFile, title: "a11y-snap baseline of \(u.screen) \(u.variant.name)",
                                     message: "\(line). Accept with: a11y-snap record --update \(u.screenFile)"))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `line`/`col` place the annotation on the view (or YAML node) that produced the finding.
    static func command(file: String, line: Int? = nil, column: Int? = nil, title: String, message: String) -> String {
        let place = (line.map { ",line=\($0)" } ?? "") + (column.map { ",col=\($0)" } ?? "")
        return "::error file=\(property(file))\(place),title=\(property(title))::\(data(message))"
    }

    static func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
