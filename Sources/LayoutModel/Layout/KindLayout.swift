// The seam between the tree and the algorithms (Taffy/Yoga style): every kind answers the same two
// questions of SwiftUI's protocol (notes §1.1, propose -> size -> place):
// * `sizeThatFits(proposal)`: nil = ideal, 0 = minimum, infinity = maximum; the kind chooses, the
//   parent must accept;
// * `place(in:proposal:context:)`: the parent gives the rect it chose for the kind (its size is the
//   kind's answer) and the same proposal; the kind places its own children and returns their elements.
// Modifiers (fixedSize, padding, frame, ...) wrap a kind in `NodeBox`; kinds never see them.

protocol KindLayout: AnyObject {
    func sizeThatFits(_ proposal: ProposedSize) -> Size
    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement
    /// Spacing preferences of the kind's edges (for the stack it sits in).
    var spacing: ViewSpacing { get }
}

extension KindLayout {
    var spacing: ViewSpacing { .standard }
}

/// What a kind contributes to its node's element.
struct KindPlacement {
    var children: [LayoutElement] = []
    var text: LaidOutText? = nil
    var fill: RGBA? = nil
    var cornerRadius: Double? = nil
    var symbol: String? = nil
    var isMirrored: Bool = false
    // Controls
    /// The part iOS hit-tests (a stepper's control, a date picker's date), when not the whole kind.
    var hitPart: Rect? = nil
    /// The value VoiceOver announces, as the kind resolved it (a picker's selection, a date).
    var accessibilityValue: String? = nil
    /// A control whose size iOS sets (`LayoutElement.isSizedBySystem`).
    var isSizedBySystem = false
}

/// Makes elements for chrome (bars, switches, separators, titles) in a container's environment.
struct ChromeFactory {
    let env: LayoutEnvironment
    let context: PlacementContext

    func element(id: String, kind: ElementKind, frame: Rect, children: [LayoutElement] = [],
                 text: LaidOutText? = nil, fill: RGBA? = nil, cornerRadius: Double? = nil,
                 symbol: String? = nil, isMirrored: Bool = false, isOn: Bool? = nil) -> LayoutElement {
        LayoutElement(id: id, kind: kind, role: .chrome, isChrome: true, frame: frame, bounds: frame,
                      children: children, direction: env.direction, isPinned: env.isPinned,
                      dynamicTypeSize: env.dynamicTypeSize, scrollAxis: env.scrollAxis,
                      clip: context.clip(shape: nil, viewport: nil), opacity: env.opacity, text: text, fill: fill,
                      cornerRadius: cornerRadius, symbol: symbol, isMirrored: isMirrored,
                      paint: PaintRules.chrome(kind: kind, frame: frame, fill: fill, cornerRadius: cornerRadius,
                                               symbol: symbol, isMirrored: isMirrored, isOn: isOn, env: env),
                      allowances: env.allowances, isCritical: env.isCritical, isHidden: env.isHidden,
                      minimumTarget: env.minimumTarget)
            .unverified(env.unverified)
    }
}
