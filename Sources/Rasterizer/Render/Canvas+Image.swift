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
        image.pixels.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: SIMD4<UInt8>.self)
            row.withUnsafeMutableBufferPointer { cov in
                for py in region.y0 ..< region.y1 {
                    for i in 0 ..< cov.count { cov[i] = 1 }
                    clip.apply(row: py, x0: region.x0, to: cov)
                    layer.withPixels { dst in
                        var d = dst + layer.index(x: region.x0, y: py)
                        var s = (py - y) * image.width + (region.x0 - x)
                        for k in cov {
                            let p = src[s]
                            let a = Float(p.w) / 255 * k
                            if a >= 1 {
                                d.pointee = p
                            } else if a > 0 {
                                let premultiplied = SIMD4<Float>(Float(p.x), Float(p.y), Float(p.z), 255) * a
                                d.pointee = PixelLayer.store(premultiplied + PixelLayer.float(d.pointee) * (1 - a))
                            }
                            d += 1; s += 1
                        }
                    }
                }
            }
        }
    }
}
