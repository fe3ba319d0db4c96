import LayoutModel
import SwiftSyntax

// A view value placed in a builder holds its nodes as views made do: `var a = AnyView(Text("x"));
// for _ in 0..<40 { a = AnyView(HStack { a; a }) }` made 41 nodes but held 2^40, and every walk
// of the tree (`mapSubtree`, layout) ran without end. Rule: what a builder's expression gives
// beyond the nodes its evaluation made (a variable's views used again) counts against
// `maximumNodes` too, so no tree the reader draws holds more nodes than the limit. The count
// stops one past what the budget has left: it never walks more than the limit.
extension Evaluator {
    func holding(_ value: ViewValue, madeSince before: Int, at node: some SyntaxProtocol) throws {
        let madeNow = nodes - before
        let enough = Evaluator.maximumNodes - before + 1
        var held = 0
        for n in value.nodes where held < enough { held += Self.count(n, upTo: enough - held) }
        if held > madeNow { try made(held - madeNow, at: node) }
    }

    /// The nodes of `n`'s subtree (its background and overlay too), counted up to `limit`.
    private static func count(_ n: Node, upTo limit: Int) -> Int {
        var total = 1
        var parts = n.kind.children
        if case .node(let b)? = n.modifiers.background { parts.append(b) }
        if case .node(let o)? = n.modifiers.overlay { parts.append(o) }
        for c in parts where total < limit { total += count(c, upTo: limit - total) }
        return total
    }
}
