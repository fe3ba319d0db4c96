import LayoutModel
import SwiftSyntax

// `GeometryReader { proxy in ... }` takes all the space offered and places its content at its
// top-leading corner (SwiftUI's documentation of `GeometryReader`). The size it offers is known only
// when the screen is laid out, after the reader has evaluated the view code, so `proxy` is an
// unknown: what the content computes from it (`.frame(width: proxy.size.width / 2)`) is left at its
// default and marked, and everything else in the content is evaluated and drawn.

extension Evaluator {
    func geometryReader(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        let proxy = Value.unknown(Unknown(place: place(node), reason: "GeometryReader's size is known only at layout"))
        let inner = try content(args.trailing ?? args.closure("content"), at: node, [proxy])
        var m = Modifiers()
        m.alignment = .topLeading
        m.frame = FrameValue(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        var v = ViewValue(nodes: [try make(.zStack(inner.nodes), "GeometryReader", at: node, m)])
        v.preferences = inner.preferences
        return v
    }
}
