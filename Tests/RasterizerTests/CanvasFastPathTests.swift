import LayoutModel
import Testing
@testable import Rasterizer

/// The canvas's shortcuts (solid spans set outright, rounded rects rasterized only at their corners,
/// the renderer taking the canvas's memory, the thumbnail's column sums) give the bytes the general
/// path gives.
@Suite struct CanvasFastPathTests {
    /// A rounded rect's coverage from the corner boxes matches rasterizing its whole outline.
    /// x, y, width, height, radius.
    @Test(arguments: [
        [10.3, 7.6, 80.2, 41.9, 12.4],  // fractional edges, a card
        [5, 5, 90, 30, 15],             // a capsule: the corner bands meet
        [2.5, 3.25, 20, 70, 10],        // a vertical capsule
        [0, 0, 50, 50, 25],             // a circle
        [-7.7, 11, 60, 33.3, 4.2],      // partly off the region's left
    ])
    func roundedRectCoverageMatchesTheOutline(_ v: [Double]) {
        let rect = Rect(x: v[0], y: v[1], width: v[2], height: v[3]), radius = v[4]
        let region = PixelRect(x0: 0, y0: 0, x1: 100, y1: 90)
        let fast = AreaRasterizer.roundedRectCoverage(rect, radius: radius, over: region)
        let exact = AreaRasterizer.coverage(of: [Outline.roundedRect(rect, radius: radius)], over: region)
        #expect(fast.count == exact.count)
        let worst = zip(fast, exact).map { abs($0 - $1) }.max() ?? 0
        #expect(worst < 1e-5, "largest difference \(worst)")
        #expect(fast.contains { $0 > 0 && $0 < 1 } && fast.contains(1), "the shape has edges and an inside")
    }

    /// An opaque rect with fractional edges, filled through the solid fast path, gives the bytes of
    /// the same rect drawn as a polygon (rasterized, blended pixel by pixel); a rounded clip turns
    /// the fast path off and still agrees.
    @Test func solidFillMatchesThePolygonPath() {
        let rect = Rect(x: 3.3, y: 4.75, width: 40.2, height: 20.5)
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        let blue = RGBA(r: 0, g: 0.478, b: 1, a: 1)
        for clip in [nil, Rect(x: 0, y: 0, width: 30, height: 30)] {
            func draw(_ body: (Canvas) -> Void) -> [UInt8] {
                let c = Canvas(width: 60, height: 40, scale: 1, background: .white)
                if let clip { c.withClip(roundedRect: clip, cornerRadius: 8) { body(c) } } else { body(c) }
                return c.rgba
            }
            let fast = draw { $0.fillRect(rect, color: blue) }
            let general = draw { $0.fillPolygon(corners, color: blue) }
            #expect(fast == general)
            #expect(fast != draw { _ in }, "something was drawn")
        }
    }

    /// The blend walk's eight-at-a-time groups (nothing covered, an opaque colour over all eight,
    /// the last blend repeated) give the bytes of blending every pixel on its own, for opaque and
    /// translucent colours, rows of every length from 1 to 64 and coverage runs that start and end
    /// inside a group.
    @Test func blendWalkMatchesPixelByPixel() {
        var seed: UInt32 = 99
        func next() -> UInt32 { seed = seed &* 1_103_515_245 &+ 12345; return seed >> 16 }
        let colors = [PremultipliedColor(RGBA(r: 0, g: 0.478, b: 1, a: 1)),
                      PremultipliedColor(RGBA(r: 0, g: 0, b: 0, a: 0.4)),
                      PremultipliedColor(RGBA(r: 1, g: 0.2, b: 0.1, a: 0.75))]
        var groupsTaken = 0
        for color in colors {
            for n in 1 ... 64 {
                // Runs of 0, 1 and one partial value, with a stray value now and then.
                var coverage: [Float] = []
                while coverage.count < n {
                    let run = Int(next() % 24) + 1
                    let value: Float = [0, 1, 0.5, Float(next() % 256) / 255][Int(next() % 4)]
                    coverage += Array(repeating: value, count: run)
                }
                coverage = Array(coverage.prefix(n))
                let start: [UInt8] = (0 ..< n).flatMap { i -> [UInt8] in i % 29 < 23 ? [255, 255, 255, 255] : [20, 40, 60, 255] }
                let layer = PixelLayer(bounds: PixelRect(x0: 0, y0: 0, x1: n, y1: 1), fill: .clear)
                layer.withPixels { px in for i in 0 ..< n { px[i] = SIMD4(start[i * 4], start[i * 4 + 1], start[i * 4 + 2], start[i * 4 + 3]) } }
                coverage.withUnsafeBufferPointer { layer.blend(row: 0, x0: 0, coverage: $0, color: color) }
                var expected = start
                for i in 0 ..< n where coverage[i] > 0 {
                    let before = SIMD4(start[i * 4], start[i * 4 + 1], start[i * 4 + 2], start[i * 4 + 3])
                    let k = coverage[i]
                    let after = k >= 1 && color.a >= 1 ? color.bytes
                        : PixelLayer.store(color.scaled * k + PixelLayer.float(before) * (1 - color.a * k))
                    for c in 0 ..< 4 { expected[i * 4 + c] = after[c] }
                }
                let got = layer.takePixels()
                let wrong = (0 ..< n).filter { got[$0 * 4 ..< $0 * 4 + 4] != expected[$0 * 4 ..< $0 * 4 + 4] }
                #expect(wrong.isEmpty, "\(n) pixels: pixels \(wrong) differ; coverage \(coverage)")
                if n >= 8 && coverage.prefix(8).allSatisfy({ $0 == coverage[0] }) { groupsTaken += 1 }
            }
        }
        #expect(groupsTaken > 10, "rows with a whole group of eight alike were tried")
    }

    /// A translucent rect through an unmasked clip (its inside blended at coverage 1 without a
    /// coverage row) gives the bytes of the same rect drawn as a polygon, over content that varies.
    @Test func translucentFillMatchesThePolygonPath() {
        let rect = Rect(x: 3.3, y: 4.75, width: 40.2, height: 20.5)
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        let scrim = RGBA(r: 0, g: 0, b: 0, a: 0.4)
        func draw(_ body: (Canvas) -> Void) -> [UInt8] {
            let c = Canvas(width: 60, height: 40, scale: 1, background: .white)
            c.fillRoundedRect(Rect(x: 10, y: 8, width: 25, height: 12), cornerRadius: 5, color: RGBA(r: 1, g: 0.5, b: 0, a: 1))
            body(c)
            return c.rgba
        }
        let fast = draw { $0.fillRect(rect, color: scrim) }, general = draw { $0.fillPolygon(corners, color: scrim) }
        #expect(zip(fast, general).filter { $0 != $1 }.isEmpty, "bytes differ")
        #expect(fast != draw { _ in }, "something was drawn")
    }

    /// A rounded rect filled band by band (corner bands from their coverage, the rows between them
    /// as a plain rect, solid inside) gives the bytes of blending its whole coverage, opaque and
    /// translucent, with and without a rounded clip around it.
    @Test func roundedFillMatchesItsCoverage() {
        let rect = Rect(x: 3.3, y: 4.75, width: 40.2, height: 30.5)
        for color in [RGBA(r: 0, g: 0.478, b: 1, a: 1), RGBA(r: 0, g: 0, b: 0, a: 0.4)] {
            for clip in [nil, Rect(x: 0, y: 0, width: 30, height: 30)] {
                func draw(_ body: (Canvas) -> Void) -> [UInt8] {
                    let c = Canvas(width: 60, height: 40, scale: 1, background: .white)
                    c.fillRect(Rect(x: 20, y: 0, width: 5, height: 40), color: RGBA(r: 1, g: 0.5, b: 0, a: 1))
                    if let clip { c.withClip(roundedRect: clip, cornerRadius: 8) { body(c) } } else { body(c) }
                    return c.rgba
                }
                let banded = draw { $0.fillRoundedRect(rect, cornerRadius: 9, color: color) }
                let whole = draw { c in
                    let region = PixelRect.touched(by: rect, within: c.clip.bounds)
                    c.paint(coverage: AreaRasterizer.roundedRectCoverage(rect, radius: 9, over: region), over: region, color: color)
                }
                #expect(zip(banded, whole).filter { $0 != $1 }.isEmpty, "alpha \(color.a), clip \(clip != nil)")
                #expect(banded != draw { _ in }, "something was drawn")
            }
        }
    }

    /// Glyph masks blended byte by byte (kept blends per coverage level, groups of eight skipped or
    /// stored) give the bytes of blending their coverages m / 255 through the general path: two
    /// colours, opaque and translucent, overlapping masks over stripes of other colours.
    @Test func maskRowsMatchTheirCoverage() {
        var seed: UInt32 = 7
        func next() -> UInt32 { seed = seed &* 1_103_515_245 &+ 12345; return seed >> 16 }
        var levels: [UInt8] = []
        while levels.count < 37 * 23 {
            let run = Int(next() % 20) + 1
            let level: UInt8 = [0, 255, UInt8(truncatingIfNeeded: next())][Int(next() % 3)]
            levels += Array(repeating: level, count: run)
        }
        let mask = CoverageMask(width: 37, height: 23, coverage: Array(levels.prefix(37 * 23)))
        let colors = [RGBA(r: 0.1, g: 0.1, b: 0.1, a: 1), RGBA(r: 0, g: 0.478, b: 1, a: 0.6)]
        func draw(_ body: (Canvas, RGBA, Int, Int) -> Void) -> [UInt8] {
            let c = Canvas(width: 70, height: 50, scale: 1, background: .white)
            for x in stride(from: 0, to: 70, by: 9) { c.fillRect(Rect(x: Double(x), y: 0, width: 3, height: 50), color: RGBA(r: 1, g: 0.8, b: 0, a: 1)) }
            for (i, color) in colors.enumerated() { body(c, color, 5 + i * 20, 4 + i * 15) }
            return c.rgba
        }
        let bytes = draw { c, color, x, y in c.drawMask(mask, atX: x, y: y, color: color) }
        let general = draw { c, color, x, y in
            let region = PixelRect(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height).intersection(c.clip.bounds)
            c.paint(region, color: color) { row, x0, out in
                for i in 0 ..< out.count { out[i] = Float(mask[x0 - x + i, row - y]) / 255 }
            }
        }
        #expect(zip(bytes, general).filter { $0 != $1 }.isEmpty, "bytes differ")
        #expect(bytes != draw { _, _, _, _ in }, "something was drawn")
    }

    /// Nested clips: the mask of a rounded clip inside a fractional rect clip (and inside nothing)
    /// is, pixel for pixel, the product of the two shapes' coverages, so what is drawn through it
    /// matches drawing the shapes' intersection by hand.
    @Test func nestedClipMasksMultiply() {
        let outer = PixelRect(x0: 2, y0: 3, x1: 40, y1: 30), inner = PixelRect(x0: -5, y0: 10, x1: 25, y1: 45)
        let outerCoverage = (0 ..< outer.pixelCount).map { Float($0 % 7) / 6 }
        let innerCoverage = (0 ..< inner.pixelCount).map { Float($0 % 5) / 4 }
        let open = ClipRegion(bounds: PixelRect(x0: 0, y0: 0, x1: 50, y1: 50))
        let first = open.intersected(with: outer, coverage: outerCoverage)
        #expect(first.bounds == outer && first.mask == outerCoverage)
        let both = first.intersected(with: inner, coverage: innerCoverage)
        #expect(both.bounds == PixelRect(x0: 2, y0: 10, x1: 25, y1: 30))
        for y in both.bounds.y0 ..< both.bounds.y1 {
            for x in both.bounds.x0 ..< both.bounds.x1 {
                let a = outerCoverage[(y - outer.y0) * outer.width + (x - outer.x0)]
                let b = innerCoverage[(y - inner.y0) * inner.width + (x - inner.x0)]
                #expect(both.value(x: x, y: y) == a * b, "(\(x), \(y))")
            }
        }
        let plain = first.intersected(with: inner, coverage: nil)
        #expect(plain.value(x: 20, y: 12) == outerCoverage[(12 - outer.y0) * outer.width + (20 - outer.x0)])
    }

    /// `takeRGBA` hands over what `rgba` copies, on an opaque and on a transparent canvas; the
    /// canvas is blank afterwards and further drawing is ignored.
    @Test func takingThePixelsGivesWhatACopyGives() {
        for background in [RGBA.white, RGBA.clear] {
            let c = Canvas(width: 30, height: 20, scale: 2, background: background)
            c.fillRoundedRect(Rect(x: 1.5, y: 1.5, width: 10, height: 6), cornerRadius: 2, color: RGBA(r: 1, g: 0, b: 0, a: 0.6))
            let copy = c.rgba
            #expect(c.takeRGBA() == copy)
            c.fillRect(Rect(x: 0, y: 0, width: 15, height: 10), color: .white)
            #expect(c.pixelBytes(atX: 3, y: 3) == [0, 0, 0, 0])
            #expect(c.rgba.isEmpty)
        }
    }

    /// The thumbnail averages each block, partial blocks at the edges included, rounded half up.
    @Test func thumbnailAveragesBlocks() {
        // 5 x 3 pixels, factor 3 (maxWidth 2): blocks of 3 x 3 and 2 x 3.
        var pixels: [UInt8] = []
        for y in 0 ..< 3 { for x in 0 ..< 5 { pixels += [UInt8(x * 50), UInt8(y * 100), 7, 255] } }
        let t = RGBAImage(width: 5, height: 3, pixels: pixels).thumbnail(maxWidth: 2)
        #expect(t.width == 2 && t.height == 1)
        // Left block: x 0, 50, 100 → 50; y 0, 100, 200 → 100. Right block: x 150, 200 → 175.
        #expect(t.pixels == [50, 100, 7, 255, 175, 100, 7, 255])
    }

    /// The 32-byte column sums give each block's plain average: rows wider than a chunk with a
    /// remainder, partial blocks at the right and bottom, every byte value, whole blocks read from
    /// the table of means (factors 4, 2, 6 and 16) and divided past it (factor 33: 1,089 pixels a
    /// block). Both lane widths at their limits, on blocks of 255s: factor 16 (the largest summed in
    /// 16-bit lanes, 65,280 a block) and 17 (the smallest widened to 32 bits), and factor 257 (the
    /// most a 16-bit lane holds down a column before it is widened).
    @Test func thumbnailChunksMatchPlainAverages() {
        var seed: UInt32 = 12345
        func next() -> UInt8 { seed = seed &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: seed >> 16) }
        let shapes = [(45, 13, 12, false), (70, 9, 35, false), (99, 70, 3, false), (1179, 40, 200, false), (181, 35, 12, false),
                      (181, 35, 12, true), (17 * 12, 40, 12, true), (257 * 2 + 1, 260, 2, true)]
        for (width, height, maxWidth, saturated) in shapes {
            let pixels = (0 ..< width * height * 4).map { _ in saturated ? 255 : next() }
            let t = RGBAImage(width: width, height: height, pixels: pixels).thumbnail(maxWidth: maxWidth)
            let factor = (width + maxWidth - 1) / maxWidth
            #expect(t.width == (width + factor - 1) / factor && t.height == (height + factor - 1) / factor)
            var expected: [UInt8] = []
            for ty in 0 ..< t.height {
                for tx in 0 ..< t.width {
                    let ys = ty * factor ..< min(height, ty * factor + factor), xs = tx * factor ..< min(width, tx * factor + factor)
                    for k in 0 ..< 4 {
                        var sum = 0
                        for y in ys { for x in xs { sum += Int(pixels[(y * width + x) * 4 + k]) } }
                        let n = ys.count * xs.count
                        expected.append(UInt8((sum + n / 2) / n))
                    }
                }
            }
            #expect(t.pixels == expected, "\(width) x \(height), factor \(factor)")
        }
    }

    /// The thumbnail's multiply-and-shift division rounds like `(sum + n / 2) / n` at every
    /// quotient boundary, for block sizes up to 2^16 pixels and the plain division past them.
    @Test func roundedDivisionIsExact() {
        var wrong: [String] = [], checked = 0
        for n in Array(1 ... 1024) + Array(stride(from: 1025, through: 1 << 16, by: 251)) + [1 << 16, (1 << 16) + 1, 66_564] {
            let divide = RoundedDivision(by: n)
            for k in 0 ... 255 {
                for sum in [k * n - n / 2 - 1, k * n - n / 2, k * n + (n - 1) / 2, k * n + n / 2] where sum >= 0 && sum <= 255 * n {
                    checked += 1
                    if Int(divide(UInt32(sum))) != (sum + n / 2) / n { wrong.append("\(sum) / \(n)") }
                }
            }
        }
        #expect(checked > 1_000_000)
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// `isOpaque` reads every alpha byte, two pixels per word and the odd one out: any one of them
    /// below 255 (first, middle, last of an odd count) makes the image translucent; colour bytes do not.
    @Test func isOpaqueReadsEveryAlpha() {
        for count in [1, 2, 7, 33] {
            let opaque = RGBAImage(width: count, height: 1, pixels: (0 ..< count).flatMap { _ in [0, 1, 2, 255] as [UInt8] })
            #expect(opaque.isOpaque, "\(count) opaque pixels")
            for i in Set([0, count / 2, count - 1]) {
                var p = opaque.pixels
                p[i * 4 + 3] = 254
                #expect(!RGBAImage(width: count, height: 1, pixels: p).isOpaque, "pixel \(i) of \(count)")
            }
        }
    }

    /// A rounded rect's border painted as strips (outer coverage minus inner) gives the bytes of the
    /// ring rasterized whole, outer contour plus the inner one reversed.
    @Test func borderStripsMatchTheWholeRing() {
        let red = RGBA(r: 0.9, g: 0.1, b: 0.2, a: 0.8)
        for (rect, radius, width) in [(Rect(x: 4.3, y: 5.6, width: 70.5, height: 40.2), 9.0, 1.5),
                                      (Rect(x: 2, y: 2, width: 60, height: 30), 0.0, 0.5)] {
            let strips = Canvas(width: 80, height: 50, scale: 1, background: .white)
            strips.strokeRoundedRect(rect, cornerRadius: radius, width: width, color: red)
            let whole = Canvas(width: 80, height: 50, scale: 1, background: .white)
            let inner = Outline.outset(rect, by: -width)!
            whole.fillContours([Outline.roundedRect(rect, radius: radius),
                                Outline.roundedRect(inner, radius: max(0, radius - width)).reversed()], color: red)
            #expect(strips.rgba == whole.rgba)
            #expect(strips.pixelBytes(atX: 40, y: 25) == [255, 255, 255, 255], "the inside is untouched")
        }
    }

    /// A diagonal line rasterized row by row gives the bytes of the line rasterized over its bounds.
    @Test func diagonalLineRowByRowMatchesItsBounds() {
        let grey = RGBA(r: 0.5, g: 0.5, b: 0.55, a: 1)
        let rows = Canvas(width: 90, height: 60, scale: 2, background: .white)
        rows.strokeLine(from: Point(x: 1.2, y: 2.7), to: Point(x: 43.9, y: 28.1), width: 0.5, color: grey, cap: .round)
        let whole = Canvas(width: 90, height: 60, scale: 2, background: .white)
        let pieces = StrokeGeometry.polyline([Point(x: 2.4, y: 5.4), Point(x: 87.8, y: 56.2)], width: 1, cap: .round, closed: false)
        let region = whole.region(for: pieces.flatMap { $0 })
        whole.paint(coverage: AreaRasterizer.unionCoverage(of: pieces, over: region), over: region, color: grey)
        #expect(rows.rgba == whole.rgba)
        #expect(rows.rgba != Canvas(width: 90, height: 60, scale: 2, background: .white).rgba, "a line was drawn")
    }

    /// A whole-canvas colour is kept pending and written when first needed: reading, drawing a part,
    /// a translucent layer over it, and a second whole fill all see the right colour.
    @Test func aPendingBackgroundIsWhatIsRead() {
        let c = Canvas(width: 40, height: 30, scale: 1, background: .white)
        #expect(c.pixelBytes(atX: 5, y: 5) == [255, 255, 255, 255])
        let blue = RGBA(r: 0, g: 0, b: 1, a: 1), red = RGBA(r: 1, g: 0, b: 0, a: 1)
        c.fillRect(Rect(x: 0, y: 0, width: 40, height: 30), color: red)
        c.fillRect(Rect(x: -5, y: -5, width: 60, height: 60), color: blue)
        c.fillRect(Rect(x: 10, y: 10, width: 5, height: 5), color: red)
        c.withOpacity(0.5) { c.fillRect(Rect(x: 0, y: 0, width: 40, height: 30), color: .white) }
        #expect(c.pixelBytes(atX: 0, y: 0) == [128, 128, 255, 255])
        #expect(c.pixelBytes(atX: 12, y: 12) == [255, 128, 128, 255])
        let taken = c.takeRGBA()
        #expect(taken.count == 40 * 30 * 4 && Array(taken[0 ..< 4]) == [128, 128, 255, 255])
    }
}
