import LayoutModel
import Testing
@testable import Rasterizer

// A symbol inside a text (`InlineSymbol`): its private-use character is drawn from the symbol font
// even where an earlier font of the chain maps that code point to a glyph of its own (Inter draws
// U+E145, Material's "add", as a boxed digit); a custom font keeps its own private-use glyphs.

@Suite struct InlineSymbolItemizingTests {
    @Test func aPrivateUseCharacterTakesTheSymbolFace() {
        let text = Array("a\u{E145}b".utf16)
        let hasGlyph: (Int, Unicode.Scalar) -> Bool = { face, _ in face == 0 || face == 2 }
        let items = RunItemizer.items(text[...], chain: [0, 1, 2], privateUse: 2, hasGlyph: hasGlyph)
        #expect(items.map(\.face) == [0, 2, 0])
        // Without a symbol face (a custom font), the chain decides as before.
        #expect(RunItemizer.items(text[...], chain: [0, 1, 2], hasGlyph: hasGlyph).allSatisfy { $0.face == 0 })
    }

    @Test func theEngineDrawsAnInlineSymbolWithItsAdvance() throws {
        let engine = try #require(sharedTextEngine)
        let plus = try #require(engine.inlineSymbolCharacter("plus"))
        let body = FontDescriptor(size: 17)
        let with = engine.measure(TextRequest(string: "a" + plus + "b", font: body))
        let without = engine.measure(TextRequest(string: "ab", font: body))
        #expect(with.size.width - without.size.width > 12, "about an em for the symbol")
        #expect(engine.inlineSymbolCharacter("no.such.symbol") == nil)
    }
}
