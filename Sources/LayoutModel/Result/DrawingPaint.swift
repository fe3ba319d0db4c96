// What a shape with a gradient, a stroke or a trim paints, and a `shadow`: resolved by the layout
// (`DrawingRules`) into screen points and colours, for the renderer.

/// A gradient resolved into the screen: its colours evenly spaced from 0 to 1 along its axis.
public struct GradientPaint: Hashable, Sendable {
    public enum Geometry: Hashable, Sendable {
        /// From `start` (position 0) to `end` (position 1); beyond them the end colours continue.
        case linear(start: Point, end: Point)
        /// Position 0 at `startRadius` from `center`, 1 at `endRadius`.
        case radial(center: Point, startRadius: Double, endRadius: Double)
    }
    public var geometry: Geometry
    public var colors: [RGBA]
    public init(geometry: Geometry, colors: [RGBA]) { self.geometry = geometry; self.colors = colors }

    /// The colour at `p`: the two neighbouring colours mixed linearly in straight alpha.
    public func color(at p: Point) -> RGBA {
        let t: Double
        switch geometry {
        case .linear(let a, let b):
            let dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy
            t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0
        case .radial(let c, let r0, let r1):
            let d = ((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)).squareRoot()
            t = r1 != r0 ? (d - r0) / (r1 - r0) : 0
        }
        guard colors.count > 1 else { return colors.first ?? .clear }
        let x = min(max(t, 0), 1) * Double(colors.count - 1)
        let i = min(Int(x), colors.count - 2), f = x - Double(i)
        let a = colors[i], b = colors[i + 1]
        func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * f }
        return RGBA(r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: mix(a.a, b.a))
    }
}

/// A shape drawn by outline rather than as a uniform `PaintLayer`.
public struct ShapePaint: Hashable, Sendable {
    public enum Outline: Hashable, Sendable {
        /// A rect with rounded corners (0: square; capsules have half the shorter side).
        case roundedRect(cornerRadius: Double)
        /// The ellipse inscribed in the rect (a `circle` shape's rect is already square).
        case ellipse
    }
    public var outline: Outline
    public var rect: Rect
    /// The area's gradient, when the shape is filled with one.
    public var gradient: GradientPaint?
    public var stroke: Stroke?
    public init(outline: Outline, rect: Rect, gradient: GradientPaint? = nil, stroke: Stroke? = nil) {
        self.outline = outline; self.rect = rect; self.gradient = gradient; self.stroke = stroke
    }

    /// A stroke centred on the outline, `from`..`to` of it drawn (0 and 1 for all), the outline's
    /// start turned `rotation` degrees clockwise about the rect's centre.
    public struct Stroke: Hashable, Sendable {
        public var color: RGBA
        public var width: Double
        public var lineCap: StrokeCap
        public var from: Double
        public var to: Double
        public var rotation: Double
        public var isWhole: Bool { from <= 0 && to >= 1 }
        public init(color: RGBA, width: Double, lineCap: StrokeCap = .butt, from: Double = 0, to: Double = 1, rotation: Double = 0) {
            self.color = color; self.width = width; self.lineCap = lineCap; self.from = from; self.to = to; self.rotation = rotation
        }
    }
}

/// `shadow`: the element's painted area (its background and fill, rounded as they are, else its
/// bounds) offset by (x, y) and blurred with a Gaussian of standard deviation radius / 2, in `color`.
public struct ShadowPaint: Hashable, Sendable {
    public var color: RGBA
    public var rect: Rect
    public var cornerRadius: Double
    /// The Gaussian's standard deviation in points.
    public var sigma: Double
    public init(color: RGBA, rect: Rect, cornerRadius: Double, sigma: Double) {
        self.color = color; self.rect = rect; self.cornerRadius = cornerRadius; self.sigma = sigma
    }
}
