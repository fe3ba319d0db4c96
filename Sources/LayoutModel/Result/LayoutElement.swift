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
    /// The colour is iOS's for this text, not the screen's: the system's default (a list section's
    /// header or footer, a control's tint, a placeholder) or one of iOS's secondary label colours
    /// (`LayoutEnvironment.isIOSTextColor`). On iOS's own backgrounds the contrast check leaves it to
    /// iOS, as it does the bars' chrome.
    public var isSystemColor = false
    /// Drawn redacted (`RedactionRules`): a bar per line in place of its glyphs, no text shown.
    public var isRedacted = false
    /// As VoiceOver reads it, when that differs from `string`: an image inside the text is read by
    /// its name where it sits (`InlineSymbol`). `spokenString` is what is read.
    public var spoken: String?
    public var spokenString: String { spoken ?? string }
    public init(string: String, font: FontDescriptor, measurement: TextMeasurement, color: RGBA,
                alignment: TextAlignment, style: TextStyle?, isFixedSize: Bool, isLiteral: Bool) {
        self.string = string; self.font = font; self.measurement = measurement; self.color = color
        self.alignment = alignment; self.style = style; self.isFixedSize = isFixedSize; self.isLiteral = isLiteral
    }
}

/// One element of the laid-out tree, in screen points (origin top-left): the finished value the
/// renderer draws and the checks read. Everything later stages need is here, decided once by the
/// layout; nothing after layout reads the screen's nodes.
///
/// Storage: the fields live in one copy-on-write box (`Box`), so copying an element (into a
/// check's record, out of an array) is one retain of a box the worker that laid it out owns, not
/// a retain of each of its strings and arrays, many of which it shares with the screen's model and
/// so with every worker: two workers retaining the same object contend for its cache line.
public struct LayoutElement: Sendable {
    /// The stored properties, in one value the box holds.
    private struct Fields {
        var id: String
        var kind: ElementKind
        var role: ElementRole
        var isChrome: Bool
        var frame: Rect
        var bounds: Rect
        var children: [LayoutElement]
        var source: NodeSource?
        var direction: LayoutDirection
        var isPinned: Bool
        var dynamicTypeSize: DynamicTypeSize
        var scrollAxis: Axis?
        var clip: ElementClip
        var opacity: Double
        var text: LaidOutText?
        var fill: RGBA?
        var cornerRadius: Double?
        var symbol: String?
        var isMirrored: Bool
        var paint: ElementPaint
        var accessibility: ElementAccessibility
        var hitArea: Rect
        var hitSlop: EdgeInsets?
        var allowances: [Allowance]
        var isCritical: Bool
        var isHidden: Bool
        var minimumTarget: Size?
        var fixedFrame: FixedFrameAxes?
        var isSizedBySystem = false
        var isHeightSetBySystem = false
        var isInert = false
        var unverified: UnverifiedAspects = []
    }

    /// The fields, shared between copies of the element until one of them writes (`makeUnique`).
    /// A box is written only while one element alone holds it, so no two accesses to it can ever
    /// overlap: the runtime's exclusivity check on each access (2.3% of a `check` run) is left out.
    private final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// Copy on write: a box another element still shares is copied before this one writes.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    public var id: String {
        get { box.fields.id }
        _modify { makeUnique(); yield &box.fields.id }
    }
    public var kind: ElementKind {
        get { box.fields.kind }
        _modify { makeUnique(); yield &box.fields.kind }
    }
    public var role: ElementRole {
        get { box.fields.role }
        _modify { makeUnique(); yield &box.fields.role }
    }
    /// True for what the layout drew for a container (bars, a switch, a list's cards, titles, the
    /// screen), false for a node the screen wrote.
    public var isChrome: Bool {
        get { box.fields.isChrome }
        _modify { makeUnique(); yield &box.fields.isChrome }
    }
    /// Where the kind itself is drawn: a colour's fill, a text's lines, inside padding, aligned in its frame.
    public var frame: Rect {
        get { box.fields.frame }
        _modify { makeUnique(); yield &box.fields.frame }
    }
    /// The node with its padding and frame modifiers. Both rects are after `offset`.
    public var bounds: Rect {
        get { box.fields.bounds }
        _modify { makeUnique(); yield &box.fields.bounds }
    }
    public var children: [LayoutElement] {
        get { box.fields.children }
        _modify { makeUnique(); yield &box.fields.children }
    }
    /// Where the node was written (a YAML key or a SwiftUI view); nil for chrome and DSL screens.
    public var source: NodeSource? {
        get { box.fields.source }
        _modify { makeUnique(); yield &box.fields.source }
    }
    /// The effective layout direction here (a `layoutDirection` pin overrides the variant's).
    public var direction: LayoutDirection {
        get { box.fields.direction }
        _modify { makeUnique(); yield &box.fields.direction }
    }
    /// True inside a subtree whose `layoutDirection` pins it against the variant's direction.
    public var isPinned: Bool {
        get { box.fields.isPinned }
        _modify { makeUnique(); yield &box.fields.isPinned }
    }
    /// The Dynamic Type size in effect here (after `dynamicTypeSize` caps).
    public var dynamicTypeSize: DynamicTypeSize {
        get { box.fields.dynamicTypeSize }
        _modify { makeUnique(); yield &box.fields.dynamicTypeSize }
    }
    /// The axis of the nearest enclosing scroll view, if any.
    public var scrollAxis: Axis? {
        get { box.fields.scrollAxis }
        _modify { makeUnique(); yield &box.fields.scrollAxis }
    }
    /// What clips the element (`Clipping`: the one rule).
    public var clip: ElementClip {
        get { box.fields.clip }
        _modify { makeUnique(); yield &box.fields.clip }
    }
    /// Opacity after multiplying every ancestor's.
    public var opacity: Double {
        get { box.fields.opacity }
        _modify { makeUnique(); yield &box.fields.opacity }
    }
    public var text: LaidOutText? {
        get { box.fields.text }
        _modify { makeUnique(); yield &box.fields.text }
    }
    /// The resolved colour this element's kind draws with: a `color`'s or `shape`'s fill, a
    /// symbol's tint (inherited `foreground`), and chrome (bar backgrounds, button capsules, switch
    /// tracks, separators, list cards, the screen background). Nil when the kind draws no fill of
    /// its own (stacks, text: text uses `text.color`). What is painted, decorations included, is `paint`.
    public var fill: RGBA? {
        get { box.fields.fill }
        _modify { makeUnique(); yield &box.fields.fill }
    }
    /// The corner radius of the drawn shape (rounded rectangles, capsules = height/2, circles, list
    /// cards, button capsules, a node's `cornerRadius`), nil for square corners.
    public var cornerRadius: Double? {
        get { box.fields.cornerRadius }
        _modify { makeUnique(); yield &box.fields.cornerRadius }
    }
    /// The symbol name of an `image {symbol}` or a chrome symbol (`chevron.backward` of a back
    /// button, tab symbols).
    public var symbol: String? {
        get { box.fields.symbol }
        _modify { makeUnique(); yield &box.fields.symbol }
    }
    /// True when the image is drawn mirrored (`flipsForRightToLeft` in a right-to-left context,
    /// or a chrome back chevron in RTL).
    public var isMirrored: Bool {
        get { box.fields.isMirrored }
        _modify { makeUnique(); yield &box.fields.isMirrored }
    }
    /// Everything the element paints, resolved (`PaintRules`).
    public var paint: ElementPaint {
        get { box.fields.paint }
        _modify { makeUnique(); yield &box.fields.paint }
    }
    /// What VoiceOver knows of it.
    public var accessibility: ElementAccessibility {
        get { box.fields.accessibility }
        _modify { makeUnique(); yield &box.fields.accessibility }
    }
    /// The rect iOS hit-tests for it (`HitArea`); its bounds for chrome.
    public var hitArea: Rect {
        get { box.fields.hitArea }
        _modify { makeUnique(); yield &box.fields.hitArea }
    }
    /// `hitSlop` on this node: its hit area was enlarged on purpose.
    public var hitSlop: EdgeInsets? {
        get { box.fields.hitSlop }
        _modify { makeUnique(); yield &box.fields.hitSlop }
    }
    /// `allow:` entries of this node and every ancestor.
    public var allowances: [Allowance] {
        get { box.fields.allowances }
        _modify { makeUnique(); yield &box.fields.allowances }
    }
    /// `critical: true` here or above.
    public var isCritical: Bool {
        get { box.fields.isCritical }
        _modify { makeUnique(); yield &box.fields.isCritical }
    }
    /// `hidden: true` here or above (drawn as nothing, keeping its space).
    public var isHidden: Bool {
        get { box.fields.isHidden }
        _modify { makeUnique(); yield &box.fields.isHidden }
    }
    /// The `minimumTarget` of the nearest node at or above, nil for the configuration's.
    public var minimumTarget: Size? {
        get { box.fields.minimumTarget }
        _modify { makeUnique(); yield &box.fields.minimumTarget }
    }
    /// The axes this node's `frame` fixes (`width`, `height`), nil without a fixed frame.
    public var fixedFrame: FixedFrameAxes? {
        get { box.fields.fixedFrame }
        _modify { makeUnique(); yield &box.fields.fixedFrame }
    }

    /// A control iOS draws at a size of its own that no modifier changes: a stepper (94 x 32) and a
    /// segmented picker (32 pt tall), as `ComposedControls` builds them, and a compact date picker
    /// in iOS's font (`SystemSizes`).
    public var isSizedBySystem: Bool {
        get { box.fields.isSizedBySystem }
        _modify { makeUnique(); yield &box.fields.isSizedBySystem }
    }
    /// A control whose height iOS's own style sets and the app did not make smaller: a bordered
    /// button's capsule, a text field (`SystemSizes`).
    public var isHeightSetBySystem: Bool {
        get { box.fields.isHeightSetBySystem }
        _modify { makeUnique(); yield &box.fields.isHeightSetBySystem }
    }
    // Presentations
    /// Under a modal presentation (a sheet, alert or dialog): drawn, dimmed, but neither reachable
    /// by VoiceOver nor touchable, so the checks leave it alone.
    public var isInert: Bool {
        get { box.fields.isInert }
        _modify { makeUnique(); yield &box.fields.isInert }
    }
    /// What of the element rests on something the SwiftUI reader could not evaluate: its own
    /// (a stand-in text, a label not evaluated) and what its ancestors and stack siblings pass
    /// down (`LayoutEnvironment.unverified`). The checks judge none of it.
    public var unverified: UnverifiedAspects {
        get { box.fields.unverified }
        _modify { makeUnique(); yield &box.fields.unverified }
    }

    public init(id: String, kind: ElementKind, role: ElementRole = .content, isChrome: Bool = false,
                frame: Rect, bounds: Rect, children: [LayoutElement] = [], source: NodeSource? = nil,
                direction: LayoutDirection = .leftToRight, isPinned: Bool = false,
                dynamicTypeSize: DynamicTypeSize = .large, scrollAxis: Axis? = nil, clip: ElementClip = ElementClip(),
                opacity: Double = 1, text: LaidOutText? = nil, fill: RGBA? = nil, cornerRadius: Double? = nil,
                symbol: String? = nil, isMirrored: Bool = false, paint: ElementPaint = ElementPaint(),
                accessibility: ElementAccessibility = ElementAccessibility(), hitArea: Rect? = nil,
                hitSlop: EdgeInsets? = nil, allowances: [Allowance] = [], isCritical: Bool = false,
                isHidden: Bool = false, minimumTarget: Size? = nil, fixedFrame: FixedFrameAxes? = nil) {
        box = Box(Fields(id: id, kind: kind, role: role, isChrome: isChrome, frame: frame, bounds: bounds,
                         children: children, source: source, direction: direction, isPinned: isPinned,
                         dynamicTypeSize: dynamicTypeSize, scrollAxis: scrollAxis, clip: clip, opacity: opacity,
                         text: text, fill: fill, cornerRadius: cornerRadius, symbol: symbol,
                         isMirrored: isMirrored, paint: paint, accessibility: accessibility,
                         hitArea: hitArea ?? bounds, hitSlop: hitSlop, allowances: allowances,
                         isCritical: isCritical, isHidden: isHidden, minimumTarget: minimumTarget,
                         fixedFrame: fixedFrame))
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
    /// How much of the screen was evaluated (the screen's `coverage`); nil: all of it.
    public var coverage: Coverage?
    public init(screenName: String, variant: Variant, background: RGBA, root: LayoutElement) {
        self.screenName = screenName; self.variant = variant; self.background = background; self.root = root
    }
}

extension LayoutElement {
    /// The element with `aspects` as its unverified aspects.
    func unverified(_ aspects: UnverifiedAspects) -> LayoutElement {
        guard !aspects.isEmpty else { return self }
        var e = self
        e.unverified = aspects
        return e
    }
}
