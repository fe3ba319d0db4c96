import CFreeType
import LayoutModel

extension TextEngine {
    /// The symbol font's glyph for `codepoint`, rendered with its em `emPixels` device pixels tall
    /// (same load flags and cache as text glyphs); nil when the font has no such glyph or the size
    /// is not drawable. The mask is the glyph's ink box.
    public func renderSymbol(_ codepoint: UInt32, emPixels: Double) -> CoverageMask? {
        lock.lock(); defer { lock.unlock() }
        let size = TextEngine.fixed26_6(emPixels)
        guard size > 0, let index = store.symbolFace else { return nil }
        let glyph = FT_Get_Char_Index(store.faces[index].face, FT_ULong(codepoint))
        guard glyph != 0 else { return nil }
        return glyphs.image(GlyphKey(face: index, glyph: glyph, size26_6: size, bucket: 0))?.mask
    }
}

extension CoverageMask {
    /// The mask mirrored about its vertical centre line.
    public func flippedHorizontally() -> CoverageMask {
        var flipped = coverage
        for row in 0..<height {
            let start = row * width
            flipped[start..<(start + width)].reverse()
        }
        return CoverageMask(width: width, height: height, coverage: flipped)
    }
}
