import Testing
import LayoutModel
@testable import Rasterizer

@Suite struct CanvasStrokeTests {
    /// The rows × columns of a canvas as "#" (exactly red), "." (exactly white) or "?" (anything else).
    func picture(_ c: Canvas) -> [String] {
        (0 ..< c.height).map { y in
            String((0 ..< c.width).map { x -> Character in
                let p = c.pixelBytes(atX: x, y: y)
                return p == redBytes ? "#" : (p == white ? "." : "?")
            })
        }
    }

    @Test func insideRectStrokeStaysInsideTheFrame() {
        // Frame (1, 1, 5, 3) pt at @2x = device [2, 12) × [2, 8); width 1 pt = 2 px inside it.
        let c = Canvas(width: 14, height: 10, scale: 2, background: .white)
        c.strokeRect(Rect(x: 1, y: 1, width: 5, height: 3), width: 1, color: red)
        #expect(picture(c) == [
            "..............",
            "..............",
            "..##########..",
            "..##########..",
            "..##......##..",
            "..##......##..",
            "..##########..",
            "..##########..",
            "..............",
            "..............",
        ])
    }

    @Test func centeredAndOutsideStrokesStraddleOrSurroundTheEdge() {
        let c = Canvas(width: 12, height: 12, scale: 1, background: .white)
        c.strokeRect(Rect(x: 4, y: 4, width: 4, height: 4), width: 2, color: red, alignment: .centered)
        #expect(picture(c)[6] == "...##..##...")     // band [3, 5) and [7, 9)
        let o = Canvas(width: 12, height: 12, scale: 1, background: .white)
        o.strokeRect(Rect(x: 4, y: 4, width: 4, height: 4), width: 2, color: red, alignment: .outside)
        #expect(picture(o)[6] == "..##....##..")     // band [2, 4) and [8, 10)
        #expect(picture(o)[2] == "..########..")     // sharp (mitred) outer corners
    }

    @Test func ringAreaMatchesTheAnnulus() {
        // Inside stroke of width 4 on radius 20: annulus π(20² − 16²) = 144π px.
        let c = Canvas(width: 100, height: 100, scale: 1)
        c.strokeCircle(center: Point(x: 50, y: 50), radius: 20, width: 4, color: .black)
        #expect(abs(totalAlpha(c) - 144 * Double.pi) / (144 * Double.pi) < 0.01)
        // Pixel (50, 31) spans distances 18 ... 19.03 from the centre: fully inside the ring.
        #expect(c.pixelBytes(atX: 50, y: 31) == blackBytes)
        #expect(c.pixelBytes(atX: 50, y: 50) == [0, 0, 0, 0])      // the hole
        #expect(c.pixelBytes(atX: 50, y: 29) == [0, 0, 0, 0])      // beyond the outer edge (y < 30)
    }

    @Test func roundedStrokeWiderThanTheShapeFillsIt() {
        let a = Canvas(width: 20, height: 20, scale: 2, background: .white)
        a.strokeRoundedRect(Rect(x: 1, y: 1, width: 6, height: 4), cornerRadius: 1, width: 3, color: red)
        let b = Canvas(width: 20, height: 20, scale: 2, background: .white)
        b.fillRoundedRect(Rect(x: 1, y: 1, width: 6, height: 4), cornerRadius: 1, color: red)
        #expect(a.rgba == b.rgba)
    }

    @Test func hairlineDividers() {
        // 1/3 pt at @3x = 1 px centred on y = 15 px: rows 14 and 15 each half covered.
        // Black at 0.5 over white: 1 − 0.5 = 0.5 → 127.5 → 128.
        let c = Canvas(width: 30, height: 30, scale: 3, background: .white)
        c.strokeLine(from: Point(x: 0, y: 5), to: Point(x: 10, y: 5), width: 1.0 / 3, color: .black)
        #expect(c.pixelBytes(atX: 10, y: 14) == [128, 128, 128, 255])
        #expect(c.pixelBytes(atX: 10, y: 15) == [128, 128, 128, 255])
        #expect(c.pixelBytes(atX: 10, y: 13) == white)
        #expect(c.pixelBytes(atX: 10, y: 16) == white)
        // Centred on 15.5 px it fills row 15 exactly; butt caps end exactly at x = 0 ... 30 px.
        let d = Canvas(width: 32, height: 30, scale: 3, background: .white)
        d.strokeLine(from: Point(x: 0, y: 5 + 1.0 / 6), to: Point(x: 10, y: 5 + 1.0 / 6), width: 1.0 / 3, color: .black)
        #expect((0 ..< 30).allSatisfy { d.pixelBytes(atX: $0, y: 15) == blackBytes })
        #expect(d.pixelBytes(atX: 30, y: 15) == white)
        #expect(d.pixelBytes(atX: 10, y: 14) == white && d.pixelBytes(atX: 10, y: 16) == white)
    }

    @Test func lineCapsExtendTheEnds() {
        let c = Canvas(width: 20, height: 10, scale: 1, background: .white)
        c.strokeLine(from: Point(x: 5, y: 5), to: Point(x: 15, y: 5), width: 2, color: red, cap: .square)
        #expect(picture(c)[4] == "....############....")   // [4, 16): one half-width past each end
        #expect(picture(c)[5] == "....############....")
        let r = Canvas(width: 20, height: 10, scale: 1, background: .white)
        r.strokeLine(from: Point(x: 5, y: 5), to: Point(x: 15, y: 5), width: 2, color: red, cap: .round)
        let row = picture(r)[4]
        #expect(row.hasPrefix("....?") && row.hasSuffix("?....") && row.dropFirst(5).hasPrefix("##########"))
    }

    @Test func polylineJointsAreNotBlendedTwice() {
        // An L with a round joint at (10, 10), half-transparent black over white. Where the two
        // segments and the joint disc overlap the union is still coverage 1: 1 − 0.5 = 0.5 → 128.
        // (Summing the pieces would darken it to 0.25 → 64.)
        let c = Canvas(width: 20, height: 20, scale: 1, background: .white)
        c.strokePolyline([Point(x: 2, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 2)], width: 2,
                         color: RGBA(r: 0, g: 0, b: 0, a: 0.5), cap: .butt)
        for (x, y) in [(9, 9), (10, 9), (9, 10), (5, 9), (9, 5)] {
            #expect(c.pixelBytes(atX: x, y: y) == [128, 128, 128, 255], "pixel \(x),\(y)")
        }
        #expect(c.pixelBytes(atX: 1, y: 9) == white)       // butt cap: nothing before x = 2
        #expect(c.pixelBytes(atX: 5, y: 12) == white)
    }

    @Test func closedPolygonOutline() {
        let c = Canvas(width: 12, height: 12, scale: 1, background: .white)
        c.strokePolygon([Point(x: 2, y: 2), Point(x: 10, y: 2), Point(x: 10, y: 10), Point(x: 2, y: 10)],
                        width: 2, color: red)
        #expect(picture(c)[6] == ".##......##.")             // centred on x = 2 and x = 10
        #expect(picture(c)[1].dropFirst(2).hasPrefix("########"))
    }
}
