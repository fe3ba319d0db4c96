import LayoutModel

/// The strokes and overlays of an element's `paint` (the layout decided them: `PaintRules`).
///
/// Rules (all inside the element's `bounds`, which include padding and frame):
/// * a stroke (a styled decoration's, or a `border`) is drawn inside its (rounded) edge;
/// * a plain colour overlay fills its rect with square corners; a styled one with its corner
///   radius, then its stroke.
struct DecorationPainter {
    let canvas: Canvas

    func stroke(_ s: StrokePaint?) {
        guard let s else { return }
        canvas.strokeRoundedRect(s.rect, cornerRadius: s.cornerRadius, width: s.width, color: s.color, alignment: .inside)
    }

    func overlay(_ o: OverlayPaint?) {
        guard let o else { return }
        if let color = o.color {
            if let radius = o.cornerRadius {
                canvas.fillRoundedRect(o.rect, cornerRadius: radius, color: color)
            } else {
                canvas.fillRect(o.rect, color: color)
            }
        }
        stroke(o.stroke)
    }
}
