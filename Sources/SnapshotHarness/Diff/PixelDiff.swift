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
///   differing pixel: it only needs its grey in the diff image; in a row that differs, an equal
///   pixel is one 32-bit compare. Scalar arithmetic on purpose: Swift's
///   SIMD types are unspecialized generics in a debug build (what CI runs), many times slower there.
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
        guard (0...1).contains(options.threshold) else {
            throw PixelDiffError.invalidOption("threshold must be between 0 and 1, not \(options.threshold)")
        }
        guard (0...1).contains(options.alpha) else {
            throw PixelDiffError.invalidOption("alpha must be between 0 and 1, not \(options.alpha)")
        }
        let width = first.width, height = first.height, total = width * height
        var output = makeDiffImage ? [UInt8](repeating: 0, count: total * 4) : []
        let identical = first.pixels.withUnsafeBytes { a in
            second.pixels.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        if identical && !makeDiffImage { return PixelDiffResult(different: 0, total: total, diffImage: nil) }
        let maxDelta = Self.maxDelta * options.threshold * options.threshold
        var different = 0

        first.pixels.withUnsafeBufferPointer { bytes1 in
            second.pixels.withUnsafeBufferPointer { bytes2 in
                let img1 = Pixels(bytes: bytes1, width: width, height: height)
                let img2 = Pixels(bytes: bytes2, width: width, height: height)
                let rowBytes = width * 4
                for y in 0..<height {
                    let rowStart = y * rowBytes
                    if identical || memcmp(bytes1.baseAddress! + rowStart, bytes2.baseAddress! + rowStart, rowBytes) == 0 {
                        if makeDiffImage {
                            for pos in stride(from: rowStart, to: rowStart + rowBytes, by: 4) {
                                drawGray(img1, pos, alpha: options.alpha, in: &output)
                            }
                        }
                        continue
                    }
                    let raw1 = UnsafeRawPointer(bytes1.baseAddress!), raw2 = UnsafeRawPointer(bytes2.baseAddress!)
                    for x in 0..<width {
                        let pos = rowStart + x * 4
                        // An equal pixel (all four bytes, one 32-bit compare) has distance 0: no colour maths.
                        if raw1.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
                            == raw2.loadUnaligned(fromByteOffset: pos, as: UInt32.self) {
                            if makeDiffImage { drawGray(img1, pos, alpha: options.alpha, in: &output) }
                            continue
                        }
                        let delta = colorDelta(img1, img2, pos, pos, yOnly: false)
                        if abs(delta) > maxDelta {
                            let isIgnoredAA = !options.includeAA &&
                                (antialiased(img1, x, y, other: img2) || antialiased(img2, x, y, other: img1))
                            if isIgnoredAA {
                                if makeDiffImage { draw(options.aaColor, at: pos, in: &output) }
                            } else {
                                if makeDiffImage { draw(options.diffColor, at: pos, in: &output) }
                                different += 1
                            }
                        } else if makeDiffImage {
                            drawGray(img1, pos, alpha: options.alpha, in: &output)
                        }
                    }
                }
            }
        }
        let image = makeDiffImage ? RGBAImage(width: width, height: height, pixels: output) : nil
        return PixelDiffResult(different: different, total: total, diffImage: image)
    }

    /// A read-only view of RGBA bytes with the image's size.
    private struct Pixels {
        let bytes: UnsafeBufferPointer<UInt8>
        let width: Int
        let height: Int

        /// Whether pixels at byte offsets `k` and `m` are equal in all four bytes.
        func same(_ k: Int, _ m: Int) -> Bool {
            bytes[k] == bytes[m] && bytes[k + 1] == bytes[m + 1] &&
                bytes[k + 2] == bytes[m + 2] && bytes[k + 3] == bytes[m + 3]
        }
    }

    /// Squared YIQ distance between pixel `k` of `img1` and pixel `m` of `img2`, signed as in
    /// pixelmatch: negative when the second pixel is darker. With `yOnly`, the brightness
    /// difference Y1 - Y2 alone.
    private static func colorDelta(_ img1: Pixels, _ img2: Pixels, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let r1 = Double(img1.bytes[k]), g1 = Double(img1.bytes[k + 1])
        let b1 = Double(img1.bytes[k + 2]), a1 = Double(img1.bytes[k + 3])
        let r2 = Double(img2.bytes[m]), g2 = Double(img2.bytes[m + 1])
        let b2 = Double(img2.bytes[m + 2]), a2 = Double(img2.bytes[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }

        if a1 < 255 || a2 < 255 {
            // Both colours over the same background; the difference of the two blends is
            // (c1 * a1 - c2 * a2 - background * (a1 - a2)) / 255.
            let rb = 48 + 159 * Double(k % 2)
            let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }

        // RGB to YIQ, NTSC coefficients as published by Kotsarenko & Ramos.
        let dy = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return dy }
        let di = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let dq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return dy > 0 ? -delta : delta
    }

    /// Whether pixel (x1, y1) of `img` looks like anti-aliasing (Vysniauskas 2009).
    private static func antialiased(_ img: Pixels, _ x1: Int, _ y1: Int, other: Pixels) -> Bool {
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

    /// Whether pixel (x1, y1) has 3 or more neighbours of exactly its RGBA value.
    private static func hasManySiblings(_ img: Pixels, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, img.width - 1), y2 = min(y1 + 1, img.height - 1)
        let pos = (y1 * img.width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if img.same(pos, (y * img.width + x) * 4) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    private static func draw(_ color: DiffColor, at pos: Int, in output: inout [UInt8]) {
        output[pos] = color.r; output[pos + 1] = color.g; output[pos + 2] = color.b; output[pos + 3] = 255
    }

    /// The first image's brightness Y, faded towards white: 255 + (Y - 255) * alpha * a / 255,
    /// truncated to a byte as pixelmatch's Uint8Array output does.
    private static func drawGray(_ img: Pixels, _ pos: Int, alpha: Double, in output: inout [UInt8]) {
        let r = Double(img.bytes[pos]), g = Double(img.bytes[pos + 1]), b = Double(img.bytes[pos + 2])
        let luma = r * 0.29889531 + g * 0.58662247 + b * 0.11448223
        let value = 255 + (luma - 255) * alpha * Double(img.bytes[pos + 3]) / 255
        let byte = UInt8(min(255, max(0, value)).rounded(.towardZero))
        output[pos] = byte; output[pos + 1] = byte; output[pos + 2] = byte; output[pos + 3] = 255
    }
}
