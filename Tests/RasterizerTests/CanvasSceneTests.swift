import Testing
import LayoutModel
@testable import Rasterizer

/// A settings-like iPhone screen (393 × 852 pt @3x = 1179 × 2556 px) of several dozen shapes:
/// nav bar, inset-grouped list with separators, switches, chevrons, buttons, text masks, tab bar,
/// a rounded clip and an opacity group.
func drawSettingsScene(on c: Canvas) {
    let blue = RGBA(hex: 0x007AFF), green = RGBA(hex: 0x34C759), separator = RGBA(hex: 0x3C3C43, alpha: 0.29)
    let gray = RGBA(hex: 0x8E8E93), grouped = RGBA(hex: 0xF2F2F7)
    // A deterministic stand-in for a line of glyphs: 90 × 30 px of graded coverage.
    let text = CoverageMask(width: 90, height: 30, coverage: (0 ..< 2700).map { (i: Int) -> UInt8 in
        UInt8((i * 37 + (i / 90) * 11) % 256)
    })

    c.fillRect(Rect(x: 0, y: 0, width: 393, height: 852), color: grouped)
    c.fillRect(Rect(x: 0, y: 0, width: 393, height: 103), color: RGBA(hex: 0xF9F9F9, alpha: 0.94))
    c.strokeLine(from: Point(x: 0, y: 103), to: Point(x: 393, y: 103), width: 1.0 / 3, color: separator)
    c.strokePolyline([Point(x: 20, y: 62), Point(x: 12, y: 70), Point(x: 20, y: 78)], width: 2.5, color: blue)
    c.drawMask(text, atX: 80, y: 190, color: blue)
    c.drawMask(text, atX: 500, y: 190, color: .black)

    c.withClip(roundedRect: Rect(x: 16, y: 120, width: 361, height: 396), cornerRadius: 10) {
        c.fillRect(Rect(x: 16, y: 120, width: 361, height: 396), color: .white)
        for i in 0 ..< 9 {
            let y = 120 + Double(i) * 44
            c.fillRoundedRect(Rect(x: 32, y: y + 7.5, width: 29, height: 29), cornerRadius: 6.5, color: i % 2 == 0 ? blue : green)
            c.drawMask(text, atX: 225, y: Int(y * 3) + 40, color: .black)
            if i < 8 {
                c.strokeLine(from: Point(x: 76, y: y + 44), to: Point(x: 377, y: y + 44), width: 1.0 / 3, color: separator)
            }
            if i % 3 == 0 {   // a switch: capsule track and a knob with a hairline border
                c.fillCapsule(Rect(x: 308, y: y + 6.5, width: 51, height: 31), color: green)
                c.fillCircle(center: Point(x: 343.5, y: y + 22), radius: 13.5, color: .white)
                c.strokeCircle(center: Point(x: 343.5, y: y + 22), radius: 13.5, width: 0.5,
                               color: RGBA(r: 0, g: 0, b: 0, a: 0.04), alignment: .outside)
            } else {          // a disclosure chevron
                c.strokePolyline([Point(x: 356, y: y + 16), Point(x: 362, y: y + 22), Point(x: 356, y: y + 28)],
                                 width: 2, color: gray)
            }
        }
    }

    c.fillCapsule(Rect(x: 16, y: 560, width: 361, height: 50), color: blue)
    c.drawMask(text, atX: 545, y: 1730, color: .white)
    c.withOpacity(0.4) {                                   // a disabled bordered button
        c.fillRoundedRect(Rect(x: 16, y: 630, width: 361, height: 50), cornerRadius: 12, color: blue.withAlpha(0.15))
        c.strokeRoundedRect(Rect(x: 16, y: 630, width: 361, height: 50), cornerRadius: 12, width: 1, color: blue)
        c.drawMask(text, atX: 545, y: 1940, color: blue)
    }
    c.fillPolygon([Point(x: 190, y: 700), Point(x: 203, y: 720), Point(x: 177, y: 720)], color: .black)

    c.fillRect(Rect(x: 0, y: 769, width: 393, height: 83), color: RGBA(hex: 0xF9F9F9, alpha: 0.94))
    c.strokeLine(from: Point(x: 0, y: 769), to: Point(x: 393, y: 769), width: 1.0 / 3, color: separator)
    for i in 0 ..< 4 {
        let x = 49 + Double(i) * 98
        c.strokeRoundedRect(Rect(x: x - 14, y: 779, width: 28, height: 24), cornerRadius: 5, width: 1.5,
                            color: i == 0 ? blue : gray)
        c.fillEllipse(in: Rect(x: x - 4, y: 786, width: 8, height: 10), color: i == 0 ? blue : gray)
    }
}

@Suite struct CanvasSceneTests {
    @Test func sameSceneTwiceGivesIdenticalBytes() {
        let a = Canvas(size: Size(width: 393, height: 852), scale: 3, background: .white)
        drawSettingsScene(on: a)
        let bytesA = a.rgba
        let b = Canvas(size: Size(width: 393, height: 852), scale: 3, background: .white)
        drawSettingsScene(on: b)
        #expect(bytesA == b.rgba)
        #expect(bytesA.count == 1179 * 2556 * 4)
        // Spot checks that the scene really drew: the prominent capsule's middle is opaque systemBlue,
        // the list card is white, the grouped background shows between them.
        #expect(a.pixelBytes(atX: 100, y: 1755) == [0, 0x7A, 0xFF, 255])
        #expect(a.pixelBytes(atX: 600, y: 500) == white)
        #expect(a.pixelBytes(atX: 20, y: 1600) == [0xF2, 0xF2, 0xF7, 255])
    }
}
