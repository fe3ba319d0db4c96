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
    /// A `text:` node's value as written (literal, key, format...): the strings checks ask the
    /// catalog about it. Nil for text the layout made (titles, labels of controls).
    public var value: TextValue?
    /// A literal `text:` node's string as the file wrote it (before any pseudo-localization).
    public var written: String? { if case .literal(let s)? = value { return s } else { return nil } }
    /// The `lineLimit` written on this text node itself (nil when inherited or absent).
    public var lineLimit: Int?
    /// The colour is the system's default for this text (a list section's header or footer), not
    /// the screen's: the contrast check leaves it to iOS, as it does the bars' chrome.
    public var isSystemColor = false
    public init(string: String, font: FontDescriptor, measurement: TextMeasurement, color: RGBA,
                alignment: TextAlignment, style: TextStyle?, isFixedSize: Bool, isLiteral: Bool) {
        self.string = string; self.font = font; self.measurement = measurement; self.color = color
        self.alignment = alignment; self.style = style; self.isFixedSize = isFixedSize; self.isLiteral = isLiteral
    }
}

/// One element of the laid-out tree, in screen points (origin top-left): the finished value the
/// renderer draws and the checks read. Everything later stages need is here, decided once by the
/// layout; nothing after layout reads the screen's nodes.
public struct LayoutElement: Sendable {
    public var id: String
    public var kind: ElementKind
    public var role: ElementRole
    /// True for what the layout drew for a container (bars, a switch, a list's cards, titles, the
    /// screen), false for a node the screen wrote.
    public var isChrome: Bool
    /// Where the kind itself is drawn: a colour's fill, a text's lines, inside padding, aligned in its frame.
    public var frame: Rect
    /// The node with its padding and frame modifiers. Both rects are after `offset`.
    public var bounds: Rect
    public var children: [LayoutElement]
    /// Where the node was written (a YAML key or a SwiftUI view); nil for chrome and DSL screens.
    public var source: NodeSource?
    /// The effective layout direction here (a `layoutDirection` pin overrides the variant's).
    public var direction: LayoutDirection
    /// True inside a subtree whose `layoutDirection` pins it against the variant's direction.
    public var isPinned: Bool
    /// The Dynamic Type size in effect here (after `dynamicTypeSize` caps).
    public var dynamicTypeSize: DynamicTypeSize
    /// The axis of the nearest enclosing scroll view, if any.
    public var scrollAxis: Axis?
    /// What clips the element (`Clipping`: the one rule).
    public var clip: ElementClip
    /// Opacity after multiplying every ancestor's.
    public var opacity: Double
    public var text: LaidOutText?
    /// The resolved colour this element's kind draws with: a `color`'s or `shape`'s fill, a
    /// symbol's tint (inherited `foreground`), and chrome (bar backgrounds, button capsules, switch
    /// tracks, separators, list cards, the screen background). Nil when the kind draws no fill of
    /// its own (stacks, text: text uses `text.color`). What is painted, decorations included, is `paint`.
    public var fill: RGBA?
    /// The corner radius of the drawn shape (rounded rectangles, capsules = height/2, circles, list
    /// cards, button capsules, a node's `cornerRadius`), nil for square corners.
    public var cornerRadius: Double?
    /// The symbol name of an `image {symbol}` or a chrome symbol (`chevron.backward` of a back
    /// button, tab symbols).
    public var symbol: String?
    /// True when the image is drawn mirrored (`flipsForRightToLeft` in a right-to-left context,
    /// or a chrome back chevron in RTL).
    public var isMirrored: Bool
    /// Everything the element paints, resolved (`PaintRules`).
    public var paint: ElementPaint
    /// What VoiceOver knows of it.
    public var accessibility: ElementAccessibility
    /// The rect iOS hit-tests for it (`HitArea`); its bounds for chrome.
    public var hitArea: Rect
    /// `hitSlop` on this node: its hit area was enlarged on purpose.
    public var hitSlop: EdgeInsets?
    /// `allow:` entries of this node and every ancestor.
    public var allowances: [Allowance]
    /// `critical: true` here or above.
    public var isCritical: Bool
    /// `hidden: true` here or above (drawn as nothing, keeping its space).
    public var isHidden: Bool
    /// The `minimumTarget` of the nearest node at or above, nil for the configuration's.
    public var minimumTarget: Size?
    /// The axes this node's `frame` fixes (`width`, `height`), nil without a fixed frame.
    public var fixedFrame: FixedFrameAxes?
    /// A control iOS draws at a size of its own that no modifier changes: a stepper (94 x 32) and a
    /// segmented picker (32 pt tall), as `ComposedControls` builds them.
    public var isSizedBySystem = false
    // Presentations
    /// Under a modal presentation (a sheet, alert or dialog): drawn, dimmed, but neither reachable
    /// by VoiceOver nor touchable, so the checks leave it alone.
    public var isInert = false

    public init(id: String, kind: ElementKind, role: ElementRole = .content, isChrome: Bool = false,
                frame: Rect, bounds: Rect, children: [LayoutElement] = [], source: NodeSource? = nil,
                direction: LayoutDirection = .leftToRight, isPinned: Bool = false,
                dynamicTypeSize: DynamicTypeSize = .large, scrollAxis: Axis? = nil, clip: ElementClip = ElementClip(),
                opacity: Double = 1, text: LaidOutText? = nil, fill: RGBA? = nil, cornerRadius: Double? = nil,
                symbol: String? = nil, isMirrored: Bool = false, paint: ElementPaint = ElementPaint(),
                accessibility: ElementAccessibility = ElementAccessibility(), hitArea: Rect? = nil,
                hitSlop: EdgeInsets? = nil, allowances: [Allowance] = [], isCritical: Bool = false,
                isHidden: Bool = false, minimumTarget: Size? = nil, fixedFrame: FixedFrameAxes? = nil) {
        self.id = id; self.kind = kind; self.role = role; self.isChrome = isChrome; self.frame = frame
        self.bounds = bounds; self.children = children; self.source = source; self.direction = direction
        self.isPinned = isPinned; self.dynamicTypeSize = dynamicTypeSize; self.scrollAxis = scrollAxis
        self.clip = clip; self.opacity = opacity; self.text = text; self.fill = fill
        self.cornerRadius = cornerRadius; self.symbol = symbol; self.isMirrored = isMirrored; self.paint = paint
        self.accessibility = accessibility; self.hitArea = hitArea ?? bounds; self.hitSlop = hitSlop
        self.allowances = allowances; self.isCritical = isCritical; self.isHidden = isHidden
        self.minimumTarget = minimumTarget; self.fixedFrame = fixedFrame
    }

    /// The kind as the screen wrote it; nil for chrome.
    public var authoredKind: ElementKind? { isChrome ? nil : kind }

    /// A control the screen wrote (chrome is never a control).
    public var isControl: Bool { authoredKind?.isControl ?? false }


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

    /// The subtree marked `isInert`.
    public func inert() -> LayoutElement {
        var e = self
        e.isInert = true
        e.children = children.map { $0.inert() }
        return e
    }

    /// Every element of the subtree, depth-first.
    public var flattened: [LayoutElement] {
        var out: [LayoutElement] = []
        forEach { out.append($0) }
        return out
    }
}

/// The axes a node's `frame` fixes.
public struct FixedFrameAxes: Hashable, Sendable {
    public var width: Bool
    public var height: Bool
    public init(width: Bool, height: Bool) { self.width = width; self.height = height }
}

/// A laid-out screen for one variant: the finished value the renderer and the checks take.
public struct LayoutResult: Sendable {
    /// The screen's `screen:` name.
    public var screenName: String
    public var variant: Variant
    /// The screen's background, resolved for the variant (the root's fill).
    public var background: RGBA
    public var root: LayoutElement
    // Presentations
    /// What the screen presents over its body, if anything.
    public var presentation: PresentationInfo?
    public init(screenName: String, variant: Variant, background: RGBA, root: LayoutElement) {
        self.screenName = screenName; self.variant = variant; self.background = background; self.root = root
    }
}
