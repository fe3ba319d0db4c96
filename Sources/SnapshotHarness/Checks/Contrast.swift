import LayoutModel

/// WCAG 2.x contrast. Relative luminance: each sRGB channel linearised with the 0.04045 threshold,
/// then L = 0.2126 R + 0.7152 G + 0.0722 B; ratio = (lighter + 0.05) / (darker + 0.05), 1...21.
/// Source: W3C, "Understanding SC 1.4.3" and the relative luminance definition (WCAG 2.2).
public enum Contrast {
    public static func luminance(_ c: RGBA) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// The contrast ratio of two opaque colours (thresholds are not rounded: 2.999 fails 3).
    public static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG "large scale" text: at least 18 pt, or 14 pt bold.
    public static func isLargeText(size: Double, weight: FontWeight) -> Bool {
        size >= 18 || (size >= 14 && weight >= .bold)
    }
}

import Foundation
