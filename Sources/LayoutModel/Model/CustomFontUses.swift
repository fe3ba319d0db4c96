/// A custom font name (`font: {name}`, SwiftUI's `Font.custom`) a screen asks for, and where.
public struct CustomFontUse: Hashable, Sendable {
    public var name: String
    /// Where the node that sets it was written (the SwiftUI reader's location), if known.
    public var source: NodeSource?
    /// The YAML line of that node, if known.
    public var line: Int?
}

extension Screen {
    /// Every custom font name the screen's nodes set, in tree order (backgrounds and overlays that
    /// are views included), so later stages can check names without walking nodes themselves.
    public var customFontUses: [CustomFontUse] {
        var out: [CustomFontUse] = []
        func visit(_ n: Node) {
            if let name = n.modifiers.font?.name { out.append(CustomFontUse(name: name, source: n.source, line: n.line)) }
            n.kind.children.forEach(visit)
            if case .node(let b)? = n.modifiers.background { visit(b) }
            if case .node(let o)? = n.modifiers.overlay { visit(o) }
        }
        visit(body)
        presentation?.nodes.forEach(visit)
        return out
    }
}
