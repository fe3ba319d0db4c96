// Apple's Dynamic Type table for iOS: point size and leading per text style and content size.
// Source: Apple Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes" and
// "iOS, iPadOS larger accessibility type sizes" (as copied in shared/spec/dynamic-type.md).
// Headline is semibold; every other style is regular.

public enum DynamicTypeTable {
    /// size/leading in points, one row per style, columns xSmall ... accessibility5.
    private static let rows: [TextStyle: [(size: Double, leading: Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    /// Point size of `style` at `size`.
    public static func pointSize(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
        rows[style]![size.index].size
    }

    /// Apple's typographic leading (a designer's guide, not the rendered line height).
    public static func leading(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
        rows[style]![size.index].leading
    }

    /// The default weight of a style: headline is semibold, the rest regular.
    public static func weight(_ style: TextStyle) -> FontWeight {
        style == .headline ? .semibold : .regular
    }

    /// The weight `bold: true` gives a style (Apple's "emphasized" weights).
    public static func emphasizedWeight(_ style: TextStyle) -> FontWeight {
        switch style {
        case .largeTitle, .title, .title2: return .bold
        default: return .semibold
        }
    }

    /// `@ScaledMetric`: `value x size(style, current) / size(style, large)`, rounded to the pixel.
    public static func scaled(_ value: Double, relativeTo style: TextStyle = .body,
                              at size: DynamicTypeSize, scale: Double) -> Double {
        let factor = pointSize(style, size) / pointSize(style, .large)
        return (value * factor * scale).rounded() / scale
    }
}
