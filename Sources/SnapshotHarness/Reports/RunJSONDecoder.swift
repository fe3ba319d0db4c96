import Foundation
import LayoutModel

/// Reads a run JSON back into a `RunOutcome` (for `merge-reports`); errors name the file and key path.
public enum RunJSONDecoder {
    public static func decode(_ data: Data, file: String) throws -> RunOutcome {
        let r = try Reader.json(data, file: file)
        let version = try r["version"].int()
        guard version == RunJSONReport.version else {
            throw try r["version"].error("unknown version \(version) (this a11y-snap reads \(RunJSONReport.version))")
        }
        var devices: [String: Device] = [:]
        for d in try r["devices"].list() {
            let s = try d["safeArea"]
            // Device and locale names are parts of variant (file) names: held to their rules here too.
            let device = Device(name: try enumValue(d["name"]) { n in n.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && !n.isEmpty ? n : nil }, width: try d["width"].number(), height: try d["height"].number(),
                                scale: try d["scale"].number(),
                                safeArea: EdgeInsets(top: try s["top"].number(), leading: try s["leading"].number(),
                                                     bottom: try s["bottom"].number(), trailing: try s["trailing"].number()))
            devices[device.name] = device
        }
        let failOn = Set(try r["failOn"].list().map { try enumValue($0, Severity.init(rawValue:)) })
        let orders = try r["readingOrders"].list().map { try $0.list().map(readingItem) }
        let units = try r["units"].list().map { try unit($0, devices: devices, readingOrders: orders) }
        var run = RunOutcome(units: units, stale: try r["stale"].list().map { try $0.stringValue() },
                             manifestLine: try r.optional("manifest")?.stringValue(),
                             goneFindings: try r["gone"].list().map(key), failOn: failOn)
        run.textSnapshots = try (r.optional("textSnapshots")?.list() ?? []).map { s in
            TextSnapshotOutcome(screen: try s["screen"].stringValue(), path: try s["path"].stringValue(),
                                status: try enumValue(s["status"], BaselineStatus.init(rawValue:)),
                                changes: try s["changes"].list().map { c in
                                    TextSnapshotOutcome.Change(variant: try c["variant"].stringValue(),
                                                               was: try c["was"].list().map { try $0.stringValue() },
                                                               now: try c["now"].list().map { try $0.stringValue() })
                                })
        }
        run.warnings = try r.optional("warnings")?.list().map { try $0.stringValue() } ?? []
        run.recordingFails = try r.optional("recordingFails")?.bool() ?? false
        return run
    }

    private static func enumValue<T>(_ r: Reader, _ make: (String) -> T?) throws -> T {
        let s = try r.stringValue()
        guard let v = make(s) else { throw r.error("unknown value '\(s)'") }
        return v
    }

    private static func readingItem(_ r: Reader) throws -> ReadingItem {
        ReadingItem(element: try r["element"].stringValue(), label: try r["label"].stringValue(), value: try r.optional("value")?.stringValue(),
                    traits: try r["traits"].list().map { try $0.stringValue() }, hint: try r.optional("hint")?.stringValue())
    }

    private static func unit(_ u: Reader, devices: [String: Device], readingOrders: [[ReadingItem]]) throws -> VariantOutcome {
        let v = try u["variant"]
        let deviceName = try v["device"].stringValue()
        guard let device = devices[deviceName] else { throw try v["device"].error("device '\(deviceName)' is not in devices") }
        let variant = Variant(device: device, size: try enumValue(v["size"], DynamicTypeSize.init(name:)),
                              direction: try enumValue(v["direction"], LayoutDirection.init(name:)),
                              locale: try enumValue(v["locale"]) { MatrixAxisParser.isLocaleName($0) ? $0 : nil },
                              appearance: try enumValue(v["appearance"], Appearance.init(rawValue:)),
                              legibilityWeight: try v.optional("legibilityWeight").map { try enumValue($0, LegibilityWeight.init(rawValue:)) } ?? .regular,
                              contrast: try v.optional("contrast").map { try enumValue($0, ColorSchemeContrast.init(rawValue:)) } ?? .standard)
        let screen = try u["screen"].stringValue()
        var findings: [Finding] = [], known = Set<FindingKey>()
        for f in try u["findings"].list() {
            let rect = try f["rect"]
            var finding = Finding(check: try enumValue(f["check"], CheckName.init(rawValue:)),
                                  severity: try enumValue(f["severity"], Severity.init(rawValue:)),
                                  screen: screen, variant: variant, element: try f["element"].stringValue(),
                                  otherElement: try f.optional("otherElement")?.stringValue(),
                                  rect: Rect(x: try rect["x"].number(), y: try rect["y"].number(),
                                             width: try rect["width"].number(), height: try rect["height"].number()),
                                  message: try f["message"].stringValue(), allowed: try f["allowed"].bool(),
                                  allowReason: try f.optional("allowReason")?.stringValue())
            finding.source = try f.optional("source").map { s in
                NodeSource(file: try s["file"].stringValue(), line: try s["line"].int(), column: try s["column"].int())
            }
            findings.append(finding)
            if try f["known"].bool() { known.insert(FindingKey(finding)) }
        }
        let image = try u.optional("image").map { i in
            ImagePaths(actual: try i["actual"].stringValue(), baseline: try i["baseline"].stringValue(), diff: try i.optional("diff")?.stringValue())
        }
        let diff = try u.optional("diff").map { DiffCount(different: try $0["different"].int(), total: try $0["total"].int()) }
        let order = try u["readingOrder"].int()
        guard readingOrders.indices.contains(order) else {
            throw try u["readingOrder"].error("\(order) is not an index of readingOrders (\(readingOrders.count))")
        }
        let reading = readingOrders[order]
        var outcome = VariantOutcome(screen: screen, screenFile: try u["screenFile"].stringValue(), variant: variant,
                                     variantIndex: try u["index"].int(), isBaselined: try u["baselined"].bool(),
                                     findings: findings, knownFindings: known, readingOrder: reading,
                                     findingPictures: try u["findingPictures"].list().map { try $0.stringValue() },
                                     image: image, diff: diff,
                                     baselineStatus: try u.optional("baselineStatus").map { try enumValue($0, BaselineStatus.init(rawValue:)) })
        try CoverageReport.read(u, screen: screen, into: &outcome)
        return outcome
    }

    private static func key(_ k: Reader) throws -> FindingKey {
        FindingKey(screen: try k["screen"].stringValue(), variant: try k["variant"].stringValue(), check: try k["check"].stringValue(),
                   element: try k["element"].stringValue(), otherElement: try k.optional("otherElement")?.stringValue())
    }
}
