import LayoutModel
import Testing
@testable import Rasterizer

@Suite struct TextLineBreakingTests {
    let pangram = "The quick brown fox jumps over the lazy dog"
    let body = FontDescriptor(size: 17)

    func ideal(_ engine: TextEngine, _ text: String) -> Double {
        engine.measure(TextRequest(string: text, font: body)).lines.first?.width ?? 0
    }

    @Test func breaksAtSpacesNotInsideWords() throws {
        let engine = try #require(sharedTextEngine)
        let m = engine.measure(TextRequest(string: pangram, font: body, width: 150))
        #expect(m.lines.map(\.text) == ["The quick brown", "fox jumps over the", "lazy dog"])
        // Whole words only: the lines joined by spaces give the text back.
        #expect(m.lines.map(\.text).joined(separator: " ") == pangram)
        for line in m.lines { #expect(line.width <= 150) }
        // Greedy: the next word would not have fitted on each line.
        #expect(ideal(engine, "The quick brown fox") > 150)
        #expect(ideal(engine, "fox jumps over the lazy") > 150)
        #expect(m.size.height == TextEngine.roundUp(3 * m.metrics.lineHeight, 3))
        #expect(!m.isTruncated)
    }

    @Test func longWordBreaksBetweenGraphemesOnlyWhenItMust() throws {
        let engine = try #require(sharedTextEngine)
        let word = "Supercalifragilisticexpialidocious"
        let m = engine.measure(TextRequest(string: word + " is long", font: body, width: 120))
        #expect(m.lines.count == 3)
        #expect(m.lines.map(\.text).joined() == word + " is long")
        #expect(m.lines[0].text.count > 10 && word.hasPrefix(m.lines[0].text))
        for line in m.lines { #expect(line.width <= 120) }
        // A word that fits a line alone moves to the next line whole instead of being split.
        let wordWidth = ideal(engine, word)
        let moved = engine.measure(TextRequest(string: "Hi " + word, font: body, width: wordWidth + 1))
        #expect(moved.lines.map(\.text) == ["Hi", word])
    }

    @Test func hardBreaksAreMandatoryAndTrailingSpacesHang() throws {
        let engine = try #require(sharedTextEngine)
        let m = engine.measure(TextRequest(string: "a\nb\n", font: body))
        #expect(m.lines.map(\.text) == ["a", "b", ""])
        #expect(abs(m.lines[1].baseline - m.lines[0].baseline - m.metrics.lineHeight) < 1e-9)
        // Without a width there is no wrapping at all.
        #expect(engine.measure(TextRequest(string: pangram, font: body)).lines.count == 1)
        // Spaces at the end of a line do not count in its width.
        #expect(ideal(engine, "Hello   ") == ideal(engine, "Hello"))
        #expect(ideal(engine, "Hello") > 30)
    }
}
