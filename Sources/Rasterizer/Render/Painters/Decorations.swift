import LayoutModel

/// The parts of `background:`, `overlay:` and `border:` that are not node children.
///
/// Rules (all in the element's `bounds`, which include padding and frame):
/// * a styled background's `stroke` is drawn inside its (rounded) edge right after its colour;
/// * a colour overlay fills the bounds over the content; a styled overlay fills with its colour
///   and corner radius, then strokes inside its edge;
/// * `border: {color, width}` strokes inside the bounds, square corners, last (SwiftUI `.border`
///   draws inside the view, so it never changes the layout); a `cornerRadius` clip rounds it off.
struct DecorationPainter {
    let canvas: Canvas
    let appearance: ColorTraits

    func backgroundStroke(of e: LayoutElement) {
        if case .styled(_, let radius, let stroke?)? = e.node?.modifiers.background {
            strokeBounds(e.bounds, radius: radius ?? 0, stroke: stroke)
        }
    }

    func overlay(of e: LayoutElement) {
        switch e.node?.modifiers.overlay {
        case .color(let c)?:
            canvas.fillRect(e.bounds, color: c.resolve(appearance))
        case .styled(let c, let radius, let stroke)?:
            if let c { canvas.fillRoundedRect(e.bounds, cornerRadius: radius ?? 0, color: c.resolve(appearance)) }
            if let stroke { strokeBounds(e.bounds, radius: radius ?? 0, stroke: stroke) }
        default:
            break
        }
    }

    func border(of e: LayoutElement) {
        guard let b = e.node?.modifiers.border else { return }
        strokeBounds(e.bounds, radius: 0, stroke: b)
    }

    private func strokeBounds(_ r: Rect, radius: Double, stroke: StrokeValue) {
        canvas.strokeRoundedRect(r, cornerRadius: radius, width: stroke.width,
                                 color: stroke.color.resolve(appearance), alignment: .inside)
    }
}
