/// A colour with straight (not premultiplied) alpha, components 0...1.
public struct RGBA: Hashable, Sendable {
    public var r: Double, g: Double, b: Double, a: Double
    public init(r: Double, g: Double, b: Double, a: Double = 1) { self.r = r; self.g = g; self.b = b; self.a = a }
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Double((hex >> 16) & 0xFF) / 255, g: Double((hex >> 8) & 0xFF) / 255,
                  b: Double(hex & 0xFF) / 255, a: alpha)
    }
    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
    public static let white = RGBA(r: 1, g: 1, b: 1)
    public static let black = RGBA(r: 0, g: 0, b: 0)

    public func withAlpha(_ alpha: Double) -> RGBA { RGBA(r: r, g: g, b: b, a: alpha) }

    /// `self` drawn over `below` (source-over).
    public func over(_ below: RGBA) -> RGBA {
        let a = self.a + below.a * (1 - self.a)
        guard a > 0 else { return .clear }
        func mix(_ s: Double, _ d: Double) -> Double { (s * self.a + d * below.a * (1 - self.a)) / a }
        return RGBA(r: mix(r, below.r), g: mix(g, below.g), b: mix(b, below.b), a: a)
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public var hexString: String {
        func h(_ v: Double) -> String {
            let n = Int((v * 255).rounded())
            let s = String(n, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(r) + h(g) + h(b) + (a < 1 ? h(a) : "")
    }
}

/// The iOS system colours the screen format names, with their light and dark values (standard
/// contrast; the Increase Contrast values are in IncreasedContrastColors.swift).
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel
    case systemBackground, secondarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground   // extension: list backgrounds
    case separator, accentColor
    case systemBlue, systemRed, systemGreen, systemOrange, systemGray
    case white, black, clear
    // Extension: the rest of UIKit's palette (UIColor's standard colours, iOS 15-18).
    case quaternaryLabel, placeholderText, link, opaqueSeparator, lightText, darkText
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case tertiarySystemBackground, tertiarySystemGroupedBackground
    case systemYellow, systemPink, systemPurple, systemTeal, systemIndigo, systemMint, systemCyan, systemBrown
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    /// The colour for an appearance and contrast setting.
    public func resolve(_ traits: ColorTraits) -> RGBA {
        traits.contrast == .increased ? increasedContrast(traits.appearance) : standard(traits.appearance)
    }

    func standard(_ appearance: Appearance) -> RGBA {
        let dark = appearance == .dark
        switch self {
        case .label: return dark ? .white : .black
        case .secondaryLabel: return dark ? RGBA(hex: 0xEBEBF5, alpha: 0.6) : RGBA(hex: 0x3C3C43, alpha: 0.6)
        case .tertiaryLabel: return dark ? RGBA(hex: 0xEBEBF5, alpha: 0.3) : RGBA(hex: 0x3C3C43, alpha: 0.3)
        case .systemBackground: return dark ? .black : .white
        case .secondarySystemBackground: return dark ? RGBA(hex: 0x1C1C1E) : RGBA(hex: 0xF2F2F7)
        case .systemGroupedBackground: return dark ? .black : RGBA(hex: 0xF2F2F7)
        case .secondarySystemGroupedBackground: return dark ? RGBA(hex: 0x1C1C1E) : .white
        case .separator: return dark ? RGBA(hex: 0x545458, alpha: 0.6) : RGBA(hex: 0x3C3C43, alpha: 0.29)
        case .accentColor, .systemBlue: return dark ? RGBA(hex: 0x0A84FF) : RGBA(hex: 0x007AFF)
        case .systemRed: return dark ? RGBA(hex: 0xFF453A) : RGBA(hex: 0xFF3B30)
        case .systemGreen: return dark ? RGBA(hex: 0x30D158) : RGBA(hex: 0x34C759)
        case .systemOrange: return dark ? RGBA(hex: 0xFF9F0A) : RGBA(hex: 0xFF9500)
        case .systemGray: return RGBA(hex: 0x8E8E93)
        case .white: return .white
        case .black: return .black
        case .clear: return .clear
        // The rest of UIKit's palette: the tinted colours and grays from Apple's Human Interface
        // Guidelines, Color, "System colors" (iOS 15-18 edition); labels, fills and backgrounds as
        // UIKit resolves them (the HIG gives no numbers; transcribed in Flutter's CupertinoColors,
        // `color` / `darkColor`, alpha in 255ths).
        case .quaternaryLabel: return dark ? RGBA(hex: 0xEBEBF5, alpha: 40.0 / 255) : RGBA(hex: 0x3C3C43, alpha: 45.0 / 255)
        case .placeholderText: return dark ? RGBA(hex: 0xEBEBF5, alpha: 76.0 / 255) : RGBA(hex: 0x3C3C43, alpha: 76.0 / 255)
        case .link: return dark ? RGBA(hex: 0x0984FF) : RGBA(hex: 0x007AFF)
        case .opaqueSeparator: return dark ? RGBA(hex: 0x38383A) : RGBA(hex: 0xC6C6C8)
        case .lightText: return RGBA(hex: 0xFFFFFF, alpha: 0.6)
        case .darkText: return .black
        case .systemFill: return RGBA(hex: 0x787880, alpha: (dark ? 91.0 : 51.0) / 255)
        case .secondarySystemFill: return RGBA(hex: 0x787880, alpha: (dark ? 81.0 : 40.0) / 255)
        case .tertiarySystemFill: return RGBA(hex: 0x767680, alpha: (dark ? 61.0 : 30.0) / 255)
        case .quaternarySystemFill: return dark ? RGBA(hex: 0x767680, alpha: 45.0 / 255) : RGBA(hex: 0x747480, alpha: 20.0 / 255)
        case .tertiarySystemBackground: return dark ? RGBA(hex: 0x2C2C2E) : .white
        case .tertiarySystemGroupedBackground: return dark ? RGBA(hex: 0x2C2C2E) : RGBA(hex: 0xF2F2F7)
        case .systemYellow: return dark ? RGBA(hex: 0xFFD60A) : RGBA(hex: 0xFFCC00)
        case .systemPink: return dark ? RGBA(hex: 0xFF375F) : RGBA(hex: 0xFF2D55)
        case .systemPurple: return dark ? RGBA(hex: 0xBF5AF2) : RGBA(hex: 0xAF52DE)
        case .systemTeal: return dark ? RGBA(hex: 0x40C8E0) : RGBA(hex: 0x30B0C7)
        case .systemIndigo: return dark ? RGBA(hex: 0x5E5CE6) : RGBA(hex: 0x5856D6)
        case .systemMint: return dark ? RGBA(hex: 0x63E6E2) : RGBA(hex: 0x00C7BE)
        case .systemCyan: return dark ? RGBA(hex: 0x64D2FF) : RGBA(hex: 0x32ADE6)
        case .systemBrown: return dark ? RGBA(hex: 0xAC8E68) : RGBA(hex: 0xA2845E)
        case .systemGray2: return dark ? RGBA(hex: 0x636366) : RGBA(hex: 0xAEAEB2)
        case .systemGray3: return dark ? RGBA(hex: 0x48484A) : RGBA(hex: 0xC7C7CC)
        case .systemGray4: return dark ? RGBA(hex: 0x3A3A3C) : RGBA(hex: 0xD1D1D6)
        case .systemGray5: return dark ? RGBA(hex: 0x2C2C2E) : RGBA(hex: 0xE5E5EA)
        case .systemGray6: return dark ? RGBA(hex: 0x1C1C1E) : RGBA(hex: 0xF2F2F7)
        }
    }
}

/// A colour as written in a screen file: a literal or a system colour resolved per appearance,
/// or either with its own Increase Contrast value (`{color: C, increasedContrast: C}`, an asset
/// catalog colour set's `contrast: high` appearance).
public enum ColorValue: Hashable, Sendable {
    case rgba(RGBA)
    case system(SystemColor)
    indirect case contrasting(ColorValue, increased: ColorValue)

    /// The one place colours resolve: renderer, checks and layout all come here with the variant's traits.
    public func resolve(_ traits: ColorTraits) -> RGBA {
        switch self {
        case .rgba(let c): return c
        case .system(let s): return s.resolve(traits)
        case .contrasting(let standard, let increased):
            return (traits.contrast == .increased ? increased : standard).resolve(traits)
        }
    }

    /// This colour at `opacity`, fixed for `appearance` (as a view's `.opacity` colour is), keeping a
    /// distinct Increase Contrast value.
    public func withOpacity(_ opacity: Double, in appearance: Appearance) -> ColorValue {
        func faded(_ c: RGBA) -> ColorValue { .rgba(c.withAlpha(c.a * opacity)) }
        let standard = resolve(ColorTraits(appearance))
        let increased = resolve(ColorTraits(appearance, contrast: .increased))
        return standard == increased ? faded(standard) : .contrasting(faded(standard), increased: faded(increased))
    }

    /// This colour multiplied component by component (alpha too) by `other`, fixed for
    /// `appearance`, keeping a distinct Increase Contrast value (SwiftUI's `.colorMultiply(_:)`).
    public func multiplied(by other: ColorValue, in appearance: Appearance) -> ColorValue {
        func product(_ contrast: ColorSchemeContrast) -> RGBA {
            let a = resolve(ColorTraits(appearance, contrast: contrast)), b = other.resolve(ColorTraits(appearance, contrast: contrast))
            return RGBA(r: a.r * b.r, g: a.g * b.g, b: a.b * b.b, a: a.a * b.a)
        }
        let standard = product(.standard), increased = product(.increased)
        return standard == increased ? .rgba(standard) : .contrasting(.rgba(standard), increased: .rgba(increased))
    }

    /// Parses `#RRGGBB`, `#RRGGBBAA` or a system colour name.
    public init?(string: String) {
        if let s = SystemColor(rawValue: string) { self = .system(s); return }
        guard string.hasPrefix("#") else { return nil }
        let hex = string.dropFirst()
        guard hex.count == 6 || hex.count == 8, let n = UInt32(hex, radix: 16) else { return nil }
        if hex.count == 6 {
            self = .rgba(RGBA(hex: n))
        } else {
            self = .rgba(RGBA(hex: n >> 8, alpha: Double(n & 0xFF) / 255))
        }
    }

    /// The spelling a screen file uses.
    public var description: String {
        switch self {
        case .system(let s): return s.rawValue
        case .rgba(let c): return c.hexString
        case .contrasting(let standard, let increased):
            return "\(standard.description) (increased contrast \(increased.description))"
        }
    }
}
