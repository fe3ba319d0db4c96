extension RunOutcome: CustomStringConvertible {
    /// The terminal summary (`TextSummary`): findings grouped per element, failing baselines, totals.
    public var description: String { TextSummary.render(self) }
}

extension VariantOutcome: CustomStringConvertible {
    /// `Paywall/large-ltr-en-light: baseline changed: 120 of 3000 pixels differ; 2 findings`.
    public var description: String {
        var parts = [baselineStatus.map { JUnitReport.baselineLine(self) ?? "baseline \($0.rawValue)" } ?? "checks only"]
        parts.append(findings.count == 1 ? "1 finding" : "\(findings.count) findings")
        return "\(id): " + parts.joined(separator: "; ")
    }
}
