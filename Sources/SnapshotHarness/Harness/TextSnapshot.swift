/// The per-screen text snapshot (`<screen>.snapshot.txt`): for each variant, VoiceOver's reading
/// order and the findings, so a pull request shows semantic changes as plain text.
/// Rules: variants in matrix order, findings in report order; no rects or pixel numbers (they churn);
/// only `\n` line ends and a final newline, so the bytes depend on nothing but the content.
public enum TextSnapshot {
    public static func render(screen: String, outcomes: [VariantOutcome]) -> String {
        var lines = ["# a11y-snap text snapshot of \(screen): reading order and findings per variant.",
                     "# Accept changes with: a11y-snap record --failed"]
        for o in outcomes.filter({ $0.screen == screen }).sorted(by: VariantOutcome.reportOrder) {
            lines.append("")
            lines.append("## \(o.variant.name)")
            lines.append("reading order:")
            if o.readingOrder.isEmpty { lines.append("  (nothing is read)") }
            for (i, item) in o.readingOrder.enumerated() {
                lines.append("  \(i + 1). \(oneLine(item.spoken))  [\(item.element)]")
            }
            lines.append("findings:")
            if o.findings.isEmpty { lines.append("  (none)") }
            for f in o.findings { lines.append("  " + describe(f)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `P1 truncated subscribe-button: message`, with the pair's other element and any allowance.
    static func describe(_ f: Finding) -> String {
        var s = "\(f.severity.rawValue) \(f.check.rawValue) \(f.element)"
        if let other = f.otherElement { s += " + \(other)" }
        s += ": \(oneLine(f.message))"
        if f.allowed { s += " (allowed: \(oneLine(f.allowReason ?? "")))" }
        return s
    }

    /// Rule: a value never breaks the one-entry-per-line layout.
    static func oneLine(_ s: String) -> String {
        s.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
