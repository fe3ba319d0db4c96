// What an element paints (`ElementPaint`), decided once here for the renderer and the `contrast`
// checks. Rules, in painting order (all colours resolved for the variant's appearance):
// 1. a colour `background:` (or the colour of a styled one) fills the element's `bounds`, rounded
//    by the styled `cornerRadius`; a styled one's `stroke` is drawn inside that (rounded) edge next;
// 2. the element's own `fill` (decided by the kind's layout) fills its `frame`, rounded by its
//    `cornerRadius`: a `color`, a `shape`, a bordered button's 15 % tint capsule, a prominent
//    button's accent capsule, a list and its card, a navigation or tab bar, a switch track, a slider
//    track, thumb or value, a separator or divider, the screen. Exceptions:
//    * an image's `fill` is a symbol's tint, not an area (rule 3);
//    * a `circle` shape is the largest circle centred in the frame, not a capsule;
//    * a disabled button's capsule is its colour at 30 % of its alpha;
//    * a shape with no fill of its own under a foreground style that was not evaluated
//      (`UnverifiedAspects.foreground`) has no known colour: it is filled as an unknown colour
//      (`unknownFill`: the placeholder's faint grey, hatched by the renderer), never in the default
//      foreground or tint a guess would draw (a keypad of accent-blue discs hiding its digits);
// 3. an image: a symbol in its tint (the label colour when it has none), mirrored when the layout
//    says so; a bitmap (`image {width, height}`) is a placeholder, `systemGray` at 20 % in its frame; an
//    asset image is its PNG file, drawn into its frame;
// 4. a colour `overlay:` fills the bounds (square); a styled one fills with its colour and corner
//    radius, then strokes inside its edge;
// 5. `border: {color, width}` strokes inside the bounds, square corners, last (SwiftUI `.border`
//    draws inside the view, so it never changes the layout); a `cornerRadius` clip rounds it off.
//    Without one, a control iOS borders gets its own (a `roundedBorder` text field's hairline).
// A toggle's state (`isOn`) is on the toggle and its switch; `disabled` on the node that says it.
// Containers and drawing (`DrawingRules`): a shape with a gradient, stroke or trim paints a
// `ShapePaint` instead of rule 2's fill; a `shadow` is painted before rule 1.

enum PaintRules {
    /// The paint of a node's element, placed with `frame` and `bounds`, its kind having chosen `placed`.
    static func node(_ node: Node, placed: KindPlacement, cornerRadius: Double?, frame: Rect, bounds: Rect,
                     env: LayoutEnvironment) -> ElementPaint {
        let m = node.modifiers
        var paint = ElementPaint(isDisabled: m.disabled == true)
        // Rule 1.
        switch m.background {
        case .color(let c)?:
            paint.background = PaintLayer(color: env.resolve(c), rect: bounds)
        case .styled(let c, let radius, let stroke)?:
            if let c { paint.background = PaintLayer(color: env.resolve(c), rect: bounds, cornerRadius: radius ?? 0) }
            paint.backgroundStroke = stroke.map { self.stroke($0, bounds, radius ?? 0, env) }
        default:
            break
        }
        // Rules 2 and 3 (an image redacted: `RedactionRules.imageBox`).
        switch node.kind {
        case .image where env.redacted:
            paint.fill = RedactionRules.imageBox(frame, color: placed.fill ?? env.resolvedForeground)
        case .shape(let shape) where DrawingRules.isDrawn(shape):
            paint.shape = DrawingRules.shape(shape, frame: frame, cornerRadius: cornerRadius, env: env)
        case .image(.bitmap):
            paint.fill = PaintLayer(color: placeholderColor(env), rect: frame)
            paint.image = .bitmap
        case .image(.png(let file, _, _)):
            paint.image = .png(file: file)
        case .image:
            if let name = placed.symbol {
                paint.image = .symbol(name: name, color: placed.fill ?? env.resolvedForeground,
                                      isMirrored: placed.isMirrored, flipsForRightToLeft: m.flipsForRightToLeft == true)
            }
        case .shape(let shape) where shape.kind == .circle:
            if let color = placed.fill {
                let side = min(frame.width, frame.height)
                let circle = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
                paint.fill = fillIsUnknown(shape, env) ? unknownFill(circle, cornerRadius: side / 2)
                    : PaintLayer(color: color, rect: circle, cornerRadius: side / 2)
            }
        case .shape(let shape) where fillIsUnknown(shape, env):
            paint.fill = placed.fill.map { _ in unknownFill(frame, cornerRadius: cornerRadius ?? 0) }
        case .button where m.disabled == true:
            if let color = placed.fill {
                paint.fill = PaintLayer(color: color.withAlpha(color.a * 0.3), rect: frame, cornerRadius: cornerRadius ?? 0)
            }
        case .toggle(let value):
            paint.isOn = value.isOn
            paint.fill = placed.fill.map { PaintLayer(color: $0, rect: frame, cornerRadius: cornerRadius ?? 0) }
        default:
            paint.fill = placed.fill.map { PaintLayer(color: $0, rect: frame, cornerRadius: cornerRadius ?? 0) }
        }
        // Rule 4.
        switch m.overlay {
        case .color(let c)?:
            paint.overlay = OverlayPaint(color: env.resolve(c), rect: bounds, cornerRadius: nil, stroke: nil)
        case .styled(let c, let radius, let stroke)?:
            paint.overlay = OverlayPaint(color: c.map(env.resolve), rect: bounds, cornerRadius: radius ?? 0,
                                         stroke: stroke.map { self.stroke($0, bounds, radius ?? 0, env) })
        default:
            break
        }
        // Rule 5.
        paint.border = m.border.map { stroke($0, bounds, 0, env) } ?? systemBorder(node.kind, frame: frame, env: env)
        paint.shadow = m.shadow.map { DrawingRules.shadow($0, of: paint, bounds: bounds, env: env) }
        return paint
    }

    /// A control's own border, where iOS draws one: a `roundedBorder` text field's hairline
    /// (`TextFieldLayout`).
    static func systemBorder(_ kind: NodeKind, frame: Rect, env: LayoutEnvironment) -> StrokePaint? {
        switch kind {
        case .textField(let v), .secureField(let v):
            guard v.style == .roundedBorder else { return nil }
            return StrokePaint(color: env.resolve(.system(.separator)), width: env.device.pixel, rect: frame,
                               cornerRadius: ControlMetrics.roundedBorderCornerRadius)
        default:
            return nil
        }
    }

    /// The paint of chrome: its fill in its frame, or the symbol it shows (rules 2 and 3).
    static func chrome(kind: ElementKind, frame: Rect, fill: RGBA?, cornerRadius: Double?, symbol: String?,
                       isMirrored: Bool, isOn: Bool?, env: LayoutEnvironment) -> ElementPaint {
        var paint = ElementPaint(isOn: isOn)
        if let symbol {
            paint.image = .symbol(name: symbol, color: fill ?? env.resolve(.system(.label)), isMirrored: isMirrored,
                                  flipsForRightToLeft: false)
        } else if kind != .image, let fill {
            paint.fill = PaintLayer(color: fill, rect: frame, cornerRadius: cornerRadius ?? 0)
        }
        return paint
    }

    /// Rule 2's exception: the shape draws the foreground style, which was not evaluated.
    static func fillIsUnknown(_ shape: ShapeValue, _ env: LayoutEnvironment) -> Bool {
        shape.fill == nil && shape.gradient == nil && env.unverified.contains(.foreground)
    }

    /// A fill whose colour is not known, drawn as a placeholder is: faint grey, hatched.
    static func unknownFill(_ rect: Rect, cornerRadius: Double) -> PaintLayer {
        PaintLayer(color: PlaceholderStyle.fill, rect: rect, cornerRadius: cornerRadius, isUnknown: true)
    }

    /// Rule 3: the placeholder grey of a bitmap image.
    static func placeholderColor(_ env: LayoutEnvironment) -> RGBA {
        env.resolve(.system(.systemGray)).withAlpha(0.2)
    }

    private static func stroke(_ s: StrokeValue, _ rect: Rect, _ radius: Double, _ env: LayoutEnvironment) -> StrokePaint {
        StrokePaint(color: env.resolve(s.color ?? env.foreground ?? .system(.label)), width: s.width, rect: rect, cornerRadius: radius)
    }
}
