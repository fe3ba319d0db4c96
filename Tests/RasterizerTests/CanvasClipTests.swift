import Testing
import LayoutModel
@testable import Rasterizer

@Suite struct CanvasClipTests {
    @Test func clipRectStopsDrawingOutside() {
        let c = Canvas(width: 8, height: 8, scale: 1, background: .white)
        c.withClip(Rect(x: 2, y: 3, width: 4, height: 2)) {
            c.fillRect(Rect(x: 0, y: 0, width: 8, height: 8), color: red)
        }
        for y in 0 ..< 8 {
            for x in 0 ..< 8 {
                let inside = (2 ..< 6).contains(x) && (3 ..< 5).contains(y)
                #expect(c.pixelBytes(atX: x, y: y) == (inside ? redBytes : white), "pixel \(x),\(y)")
            }
        }
    }

    @Test func nestedClipsIntersectAndPopRestores() {
        let c = Canvas(width: 10, height: 10, scale: 2, background: .white)
        c.withClip(Rect(x: 0, y: 0, width: 3, height: 3)) {              // device [0, 6)²
            c.withClip(Rect(x: 2, y: 2, width: 3, height: 3)) {          // device [4, 10)² → [4, 6)²
                c.fillCircle(center: Point(x: 2.5, y: 2.5), radius: 100, color: red)
            }
            c.fillRect(Rect(x: 0, y: 0, width: 0.5, height: 0.5), color: red) // outer clip again
        }
        c.fillRect(Rect(x: 4.5, y: 4.5, width: 0.5, height: 0.5), color: red) // no clip at all
        var reds: [String] = []
        for y in 0 ..< 10 { for x in 0 ..< 10 where c.pixelBytes(atX: x, y: y) == redBytes { reds.append("\(x),\(y)") } }
        #expect(reds == ["0,0", "4,4", "5,4", "4,5", "5,5", "9,9"])
        #expect((0 ..< 100).allSatisfy { i in reds.contains("\(i % 10),\(i / 10)") || c.pixelBytes(atX: i % 10, y: i / 10) == white })
    }

    @Test func fractionalClipEdgeIsAntiAliased() {
        // Clip right edge at 2.5 px: column 2 gets coverage 0.5 → red over white 255, 128, 128.
        let c = Canvas(width: 5, height: 2, scale: 1, background: .white)
        c.withClip(Rect(x: 0, y: 0, width: 2.5, height: 2)) {
            c.fillRect(Rect(x: 0, y: 0, width: 5, height: 2), color: red)
        }
        #expect((0 ..< 5).map { c.pixelBytes(atX: $0, y: 1) } == [redBytes, redBytes, [255, 128, 128, 255], white, white])
    }

    @Test func roundedClipCutsCorners() {
        let c = Canvas(width: 10, height: 10, scale: 1, background: .white)
        c.withClip(roundedRect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 5) {
            c.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
        }
        // Circle of radius 5 about (5, 5): pixel (0, 0) is wholly outside, (5, 5) inside,
        // (1, 1) straddles it (corner (2, 2) is 4.24 away, corner (1, 1) 5.66).
        #expect(c.pixelBytes(atX: 0, y: 0) == white)
        #expect(c.pixelBytes(atX: 9, y: 9) == white)
        #expect(c.pixelBytes(atX: 5, y: 5) == blackBytes)
        #expect(c.pixelBytes(atX: 5, y: 0) != white && c.pixelBytes(atX: 5, y: 0) != blackBytes)
        let corner = c.pixelBytes(atX: 1, y: 1)[0]
        #expect(corner > 0 && corner < 255)
        // The same fill drawn as a circle gives the same pixels: a clip edge is an anti-aliased edge.
        let d = Canvas(width: 10, height: 10, scale: 1, background: .white)
        d.fillCircle(center: Point(x: 5, y: 5), radius: 5, color: .black)
        #expect(c.rgba == d.rgba)
    }

    @Test func emptyOrInvalidClipHidesEverything() {
        let c = Canvas(width: 4, height: 4, scale: 1, background: .white)
        for rect in [Rect(x: 1, y: 1, width: 0, height: 2), Rect(x: .nan, y: 0, width: 2, height: 2),
                     Rect(x: 50, y: 50, width: 2, height: 2)] {
            c.withClip(rect) { c.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), color: red) }
        }
        #expect(c.rgba == Canvas(width: 4, height: 4, scale: 1, background: .white).rgba)
    }

    @Test func clipReturnsTheBodysValue() {
        let c = Canvas(width: 4, height: 4, scale: 1)
        #expect(c.withClip(Rect(x: 0, y: 0, width: 1, height: 1)) { 42 } == 42)
    }
}
