import LayoutModel
import Testing
@testable import Rasterizer

/// Text measurement is linear in the string's length (a 200 KB word took over 90 s): a word wider
/// than the line is broken by galloping, and `fillWidth` says from which width a measurement holds,
/// so layout asks the engine once for all widths in that band. Speed itself is in scripts/bench.
@Suite struct TextLinearityTests {
    let body = FontDescriptor(size: 17)

    @Test func aLongWordFillsEachLineGreedily() throws {
        let engine = try #require(sharedTextEngine)
        let word = String(repeating: "abcdefghij", count: 300)
        let m = engine.measure(TextRequest(string: word, font: body, width: 200))
        #expect(m.lines.map(\.text).joined() == word, "nothing lost or repeated")
        #expect(m.lines.count > 10)
        for (i, line) in m.lines.enumerated() {
            #expect(line.width <= 200)
            guard i + 1 < m.lines.count else { continue }
            // Greedy: one more character would not have fitted.
            let longer = line.text + String(m.lines[i + 1].text.prefix(1))
            #expect((engine.measure(TextRequest(string: longer, font: body)).lines.first?.width ?? 0) > 200)
        }
    }

    static let texts = ["The quick brown fox jumps over the lazy dog", "One\nTwo words\nThree little words",
                        "مرحبا بالعالم والكون", String(repeating: "word ", count: 40), String(repeating: "x", count: 90)]

    @Test(arguments: texts)
    func unwrappedHoldsFromItsFillWidthAndNotBelow(text: String) throws {
        let engine = try #require(sharedTextEngine)
        let unwrapped = engine.measure(TextRequest(string: text, font: body))
        let fill = try #require(unwrapped.fillWidth)
        #expect(abs(fill - unwrapped.size.width) < 1, "about the widest line")
        let at = engine.measure(TextRequest(string: text, font: body, width: fill))
        #expect(at.lines == unwrapped.lines && at.size == unwrapped.size)
        let below = engine.measure(TextRequest(string: text, font: body, width: fill - 1))
        #expect(below.lines.count > unwrapped.lines.count)
    }

    @Test(arguments: texts)
    func wrappedHoldsFromItsFillWidthUpToItsWidth(text: String) throws {
        let engine = try #require(sharedTextEngine)
        let wrapped = engine.measure(TextRequest(string: text, font: body, width: 120))
        let fill = try #require(wrapped.fillWidth)
        #expect(fill <= 120)
        for width in [fill, (fill + 120) / 2, 120] {
            let m = engine.measure(TextRequest(string: text, font: body, width: width))
            #expect(m.lines == wrapped.lines && m.size == wrapped.size)
        }
        let below = engine.measure(TextRequest(string: text, font: body, width: fill - 1))
        #expect(below.lines != wrapped.lines)
    }
}
