import Testing
import LayoutModel
@testable import Rasterizer

@Suite struct CanvasReadbackTests {
    @Test func rgbaLayoutIsRowMajorStraightAlpha() {
        let c = Canvas(width: 3, height: 2, scale: 1)
        c.fillRect(Rect(x: 2, y: 1, width: 1, height: 1), color: RGBA(r: 0, g: 1, b: 0, a: 0.2))
        let bytes = c.rgba
        #expect(bytes.count == 3 * 2 * 4)
        // Pixel (2, 1) is index 1·3 + 2 = 5; alpha 0.2 → 51, colour stays straight (0, 255, 0).
        #expect(Array(bytes[20 ..< 24]) == [0, 255, 0, 51])
        #expect(bytes.enumerated().allSatisfy { $0.offset >= 20 || $0.element == 0 })
        #expect(c.pixel(atX: 2, y: 1) == RGBA(r: 0, g: 1, b: 0, a: 0.2))
        #expect(c.pixel(atX: -1, y: 0) == .clear && c.pixelBytes(atX: 3, y: 0) == [0, 0, 0, 0])
    }

    @Test func pointsSizeInitRoundsToDevicePixels() {
        let c = Canvas(size: Size(width: 393, height: 852), scale: 3)
        #expect(c.width == 1179 && c.height == 2556 && c.scale == 3)
        let d = Canvas(size: Size(width: -1, height: .nan), scale: .nan)
        #expect(d.width == 0 && d.height == 0 && d.scale == 1 && d.rgba.isEmpty)
    }

    @Test func averageColorWeighsPixelsByArea() {
        // Column 0 black, column 1 white. A rect [0.5, 1.5] covers half of each → 0.5 grey.
        let c = Canvas(width: 2, height: 1, scale: 1, background: .white)
        c.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: .black)
        #expect(c.averageColor(in: Rect(x: 0.5, y: 0, width: 1, height: 1)) == RGBA(r: 0.5, g: 0.5, b: 0.5, a: 1))
        // A rect covering 1/4 of column 0 and all of column 1: (0·0.25 + 1·1) / 1.25 = 0.8.
        let a = c.averageColor(in: Rect(x: 0.75, y: 0, width: 1.25, height: 1))
        #expect(abs(a.r - 0.8) < 1e-6 && a.a == 1)
        #expect(c.averageColor(in: Rect(x: 5, y: 5, width: 1, height: 1)) == .clear)
        #expect(c.averageColor(in: Rect(x: 0, y: 0, width: 0, height: 1)) == .clear)
    }

    @Test func averageIgnoresTheColourOfTransparentPixels() {
        // Half the area opaque red, half fully transparent: premultiplied mean (0.5, 0, 0, 0.5)
        // → straight red at alpha 0.5, not a darkened red.
        let c = Canvas(width: 2, height: 1, scale: 2)
        c.fillRect(Rect(x: 0, y: 0, width: 0.5, height: 0.5), color: red)
        #expect(c.averageColor(in: Rect(x: 0, y: 0, width: 1, height: 0.5)) == RGBA(r: 1, g: 0, b: 0, a: 0.5))
    }
}
