import LayoutModel

/// Draws a laid-out screen the way iOS would show it, at the device's scale.
///
/// Painting rules (one element, in this order, all in screen points):
/// 1. an element whose accumulated opacity is 0 (`hidden`, `opacity: 0`) and its subtree are skipped;
///    an opacity below its parent's opens an opacity group at the ratio (SwiftUI `.opacity`
///    composites the finished subtree once);
/// 2. `cornerRadius` clips the element and its subtree to its `bounds` with rounded corners,
///    `clipped` to its `bounds` (background and border included, as they apply before the clip);
/// 3. its colour `background:` (`ElementPaint`) and the stroke of a styled one;
/// 4. its `background:` node (children with role `.background`);
/// 5. its own fill (`ElementPaint`) and what the kind draws on top (text, symbol, switch knob, ...);
/// 6. its content children in order; a scroll view or list clips them to its frame (the viewport);
/// 7. its `overlay:` node (role `.overlay`), then a colour or styled overlay, then `border`.
/// The canvas starts white and the root (`screen`) fills the whole device with the screen's colour;
/// the status bar is drawn over the top safe area last (`StatusBarPainter`).
/// Rendering is single-threaded per call and uses no shared mutable state, so the same result
/// gives byte-identical pixels whatever else runs at the same time.
public struct ScreenRenderer {
    public let text: TextEngine

    public init(text: TextEngine) { self.text = text }

    /// The screen as straight-alpha RGBA8, `device size × scale` pixels.
    public func render(_ result: LayoutResult) -> RGBAImage {
        let canvas = renderCanvas(result)
        return RGBAImage(width: canvas.width, height: canvas.height, pixels: canvas.rgba)
    }

    /// The screen on a canvas (for reading pixels back or drawing on top).
    public func renderCanvas(_ result: LayoutResult) -> Canvas {
        let device = result.variant.device
        let canvas = Canvas(size: device.size, scale: device.scale, background: .white)
        let walk = RenderWalk(canvas: canvas, appearance: result.variant.colorTraits, engine: text,
                              legibility: result.variant.legibilityWeight)
        walk.paint(result.root, parent: nil)
        StatusBarPainter(canvas: canvas, engine: text, appearance: result.variant.colorTraits, device: device,
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
                canvas.withOpacity(relative) { clipped(e, parent: parent) }
            }
        } else {
            clipped(e, parent: parent)
        }
    }

    /// Rule 2: `cornerRadius` and `clipped`.
    func clipped(_ e: LayoutElement, parent: LayoutElement?) {
        let m = e.node?.modifiers
        if let r = m?.cornerRadius {
            canvas.withClip(roundedRect: e.bounds, cornerRadius: r) { body(e, parent: parent) }
        } else if m?.clipped == true {
            canvas.withClip(e.bounds) { body(e, parent: parent) }
        } else {
            body(e, parent: parent)
        }
    }

    /// Rules 3 to 7.
    func body(_ e: LayoutElement, parent: LayoutElement?) {
        let decorations = DecorationPainter(canvas: canvas, appearance: appearance)
        if let bg = ElementPaint.backgroundLayer(of: e, appearance: appearance) { fill(bg) }
        decorations.backgroundStroke(of: e)
        for c in e.children where c.role == .background { paint(c, parent: e) }
        if let own = ElementPaint.ownLayer(of: e, appearance: appearance) { fill(own) }
        painters.paintKind(e, parent: parent)
        let content = e.children.filter { $0.role != .background && $0.role != .overlay }
        if RenderWalk.clipsContent(e) {
            canvas.withClip(e.frame) { for c in content { paint(c, parent: e) } }
        } else {
            for c in content { paint(c, parent: e) }
        }
        for c in e.children where c.role == .overlay { paint(c, parent: e) }
        decorations.overlay(of: e)
        decorations.border(of: e)
    }

    func fill(_ layer: PaintLayer) {
        if layer.cornerRadius > 0 {
            canvas.fillRoundedRect(layer.rect, cornerRadius: layer.cornerRadius, color: layer.color)
        } else {
            canvas.fillRect(layer.rect, color: layer.color)
        }
    }

    /// Scroll views and lists show their content through their frame (the viewport).
    static func clipsContent(_ e: LayoutElement) -> Bool {
        switch e.node?.kind {
        case .scrollView?, .list?: return true
        default: return false
        }
    }

    /// Everything the subtree may draw on: every frame and bounds, plus 2 pt for strokes and
    /// anti-aliasing.
    static func extent(of e: LayoutElement) -> Rect {
        var r = e.frame.union(e.bounds)
        e.forEach { r = r.union($0.frame).union($0.bounds) }
        return Rect(x: r.minX - 2, y: r.minY - 2, width: r.width + 4, height: r.height + 4)
    }
}
