import LayoutModel
import Testing
@testable import Rasterizer

@Suite struct RenderSymbolTests {
    static let names = [
        "chevron.backward", "chevron.forward", "arrow.left", "arrow.right", "star", "star.fill", "heart",
        "heart.fill", "play.fill", "pause.fill", "gear", "gearshape.fill", "bell", "bell.fill", "person",
        "person.circle", "person.circle.fill", "plus", "xmark", "checkmark", "checkmark.circle.fill",
        "magnifyingglass", "house", "house.fill", "clock", "timer", "pawprint.fill", "calendar", "music.note",
        "backward.fill", "forward.fill", "ellipsis", "ellipsis.circle", "cart.badge.plus",
    ]

    /// Each symbol in its own 40 pt cell, 8 per row, at 3x.
    func gallery(_ engine: TextEngine) -> (Canvas, [Rect]) {
        let cell = 44.0
        let canvas = Canvas(width: Int(8 * cell * 3), height: Int(5 * cell * 3), scale: 3, background: .white)
        let painter = SymbolPainter(canvas: canvas, engine: engine)
        var frames: [Rect] = []
        for (i, name) in Self.names.enumerated() {
            let f = Rect(x: Double(i % 8) * cell + 2, y: Double(i / 8) * cell + 2, width: 40, height: 40)
            painter.draw(name, in: f, color: .black, mirrored: false)
            frames.append(f)
        }
        return (canvas, frames)
    }

    @Test func everySymbolDrawsADistinctGlyph() throws {
        let engine = try #require(sharedTextEngine)
        let (canvas, frames) = gallery(engine)
        let image = RGBAImage(width: canvas.width, height: canvas.height, pixels: canvas.rgba)
        preview(image, "symbols")
        var seen: [[UInt8]: String] = [:]
        for (name, f) in zip(Self.names, frames) {
            #expect(darkPixels(image, in: f, scale: 3, limit: 128) > 40, "\(name) draws too little")
            let x0 = Int(f.minX * 3), y0 = Int(f.minY * 3)
            var cell: [UInt8] = []
            for y in y0..<(y0 + 120) { for x in x0..<(x0 + 120) { cell.append(image[x, y][0]) } }
            #expect(seen[cell] == nil, "\(name) looks like \(seen[cell] ?? "")")
            seen[cell] = name
        }
    }

    @Test func unknownNamesGetALetterInABox() throws {
        let engine = try #require(sharedTextEngine)
        func draw(_ name: String) -> [UInt8] {
            let canvas = Canvas(width: 60, height: 60, scale: 3, background: .white)
            SymbolPainter(canvas: canvas, engine: engine).draw(name, in: Rect(x: 0, y: 0, width: 20, height: 20),
                                                              color: .black, mirrored: false)
            return canvas.rgba
        }
        // Same first letter, same box; another letter, another glyph.
        #expect(draw("cart") == draw("cloud"))
        #expect(draw("cart") != draw("bag"))
    }

    @Test func filledGlyphsAreSolidInsideAndOutlinesAreNot() throws {
        let engine = try #require(sharedTextEngine)
        func centre(_ name: String) -> [UInt8] {
            let canvas = Canvas(width: 120, height: 120, scale: 3, background: .white)
            SymbolPainter(canvas: canvas, engine: engine).draw(name, in: Rect(x: 0, y: 0, width: 40, height: 40),
                                                              color: .black, mirrored: false)
            return canvas.pixelBytes(atX: 60, y: 64)
        }
        for name in ["heart", "star", "bell"] {
            #expect(centre(name + ".fill") == [0, 0, 0, 255], "\(name).fill")
            #expect(centre(name) == [255, 255, 255, 255], "\(name)")
        }
    }
}
