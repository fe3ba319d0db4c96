import LayoutModel
import Testing
@testable import Rasterizer

@Suite struct TextMetricsTests {
    /// Inter-Regular.otf: upem 2816, hhea ascender 2728, descender -680, lineGap 0, so at 17 pt
    /// asc 16.469, desc 4.105, line 20.574 (swiftui-layout-notes 3.4 measured 16.47 / 4.11 / 20.57).
    @Test func interLineHeightAt17Points() throws {
        let engine = try #require(sharedTextEngine)
        let metrics = engine.metrics(for: FontDescriptor(size: 17))
        #expect(abs(metrics.ascender - 2728.0 / 2816 * 17) < 1e-9)
        #expect(abs(metrics.descender - 680.0 / 2816 * 17) < 1e-9)
        #expect(metrics.lineGap == 0)
        #expect(abs(metrics.lineHeight - 20.574) < 0.001)
        #expect(metrics.capHeight > 12 && metrics.capHeight < 12.5)
        // The measured box is the line height rounded up to the @3x pixel grid: 62/3 pt.
        let m = engine.measure(TextRequest(string: "Hg", font: FontDescriptor(size: 17)))
        #expect(abs(m.size.height - 62.0 / 3) < 1e-9)
        #expect(abs(m.lines[0].baseline - metrics.ascender) < 1e-9)
    }

    @Test func widthScalesWithTheSize() throws {
        let engine = try #require(sharedTextEngine)
        let pangram = "The quick brown fox jumps over the lazy dog"
        // The serif design (DejaVu Serif) is drawn untracked, so it scales linearly; the system
        // font's stand-in does not (Tracking.swift, StandInMetricsTests).
        let small = engine.measure(TextRequest(string: pangram, font: FontDescriptor(size: 17, design: .serif)))
        let large = engine.measure(TextRequest(string: pangram, font: FontDescriptor(size: 34, design: .serif)))
        // Within one @3x pixel, both the advances and the pixel-rounded sizes.
        #expect(abs(large.lines[0].width - 2 * small.lines[0].width) <= 1.0 / 3)
        #expect(abs(large.size.width - 2 * small.size.width) <= 1.0 / 3 + 1e-9)
        // swiftui-layout-notes 3.4 measured this pangram at 359.7 pt with untracked Inter 17 pt;
        // tracked -21/1000 em on each of its 43 glyphs it is 359.7 - 43 x 0.357 = 344.3.
        let inter = engine.measure(TextRequest(string: pangram, font: FontDescriptor(size: 17)))
        #expect(abs(inter.lines[0].width - (359.7 + 43 * 17 * TrackingTable.interText.em(at: 17))) < 0.2)
        // Rounded up to the pixel grid.
        #expect(small.size.width >= small.lines[0].width && small.size.width - small.lines[0].width < 1.0 / 3)
        #expect(abs(small.size.width * 3 - (small.size.width * 3).rounded()) < 1e-9)
    }

    @Test func degenerateRequestsGiveEmptyMeasurements() throws {
        let engine = try #require(sharedTextEngine)
        let zero = engine.measure(TextRequest(string: "Hello", font: FontDescriptor(size: 0)))
        #expect(zero.lines.isEmpty && zero.size == Size(width: 0, height: 0))
        let empty = engine.measure(TextRequest(string: "", font: FontDescriptor(size: 17)))
        #expect(empty.lines.isEmpty && empty.size.height == 0)
        // A width too narrow for any glyph: one grapheme per line, never an endless loop.
        let narrow = engine.measure(TextRequest(string: "abc", font: FontDescriptor(size: 17), width: 1))
        #expect(narrow.lines.map(\.text) == ["a", "b", "c"])
    }

    @Test func weightsHaveTheirOwnWidths() throws {
        let engine = try #require(sharedTextEngine)
        let widths = FontWeight.allCases.map {
            engine.measure(TextRequest(string: "Subscribe now", font: FontDescriptor(size: 17, weight: $0))).lines[0].width
        }
        // Inter gets wider with each weight.
        #expect(widths == widths.sorted() && Set(widths).count == widths.count)
    }
}
