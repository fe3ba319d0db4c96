import LayoutModel

// Filled shapes. All geometry in points.

extension Canvas {
    /// Fills an axis-aligned rect with exact area coverage.
    ///
    /// Coverage of pixel (x, y) is the area of [x, x+1) × [y, y+1) inside the rect, which for an
    /// axis-aligned rect factors into (column overlap) × (row overlap), each
    ///   overlap(i) = clamp(min(i + 1, max) − max(i, min), 0, 1).
    /// E.g. a rect edge at x = 10.5 px covers column 10 by 0.5.
    public func fillRect(_ rect: Rect, color: RGBA) {
        guard let r = device.rect(rect) else { return }
        let region = PixelRect.touched(by: r, within: clip.bounds)
        guard !region.isEmpty else { return }
        let columns = (region.x0 ..< region.x1).map { Float(Self.overlap(pixel: $0, from: r.minX, to: r.maxX)) }
        paint(region, color: color) { y, x0, out in
            let rowFactor = Float(Self.overlap(pixel: y, from: r.minY, to: r.maxY))
            for i in 0 ..< out.count { out[i] = columns[x0 - region.x0 + i] * rowFactor }
        }
    }

    /// Fills a rect with circular corners; `cornerRadius` is clamped to half the shorter side.
    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: RGBA) {
        guard let r = device.rect(rect) else { return }
        let radius = Outline.clampedRadius(device.length(cornerRadius), in: r)
        if radius <= 0 { fillRect(rect, color: color); return }
        fillContours([Outline.roundedRect(r, radius: radius)], color: color)
    }

    /// Fills a capsule: a rounded rect whose corner radius is half its shorter side.
    public func fillCapsule(_ rect: Rect, color: RGBA) {
        fillRoundedRect(rect, cornerRadius: .infinity, color: color)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: Rect, color: RGBA) {
        guard let r = device.rect(rect) else { return }
        fillContours([Outline.ellipse(in: r)], color: color)
    }

    /// Fills a circle; a radius ≤ 0 draws nothing.
    public func fillCircle(center: Point, radius: Double, color: RGBA) {
        fillEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                    color: color)
    }

    /// Fills a closed polygon (the last point joins the first), either winding direction.
    /// Where a self-overlapping polygon covers a pixel more than once, coverage saturates at 1.
    public func fillPolygon(_ points: [Point], color: RGBA) {
        guard points.count >= 3, let pts = device.points(points) else { return }
        fillContours([pts], color: color)
    }

    /// Rasterizes device-space contours over their bounds (within the clip) and paints them.
    func fillContours(_ contours: [[Point]], color: RGBA) {
        let region = self.region(for: contours.flatMap { $0 })
        guard !region.isEmpty else { return }
        paint(coverage: AreaRasterizer.coverage(of: contours, over: region), over: region, color: color)
    }

    /// Length of the overlap between pixel span [i, i+1) and [lo, hi], in 0...1.
    static func overlap(pixel i: Int, from lo: Double, to hi: Double) -> Double {
        min(max(min(Double(i + 1), hi) - max(Double(i), lo), 0), 1)
    }
}
