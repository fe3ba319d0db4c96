import LayoutModel

/// `a11y-snap check --format json` (spec section 6): every finding, then a summary.
/// Rules: keys in the spec's order; variants by device name, UIKit size name, `ltr`/`rtl`, locale
/// (plus `"appearance": "dark"` for dark variants only, an extension that keeps light ones exactly as specified);
/// numbers with at most two decimals; units in report order, findings in `Finding.reportOrder`.
public enum CheckJSONReport {
    public static func render(_ run: RunOutcome) -> String { json(run).pretty }

    public static func json(_ run: RunOutcome) -> JSONValue {
        let findings = run.units.flatMap { $0.findings.map(finding) }
        // Extension: what the SwiftUI reader could not evaluate, only when there is something.
        let warnings: [(String, JSONValue)] = run.warnings.isEmpty ? [] : [("warnings", .array(run.warnings.map { .string($0) }))]
        // Extension (issue 26): each SwiftUI screen's coverage, when any screen is read from Swift.
        let coverages = run.screenCoverages
        let coverage: [(String, JSONValue)] = coverages.isEmpty ? [] : [("coverage", .array(coverages.map(CoverageReport.json)))]
        let counts: [(String, JSONValue)] = coverages.isEmpty ? [] : [
            ("unverified", .int(coverages.reduce(0) { $0 + $1.unverified.count })),
            ("notEvaluated", .int(coverages.filter { $0.failure != nil }.count)),
        ]
        return .object([
            ("findings", .array(findings)),
        ] + warnings + coverage + [
            ("summary", .object([
                ("screens", .int(run.screens.count)),
                ("variants", .int(run.units.count)),
                ("findings", .int(run.allFindings.count)),
                ("failing", .int(run.failingFindings.count)),
            ] + counts)),
        ])
    }

    static func finding(_ f: Finding) -> JSONValue {
        // Extension: where the element was written, after the spec's keys.
        let source: [(String, JSONValue)] = f.source == nil ? [] : [("source", self.source(f.source))]
        // Extension: an allowed finding's reason.
        let reason: [(String, JSONValue)] = f.allowed ? [("allowReason", f.allowReason.map(JSONValue.string) ?? .null)] : []
        return .object([
            ("check", .string(f.check.rawValue)),
            ("severity", .string(f.severity.rawValue)),
            ("screen", .string(f.screen)),
            ("variant", variant(f.variant)),
            ("element", .string(f.element)),
            ("rect", rect(f.rect)),
            ("message", .string(f.message)),
            ("allowed", .bool(f.allowed)),
        ] + reason + source)
    }

    /// `{"file", "line", "column"}`, or null.
    static func source(_ s: NodeSource?) -> JSONValue {
        guard let s else { return .null }
        return .object([("file", .string(s.file)), ("line", .int(s.line)), ("column", .int(s.column))])
    }

    static func variant(_ v: Variant) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("device", .string(v.device.name)), ("size", .string(v.size.uiKitName)),
            ("direction", .string(v.direction.shortName)), ("locale", .string(v.locale)),
        ]
        if v.appearance == .dark { pairs.append(("appearance", .string(v.appearance.rawValue))) }
        if v.legibilityWeight == .bold { pairs.append(("legibilityWeight", .string(v.legibilityWeight.rawValue))) }
        if v.contrast == .increased { pairs.append(("contrast", .string(v.contrast.rawValue))) }
        return .object(pairs)
    }

    static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
    }
}
