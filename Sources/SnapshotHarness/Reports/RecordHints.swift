/// What `record` says after recording when the run still fails: how to accept what it kept.
/// Rule: pixels and findings are accepted separately, so each hint names its own command.
public enum RecordHints {
    public static func lines(_ run: RunOutcome, acceptingFindings: Bool) -> [String] {
        var lines: [String] = []
        let changed = run.units.filter { $0.baselineStatus == .changed || $0.baselineStatus == .sizeMismatch }.count
        if changed > 0 {
            lines.append("\(changed) baseline image\(changed == 1 ? " differs" : "s differ") from this rendering and "
                + "\(changed == 1 ? "was" : "were") kept: accept with a11y-snap record --failed (only what differs) "
                + "or a11y-snap record --update (everything)")
        }
        let orders = run.changedReadingOrders.count
        if orders > 0 {
            lines.append("\(orders) text snapshot\(orders == 1 ? "'s" : "s'") reading order changed and \(orders == 1 ? "was" : "were") kept: "
                + "accept with a11y-snap record --failed")
        }
        let failing = run.failingFindings.count
        if failing > 0 && !acceptingFindings {
            lines.append("\(failing) new finding\(failing == 1 ? " fails" : "s fail") the run: fix \(failing == 1 ? "it" : "them"), "
                + "or accept \(failing == 1 ? "it" : "them") on purpose with a11y-snap accept")
        }
        return lines
    }
}
