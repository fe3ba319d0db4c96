import LayoutModel
import Testing
@testable import Rasterizer

/// Canvases reuse each other's memory (`PixelMemory`); what a previous canvas drew never shows.
@Suite struct CanvasMemoryTests {
    /// A canvas big enough to be kept for reuse, drawn red, then dropped; the next canvas of its size
    /// starts from its own background everywhere.
    @Test func aReusedBufferStartsFromTheNewBackground() {
        let size = 700 // 700 x 700 x 4 bytes: well above PixelMemory.minimumBytes
        do {
            let old = Canvas(width: size, height: size, scale: 1, background: .white)
            old.fillRect(Rect(x: 0, y: 0, width: Double(size), height: Double(size)), color: RGBA(r: 1, g: 0, b: 0, a: 0.5))
            _ = old.rgba
        }
        let clear = Canvas(width: size, height: size, scale: 1)
        #expect(clear.rgba.allSatisfy { $0 == 0 })
        let blue = RGBA(r: 0, g: 0, b: 1, a: 1)
        let filled = Canvas(width: size, height: size, scale: 1, background: blue)
        #expect(filled.rgba == RGBAImage(width: size, height: size, fill: (0, 0, 255, 255)).pixels)
    }

    /// The same drawing gives the same bytes on fresh and on reused memory.
    @Test func drawingOnReusedMemoryGivesTheSameBytes() {
        func draw() -> [UInt8] {
            let canvas = Canvas(width: 400, height: 800, scale: 2, background: .white)
            canvas.fillRoundedRect(Rect(x: 10.3, y: 20.7, width: 150, height: 90), cornerRadius: 12, color: RGBA(r: 0.2, g: 0.5, b: 0.9, a: 0.8))
            canvas.withOpacity(0.5) { canvas.fillCircle(center: Point(x: 100, y: 200), radius: 60, color: RGBA(r: 1, g: 0.3, b: 0, a: 1)) }
            return canvas.rgba
        }
        let first = draw()
        #expect(draw() == first)
        #expect(draw() == first)
    }

    @Test func smallBuffersAreNotKeptAndBigOnesAreCappedInNumber() {
        let memory = PixelMemory(kept: 2)
        memory.give([UInt8](repeating: 0, count: 16))
        let big = PixelMemory.minimumBytes
        for _ in 0 ..< 3 { memory.give([UInt8](repeating: 1, count: big)) }
        // Two kept: two takes of their size get them back (their old bytes: a layer writes its
        // background before anything reads them), and a fill overwrites every pixel.
        var a = memory.take(count: big), b = memory.take(count: big)
        #expect(a.allSatisfy { $0 == 1 } && b.allSatisfy { $0 == 1 })
        PixelMemory.fill(&a, with: .zero)
        PixelMemory.fill(&b, with: SIMD4(10, 20, 30, 255))
        #expect(a.allSatisfy { $0 == 0 })
        #expect(b.count == big && b[0 ..< 8] == [10, 20, 30, 255, 10, 20, 30, 255] && b[big - 4 ..< big] == [10, 20, 30, 255])
        #expect(a.count == big && b.count == big)
    }
}
