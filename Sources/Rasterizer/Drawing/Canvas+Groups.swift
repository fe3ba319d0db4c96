import LayoutModel

// Clipping and opacity groups. Both are scoped by a closure, so they always nest properly.

extension Canvas {
    /// Draws `body` clipped to `rect` (points), intersected with any enclosing clip.
    /// Pixel-aligned edges clip exactly; fractional edges clip with partial (area) coverage.
    /// A rect with no area (or not finite) clips everything away.
    public func withClip<R>(_ rect: Rect, _ body: () throws -> R) rethrows -> R {
        let saved = clip
        defer { clip = saved }
        clip = clipRegion(rect: rect, cornerRadius: 0)
        return try body()
    }

    /// Draws `body` clipped to a rounded rect (SwiftUI `cornerRadius` / `clipShape`), intersected
    /// with any enclosing clip. The radius is clamped to half the shorter side.
    public func withClip<R>(roundedRect rect: Rect, cornerRadius: Double, _ body: () throws -> R) rethrows -> R {
        let saved = clip
        defer { clip = saved }
        clip = clipRegion(rect: rect, cornerRadius: cornerRadius)
        return try body()
    }

    /// Draws `body` as one group and composites it at `opacity` (SwiftUI `.opacity`): children
    /// first blend with each other at full strength in a transparent layer the size of the current
    /// clip, then the layer is composited once, so overlaps are not double-blended. Opacity is
    /// clamped to 0...1; NaN counts as 1 (the modifier is ignored). At 1 no layer is needed; at 0
    /// `body` still runs but draws nothing.
    public func withOpacity<R>(_ opacity: Double, _ body: () throws -> R) rethrows -> R {
        let o = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        if o >= 1 { return try body() }
        if o <= 0 || clip.bounds.isEmpty {
            let saved = clip
            defer { clip = saved }
            clip = ClipRegion(bounds: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))
            return try body()
        }
        let layer = PixelLayer(bounds: clip.bounds, fill: .clear)
        groups.append(layer)
        defer {
            groups.removeLast()
            target.composite(layer, opacity: Float(o))
        }
        return try body()
    }

    /// The current clip intersected with a (rounded) rect given in points.
    private func clipRegion(rect: Rect, cornerRadius: Double) -> ClipRegion {
        let nothing = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        guard let r = device.rect(rect) else { return clip.intersected(with: nothing, coverage: nil) }
        let region = PixelRect.touched(by: r, within: clip.bounds)
        guard !region.isEmpty else { return clip.intersected(with: nothing, coverage: nil) }
        let radius = Outline.clampedRadius(device.length(cornerRadius), in: r)
        if radius > 0 {
            let coverage = AreaRasterizer.roundedRectCoverage(r, radius: radius, over: region)
            return clip.intersected(with: region, coverage: coverage)
        }
        let aligned = [r.minX, r.minY, r.maxX, r.maxY].allSatisfy { $0 == $0.rounded() }
        if aligned { return clip.intersected(with: region, coverage: nil) }
        let columns = (region.x0 ..< region.x1).map { Self.overlap(pixel: $0, from: r.minX, to: r.maxX) }
        var coverage = [Float](repeating: 0, count: region.pixelCount)
        for y in region.y0 ..< region.y1 {
            let fy = Self.overlap(pixel: y, from: r.minY, to: r.maxY)
            for (i, fx) in columns.enumerated() { coverage[(y - region.y0) * region.width + i] = Float(fx * fy) }
        }
        return clip.intersected(with: region, coverage: coverage)
    }
}
