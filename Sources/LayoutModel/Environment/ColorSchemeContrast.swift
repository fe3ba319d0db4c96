/// The variant's Increase Contrast setting (Settings > Accessibility > Display & Text Size),
/// as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: String, Hashable, Sendable, CaseIterable {
    case standard, increased
}

/// What a colour resolves against: the appearance and the contrast setting, as UIKit's
/// `userInterfaceStyle` and `accessibilityContrast` traits. The one input of colour resolution.
public struct ColorTraits: Hashable, Sendable {
    public var appearance: Appearance
    public var contrast: ColorSchemeContrast

    public init(_ appearance: Appearance, contrast: ColorSchemeContrast = .standard) {
        self.appearance = appearance; self.contrast = contrast
    }

    /// Light or dark at standard contrast.
    public static let light = ColorTraits(.light)
    public static let dark = ColorTraits(.dark)
}

extension Variant {
    /// The traits this variant's colours resolve against.
    public var colorTraits: ColorTraits { ColorTraits(appearance, contrast: contrast) }
}
