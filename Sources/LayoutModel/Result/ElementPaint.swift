/// One uniform area an element paints: a colour in a (rounded) rect.
public struct PaintLayer: Hashable, Sendable {
    public var color: RGBA
    public var rect: Rect
    /// Corner radius in points; 0 for square corners (clamped to half the shorter side when drawn).
    public var cornerRadius: Double
    /// The colour was not evaluated (`PaintRules.unknownFill`): `color` is the placeholder's faint
    /// grey and the renderer hatches the area, so a picture never shows a guessed colour.
    public var isUnknown: Bool
    public init(color: RGBA, rect: Rect, cornerRadius: Double = 0, isUnknown: Bool = false) {
        self.color = color; self.rect = rect; self.cornerRadius = cornerRadius; self.isUnknown = isUnknown
    }
}

/// A line drawn inside the edge of a (rounded) rect: a `border:` or the stroke of a styled decoration.
public struct StrokePaint: Hashable, Sendable {
    public var color: RGBA
    public var width: Double
    public var rect: Rect
    public var cornerRadius: Double
    public init(color: RGBA, width: Double, rect: Rect, cornerRadius: Double) {
        self.color = color; self.width = width; self.rect = rect; self.cornerRadius = cornerRadius
    }
}

/// A colour `overlay:`, or a styled one: its fill (square for a plain colour) and stroke.
public struct OverlayPaint: Hashable, Sendable {
    public var color: RGBA?
    public var rect: Rect
    /// nil for a plain colour overlay (a square fill); a styled overlay's radius, 0 when it has none.
    public var cornerRadius: Double?
    public var stroke: StrokePaint?
}

/// What an image draws.
public enum ImagePaint: Hashable, Sendable {
    /// An SF-Symbol-like glyph in `color`, mirrored when `isMirrored`; `flipsForRightToLeft` as the
    /// screen asked (an image that flips is mirrored only in a right-to-left context).
    case symbol(name: String, color: RGBA, isMirrored: Bool, flipsForRightToLeft: Bool)
    /// A bitmap the screen sized but cannot show: a placeholder.
    case bitmap
    /// An asset catalog image's PNG, drawn into the frame (the placeholder cross if unreadable).
    case png(file: String)
}

/// Everything an element paints, resolved for the variant's appearance by the layout: the renderer
/// draws exactly this, and the `contrast` checks composite the same `fills`. The rules that decide
/// it are in `PaintRules`. Colours are straight alpha and not multiplied by the element's opacity
/// (the renderer applies opacity as a group; the checks multiply by `LayoutElement.opacity`).
public struct ElementPaint: Hashable, Sendable {
    /// A colour or styled `background:`, in `bounds` (drawn before the background node).
    public var background: PaintLayer?
    /// The stroke of a styled `background:`, right after its colour.
    public var backgroundStroke: StrokePaint?
    /// The element's own fill in its frame: a colour, a shape, a capsule, a bar, a track, a card, ...
    public var fill: PaintLayer?
    public var image: ImagePaint?
    /// A colour or styled `overlay:`, drawn over the content and the overlay node.
    public var overlay: OverlayPaint?
    /// `border:`, inside `bounds`, drawn last.
    public var border: StrokePaint?
    /// A toggle's state, on the toggle and on its `switch`.
    public var isOn: Bool?
    /// `disabled: true` on this node.
    public var isDisabled: Bool
    // Containers and drawing
    /// `shadow`: drawn first, beneath everything the element paints.
    public var shadow: ShadowPaint? = nil
    /// A shape's gradient, stroke or trim, drawn in place of `fill` (`DrawingPaint.swift`).
    public var shape: ShapePaint? = nil

    public init(background: PaintLayer? = nil, backgroundStroke: StrokePaint? = nil, fill: PaintLayer? = nil,
                image: ImagePaint? = nil, overlay: OverlayPaint? = nil, border: StrokePaint? = nil,
                isOn: Bool? = nil, isDisabled: Bool = false) {
        self.background = background; self.backgroundStroke = backgroundStroke; self.fill = fill
        self.image = image; self.overlay = overlay; self.border = border; self.isOn = isOn; self.isDisabled = isDisabled
    }

    /// The uniform colours painted beneath the element's content, in painting order (invisible and
    /// empty ones left out): what the `contrast` checks composite.
    public var fills: [PaintLayer] {
        [background, fill].compactMap { $0 }.filter { $0.color.a > 0 && !$0.rect.isEmpty }
    }

    /// The colour of the stroke drawn around the element (its `border`, else a styled decoration's).
    public var strokeColor: RGBA? { border?.color ?? backgroundStroke?.color ?? overlay?.stroke?.color }

    /// The symbol's colour, for an image that draws one.
    public var symbolColor: RGBA? {
        if case .symbol(_, let color, _, _)? = image { return color }
        return nil
    }
}
