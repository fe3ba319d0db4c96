import LayoutModel
import Rasterizer

/// Left-to-right paragraphs for annotations, measured and drawn with the real text engine.
struct PictureText {
    let engine: TextEngine
    let scale: Double

    /// `string` wrapped to `width` points in `font`, ready to draw, its quotations isolated.
    func layout(_ string: String, font: FontDescriptor, width: Double, color: RGBA) -> LaidOutText {
        let string = PictureText.isolatingQuotations(string)
        let m = engine.measure(TextRequest(string: string, font: font, width: max(width, 1), scale: scale))
        return LaidOutText(string: string, font: font, measurement: m, color: color, alignment: .leading,
                           style: nil, isFixedSize: true, isLiteral: true)
    }

    /// Draws `text` with its top-left corner at `origin`; returns its height.
    @discardableResult
    func draw(_ text: LaidOutText, at origin: Point, on canvas: Canvas) -> Double {
        let size = text.measurement.size
        TextPainter(canvas: canvas, engine: engine)
            .draw(text, in: Rect(origin: origin, size: size), direction: .leftToRight)
        return size.height
    }

    /// Rule (UAX #9 isolates): each quotation “...” in an English sentence is wrapped in FIRST
    /// STRONG ISOLATE (U+2068) ... POP DIRECTIONAL ISOLATE (U+2069), so an Arabic or Hebrew string
    /// quoted in a message is ordered on its own and the sentence around it keeps its order
    /// (“سلام” is cut to “سل…” reads left to right, each quotation right to left inside).
    static func isolatingQuotations(_ s: String) -> String {
        var out = ""
        var depth = 0
        for c in s {
            if c == "“" { out.append(c); out.append("\u{2068}"); depth += 1; continue }
            if c == "”", depth > 0 { out.append("\u{2069}"); out.append(c); depth -= 1; continue }
            out.append(c)
        }
        // An unclosed quotation is closed at the end, as a paragraph end closes isolates.
        for _ in 0..<depth { out.append("\u{2069}") }
        return out
    }
}
