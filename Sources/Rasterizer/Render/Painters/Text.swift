import LayoutModel

/// Draws laid-out text.
///
/// Rules:
/// * each line of `measurement.lines` is rendered with `TextEngine.renderLine` at
///   `measurement.fontSize` (smaller than the font's size after `minimumScaleFactor`), in the
///   font's weight and design, in `text.color`;
/// * x by `alignment` within the frame, resolved by the element's direction: leading is the left
///   edge in LTR and the right edge in RTL, trailing the opposite, centre the middle; a line is as
///   wide as its measured `width`;
/// * the baseline is `frame.minY + line.baseline`; pen positions are rounded to whole device
///   pixels (the glyph masks carry the sub-pixel part);
/// * a redacted text (`isRedacted`) draws a rounded bar per line instead (`RedactionRules`);
/// * a wrapped line keeps its paragraph's base direction: when the line alone would resolve the
///   other way (a Hebrew paragraph whose second line starts with a Latin word), an invisible mark
///   (U+200F RLM or U+200E LRM) forces the paragraph's direction for that line.
public struct TextPainter {
    let canvas: Canvas
    let engine: TextEngine

    public init(canvas: Canvas, engine: TextEngine) { self.canvas = canvas; self.engine = engine }

    /// Draws `text`'s measured lines in `frame`, aligned for `direction`.
    public func draw(_ text: LaidOutText, in frame: Rect, direction: LayoutDirection) {
        let lines = text.measurement.lines
        guard !lines.isEmpty, text.color.a > 0 else { return }
        if text.isRedacted { return drawRedacted(text, in: frame, direction: direction) }
        let font = FontDescriptor(size: text.measurement.fontSize, weight: text.font.weight, design: text.font.design,
                                  name: text.font.name)
        let directions = TextPainter.paragraphDirections(of: text.string, lines: lines.map(\.text), direction: direction)
        let scale = canvas.scale
        for (i, line) in lines.enumerated() where !line.text.isEmpty {
            let own = TextPainter.firstStrongDirection(line.text, fallback: direction)
            let shown = own == directions[i] ? line.text
                : (directions[i] == .rightToLeft ? "\u{200F}" : "\u{200E}") + line.text
            let rendered = engine.renderLine(shown, font: font, direction: directions[i], scale: scale)
            let x = TextPainter.lineX(width: line.width, in: frame, alignment: text.alignment, direction: direction)
            let penX = Int((x * scale).rounded())
            let penY = Int(((frame.minY + line.baseline) * scale).rounded())
            for m in rendered.masks {
                canvas.drawMask(m.mask, atX: penX + m.x, y: penY + m.y, color: text.color)
            }
        }
    }

    /// A redacted text: a bar per line (`RedactionRules.textBar`), no glyphs.
    private func drawRedacted(_ text: LaidOutText, in frame: Rect, direction: LayoutDirection) {
        let color = text.color.withAlpha(text.color.a * RedactionRules.opacity)
        for line in text.measurement.lines where line.width > 0 {
            let x = TextPainter.lineX(width: line.width, in: frame, alignment: text.alignment, direction: direction)
            let bar = RedactionRules.textBar(line, x: x, top: frame.minY, metrics: text.measurement.metrics)
            canvas.fillRoundedRect(bar, cornerRadius: bar.height * RedactionRules.cornerFraction, color: color)
        }
    }

    /// The left edge of a line `width` wide aligned in `frame`.
    static func lineX(width: Double, in frame: Rect, alignment: TextAlignment, direction: LayoutDirection) -> Double {
        switch (alignment, direction) {
        case (.center, _): return frame.midX - width / 2
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return frame.minX
        default: return frame.maxX - width
        }
    }

    /// The base direction of the paragraph each line belongs to. Lines are found in the string in
    /// order (they are consecutive); a truncated line that is not a substring takes the paragraph
    /// at the position reached so far.
    static func paragraphDirections(of string: String, lines: [String], direction: LayoutDirection) -> [LayoutDirection] {
        let utf16 = Array(string.utf16)
        guard let paragraph = BidiParagraph(utf16, direction: direction) else {
            return lines.map { _ in direction }
        }
        var cursor = 0
        return lines.map { line in
            let needle = Array(line.utf16)
            let at = find(needle, in: utf16, from: cursor)
            let index = at ?? cursor
            if let at { cursor = at + needle.count }
            return paragraph.baseLevel(at: index) == 1 ? .rightToLeft : .leftToRight
        }
    }

    /// The direction a line alone resolves to: its first strong character, else `fallback`.
    static func firstStrongDirection(_ line: String, fallback: LayoutDirection) -> LayoutDirection {
        guard let p = BidiParagraph(Array(line.utf16), direction: fallback) else { return fallback }
        return p.baseLevel(at: 0) == 1 ? .rightToLeft : .leftToRight
    }

    private static func find(_ needle: [UInt16], in haystack: [UInt16], from: Int) -> Int? {
        guard !needle.isEmpty, from <= haystack.count else { return nil }
        var i = from
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0], Array(haystack[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}
