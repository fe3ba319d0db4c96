import Testing
import LayoutModel
@testable import Rasterizer

let red = RGBA(r: 1, g: 0, b: 0)
let white: [UInt8] = [255, 255, 255, 255]
let redBytes: [UInt8] = [255, 0, 0, 255]
let blackBytes: [UInt8] = [0, 0, 0, 255]

/// Sum of alpha over the whole canvas, in pixels (alpha byte / 255).
func totalAlpha(_ c: Canvas) -> Double {
    let b = c.rgba
    return stride(from: 3, to: b.count, by: 4).reduce(0.0) { $0 + Double(b[$1]) / 255 }
}

@Suite struct CanvasFillTests {
    @Test func pixelAlignedRectFillsExactlyItsPixels() {
        let c = Canvas(width: 10, height: 10, scale: 2, background: .white)
        c.fillRect(Rect(x: 1, y: 1, width: 2, height: 1.5), color: red)   // device [2, 6) × [2, 5)
        for y in 0 ..< 10 {
            for x in 0 ..< 10 {
                let inside = (2 ..< 6).contains(x) && (2 ..< 5).contains(y)
                #expect(c.pixelBytes(atX: x, y: y) == (inside ? redBytes : white), "pixel \(x),\(y)")
            }
        }
    }

    @Test func edgeAtHalfPixelBlendsHalfway() {
        // Right edge at 1.25 pt × 2 = 2.5 px: column 2 is half covered. Red at coverage 0.5 over white,
        // premultiplied: r = 1·0.5 + 1·0.5 = 1 → 255; g = b = 0·0.5 + 1·(1 − 0.5) = 0.5 → 127.5 → 128.
        let c = Canvas(width: 6, height: 4, scale: 2, background: .white)
        c.fillRect(Rect(x: 0, y: 0, width: 1.25, height: 2), color: red)
        #expect(c.pixelBytes(atX: 1, y: 1) == redBytes)
        #expect(c.pixelBytes(atX: 2, y: 1) == [255, 128, 128, 255])
        #expect(c.pixelBytes(atX: 3, y: 1) == white)
        // On a transparent canvas the same edge is red at alpha 0.5 → 128 (straight colour stays 255, 0, 0).
        let t = Canvas(width: 6, height: 4, scale: 2)
        t.fillRect(Rect(x: 0, y: 0, width: 1.25, height: 2), color: red)
        #expect(t.pixelBytes(atX: 2, y: 0) == [255, 0, 0, 128])
        // A corner at (2.5, 2.5) px on both axes: coverage 0.5 × 0.5 = 0.25 → g = 0.75 → 191.25 → 191.
        let q = Canvas(width: 6, height: 6, scale: 1, background: .white)
        q.fillRect(Rect(x: 0, y: 0, width: 2.5, height: 2.5), color: red)
        #expect(q.pixelBytes(atX: 2, y: 2) == [255, 191, 191, 255])
    }

    @Test func circleCoversPiRSquared() {
        for (scale, radius) in [(1.0, 20.0), (3.0, 7.0), (2.0, 2.5)] {
            let c = Canvas(width: 200, height: 200, scale: scale)
            c.fillCircle(center: Point(x: 30, y: 30), radius: radius, color: .black)
            let r = radius * scale
            let expected = Double.pi * r * r
            #expect(abs(totalAlpha(c) - expected) / expected < 0.01, "scale \(scale) radius \(radius)")
        }
    }

    @Test func roundedRectCornerIsPartialAndEdgesFull() {
        // Rect [10, 30]² px, radius 6: corner circle centred (16, 16).
        let c = Canvas(width: 40, height: 40, scale: 1, background: .white)
        c.fillRoundedRect(Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 6, color: .black)
        // Pixel (10, 10): its nearest corner (11, 11) is √50 ≈ 7.07 from the centre, beyond r → untouched.
        #expect(c.pixelBytes(atX: 10, y: 10) == white)
        // Pixel (11, 11): corner (12, 12) is √32 ≈ 5.66 inside, (11, 11) outside → partly covered.
        let corner = c.pixelBytes(atX: 11, y: 11)[0]
        #expect(corner > 0 && corner < 255)
        // Edge midpoints are fully covered; just outside them nothing.
        for (x, y) in [(19, 10), (10, 19), (29, 19), (19, 29)] { #expect(c.pixelBytes(atX: x, y: y) == blackBytes) }
        for (x, y) in [(19, 9), (9, 19), (30, 19), (19, 30)] { #expect(c.pixelBytes(atX: x, y: y) == white) }
        // Area: 400 − (4 − π)·36 ≈ 369.1 px.
        let t = Canvas(width: 40, height: 40, scale: 1)
        t.fillRoundedRect(Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 6, color: .black)
        let expected = 400 - (4 - Double.pi) * 36
        #expect(abs(totalAlpha(t) - expected) / expected < 0.005)
    }

    @Test func cornerRadiusIsClampedToHalfTheShortSide() {
        let a = Canvas(width: 30, height: 20, scale: 2, background: .white)
        a.fillRoundedRect(Rect(x: 1, y: 1, width: 10, height: 5), cornerRadius: 100, color: red)
        let b = Canvas(width: 30, height: 20, scale: 2, background: .white)
        b.fillCapsule(Rect(x: 1, y: 1, width: 10, height: 5), color: red)
        #expect(a.rgba == b.rgba)
        #expect(a.pixelBytes(atX: 12, y: 2) == redBytes)     // straight top edge of the capsule
        #expect(a.pixelBytes(atX: 2, y: 2) == white)         // outside its round end
    }

    @Test func diagonalEdgeGetsExactAreaCoverage() {
        // Triangle x + y ≤ 2: pixel (0,0) inside, (1,0) and (0,1) half, (1,1) outside.
        let c = Canvas(width: 4, height: 4, scale: 1, background: .white)
        c.fillPolygon([Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 0, y: 2)], color: .black)
        #expect(c.pixelBytes(atX: 0, y: 0) == blackBytes)
        #expect(c.pixelBytes(atX: 1, y: 0) == [128, 128, 128, 255])
        #expect(c.pixelBytes(atX: 0, y: 1) == [128, 128, 128, 255])
        #expect(c.pixelBytes(atX: 1, y: 1) == white)
    }

    @Test func shallowEdgeAcrossSeveralColumnsAndOffTheLeftSide() {
        // Triangle (−4,0), (4,0), (−4,2): hypotenuse x = 4 − 4y. In row 0, column c keeps area
        // ∫c..c+1 (1 − x/4) dx = 1 − (2c+1)/8 → 7/8, 5/8, 3/8, 1/8; white left is 1 − that:
        // 255/8 = 31.875 → 32, 95.625 → 96, 159.375 → 159, 223.125 → 223. Row 1 lies at x < 0: untouched.
        // The part left of the canvas must fold into column 0 without leaking into row 1.
        let c = Canvas(width: 6, height: 3, scale: 1, background: .white)
        c.fillPolygon([Point(x: -4, y: 0), Point(x: 4, y: 0), Point(x: -4, y: 2)], color: .black)
        #expect((0 ..< 5).map { c.pixelBytes(atX: $0, y: 0)[1] } == [32, 96, 159, 223, 255])
        #expect((0 ..< 6).allSatisfy { c.pixelBytes(atX: $0, y: 1) == white })
    }

    @Test func edgeCrossingInsidePixelsGetsTrapezoidArea() {
        // Left of the edge from (0.2, 0) to (1.4, 1), x = 0.2 + 1.2y (leaves column 0 at y = 2/3).
        // Column 0: ∫₀^⅔ (0.2 + 1.2y) dy + ⅓ = 0.7333…; column 1: ∫⅔^1 (1.2y − 0.8) dy = 0.0666….
        // Black over white leaves 1 − coverage: 0.2666…·255 = 68, 0.9333…·255 = 238.
        let c = Canvas(width: 3, height: 1, scale: 1, background: .white)
        c.fillPolygon([Point(x: 0, y: 0), Point(x: 0.2, y: 0), Point(x: 1.4, y: 1), Point(x: 0, y: 1)], color: .black)
        #expect((0 ..< 3).map { c.pixelBytes(atX: $0, y: 0)[0] } == [68, 238, 255])
        // The complement, right of the same edge: 0.2666…, 0.9333…, 1 → 187, 17, 0.
        let d = Canvas(width: 3, height: 1, scale: 1, background: .white)
        d.fillPolygon([Point(x: 0.2, y: 0), Point(x: 3, y: 0), Point(x: 3, y: 1), Point(x: 1.4, y: 1)], color: .black)
        #expect((0 ..< 3).map { d.pixelBytes(atX: $0, y: 0)[0] } == [187, 17, 0])
    }

    @Test func hugeShapesFillTheCanvasExactly() {
        let c = Canvas(width: 8, height: 8, scale: 3, background: .white)
        c.fillRect(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), color: red)
        #expect(c.rgba == [UInt8]((0 ..< 64).flatMap { _ in redBytes }))
        let p = Canvas(width: 8, height: 8, scale: 3, background: .white)
        p.fillPolygon([Point(x: -1e9, y: -1e9), Point(x: 1e9, y: -1e9), Point(x: 0, y: 1e9)], color: red)
        #expect(p.rgba == c.rgba)
        // Radii so large that the flattening step underflows: segment count is capped, still covers all.
        let e = Canvas(width: 8, height: 8, scale: 3, background: .white)
        e.fillCircle(center: Point(x: 1, y: 1), radius: 1e300, color: red)
        e.fillRoundedRect(Rect(x: -1e250, y: -1e250, width: 2e250, height: 2e250), cornerRadius: 1e200, color: red)
        #expect(e.rgba == c.rgba)
    }
}
