import LayoutModel

/// What each kind draws on top of its uniform fills (`ElementPaint`), chosen by the element's kind:
/// * any element with `text`: its lines (`TextPainter`);
/// * `image`: a symbol, an SF-Symbol-like glyph in its colour, mirrored as its paint says
///   (`SymbolPainter`); a bitmap: a diagonal cross over its placeholder grey;
/// * `switch`: the knob, where the toggle's state puts it; `thumb`: its border and shadow;
/// * `tabBar`: a hairline along its top edge (a navigation bar at its scroll edge has none).
/// Everything else (stacks, colours, shapes, cards, separators, tracks, buttons) is fills only.
struct KindPainters {
    let canvas: Canvas
    let appearance: ColorTraits
    let engine: TextEngine
    let legibility: LegibilityWeight

    func paintKind(_ e: LayoutElement) {
        if let text = e.text {
            TextPainter(canvas: canvas, engine: engine).draw(text, in: e.frame, direction: e.direction)
        }
        let controls = ControlPainter(canvas: canvas, appearance: appearance)
        let bars = BarPainter(canvas: canvas, appearance: appearance)
        switch e.kind {
        case .image:
            switch e.paint.image {
            case .symbol(let name, let color, let mirrored, _)?:
                SymbolPainter(canvas: canvas, engine: engine, legibility: legibility).draw(name, in: e.frame, color: color, mirrored: mirrored)
            case .png(let file)?:
                if !BitmapPainter(canvas: canvas).draw(file: file, in: e.frame) { controls.bitmapCross(in: e.frame) }
            case .bitmap?:
                controls.bitmapCross(in: e.frame)
            case nil:
                break
            }
        case .switch:
            controls.switchKnob(e, isOn: e.paint.isOn ?? false)
        case .thumb:
            controls.thumbEdge(e)
        case .tabBar:
            bars.tabBarHairline(e)
        case .placeholder:
            controls.placeholderHatch(in: e.frame)
        default:
            break
        }
    }
}
