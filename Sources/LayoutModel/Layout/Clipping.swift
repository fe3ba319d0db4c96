// Clipping: the one rule for what cuts an element's drawing, decided while placing and handed on
// in `LayoutElement.clip`. The renderer clips with `shape` and `viewport`; the checks read `cut`
// (what can never be seen) and `visible` (what is on screen before anyone scrolls).
//
// Rules, in the order they apply from the root down:
// 1. `cornerRadius` (any value, 0 too) and `clipped: true` clip the node itself, its decorations
//    and its whole subtree to its `bounds`, rounded by the corner radius (`shape`);
// 2. a scroll view or a list shows its content (not its own decorations) through its frame, the
//    viewport (`viewport`). Along its scroll axis that content scrolls into view, so it is cut only
//    across the axis;
// 3. `cut` is the intersection of every rule-1 shape at or above the element and every rule-2
//    viewport above it, taken across its axis only; `visible` is `cut` and those viewports whole.
// An intersection that is empty is a zero-sized rect (nothing shows), never nil: nil means
// nothing clips.

/// How an element's drawing is clipped.
public struct ElementClip: Hashable, Sendable {
    /// Rule 1: the node's own clip, applied to it and its subtree; nil when it sets none.
    public var shape: ClipShape?
    /// Rule 2: a scroll view's or a list's frame, which its content is drawn through.
    public var viewport: Rect?
    /// What can never be seen: outside it, the element is cut off (rule 3); nil when nothing clips.
    public var cut: Rect?
    /// What is on screen in the initial scroll position (rule 3); nil when nothing clips.
    public var visible: Rect?

    public init(shape: ClipShape? = nil, viewport: Rect? = nil, cut: Rect? = nil, visible: Rect? = nil) {
        self.shape = shape; self.viewport = viewport; self.cut = cut; self.visible = visible
    }

    /// The part of `rect` on screen in the initial scroll position; nil when none is.
    public func visiblePart(of rect: Rect) -> Rect? {
        visible.map { rect.intersection($0) } ?? rect
    }
}

/// A clip to a (rounded) rect.
public struct ClipShape: Hashable, Sendable {
    public var rect: Rect
    /// nil for `clipped: true` alone (a square clip); the `cornerRadius` otherwise.
    public var cornerRadius: Double?
    public init(rect: Rect, cornerRadius: Double?) { self.rect = rect; self.cornerRadius = cornerRadius }
}

/// What placement hands down: the clips of the ancestors (rule 3 so far).
struct PlacementContext {
    var cut: Rect?
    var visible: Rect?
    /// `SafeAreaRules` rule 1: the safe rect here, in screen coordinates; nil: the device's.
    var safeArea: Rect?

    static let unclipped = PlacementContext(cut: nil, visible: nil)

    /// Rule 1 for a node: its shape, if it sets one.
    static func shape(cornerRadius: Double?, clipped: Bool?, bounds: Rect) -> ClipShape? {
        guard clipped == true || cornerRadius != nil else { return nil }
        return ClipShape(rect: bounds, cornerRadius: cornerRadius)
    }

    /// Inside a rule-1 shape.
    func clipping(to shape: ClipShape?) -> PlacementContext {
        guard let shape else { return self }
        return PlacementContext(cut: Self.intersect(cut, shape.rect), visible: Self.intersect(visible, shape.rect),
                                safeArea: safeArea)
    }

    /// Inside a rule-2 viewport scrolling along `axis`. Along the axis the content scrolls into
    /// this viewport, so what clipped it there from above (an outer scroll view across its own
    /// axis: chips in a horizontal scroll view inside a vertical one) no longer cuts it, as long
    /// as some of the viewport itself can be seen; across the axis both cuts hold.
    func scrolling(in viewport: Rect, along axis: Axis) -> PlacementContext {
        let far = 1e9
        let across = axis == .vertical
            ? Rect(x: viewport.minX, y: -far, width: viewport.width, height: 2 * far)
            : Rect(x: -far, y: viewport.minY, width: 2 * far, height: viewport.height)
        guard let outer = cut, let seen = outer.intersection(viewport), seen.width > 0, seen.height > 0 else {
            return PlacementContext(cut: Self.intersect(cut, across), visible: Self.intersect(visible, viewport), safeArea: safeArea)
        }
        let reach = axis == .vertical
            ? Rect(x: seen.minX, y: -far, width: seen.width, height: 2 * far)
            : Rect(x: -far, y: seen.minY, width: 2 * far, height: seen.height)
        return PlacementContext(cut: reach, visible: Self.intersect(visible, viewport), safeArea: safeArea)
    }

    /// Below a bar: the safe area ends at `edge`'s side of `rect` (rule 1 of `SafeAreaRules`).
    func insettingSafeArea(top: Double? = nil, bottom: Double? = nil, device: Device) -> PlacementContext {
        var c = self
        let s = safeArea ?? device.safeRect
        let minY = max(s.minY, top ?? s.minY), maxY = min(s.maxY, bottom ?? s.maxY)
        c.safeArea = Rect(x: s.minX, y: minY, width: s.width, height: max(maxY - minY, 0))
        return c
    }

    /// The element's clip, for an element with `shape` and `viewport` placed in this context (its
    /// own shape already applied).
    func clip(shape: ClipShape?, viewport: Rect?) -> ElementClip {
        ElementClip(shape: shape, viewport: viewport, cut: cut, visible: visible)
    }

    /// The intersection; an empty one is a zero-sized rect at `b`'s origin.
    static func intersect(_ a: Rect?, _ b: Rect) -> Rect {
        guard let a else { return b }
        return a.intersection(b) ?? Rect(origin: b.origin, size: .zero)
    }
}
