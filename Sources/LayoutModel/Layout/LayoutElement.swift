/// How an element relates to the node it came from.
public enum ElementRole: String, Hashable, Sendable {
    /// The node itself.
    case content
    /// A `background:` or `overlay:` of its parent element: never overlaps its owner.
    case background, overlay
    /// Drawn by a container for itself: a navigation bar, a tab bar, a toggle's switch, a list row's card.
    case chrome
}

/// Text as laid out: what string is shown, in which font, and how it broke into lines.
public struct LaidOutText: Sendable {
    /// The string after strings-catalog lookup and pseudo-localization.
    public var string: String
    public var font: FontDescriptor
    public var measurement: TextMeasurement
    public var color: RGBA
    public var alignment: TextAlignment
    /// The text style the font follows, nil for a fixed size.
    public var style: TextStyle?
    /// True when the size does not follow Dynamic Type (`font: {size: N}`).
    public var isFixedSize: Bool
    /// True for `text: "..."` written in the file rather than `{key: ...}`.
    public var isLiteral: Bool
    public init(string: String, font: FontDescriptor, measurement: TextMeasurement, color: RGBA,
                alignment: TextAlignment, style: TextStyle?, isFixedSize: Bool, isLiteral: Bool) {
        self.string = string; self.font = font; self.measurement = measurement; self.color = color
        self.alignment = alignment; self.style = style; self.isFixedSize = isFixedSize; self.isLiteral = isLiteral
    }
}

/// One element of the laid-out tree, in screen points (origin top-left).
public struct LayoutElement: Sendable {
    public var id: String
    /// The node kind (`text`, `hStack`, ...) or, for chrome, what it is (`navigationBar`, `tabBar`, `switch`, ...).
    public var kind: String
    public var role: ElementRole
    /// Where the kind itself is drawn: a colour's fill, a text's lines, inside padding, aligned in its frame.
    public var frame: Rect
    /// The node with its padding and frame modifiers. Both rects are after `offset`.
    public var bounds: Rect
    public var children: [LayoutElement]
    /// The source node; nil for chrome the layout made.
    public var node: Node?
    /// The effective layout direction here (a `layoutDirection` pin overrides the variant's).
    public var direction: LayoutDirection
    /// True inside a subtree whose `layoutDirection` pins it against the variant's direction.
    public var isPinned: Bool
    /// The Dynamic Type size in effect here (after `dynamicTypeSize` caps).
    public var dynamicTypeSize: DynamicTypeSize
    /// The axis of the nearest enclosing scroll view, if any.
    public var scrollAxis: Axis?
    /// The visible area: the intersection of every clipping ancestor (`clipped`, `cornerRadius`,
    /// scroll views), in screen points; nil when nothing clips.
    public var clip: Rect?
    /// Opacity after multiplying every ancestor's.
    public var opacity: Double
    public var text: LaidOutText?
    /// Added by the layout engine: the resolved colour this element's kind draws with, for the
    /// renderer and the contrast check: a `color`'s or `shape`'s fill, a symbol's tint (inherited
    /// `foreground`), and chrome (bar backgrounds, button capsules, switch tracks, separators, list
    /// cards, the screen background). Nil when the element draws no fill of its own (stacks, text:
    /// text uses `text.color`). A node's `background:`/`overlay:`/`border:` colours are not here:
    /// they stay in `node.modifiers` and are drawn in `bounds`; node backgrounds/overlays are child
    /// elements with role `.background`/`.overlay`.
    public var fill: RGBA?
    /// Added by the layout engine: the corner radius of the drawn shape (rounded rectangles,
    /// capsules = height/2, circles, list cards, button capsules), nil for square corners.
    public var cornerRadius: Double?
    /// Added by the layout engine: the symbol name of an `image {symbol}` or a chrome symbol
    /// (`chevron.backward` of a back button, tab symbols).
    public var symbol: String?
    /// Added by the layout engine: true when the renderer must draw this image mirrored
    /// (`flipsForRightToLeft` in a right-to-left context, or a chrome back chevron in RTL).
    public var isMirrored: Bool

    public init(id: String, kind: String, role: ElementRole = .content, frame: Rect, bounds: Rect,
                children: [LayoutElement] = [], node: Node? = nil, direction: LayoutDirection = .leftToRight,
                isPinned: Bool = false, dynamicTypeSize: DynamicTypeSize = .large, scrollAxis: Axis? = nil,
                clip: Rect? = nil, opacity: Double = 1, text: LaidOutText? = nil,
                fill: RGBA? = nil, cornerRadius: Double? = nil, symbol: String? = nil, isMirrored: Bool = false) {
        self.id = id; self.kind = kind; self.role = role; self.frame = frame; self.bounds = bounds
        self.children = children; self.node = node; self.direction = direction; self.isPinned = isPinned
        self.dynamicTypeSize = dynamicTypeSize; self.scrollAxis = scrollAxis; self.clip = clip
        self.opacity = opacity; self.text = text
        self.fill = fill; self.cornerRadius = cornerRadius; self.symbol = symbol; self.isMirrored = isMirrored
    }

    /// The first element of the subtree (this one included) with `id`.
    public func element(withId id: String) -> LayoutElement? {
        if self.id == id { return self }
        for c in children { if let e = c.element(withId: id) { return e } }
        return nil
    }

    /// Depth-first, parents before children, in source order.
    public func forEach(_ body: (LayoutElement) throws -> Void) rethrows {
        try body(self)
        for c in children { try c.forEach(body) }
    }

    /// Every element of the subtree, depth-first.
    public var flattened: [LayoutElement] {
        var out: [LayoutElement] = []
        forEach { out.append($0) }
        return out
    }
}

/// A laid-out screen for one variant.
public struct LayoutResult: Sendable {
    public var screen: Screen
    public var variant: Variant
    public var root: LayoutElement
    public init(screen: Screen, variant: Variant, root: LayoutElement) {
        self.screen = screen; self.variant = variant; self.root = root
    }
}
