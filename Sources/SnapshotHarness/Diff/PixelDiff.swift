import Foundation
import Rasterizer

/// The perceptual per-pixel image diff of pixelmatch 7.x (mapbox/pixelmatch, ISC licence),
/// re-implemented so that it reproduces pixelmatch's counts exactly:
///
/// - Colour distance: YIQ after Kotsarenko & Ramos 2010, "Measuring perceived color difference
///   using YIQ NTSC transmission color space in mobile applications", weighted
///   0.5053 Y^2 + 0.299 I^2 + 0.1957 Q^2. The largest possible value is 35215 (pure red against
///   cyan: 35214.7; black against white scores 32857.1), and a pixel differs when its distance
///   exceeds 35215 * threshold^2: at the default 0.1, above 352.15.
/// - Anti-aliasing: after Vysniauskas 2009, "Anti-aliased pixel and intensity slope detector".
///   A differing pixel is anti-aliasing (ignored unless `includeAA`) when, in either image, its
///   8 neighbours hold at most 2 of its own colour, some darker and some brighter, and the
///   darkest or the brightest of them sits in a flat area (3+ equal neighbours) in both images.
/// - Transparency: colours with alpha below 255 are blended over a fixed background chosen per
///   byte offset k (pixelmatch's "checkerboard"): red 48 + 159 * (k % 2), green
///   48 + 159 * (floor(k / 1.618033988749895) % 2), blue 48 + 159 * (floor(k / 2.618033988749895) % 2),
///   where 1.618... is the golden ratio and 2.618... its square. k is a multiple of 4, so red is
///   always 48. (Earlier pixelmatch versions blended with white; 7.x does this.)
/// - Speed without changing a count: identical buffers take one byte compare (memcmp) and no colour
///   distance; otherwise each row is first compared whole (memcmp), and an identical row has no
///   differing pixel: it only needs its grey in the diff image; a pixel, wherever it is compared
///   (against the other image, a neighbour, a sibling), is one 32-bit load, and equal pixels are
///   one compare with no colour maths; a differing pixel is first tested for a flat area (3+
///   neighbours of its colour: 8 compares in line, no call), which rules out anti-aliasing for
///   most of them; two opaque colours skip the blend's background maths. Bands of rows are
///   compared on all cores at once: each pixel's outcome reads both images only, so the bands'
///   counts add up to the same total at any core count. Scalar arithmetic on purpose: Swift's SIMD
///   types are unspecialized generics in a debug build (what CI runs), many times slower there.
public enum PixelDiff {
    /// The largest YIQ distance (red against cyan, rounded up): the top of the threshold scale.
    public static let maxDelta = 35215.0

    /// Compares two images of the same size. Throws `PixelDiffError.sizeMismatch` when they
    /// differ in size and `.invalidOption` when threshold or alpha is outside 0...1.
    public static func compare(_ first: RGBAImage, _ second: RGBAImage,
                               options: PixelDiffOptions = PixelDiffOptions(),
                               makeDiffImage: Bool = false) throws -> PixelDiffResult {
        guard first.width == second.width, first.height == second.height else {
            throw PixelDiffError.sizeMismatch(firstWidth: first.width, firstHeight: first.height,
                                              secondWidth: second.width, secondHeight: second.height)
        }
        let maxDelta = try Self.maxDelta(for: options)
        let width = first.width, height = first.height, total = width * height
        let identical = first.pixels.withUnsafeBytes { a in
            second.pixels.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        if identical && !makeDiffImage { return PixelDiffResult(different: 0, total: total, diffImage: nil) }
        // Every pixel of the diff image is written below, so it starts uninitialized.
        var output = makeDiffImage ? [UInt8](unsafeUninitializedCapacity: total * 4) { $1 = total * 4 } : []
        // Bands of rows, handed to the cores as they free up: differences cluster (text, one
        // changed view), so equal halves would leave one core waiting on the other.
        let bandRows = 64, bands = max(1, (height + bandRows - 1) / bandRows)
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: bands)
        defer { counts.deallocate() }

        first.pixels.withUnsafeBytes { bytes1 in
            second.pixels.withUnsafeBytes { bytes2 in
                output.withUnsafeMutableBytes { out in
                    let img1 = Pixels(base: bytes1.baseAddress, width: width, height: height)
                    let img2 = Pixels(base: bytes2.baseAddress, width: width, height: height)
                    let outputs = BandOutputs(counts: counts, diff: makeDiffImage ? out.baseAddress : nil)
                    DispatchQueue.concurrentPerform(iterations: bands) { band in
                        let rows = band * bandRows..<min(height, (band + 1) * bandRows)
                        outputs.counts[band] = compareRows(rows, img1, img2, identical: identical, maxDelta: maxDelta,
                                                           options: options, diff: outputs.diff)
                    }
                }
            }
        }
        let image = makeDiffImage ? RGBAImage(width: width, height: height, pixels: output) : nil
        return PixelDiffResult(different: counts.reduce(0, +), total: total, diffImage: image)
    }

    /// The largest YIQ distance two pixels may have and still match under `options`; throws
    /// `.invalidOption` when threshold or alpha is outside 0...1.
    static func maxDelta(for options: PixelDiffOptions) throws -> Double {
        guard (0...1).contains(options.threshold) else {
            throw PixelDiffError.invalidOption("threshold must be between 0 and 1, not \(options.threshold)")
        }
        guard (0...1).contains(options.alpha) else {
            throw PixelDiffError.invalidOption("alpha must be between 0 and 1, not \(options.alpha)")
        }
        return Self.maxDelta * options.threshold * options.threshold
    }

    /// Compares `rows` of the two images, draws them into `diff` (a whole image's bytes) when
    /// given, and returns how many of their pixels differ. Reads rows up to two away from `rows`
    /// (a pixel's neighbours and theirs): a window of the images needs to hold those only.
    static func compareRows(_ rows: Range<Int>, _ img1: Pixels, _ img2: Pixels, identical: Bool,
                            maxDelta: Double, options: PixelDiffOptions,
                            diff: UnsafeMutableRawPointer?) -> Int {
        let width = img1.width, rowBytes = width * 4
        var grey = GreyCache()
        var different = 0
        for y in rows {
            let rowStart = y * rowBytes
            if identical || memcmp(img1.row(y), img2.row(y), rowBytes) == 0 {
                if let diff {
                    for pos in stride(from: rowStart, to: rowStart + rowBytes, by: 4) {
                        grey.draw(img1, pos, alpha: options.alpha, in: diff)
                    }
                }
                continue
            }
            for x in 0..<width {
                let pos = rowStart + x * 4
                // An equal pixel has distance 0: no colour maths.
                if img1.pixel(pos) == img2.pixel(pos) {
                    if let diff { grey.draw(img1, pos, alpha: options.alpha, in: diff) }
                    continue
                }
                let delta = colorDelta(img1, img2, pos, pos, yOnly: false)
                if abs(delta) > maxDelta {
                    let isIgnoredAA = !options.includeAA &&
                        (antialiased(img1, x, y, other: img2) || antialiased(img2, x, y, other: img1))
                    if isIgnoredAA {
                        if let diff { draw(options.aaColor, at: pos, in: diff) }
                    } else {
                        if let diff { draw(options.diffColor, at: pos, in: diff) }
                        different += 1
                    }
                } else if let diff {
                    grey.draw(img1, pos, alpha: options.alpha, in: diff)
                }
            }
        }
        return different
    }

    /// Where the bands write: each its own count and its own rows of the diff image, so no two
    /// bands touch the same bytes.
    private struct BandOutputs: @unchecked Sendable {
        let counts: UnsafeMutableBufferPointer<Int>
        let diff: UnsafeMutableRawPointer?
    }

    /// A read-only view of an image's RGBA bytes, all of them or a window of whole rows (byte
    /// offsets stay the whole image's: `origin` is the offset of the window's first byte).
    struct Pixels: @unchecked Sendable {
        /// Where byte offset 0 of the whole image would be: `base` moved back by `origin`, once, so
        /// a pixel is one load at its offset (subtracting `origin` at every load made the kernel
        /// ~30% slower). For a window it points before the window; only offsets inside it are read.
        let start: UnsafeRawPointer?
        let width: Int
        let height: Int

        init(base: UnsafeRawPointer?, width: Int, height: Int, origin: Int = 0) {
            self.start = base.map { $0 + (-origin) }
            self.width = width
            self.height = height
        }

        /// The four bytes of the pixel at byte offset `k`, red in the lowest byte.
        func pixel(_ k: Int) -> UInt32 {
            UInt32(littleEndian: start!.loadUnaligned(fromByteOffset: k, as: UInt32.self))
        }

        /// The first byte of row `y`.
        func row(_ y: Int) -> UnsafeRawPointer { start! + y * width * 4 }
    }

    /// Squared YIQ distance between pixel `k` of `img1` and pixel `m` of `img2`, signed as in
    /// pixelmatch: negative when the second pixel is darker. With `yOnly`, the brightness
    /// difference Y1 - Y2 alone.
    private static func colorDelta(_ img1: Pixels, _ img2: Pixels, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let p1 = img1.pixel(k), p2 = img2.pixel(m)
        if p1 == p2 { return 0 }
        let (dr, dg, db) = p1 & p2 >= 0xFF00_0000
            ? (Double(Int(p1 & 0xFF) - Int(p2 & 0xFF)), Double(Int(p1 >> 8 & 0xFF) - Int(p2 >> 8 & 0xFF)),
               Double(Int(p1 >> 16 & 0xFF) - Int(p2 >> 16 & 0xFF)))
            : blendedDifference(p1, p2, k)

        // RGB to YIQ, NTSC coefficients as published by Kotsarenko & Ramos.
        let dy = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return dy }
        let di = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let dq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return dy > 0 ? -delta : delta
    }

    /// The difference of two colours, not both opaque, each blended over pixel `k`'s background:
    /// (c1 * a1 - c2 * a2 - background * (a1 - a2)) / 255 per channel. Never inlined, so that
    /// no caller computes the background (two divisions) for opaque pixels, which need none.
    @inline(never)
    private static func blendedDifference(_ p1: UInt32, _ p2: UInt32, _ k: Int) -> (Double, Double, Double) {
        let r1 = Double(p1 & 0xFF), g1 = Double(p1 >> 8 & 0xFF), b1 = Double(p1 >> 16 & 0xFF), a1 = Double(p1 >> 24)
        let r2 = Double(p2 & 0xFF), g2 = Double(p2 >> 8 & 0xFF), b2 = Double(p2 >> 16 & 0xFF), a2 = Double(p2 >> 24)
        let da = a1 - a2
        let rb = 48 + 159 * Double(k % 2)
        let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
        let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
        return ((r1 * a1 - r2 * a2 - rb * da) / 255, (g1 * a1 - g2 * a2 - gb * da) / 255, (b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    /// Whether pixel (x1, y1) of `img` looks like anti-aliasing (Vysniauskas 2009).
    ///
    /// Most differing pixels lie in a flat area of one image or both (a glyph's inside, the
    /// background next to it), and a pixel with 3+ neighbours of its very colour has 3+ of its
    /// brightness, so `shadedBetween` would answer false; that is checked first, in line, with no
    /// call and no colour maths.
    @inline(__always)
    private static func antialiased(_ img: Pixels, _ x1: Int, _ y1: Int, other: Pixels) -> Bool {
        !hasManySiblings(img, x1, y1) && shadedBetween(img, x1, y1, other: other)
    }

    /// The rule itself: the pixel sits between a darker and a brighter neighbour, has at most 2
    /// neighbours of its brightness, and the darkest or brightest neighbour is in a flat area of
    /// both images.
    @inline(never)
    private static func shadedBetween(_ img: Pixels, _ x1: Int, _ y1: Int, other: Pixels) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, img.width - 1), y2 = min(y1 + 1, img.height - 1)
        let pos = (y1 * img.width + x1) * 4
        // A pixel on the image edge counts one missing neighbour as equal.
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        // Columns outer, rows inner: the order decides which neighbour wins a tie.
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(img, img, pos, (y * img.width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    // More than 2 neighbours of the same brightness: part of a flat area.
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; minX = x; minY = y
                } else if delta > brightest {
                    brightest = delta; maxX = x; maxY = y
                }
            }
        }
        // Anti-aliasing sits between a darker and a brighter neighbour.
        if darkest == 0 || brightest == 0 { return false }
        // ...and one of those extremes is a solid colour (3+ equal neighbours) in both images.
        return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY)) ||
            (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether pixel (x1, y1) has 3 or more neighbours of exactly its RGBA value. Inside the image
    /// all 8 are compared without a branch (cheaper than guessing where equal colours stop); on
    /// its edge, where one missing neighbour counts as equal, `hasManySiblingsOnEdge` counts.
    @inline(__always)
    private static func hasManySiblings(_ img: Pixels, _ x1: Int, _ y1: Int) -> Bool {
        guard x1 > 0, y1 > 0, x1 < img.width - 1, y1 < img.height - 1 else {
            return hasManySiblingsOnEdge(img, x1, y1)
        }
        let pos = (y1 * img.width + x1) * 4, above = pos - img.width * 4, below = pos + img.width * 4
        let center = img.pixel(pos)
        var same = img.pixel(above - 4) == center ? 1 : 0
        same &+= img.pixel(above) == center ? 1 : 0
        same &+= img.pixel(above + 4) == center ? 1 : 0
        same &+= img.pixel(pos - 4) == center ? 1 : 0
        same &+= img.pixel(pos + 4) == center ? 1 : 0
        same &+= img.pixel(below - 4) == center ? 1 : 0
        same &+= img.pixel(below) == center ? 1 : 0
        same &+= img.pixel(below + 4) == center ? 1 : 0
        return same > 2
    }

    private static func hasManySiblingsOnEdge(_ img: Pixels, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, img.width - 1), y2 = min(y1 + 1, img.height - 1)
        let center = img.pixel((y1 * img.width + x1) * 4)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if img.pixel((y * img.width + x) * 4) == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    private static func draw(_ color: DiffColor, at pos: Int, in output: UnsafeMutableRawPointer) {
        output.storeBytes(of: color.r, toByteOffset: pos, as: UInt8.self)
        output.storeBytes(of: color.g, toByteOffset: pos + 1, as: UInt8.self)
        output.storeBytes(of: color.b, toByteOffset: pos + 2, as: UInt8.self)
        output.storeBytes(of: 255, toByteOffset: pos + 3, as: UInt8.self)
    }

    /// The first image's brightness Y, faded towards white: 255 + (Y - 255) * alpha * a / 255,
    /// truncated to a byte as pixelmatch's Uint8Array output does. Flat UI repeats one colour
    /// for long runs, so the last colour's grey is kept and a repeat costs one compare.
    private struct GreyCache {
        var colour: UInt32?
        var grey: UInt32 = 0

        mutating func draw(_ img: Pixels, _ pos: Int, alpha: Double, in output: UnsafeMutableRawPointer) {
            let pixel = img.pixel(pos)
            if pixel != colour {
                let r = Double(pixel & 0xFF), g = Double(pixel >> 8 & 0xFF), b = Double(pixel >> 16 & 0xFF)
                let luma = r * 0.29889531 + g * 0.58662247 + b * 0.11448223
                let value = 255 + (luma - 255) * alpha * Double(pixel >> 24) / 255
                let byte = UInt32(min(255, max(0, value)).rounded(.towardZero))
                colour = pixel; grey = (byte | byte << 8 | byte << 16 | 0xFF00_0000).littleEndian
            }
            output.storeBytes(of: grey, toByteOffset: pos, as: UInt32.self)
        }
    }
}
