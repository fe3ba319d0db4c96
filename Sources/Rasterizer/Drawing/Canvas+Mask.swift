import LayoutModel

// Blending 8-bit coverage masks (glyphs from the text engine) in a colour.

extension Canvas {
    /// Blends `mask` with its top-left corner at device pixel (x, y): each mask byte m is coverage
    /// m / 255 of `color`, composited source-over like any shape edge (and clipped the same way).
    /// A mask whose pixel count does not match its size, or that falls outside, draws nothing.
    public func drawMask(_ mask: CoverageMask, atX x: Int, y: Int, color: RGBA) {
        guard mask.width > 0, mask.height > 0, mask.coverage.count == mask.width * mask.height else { return }
        // Doubles, so positions near Int.max cannot overflow.
        let region = PixelRect.touched(minX: Double(x), minY: Double(y),
                                       maxX: Double(x) + Double(mask.width), maxY: Double(y) + Double(mask.height),
                                       within: clip.bounds)
        guard !region.isEmpty else { return }
        mask.coverage.withUnsafeBufferPointer { m in
            let c = PremultipliedColor(color)
            // Through an unmasked clip the bytes go to the layer as they are (same pixels).
            if clip.mask == nil {
                guard c.a > 0 else { return }
                let layer = target
                for row in region.y0 ..< region.y1 {
                    let start = (row - y) * mask.width + (region.x0 - x)
                    layer.blend(row: row, x0: region.x0, mask: UnsafeBufferPointer(rebasing: m[start ..< start + region.width]), color: c)
                }
                return
            }
            paint(region, color: color) { row, x0, out in
                let start = (row - y) * mask.width + (x0 - x)
                for i in 0 ..< out.count { out[i] = Float(m[start + i]) / 255 }
            }
        }
    }

    /// Blends a mask at its placed device-pixel position.
    public func drawMask(_ placed: PlacedMask, color: RGBA) {
        drawMask(placed.mask, atX: placed.x, y: placed.y, color: color)
    }
}
