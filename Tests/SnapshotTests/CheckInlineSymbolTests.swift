import Testing
import LayoutModel
@testable import SnapshotHarness

// An image inside a text with the real text engine: the symbol font's glyph is drawn in the run,
// at the text's size, taking its advance, and VoiceOver reads the symbol's name there.

@Suite struct CheckInlineSymbolTests {
    func evaluated(_ string: String) throws -> VariantEvaluation {
        let screen = Screen(name: "Test", body: Node(.text(.literal(string)))).assigningPaths()
        return try VariantPipeline(text: checkTextEngine).evaluate(screen, Variant(device: .iphone15))
    }

    @Test func theSymbolIsDrawnInTheRunAndReadByName() throws {
        let with = try evaluated(InlineSymbol.marker("star") + " Favorites")
        let without = try evaluated(" Favorites")
        let text = try #require(with.layout.root.children.first?.text)
        #expect(!text.string.contains(InlineSymbol.standIn), "the engine has a glyph for 'star'")
        let plain = try #require(without.layout.root.children.first?.text)
        // One symbol at body size (17 pt at Large) adds about an em.
        let added = text.measurement.size.width - plain.measurement.size.width
        #expect(added > 10 && added < 24, "\(added)")
        #expect(text.measurement.size.height == plain.measurement.size.height, "on the same line, not taller")
        #expect(with.readingOrder.map(\.spoken) == ["star Favorites"])
    }
}
