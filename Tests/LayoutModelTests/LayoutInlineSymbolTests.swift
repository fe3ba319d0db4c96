import Testing
@testable import LayoutModel

// `InlineSymbol`: an image inside a text is drawn as the text engine's glyph for it (a stand-in
// square when it has none, as the fake measurer) and read by its name where it sits.

@Suite struct LayoutInlineSymbolTests {
    @Test func theMarkerSurvivesCasingAndIsDrawnAndSpoken() throws {
        let marker = InlineSymbol.marker("star.fill")
        #expect(marker.uppercased() == marker, "textCase leaves it alone")
        let e = layoutBody(text10(marker + " Favorites") { $0.textCase = .uppercase })
        let text = try #require(e.text)
        #expect(text.string == InlineSymbol.standIn + " FAVORITES")
        #expect(text.spokenString == "star fill FAVORITES")
    }

    @Test func aTextWithoutAnImageSpeaksItsString() throws {
        let text = try #require(layoutBody(text10("Favorites")).text)
        #expect(text.spoken == nil && text.spokenString == "Favorites")
    }

    @Test func aMeasurerWithTheGlyphDrawsIt() {
        struct Glyphs: TextMeasuring {
            let base = FakeTextMeasurer()
            func measure(_ request: TextRequest) -> TextMeasurement { base.measure(request) }
            func metrics(for font: FontDescriptor) -> FontMetrics { base.metrics(for: font) }
            func inlineSymbolCharacter(_ name: String) -> String? { name == "star" ? "\u{E838}" : nil }
        }
        #expect(InlineSymbol.drawn("a" + InlineSymbol.marker("star") + "b" + InlineSymbol.marker("logo"), measurer: Glyphs())
                == "a\u{E838}b" + InlineSymbol.standIn)
    }
}
