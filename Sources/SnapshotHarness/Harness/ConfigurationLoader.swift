import Foundation
import LayoutModel

/// Reads `a11y-snap.yml`. Rules: every key is optional and has the spec's default; an unknown key or a
/// value of the wrong type is an `InputError` with file:line:column and the key path, never ignored.
public enum ConfigurationLoader {
    static let topKeys = ["screens", "sources", "assets", "fonts", "baselines", "strings", "matrix", "baselined", "thresholds",
                          "failOn", "diff", "report", "junit", "severity", "minimumCoverage", "allow", "ios"]
    static let axisKeys = ["devices", "sizes", "directions", "locales", "appearances", "legibilityWeight", "contrast"]
    /// A `baselined.extra` variant's keys: one value of each axis, in `axisKeys`' order.
    static let pickKeys = ["device", "size", "direction", "locale", "appearance", "legibilityWeight", "contrast"]

    /// Loads the file at `path`, its paths resolved against the file's folder: the one place paths
    /// are resolved, so every later stage takes them as given.
    public static func load(path: String) throws -> Configuration {
        let data = try InputFiles.read(path, what: "configuration file")
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, key: "", message: "the configuration file is not UTF-8 text")
        }
        let folder = OutputPaths.parent(of: path)
        return resolved(try parse(text, file: path, project: folder), folder: folder)
    }

    /// Rule: paths in a configuration are relative to the folder it is in.
    static func resolved(_ c: Configuration, folder: String) -> Configuration {
        guard !folder.isEmpty && folder != "." else { return c }
        func rebase(_ p: String) -> String { p.hasPrefix("/") ? p : folder + "/" + p }
        var c = c
        c.screens = c.screens.map(rebase)
        c.sources = c.sources.map(rebase)
        c.assets = c.assets.map(rebase)
        c.fonts = c.fonts.map(rebase)
        c.baselines = rebase(c.baselines)
        c.strings = c.strings.map(rebase)
        c.report = rebase(c.report)
        return c
    }

    /// `project`: the folder the file is in, when it is read from disk; then every `screens` entry
    /// must exist there, and a missing one is an error at its line, before anything is loaded.
    public static func parse(_ text: String, file: String = Configuration.fileName, project: String? = nil) throws -> Configuration {
        let root = try Reader.yaml(text, file: file)
        var c = Configuration()
        var baselinedNode: Reader?
        var ios = IOSVersion.default
        for (key, v) in try root.entries(allowed: topKeys) {
            switch key {
            case "screens":
                let items = v.isSequence ? try v.list() : [v]
                c.screens = try nonEmpty(items.map(path), v)
                if let project {
                    for (item, screens) in zip(items, c.screens) where !FileManager.default.fileExists(atPath: project.isEmpty ? screens : project + "/" + screens) {
                        throw item.error("no such screen file or folder: '\(screens)'")
                    }
                }
            case "sources": c.sources = try (v.isSequence ? try v.list() : [v]).map(path)
            case "assets": c.assets = try (v.isSequence ? try v.list() : [v]).map(path)
            case "fonts": c.fonts = try (v.isSequence ? try v.list() : [v]).map(path)
            case "baselines": c.baselines = try path(v)
            case "strings": c.strings = try path(v)
            case "matrix": c.matrix = try matrix(v)
            case "baselined": c.baselined = try baselined(v); baselinedNode = v
            case "thresholds": c.thresholds = try thresholds(v)
            case "failOn": c.failOn = try failOn(v)
            case "diff": c.diff = try diff(v)
            case "report": c.report = try path(v)
            case "junit": c.junit = try path(v)
            case "severity": c.thresholds.severities = try severities(v)
            case "minimumCoverage": c.minimumCoverage = try minimumCoverage(v)
            case "allow": c.allow = try allowRules(v, file: file)
            case "ios": ios = try iosVersion(v)
            default: break
            }
        }
        // `ios` may come before `matrix` in the file: it is the matrix's whichever comes first.
        c.matrix.ios = ios
        // `baselined` may come before `matrix` in the file: check its devices against the final matrix.
        if let v = baselinedNode, let name = c.baselined.extra.compactMap(\.device).first(where: { n in !c.matrix.devices.contains { $0.name == n } }) {
            throw v.error("device '\(name)' of baselined.extra is not in matrix.devices")
        }
        if let names = c.baselined.devices, let v = baselinedNode {
            for name in names where !c.matrix.devices.contains(where: { $0.name == name }) {
                throw v.error("device '\(name)' is not in matrix.devices")
            }
        }
        return c
    }

    /// Rule: a path in the configuration is relative to its folder (the project) and stays inside
    /// it: not absolute, not out through `..`. Paths elsewhere are given on the command line.
    private static func path(_ v: Reader) throws -> String {
        let s = try v.string()
        if s.isEmpty { throw v.error("expected a path, found an empty string") }
        let advice = "a path in \(Configuration.fileName) is relative to its folder and stays inside it; for a path elsewhere use the command-line option"
        if s.hasPrefix("/") || s.hasPrefix("~") { throw v.error("'\(s)' is an absolute path: \(advice)") }
        var depth = 0
        for part in s.split(separator: "/") where part != "." {
            depth += part == ".." ? -1 : 1
            if depth < 0 { throw v.error("'\(s)' leads out of the project: \(advice)") }
        }
        return s
    }

    /// `ios: 17 | 18 | 26` (a minor version such as 17.5 names its major).
    static func iosVersion(_ v: Reader) throws -> IOSVersion {
        let name = try v.string()
        guard let version = IOSVersion(name: name) else {
            throw v.error("unknown iOS version '\(name)'; use one of " + IOSVersion.allCases.map { String($0.major) }.joined(separator: ", "))
        }
        return version
    }

    private static func nonEmpty(_ list: [String], _ v: Reader) throws -> [String] {
        if list.isEmpty { throw v.error("the list is empty") }
        return list
    }

    /// Runs an axis parser on a scalar or a list, pointing an error at the offending item.
    static func axis<T>(_ v: Reader, _ parse: ([String]) throws -> T) throws -> T {
        let names = try v.strings()
        do { return try parse(names) } catch let e as AxisValueError {
            if v.isSequence, let items = try? v.list(), e.index < items.count { throw items[e.index].error(e.message) }
            throw v.error(e.message)
        }
    }

    /// The axes written in a `matrix` or `baselined` mapping (`names`: `axisKeys`), or in one
    /// `baselined.extra` variant (`pickKeys`), nil where not written; the first name (`devices`,
    /// `device`) and the `more` keys are read by the caller.
    private static func axes(_ v: Reader, names: [String] = axisKeys, also more: [String] = [],
                             other: (_ key: String, Reader) throws -> Void) throws -> BaselineSelection {
        var written = BaselineSelection(sizes: nil, locales: nil)
        for (key, a) in try v.entries(allowed: names + more) {
            // The names are in `axisKeys`' order: devices, sizes, directions, locales, appearances,
            // legibility weights, contrasts.
            switch names.firstIndex(of: key) {
            case 1: written.sizes = try axis(a, MatrixAxisParser.sizes)
            case 2: written.directions = try axis(a, MatrixAxisParser.directions)
            case 3: written.locales = try axis(a, { try MatrixAxisParser.locales($0) })
            case 4: written.appearances = try axis(a, MatrixAxisParser.appearances)
            case 5: written.legibilityWeights = try axis(a, MatrixAxisParser.legibilityWeights)
            case 6: written.contrasts = try axis(a, MatrixAxisParser.contrasts)
            default: try other(key, a)
            }
        }
        return written
    }

    /// `matrix`: each axis not written keeps its default.
    private static func matrix(_ v: Reader) throws -> MatrixSpec {
        let d = MatrixSpec()
        var devices = d.devices
        let w = try axes(v) { _, a in devices = try self.devices(a) }
        return MatrixSpec(devices: devices, sizes: w.sizes ?? d.sizes, directions: w.directions ?? d.directions,
                          locales: w.locales ?? d.locales, appearances: w.appearances ?? d.appearances,
                          legibilityWeights: w.legibilityWeights ?? d.legibilityWeights, contrasts: w.contrasts ?? d.contrasts)
    }

    /// Devices by name, or custom `{name, width, height, scale}` mappings (no safe-area insets).
    private static func devices(_ v: Reader) throws -> [Device] {
        guard v.isSequence else { return try axis(v) { try MatrixAxisParser.devices($0) } }
        var out: [Device] = []
        for item in try v.list() {
            let device: Device
            if item.isMapping { device = try customDevice(item) } else {
                device = try axis(item) { try MatrixAxisParser.devices($0) }[0]
            }
            if out.contains(where: { $0.name == device.name }) { throw item.error("device '\(device.name)' is listed twice") }
            out.append(device)
        }
        if out.isEmpty { throw v.error("the list is empty") }
        return out
    }

    private static func customDevice(_ v: Reader) throws -> Device {
        var name: String?, width: Double?, height: Double?, scale: Double?
        for (key, f) in try v.entries(allowed: ["name", "width", "height", "scale"]) {
            switch key {
            case "name":
                let n = try f.string()
                // Rule: a device name is part of variant and file names, so letters and digits only.
                guard !n.isEmpty, n.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                    throw f.error("a device name is letters and digits only, found '\(n)'")
                }
                name = n
            case "width": width = try inRange(f, Limits.deviceLength)
            case "height": height = try inRange(f, Limits.deviceLength)
            case "scale":
                let s = try f.int()
                guard (1...4).contains(s) else { throw f.error("scale must be 1, 2, 3 or 4, found \(s)") }
                scale = Double(s)
            default: break
            }
        }
        guard let width, let height, let scale else { throw v.error("a custom device needs width, height and scale") }
        let pixels = (width * scale).rounded(.up) * (height * scale).rounded(.up)
        guard pixels <= Double(Limits.canvasPixels) else {
            throw v.error("\(format(width)) x \(format(height)) points at scale \(Int(scale)) is \(Int(pixels)) pixels: a canvas may have at most \(Limits.canvasPixels)")
        }
        let n = name ?? "custom\(format(width))x\(format(height))x\(Int(scale))"
        return Device(name: n, width: width, height: height, scale: scale,
                      safeArea: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    private static func format(_ d: Double) -> String {
        NumberText.shortest(d).replacingOccurrences(of: ".", with: "p")
    }

    private static func positive(_ v: Reader) throws -> Double {
        let d = try v.number()
        guard d > 0 else { throw v.error("must be greater than 0, found \(d)") }
        guard d <= Limits.length.upperBound else { throw v.error("must be at most \(format(Limits.length.upperBound)), found \(d)") }
        return d
    }

    private static func inRange(_ v: Reader, _ range: ClosedRange<Double>) throws -> Double {
        let d = try v.number()
        guard range.contains(d) else { throw v.error("must be from \(format(range.lowerBound)) to \(format(range.upperBound)), found \(d)") }
        return d
    }

    private static func baselined(_ v: Reader) throws -> BaselineSelection {
        if !v.isMapping {
            switch try v.string() {
            case "all": return .all
            case "none": return .none
            case let s: throw v.error("expected a mapping of axes, all or none, found '\(s)'")
            }
        }
        // Each axis not written keeps its default (sizes and locales narrowed, the others all).
        let d = BaselineSelection()
        var devices = d.devices, extra: [VariantPick] = []
        let w = try axes(v, also: ["extra"]) { key, a in
            if key == "devices" { devices = try a.strings() } else { extra = try a.list().map(variantPick) }
        }
        var b = BaselineSelection(devices: devices, sizes: w.sizes ?? d.sizes, directions: w.directions ?? d.directions,
                                 locales: w.locales ?? d.locales, appearances: w.appearances ?? d.appearances,
                                 legibilityWeights: w.legibilityWeights ?? d.legibilityWeights, contrasts: w.contrasts ?? d.contrasts)
        b.extra = extra
        return b
    }

    /// One `baselined.extra` entry: a mapping of single axis values, read as the axes are.
    private static func variantPick(_ v: Reader) throws -> VariantPick {
        for (_, f) in try v.entries(allowed: pickKeys) where f.isSequence {
            throw f.error("an extra variant takes one value per axis")
        }
        var p = VariantPick()
        let w = try axes(v, names: pickKeys) { _, f in p.device = try f.string() }
        p.size = w.sizes?.first; p.direction = w.directions?.first; p.locale = w.locales?.first
        p.appearance = w.appearances?.first; p.legibilityWeight = w.legibilityWeights?.first; p.contrast = w.contrasts?.first
        return p
    }

    private static func thresholds(_ v: Reader) throws -> Thresholds {
        var t = Thresholds()
        let keys = ["targetSize", "targetSpacing", "textContrast", "largeTextContrast", "nonTextContrast"]
        for (key, f) in try v.entries(allowed: keys) {
            let d = try positive(f)
            switch key {
            case "targetSize": t.minimumTargetSize = d
            case "targetSpacing": t.minimumTargetSpacing = d
            case "textContrast", "largeTextContrast", "nonTextContrast":
                // Rule: a contrast ratio lies between 1:1 and 21:1.
                guard d >= 1 && d <= 21 else { throw f.error("a contrast ratio is between 1 and 21, found \(d)") }
                if key == "textContrast" { t.textContrast = d }
                else if key == "largeTextContrast" { t.largeTextContrast = d }
                else { t.nonTextContrast = d }
            default: break
            }
        }
        return t
    }

    /// `severity: {CHECK: P0|P1|P2}`: the severity every finding of that check gets in this project.
    private static func severities(_ v: Reader) throws -> [CheckName: Severity] {
        var out: [CheckName: Severity] = [:]
        for (key, f) in try v.entries(allowed: CheckName.allCases.map(\.rawValue)) {
            guard let check = CheckName(rawValue: key) else { continue }
            let name = try f.string()
            guard let severity = Severity(rawValue: name) else { throw f.error("unknown severity '\(name)' (expected P0, P1 or P2)") }
            out[check] = severity
        }
        return out
    }

    /// `allow: [{element, check, reason, screen?}]`: every key but `screen` required, the check one
    /// of the checks, the reason not blank (an exception says why).
    private static func allowRules(_ v: Reader, file: String) throws -> [AllowRule] {
        try v.list().map { item in
            var element: String?, check: String?, reason: String?, screen: String?
            for (key, f) in try item.entries(allowed: ["element", "check", "reason", "screen"]) {
                let s = try f.string()
                switch key {
                case "element":
                    guard !s.isEmpty else { throw f.error("expected an element id or File.swift:LINE, found an empty string") }
                    element = s
                case "check":
                    guard CheckName(rawValue: s) != nil else {
                        throw f.error("unknown check '\(s)' (expected one of \(CheckName.allCases.map(\.rawValue).joined(separator: ", ")))")
                    }
                    check = s
                case "reason":
                    guard !s.trimmingCharacters(in: .whitespaces).isEmpty else { throw f.error("reason is empty: say why this finding is acceptable") }
                    reason = s
                default: screen = s
                }
            }
            for (key, value) in [("element", element), ("check", check), ("reason", reason)] where value == nil {
                throw item.error("an allow entry needs \(key) (\(key == "element" ? "an element id or File.swift:LINE" : key == "check" ? "the check's name" : "why it is acceptable"))")
            }
            return AllowRule(allowance: Allowance(check: check!, reason: reason!), screen: screen, target: .element(element!),
                             file: file, line: item.location?.line ?? 1, column: item.location?.column ?? 1)
        }
    }

    private static func failOn(_ v: Reader) throws -> Set<Severity> {
        // Rule: an empty list is allowed here: nothing fails the run (report only).
        if v.isSequence, try v.list().isEmpty { return [] }
        return try axis(v) { names in
            var out = Set<Severity>()
            for (i, n) in names.enumerated() {
                guard let s = Severity(rawValue: n) else { throw AxisValueError(index: i, message: "unknown severity '\(n)' (expected P0, P1 or P2)") }
                out.insert(s)
            }
            return out
        }
    }

    private static func diff(_ v: Reader) throws -> DiffSettings {
        var d = DiffSettings()
        for (key, f) in try v.entries(allowed: ["threshold", "maxDifferentPixels", "maxDifferentRatio"]) {
            switch key {
            case "threshold": d.threshold = try unit(f)
            case "maxDifferentPixels":
                let n = try f.int()
                guard n >= 0 else { throw f.error("must be 0 or more, found \(n)") }
                d.maxDifferentPixels = n
            case "maxDifferentRatio": d.maxDifferentRatio = try unit(f)
            default: break
            }
        }
        return d
    }

    /// `minimumCoverage: 0.9` or `{default: 0.9, screens: {Name: 0.4}}`, each a fraction 0...1.
    private static func minimumCoverage(_ v: Reader) throws -> CoverageMinimum {
        guard v.isMapping else { return CoverageMinimum(all: try unit(v)) }
        var m = CoverageMinimum()
        for (key, f) in try v.entries(allowed: ["default", "screens"]) {
            if key == "default" { m.all = try unit(f); continue }
            for (name, s) in try f.namedEntries() { m.screens[name] = try unit(s) }
        }
        return m
    }

    private static func unit(_ v: Reader) throws -> Double {
        let d = try v.number()
        guard d >= 0 && d <= 1 else { throw v.error("must be between 0 and 1, found \(d)") }
        return d
    }
}
