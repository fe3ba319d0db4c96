// Default spacing between stack neighbours (`spacing: nil`), notes §1.3 and OpenSwiftUI
// `Layout/Geometry/Spacing.swift` + `View/Text/Text/Text+Spacing.swift`.
//
// SwiftUI keeps, per view and edge, spacing values in categories; two neighbours use the largest
// value of a category both have on their facing edges, else the largest category-less value, else
// the 8 pt default. For the views this engine has, that reduces to three kinds of edge:
// * `.standard`  – no preference: 8 pt to anything that has no preference either (`defaultSpacing`);
// * `.zero`      – a Spacer's category-less 0: 0 pt to any neighbour (`spacerHasNoSpacing`);
// * `.text(m)`   – a Text edge with its font metrics: 8 pt horizontally, and vertically the
//                  text-aware distances of `textAwareSpacing`.
// `padding` resets the padded edges to `.standard` (the padding is the visual gap now); frames,
// fixedSize, offsets and decorations keep their child's spacing.

enum EdgeSpacing {
    case standard
    case zero
    case text(FontMetrics)
}

struct ViewSpacing {
    var top: EdgeSpacing = .standard
    var bottom: EdgeSpacing = .standard
    var leading: EdgeSpacing = .standard
    var trailing: EdgeSpacing = .standard

    static let standard = ViewSpacing()
    static let zero = ViewSpacing(top: .zero, bottom: .zero, leading: .zero, trailing: .zero)
    static func text(_ m: FontMetrics) -> ViewSpacing {
        ViewSpacing(top: .text(m), bottom: .text(m), leading: .text(m), trailing: .text(m))
    }

    /// The edges that face the previous and the next neighbour along `axis`.
    func before(_ axis: Axis) -> EdgeSpacing { axis == .vertical ? top : leading }
    func after(_ axis: Axis) -> EdgeSpacing { axis == .vertical ? bottom : trailing }

    /// Padding resets the edges it pads (any inset > 0) to the default.
    func resettingPadded(_ insets: EdgeInsets) -> ViewSpacing {
        var s = self
        if insets.top != 0 { s.top = .standard }
        if insets.bottom != 0 { s.bottom = .standard }
        if insets.leading != 0 { s.leading = .standard }
        if insets.trailing != 0 { s.trailing = .standard }
        return s
    }
}

enum SpacingRules {
    /// `OpenSwiftUIGlue.defaultSpacing`: 8 x 8.
    static let defaultSpacing = 8.0

    /// `distanceToPrevious`: the gap between `above` (its trailing/bottom edge) and `below`
    /// (its leading/top edge) along `axis`.
    static func distance(after above: EdgeSpacing, before below: EdgeSpacing, along axis: Axis,
                         scale: Double) -> Double {
        // spacerHasNoSpacing: a category-less 0 on either side wins over the default.
        if case .zero = above { return 0 }
        if case .zero = below { return 0 }
        guard axis == .vertical else { return defaultSpacing }   // horizontally text is like any view
        return textAwareSpacing(above: above, below: below, scale: scale)
    }

    /// `textAwareSpacing` (Text+Spacing.swift), with L = ascender + descender (the font's line
    /// height without gap) and d = ceil_to_pixel(0.1 L):
    /// * view above, Text below: `descender + d` of the text below;
    /// * Text above, view below: `max(L + d - capHeight, d + descender)` of the text above;
    /// * Text above, Text below: the line gap of the text above, rounded up to the pixel
    ///   (they sit like consecutive lines);
    /// * neither is text: 8.
    static func textAwareSpacing(above: EdgeSpacing, below: EdgeSpacing, scale: Double) -> Double {
        switch (above, below) {
        case (.text(let a), .text):
            return PixelGrid.ceil(a.lineGap, scale: scale)
        case (.text(let a), _):
            let l = a.ascender + a.descender
            let d = PixelGrid.ceil(0.1 * l, scale: scale)
            return max(l + d - a.capHeight, d + a.descender)
        case (_, .text(let b)):
            let l = b.ascender + b.descender
            let d = PixelGrid.ceil(0.1 * l, scale: scale)
            return b.descender + d
        default:
            return defaultSpacing
        }
    }
}
