import LayoutModel
import Testing
@testable import Rasterizer

/// `redacted` drawing (`RedactionRules`): a bar per line of a text, a box for an image, in their
/// colour at 20 %, no glyphs.
@Suite struct RenderRedactionTests {
    func screen(redacted: Bool) -> Screen {
        Screen("T") {
            A11y.VStack(spacing: 20) {
                A11y.Text("Loading the headline")
                A11y.Image(symbol: "star.fill")
            }
            .redacted(redacted)
        }
    }

    @Test func aRedactedTextIsABarAndAnImageABox() throws {
        let engine = try #require(sharedTextEngine)
        let (plainLayout, plain) = renderScreen(screen(redacted: false), engine: engine)
        let (result, image) = renderScreen(screen(redacted: true), engine: engine)
        preview(image, "redacted")
        let scale = result.variant.device.scale
        let text = try #require(result.root.flattened.first { $0.text != nil })
        let symbol = try #require(result.root.flattened.first { $0.kind == .image })
        #expect(plainLayout.root.flattened.first { $0.text != nil }?.frame == text.frame, "layout unchanged")
        // Shown: dark glyph pixels. Redacted: none, and the bar's colour (black at 20 % over white)
        // in the middle of the line and of the symbol's frame.
        #expect(darkPixels(plain, in: text.frame, scale: scale) > 20)
        #expect(darkPixels(image, in: text.frame, scale: scale) == 0)
        #expect(darkPixels(image, in: symbol.frame, scale: scale) == 0)
        let bar: [UInt8] = [204, 204, 204, 255]
        #expect(pixel(image, text.frame.midX, text.frame.midY, scale: scale) == bar)
        #expect(pixel(image, symbol.frame.midX, symbol.frame.midY, scale: scale) == bar)
        // Outside the line's ascender-to-descender band, beside it: the screen's white.
        #expect(pixel(image, text.frame.maxX + 4, text.frame.midY, scale: scale) == [255, 255, 255, 255])
    }
}
