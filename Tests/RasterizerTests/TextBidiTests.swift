import LayoutModel
import Testing
@testable import Rasterizer

@Suite struct TextBidiTests {
    let body = FontDescriptor(size: 17)

    @Test func hebrewRunIsReversedBetweenEnglishWords() throws {
        let engine = try #require(sharedTextEngine)
        for direction in LayoutDirection.allCases {
            // The first strong character (H) makes the line LTR even in a forced-RTL layout.
            let runs = engine.visualRuns(of: "Hello שלום world", font: body, direction: direction)
            #expect(runs.map(\.text) == ["Hello ", "שלום", " world"])
            #expect(runs.map(\.isRightToLeft) == [false, true, false])
            #expect(runs.map(\.visualText).joined() == "Hello םולש world")
            #expect(runs.allSatisfy { $0.width > 0 })
        }
    }

    @Test func hebrewFirstLineIsRightToLeft() throws {
        let engine = try #require(sharedTextEngine)
        let runs = engine.visualRuns(of: "שלום Hello world", font: body, direction: .leftToRight)
        #expect(runs.map(\.text) == ["Hello world", "שלום "])
        #expect(runs.map(\.isRightToLeft) == [false, true])
        // No strong character: the requested direction decides.
        #expect(engine.visualRuns(of: "123 456", font: body, direction: .rightToLeft).map(\.text) == ["456", " ", "123"])
        #expect(engine.visualRuns(of: "123 456", font: body, direction: .leftToRight).map(\.text) == ["123 456"])
    }

    @Test func wrappedLinesKeepTheParagraphDirection() throws {
        let engine = try #require(sharedTextEngine)
        // Line 2 starts with English, but the paragraph is Hebrew (RTL), so its Hebrew word
        // (with the space, which takes the paragraph level) shows left of the English one; the
        // same line on its own would be LTR, Hebrew on the right.
        let text = "שלום עולם Hello שלום"
        let request = TextRequest(string: text, font: body, width: 90)
        let lines = engine.visualLines(for: request)
        let measured = engine.measure(request).lines.map(\.text)
        #expect(measured == ["שלום עולם", "Hello שלום"])
        #expect(lines.count == 2)
        #expect(lines.last?.map(\.text) == [" שלום", "Hello"])
        #expect(lines.last?.map(\.isRightToLeft) == [true, false])
        #expect(engine.visualRuns(of: "Hello שלום", font: body, direction: .rightToLeft).map(\.text) == ["Hello ", "שלום"])
    }
}
