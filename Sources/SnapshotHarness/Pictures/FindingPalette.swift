import LayoutModel

/// One fixed colour per check, so the same check looks the same in every picture. Fifteen hues
/// picked to stay apart from each other and from typical UI colours (Tableau 10 with grey
/// replaced by navy, plus charcoal, maroon, teal, violet and moss), all dark enough to read on white.
public enum FindingPalette {
    public static func color(of check: CheckName) -> RGBA {
        switch check {
        case .truncated: return RGBA(hex: 0xD62728)        // red
        case .clipped: return RGBA(hex: 0xFF7F0E)          // orange
        case .offscreen: return RGBA(hex: 0x8C564B)        // brown
        case .overlap: return RGBA(hex: 0xE377C2)          // pink
        case .targetSize: return RGBA(hex: 0x1F77B4)       // blue
        case .targetSpacing: return RGBA(hex: 0x17BECF)    // cyan
        case .contrast: return RGBA(hex: 0x9467BD)         // purple
        case .missingLabel: return RGBA(hex: 0x2CA02C)     // green
        case .fixedFont: return RGBA(hex: 0xBCBD22)        // olive
        case .notMirrored: return RGBA(hex: 0x1B2A7A)      // navy
        case .hardcodedString: return RGBA(hex: 0x3A3A3A)  // charcoal
        case .wordBreak: return RGBA(hex: 0x800000)        // maroon
        case .missingString: return RGBA(hex: 0x006D5B)    // teal
        case .untranslated: return RGBA(hex: 0x7B1FA2)     // violet
        case .focus: return RGBA(hex: 0x5A8F00)            // moss
        }
    }

    /// Black or white, whichever has the higher contrast ratio on `background`.
    static func ink(on background: RGBA) -> RGBA {
        Contrast.ratio(.black, background) > Contrast.ratio(.white, background) ? .black : .white
    }
}
