import Foundation
import LayoutModel

/// Command-line options that override `a11y-snap.yml`, as typed (`--sizes all --directions rtl`).
/// Rule: a value given here replaces the file's value for that key; anything not given keeps the file's.
public struct Overrides: Hashable, Sendable {
    /// `PATHS`: screen files or folders; replaces `screens`.
    public var screens: [String]?
    public var baselines: String?
    public var strings: String?
    /// Comma lists, `all` for every value.
    public var devices: String?
    public var sizes: String?
    public var directions: String?
    public var locales: String?
    public var appearances: String?
    /// `--legibility-weights regular,bold`, `--contrasts standard,increased`.
    public var legibilityWeights: String?
    public var contrasts: String?
    /// Comma list of severities (`P0,P1`).
    public var failOn: String?
    public var diffThreshold: Double?
    /// `--sources`, `--assets`, `--fonts`: added to the configuration's lists (each path once).
    public var sources: [String] = []
    public var assets: [String] = []
    public var fonts: [String] = []
    /// `--report DIR`
    public var report: String?
    /// `--junit FILE`
    public var junit: String?

    public init(screens: [String]? = nil, baselines: String? = nil, strings: String? = nil,
                devices: String? = nil, sizes: String? = nil, directions: String? = nil,
                locales: String? = nil, appearances: String? = nil, failOn: String? = nil,
                diffThreshold: Double? = nil, report: String? = nil, junit: String? = nil) {
        self.screens = screens; self.baselines = baselines; self.strings = strings
        self.devices = devices; self.sizes = sizes; self.directions = directions; self.locales = locales
        self.appearances = appearances; self.failOn = failOn; self.diffThreshold = diffThreshold
        self.report = report; self.junit = junit
    }

    /// True when the options run less than the configuration asks for: some screens or variants.
    public var narrowsRun: Bool {
        !(screens ?? []).isEmpty || devices != nil || sizes != nil || directions != nil || locales != nil || appearances != nil
            || legibilityWeights != nil || contrasts != nil
    }

    /// These options without the narrowing ones: the run the configuration asks for.
    public var unnarrowed: Overrides {
        var o = self
        o.screens = nil; o.devices = nil; o.sizes = nil; o.directions = nil; o.locales = nil; o.appearances = nil
        o.legibilityWeights = nil; o.contrasts = nil
        return o
    }

    /// The configuration with these options applied; a bad value is an `InputError` naming the option.
    /// `catalogLocales` are the strings catalog's locales, which `--locales all` includes.
    public func applied(to base: Configuration, catalogLocales: [String] = []) throws -> Configuration {
        var c = base
        if let screens, !screens.isEmpty {
            // The configured Swift screens are still read for declarations: a screen run alone
            // sees the views and models beside it (`screens: [App]` with `App/Model/*.swift`), as
            // it does in the whole run.
            c.sources = Self.adding(Self.swiftScreens(base.screens), to: c.sources)
            c.screens = screens
        }
        if let baselines { c.baselines = baselines }
        if let strings { c.strings = strings }
        if let devices { c.matrix.devices = try Self.axis("--devices", devices) { try MatrixAxisParser.devices($0, known: base.matrix.devices) } }
        if let sizes { c.matrix.sizes = try Self.axis("--sizes", sizes, MatrixAxisParser.sizes) }
        if let directions { c.matrix.directions = try Self.axis("--directions", directions, MatrixAxisParser.directions) }
        if let locales { c.matrix.locales = try Self.axis("--locales", locales) { try MatrixAxisParser.locales($0, catalog: catalogLocales) } }
        if let appearances { c.matrix.appearances = try Self.axis("--appearances", appearances, MatrixAxisParser.appearances) }
        if let legibilityWeights {
            c.matrix.legibilityWeights = try Self.axis("--legibility-weights", legibilityWeights, MatrixAxisParser.legibilityWeights)
        }
        if let contrasts { c.matrix.contrasts = try Self.axis("--contrasts", contrasts, MatrixAxisParser.contrasts) }
        if let failOn {
            c.failOn = try Self.axis("--fail-on", failOn) { names in
                try Set(names.enumerated().map { i, n in
                    guard let s = Severity(rawValue: n) else { throw AxisValueError(index: i, message: "unknown severity '\(n)' (expected P0, P1 or P2)") }
                    return s
                })
            }
        }
        if let diffThreshold {
            guard diffThreshold >= 0 && diffThreshold <= 1 else {
                throw InputError(key: "--threshold", message: "must be between 0 and 1, found \(diffThreshold)")
            }
            c.diff.threshold = diffThreshold
        }
        c.sources = Self.adding(sources, to: c.sources)
        c.assets = Self.adding(assets, to: c.assets)
        c.fonts = Self.adding(fonts, to: c.fonts)
        if let report { c.report = report }
        if let junit { c.junit = junit }
        // The report's paths (in run.json, in links) name it from the project, not as typed.
        c.report = OutputPaths.fromProject(c.report)
        return c
    }

    /// Rule: a path option adds to the configuration's list, never replaces it; a path already
    /// listed is not listed twice.
    public static func adding(_ given: [String], to list: [String]) -> [String] {
        list + given.filter { !list.contains($0) }
    }

    /// The Swift files and folders among `screens` (YAML screen files left out).
    public static func swiftScreens(_ screens: [String]) -> [String] {
        screens.filter { path in
            var isFolder: ObjCBool = false
            return path.hasSuffix(ScreenLoader.swiftSuffix) || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
        }
    }

    private static func axis<T>(_ option: String, _ value: String, _ parse: ([String]) throws -> T) throws -> T {
        do { return try parse(MatrixAxisParser.splitList(value)) } catch let e as AxisValueError {
            throw InputError(key: option, message: e.message)
        }
    }
}
