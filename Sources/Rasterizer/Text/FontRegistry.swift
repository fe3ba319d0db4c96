import LayoutModel

/// A font family: one file per available weight, and the Debian package that installs the files
/// (named in the error when a file is missing).
public struct FontFamily: Hashable, Sendable {
    public var name: String
    public var package: String
    public var files: [FontWeight: String]
    /// Size-specific tracking every glyph of the family gets (Tracking.swift); nil for families
    /// drawn as they are (fallbacks, symbols, a team's own fonts).
    public var tracking: TrackingTable?

    public init(name: String, package: String, files: [FontWeight: String], tracking: TrackingTable? = nil) {
        self.name = name; self.package = package; self.files = files; self.tracking = tracking
    }

    /// The file for `weight`, or for the nearest available weight when the family lacks it
    /// (distance in CSS weight numbers; a tie goes to the heavier face, as CSS font matching
    /// does for weights above 500).
    public func file(for weight: FontWeight) -> String? {
        if let exact = files[weight] { return exact }
        let nearest = files.keys.min { a, b in
            let da = abs(a.cssWeight - weight.cssWeight), db = abs(b.cssWeight - weight.cssWeight)
            return da != db ? da < db : a.cssWeight > b.cssWeight
        }
        return nearest.flatMap { files[$0] }
    }
}

extension FontWeight {
    /// The OpenType usWeightClass of the weight (heavy = ExtraBold 800, as the Inter file used).
    var cssWeight: Int {
        switch self {
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        }
    }
}

/// Which files the engine shapes with: the primary family per `FontDesign`, then per-character
/// fallbacks in order for characters the primary font has no glyph for.
public struct FontRegistry: Hashable, Sendable {
    public var primary: FontFamily
    /// The primary family's display cut, used from `displaySize` points up (nil: `primary` at
    /// every size).
    public var primaryDisplay: FontFamily?
    public var serif: FontFamily
    public var monospaced: FontFamily
    public var fallbacks: [FontFamily]
    /// The icon font SF Symbol names are drawn from (`SymbolTable` maps the names to its glyphs).
    public var symbols: FontFamily
    /// The team's own families (`fonts:`, see CustomFonts.swift), and every custom file by its
    /// PostScript name.
    public var custom: [FontFamily] = []
    public var customFiles: [String: String] = [:]

    public init(primary: FontFamily, primaryDisplay: FontFamily? = nil, serif: FontFamily, monospaced: FontFamily,
                fallbacks: [FontFamily], symbols: FontFamily = .materialIcons) {
        self.primary = primary; self.primaryDisplay = primaryDisplay
        self.serif = serif; self.monospaced = monospaced; self.fallbacks = fallbacks
        self.symbols = symbols
    }

    /// The point size from which iOS draws the system font in its Display cut (SF Pro Display)
    /// rather than its Text cut (Apple HIG, Typography: "SF Pro Text for text 19 points or
    /// smaller, SF Pro Display for text 20 points or larger").
    public static let displaySize = 20.0

    /// The family that stands in for the iOS system font of `design` at `size` points. SF Pro and
    /// SF Rounded are not licensed for Linux, so `.default` and `.rounded` both use the primary
    /// family (Inter), in its display cut from `displaySize` up.
    public func family(for design: FontDesign, size: Double) -> FontFamily {
        switch design {
        case .default, .rounded:
            if let primaryDisplay, size >= FontRegistry.displaySize { return primaryDisplay }
            return primary
        case .serif: return serif
        case .monospaced: return monospaced
        }
    }

    /// Every family the registry can load, primary families first, the symbol font last.
    public var allFamilies: [FontFamily] {
        [primary] + (primaryDisplay.map { [$0] } ?? []) + [serif, monospaced] + fallbacks + [symbols] + custom
    }

    /// `debian`, with any file that is not at its Debian path found through fontconfig (macOS).
    public static let `default` = debian.located(using: .fontconfig)

    /// Inter and Inter Display, tracked by size to SF Pro's measured widths (Tracking.swift;
    /// line heights as SF Pro's, see swiftui-layout-notes 3.4), Noto for Arabic and
    /// Hebrew, DejaVu Sans for everything else; DejaVu for the serif and monospaced designs;
    /// Google's Material Icons (Apache 2.0) for symbols, as SF Symbols may not ship outside Apple's
    /// platforms; at the paths Debian's packages install them.
    public static let debian = FontRegistry(
        primary: .inter, primaryDisplay: .interDisplay, serif: .dejaVuSerif, monospaced: .dejaVuSansMono,
        fallbacks: [.notoSansArabic, .notoSansHebrew, .dejaVuSans])
}

extension FontFamily {
    static let interDirectory = "/usr/share/fonts/opentype/inter/"
    static let notoDirectory = "/usr/share/fonts/truetype/noto/"
    static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu/"
    static let materialDirectory = "/usr/share/fonts/truetype/material-design-icons-iconfont/"

    public static let inter = FontFamily(name: "Inter", package: "fonts-inter", files: [
        .regular: interDirectory + "Inter-Regular.otf",
        .medium: interDirectory + "Inter-Medium.otf",
        .semibold: interDirectory + "Inter-SemiBold.otf",
        .bold: interDirectory + "Inter-Bold.otf",
        .heavy: interDirectory + "Inter-ExtraBold.otf",
    ], tracking: .interText)
    public static let interDisplay = FontFamily(name: "Inter Display", package: "fonts-inter", files: [
        .regular: interDirectory + "InterDisplay-Regular.otf",
        .medium: interDirectory + "InterDisplay-Medium.otf",
        .semibold: interDirectory + "InterDisplay-SemiBold.otf",
        .bold: interDirectory + "InterDisplay-Bold.otf",
        .heavy: interDirectory + "InterDisplay-ExtraBold.otf",
    ], tracking: .interDisplay)
    // Debian's fonts-noto-core ships Regular and Bold only for these two.
    public static let notoSansArabic = FontFamily(name: "Noto Sans Arabic", package: "fonts-noto-core", files: [
        .regular: notoDirectory + "NotoSansArabic-Regular.ttf",
        .bold: notoDirectory + "NotoSansArabic-Bold.ttf",
    ])
    public static let notoSansHebrew = FontFamily(name: "Noto Sans Hebrew", package: "fonts-noto-core", files: [
        .regular: notoDirectory + "NotoSansHebrew-Regular.ttf",
        .bold: notoDirectory + "NotoSansHebrew-Bold.ttf",
    ])
    public static let dejaVuSans = FontFamily(name: "DejaVu Sans", package: "fonts-dejavu-core", files: [
        .regular: dejaVuDirectory + "DejaVuSans.ttf",
        .bold: dejaVuDirectory + "DejaVuSans-Bold.ttf",
    ])
    public static let dejaVuSansMono = FontFamily(name: "DejaVu Sans Mono", package: "fonts-dejavu-core", files: [
        .regular: dejaVuDirectory + "DejaVuSansMono.ttf",
        .bold: dejaVuDirectory + "DejaVuSansMono-Bold.ttf",
    ])
    public static let dejaVuSerif = FontFamily(name: "DejaVu Serif", package: "fonts-dejavu-core", files: [
        .regular: dejaVuDirectory + "DejaVuSerif.ttf",
        .bold: dejaVuDirectory + "DejaVuSerif-Bold.ttf",
    ])
    public static let materialIcons = FontFamily(
        name: "Material Icons", package: "fonts-material-design-icons-iconfont",
        files: [.regular: materialDirectory + "MaterialIcons-Regular.ttf"])
}
