import LayoutModel

/// One uniform area an element paints beneath its content: a colour in a (rounded) rect.
public struct PaintLayer: Hashable, Sendable {
    public var color: RGBA
    public var rect: Rect
    /// Corner radius in points; 0 for square corners (clamped to half the shorter side when drawn).
    public var cornerRadius: Double
    public init(color: RGBA, rect: Rect, cornerRadius: Double = 0) {
        self.color = color; self.rect = rect; self.cornerRadius = cornerRadius
    }
}

/// What an element paints in uniform colours, decided in one place: the renderer draws exactly
/// these layers, and the `contrast` check composites the same list to know the colour under a text.
///
/// Rules, in painting order:
/// 1. a colour `background:` (or the colour of a styled one) fills the element's `bounds`, rounded
///    by the styled `cornerRadius`;
/// 2. the element's own `fill` (decided by the layout) fills its `frame`, rounded by its
///    `cornerRadius`: a `color`, a `shape`, a bordered button's 15 % tint capsule, a prominent
///    button's accent capsule, a list and its card, a navigation or tab bar, a switch track, a slider
///    track, thumb or value, a separator or divider, the screen. Exceptions:
///    * a symbol image's `fill` is its tint, not an area (see `symbolColor`);
///    * a `circle` shape is the largest circle centred in the frame, not a capsule;
///    * a disabled bordered/prominent button's capsule is its colour at 30 % of its alpha;
/// 3. a bitmap image (`image {width, height}`) is a placeholder: `systemGray` at 20 % in its frame.
/// Colours are straight alpha and not multiplied by the element's opacity (the renderer applies
/// opacity as a group; the check multiplies by `LayoutElement.opacity`).
public enum ElementPaint {
    /// The uniform colours `element` paints beneath its content, in painting order.
    public static func fills(of element: LayoutElement, appearance: ColorTraits) -> [(color: RGBA, rect: Rect)] {
        layers(of: element, appearance: appearance).map { ($0.color, $0.rect) }
    }

    /// `fills` with corner radii: what the renderer draws.
    public static func layers(of element: LayoutElement, appearance: ColorTraits) -> [PaintLayer] {
        var out: [PaintLayer] = []
        if let bg = backgroundLayer(of: element, appearance: appearance) { out.append(bg) }
        if let own = ownLayer(of: element, appearance: appearance) { out.append(own) }
        return out.filter { $0.color.a > 0 && !$0.rect.isEmpty }
    }

    /// The colour an icon draws in: a symbol image's tint as the layout resolved it (its inherited
    /// `foreground`, a tab's accent or gray, the back chevron's accent), else the label colour.
    public static func symbolColor(of element: LayoutElement, appearance: ColorTraits) -> RGBA {
        if let tint = element.fill { return tint }
        if let fg = element.node?.modifiers.foreground { return fg.resolve(appearance) }
        return SystemColor.label.resolve(appearance)
    }

    /// Placeholder grey of a bitmap image.
    static func placeholderColor(_ appearance: ColorTraits) -> RGBA {
        SystemColor.systemGray.resolve(appearance).withAlpha(0.2)
    }

    /// Rule 1: a colour or styled background, in `bounds`.
    static func backgroundLayer(of element: LayoutElement, appearance: ColorTraits) -> PaintLayer? {
        switch element.node?.modifiers.background {
        case .color(let c)?:
            return PaintLayer(color: c.resolve(appearance), rect: element.bounds)
        case .styled(let c?, let radius, _)?:
            return PaintLayer(color: c.resolve(appearance), rect: element.bounds, cornerRadius: radius ?? 0)
        default:
            return nil
        }
    }

    /// Rules 2 and 3: the element's own fill in its frame.
    static func ownLayer(of element: LayoutElement, appearance: ColorTraits) -> PaintLayer? {
        let node = element.node
        if case .image(.bitmap)? = node?.kind {
            return PaintLayer(color: placeholderColor(appearance), rect: element.frame)
        }
        if element.symbol != nil || element.kind == "image" { return nil }
        guard var color = element.fill else { return nil }
        var rect = element.frame
        var radius = element.cornerRadius ?? 0
        switch node?.kind {
        case .shape(let shape)? where shape.kind == .circle:
            let side = min(rect.width, rect.height)
            rect = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            radius = side / 2
        case .button? where node?.modifiers.disabled == true:
            color = color.withAlpha(color.a * 0.3)
        default:
            break
        }
        return PaintLayer(color: color, rect: rect, cornerRadius: radius)
    }
}
