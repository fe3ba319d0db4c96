import LayoutModel

/// A shaped item as tests see it: the font file that shaped it and HarfBuzz's glyphs.
struct InspectedItem {
    var fontPath: String
    var glyphs: [ShapedGlyph]
}

extension TextEngine {
    /// The items of one line in visual order, shaped at `font.size` points (26.6 positions), for
    /// comparing with `hb-shape --font-funcs=ft --font-size=<size x 64>`.
    func shapedItems(of line: String, font: FontDescriptor, direction: LayoutDirection) -> [InspectedItem] {
        lock.lock(); defer { lock.unlock() }
        let utf16 = Array(line.utf16)
        guard !utf16.isEmpty, let paragraph = BidiParagraph(utf16, direction: direction) else { return [] }
        let shaping = LineShaping(shaper: shaper, chain: chain(font), size26_6: TextEngine.fixed26_6(font.size), pointSize: font.size,
                                   symbolFace: store.symbolFace(forCustomFont: font.name))
        return shaping.shape(utf16, paragraph, 0, utf16.count).flatMap { run in
            run.items.map { InspectedItem(fontPath: store.faces[$0.face].path, glyphs: $0.glyphs) }
        }
    }
}
