import Testing
import LayoutModel
@testable import Rasterizer

@Suite struct CanvasMaskTests {
    @Test func maskCoverageBlendsTheColour() {
        // Coverage 128 → k = 128/255. Red over white: r = 1; g = b = 1 − k = 127/255 → 127.
        let c = Canvas(width: 8, height: 8, scale: 2, background: .white)
        c.drawMask(PlacedMask(mask: CoverageMask(width: 3, height: 1, coverage: [128, 255, 0]), x: 3, y: 4), color: red)
        #expect((2 ..< 7).map { c.pixelBytes(atX: $0, y: 4) } == [white, [255, 127, 127, 255], redBytes, white, white])
        #expect(c.pixelBytes(atX: 3, y: 3) == white && c.pixelBytes(atX: 3, y: 5) == white)
    }

    @Test func maskPartlyOffCanvasAndClipped() {
        let mask = CoverageMask(width: 3, height: 3, coverage: [UInt8](repeating: 255, count: 9))
        let c = Canvas(width: 4, height: 4, scale: 1, background: .white)
        c.drawMask(mask, atX: -2, y: -2, color: red)           // only its bottom-right pixel lands, at (0, 0)
        c.withClip(Rect(x: 3, y: 3, width: 1, height: 1)) { c.drawMask(mask, atX: 2, y: 2, color: red) }
        var reds: [String] = []
        for y in 0 ..< 4 { for x in 0 ..< 4 where c.pixelBytes(atX: x, y: y) == redBytes { reds.append("\(x),\(y)") } }
        #expect(reds == ["0,0", "3,3"])
    }

    @Test func malformedOrFarAwayMasksAreIgnored() {
        var bad = CoverageMask(width: 2, height: 2, coverage: [255, 255, 255, 255])
        bad.width = 5
        let c = Canvas(width: 4, height: 4, scale: 1, background: .white)
        c.drawMask(bad, atX: 0, y: 0, color: red)
        c.drawMask(CoverageMask(width: 0, height: 0, coverage: []), atX: 0, y: 0, color: red)
        c.drawMask(CoverageMask(width: 1, height: 1, coverage: [255]), atX: Int.max, y: Int.min, color: red)
        #expect(c.rgba == Canvas(width: 4, height: 4, scale: 1, background: .white).rgba)
    }
}
