import LayoutModel
import SwiftSyntax

// `.colorMultiply(c)`: SwiftUI multiplies every colour the view draws by `c`, component by
// component, alpha too (`Color.white.colorMultiply(.red)` is red; Apple's `colorMultiply(_:)`:
// "Adds a color multiplication effect to this view"). The reader applies it to the colours the
// model holds on the nodes below, in this order:
//
// 1. Colours a node sets itself: a `Color` view, a shape's fill and stroke, the foreground and
//    tint it was given, a colour or styled background, overlay or border: each multiplied, for
//    the variant's appearance (`ColorValue.multiplied`), Increase Contrast kept apart.
// 2. What draws with the foreground style it inherits (a text, a symbol, a shape with no fill):
//    when the modified view set a foreground itself, every such colour below is one of rule 1's
//    and is multiplied; when it did not, the style comes from outside the modified view, which the
//    reader has not yet evaluated: that colour is not multiplied, marked `color` unverified.
// 3. What the model has no colour of: an image's pixels (a bitmap or an asset), a gradient, a
//    view drawn as a background or overlay, a control's own chrome: marked `color` unverified.
// Whatever rules 2 and 3 marked is listed once, at the modifier.

extension Evaluator {
    /// Handles `.colorMultiply(c)`; nil for any other modifier.
    func colorMultiplyModifier(_ name: String, on view: ViewValue, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        guard name == "colorMultiply" else { return nil }
        guard let first = args.first, let m = ColorConversion.color(first, environment.appearance)
                ?? ColorConversion.color(resolveImplicit(first, in: "Color"), environment.appearance) else {
            throw fail(node, "colour '\(args.list.first.map { short($0.syntax ?? ExprSyntax(node)) } ?? "")' is not understood")
        }
        let appearance = environment.appearance
        let (v, unmultiplied) = view.markingSubtrees(.color) { n, top in
            Self.multiplyColors(&n, by: m, appearance, inheritsKnown: top.modifiers.foreground != nil)
        }
        if unmultiplied {
            record(Unknown(place: place(node), reason: "'.colorMultiply' on a colour the reader does not hold (an image's pixels, a gradient, a style from outside the view)"),
                   "that colour is drawn unmultiplied")
        }
        return v
    }

    /// Rules 1-3 on one node: its own colours multiplied; true when it draws a colour not multiplied.
    private static func multiplyColors(_ n: inout Node, by m: ColorValue, _ appearance: Appearance, inheritsKnown: Bool) -> Bool {
        func times(_ c: ColorValue) -> ColorValue { c.multiplied(by: m, in: appearance) }
        var unknown = false
        // Rule 1: what the node sets.
        let ownForeground = n.modifiers.foreground
        n.modifiers.foreground = ownForeground.map(times)
        n.modifiers.tint = n.modifiers.tint.map(times)
        if let c = n.modifiers.border?.color { n.modifiers.border?.color = times(c) }
        func decoration(_ d: DecorationValue?) -> DecorationValue? {
            switch d {
            case .color(let c)?: return .color(times(c))
            case .styled(let c, let r, let stroke)?:
                var s = stroke
                if let sc = s?.color { s?.color = times(sc) }
                return .styled(color: c.map(times), cornerRadius: r, stroke: s)
            case .node?: unknown = true; return d
            case nil: return nil
            }
        }
        n.modifiers.background = decoration(n.modifiers.background)
        n.modifiers.overlay = decoration(n.modifiers.overlay)
        // Rule 2: drawn with the inherited foreground style.
        let foregroundKnown = ownForeground != nil || inheritsKnown
        switch n.kind {
        case .color(let c): n.kind = .color(times(c))
        case .shape(var s):
            if let f = s.fill { s.fill = times(f) } else if s.gradient != nil { unknown = true } else if !foregroundKnown { unknown = true }
            if let c = s.stroke?.color { s.stroke?.color = times(c) }
            n.kind = .shape(s)
        case .text, .label, .image(.symbol), .image(.resizableSymbol):
            if !foregroundKnown { unknown = true }
        // Rule 3.
        case .image: unknown = true
        default:
            if n.kind.isControl { unknown = true }
        }
        return unknown
    }
}
