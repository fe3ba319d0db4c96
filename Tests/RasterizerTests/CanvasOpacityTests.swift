import Testing
import LayoutModel
@testable import Rasterizer

@Suite struct CanvasOpacityTests {
    @Test func overlappingChildrenAreCompositedOnce() {
        // Two opaque red rects overlapping at column 2, in a 0.5 opacity group over white.
        // The group holds opaque red everywhere it drew, so every drawn pixel is red at 0.5:
        // g = 1 − 0.5 = 0.5 → 128. Blending each child separately would give 1 − 0.75 → 64 at the overlap.
        let c = Canvas(width: 5, height: 1, scale: 1, background: .white)
        c.withOpacity(0.5) {
            c.fillRect(Rect(x: 0, y: 0, width: 3, height: 1), color: red)
            c.fillRect(Rect(x: 2, y: 0, width: 2, height: 1), color: red)
        }
        let half: [UInt8] = [255, 128, 128, 255]
        #expect((0 ..< 5).map { c.pixelBytes(atX: $0, y: 0) } == [half, half, half, half, white])
        // Identical to one rect of the same colour at alpha 0.5.
        let d = Canvas(width: 5, height: 1, scale: 1, background: .white)
        d.fillRect(Rect(x: 0, y: 0, width: 4, height: 1), color: red.withAlpha(0.5))
        #expect(c.rgba == d.rgba)
    }

    @Test func childrenInsideAGroupStillBlendWithEachOther() {
        // Blue at alpha 0.5 over red inside the group: (0.5, 0, 0.5) opaque, stored as bytes (127.5 → 128,
        // 0, 128, 255); at group opacity 0.5 over white: r = 128·0.5 + 255·0.5 = 191.5 → 192,
        // g = 127.5 → 128, b = 192. (Exact arithmetic would give 191.25 → 191: the group's own pixels
        // are bytes, as in every 8-bit compositor.)
        let c = Canvas(width: 1, height: 1, scale: 1, background: .white)
        c.withOpacity(0.5) {
            c.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: red)
            c.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: RGBA(r: 0, g: 0, b: 1, a: 0.5))
        }
        #expect(c.pixelBytes(atX: 0, y: 0) == [192, 128, 192, 255])
    }

    @Test func nestedGroupsMultiply() {
        // 0.5 × 0.5 = 0.25 of black over white: 1 − 0.25 = 0.75 → 191.25 → 191.
        let c = Canvas(width: 2, height: 2, scale: 1, background: .white)
        c.withOpacity(0.5) { c.withOpacity(0.5) { c.fillRect(Rect(x: 0, y: 0, width: 2, height: 2), color: .black) } }
        #expect(c.pixelBytes(atX: 1, y: 1) == [191, 191, 191, 255])
    }

    @Test func groupOnTransparentCanvasKeepsStraightColour() {
        let c = Canvas(width: 1, height: 1, scale: 1)
        c.withOpacity(0.5) { c.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: red) }
        #expect(c.pixelBytes(atX: 0, y: 0) == [255, 0, 0, 128])
    }

    @Test func zeroOpacityDrawsNothingButRunsTheBody() {
        let c = Canvas(width: 3, height: 3, scale: 1, background: .white)
        var ran = false
        c.withOpacity(0) { ran = true; c.fillRect(Rect(x: 0, y: 0, width: 3, height: 3), color: red) }
        #expect(ran)
        #expect(c.pixelBytes(atX: 1, y: 1) == white)
        // Opacity 1 and NaN leave drawing unchanged; afterwards drawing works normally.
        c.withOpacity(.nan) { c.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: red) }
        c.withOpacity(7) { c.fillRect(Rect(x: 1, y: 0, width: 1, height: 1), color: red) }
        #expect(c.pixelBytes(atX: 0, y: 0) == redBytes && c.pixelBytes(atX: 1, y: 0) == redBytes)
    }

    @Test func groupRespectsTheEnclosingClipAndClipsInsideIt() {
        let c = Canvas(width: 6, height: 1, scale: 1, background: .white)
        c.withClip(Rect(x: 1, y: 0, width: 4, height: 1)) {
            c.withOpacity(0.5) {
                c.withClip(Rect(x: 2, y: 0, width: 2, height: 1)) {
                    c.fillRect(Rect(x: 0, y: 0, width: 6, height: 1), color: .black)
                }
                c.fillRect(Rect(x: 4, y: 0, width: 2, height: 1), color: .black)
            }
        }
        let g: [UInt8] = [128, 128, 128, 255]
        #expect((0 ..< 6).map { c.pixelBytes(atX: $0, y: 0) } == [white, white, g, g, g, white])
    }
}
