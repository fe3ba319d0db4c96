import LayoutModel
import Testing
@testable import Rasterizer

/// The engine's HarfBuzz shaping against the `hb-shape` tool (HarfBuzz 6.0.0, the same hb-ft
/// path and load flags). 17 pt = 1088 in 26.6, so advances below are in 1/64 pt. The system
/// font's stand-in adds its tracking to each advance (Tracking.swift): -21/1000 em at 17 pt,
/// round(-0.021 x 1088) = -23.
@Suite struct ShapingTests {
    static let tracking17 = Int((TrackingTable.interText.em(at: 17) * 1088).rounded())

    /// `hb-shape --font-funcs=ft --font-size=1088 --no-glyph-names
    ///   /usr/share/fonts/opentype/inter/Inter-Regular.otf AVATAR`
    /// -> [2=0+662|453=1+668|2=2+643|409=3+606|2=4+736|382=5+695]
    /// With `--features=-kern`: [2=0+736|453=1+736|2=2+736|409=3+699|2=4+736|382=5+695].
    @Test func kernedLatinWordMatchesHbShape() throws {
        let engine = try #require(sharedTextEngine)
        let items = engine.shapedItems(of: "AVATAR", font: FontDescriptor(size: 17), direction: .leftToRight)
        #expect(items.count == 1)
        let item = try #require(items.first)
        #expect(item.fontPath == interRegular)
        #expect(item.glyphs.map(\.glyph) == [2, 453, 2, 409, 2, 382])
        #expect(item.glyphs.map(\.cluster) == [0, 1, 2, 3, 4, 5])
        #expect(ShapingTests.tracking17 == -23)
        #expect(item.glyphs.map(\.xAdvance) == [662, 668, 643, 606, 736, 695].map { $0 + ShapingTests.tracking17 })
        // Kerning pulled A-V together: the unkerned A advance is 736.
        #expect(item.glyphs[0].xAdvance < 736 + ShapingTests.tracking17)
    }

    /// `hb-shape --font-funcs=ft --font-size=1088 --no-glyph-names ... Inter-Regular.otf WAVE`
    /// -> [456=0+970|2=1+662|453=2+736|95=3+651]
    @Test func waveMatchesHbShape() throws {
        let engine = try #require(sharedTextEngine)
        let glyphs = engine.shapedItems(of: "WAVE", font: FontDescriptor(size: 17), direction: .leftToRight)
            .flatMap(\.glyphs)
        #expect(glyphs.map(\.glyph) == [456, 2, 453, 95])
        #expect(glyphs.map(\.xAdvance) == [970, 662, 736, 651].map { $0 + ShapingTests.tracking17 })
    }

    /// `hb-shape --font-funcs=ft --font-size=1088 --no-glyph-names --language=ar --script=Arab
    ///   --direction=rtl /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf "سلام"`
    /// -> [769=3+527|705=1+652|1077=0+853] (final meem, lam-alef ligature, initial seen; visual
    /// order). The isolated letters ("س ل ا م"): seen 1075+1315, lam 665+756, alef 46+259,
    /// meem 769+527.
    @Test func arabicWordJoinsLikeHbShape() throws {
        let engine = try #require(sharedTextEngine)
        let items = engine.shapedItems(of: "سلام", font: FontDescriptor(size: 17), direction: .leftToRight)
        let item = try #require(items.first)
        #expect(items.count == 1)
        #expect(item.fontPath == notoSansArabicRegular)
        #expect(item.glyphs.map(\.glyph) == [769, 705, 1077])
        #expect(item.glyphs.map(\.cluster) == [3, 1, 0])
        #expect(item.glyphs.map(\.xAdvance) == [527, 652, 853])
        // Joining: the initial seen is not the isolated one, and lam + alef became one glyph.
        let isolated = engine.shapedItems(of: "س", font: FontDescriptor(size: 17), direction: .leftToRight)
        #expect(isolated.flatMap(\.glyphs).map(\.glyph) == [1075])
        #expect(!item.glyphs.contains { $0.glyph == 1075 || $0.glyph == 665 || $0.glyph == 46 })
    }
}
