// The paint of a shape's gradient, stroke and trim, and of a `shadow` (SwiftUI's rules):
// * `gradientSpace`: a gradient's unit points are fractions of the shape's frame; a radial
//   gradient's radii are points from its centre;
// * `strokeCentred`: `.stroke` is centred on the outline (half the line outside the frame); a
//   `circle`'s outline is the largest circle centred in its frame, a capsule's radius is half the
//   frame's shorter side;
// * `strokeInside`: `.strokeBorder` (`inside`) is the same line centred on the outline of the
//   frame inset by half the line's width (a rounded rectangle's radius less that half), so all of
//   it lies inside the frame;
// * `trimAlongOutline`: `trim(from:to:)` keeps that fraction of the outline, which starts at the
//   right-hand middle point (3 o'clock) and runs clockwise for ellipses and circles; `rotation`
//   (`.rotationEffect`) turns it about the frame's centre, so -90 starts a progress ring at 12
//   o'clock. Shapes do not mirror in right-to-left (SwiftUI draws them as written);
// * `shadowShape`: a shadow follows what the element paints: its background (or fill) rect with
//   its corner radius, else its bounds; the blur's standard deviation is radius / 2 (Core
//   Animation's shadow radius spans about two standard deviations). It never changes layout.

enum DrawingRules {
    static func isDrawn(_ shape: ShapeValue) -> Bool { shape.gradient != nil || shape.stroke != nil }

    static func shape(_ shape: ShapeValue, frame: Rect, cornerRadius: Double?, env: LayoutEnvironment) -> ShapePaint {
        let outline: ShapePaint.Outline
        var rect = frame
        var cornerRadius = cornerRadius
        // strokeInside: the outline the line is centred on (a gradient fills the whole frame).
        if let s = shape.stroke, s.inside, shape.gradient == nil, s.width > 0 {
            let half = min(s.width / 2, frame.width / 2, frame.height / 2)
            rect = Rect(x: frame.minX + half, y: frame.minY + half, width: frame.width - 2 * half, height: frame.height - 2 * half)
            cornerRadius = cornerRadius.map { max($0 - half, 0) }
        }
        let frame = rect
        switch shape.kind {
        case .circle:
            let side = min(frame.width, frame.height)
            rect = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            outline = .ellipse
        case .capsule: outline = .roundedRect(cornerRadius: min(frame.width, frame.height) / 2)
        case .roundedRectangle: outline = .roundedRect(cornerRadius: cornerRadius ?? 0)
        case .rectangle: outline = .roundedRect(cornerRadius: 0)
        }
        var paint = ShapePaint(outline: outline, rect: rect)
        // gradientSpace
        if let g = shape.gradient {
            func at(_ u: UnitPoint) -> Point { Point(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height) }
            switch g {
            case .linear(let colors, let start, let end):
                paint.gradient = GradientPaint(geometry: .linear(start: at(start), end: at(end)), colors: colors.map(env.resolve))
            case .radial(let colors, let center, let r0, let r1):
                paint.gradient = GradientPaint(geometry: .radial(center: at(center), startRadius: r0, endRadius: r1),
                                               colors: colors.map(env.resolve))
            }
        }
        if let s = shape.stroke {
            paint.stroke = ShapePaint.Stroke(color: env.resolve(s.color ?? env.foreground ?? .system(.label)), width: s.width, lineCap: s.lineCap,
                                             from: shape.trim?.from ?? 0, to: shape.trim?.to ?? 1, rotation: shape.rotation ?? 0)
        }
        return paint
    }

    /// The colour the element's kind draws with (`LayoutElement.fill`): a stroke's colour, none for
    /// a gradient (it has no one colour), else the fill.
    static func kindFill(_ shape: ShapeValue, env: LayoutEnvironment) -> RGBA? {
        if let s = shape.stroke { return env.resolve(s.color ?? env.foreground ?? .system(.label)) }
        if shape.gradient != nil { return nil }
        return env.resolve(shape.fill ?? env.foreground ?? .system(.label))
    }

    /// `shadowShape`.
    static func shadow(_ s: ShadowValue, of paint: ElementPaint, bounds: Rect, env: LayoutEnvironment) -> ShadowPaint {
        let layer = paint.background ?? paint.fill
        let rect = (layer?.rect ?? paint.shape?.rect ?? bounds).offsetBy(dx: s.x, dy: s.y)
        var radius = layer?.cornerRadius ?? 0
        if case .roundedRect(let r)? = paint.shape?.outline { radius = r }
        if case .ellipse? = paint.shape?.outline { radius = min(rect.width, rect.height) / 2 }
        return ShadowPaint(color: env.resolve(s.color), rect: rect, cornerRadius: radius, sigma: s.radius / 2)
    }
}
