import LayoutModel
import SwiftSyntax

// `.safeAreaInset(edge:alignment:spacing:content:)` and `.safeAreaPadding(_:_:)`, laid out as
// SwiftUI lays them out (OpenSwiftUICore's `InsetViewLayout`, audited against SwiftUI 6.5.4): the
// inset content sits at `edge`, proposed the parent's length less the spacing and the modified
// view's minimum; the modified view takes the rest on the opposite side, its safe area (so its
// content) inset by the content's length plus the spacing; the pair is as long as both plus the
// spacing and as wide as the wider; the content is aligned to the view by `alignment` across the
// axis; `spacing: nil` is the views' own spacing preference, else the default stack spacing.
// That is the model's stack of the two in that order with that spacing and alignment, which is
// what it becomes (a `vStack` for top and bottom, an `hStack` for leading and trailing).
// `.safeAreaPadding(edges, length)` is an inset of clear space of `length` (nil: the default
// padding) on each edge: the model's padding. Not modelled: a scroll view or list inset this way
// still draws its own background under the inset content (iOS scrolls content under it); here
// the space beside it shows what is behind the pair.

extension Evaluator {
    /// Handles `.safeAreaInset` and `.safeAreaPadding`; nil when `name` is neither.
    func safeAreaInsetModifier(_ name: String, on view: ViewValue, _ args: Arguments,
                               at node: FunctionCallExprSyntax) throws -> ViewValue? {
        switch name {
        case "safeAreaInset":
            guard case .member(let edge, _)? = args.labeled("edge"), ["top", "bottom", "leading", "trailing"].contains(edge) else {
                throw fail(node, ".safeAreaInset edge '\(short(node))' is not understood")
            }
            let vertical = edge == "top" || edge == "bottom"
            let inset = try content(args.trailing ?? args.closure("content"), at: node)
            var v = view
            guard !inset.nodes.isEmpty else { return v }
            let axis: Axis = vertical ? .vertical : .horizontal
            let bar = try single(inset, at: node, axis: axis)
            let primary = try single(view, at: node, axis: axis)
            var m = Modifiers()
            m.spacing = try args.labeled("spacing").flatMap { s in
                if case .none = s { return nil }
                guard let d = s.number else { throw fail(node, ".safeAreaInset spacing is not a number") }
                return length(d, in: Limits.signedLength, ".safeAreaInset spacing", at: node)
            }
            let alignment = args.labeled("alignment")
            m.alignment = vertical
                ? Alignment(horizontal: alignment.flatMap(LayoutConversion.horizontal) ?? .center, vertical: .center)
                : Alignment(horizontal: .center, vertical: alignment.flatMap(LayoutConversion.vertical) ?? .center)
            let pair = edge == "top" || edge == "leading" ? [bar, primary] : [primary, bar]
            v.nodes = [try make(vertical ? .vStack(pair) : .hStack(pair), "safeAreaInset", at: node, m)]
            v.preferences.merge(inset.preferences)
            return v
        case "safeAreaPadding":
            return try applyModifier("padding", on: view, args, at: node)
        default:
            return nil
        }
    }
}
