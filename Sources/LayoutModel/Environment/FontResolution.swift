// Font resolution: from what a screen says (`font`, `fontWeight`, `bold`) and the Dynamic Type size in
// effect to a concrete `FontDescriptor` the text engine can measure.
//
// Rules (shared/spec/swiftui-layout-notes.md §1.13, shared/spec/dynamic-type.md):
// * a text style (`body`, `headline`, ...) takes its point size from Apple's Dynamic Type table at the
//   *effective* size (after `dynamicTypeSize` caps); default style is `body`;
// * `{size: N}` is `Font.system(size:)`: fixed, it does not follow Dynamic Type;
// * `{size: N, relativeTo: S}` is `Font.custom(_:size:relativeTo:)`: scaled like S,
//   `round(N x size(S, now) / size(S, large))` (OpenSwiftUI `FontDefinition.resolveCustomFont`);
// * weight: `fontWeight` > `bold: true` > the font's own `weight` > the style's default weight
//   (headline semibold, the rest regular). `bold: true` gives the style's *emphasized* weight
//   (`DynamicTypeTable.emphasizedWeight`); on a fixed-size font it gives `.bold`;
// * a custom font's `name` goes with the descriptor: the text engine measures with that font.
// * Bold Text (`legibilityWeight: bold`) then makes that weight one step heavier
//   (`LegibilityWeight.applied(to:)`), fixed sizes included, as iOS does.

/// A font after Dynamic Type: what to measure with, and what it follows.
public struct ResolvedFont: Hashable, Sendable {
    public var descriptor: FontDescriptor
    /// The style the size follows (the style itself, or `relativeTo`); nil for a fixed size.
    public var style: TextStyle?
    /// True for `{size: N}`: the size does not change with Dynamic Type.
    public var isFixedSize: Bool

    public init(descriptor: FontDescriptor, style: TextStyle?, isFixedSize: Bool) {
        self.descriptor = descriptor; self.style = style; self.isFixedSize = isFixedSize
    }
}

public enum FontResolution {
    /// Resolves `font` (nil = body) at Dynamic Type size `size`.
    public static func resolve(font: FontValue?, fontWeight: FontWeight?, bold: Bool,
                               at size: DynamicTypeSize, legibility: LegibilityWeight) -> ResolvedFont {
        var resolved = resolveStandard(font: font, fontWeight: fontWeight, bold: bold, at: size)
        resolved.descriptor.weight = legibility.applied(to: resolved.descriptor.weight)
        return resolved
    }

    /// The font with Bold Text off.
    static func resolveStandard(font: FontValue?, fontWeight: FontWeight?, bold: Bool,
                                at size: DynamicTypeSize) -> ResolvedFont {
        let value = font ?? FontValue(style: .body)
        let design = value.design ?? .default
        if let points = value.size {
            if let relative = value.relativeTo {
                let scaled = scaleCustomSize(points, relativeTo: relative, at: size)
                let weight = fontWeight ?? (bold ? DynamicTypeTable.emphasizedWeight(relative) : nil)
                    ?? value.weight ?? .regular
                return ResolvedFont(descriptor: FontDescriptor(size: scaled, weight: weight, design: design, name: value.name),
                                    style: relative, isFixedSize: false)
            }
            let weight = fontWeight ?? (bold ? .bold : nil) ?? value.weight ?? .regular
            return ResolvedFont(descriptor: FontDescriptor(size: points, weight: weight, design: design, name: value.name),
                                style: nil, isFixedSize: true)
        }
        let style = value.style ?? .body
        let weight = fontWeight ?? (bold ? DynamicTypeTable.emphasizedWeight(style) : nil)
            ?? value.weight ?? DynamicTypeTable.weight(style)
        return ResolvedFont(descriptor: FontDescriptor(size: DynamicTypeTable.pointSize(style, size),
                                                       weight: weight, design: design, name: value.name),
                            style: style, isFixedSize: false)
    }

    /// `Font.custom(_:size:relativeTo:)`: scales like `style`, rounded to a whole point.
    public static func scaleCustomSize(_ points: Double, relativeTo style: TextStyle,
                                       at size: DynamicTypeSize) -> Double {
        (points * DynamicTypeTable.pointSize(style, size) / DynamicTypeTable.pointSize(style, .large)).rounded()
    }
}
