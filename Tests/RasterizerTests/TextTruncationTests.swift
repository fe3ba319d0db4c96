import LayoutModel
import Testing
@testable import Rasterizer

@Suite struct TextTruncationTests {
    let pangram = "The quick brown fox jumps over the lazy dog"
    let body = FontDescriptor(size: 17)

    func oneLine(_ mode: TruncationMode) throws -> TextMeasurement {
        let engine = try #require(sharedTextEngine)
        return engine.measure(TextRequest(string: pangram, font: body, width: 150, maxLines: 1, truncation: mode))
    }

    @Test func tailKeepsTheStart() throws {
        let m = try oneLine(.tail)
        let line = try #require(m.lines.first)
        #expect(m.lines.count == 1 && m.isTruncated)
        #expect(line.text == "The quick brown…")
        #expect(line.width <= 150)
    }

    @Test func headKeepsTheEnd() throws {
        let m = try oneLine(.head)
        let line = try #require(m.lines.first)
        #expect(line.text == "…over the lazy dog")
        #expect(pangram.hasSuffix(String(line.text.dropFirst())))
        #expect(line.width <= 150 && m.isTruncated)
    }

    @Test func middleKeepsBothEnds() throws {
        let m = try oneLine(.middle)
        let line = try #require(m.lines.first)
        #expect(line.text == "The quic…lazy dog")
        #expect(line.width <= 150 && m.isTruncated)
    }

    @Test func maxLinesKeepsThatManyLines() throws {
        let engine = try #require(sharedTextEngine)
        let two = engine.measure(TextRequest(string: pangram, font: body, width: 150, maxLines: 2))
        #expect(two.lines.map(\.text) == ["The quick brown", "fox jumps over th…"])
        #expect(two.isTruncated)
        #expect(two.size.height == TextEngine.roundUp(2 * two.metrics.lineHeight, 3))
        // Enough lines: nothing truncated.
        let three = engine.measure(TextRequest(string: pangram, font: body, width: 150, maxLines: 3))
        #expect(three.lines.count == 3 && !three.isTruncated && !three.lines[2].text.contains("…"))
        // Lines dropped by a hard break alone still show the ellipsis.
        let hard = engine.measure(TextRequest(string: "First\nSecond", font: body, maxLines: 1))
        #expect(hard.lines.map(\.text) == ["First…"] && hard.isTruncated)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let engine = try #require(sharedTextEngine)
        let request = TextRequest(string: pangram, font: body, width: 300, maxLines: 1, minimumScaleFactor: 0.5)
        let m = engine.measure(request)
        #expect(!m.isTruncated && m.lines.map(\.text) == [pangram])
        #expect(m.fontSize < 17 && m.fontSize >= 8.5)
        #expect(m.lines[0].width <= 300)
        // The largest fitting size on the 1/3 pt grid: one step up truncates.
        let larger = engine.measure(TextRequest(string: pangram, font: FontDescriptor(size: m.fontSize + 1.0 / 3),
                                                width: 300, maxLines: 1))
        #expect(larger.isTruncated)
        // A floor too high to fit: the smallest allowed size, truncated.
        let floor = engine.measure(TextRequest(string: pangram, font: body, width: 150, maxLines: 1, minimumScaleFactor: 0.9))
        #expect(floor.isTruncated && abs(floor.fontSize - (17 - 5.0 / 3)) < 1e-9)
    }
}
