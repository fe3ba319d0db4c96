import Testing
import LayoutModel
@testable import Rasterizer

@Suite struct CanvasRobustnessTests {
    /// Every call here is degenerate (NaN, infinite, empty, negative, too few points, off-canvas).
    func drawDegenerate(on c: Canvas) {
        let nan = Double.nan, inf = Double.infinity
        for r in [Rect(x: nan, y: 0, width: 5, height: 5), Rect(x: 0, y: 0, width: -5, height: 5),
                  Rect(x: 0, y: 0, width: 0, height: 5), Rect(x: 0, y: 0, width: inf, height: 5),
                  Rect(x: 100, y: 100, width: 5, height: 5), Rect(x: -50, y: -50, width: 5, height: 5)] {
            c.fillRect(r, color: red)
            c.fillRoundedRect(r, cornerRadius: 2, color: red)
            c.fillCapsule(r, color: red)
            c.fillEllipse(in: r, color: red)
            c.strokeRect(r, width: 1, color: red)
            c.strokeRoundedRect(r, cornerRadius: nan, width: 1, color: red, alignment: .centered)
            c.strokeEllipse(in: r, width: 1, color: red, alignment: .outside)
        }
        c.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), color: RGBA(r: 1, g: 0, b: 0, a: nan))
        c.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), color: .clear)
        c.fillCircle(center: Point(x: 2, y: 2), radius: -1, color: red)
        c.fillCircle(center: Point(x: 2, y: 2), radius: 0, color: red)
        c.fillPolygon([Point(x: 0, y: 0), Point(x: 4, y: 4)], color: red)
        c.fillPolygon([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: nan, y: 4)], color: red)
        c.fillPolygon([Point(x: 0, y: 0), Point(x: 2, y: 2), Point(x: 4, y: 4)], color: red)   // no area
        c.strokeRect(Rect(x: 0, y: 0, width: 4, height: 4), width: 0, color: red)
        c.strokeRect(Rect(x: 0, y: 0, width: 4, height: 4), width: -1, color: red)
        c.strokeRect(Rect(x: 0, y: 0, width: 4, height: 4), width: nan, color: red)
        c.strokeLine(from: Point(x: 1, y: 1), to: Point(x: 1, y: 1), width: 2, color: red, cap: .round)
        c.strokeLine(from: Point(x: 1, y: 1), to: Point(x: inf, y: 1), width: 2, color: red)
        c.strokePolyline([], width: 1, color: red)
        c.strokePolygon([Point(x: 0, y: 0), Point(x: 1, y: 1)], width: 1, color: red)
        c.withOpacity(0) { c.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), color: red) }
    }

    @Test func degenerateInputsAreNoOps() {
        let c = Canvas(width: 8, height: 8, scale: 2, background: .white)
        drawDegenerate(on: c)
        #expect(c.rgba == Canvas(width: 8, height: 8, scale: 2, background: .white).rgba)
    }

    @Test func emptyCanvasesAcceptEverything() {
        for c in [Canvas(width: 0, height: 0, scale: 3), Canvas(width: -4, height: 10, scale: -2),
                  Canvas(width: 3, height: 0, scale: .infinity)] {
            drawDegenerate(on: c)
            c.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: red)
            c.fillCircle(center: Point(x: 1, y: 1), radius: 5, color: red)
            c.strokePolyline([Point(x: 0, y: 0), Point(x: 5, y: 5)], width: 1, color: red)
            c.drawMask(CoverageMask(width: 1, height: 1, coverage: [255]), atX: 0, y: 0, color: red)
            c.withClip(roundedRect: Rect(x: 0, y: 0, width: 5, height: 5), cornerRadius: 2) {
                c.withOpacity(0.5) { c.fillRect(Rect(x: 0, y: 0, width: 5, height: 5), color: red) }
            }
            #expect(c.rgba.count == c.width * c.height * 4)
            #expect(c.averageColor(in: Rect(x: 0, y: 0, width: 1, height: 1)) == .clear)
        }
    }

    @Test func nonFiniteColourComponentsAreClamped() {
        let c = Canvas(width: 1, height: 1, scale: 1, background: .white)
        c.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: RGBA(r: 2, g: .nan, b: -1, a: 1))
        #expect(c.pixelBytes(atX: 0, y: 0) == [255, 0, 0, 255])
    }
}
