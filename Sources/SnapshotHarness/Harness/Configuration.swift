import LayoutModel

/// The axes of the variant matrix: every combination is rendered and checked (spec section 4).
public struct MatrixSpec: Hashable, Sendable {
    public var devices: [Device]
    public var sizes: [DynamicTypeSize]
    public var directions: [LayoutDirection]
    public var locales: [String]
    public var appearances: [Appearance]
    /// Bold Text off and/or on (`legibilityWeight`); off only by default.
    public var legibilityWeights: [LegibilityWeight]
    /// Increase Contrast off and/or on (`contrast`); off only by default.
    public var contrasts: [ColorSchemeContrast]
    /// The iOS version every variant is laid out for (the top-level `ios:` key; one per run).
    public var ios: IOSVersion

    public init(devices: [Device] = [.iphone15], sizes: [DynamicTypeSize] = DynamicTypeSize.allCases,
                directions: [LayoutDirection] = [.leftToRight, .rightToLeft],
                locales: [String] = ["en", "pseudo130", "pseudo150"], appearances: [Appearance] = [.light],
                legibilityWeights: [LegibilityWeight] = [.regular], contrasts: [ColorSchemeContrast] = [.standard],
                ios: IOSVersion = .default) {
        self.devices = devices; self.sizes = sizes; self.directions = directions
        self.locales = locales; self.appearances = appearances
        self.legibilityWeights = legibilityWeights; self.contrasts = contrasts; self.ios = ios
    }
}

/// Which variants of the matrix get pixel baselines; each axis nil means "every value of the matrix".
/// The default is the CI gate: Accessibility Large and the iOS default size, both directions,
/// English and the 50% longer pseudo-locale. Checks still run on the whole matrix.
public struct BaselineSelection: Hashable, Sendable {
    public var devices: [String]?
    public var sizes: [DynamicTypeSize]?
    public var directions: [LayoutDirection]?
    public var locales: [String]?
    public var appearances: [Appearance]?
    public var legibilityWeights: [LegibilityWeight]?
    public var contrasts: [ColorSchemeContrast]?
    /// Single variants baselined besides the selection (`extra:`), e.g. one Bold Text variant.
    public var extra: [VariantPick] = []

    public init(devices: [String]? = nil, sizes: [DynamicTypeSize]? = [.accessibility2, .large],
                directions: [LayoutDirection]? = nil, locales: [String]? = ["en", "pseudo150"],
                appearances: [Appearance]? = nil, legibilityWeights: [LegibilityWeight]? = nil,
                contrasts: [ColorSchemeContrast]? = nil) {
        self.devices = devices; self.sizes = sizes; self.directions = directions
        self.locales = locales; self.appearances = appearances
        self.legibilityWeights = legibilityWeights; self.contrasts = contrasts
    }

    /// Every variant of the matrix.
    public static let all = BaselineSelection(sizes: nil, locales: nil)
    /// No variant: checks only.
    public static let none = BaselineSelection(devices: [], sizes: [], directions: [], locales: [], appearances: [],
                                               legibilityWeights: [], contrasts: [])

    /// Rule: a variant is baselined when every one of its axes is selected.
    public func contains(_ v: Variant) -> Bool {
        (devices?.contains(v.device.name) ?? true) && (sizes?.contains(v.size) ?? true)
            && (directions?.contains(v.direction) ?? true) && (locales?.contains(v.locale) ?? true)
            && (appearances?.contains(v.appearance) ?? true)
            && (legibilityWeights?.contains(v.legibilityWeight) ?? true) && (contrasts?.contains(v.contrast) ?? true)
    }
}

/// One variant named by the axes it sets (`{size: accessibilityLarge, legibilityWeight: bold}`).
/// Rule: an axis it leaves out takes the matrix's first value, so a pick is exactly one variant,
/// and that variant is added to the matrix (baselined) when the matrix does not have it.
public struct VariantPick: Hashable, Sendable {
    public var device: String?
    public var size: DynamicTypeSize?
    public var direction: LayoutDirection?
    public var locale: String?
    public var appearance: Appearance?
    public var legibilityWeight: LegibilityWeight?
    public var contrast: ColorSchemeContrast?

    public init(device: String? = nil, size: DynamicTypeSize? = nil, direction: LayoutDirection? = nil,
                locale: String? = nil, appearance: Appearance? = nil, legibilityWeight: LegibilityWeight? = nil,
                contrast: ColorSchemeContrast? = nil) {
        self.device = device; self.size = size; self.direction = direction; self.locale = locale
        self.appearance = appearance; self.legibilityWeight = legibilityWeight; self.contrast = contrast
    }

    /// The variant in `spec`; nil when the matrix lacks the device named, or has an empty axis.
    public func variant(in spec: MatrixSpec) -> Variant? {
        guard let device = device.map({ name in spec.devices.first { $0.name == name } }) ?? spec.devices.first,
              let size = size ?? spec.sizes.first, let direction = direction ?? spec.directions.first,
              let locale = locale ?? spec.locales.first, let appearance = appearance ?? spec.appearances.first,
              let weight = legibilityWeight ?? spec.legibilityWeights.first, let contrast = contrast ?? spec.contrasts.first
        else { return nil }
        return Variant(device: device, size: size, direction: direction, locale: locale, appearance: appearance,
                       legibilityWeight: weight, contrast: contrast, ios: spec.ios)
    }
}

/// When two renderings count as the same (the perceptual diff's settings).
public struct DiffSettings: Hashable, Sendable {
    /// Per-pixel YIQ colour distance, 0...1, under which a pixel counts as equal.
    public var threshold: Double = 0.1
    /// A rendering may differ in at most this many pixels...
    public var maxDifferentPixels: Int = 0
    /// ...or, when set, in at most this share of its pixels (0...1).
    public var maxDifferentRatio: Double?

    public init(threshold: Double = 0.1, maxDifferentPixels: Int = 0, maxDifferentRatio: Double? = nil) {
        self.threshold = threshold; self.maxDifferentPixels = maxDifferentPixels; self.maxDifferentRatio = maxDifferentRatio
    }

    /// Rule: a diff passes when its count is within `maxDifferentPixels`, or within the ratio when one is set.
    public func accepts(different: Int, total: Int) -> Bool {
        if different <= maxDifferentPixels { return true }
        if let r = maxDifferentRatio, total > 0 { return Double(different) / Double(total) <= r }
        return false
    }
}

/// `minimumCoverage: 0.9`, or `{default: 0.9, screens: {Map: 0.4}}`: the least of a screen that
/// must be evaluated (`Coverage.lowest`, the lower of its views' and its text's fractions, 0...1) for
/// it to pass; a screen evaluated less fails the run. Per screen, by name; no minimum by default
/// (a screen nothing of which could be evaluated fails whatever this says).
public struct CoverageMinimum: Hashable, Sendable {
    public var all: Double?
    public var screens: [String: Double] = [:]

    public init(all: Double? = nil, screens: [String: Double] = [:]) { self.all = all; self.screens = screens }

    /// The minimum for the screen called `name`, nil for none.
    public func minimum(for name: String) -> Double? { screens[name] ?? all }
}

/// Everything `a11y-snap.yml` sets, with the defaults of the spec; command-line `Overrides` merge into it.
public struct Configuration: Hashable, Sendable {
    /// Screen files or folders of them, relative to the configuration's folder.
    public var screens: [String] = ["Screens"]
    /// Swift files or folders read for declarations only (views and models the previews use),
    /// relative to the configuration's folder.
    public var sources: [String] = []
    /// Asset catalogs (`*.xcassets` folders) for `Color("Name")` and `Image("Name")`.
    public var assets: [String] = []
    /// Font files (.ttf, .otf) or folders of them, for `Font.custom` and YAML `font: {name}`.
    public var fonts: [String] = []
    /// The folder of pixel baselines, text snapshots, findings baseline and manifest.
    public var baselines: String = "Baselines"
    /// A strings catalog (`.xcstrings` / `.strings`), optional.
    public var strings: String?
    public var matrix = MatrixSpec()
    public var baselined = BaselineSelection()
    public var thresholds = Thresholds()
    /// Severities whose (non-allowed, not known) findings fail the run.
    public var failOn: Set<Severity> = [.P0, .P1]
    public var diff = DiffSettings()
    /// The HTML report folder.
    public var report: String = "a11y-snap-report"
    /// A JUnit XML file to write, optional.
    public var junit: String?
    /// `minimumCoverage:`: screens the SwiftUI reader evaluated less of fail the run.
    public var minimumCoverage = CoverageMinimum()
    /// `allow:` entries for any screen, with their reasons. A run adds the source comments of its
    /// SwiftUI files (`// a11y-snap: allow CHECK: reason`) to these.
    public var allow: [AllowRule] = []

    public init() {}

    /// The default configuration file name, looked for in the current folder.
    public static let fileName = "a11y-snap.yml"
}
