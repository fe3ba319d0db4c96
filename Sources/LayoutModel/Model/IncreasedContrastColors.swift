// The system colours under Increase Contrast, light and dark: `SystemColor.resolve` reads this
// table when the variant's contrast is `increased`; the standard values stay in Color.swift.
//
// Sources: the tinted colours and systemGray are Apple's Human Interface Guidelines, Color,
// "Specifications > System colors" (iOS, iPadOS), columns "Increased contrast (Light)" and
// "Increased contrast (Dark)". The label, background and separator values are what UIKit
// resolves with `accessibilityContrast = .high` (as published in UIKit colour dumps; the HIG gives
// no numbers for them): labels and separators more opaque, secondary backgrounds one step darker.
// White, black and clear do not change.

extension SystemColor {
    /// The colour under Increase Contrast in `appearance`.
    func increasedContrast(_ appearance: Appearance) -> RGBA {
        let dark = appearance == .dark
        switch self {
        case .label: return dark ? .white : .black
        case .secondaryLabel: return dark ? RGBA(hex: 0xEBEBF5, alpha: 0.7) : RGBA(hex: 0x3C3C43, alpha: 0.8)
        case .tertiaryLabel: return dark ? RGBA(hex: 0xEBEBF5, alpha: 0.5) : RGBA(hex: 0x3C3C43, alpha: 0.6)
        case .systemBackground: return dark ? .black : .white
        case .secondarySystemBackground: return dark ? RGBA(hex: 0x242426) : RGBA(hex: 0xEBEBF0)
        case .systemGroupedBackground: return dark ? .black : RGBA(hex: 0xEBEBF0)
        case .secondarySystemGroupedBackground: return dark ? RGBA(hex: 0x242426) : .white
        case .separator: return dark ? RGBA(hex: 0x545458, alpha: 0.85) : RGBA(hex: 0x3C3C43, alpha: 0.5)
        case .accentColor, .systemBlue: return dark ? RGBA(hex: 0x409CFF) : RGBA(hex: 0x0040DD)
        case .systemRed: return dark ? RGBA(hex: 0xFF6961) : RGBA(hex: 0xD70015)
        case .systemGreen: return dark ? RGBA(hex: 0x30DB5B) : RGBA(hex: 0x248A3D)
        case .systemOrange: return dark ? RGBA(hex: 0xFFB340) : RGBA(hex: 0xC93400)
        case .systemGray: return dark ? RGBA(hex: 0xAEAEB2) : RGBA(hex: 0x6C6C70)
        case .white: return .white
        case .black: return .black
        case .clear: return .clear
        }
    }
}
