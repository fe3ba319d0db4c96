import LayoutModel

/// Each output's words for a screen's coverage (`ScreenCoverage`), next to its findings: the text
/// summary's lines, the JSON objects of `check --format json` and of the run JSON (read back by
/// `RunJSONDecoder`), the HTML report's block, the JUnit case and the job summary's cell.
/// Rule: a screen evaluated in full with nothing unverified says nothing in text, HTML and the job
/// summary, so those outputs of screen files and wholly evaluated previews are unchanged.
public enum CoverageReport {
    /// True when there is something to say: a view or text not evaluated, or an element unverified.
    static func isWorthSaying(_ s: ScreenCoverage) -> Bool {
        s.coverage != .complete || !s.unverified.isEmpty || s.failure != nil
    }

    // MARK: Text

    /// The text summary's lines for one screen, indented under its name.
    static func lines(_ s: ScreenCoverage) -> [String] {
        guard isWorthSaying(s) else { return [] }
        var out = ["  coverage: \(s.coverage.summary)"
                   + (s.minimumCoverage.map { " (minimumCoverage \(Coverage.percent($0)))" } ?? "")]
        if let failure = s.failure { out.append("  FAIL \(failure)") }
        out += s.coverage.unevaluated.map { "  not evaluated \(place($0)): \($0.message)" }
        out += s.unverified.map { "  unverified \($0.line)" }
        return out
    }

    static func place(_ u: Unevaluated) -> String { "\(u.source.file):\(u.source.line):\(u.source.column)" }

    // MARK: JSON

    /// One screen's object in `check --format json`'s `"coverage"` list.
    static func json(_ s: ScreenCoverage) -> JSONValue {
        .object([
            ("screen", .string(s.screen)),
            ("views", .number(s.coverage.views)),
            ("text", .number(s.coverage.text)),
            ("minimumCoverage", s.minimumCoverage.map { .number($0) } ?? .null),
            ("failure", s.failure.map(JSONValue.string) ?? .null),
            ("unevaluated", .array(s.coverage.unevaluated.map(unevaluated))),
            ("unverified", .array(s.unverified.map(unverified))),
        ])
    }

    static func unevaluated(_ u: Unevaluated) -> JSONValue {
        .object([("file", .string(u.source.file)), ("line", .int(u.source.line)), ("column", .int(u.source.column)),
                 ("message", .string(u.message))])
    }

    static func unverified(_ u: UnverifiedElement) -> JSONValue {
        .object([
            ("element", .string(u.element)),
            ("source", CheckJSONReport.source(u.source)),
            ("checks", .array(u.checks.map { .string($0.rawValue) })),
            ("aspects", .array(u.aspects.names.map(JSONValue.string))),
        ])
    }

    /// A unit's keys in the run JSON: nothing for a screen written in full.
    static func unitPairs(_ u: VariantOutcome) -> [(String, JSONValue)] {
        guard let c = u.coverage else { return [] }
        return [
            ("coverage", .object([
                ("views", .number(c.views, decimals: 6)), ("text", .number(c.text, decimals: 6)),
                ("nothingEvaluated", .bool(c.isNothingEvaluated)),
                ("unevaluated", .array(c.unevaluated.map(unevaluated))),
            ])),
            ("minimumCoverage", u.minimumCoverage.map { .number($0, decimals: 6) } ?? .null),
            ("unverified", .array(u.unverified.map(unverified))),
        ]
    }

    /// A unit's coverage read back from the run JSON (`unitPairs`).
    static func read(_ u: Reader, screen: String, into outcome: inout VariantOutcome) throws {
        guard let c = try u.optional("coverage") else { return }
        let unevaluated = try c["unevaluated"].list().map { e in
            Unevaluated(source: NodeSource(file: try e["file"].stringValue(), line: try e["line"].int(), column: try e["column"].int()),
                        message: try e["message"].stringValue())
        }
        outcome.coverage = Coverage(views: try c["views"].number(), text: try c["text"].number(), unevaluated: unevaluated,
                                    isNothingEvaluated: try c["nothingEvaluated"].bool())
        outcome.minimumCoverage = try u.optional("minimumCoverage")?.number()
        outcome.unverified = try (u.optional("unverified")?.list() ?? []).map { e in
            var checks: [CheckName] = []
            for c in try e["checks"].list() {
                let name = try c.stringValue()
                guard let check = CheckName(rawValue: name) else { throw c.error("unknown check '\(name)'") }
                checks.append(check)
            }
            var aspects = UnverifiedAspects()
            for a in try e["aspects"].list() {
                let name = try a.stringValue()
                guard let aspect = UnverifiedAspects.named.first(where: { $0.name == name }) else { throw a.error("unknown aspect '\(name)'") }
                aspects.insert(aspect.aspect)
            }
            let source = try e.optional("source").map { s in
                NodeSource(file: try s["file"].stringValue(), line: try s["line"].int(), column: try s["column"].int())
            }
            return UnverifiedElement(screen: screen, element: try e["element"].stringValue(), source: source,
                                     checks: checks, aspects: aspects)
        }
    }

    // MARK: HTML, JUnit, job summary

    /// The HTML report's block for one screen, before its findings.
    static func html(_ s: ScreenCoverage) -> String {
        guard isWorthSaying(s) else { return "" }
        let esc = HTMLReport.esc
        var h = "<div class=\"coverage\" data-coverage=\"\(NumberText.fixed(s.coverage.lowest, places: 2))\">"
        h += "<h3>Coverage: \(esc(s.coverage.summary))"
        if let m = s.minimumCoverage { h += " <small>(minimumCoverage \(esc(Coverage.percent(m))))</small>" }
        h += "</h3>\n"
        if let failure = s.failure { h += "<p class=\"fail\">\(esc(failure))</p>\n" }
        if !s.coverage.unevaluated.isEmpty {
            h += "<details><summary>Not evaluated (\(s.coverage.unevaluated.count))</summary><ul>"
            h += s.coverage.unevaluated.map { "<li><code>\(esc(place($0)))</code> \(esc($0.message))</li>" }.joined()
            h += "</ul></details>\n"
        }
        if !s.unverified.isEmpty {
            h += "<details open><summary>Unverified elements (\(s.unverified.count)): not judged, neither passed nor failed</summary><ul>"
            h += s.unverified.map { "<li>\(esc($0.line))</li>" }.joined()
            h += "</ul></details>\n"
        }
        return h + "</div>\n"
    }

    /// The JUnit case of a SwiftUI screen: failing when its coverage fails it; what was not
    /// evaluated and the unverified elements in its `system-out`.
    static func junitCase(_ s: ScreenCoverage) -> JUnitReport.Case {
        var c = JUnitReport.Case(name: "\(s.screen): coverage")
        if let failure = s.failure {
            c.failure = (failure, [failure])
            c.line = s.coverage.unevaluated.first?.source.line ?? 1
        }
        if isWorthSaying(s) {
            c.out = ["coverage: \(s.coverage.summary)"] + s.coverage.unevaluated.map { "not evaluated \(place($0)): \($0.message)" }
                + s.unverified.map { "unverified \($0.line)" }
        }
        return c
    }

    /// The job summary's table of screens not wholly evaluated, or nothing.
    static func markdown(_ run: RunOutcome) -> String {
        let screens = run.screenCoverages.filter(isWorthSaying)
        guard !screens.isEmpty else { return "" }
        var md = "### Coverage\n\n| screen | views | text | not evaluated | unverified elements | |\n|---|---|---|---|---|---|\n"
        for s in screens {
            md += "| \(JobSummary.cell(s.screen)) | \(Coverage.percent(s.coverage.views)) | \(Coverage.percent(s.coverage.text)) "
            md += "| \(s.coverage.unevaluated.count) | \(s.unverified.count) | \(s.failure.map { "❌ " + JobSummary.cell($0) } ?? "") |\n"
        }
        return md + "\n"
    }
}
