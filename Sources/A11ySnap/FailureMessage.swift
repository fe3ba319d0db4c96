import Foundation

/// The message of a failing assertion, for a person reading a test log: what failed, where to look,
/// how to accept it. Nil when the assertion passes.
/// Rules: it fails on a failing finding (new, not allowed, at a failing severity), a changed,
/// missing or resized baseline, and, as swift-snapshot-testing does, on anything it recorded (so a
/// new baseline is looked at before it is trusted). Findings are grouped per element across variants;
/// changed variants list their baseline, render and diff pictures.
struct FailureMessage {
    var run: RunOutcome
    var mode: RecordMode
    var location: SnapshotLocation
    var environment: [String: String]

    var text: String? {
        get throws {
            let recorded = run.units.filter { $0.baselineStatus == .recorded }
            guard run.failed || !recorded.isEmpty else { return nil }
            let screen = run.screens.joined(separator: ", ")
            let failing = run.units.filter { $0.fails(failOn: run.failOn) }
            var lines = ["a11y-snap: \(screen): " + (run.failed
                ? "\(failing.count) of \(run.units.count) variants fail (record mode \(mode.rawValue)\(underCI ? ", CI" : ""))"
                : "recorded \(recorded.count) baseline image\(recorded.count == 1 ? "" : "s"); look at them, commit them and run again")]
            if let m = run.manifestLine { lines.append(m) }
            lines += findingLines(mark: "FAIL", title: "Failing findings")
            if !recorded.isEmpty { lines += findingLines(mark: "known", title: "Known findings (in findings.json)") }
            lines += baselineLines()
            if !recorded.isEmpty {
                lines.append("Recorded in \(location.baselines):")
                lines += recorded.compactMap { $0.image.map { "  \($0.baseline)" } }
            }
            if run.failed {
                let page = try HTMLReport.write(run, to: location.artifacts)
                lines.append("Report: \(page)")
                lines.append(underCI
                    ? "CI is set: baselines are never written here; record them locally and commit them."
                    : "Accept the change: A11Y_SNAP_RECORD=failed swift test (or record: .failed)")
            }
            return lines.joined(separator: "\n")
        }
    }

    var underCI: Bool { RecordMode.default(environment: environment) == .never }

    /// One line per finding of an element, with the variants it shows in.
    func findingLines(mark: String, title: String) -> [String] {
        let all = run.units.map(\.variant)
        let groups = run.screens.flatMap { s in
            FindingGroups.of(run.units.filter { $0.screen == s }, failOn: run.failOn).filter { $0.mark == mark }
        }
        guard !groups.isEmpty else { return [] }
        return ["\(title):"] + groups.flatMap { g -> [String] in
            let f = g.first
            let who = f.otherElement.map { "\(f.element) + \($0)" } ?? f.element
            return ["  \(f.severity.rawValue) \(f.check.rawValue) \(who): \(f.message)",
                    "      in \(VariantSet.describe(g.variants, of: all))"]
        }
    }

    /// Changed, missing and resized baselines, with their pictures.
    func baselineLines() -> [String] {
        let bad = run.units.filter { $0.baselineStatus?.fails == true }
        guard !bad.isEmpty else { return [] }
        return ["Baselines:"] + bad.flatMap { u -> [String] in
            var out = ["  \(u.description)"]
            if u.baselineStatus == .missing {
                out[0] = "  \(u.id): no baseline" + (underCI ? " (CI is set: not recorded)" : " (record mode never)")
            }
            if let i = u.image {
                if u.baselineStatus != .missing { out.append("      baseline: \(i.baseline)") }
                out.append("      actual:   \(i.actual)")
                if let d = i.diff { out.append("      diff:     \(d)") }
            }
            return out
        }
    }
}
