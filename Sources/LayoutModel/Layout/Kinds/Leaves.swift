// Leaf kinds that take what they are offered (notes §1.1, §1.4).

/// `color` and `shape` (`takeAllOffered`): any proposal is accepted; nil becomes 10
/// (`replacingUnspecifiedDimensions`, SwiftUI's ideal size of shapes and colours).
final class FillLayout: KindLayout {
    let fill: RGBA?
    let shape: ShapeValue?

    init(fill: RGBA?, shape: ShapeValue?) { self.fill = fill; self.shape = shape }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { proposal.replacingUnspecifiedDimensions() }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        var radius: Double?
        switch shape?.kind {
        case .roundedRectangle?: radius = shape?.cornerRadius
        case .capsule?, .circle?: radius = min(rect.width, rect.height) / 2
        default: radius = nil
        }
        return KindPlacement(fill: fill, cornerRadius: radius)
    }
}

/// How a `placeholder` (a view the SwiftUI reader could not evaluate) looks: a faint grey box,
/// hatched and outlined by the renderer, so it reads as "something unknown is here".
public enum PlaceholderStyle {
    public static let fill = RGBA(hex: 0x8E8E93, alpha: 0.12)
    public static let hatch = RGBA(hex: 0x8E8E93, alpha: 0.6)
    /// Distance between the hatch lines, in points.
    public static let hatchSpacing = 8.0
}

/// Spacer (notes §1.4, OpenSwiftUI `Layout/Separator/Spacer.swift`): on its stack's axis
/// `max(proposal ?? -infinity, minLength ?? 8)`, 0 across; outside a stack the rule holds on both
/// axes. Priority -infinity (NodeBox) and zero spacing to its neighbours (`spacerHasNoSpacing`).
final class SpacerLayout: KindLayout {
    static let defaultMinLength = 8.0
    let minLength: Double
    let axis: Axis?

    init(minLength: Double?, axis: Axis?) {
        self.minLength = minLength ?? SpacerLayout.defaultMinLength
        self.axis = axis
    }

    var spacing: ViewSpacing { .zero }

    func length(_ p: Double?) -> Double { max(p ?? -.infinity, minLength) }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        switch axis {
        case .horizontal?: return Size(width: length(proposal.width), height: 0)
        case .vertical?: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        KindPlacement()
    }
}

/// Divider: a line one device pixel thick across its stack's minor axis (a horizontal line in a
/// vStack or outside stacks, a vertical one in an hStack); it takes the proposed length
/// (nil -> 10, like a shape).
final class DividerLayout: KindLayout {
    let thickness: Double
    let stackAxis: Axis?
    let color: RGBA

    init(env: LayoutEnvironment) {
        thickness = env.device.pixel
        stackAxis = env.stackAxis
        color = env.resolve(.system(.separator))
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if stackAxis == .horizontal { return Size(width: thickness, height: proposal.height ?? 10) }
        return Size(width: proposal.width ?? 10, height: thickness)
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        KindPlacement(fill: color)
    }
}

/// Image: `{symbol}` is as large as the glyph the text engine draws for it beside text in its font
/// (`TextMeasuring.symbolSize`, rounded up to the pixel), so it follows Dynamic Type and a wide
/// `ellipsis` is wider than tall, as SF Symbols are; a symbol the engine has no glyph for is a
/// square as tall as the font's line height (ascender + descender + line gap, rounded up to the
/// pixel); `{width, height}` is a fixed bitmap whatever the proposal. A resizable symbol
/// (`.resizable()`) takes each dimension proposed to it, as SwiftUI's resizable images do, and its
/// font's size where a dimension is unproposed or unbounded; the painter fits its glyph into that
/// frame. `flipsForRightToLeft` marks the element mirrored in a right-to-left context, and so does
/// a `forward` or `backward` symbol's name (`chevron.forward`): iOS mirrors those by itself.
final class ImageLayout: KindLayout {
    let size: Size
    let symbol: String?
    let resizable: Bool
    let tint: RGBA
    let isMirrored: Bool

    init(value: ImageValue, flips: Bool, env: LayoutEnvironment, measurer: any TextMeasuring) {
        resizable = { if case .resizableSymbol = value { return true } else { return false } }()
        switch value {
        case .symbol(let name), .resizableSymbol(let name):
            let font = env.resolvedFont.descriptor
            let factor = SymbolScale.factor(env.imageScale)
            if let glyph = measurer.symbolSize(name, font: font), glyph.width.isFinite, glyph.height.isFinite {
                size = Size(width: PixelGrid.ceil(glyph.width * factor, scale: env.scale),
                            height: PixelGrid.ceil(glyph.height * factor, scale: env.scale))
            } else {
                let side = ImageLayout.symbolSide(font: font, env: env, measurer: measurer, factor: factor)
                size = Size(width: side, height: side)
            }
            symbol = name
        case .bitmap(let w, let h), .png(_, let w, let h):
            size = Size(width: w, height: h)
            symbol = nil
        }
        tint = env.resolvedForeground
        isMirrored = (flips || symbol.map(ImageLayout.mirrorsByItself) == true) && env.direction == .rightToLeft
    }

    /// Symbols named for the reading direction after what they show (`chevron.forward`,
    /// `arrow.uturn.backward`, `delete.backward`) point the other way in right-to-left layouts
    /// without `flipsForRightToLeft`. Media controls start with it (`forward.end.fill`,
    /// `backward.fill`) and keep the tape's direction.
    static func mirrorsByItself(_ name: String) -> Bool {
        name.split(separator: ".").dropFirst().contains { $0 == "forward" || $0 == "backward" }
    }

    /// `factor`: the symbol's image scale (`SymbolScale`).
    static func symbolSide(font: FontDescriptor, env: LayoutEnvironment, measurer: any TextMeasuring, factor: Double = 1) -> Double {
        PixelGrid.ceil(measurer.metrics(for: font).lineHeight * factor, scale: env.scale)
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard resizable else { return size }
        func proposed(_ value: Double?, else natural: Double) -> Double {
            guard let value, value.isFinite else { return natural }
            return max(value, 0)
        }
        return Size(width: proposed(proposal.width, else: size.width), height: proposed(proposal.height, else: size.height))
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        KindPlacement(fill: symbol == nil ? nil : tint, symbol: symbol, isMirrored: isMirrored)
    }
}
