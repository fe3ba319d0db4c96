import LayoutModel

/// An RGBA canvas in device pixels that takes geometry in points.
///
/// - Units: every `Rect`, `Point`, radius and width passed in is in points; it is multiplied by
///   `scale` to get device pixels. Pixel (x, y) covers device space [x, x+1) × [y, y+1).
/// - Coverage: axis-aligned rects get exact per-pixel area coverage (separable: the overlap of the
///   pixel's column times that of its row). Every other shape is a polygon (curves flattened to
///   within 0.01 px) rasterized by exact signed-area accumulation (see `AreaRasterizer`).
///   No supersampling and no randomness, so the output is deterministic.
/// - Compositing: source-over. Colours are straight alpha at the API and in `rgba`; internally
///   pixels are premultiplied RGBA8 (see `PixelLayer`), blended in Float and rounded once per blend.
/// - Clip and opacity groups nest through `withClip` / `withOpacity` closures.
/// - Degenerate input (NaN, infinite, zero or negative sizes, shapes fully outside) draws nothing.
/// - Single-threaded; drawing the same calls always yields byte-identical pixels.
public final class Canvas {
    /// Size in device pixels.
    public let width: Int
    public let height: Int
    /// Device pixels per point.
    public let scale: Double

    let device: DeviceSpace
    let base: PixelLayer
    /// The background is opaque, so every pixel is and stays opaque (see `rgba`).
    let opaque: Bool
    /// Open opacity groups, innermost last; drawing goes to the last one, or `base` when empty.
    var groups: [PixelLayer] = []
    /// The clip stack's current state (the intersection of all enclosing clips).
    var clip: ClipRegion

    /// A canvas of `width` × `height` device pixels. Negative sizes become 0; a scale that is not a
    /// positive finite number becomes 1.
    public init(width: Int, height: Int, scale: Double, background: RGBA = .clear) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        device = DeviceSpace(scale: self.scale)
        let all = PixelRect(x0: 0, y0: 0, x1: self.width, y1: self.height)
        base = PixelLayer(bounds: all, fill: PremultipliedColor(background))
        opaque = PremultipliedColor(background).a >= 1
        clip = ClipRegion(bounds: all)
    }

    /// A canvas for a screen of `size` points: (size × scale) rounded to whole device pixels.
    public convenience init(size: Size, scale: Double, background: RGBA = .clear) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        func px(_ v: Double) -> Int { v.isFinite && v > 0 ? Int(min((v * s).rounded(), 1e8)) : 0 }
        self.init(width: px(size.width), height: px(size.height), scale: s, background: background)
    }

    var target: PixelLayer { groups.last ?? base }

    /// The general path by which drawing reaches the pixels (two shortcuts give its bytes without a
    /// coverage row: a rect's fully covered inside, `fill(_:over:color:)`, and glyph masks,
    /// `drawMask`, both through an unmasked clip). For each row of `region` (which is
    /// first limited to the clip bounds), `rowCoverage` fills the coverage (0...1) of columns
    /// `region.x0 ..< region.x1`; the clip mask then scales it and the colour is blended in.
    func paint(_ region: PixelRect, color: RGBA,
               rowCoverage: (_ y: Int, _ x0: Int, _ coverage: UnsafeMutableBufferPointer<Float>) -> Void) {
        let r = region.intersection(clip.bounds)
        let c = PremultipliedColor(color)
        guard !r.isEmpty, c.a > 0 else { return }
        var row = [Float](repeating: 0, count: r.width)
        let layer = target
        row.withUnsafeMutableBufferPointer { buf in
            for y in r.y0 ..< r.y1 {
                rowCoverage(y, r.x0, buf)
                clip.apply(row: y, x0: r.x0, to: buf)
                layer.blend(row: y, x0: r.x0, coverage: UnsafeBufferPointer(buf), color: c)
            }
        }
    }

    /// Paints a coverage buffer computed over `region` (region-sized, row-major).
    func paint(coverage: [Float], over region: PixelRect, color: RGBA) {
        coverage.withUnsafeBufferPointer { cov in
            paint(region, color: color) { y, x0, out in
                let start = (y - region.y0) * region.width + (x0 - region.x0)
                for i in 0 ..< out.count { out[i] = cov[start + i] }
            }
        }
    }

    /// The region of pixels worth rasterizing for a device-space shape: its bounds within the clip.
    func region(for devicePoints: [Point]) -> PixelRect {
        PixelRect.touched(by: devicePoints, within: clip.bounds)
    }
}
