import Foundation

/// The per-screen text snapshot (`<screen>.snapshot.txt`): for each variant, VoiceOver's reading
/// order, the findings and any notes (`ReviewNotes`), so a pull request shows semantic changes as plain text.
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
            // Only when there are any, so snapshots without notes keep their bytes.
            if !o.notes.isEmpty { lines.append("notes:") }
            for n in o.notes { lines.append("  " + oneLine(n)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A run's snapshot of some of a screen's variants merged into the old snapshot: the run's
    /// sections replace the old ones of the same variant, the old ones of other variants in `order`
    /// stay, all in `order` (variants not in it are dropped: the configuration no longer asks for them).
    public static func merging(_ text: String, into old: String, order: [String]) -> String {
        let new = sections(text), kept = sections(old)
        let header = text.components(separatedBy: "\n\n## ").first ?? ""
        let body = order.compactMap { new.sections[$0] ?? kept.sections[$0] }
        return ([header] + body).joined(separator: "\n\n") + "\n"
    }

    /// Sections by variant name: each `## name` line with the lines under it (no trailing blank line).
    static func sections(_ text: String) -> (header: String, sections: [String: String]) {
        let parts = text.components(separatedBy: "\n\n## ")
        var out: [String: String] = [:]
        for part in parts.dropFirst() {
            let section = "## " + part.trimmingCharacters(in: .newlines)
            let name = String(part.prefix { $0 != "\n" })
            out[name] = section
        }
        return (parts.first ?? "", out)
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
