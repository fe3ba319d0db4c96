import LayoutModel

/// SF Symbols drawn from an icon font, so a reviewer sees the icon the app shows.
///
/// Rules:
/// * the name is looked up in `SymbolTable` (SF name -> Material Icons glyphs); `.fill` picks the
///   table's filled glyph, otherwise its outlined one;
/// * the glyph is scaled so its ink box fits the frame (the layout measured the frame from the
///   same glyph, see `TextEngine.symbolSize`) and centred in it;
/// * a name `X.circle` / `X.square` that the table lacks, with X in it, is a circle (or rounded
///   square) outline with glyph X inside at 55 %; `X.circle.fill` fills the badge and knocks X
///   out in white, as SF does;
/// * any other name is a rounded-square outline with the name's first letter, uppercased;
/// * all of it is mirrored horizontally when the element is mirrored;
/// * under Bold Text a font glyph's ink grows by `boldGrowth` of its larger side on each side: a
///   Material stroke is 1/12 of the em and SF Symbols' next weight is about a quarter thicker,
///   about 1/100 of the em per side, or 1/80 of the ink box (which spans about 0.8 em).
struct SymbolPainter {
    let canvas: Canvas
    let engine: TextEngine
    var legibility: LegibilityWeight = .regular
    static let badgeDetail = 0.55
    static let boldGrowth = 1.0 / 80

    func draw(_ name: String, in frame: Rect, color: RGBA, mirrored: Bool) {
        guard !frame.isEmpty, color.a > 0 else { return }
        let pen = SymbolPen(canvas: canvas, frame: frame, mirrored: mirrored, color: color)
        var base = name
        let filled = base.hasSuffix(".fill")
        if filled { base = String(base.dropLast(5)) }
        if let codepoint = SymbolTable.codepoint(for: name) {
            glyph(codepoint, in: frame, color: color, mirrored: mirrored)
            return
        }
        for (suffix, isCircle) in [(".circle", true), (".square", false)] where base.hasSuffix(suffix) {
            guard let inner = SymbolTable.glyphs[String(base.dropLast(suffix.count))] else { break }
            if isCircle {
                pen.circle(0.5, 0.5, filled ? 0.44 : 0.42, filled: filled)
            } else {
                pen.roundedRect(0.08, 0.08, 0.84, 0.84, radius: 0.2, filled: filled)
            }
            let detail = pen.inset(SymbolPainter.badgeDetail)
            glyph(inner.fill, in: detail.box, color: filled ? .white : color, mirrored: mirrored)
            return
        }
        fallback(name, pen: pen)
    }

    /// One font glyph fitted into `box`, its ink centred: rounded down to the pixel, or up when
    /// mirrored, so a mirrored glyph lands on exactly the mirrored pixels.
    private func glyph(_ codepoint: UInt32, in box: Rect, color: RGBA, mirrored: Bool) {
        let s = canvas.scale
        guard var mask = engine.renderSymbol(codepoint, fittingWidth: box.width * s, height: box.height * s) else { return }
        if mirrored { mask = mask.flippedHorizontally() }
        if legibility == .bold {
            mask = mask.emboldened(by: SymbolPainter.boldGrowth * Double(max(mask.width, mask.height))).mask
        }
        let x = Int((box.midX * s - Double(mask.width) / 2).rounded(mirrored ? .up : .down))
        let y = Int((box.midY * s - Double(mask.height) / 2).rounded())
        canvas.drawMask(mask, atX: x, y: y, color: color)
    }

    /// A rounded square with the name's first letter.
    private func fallback(_ name: String, pen: SymbolPen) {
        pen.roundedRect(0.1, 0.1, 0.8, 0.8, radius: 0.2, filled: false)
        guard let first = name.first else { return }
        let letter = String(first).uppercased()
        let font = FontDescriptor(size: pen.box.width * 0.5, weight: .semibold)
        let line = engine.renderLine(letter, font: font, direction: .leftToRight, scale: canvas.scale)
        let metrics = engine.metrics(for: font)
        let s = canvas.scale
        let penX = Int(((pen.box.midX - line.advance / s / 2) * s).rounded())
        let penY = Int(((pen.box.midY + metrics.capHeight / 2) * s).rounded())
        for m in line.masks { canvas.drawMask(m.mask, atX: penX + m.x, y: penY + m.y, color: pen.color) }
    }
}
