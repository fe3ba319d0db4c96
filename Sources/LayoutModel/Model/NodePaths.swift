// Default element ids: a node's path in the file. The root is `body/<kind>`; child i of a container
// at path P is `P[i]/<kind>` (0-based); a single child (a button's label, a scroll view's content)
// is `P/<kind>`; named slots are `P/<slot>/<kind>` (`content`, `background`, `overlay`) or
// `P/<slot>[i]/<kind>` (`leading`, `trailing`). So `body/vStack[2]/button` is the third child of
// the body's vStack, a button.

extension Node {
    /// This node and its subtree with every `path` assigned from `path` (the decoder and the
    /// Swift DSL both use this, so ids agree whichever way a screen was written).
    public func assigningPaths(_ path: String) -> Node {
        var node = self
        node.path = path
        func child(_ n: Node, _ p: String) -> Node { n.assigningPaths(p + "/" + n.kind.name) }
        func list(_ nodes: [Node], _ p: String) -> [Node] {
            nodes.enumerated().map { i, n in n.assigningPaths("\(p)[\(i)]/\(n.kind.name)") }
        }
        switch kind {
        case .button(let label): node.kind = .button(label: child(label, path))
        case .hStack(let c): node.kind = .hStack(list(c, path))
        case .vStack(let c): node.kind = .vStack(list(c, path))
        case .zStack(let c): node.kind = .zStack(list(c, path))
        case .adaptiveStack(let c): node.kind = .adaptiveStack(list(c, path))
        case .viewThatFits(let c): node.kind = .viewThatFits(list(c, path))
        case .list(let c): node.kind = .list(list(c, path))
        case .scrollView(let c): node.kind = .scrollView(child(c, path))
        case .navigationStack(var n):
            n.leading = list(n.leading, path + "/leading")
            n.trailing = list(n.trailing, path + "/trailing")
            n.content = n.content.map { child($0, path + "/content") }
            node.kind = .navigationStack(n)
        case .tabView(var t):
            t.content = t.content.map { child($0, path + "/content") }
            node.kind = .tabView(t)
        default: break
        }
        if case .node(let n)? = modifiers.background { node.modifiers.background = .node(child(n, path + "/background")) }
        if case .node(let n)? = modifiers.overlay { node.modifiers.overlay = .node(child(n, path + "/overlay")) }
        return node
    }
}

extension Screen {
    /// The screen with every node's path assigned, starting at `body/<kind>`.
    public func assigningPaths() -> Screen {
        var s = self
        s.body = body.assigningPaths("body/" + body.kind.name)
        return s
    }
}
