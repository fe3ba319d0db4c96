import LayoutModel
import Rasterizer

/// Left-to-right paragraphs for annotations, measured and drawn with the real text engine.
struct PictureText {
    let engine: TextEngine
    let scale: Double

    /// `string` wrapped to `width` points in `font`, ready to draw.
    func layout(_ string: String, font: FontDescriptor, width: Double, color: RGBA) -> LaidOutText {
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
}
