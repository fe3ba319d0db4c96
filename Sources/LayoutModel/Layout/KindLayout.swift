// The seam between the tree and the algorithms (Taffy/Yoga style): every kind answers the same two
// questions of SwiftUI's protocol (notes §1.1, propose -> size -> place):
// * `sizeThatFits(proposal)`: nil = ideal, 0 = minimum, infinity = maximum; the kind chooses, the
//   parent must accept;
// * `place(in:proposal:context:)`: the parent gives the rect it chose for the kind (its size is the
//   kind's answer) and the same proposal; the kind places its own children and returns their elements.
// Modifiers (fixedSize, padding, frame, ...) wrap a kind in `NodeBox`; kinds never see them.

protocol KindLayout: AnyObject {
    func sizeThatFits(_ proposal: ProposedSize) -> Size
    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement
    /// Spacing preferences of the kind's edges (for the stack it sits in).
    var spacing: ViewSpacing { get }
}

extension KindLayout {
    var spacing: ViewSpacing { .standard }
}

/// What placement hands down: the visible area so far (intersection of clipping ancestors).
struct PlacementContext {
    var clip: Rect?

    func clipping(to rect: Rect) -> PlacementContext {
        PlacementContext(clip: PlacementContext.intersect(clip, rect))
    }

    /// Intersection of two clips; an empty intersection is a zero-sized rect at the edge, not nil
    /// (nil means "nothing clips").
    static func intersect(_ a: Rect?, _ b: Rect) -> Rect {
        guard let a else { return b }
        if let i = a.intersection(b) { return i }
        let x = min(max(b.minX, a.minX), a.maxX), y = min(max(b.minY, a.minY), a.maxY)
        return Rect(x: x, y: y, width: 0, height: 0)
    }
}

/// What a kind contributes to its node's element.
struct KindPlacement {
    var children: [LayoutElement] = []
    var text: LaidOutText? = nil
    var fill: RGBA? = nil
    var cornerRadius: Double? = nil
    var symbol: String? = nil
    var isMirrored: Bool = false
}

/// Makes elements for chrome (bars, switches, separators, titles) in a container's environment.
struct ChromeFactory {
    let env: LayoutEnvironment
    let clip: Rect?

    func element(id: String, kind: String, frame: Rect, children: [LayoutElement] = [],
                 text: LaidOutText? = nil, fill: RGBA? = nil, cornerRadius: Double? = nil,
                 symbol: String? = nil, isMirrored: Bool = false) -> LayoutElement {
        LayoutElement(id: id, kind: kind, role: .chrome, frame: frame, bounds: frame, children: children,
                      node: nil, direction: env.direction, isPinned: env.isPinned,
                      dynamicTypeSize: env.dynamicTypeSize, scrollAxis: env.scrollAxis, clip: clip,
                      opacity: env.opacity, text: text, fill: fill, cornerRadius: cornerRadius,
                      symbol: symbol, isMirrored: isMirrored)
    }
}
