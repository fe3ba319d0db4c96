import LayoutModel

/// A font family: one file per available weight, and the Debian package that installs the files
/// (named in the error when a file is missing).
public struct FontFamily: Hashable, Sendable {
    public var name: String
    public var package: String
    public var files: [FontWeight: String]

    public init(name: String, package: String, files: [FontWeight: String]) {
        self.name = name; self.package = package; self.files = files
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
    public var serif: FontFamily
    public var monospaced: FontFamily
    public var fallbacks: [FontFamily]
    /// The icon font SF Symbol names are drawn from (`SymbolTable` maps the names to its glyphs).
    public var symbols: FontFamily
    /// The team's own families (`fonts:`, see CustomFonts.swift), and every custom file by its
    /// PostScript name.
    public var custom: [FontFamily] = []
    public var customFiles: [String: String] = [:]

    public init(primary: FontFamily, serif: FontFamily, monospaced: FontFamily, fallbacks: [FontFamily],
                symbols: FontFamily = .materialIcons) {
        self.primary = primary; self.serif = serif; self.monospaced = monospaced; self.fallbacks = fallbacks
        self.symbols = symbols
    }

    /// The family that stands in for the iOS system font of `design`. SF Pro and SF Rounded are
    /// not licensed for Linux, so `.default` and `.rounded` both use the primary family (Inter).
    public func family(for design: FontDesign) -> FontFamily {
        switch design {
        case .default, .rounded: return primary
        case .serif: return serif
        case .monospaced: return monospaced
        }
    }

    /// Every family the registry can load, primary families first, the symbol font last.
    public var allFamilies: [FontFamily] { [primary, serif, monospaced] + fallbacks + [symbols] + custom }

    /// `debian`, with any file that is not at its Debian path found through fontconfig (macOS).
    public static let `default` = debian.located(using: .fontconfig)

    /// Inter (close to SF Pro's metrics, see swiftui-layout-notes 3.4), Noto for Arabic and
    /// Hebrew, DejaVu Sans for everything else; DejaVu for the serif and monospaced designs;
    /// Google's Material Icons (Apache 2.0) for symbols, as SF Symbols may not ship outside Apple's
    /// platforms; at the paths Debian's packages install them.
    public static let debian = FontRegistry(
        primary: .inter, serif: .dejaVuSerif, monospaced: .dejaVuSansMono,
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
    ])
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
