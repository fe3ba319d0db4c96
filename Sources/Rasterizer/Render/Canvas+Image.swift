import LayoutModel

extension Canvas {
    /// Composites `image` (straight-alpha RGBA8) with its top-left pixel at device pixel (x, y),
    /// source-over, through the current clip: each pixel is premultiplied (byte / 255 × alpha),
    /// scaled by the clip's coverage there and blended like a shape's pixel. An opaque image into
    /// an open clip copies its bytes exactly.
    public func drawImage(_ image: RGBAImage, atX x: Int, y: Int) {
        let region = PixelRect(x0: x, y0: y, x1: x + image.width, y1: y + image.height).intersection(clip.bounds)
        guard !region.isEmpty else { return }
        let layer = target
        var row = [Float](repeating: 1, count: region.width)
        image.pixels.withUnsafeBufferPointer { src in
            row.withUnsafeMutableBufferPointer { cov in
                for py in region.y0 ..< region.y1 {
                    for i in 0 ..< cov.count { cov[i] = 1 }
                    clip.apply(row: py, x0: region.x0, to: cov)
                    layer.pixels.withUnsafeMutableBufferPointer { dst in
                        var d = layer.offset(x: region.x0, y: py)
                        var s = ((py - y) * image.width + (region.x0 - x)) * 4
                        for i in 0 ..< cov.count {
                            let a = Float(src[s + 3]) / 255 * cov[i]
                            if a > 0 {
                                let keep = 1 - a
                                dst[d] = Float(src[s]) / 255 * a + dst[d] * keep
                                dst[d + 1] = Float(src[s + 1]) / 255 * a + dst[d + 1] * keep
                                dst[d + 2] = Float(src[s + 2]) / 255 * a + dst[d + 2] * keep
                                dst[d + 3] = a + dst[d + 3] * keep
                            }
                            d += 4; s += 4
                        }
                    }
                }
            }
        }
    }
}
