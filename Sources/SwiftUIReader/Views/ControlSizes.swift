import LayoutModel
import SwiftSyntax

// `.controlSize(_:)` on iPhone: an environment value (the screen format's inherited `controlSize`,
// the innermost wins). It changes how iOS draws only some controls. In order:
//
// 1. `.regular` (the default) changes nothing.
// 2. A bordered or prominent button (or menu) draws it: the layout gives such a button its insets
//    at `.large` (`ButtonMetrics`), and marks one at `.mini`, `.small` or `.extraLarge` `size`
//    unverified, whatever order `.buttonStyle` and `.controlSize` were written in. Those three are
//    listed once, at the modifier, when a button below is bordered or may still be styled so (no
//    style yet: a `.buttonStyle(.bordered)` written outside the `.controlSize` is applied after it).
// 3. A segmented picker's height and a spinner's style (`ProgressView()` at `.large` is UIKit's
//    large activity indicator) change at every other size and are not modelled: each is marked
//    `size` unverified and the modifier listed once.
// 4. Views iOS draws the same at every size (text, images, a plain button, a toggle's switch, a
//    slider, a stepper, a text field, a menu picker's row) and views with no control at all:
//    nothing changes, nothing is listed.

extension Evaluator {
    /// Handles `.controlSize(size)`; nil for any other modifier.
    func controlSizeModifier(_ name: String, on view: ViewValue, _ args: Arguments, at node: FunctionCallExprSyntax) -> ViewValue? {
        guard name == "controlSize" else { return nil }
        guard case .member(let sizeName, _)? = args.first, let size = ControlSize(rawValue: sizeName) else {
            record(Unknown(place: place(node), reason: "control size '\(short(node))' is not understood"),
                   "controls are drawn at the regular size")
            return view.marking(ModifierAspects.of(name))
        }
        // Rule 1.
        if size == .regular { return view }
        // Rule 2.
        var v = view
        v.nodes = v.nodes.map { n in var n = n; if n.modifiers.controlSize == nil { n.modifiers.controlSize = size }; return n }
        let buttons = size != .large && v.markingSubtrees([]) { n, _ in Self.mayBeBordered(n) }.marked
        // Rule 3.
        let (marked, resized) = v.markingSubtrees(.size) { n, _ in Self.drawnBySize(n) }
        if buttons || resized {
            let what = [buttons ? "bordered buttons" : nil, resized ? "segmented pickers and spinners" : nil].compactMap { $0 }
            record(Unknown(place: place(node), reason: "control size '.\(sizeName)' is not modelled for \(what.joined(separator: " or "))"),
                   "they are drawn at the regular size")
        }
        return marked
    }

    /// Rule 2: a button or menu that is bordered, or has no style yet.
    private static func mayBeBordered(_ n: Node) -> Bool {
        switch n.kind {
        case .button, .menu: return n.modifiers.style != .plain
        default: return false
        }
    }

    /// Rule 3: a control iOS draws differently at another control size.
    private static func drawnBySize(_ n: Node) -> Bool {
        switch n.kind {
        case .picker(let p): return p.style == .segmented
        case .image(.symbol("progress.indicator")): return true
        default: return false
        }
    }
}
