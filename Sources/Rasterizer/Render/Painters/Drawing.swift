import Foundation
import LayoutModel

/// A shape's gradient, stroke and trim, and a shadow (`ShapePaint`, `ShadowPaint`; the layout's
/// `DrawingRules` decided them). Rules:
/// * a gradient fills the outline, its colour taken at each pixel's centre;
/// * a whole stroke is centred on the outline (a ring between the outline offset by ± width / 2);
/// * a trimmed stroke is the arc from `from` to `to` of an ellipse, which starts at 3 o'clock and
///   runs clockwise, turned by `rotation` degrees, drawn as a polyline of the stroke's width and
///   cap; the arc is flattened into segments of at most 2 device pixels (20,000 at most). A trimmed rounded rect
///   is drawn whole (trim is modelled for circles and ellipses, the progress ring);
/// * a shadow is painted beneath everything the element draws.
struct DrawingPainter {
    let canvas: Canvas

    func draw(_ shape: ShapePaint) {
        if let g = shape.gradient {
            switch shape.outline {
            case .ellipse: canvas.fillEllipse(in: shape.rect, shade: g.color(at:))
            case .roundedRect(let r): canvas.fillRoundedRect(shape.rect, cornerRadius: r, shade: g.color(at:))
            }
        }
        guard let s = shape.stroke, s.to > s.from else { return }
        if case .ellipse = shape.outline, !s.isWhole {
            arc(shape.rect, s)
            return
        }
        switch shape.outline {
        case .ellipse: canvas.strokeEllipse(in: shape.rect, width: s.width, color: s.color, alignment: .centered)
        case .roundedRect(let r):
            canvas.strokeRoundedRect(shape.rect, cornerRadius: r, width: s.width, color: s.color, alignment: .centered)
        }
    }

    private func arc(_ rect: Rect, _ s: ShapePaint.Stroke) {
        let rx = rect.width / 2, ry = rect.height / 2
        let turn = s.rotation * .pi / 180
        let a0 = 2 * .pi * max(s.from, 0) + turn, a1 = 2 * .pi * min(s.to, 1) + turn
        let length = (a1 - a0) * max(rx, ry) * canvas.scale
        guard length.isFinite, length > 0 else { return }
        let n = max(8, Int(min((length / 2).rounded(.up), 20_000)))
        let points = (0...n).map { i -> Point in
            let a = a0 + (a1 - a0) * Double(i) / Double(n)
            return Point(x: rect.midX + rx * cos(a), y: rect.midY + ry * sin(a))
        }
        let cap: LineCap = switch s.lineCap { case .butt: .butt; case .round: .round; case .square: .square }
        canvas.strokePolyline(points, width: s.width, color: s.color, cap: cap)
    }

    func shadow(_ s: ShadowPaint) {
        canvas.fillBlurred(s.rect, cornerRadius: s.cornerRadius, sigma: s.sigma, color: s.color)
    }
}
