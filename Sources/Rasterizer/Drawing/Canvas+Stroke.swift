import LayoutModel

// Stroked outlines and lines. Widths are in points; a width ≤ 0 or NaN draws nothing.
//
// A closed shape's stroke is the ring between two offsets of its outline: the outer edge lies
// `o` outside the shape (0, w/2 or w for inside, centred, outside) and the inner edge `o − w`.
// Offsetting a rounded rect of corner radius r by d gives a rounded rect of radius r + d (the
// exact offset curve; sharp when r + d ≤ 0). The ring is rasterized as the outer contour plus the
// inner one reversed, so the hole's signed area cancels. When the inner edge has no area left the
// stroke is the whole outer shape. Ellipses are offset by offsetting their semi-axes, which is exact
// for circles and a close approximation otherwise.

extension Canvas {
    /// Outlines an axis-aligned rect (sharp corners).
    public func strokeRect(_ rect: Rect, width: Double, color: RGBA, alignment: StrokeAlignment = .inside) {
        strokeRoundedRect(rect, cornerRadius: 0, width: width, color: color, alignment: alignment)
    }

    /// Outlines a rounded rect; `cornerRadius` is clamped to half the shorter side of `rect`.
    public func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, width: Double, color: RGBA,
                                  alignment: StrokeAlignment = .inside) {
        guard let r = device.rect(rect), let w = strokeWidth(width) else { return }
        let radius = Outline.clampedRadius(device.length(cornerRadius), in: r)
        let o = alignment.outerOffset(width: w)
        guard let outer = Outline.outset(r, by: o) else { return }
        // A sharp rect keeps sharp (mitred) outer corners; a rounded one grows its radius.
        let outerRadius = Outline.clampedRadius(radius > 0 ? radius + o : 0, in: outer)
        guard let inner = Outline.outset(r, by: o - w) else {
            let region = PixelRect.touched(by: outer, within: clip.bounds)
            guard !region.isEmpty else { return }
            paint(coverage: AreaRasterizer.roundedRectCoverage(outer, radius: outerRadius, over: region), over: region, color: color)
            return
        }
        fillRing(outer, radius: outerRadius, hole: inner, holeRadius: Outline.clampedRadius(max(0, radius + o - w), in: inner), color: color)
    }

    /// The ring between a rounded rect and a smaller one inside it (device space, radii clamped).
    /// A pixel's coverage is the outer shape's minus the inner one's (the inner lies wholly inside,
    /// so that is the ring's area in the pixel). Only strips along the edges are painted: the pixels
    /// wholly inside the inner shape's straight part have none (a card's or a field's border costs
    /// its perimeter, not its area).
    private func fillRing(_ outer: Rect, radius: Double, hole inner: Rect, holeRadius: Double, color: RGBA) {
        let region = PixelRect.touched(by: outer, within: clip.bounds)
        guard !region.isEmpty else { return }
        let empty = PixelRect.covered(minX: inner.minX, minY: inner.minY + holeRadius,
                                      maxX: inner.maxX, maxY: inner.maxY - holeRadius, within: region)
        let strips = empty.isEmpty ? [region] : [
            PixelRect(x0: region.x0, y0: region.y0, x1: region.x1, y1: empty.y0),
            PixelRect(x0: region.x0, y0: empty.y1, x1: region.x1, y1: region.y1),
            PixelRect(x0: region.x0, y0: empty.y0, x1: empty.x0, y1: empty.y1),
            PixelRect(x0: empty.x1, y0: empty.y0, x1: region.x1, y1: empty.y1),
        ]
        for strip in strips where !strip.isEmpty {
            let outside = AreaRasterizer.roundedRectCoverage(outer, radius: radius, over: strip)
            let inside = AreaRasterizer.roundedRectCoverage(inner, radius: holeRadius, over: strip)
            paint(coverage: zip(outside, inside).map { max($0 - $1, 0) }, over: strip, color: color)
        }
    }

    /// Outlines a capsule.
    public func strokeCapsule(_ rect: Rect, width: Double, color: RGBA, alignment: StrokeAlignment = .inside) {
        strokeRoundedRect(rect, cornerRadius: .infinity, width: width, color: color, alignment: alignment)
    }

    /// Outlines the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: Rect, width: Double, color: RGBA, alignment: StrokeAlignment = .inside) {
        guard let r = device.rect(rect), let w = strokeWidth(width) else { return }
        let o = alignment.outerOffset(width: w)
        guard let outer = Outline.outset(r, by: o) else { return }
        let outerContour = Outline.ellipse(in: outer)
        guard let inner = Outline.outset(r, by: o - w) else { fillContours([outerContour], color: color); return }
        fillContours([outerContour, Outline.ellipse(in: inner).reversed()], color: color)
    }

    /// Outlines a circle.
    public func strokeCircle(center: Point, radius: Double, width: Double, color: RGBA,
                             alignment: StrokeAlignment = .inside) {
        strokeEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                      width: width, color: color, alignment: alignment)
    }

    /// A straight line of `width`, centred on the segment from `start` to `end` (a divider of
    /// 1 / scale points is one device pixel thick). A zero-length line draws nothing.
    public func strokeLine(from start: Point, to end: Point, width: Double, color: RGBA, cap: LineCap = .butt) {
        strokePolyline([start, end], width: width, color: color, cap: cap)
    }

    /// An open polyline of `width` with round joins (checkmarks, chevrons, arrows).
    public func strokePolyline(_ points: [Point], width: Double, color: RGBA, cap: LineCap = .round) {
        guard let pts = device.points(points), let w = strokeWidth(width) else { return }
        strokePieces(StrokeGeometry.polyline(pts, width: w, cap: cap, closed: false), color: color)
    }

    /// A closed polygon's outline of `width`, centred on its edges, with round joins.
    public func strokePolygon(_ points: [Point], width: Double, color: RGBA) {
        guard points.count >= 3, let pts = device.points(points), let w = strokeWidth(width) else { return }
        strokePieces(StrokeGeometry.polyline(pts, width: w, cap: .butt, closed: true), color: color)
    }

    /// Paints the union of stroke pieces (each one closed contour). A single line (at most a segment
    /// and its two caps) is rasterized row by row over the columns it reaches in each row: a long
    /// diagonal's bounds are nearly all empty. Longer polylines are rasterized over their bounds at once.
    private func strokePieces(_ pieces: [[Point]], color: RGBA) {
        let region = self.region(for: pieces.flatMap { $0 })
        guard !region.isEmpty else { return }
        guard pieces.count <= 3, region.height > 1 else {
            paint(coverage: AreaRasterizer.unionCoverage(of: pieces, over: region), over: region, color: color)
            return
        }
        for y in region.y0 ..< region.y1 {
            guard let (lo, hi) = StrokeGeometry.span(of: pieces, from: Double(y), to: Double(y + 1)) else { continue }
            let row = PixelRect.touched(minX: lo, minY: Double(y), maxX: max(hi, lo + 1e-9), maxY: Double(y + 1), within: region)
            guard !row.isEmpty else { continue }
            paint(coverage: AreaRasterizer.unionCoverage(of: pieces, over: row), over: row, color: color)
        }
    }

    /// The width in device pixels, or nil when it is not a positive finite number.
    private func strokeWidth(_ points: Double) -> Double? {
        let w = device.length(points)
        return w.isFinite && w > 0 ? w : nil
    }
}
