import Foundation
import LayoutModel

/// Reads a run JSON back into a `RunOutcome` (for `merge-reports`); errors name the file and key path.
public enum RunJSONDecoder {
    public static func decode(_ data: Data, file: String) throws -> RunOutcome {
        let r = try JSONReader.parse(data, file: file)
        let version = try r["version"].int()
        guard version == RunJSONReport.version else {
            throw try r["version"].error("unknown version \(version) (this a11y-snap reads \(RunJSONReport.version))")
        }
        var devices: [String: Device] = [:]
        for d in try r["devices"].array() {
            let s = try d["safeArea"]
            let device = Device(name: try d["name"].string(), width: try d["width"].double(), height: try d["height"].double(),
                                scale: try d["scale"].double(),
                                safeArea: EdgeInsets(top: try s["top"].double(), leading: try s["leading"].double(),
                                                     bottom: try s["bottom"].double(), trailing: try s["trailing"].double()))
            devices[device.name] = device
        }
        let failOn = Set(try r["failOn"].array().map { try enumValue($0, Severity.init(rawValue:)) })
        let units = try r["units"].array().map { try unit($0, devices: devices) }
        var run = RunOutcome(units: units, stale: try r["stale"].array().map { try $0.string() },
                             manifestLine: try r.optional("manifest")?.string(),
                             goneFindings: try r["gone"].array().map(key), failOn: failOn)
        run.textSnapshots = try (r.optional("textSnapshots")?.array() ?? []).map { s in
            TextSnapshotOutcome(screen: try s["screen"].string(), path: try s["path"].string(),
                                status: try enumValue(s["status"], BaselineStatus.init(rawValue:)),
                                changes: try s["changes"].array().map { c in
                                    TextSnapshotOutcome.Change(variant: try c["variant"].string(),
                                                               was: try c["was"].array().map { try $0.string() },
                                                               now: try c["now"].array().map { try $0.string() })
                                })
        }
        run.warnings = try r.optional("warnings")?.array().map { try $0.string() } ?? []
        return run
    }

    private static func enumValue<T>(_ r: JSONReader, _ make: (String) -> T?) throws -> T {
        let s = try r.string()
        guard let v = make(s) else { throw r.error("unknown value '\(s)'") }
        return v
    }

    private static func unit(_ u: JSONReader, devices: [String: Device]) throws -> VariantOutcome {
        let v = try u["variant"]
        let deviceName = try v["device"].string()
        guard let device = devices[deviceName] else { throw try v["device"].error("device '\(deviceName)' is not in devices") }
        let variant = Variant(device: device, size: try enumValue(v["size"], DynamicTypeSize.init(name:)),
                              direction: try enumValue(v["direction"], LayoutDirection.init(name:)),
                              locale: try v["locale"].string(),
                              appearance: try enumValue(v["appearance"], Appearance.init(rawValue:)),
                              legibilityWeight: try v.optional("legibilityWeight").map { try enumValue($0, LegibilityWeight.init(rawValue:)) } ?? .regular,
                              contrast: try v.optional("contrast").map { try enumValue($0, ColorSchemeContrast.init(rawValue:)) } ?? .standard)
        let screen = try u["screen"].string()
        var findings: [Finding] = [], known = Set<FindingKey>()
        for f in try u["findings"].array() {
            let rect = try f["rect"]
            var finding = Finding(check: try enumValue(f["check"], CheckName.init(rawValue:)),
                                  severity: try enumValue(f["severity"], Severity.init(rawValue:)),
                                  screen: screen, variant: variant, element: try f["element"].string(),
                                  otherElement: try f.optional("otherElement")?.string(),
                                  rect: Rect(x: try rect["x"].double(), y: try rect["y"].double(),
                                             width: try rect["width"].double(), height: try rect["height"].double()),
                                  message: try f["message"].string(), allowed: try f["allowed"].bool(),
                                  allowReason: try f.optional("allowReason")?.string())
            finding.source = try f.optional("source").map { s in
                NodeSource(file: try s["file"].string(), line: try s["line"].int(), column: try s["column"].int())
            }
            findings.append(finding)
            if try f["known"].bool() { known.insert(FindingKey(finding)) }
        }
        let image = try u.optional("image").map { i in
            ImagePaths(actual: try i["actual"].string(), baseline: try i["baseline"].string(), diff: try i.optional("diff")?.string())
        }
        let diff = try u.optional("diff").map { DiffCount(different: try $0["different"].int(), total: try $0["total"].int()) }
        let reading = try u["readingOrder"].array().map { r in
            ReadingItem(element: try r["element"].string(), label: try r["label"].string(), value: try r.optional("value")?.string(),
                        traits: try r["traits"].array().map { try $0.string() }, hint: try r.optional("hint")?.string())
        }
        return VariantOutcome(screen: screen, screenFile: try u["screenFile"].string(), variant: variant,
                              variantIndex: try u["index"].int(), isBaselined: try u["baselined"].bool(),
                              findings: findings, knownFindings: known, readingOrder: reading,
                              findingPictures: try u["findingPictures"].array().map { try $0.string() },
                              image: image, diff: diff,
                              baselineStatus: try u.optional("baselineStatus").map { try enumValue($0, BaselineStatus.init(rawValue:)) })
    }

    private static func key(_ k: JSONReader) throws -> FindingKey {
        FindingKey(screen: try k["screen"].string(), variant: try k["variant"].string(), check: try k["check"].string(),
                   element: try k["element"].string(), otherElement: try k.optional("otherElement")?.string())
    }
}
