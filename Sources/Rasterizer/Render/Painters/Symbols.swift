import LayoutModel

/// SF-Symbol-like placeholder glyphs, so a reviewer recognises an icon in a picture.
///
/// Rules:
/// * a name ending in `.fill` draws its glyph filled, otherwise outlined;
/// * `X.circle` / `X.square` draws a circle (or rounded square) outline with glyph X inside at
///   55 %; `X.circle.fill` fills the badge and draws X inside in white (SF's knocked-out detail);
/// * the known glyphs are listed in `SymbolShapes.draw`; any other name is a rounded-square
///   outline with the name's first letter, uppercased, in the middle;
/// * all of it is mirrored horizontally when the element is mirrored.
struct SymbolPainter {
    let canvas: Canvas
    let engine: TextEngine

    func draw(_ name: String, in frame: Rect, color: RGBA, mirrored: Bool) {
        guard !frame.isEmpty, color.a > 0 else { return }
        let pen = SymbolPen(canvas: canvas, frame: frame, mirrored: mirrored, color: color)
        var base = name
        let filled = base.hasSuffix(".fill")
        if filled { base = String(base.dropLast(5)) }
        for (suffix, isCircle) in [(".circle", true), (".square", false)] where base.hasSuffix(suffix) {
            let inner = String(base.dropLast(suffix.count))
            guard SymbolShapes.knows(inner) else { break }
            if isCircle {
                pen.circle(0.5, 0.5, filled ? 0.44 : 0.42, filled: filled)
            } else {
                pen.roundedRect(0.08, 0.08, 0.84, 0.84, radius: 0.2, filled: filled)
            }
            let detail = pen.inset(0.55, color: filled ? .white : color)
            _ = SymbolShapes.draw(inner, filled: false, pen: detail)
            return
        }
        if SymbolShapes.draw(base, filled: filled, pen: pen) { return }
        fallback(name, pen: pen)
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
