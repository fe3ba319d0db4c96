import LayoutModel
import SwiftSyntax

// `.controlSize(_:)` on iPhone. It changes how iOS draws only some controls; the model draws every
// control at the regular size. In order:
//
// 1. `.regular` (the default) changes nothing.
// 2. Another size (`.mini`, `.small`, `.large`, `.extraLarge`) changes a bordered or prominent
//    button's height, padding and font, a segmented picker's height and a spinner's style
//    (`ProgressView()` at `.large` is UIKit's large activity indicator): each such control below
//    is marked `size` unverified and the modifier listed once. A button with no style yet counts
//    as one (a `.buttonStyle(.bordered)` written outside the `.controlSize` is applied after it).
// 3. Views iOS draws the same at every size (text, images, a plain button's label, a toggle's
//    switch, a slider, a stepper, a text field, a menu picker's row) and views with no control at
//    all: nothing changes, nothing is listed.

extension Evaluator {
    /// Handles `.controlSize(size)`; nil for any other modifier.
    func controlSizeModifier(_ name: String, on view: ViewValue, _ args: Arguments, at node: FunctionCallExprSyntax) -> ViewValue? {
        guard name == "controlSize" else { return nil }
        // Rule 1.
        if case .member("regular", _)? = args.first { return view }
        // Rules 2 and 3.
        let (v, resized) = view.markingSubtrees(.size) { n, _ in Self.drawnBySize(n) }
        if resized {
            record(Unknown(place: place(node), reason: "control size '\(short(node))' is not modelled for bordered buttons, segmented pickers and spinners"),
                   "they are drawn at the regular size")
        }
        return v
    }

    /// Rule 2: a control iOS draws differently at another control size.
    private static func drawnBySize(_ n: Node) -> Bool {
        switch n.kind {
        case .button: return n.modifiers.style != .plain
        case .picker(let p): return p.style == .segmented
        case .image(.symbol("progress.indicator")): return true
        default: return false
        }
    }
}
