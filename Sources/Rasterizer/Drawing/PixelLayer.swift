// A premultiplied RGBA Float buffer covering a pixel rect: the canvas itself, or an opacity group.

/// Pixels are stored row-major, 4 Floats per pixel (r, g, b, a premultiplied), for `bounds`.
final class PixelLayer {
    let bounds: PixelRect
    var pixels: [Float]

    /// Memory comes from `PixelMemory` (reused, not freshly mapped) and goes back there in `deinit`.
    init(bounds: PixelRect, fill: PremultipliedColor) {
        self.bounds = bounds
        self.pixels = PixelMemory.shared.take(count: bounds.pixelCount * 4, fill: fill)
    }

    deinit { PixelMemory.shared.give(pixels) }

    /// Index of pixel (x, y) (canvas coordinates) in `pixels`; the caller keeps (x, y) inside `bounds`.
    @inline(__always) func offset(x: Int, y: Int) -> Int {
        ((y - bounds.y0) * bounds.width + (x - bounds.x0)) * 4
    }

    /// Source-over of `color` scaled by per-pixel coverage onto row `y`, columns `x0 ..< x0 + coverage.count`.
    ///
    /// With coverage k the source is the colour scaled by k (premultiplied), so per channel
    ///   dst = color × k + dst × (1 − color.a × k).
    /// k = 0 leaves the pixel untouched; k = 1 with an opaque colour stores the colour exactly.
    func blend(row y: Int, x0: Int, coverage: UnsafeBufferPointer<Float>, color: PremultipliedColor) {
        let opaque = color.a >= 1
        pixels.withUnsafeMutableBufferPointer { px in
            var o = offset(x: x0, y: y)
            for k in coverage {
                if k >= 1 && opaque {
                    px[o] = color.r; px[o + 1] = color.g; px[o + 2] = color.b; px[o + 3] = color.a
                } else if k > 0 {
                    let keep = 1 - color.a * k
                    px[o] = color.r * k + px[o] * keep
                    px[o + 1] = color.g * k + px[o + 1] * keep
                    px[o + 2] = color.b * k + px[o + 2] * keep
                    px[o + 3] = color.a * k + px[o + 3] * keep
                }
                o += 4
            }
        }
    }

    /// Composites a whole group layer onto this one (source-over), the group scaled by `opacity`:
    ///   src = group × opacity;  dst = src + dst × (1 − src.a).
    /// The group was rendered on its own first, so overlapping children inside it blend with each
    /// other at full strength and the group reaches the canvas once (SwiftUI `.opacity`).
    func composite(_ group: PixelLayer, opacity: Float) {
        let b = group.bounds.intersection(bounds)
        guard !b.isEmpty, opacity > 0 else { return }
        group.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for y in b.y0 ..< b.y1 {
                    var s = group.offset(x: b.x0, y: y), d = offset(x: b.x0, y: y)
                    for _ in b.x0 ..< b.x1 {
                        let sa = src[s + 3] * opacity
                        if sa > 0 {
                            let keep = 1 - sa
                            dst[d] = src[s] * opacity + dst[d] * keep
                            dst[d + 1] = src[s + 1] * opacity + dst[d + 1] * keep
                            dst[d + 2] = src[s + 2] * opacity + dst[d + 2] * keep
                            dst[d + 3] = sa + dst[d + 3] * keep
                        }
                        s += 4; d += 4
                    }
                }
            }
        }
    }

    /// The premultiplied colour of pixel (x, y), which must be inside `bounds`.
    func color(x: Int, y: Int) -> PremultipliedColor {
        let o = offset(x: x, y: y)
        return PremultipliedColor(r: pixels[o], g: pixels[o + 1], b: pixels[o + 2], a: pixels[o + 3])
    }
}
