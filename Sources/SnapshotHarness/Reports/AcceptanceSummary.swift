import LayoutModel

/// What `record --accept-findings` (`accept`) prints: the findings it made known, grouped by screen,
/// element and check with their variants, and counted by severity; the new P0s it refused; the gone
/// known findings it dropped. The first `record` says in one line what "known" means.
public enum AcceptanceSummary {
    public static func render(_ a: FindingsAcceptance, run: RunOutcome) -> String {
        var lines: [String] = []
        if a.created {
            lines.append("Recorded \(count(a.accepted.count, "current finding")) as known in findings.json: known findings "
                + "do not fail `test`, new ones do; fix them over time and `a11y-snap accept` drops the gone ones.")
        } else if a.accepted.isEmpty {
            lines.append("No new findings to accept.")
        } else {
            lines.append("Accepted \(count(a.accepted.count, "new finding")) as known (\(bySeverity(a.accepted))):")
            lines.append(contentsOf: groups(a.accepted, run: run))
        }
        if !a.heldBack.isEmpty {
            lines.append("Not accepted: \(count(a.heldBack.count, "new P0 finding")) (a person cannot complete the task; "
                + "fix them, or accept them on purpose with a11y-snap accept --allow-p0):")
            lines.append(contentsOf: groups(a.heldBack, run: run))
        }
        if !a.dropped.isEmpty {
            lines.append("Dropped \(count(a.dropped.count, "known finding")) that \(a.dropped.count == 1 ? "is" : "are") gone:")
            lines.append(contentsOf: GoneFindings.lines(a.dropped))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `P0 2, P1 10, P2 1`: every severity, zeros included, so the count of P0s is always visible.
    static func bySeverity(_ findings: [Finding]) -> String {
        Severity.allCases.map { s in "\(s.rawValue) \(findings.filter { $0.severity == s }.count)" }.joined(separator: ", ")
    }

    /// One line per screen, severity, check and element, with the variants it occurs in.
    static func groups(_ findings: [Finding], run: RunOutcome) -> [String] {
        var order: [String] = []
        var grouped: [String: [Finding]] = [:]
        for f in findings {
            let key = [f.screen, f.severity.rawValue, f.check.rawValue, f.element, f.otherElement ?? ""].joined(separator: "|")
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append(f)
        }
        return order.map { key in
            let fs = grouped[key]!, f = fs[0]
            let all = run.units.filter { $0.screen == f.screen }.map(\.variant)
            let who = f.otherElement.map { "\(f.element) + \($0)" } ?? f.element
            return "  \(f.screen): \(f.severity.rawValue) \(f.check.rawValue) \(who)  in \(VariantSet.describe(fs.map(\.variant), of: all))"
        }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

/// Known findings that no longer occur, one line per screen, check and element with how many
/// variants they were known in.
public enum GoneFindings {
    public static func lines(_ keys: [FindingKey]) -> [String] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for k in keys.sorted() {
            let who = k.otherElement.map { "\(k.element) + \($0)" } ?? k.element
            let line = "  \(k.screen): \(k.check) \(who)"
            if counts[line] == nil { order.append(line) }
            counts[line, default: 0] += 1
        }
        return order.map { "\($0)  (\(counts[$0]!) variant\(counts[$0]! == 1 ? "" : "s"))" }
    }
}
