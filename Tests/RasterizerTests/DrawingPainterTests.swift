import Testing
import LayoutModel
@testable import Rasterizer

// Containers and drawing: a trimmed ring, a gradient and a shadow, read back pixel by pixel.

@Suite struct DrawingPainterTests {
    let red = RGBA(r: 1, g: 0, b: 0)

    @Test func aTrimmedRingStartsAtTwelveAfterRotationAndRunsClockwise() {
        // Circle (10, 10, 80, 80), stroke 8 centred on it: the ring's middle is 40 from (50, 50).
        // 0 to 0.7 of it, turned -90 degrees: from 12 o'clock clockwise to 8:24; 9 o'clock is not drawn.
        let c = Canvas(width: 100, height: 100, scale: 1, background: .white)
        DrawingPainter(canvas: c).draw(ShapePaint(outline: .ellipse, rect: Rect(x: 10, y: 10, width: 80, height: 80),
                                                  stroke: .init(color: red, width: 8, from: 0, to: 0.7, rotation: -90)))
        #expect(c.pixel(atX: 50, y: 10) == red, "12 o'clock")
        #expect(c.pixel(atX: 89, y: 50) == red, "3 o'clock")
        #expect(c.pixel(atX: 50, y: 89) == red, "6 o'clock")
        #expect(c.pixel(atX: 10, y: 50) == .white, "9 o'clock is past the trim")
        #expect(c.pixel(atX: 50, y: 50) == .white, "the ring is hollow")
        // Without the rotation the same trim starts at 3 o'clock: 12 o'clock (0.75) is not drawn.
        let u = Canvas(width: 100, height: 100, scale: 1, background: .white)
        DrawingPainter(canvas: u).draw(ShapePaint(outline: .ellipse, rect: Rect(x: 10, y: 10, width: 80, height: 80),
                                                  stroke: .init(color: red, width: 8, from: 0, to: 0.7)))
        #expect(u.pixel(atX: 50, y: 10) == .white && u.pixel(atX: 10, y: 50) == red)
    }

    @Test func aLinearGradientRunsBetweenItsPoints() {
        let c = Canvas(width: 100, height: 10, scale: 1, background: .white)
        let g = GradientPaint(geometry: .linear(start: Point(x: 0, y: 5), end: Point(x: 100, y: 5)), colors: [.black, .white])
        DrawingPainter(canvas: c).draw(ShapePaint(outline: .roundedRect(cornerRadius: 0), rect: Rect(x: 0, y: 0, width: 100, height: 10), gradient: g))
        let left = c.pixel(atX: 0, y: 5), mid = c.pixel(atX: 49, y: 5), right = c.pixel(atX: 99, y: 5)
        #expect(left.r < 0.01 && right.r > 0.99)
        #expect(abs(mid.r - 0.495) < 0.01, "the colour at the pixel's centre, x = 49.5")
    }

    @Test func aShadowIsSoftAtItsEdgeAndGoneBeyondThreeSigma() {
        // A 40 pt black square blurred with sigma 4: full inside, half at its edge, nothing 13 pt out.
        let c = Canvas(width: 100, height: 100, scale: 1, background: .white)
        DrawingPainter(canvas: c).shadow(ShadowPaint(color: .black, rect: Rect(x: 30, y: 30, width: 40, height: 40), cornerRadius: 0, sigma: 4))
        #expect(c.pixel(atX: 50, y: 50).r < 0.01)
        let edge = c.pixel(atX: 69, y: 50).r, outside = c.pixel(atX: 71, y: 50).r
        #expect(edge < 0.5 && outside > 0.5 && abs((edge + outside) / 2 - 0.5) < 0.1)
        #expect(c.pixel(atX: 83, y: 50) == .white)
        // Rounded corners round the shadow: the corner pixel is lighter than with square corners.
        let r = Canvas(width: 100, height: 100, scale: 1, background: .white)
        DrawingPainter(canvas: r).shadow(ShadowPaint(color: .black, rect: Rect(x: 30, y: 30, width: 40, height: 40), cornerRadius: 16, sigma: 4))
        #expect(r.pixel(atX: 31, y: 31).r > c.pixel(atX: 31, y: 31).r + 0.2)
    }
}
