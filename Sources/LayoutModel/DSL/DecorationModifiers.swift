// Decoration modifiers (spec section 3: `background`, `overlay`, `border`, `cornerRadius`,
// `clipped`, `opacity`, `hidden`). A later call replaces an earlier one.

extension Node {
    /// `background: COLOR`, or `{color, cornerRadius, stroke}` when either of those is given.
    public func background(_ color: ColorValue, cornerRadius: Double? = nil, stroke: StrokeValue? = nil) -> Node {
        modified { $0.background = decoration(color, cornerRadius: cornerRadius, stroke: stroke) }
    }
    public func background(_ color: SystemColor, cornerRadius: Double? = nil, stroke: StrokeValue? = nil) -> Node {
        background(.system(color), cornerRadius: cornerRadius, stroke: stroke)
    }
    public func background(_ color: String, cornerRadius: Double? = nil, stroke: StrokeValue? = nil) -> Node {
        background(colorValue(color), cornerRadius: cornerRadius, stroke: stroke)
    }
    /// `background: NODE`.
    public func background(_ node: Node) -> Node { modified { $0.background = .node(node) } }
    /// `.background { Capsule().fill(.systemBlue) }`; several views are layered in a ZStack.
    public func background(@NodeBuilder _ content: () -> [Node]) -> Node {
        background(NodeBuilder.single(content(), in: NodeKind.zStack))
    }

    /// `overlay:`, the same forms as `background`, drawn on top.
    public func overlay(_ color: ColorValue, cornerRadius: Double? = nil, stroke: StrokeValue? = nil) -> Node {
        modified { $0.overlay = decoration(color, cornerRadius: cornerRadius, stroke: stroke) }
    }
    public func overlay(_ color: SystemColor, cornerRadius: Double? = nil, stroke: StrokeValue? = nil) -> Node {
        overlay(.system(color), cornerRadius: cornerRadius, stroke: stroke)
    }
    public func overlay(_ color: String, cornerRadius: Double? = nil, stroke: StrokeValue? = nil) -> Node {
        overlay(colorValue(color), cornerRadius: cornerRadius, stroke: stroke)
    }
    public func overlay(_ node: Node) -> Node { modified { $0.overlay = .node(node) } }
    public func overlay(@NodeBuilder _ content: () -> [Node]) -> Node {
        overlay(NodeBuilder.single(content(), in: NodeKind.zStack))
    }

    /// `border: {color, width}` (width 1 by default, as SwiftUI).
    public func border(_ color: ColorValue, width: Double = 1) -> Node {
        modified { $0.border = StrokeValue(color: color, width: width) }
    }
    public func border(_ color: SystemColor, width: Double = 1) -> Node { border(.system(color), width: width) }
    public func border(_ color: String, width: Double = 1) -> Node { border(colorValue(color), width: width) }

    public func cornerRadius(_ radius: Double) -> Node { modified { $0.cornerRadius = radius } }

    public func clipped(_ isClipped: Bool = true) -> Node { modified { $0.clipped = isClipped } }

    public func opacity(_ opacity: Double) -> Node { modified { $0.opacity = opacity } }

    public func hidden(_ isHidden: Bool = true) -> Node { modified { $0.hidden = isHidden } }
}
