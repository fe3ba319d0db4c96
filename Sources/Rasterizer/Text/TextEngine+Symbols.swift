import CFreeType
import LayoutModel

/// Symbols come from the registry's symbol font through `SymbolTable`.
///
/// Rules:
/// * a symbol beside text in a font is drawn with its em `emPerLineHeight` x the font's line
///   height: Material glyphs use 20 of their 24-unit em, so a full-size icon's ink is 0.9 of the
///   line, as an SF Symbol's is about 0.9 of the line it sits in;
/// * its size is the glyph's ink box (the outline's control box, unscaled), so `ellipsis` is wide
///   and short and `chevron.right` narrow, as SF Symbols' images are;
/// * drawn into a frame, the glyph is scaled so its ink box fits the frame (a measured frame gives
///   back the measured size; chrome's fixed squares, such as tab bar symbols, fit the glyph inside).
extension TextEngine {
    static let emPerLineHeight = 1.08

    /// A symbol inside a text run (`InlineSymbol`): its symbol-font character, which the fallback
    /// chain draws from the symbol font at the text's size, on its baseline, with its advance.
    public func inlineSymbolCharacter(_ name: String) -> String? {
        SymbolTable.codepoint(for: name).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }

    public func symbolSize(_ name: String, font: FontDescriptor) -> Size? {
        guard let codepoint = SymbolTable.codepoint(for: name) else { return nil }
        let lineHeight = metrics(for: font).lineHeight
        lock.lock(); defer { lock.unlock() }
        guard let ink = symbolInk(codepoint) else { return nil }
        let em = lineHeight * TextEngine.emPerLineHeight
        return Size(width: ink.width * em, height: ink.height * em)
    }

    /// The glyph for `codepoint`, scaled so its ink box fits `width` x `height` device pixels (the
    /// same load flags and cache as text glyphs); nil when the font has no such glyph. The mask is
    /// the glyph's ink box.
    public func renderSymbol(_ codepoint: UInt32, fittingWidth width: Double, height: Double) -> CoverageMask? {
        lock.lock(); defer { lock.unlock() }
        guard let ink = symbolInk(codepoint), ink.width > 0, ink.height > 0 else { return nil }
        let em = min(width / ink.width, height / ink.height)
        return symbolImage(codepoint, emPixels: em)
    }

    /// The glyph for `codepoint` with its em `emPixels` device pixels tall.
    public func renderSymbol(_ codepoint: UInt32, emPixels: Double) -> CoverageMask? {
        lock.lock(); defer { lock.unlock() }
        return symbolImage(codepoint, emPixels: emPixels)
    }

    // Callers hold the lock.

    private func symbolImage(_ codepoint: UInt32, emPixels: Double) -> CoverageMask? {
        let size = TextEngine.fixed26_6(emPixels)
        guard size > 0, let index = store.symbolFace else { return nil }
        let glyph = FT_Get_Char_Index(store.faces[index].face, FT_ULong(codepoint))
        guard glyph != 0 else { return nil }
        return glyphs.image(GlyphKey(face: index, glyph: glyph, size26_6: size, bucket: 0))?.mask
    }

    /// The glyph's ink box in ems, from its unscaled outline.
    private func symbolInk(_ codepoint: UInt32) -> Size? {
        guard let index = store.symbolFace else { return nil }
        let face = store.faces[index]
        let glyph = FT_Get_Char_Index(face.face, FT_ULong(codepoint))
        let flags = Int32(FT_LOAD_NO_SCALE) | Int32(FT_LOAD_NO_HINTING)
        guard glyph != 0, FT_Load_Glyph(face.face, glyph, flags) == 0, let slot = face.face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        return Size(width: Double(box.xMax - box.xMin) / face.unitsPerEm,
                    height: Double(box.yMax - box.yMin) / face.unitsPerEm)
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
