import LayoutModel

/// Draws a laid-out screen the way iOS would show it, at the device's scale.
///
/// Painting rules (one element, in this order, all in screen points):
/// 1. an element whose accumulated opacity is 0 (`hidden`, `opacity: 0`) and its subtree are skipped;
///    an opacity below its parent's opens an opacity group at the ratio (SwiftUI `.opacity`
///    composites the finished subtree once);
/// 2. its clip `shape` (`cornerRadius`, `clipped`: the layout's `Clipping` rule) clips the element
///    and its subtree (background and border included, as they apply before the clip);
/// 3. its colour `background:` (`ElementPaint.background`) and the stroke of a styled one;
/// 4. its `background:` node (children with role `.background`);
/// 5. its own fill (`ElementPaint.fill`) and what the kind draws on top (text, symbol, switch knob, ...);
/// 6. its content children in order, through its `viewport` (a scroll view's or a list's frame);
/// 7. its `overlay:` node (role `.overlay`), then a colour or styled overlay, then `border`.
/// A `shadow` is painted before rule 3; a shape's gradient, stroke or trim (`ShapePaint`) with rule 5
/// (`DrawingPainter`).
/// The element's paint was decided by the layout (`PaintRules`); this walk only draws it.
/// The canvas starts white and the root (`screen`) fills the whole device with the screen's colour;
/// the status bar is drawn over the top safe area last (`StatusBarPainter`). A sheet at its large
/// detent draws the presenting screen pushed back first (`PresentingScreenPainter`).
/// Rendering is single-threaded per call and uses no shared mutable state, so the same result
/// gives byte-identical pixels whatever else runs at the same time.
public struct ScreenRenderer {
    public let text: TextEngine

    public init(text: TextEngine) { self.text = text }

    /// The screen as straight-alpha RGBA8, `device size × scale` pixels (the device's scale unless
    /// another is given: a report thumbnail needs no more than 1x).
    public func render(_ result: LayoutResult, scale: Double? = nil) -> RGBAImage {
        let canvas = renderCanvas(result, scale: scale)
        return RGBAImage(width: canvas.width, height: canvas.height, pixels: canvas.takeRGBA())
    }

    /// The screen on a canvas (for reading pixels back or drawing on top).
    public func renderCanvas(_ result: LayoutResult, scale: Double? = nil) -> Canvas {
        let device = result.variant.device
        let canvas = Canvas(size: device.size, scale: scale ?? device.scale, background: .white)
        func walk(_ c: Canvas) -> RenderWalk {
            RenderWalk(canvas: c, appearance: result.variant.colorTraits, engine: text,
                       legibility: result.variant.legibilityWeight)
        }
        var statusBar = result.variant.colorTraits
        if let presentation = result.presentation, let frame = presentation.presentingFrame {
            // Presentations: the presenting screen pushed back, the presentation over it, and
            // light status bar text over the black around it.
            var behind = result.root
            behind.children = behind.children.filter(\.isInert)
            PresentingScreenPainter(canvas: canvas, walk: walk)
                .draw(behind, into: frame, cornerRadius: presentation.presentingCornerRadius)
            for c in result.root.children where !c.isInert { walk(canvas).paint(c, parent: result.root) }
            statusBar.appearance = .dark
        } else {
            walk(canvas).paint(result.root, parent: nil)
        }
        StatusBarPainter(canvas: canvas, engine: text, appearance: statusBar, device: device,
                         direction: result.variant.direction).draw()
        return canvas
    }
}

/// One rendering pass: walks the element tree in painting order.
struct RenderWalk {
    let canvas: Canvas
    let appearance: ColorTraits
    let engine: TextEngine
    let legibility: LegibilityWeight

    var painters: KindPainters { KindPainters(canvas: canvas, appearance: appearance, engine: engine, legibility: legibility) }

    /// Rule 1: skip invisible subtrees, group translucent ones.
    func paint(_ e: LayoutElement, parent: LayoutElement?) {
        guard e.opacity > 0.001 else { return }
        let parentOpacity = parent?.opacity ?? 1
        let relative = parentOpacity > 0 ? min(e.opacity / parentOpacity, 1) : 1
        if relative < 0.999 {
            // The group layer only needs the subtree's extent, not the whole canvas.
            canvas.withClip(RenderWalk.extent(of: e)) {
                canvas.withOpacity(relative) { clipped(e) }
            }
        } else {
            clipped(e)
        }
    }

    /// Rule 2: the element's own clip (`cornerRadius`, `clipped`), as the layout decided it.
    func clipped(_ e: LayoutElement) {
        if let shape = e.clip.shape {
            if let r = shape.cornerRadius {
                canvas.withClip(roundedRect: shape.rect, cornerRadius: r) { body(e) }
            } else {
                canvas.withClip(shape.rect) { body(e) }
            }
        } else {
            body(e)
        }
    }

    /// Rules 3 to 7.
    func body(_ e: LayoutElement) {
        let decorations = DecorationPainter(canvas: canvas)
        if let shadow = e.paint.shadow { DrawingPainter(canvas: canvas).shadow(shadow) }
        if let bg = e.paint.background { fill(bg) }
        decorations.stroke(e.paint.backgroundStroke)
        for c in e.children where c.role == .background { paint(c, parent: e) }
        if let own = e.paint.fill { fill(own) }
        if let shape = e.paint.shape { DrawingPainter(canvas: canvas).draw(shape) }
        painters.paintKind(e)
        let content = e.children.filter { $0.role != .background && $0.role != .overlay }
        if let viewport = e.clip.viewport {
            canvas.withClip(viewport) { for c in content { paint(c, parent: e) } }
        } else {
            for c in content { paint(c, parent: e) }
        }
        for c in e.children where c.role == .overlay { paint(c, parent: e) }
        decorations.overlay(e.paint.overlay)
        decorations.stroke(e.paint.border)
    }

    func fill(_ layer: PaintLayer) {
        if layer.cornerRadius > 0 {
            canvas.fillRoundedRect(layer.rect, cornerRadius: layer.cornerRadius, color: layer.color)
        } else {
            canvas.fillRect(layer.rect, color: layer.color)
        }
        // A colour that was not evaluated is drawn as a placeholder is, in the fill's own shape.
        if layer.isUnknown {
            ControlPainter(canvas: canvas, appearance: appearance).placeholderHatch(in: layer.rect, cornerRadius: layer.cornerRadius)
        }
    }

    /// Everything the subtree may draw on: every frame and bounds, shadows (to 3 sigma) and centred
    /// strokes, plus 2 pt for strokes and anti-aliasing.
    static func extent(of e: LayoutElement) -> Rect {
        var r = e.frame.union(e.bounds)
        e.forEach { c in
            r = r.union(c.frame).union(c.bounds)
            if let s = c.paint.shadow {
                r = r.union(Rect(x: s.rect.minX - 3 * s.sigma, y: s.rect.minY - 3 * s.sigma,
                                 width: s.rect.width + 6 * s.sigma, height: s.rect.height + 6 * s.sigma))
            }
            if let shape = c.paint.shape, let w = shape.stroke?.width {
                r = r.union(Rect(x: shape.rect.minX - w, y: shape.rect.minY - w, width: shape.rect.width + 2 * w,
                                 height: shape.rect.height + 2 * w))
            }
        }
        return Rect(x: r.minX - 2, y: r.minY - 2, width: r.width + 4, height: r.height + 4)
    }
}
