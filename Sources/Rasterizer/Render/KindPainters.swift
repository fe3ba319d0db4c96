import LayoutModel

/// What each kind draws on top of its uniform fills (`ElementPaint`), chosen by the element's kind:
/// * any element with `text`: its lines (`TextPainter`);
/// * `image` with a symbol: an SF-Symbol-like glyph in `ElementPaint.symbolColor`, mirrored when
///   `isMirrored` (`SymbolPainter`); a bitmap image: a diagonal cross over its placeholder grey;
/// * `switch`: the knob; `thumb`: its border and shadow; `textField`: its rounded border;
/// * `tabBar`: a hairline along its top edge (a navigation bar at its scroll edge has none).
/// Everything else (stacks, colours, shapes, cards, separators, tracks, buttons) is fills only.
struct KindPainters {
    let canvas: Canvas
    let appearance: ColorTraits
    let engine: TextEngine
    let legibility: LegibilityWeight

    func paintKind(_ e: LayoutElement, parent: LayoutElement?) {
        if let text = e.text {
            TextPainter(canvas: canvas, engine: engine).draw(text, in: e.frame, direction: e.direction)
        }
        let controls = ControlPainter(canvas: canvas, appearance: appearance)
        let bars = BarPainter(canvas: canvas, appearance: appearance)
        switch e.kind {
        case "image":
            if let name = e.symbol {
                SymbolPainter(canvas: canvas, engine: engine, legibility: legibility)
                    .draw(name, in: e.frame, color: ElementPaint.symbolColor(of: e, appearance: appearance),
                          mirrored: e.isMirrored)
            } else if case .image(.bitmap)? = e.node?.kind {
                controls.bitmapCross(in: e.frame)
            }
        case "switch":
            controls.switchKnob(e, isOn: RenderWalk.isOn(parent))
        case "thumb":
            controls.thumbEdge(e)
        case "textField":
            controls.textFieldBorder(e)
        case "tabBar":
            bars.tabBarHairline(e)
        case "placeholder":
            controls.placeholderHatch(in: e.frame)
        default:
            break
        }
    }
}

extension RenderWalk {
    /// The state of the toggle a switch belongs to.
    static func isOn(_ toggle: LayoutElement?) -> Bool {
        if case .toggle(let value)? = toggle?.node?.kind { return value.isOn }
        return false
    }
}
