// The system colours under Increase Contrast, light and dark: `SystemColor.resolve` reads this
// table when the variant's contrast is `increased`; the standard values stay in Color.swift.
//
// Sources (checked against both):
// * Tinted colours and systemGray: Apple's Human Interface Guidelines, Color, "Specifications >
//   System colors" (iOS, iPadOS), columns "Increased contrast (Light)" / "(Dark)", in the iOS 13-18
//   edition that Color.swift's standard values also follow
//   (https://developer.apple.com/design/human-interface-guidelines/color). The June 2025 edition
//   lists iOS 26's new values; both tables move together when Color.swift moves.
// * Labels, backgrounds and separators: the HIG gives no numbers for them; these are what UIKit
//   resolves with `accessibilityContrast = .high`, as transcribed in Flutter's CupertinoColors
//   (flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart, `highContrastColor` and
//   `darkHighContrastColor`): secondaryLabel alpha 173/255, tertiaryLabel 96/255, separator
//   94/255 light and 173/255 dark; secondary backgrounds one step darker (light) or lighter (dark).
// White, black and clear do not change; neither do link, opaqueSeparator, lightText and darkText
// (CupertinoColors gives them the same value under high contrast).

extension SystemColor {
    /// The colour under Increase Contrast in `appearance`.
    func increasedContrast(_ appearance: Appearance) -> RGBA {
        let dark = appearance == .dark
        switch self {
        case .label: return dark ? .white : .black
        case .secondaryLabel: return dark ? RGBA(hex: 0xEBEBF5, alpha: 173.0 / 255) : RGBA(hex: 0x3C3C43, alpha: 173.0 / 255)
        case .tertiaryLabel: return dark ? RGBA(hex: 0xEBEBF5, alpha: 96.0 / 255) : RGBA(hex: 0x3C3C43, alpha: 96.0 / 255)
        case .systemBackground: return dark ? .black : .white
        case .secondarySystemBackground: return dark ? RGBA(hex: 0x242426) : RGBA(hex: 0xEBEBF0)
        case .systemGroupedBackground: return dark ? .black : RGBA(hex: 0xEBEBF0)
        case .secondarySystemGroupedBackground: return dark ? RGBA(hex: 0x242426) : .white
        case .separator: return dark ? RGBA(hex: 0x545458, alpha: 173.0 / 255) : RGBA(hex: 0x3C3C43, alpha: 94.0 / 255)
        case .accentColor, .systemBlue: return dark ? RGBA(hex: 0x409CFF) : RGBA(hex: 0x0040DD)
        case .systemRed: return dark ? RGBA(hex: 0xFF6961) : RGBA(hex: 0xD70015)
        case .systemGreen: return dark ? RGBA(hex: 0x30DB5B) : RGBA(hex: 0x248A3D)
        case .systemOrange: return dark ? RGBA(hex: 0xFFB340) : RGBA(hex: 0xC93400)
        case .systemGray: return dark ? RGBA(hex: 0xAEAEB2) : RGBA(hex: 0x6C6C70)
        case .white: return .white
        case .black: return .black
        case .clear: return .clear
        case .quaternaryLabel: return dark ? RGBA(hex: 0xEBEBF5, alpha: 61.0 / 255) : RGBA(hex: 0x3C3C43, alpha: 66.0 / 255)
        case .placeholderText: return dark ? RGBA(hex: 0xEBEBF5, alpha: 96.0 / 255) : RGBA(hex: 0x3C3C43, alpha: 96.0 / 255)
        case .systemFill: return RGBA(hex: 0x787880, alpha: (dark ? 112.0 : 71.0) / 255)
        case .secondarySystemFill: return RGBA(hex: 0x787880, alpha: (dark ? 102.0 : 61.0) / 255)
        case .tertiarySystemFill: return RGBA(hex: 0x767680, alpha: (dark ? 81.0 : 51.0) / 255)
        case .quaternarySystemFill: return dark ? RGBA(hex: 0x767680, alpha: 66.0 / 255) : RGBA(hex: 0x747480, alpha: 40.0 / 255)
        case .tertiarySystemBackground: return dark ? RGBA(hex: 0x363638) : .white
        case .tertiarySystemGroupedBackground: return dark ? RGBA(hex: 0x363638) : RGBA(hex: 0xEBEBF0)
        case .systemYellow: return dark ? RGBA(hex: 0xFFD426) : RGBA(hex: 0xB25000)
        case .systemPink: return dark ? RGBA(hex: 0xFF6482) : RGBA(hex: 0xD30F45)
        case .systemPurple: return dark ? RGBA(hex: 0xDA8FFF) : RGBA(hex: 0x8944AB)
        case .systemTeal: return dark ? RGBA(hex: 0x5DE6FF) : RGBA(hex: 0x008299)
        case .systemIndigo: return dark ? RGBA(hex: 0x7D7AFF) : RGBA(hex: 0x3634A3)
        case .systemMint: return dark ? RGBA(hex: 0x66D4CF) : RGBA(hex: 0x0C817B)
        case .systemCyan: return dark ? RGBA(hex: 0x70D7FF) : RGBA(hex: 0x0071A4)
        case .systemBrown: return dark ? RGBA(hex: 0xB59469) : RGBA(hex: 0x7F6545)
        case .systemGray2: return dark ? RGBA(hex: 0x7C7C80) : RGBA(hex: 0x8E8E93)
        case .systemGray3: return dark ? RGBA(hex: 0x545456) : RGBA(hex: 0xAEAEB2)
        case .systemGray4: return dark ? RGBA(hex: 0x444446) : RGBA(hex: 0xBCBCC0)
        case .systemGray5: return dark ? RGBA(hex: 0x363638) : RGBA(hex: 0xD8D8DC)
        case .systemGray6: return dark ? RGBA(hex: 0x242426) : RGBA(hex: 0xEBEBF0)
        case .link, .opaqueSeparator, .lightText, .darkText: return standard(appearance)
        }
    }
}
