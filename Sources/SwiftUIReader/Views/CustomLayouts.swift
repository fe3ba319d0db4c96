import LayoutModel
import SwiftSyntax

// A custom `Layout` (`struct FlowLayout: Layout { sizeThatFits...; placeSubviews... }`, called as
// `FlowLayout { chips }` or `(FlowLayout(alignment: .center)) { chips }`) places its subviews with
// code that runs while SwiftUI lays out, which the model does not run (issue 26):
//
// 1. The subviews are still evaluated and drawn: nothing that can be evaluated is lost because
//    the arrangement cannot be (their texts, colours and labels are known and checked).
// 2. They are drawn one under the other (a vertical stack, the arrangement most such layouts fall
//    back to when the width runs out), inside a container named after the layout, and every node
//    is `size`-unverified: where a subview lands is not known, so no geometry check judges them.
//    A layout only places its subviews and draws nothing of its own, so colours stay verified.
// 3. The layout is listed among what was not evaluated, at its call.
// 4. A layout called with no content, or whose content draws nothing, is a placeholder.

extension Evaluator {
    /// Rules 1 to 4: the subviews of custom layout `name`, called at `node` with `content`.
    func customLayout(_ name: String, content: Closure?, at node: FunctionCallExprSyntax) throws -> ViewValue {
        let reason = "custom Layout '\(name)' is not modelled"
        guard let content else { throw fail(node, reason, view: name) }
        let subviews = try self.content(content, at: node)
        guard !subviews.nodes.isEmpty else { throw fail(node, reason, view: name) }
        record(Unknown(place: place(node), reason: reason), "its subviews are drawn stacked, their positions unverified")
        let stacked = try make(.vStack(subviews.marking(.size).nodes), name, at: node)
        var v = ViewValue(nodes: [stacked])
        v.preferences = subviews.preferences
        return v.marking(.size)
    }
}
