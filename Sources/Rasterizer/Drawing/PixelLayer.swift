// A premultiplied RGBA8 buffer covering a pixel rect: the canvas itself, or an opacity group.
//
// Why 8 bits: a @3x screen is 3 million pixels. In Float they took 48 MB, and filling, blending
// and reading them back to bytes moved 48 MB each time; in bytes the canvas is the 12 MB the PNG
// holds, an opaque pixel is already its output, and a solid span is a run of 32-bit stores.
// Precision: each blend computes in Float from the stored bytes and rounds every channel to the
// nearest byte once (half up), so a single blend onto an opaque pixel gives the byte the exact
// value would; stacked translucent blends can differ from exact arithmetic by a unit, as in any
// 8-bit compositor (Skia's and Core Graphics' raster canvases are 8-bit premultiplied too).

/// Pixels are stored row-major, 4 bytes per pixel (r, g, b, a, colour premultiplied), for `bounds`.
///
/// Rule (a background is written once): a colour that covers the whole layer (the background it
/// starts with, then an opaque fill of all of it, as a screen's own colour) is kept `pending`
/// and written into the pixels only when something first draws on part of the layer or reads it.
/// A screen drawn white, then its colour, then its content writes its 12 MB once, not three times.
final class PixelLayer {
    let bounds: PixelRect
    private(set) var pixels: [UInt8]
    /// The colour every pixel has but that is not written yet.
    private var pending: SIMD4<UInt8>?
    /// Glyph blends of the colour drawn last (`blend(row:x0:mask:color:)`).
    var levels = MaskLevels()

    /// Memory comes from `PixelMemory` (reused, not freshly mapped) and goes back there in `deinit`.
    init(bounds: PixelRect, fill: PremultipliedColor) {
        self.bounds = bounds
        self.pixels = PixelMemory.shared.take(count: bounds.pixelCount * 4)
        self.pending = fill.bytes
    }

    /// The pixels, the pending colour written first; the layer keeps no memory afterwards (a
    /// renderer's last read, `Canvas.takeRGBA`).
    func takePixels() -> [UInt8] {
        materialize()
        var out: [UInt8] = []
        swap(&out, &pixels)
        return out
    }

    /// Writes the pending colour into every pixel.
    @inline(__always) func materialize() {
        guard let p = pending else { return }
        pending = nil
        PixelMemory.fill(&pixels, with: p)
    }

    deinit {
        PixelMemory.shared.give(pixels)
        levels.free()
    }

    /// Index of pixel (x, y) (canvas coordinates), in pixels; the caller keeps (x, y) inside `bounds`.
    @inline(__always) func index(x: Int, y: Int) -> Int {
        (y - bounds.y0) * bounds.width + (x - bounds.x0)
    }

    /// A blended value (0...255 scale) rounded to the nearest byte, half up; out-of-range values
    /// (only rounding noise can make them) are clamped. Scalar on purpose: the generic SIMD
    /// float-to-integer conversions are not specialized and cost ten times as much.
    @inline(__always) static func store(_ v: SIMD4<Float>) -> SIMD4<UInt8> {
        SIMD4(byte(v.x), byte(v.y), byte(v.z), byte(v.w))
    }

    @inline(__always) static func byte(_ v: Float) -> UInt8 {
        let t = v + 0.5
        return t >= 255 ? 255 : t >= 1 ? UInt8(truncatingIfNeeded: Int32(t)) : 0
    }

    /// A stored pixel's bytes as Floats (0...255).
    @inline(__always) static func float(_ p: SIMD4<UInt8>) -> SIMD4<Float> {
        SIMD4(Float(p.x), Float(p.y), Float(p.z), Float(p.w))
    }

    /// Runs `body` with the pixels as 4-byte vectors.
    @inline(__always) func withPixels<R>(_ body: (UnsafeMutablePointer<SIMD4<UInt8>>) -> R) -> R {
        materialize()
        return pixels.withUnsafeMutableBytes { body($0.baseAddress!.assumingMemoryBound(to: SIMD4<UInt8>.self)) }
    }

    /// Source-over of `color` scaled by per-pixel coverage onto row `y`, columns `x0 ..< x0 + coverage.count`.
    ///
    /// With coverage k the source is the colour scaled by k (premultiplied), so per channel
    ///   dst = color × k + dst × (1 − color.a × k).
    /// k = 0 leaves the pixel untouched; k = 1 with an opaque colour stores the colour's bytes.
    ///
    /// The walk goes eight pixels at a time where the eight are alike (most of a screen): all
    /// uncovered (skipped), all fully covered by an opaque colour (stored), or all the same
    /// coverage over the same stored pixel as the last blend (its result stored again: a
    /// translucent colour over one background). Any other group of eight goes pixel by pixel by the
    /// same rules, so the bytes are the same either way. The eight are compared as four 64-bit
    /// words, bit for bit (+0.0 and 1.0 exactly; any other spelling takes the pixel-by-pixel way):
    /// Swift's SIMD comparison masks are built lane by lane through memory and cost more than the
    /// walk they would save.
    func blend(row y: Int, x0: Int, coverage: UnsafeBufferPointer<Float>, color: PremultipliedColor) {
        guard let k = coverage.baseAddress, !coverage.isEmpty else { return }
        let n = coverage.count, ink = Ink(color)
        // Flat UI repeats (coverage, pixel) pairs along a row (a translucent colour over one
        // background): the last blend is remembered and reused, the same bytes for less work.
        var last = (k: Float.nan, before: SIMD4<UInt8>.zero, after: SIMD4<UInt8>.zero)
        var lastWords: (k: UInt64, before: UInt64, after: UInt64)?
        withPixels { px in
            let row = px + index(x: x0, y: y)
            var i = 0
            while i < n {
                if i + 8 <= n {
                    let eight = UnsafeRawPointer(k + i), pixels = UnsafeMutableRawPointer(row + i)
                    if Self.eight(eight, equal: 0) { i += 8; continue }
                    if let solidWords = ink.solidWords, Self.eight(eight, equal: Self.oneOne) {
                        Self.store8(solidWords, at: pixels)
                        i += 8
                        continue
                    }
                    if let w = lastWords, Self.eight(eight, equal: w.k), Self.eight(UnsafeRawPointer(pixels), equal: w.before) {
                        Self.store8(w.after, at: pixels)
                        i += 8
                        continue
                    }
                }
                for j in i ..< min(n, i + 8) {
                    let kj = k[j]
                    if kj >= 1, let solid = ink.solid {
                        row[j] = solid
                    } else if kj > 0 {
                        let before = row[j]
                        if kj != last.k || before != last.before {
                            last = (kj, before, ink.over(before, coverage: kj))
                            let kw = UInt64(kj.bitPattern)
                            lastWords = (kw << 32 | kw, Self.pair(before), Self.pair(last.after))
                        }
                        row[j] = last.after
                    }
                }
                i = min(n, i + 8)
            }
        }
    }

    /// A colour made ready for a row of blends: its components on the bytes' scale, and, when it
    /// is opaque, the bytes full coverage stores (alone, and as two pixels in one 64-bit word).
    struct Ink {
        let scaled: SIMD4<Float>, alpha: Float
        let solid: SIMD4<UInt8>?, solidWords: UInt64?

        init(_ color: PremultipliedColor) {
            scaled = color.scaled
            alpha = color.a
            solid = color.a >= 1 ? color.bytes : nil
            solidWords = solid.map { PixelLayer.pair($0) }
        }

        /// Source-over at coverage k (0 < k) onto a stored pixel, rounded to bytes:
        /// dst = color × k + dst × (1 − color.a × k).
        @inline(__always) func over(_ before: SIMD4<UInt8>, coverage k: Float) -> SIMD4<UInt8> {
            PixelLayer.store(scaled * k + PixelLayer.float(before) * (1 - alpha * k))
        }
    }

    /// Two coverage values of exactly 1.0, as one 64-bit word.
    private static let oneOne = UInt64(Float(1).bitPattern) << 32 | UInt64(Float(1).bitPattern)

    /// A pixel's four bytes twice, as one 64-bit word (two pixels in memory order).
    @inline(__always) static func pair(_ pixel: SIMD4<UInt8>) -> UInt64 {
        let w = UInt64(unsafeBitCast(pixel, to: UInt32.self))
        return w << 32 | w
    }

    /// Whether the 32 bytes at `p` are `word` four times.
    @inline(__always) static func eight(_ p: UnsafeRawPointer, equal word: UInt64) -> Bool {
        (p.loadUnaligned(as: UInt64.self) ^ word) | (p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ word)
            | (p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ word)
            | (p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ word) == 0
    }

    /// Stores `word` four times (eight pixels) at `p`.
    @inline(__always) static func store8(_ word: UInt64, at p: UnsafeMutableRawPointer) {
        p.storeBytes(of: word, as: UInt64.self)
        p.storeBytes(of: word, toByteOffset: 8, as: UInt64.self)
        p.storeBytes(of: word, toByteOffset: 16, as: UInt64.self)
        p.storeBytes(of: word, toByteOffset: 24, as: UInt64.self)
    }

    /// Source-over of `color` at full coverage onto every pixel of `rect` (inside `bounds`).
    func blend(_ rect: PixelRect, color: PremultipliedColor) {
        guard !rect.isEmpty else { return }
        let full = [Float](repeating: 1, count: rect.width)
        full.withUnsafeBufferPointer { k in
            for y in rect.y0 ..< rect.y1 { blend(row: y, x0: rect.x0, coverage: k, color: color) }
        }
    }

    /// Sets every pixel of `rect` (inside `bounds`) to `pixel`: an opaque colour at full coverage.
    func fill(_ rect: PixelRect, with pixel: SIMD4<UInt8>) {
        guard !rect.isEmpty else { return }
        if rect.x0 <= bounds.x0, rect.y0 <= bounds.y0, rect.x1 >= bounds.x1, rect.y1 >= bounds.y1, !pixels.isEmpty {
            pending = pixel
            return
        }
        withPixels { px in
            for y in rect.y0 ..< rect.y1 { (px + index(x: rect.x0, y: y)).update(repeating: pixel, count: rect.width) }
        }
    }

    /// Composites a whole group layer onto this one (source-over), the group scaled by `opacity`:
    ///   src = group × opacity;  dst = src + dst × (1 − src.a).
    /// The group was rendered on its own first, so overlapping children inside it blend with each
    /// other at full strength and the group reaches the canvas once (SwiftUI `.opacity`).
    func composite(_ group: PixelLayer, opacity: Float) {
        let b = group.bounds.intersection(bounds)
        guard !b.isEmpty, opacity > 0 else { return }
        group.withPixels { src in
            withPixels { dst in
                for y in b.y0 ..< b.y1 {
                    var s = src + group.index(x: b.x0, y: y), d = dst + index(x: b.x0, y: y)
                    for _ in b.x0 ..< b.x1 {
                        if s.pointee.w > 0 {
                            let scaled = Self.float(s.pointee) * opacity
                            d.pointee = Self.store(scaled + Self.float(d.pointee) * (1 - scaled.w / 255))
                        }
                        s += 1; d += 1
                    }
                }
            }
        }
    }

    /// The premultiplied colour of pixel (x, y), which must be inside `bounds`.
    func color(x: Int, y: Int) -> PremultipliedColor {
        PremultipliedColor(bytes: withPixels { $0[index(x: x, y: y)] })
    }
}
