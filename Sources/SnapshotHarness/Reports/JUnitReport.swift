/// `--junit FILE`: JUnit XML for CI test views. One `<testsuite>` per screen, one `<testcase>` per variant.
/// Rules: a case fails on a failing finding or a failing baseline status, and its `<failure>` lists them
/// with the diff count; allowed and known findings go to `<system-out>` (reported, never dropped);
/// no timestamps or durations, so the same run gives the same bytes.
public enum JUnitReport {
    public static func render(_ run: RunOutcome) -> String {
        let failing = run.units.filter { $0.fails(failOn: run.failOn) }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"a11y-snap\" tests=\"\(run.units.count)\" failures=\"\(failing)\">\n"
        for screen in run.screens {
            let units = run.units.filter { $0.screen == screen }
            let f = units.filter { $0.fails(failOn: run.failOn) }.count
            out += "  <testsuite name=\"\(attr(screen))\" tests=\"\(units.count)\" failures=\"\(f)\">\n"
            for u in units { out += testcase(u, failOn: run.failOn) }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    private static func testcase(_ u: VariantOutcome, failOn: Set<Severity>) -> String {
        let open = "    <testcase classname=\"\(attr(u.screen))\" name=\"\(attr(u.variant.name))\" file=\"\(attr(u.screenFile))\""
        let failing = u.failingFindings(failOn: failOn)
        let others = u.findings.filter { !u.fails($0, failOn: failOn) }
        let baselineFails = u.baselineStatus?.fails ?? false
        if failing.isEmpty && !baselineFails && others.isEmpty { return open + "/>\n" }
        var out = open + ">\n"
        if !failing.isEmpty || baselineFails {
            var summary: [String] = []
            if !failing.isEmpty { summary.append(failing.count == 1 ? "1 failing finding" : "\(failing.count) failing findings") }
            if baselineFails, let line = baselineLine(u) { summary.append(line) }
            var body = failing.map(line)
            if baselineFails, let line = baselineLine(u) { body.append(line) }
            out += "      <failure message=\"\(attr(summary.joined(separator: "; ")))\" type=\"a11y-snap\">"
            out += text(body.joined(separator: "\n")) + "</failure>\n"
        }
        if !others.isEmpty {
            let lines = others.map { f in line(f) + (f.allowed ? " (allowed: \(f.allowReason ?? ""))" : u.isKnown(f) ? " (known)" : " (below failOn)") }
            out += "      <system-out>" + text(lines.joined(separator: "\n")) + "</system-out>\n"
        }
        return out + "    </testcase>\n"
    }

    /// `P1 truncated subscribe-button at (16, 700, 361x50): message`
    static func line(_ f: Finding) -> String {
        let r = f.rect
        let n = { JSONValue.format($0, decimals: 2) }
        let who = f.otherElement.map { "\(f.element) + \($0)" } ?? f.element
        return "\(f.severity.rawValue) \(f.check.rawValue) \(who) at (\(n(r.x)), \(n(r.y)), \(n(r.width))x\(n(r.height))): \(f.message)"
    }

    /// `baseline changed: 120 of 3000 pixels differ`, or the status's meaning.
    static func baselineLine(_ u: VariantOutcome) -> String? {
        switch u.baselineStatus {
        case .changed?:
            guard let d = u.diff else { return "baseline changed" }
            return "baseline changed: \(d.different) of \(d.total) pixels differ"
        case .missing?: return "baseline missing: record it with a11y-snap record \(u.screenFile)"
        case .sizeMismatch?: return "baseline has a different size than the rendering"
        default: return nil
        }
    }

    private static func attr(_ s: String) -> String { XMLEscaping.escape(s, attribute: true) }
    private static func text(_ s: String) -> String { XMLEscaping.escape(s) }
}
