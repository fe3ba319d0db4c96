import Foundation
import LayoutModel

/// The run JSON of `a11y-snap test` (`--format json`, and what each shard writes for `merge-reports`):
/// everything in a `RunOutcome`, so shards' files merge into exactly the file one run would write.
/// Rules: as `CheckJSONReport` for order and numbers; devices listed once with their geometry.
public enum RunJSONReport {
    /// 2: reading orders are written once, in `readingOrders`, and each unit names its own by
    /// index (1 wrote each unit's in full: 3.2 of the example's 4 MB, for 77 distinct orders).
    public static let version = 2

    public static func render(_ run: RunOutcome) -> String { json(run).pretty }

    /// The bytes of `run.json` as `test` and `merge-reports` write it: the compact form and a newline.
    public static func file(_ run: RunOutcome) -> [UInt8] {
        var bytes = json(run).compactUTF8
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    static func readingItem(_ r: ReadingItem) -> JSONValue {
        .object([("element", .string(r.element)), ("label", .string(r.label)),
                 ("value", r.value.map(JSONValue.string) ?? .null),
                 ("traits", .array(r.traits.map(JSONValue.string))), ("hint", r.hint.map(JSONValue.string) ?? .null)])
    }

    public static func json(_ run: RunOutcome) -> JSONValue {
        let orders = ReadingOrderTable(run.units)
        var devices: [Device] = []
        for u in run.units where !devices.contains(u.variant.device) { devices.append(u.variant.device) }
        let statuses = run.units.compactMap(\.baselineStatus)
        let pairs: [(String, JSONValue)] = [
            ("version", .int(version)),
            ("failOn", .array(run.failOn.sorted().map { .string($0.rawValue) })),
            ("manifest", run.manifestLine.map(JSONValue.string) ?? .null),
            ("summary", .object([
                ("screens", .int(run.screens.count)),
                ("variants", .int(run.units.count)),
                ("findings", .int(run.allFindings.count)),
                ("failing", .int(run.failingFindings.count)),
                ("baselined", .int(run.units.filter(\.isBaselined).count)),
                ("changed", .int(statuses.filter { $0 == .changed || $0 == .sizeMismatch }.count)),
                ("missing", .int(statuses.filter { $0 == .missing }.count)),
                ("recorded", .int(statuses.filter { $0 == .recorded }.count)),
                ("gone", .int(run.goneFindings.count)),
                ("stale", .int(run.stale.count)),
                ("passed", .bool(!run.failed)),
            ])),
            ("devices", .array(devices.map(device))),
            ("readingOrders", .array(orders.distinct.map { .array($0.map(readingItem)) })),
            ("units", .array(zip(run.units, orders.index).map { unit($0, readingOrder: $1, failOn: run.failOn) })),
            ("gone", .array(run.goneFindings.map(key))),
            ("stale", .array(run.stale.map(JSONValue.string))),
            ("textSnapshots", .array(run.textSnapshots.map(textSnapshot))),
        ]
        // Extension: what the SwiftUI reader could not evaluate, only when there is something.
        let warnings: [(String, JSONValue)] = run.warnings.isEmpty ? [] : [("warnings", .array(run.warnings.map(JSONValue.string)))]
        // Extension: a `test` that records a missing baseline fails; a shard's report keeps that
        // rule, so the merged run of a shard that recorded fails too. Only written when set.
        let recording: [(String, JSONValue)] = run.recordingFails ? [("recordingFails", .bool(true))] : []
        return .object(pairs + warnings + recording)
    }

    static func textSnapshot(_ s: TextSnapshotOutcome) -> JSONValue {
        .object([("screen", .string(s.screen)), ("path", .string(s.path)), ("status", .string(s.status.rawValue)),
                 ("changes", .array(s.changes.map { c in
                     .object([("variant", .string(c.variant)), ("was", .array(c.was.map(JSONValue.string))),
                              ("now", .array(c.now.map(JSONValue.string)))])
                 }))])
    }

    static func device(_ d: Device) -> JSONValue {
        .object([
            ("name", .string(d.name)), ("width", .number(d.width, decimals: 6)), ("height", .number(d.height, decimals: 6)),
            ("scale", .number(d.scale, decimals: 6)),
            ("safeArea", .object([("top", .number(d.safeArea.top, decimals: 6)), ("leading", .number(d.safeArea.leading, decimals: 6)),
                                  ("bottom", .number(d.safeArea.bottom, decimals: 6)), ("trailing", .number(d.safeArea.trailing, decimals: 6))])),
        ])
    }

    static func unit(_ u: VariantOutcome, readingOrder: Int, failOn: Set<Severity>) -> JSONValue {
        var variant = CheckJSONReport.variant(u.variant)
        if case .object(let pairs) = variant {
            variant = .object([("name", .string(u.variant.name))] + pairs
                + (u.variant.appearance == .dark ? [] : [("appearance", .string(u.variant.appearance.rawValue))]))
        }
        return .object([
            ("screen", .string(u.screen)),
            ("screenFile", .string(u.screenFile)),
            ("variant", variant),
            ("index", .int(u.variantIndex)),
            ("baselined", .bool(u.isBaselined)),
            ("baselineStatus", u.baselineStatus.map { .string($0.rawValue) } ?? .null),
            ("image", u.image.map { i in .object([("actual", .string(i.actual)), ("baseline", .string(i.baseline)),
                                                  ("diff", i.diff.map(JSONValue.string) ?? .null)]) } ?? .null),
            ("diff", u.diff.map { .object([("different", .int($0.different)), ("total", .int($0.total))]) } ?? .null),
            ("failed", .bool(u.fails(failOn: failOn))),
            ("findings", .array(u.findings.map { f in finding(f, in: u, failOn: failOn) })),
            ("findingPictures", .array(u.findingPictures.map(JSONValue.string))),
            ("readingOrder", .int(readingOrder)),
        ] + CoverageReport.unitPairs(u))
    }

    static func finding(_ f: Finding, in u: VariantOutcome, failOn: Set<Severity>) -> JSONValue {
        .object([
            ("check", .string(f.check.rawValue)), ("severity", .string(f.severity.rawValue)),
            ("element", .string(f.element)), ("otherElement", f.otherElement.map(JSONValue.string) ?? .null),
            ("rect", CheckJSONReport.rect(f.rect)), ("message", .string(f.message)),
            ("allowed", .bool(f.allowed)), ("allowReason", f.allowReason.map(JSONValue.string) ?? .null),
            ("known", .bool(u.isKnown(f))), ("failing", .bool(u.fails(f, failOn: failOn))),
            ("source", CheckJSONReport.source(f.source)),
        ])
    }

    static func key(_ k: FindingKey) -> JSONValue {
        .object([("screen", .string(k.screen)), ("variant", .string(k.variant)), ("check", .string(k.check)),
                 ("element", .string(k.element)), ("otherElement", k.otherElement.map(JSONValue.string) ?? .null)])
    }
}
