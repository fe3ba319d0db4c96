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
        fill(r, over: PixelRect.touched(by: r, within: clip.bounds), color: color)
    }

    /// Fills the part of device rect `r` over `region` (pixels `r` touches, within the clip).
    private func fill(_ r: Rect, over region: PixelRect, color: RGBA) {
        guard !region.isEmpty else { return }
        let columns = (region.x0 ..< region.x1).map { Float(Self.overlap(pixel: $0, from: r.minX, to: r.maxX)) }
        func cover(_ y: Int, _ x0: Int, _ out: UnsafeMutableBufferPointer<Float>) {
            let rowFactor = Float(Self.overlap(pixel: y, from: r.minY, to: r.maxY))
            for i in 0 ..< out.count { out[i] = columns[x0 - region.x0 + i] * rowFactor }
        }
        // Fast path, same pixels: through an unmasked clip the fully covered pixels need no
        // coverage; an opaque colour sets them outright, a translucent one blends them at coverage 1
        // (a dimming scrim over the whole screen). Only the rim of partly covered ones is painted.
        let premultiplied = PremultipliedColor(color)
        let inner = PixelRect.covered(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY, within: region)
        guard premultiplied.a > 0, clip.mask == nil, !inner.isEmpty else {
            paint(region, color: color, rowCoverage: cover)
            return
        }
        if premultiplied.a >= 1 {
            target.fill(inner, with: premultiplied.bytes)
        } else {
            target.blend(inner, color: premultiplied)
        }
        let rim = [PixelRect(x0: region.x0, y0: region.y0, x1: region.x1, y1: inner.y0),
                   PixelRect(x0: region.x0, y0: inner.y1, x1: region.x1, y1: region.y1),
                   PixelRect(x0: region.x0, y0: inner.y0, x1: inner.x0, y1: inner.y1),
                   PixelRect(x0: inner.x1, y0: inner.y0, x1: region.x1, y1: inner.y1)]
        for part in rim where !part.isEmpty { paint(part, color: color, rowCoverage: cover) }
    }

    /// Fills a rect with circular corners; `cornerRadius` is clamped to half the shorter side.
    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: RGBA) {
        guard let r = device.rect(rect) else { return }
        let radius = Outline.clampedRadius(device.length(cornerRadius), in: r)
        if radius <= 0 { fillRect(rect, color: color); return }
        let region = PixelRect.touched(by: r, within: clip.bounds)
        guard !region.isEmpty else { return }
        // The rows between the corners are a plain rect's (full height, the rect's columns): they
        // are filled as one, solid inside; only the bands of rows with corners get a coverage array
        // (see `AreaRasterizer.roundedRectCoverage`).
        let middle = PixelRect.covered(minX: Double(region.x0), minY: r.minY + radius,
                                       maxX: Double(region.x1), maxY: r.maxY - radius, within: region)
        guard !middle.isEmpty else {
            paint(coverage: AreaRasterizer.roundedRectCoverage(r, radius: radius, over: region), over: region, color: color)
            return
        }
        for band in [PixelRect(x0: region.x0, y0: region.y0, x1: region.x1, y1: middle.y0),
                     PixelRect(x0: region.x0, y0: middle.y1, x1: region.x1, y1: region.y1)] where !band.isEmpty {
            paint(coverage: AreaRasterizer.roundedRectCoverage(r, radius: radius, over: band), over: band, color: color)
        }
        // Each middle row lies wholly inside the rect (row overlap 1), so it is the plain rect's.
        fill(r, over: middle, color: color)
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
