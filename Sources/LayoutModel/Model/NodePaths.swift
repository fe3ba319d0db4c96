// Default element ids: a node's path in the file. The root is `body/<kind>`; child i of a container
// at path P is `P[i]/<kind>` (0-based); a single child (a button's label, a scroll view's content)
// is `P/<kind>`; named slots are `P/<slot>/<kind>` (`content`, `background`, `overlay`) or
// `P/<slot>[i]/<kind>` (`leading`, `trailing`). So `body/vStack[2]/button` is the third child of
// the body's vStack, a button.
//
// Rule (stable identity): inside a button with an `id`, the label is named by the control, never
// by position, so inserting a row above the button keeps its findings' identity: a text label is
// `<id>/label`, an image label `<id>/icon`; a stacked label is `<id>/content`, its first text
// `<id>/label` and first image `<id>/icon` (later ones `<id>/label[1]`, `<id>/icon[1]`), other
// children `<id>/content[i]/<kind>`.

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
        case .button(let label):
            if let id = modifiers.id { node.kind = .button(label: Node.controlLabel(label, control: id)) }
            else { node.kind = .button(label: child(label, path)) }
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
        // Controls: a menu's label is named as a button's.
        case .menu(let label):
            if let id = modifiers.id { node.kind = .menu(label: Node.controlLabel(label, control: id)) }
            else { node.kind = .menu(label: child(label, path)) }
        // Containers and drawing
        case .section(var s):
            s.header = s.header.map { child($0, path + "/header") }
            s.content = list(s.content, path)
            s.footer = s.footer.map { child($0, path + "/footer") }
            node.kind = .section(s)
        case .grid(var g):
            g.rows = g.rows.enumerated().map { r, row in
                var row = row
                row.cells = row.isGridRow ? list(row.cells, "\(path)/row[\(r)]") : [child(row.cells[0], "\(path)/row[\(r)]")]
                return row
            }
            node.kind = .grid(g)
        case .lazyVGrid(var g):
            g.items = list(g.items, path)
            node.kind = .lazyVGrid(g)
        case .chart(var c):
            for i in c.marks.indices { c.marks[i].annotation = c.marks[i].annotation.map { child($0, "\(path)/annotation[\(i)]") } }
            node.kind = .chart(c)
        case .geometryReader(var g):
            g.content = list(g.content, path)
            node.kind = .geometryReader(g)
        default: break
        }
        if case .node(let n)? = modifiers.background { node.modifiers.background = .node(child(n, path + "/background")) }
        if case .node(let n)? = modifiers.overlay { node.modifiers.overlay = .node(child(n, path + "/overlay")) }
        return node
    }

    /// A control's label with paths rooted at the control's id (the rule at the top).
    public static func controlLabel(_ label: Node, control id: String) -> Node {
        switch label.kind {
        case .text: return label.assigningPaths(id + "/label")
        case .image: return label.assigningPaths(id + "/icon")
        default:
            var content = label.assigningPaths(id + "/content")
            var counts: [String: Int] = [:]
            func named(_ n: Node, _ i: Int) -> Node {
                let role: String
                switch n.kind {
                case .text: role = "label"
                case .image: role = "icon"
                default: return n.assigningPaths("\(id)/content[\(i)]/\(n.kind.name)")
                }
                let k = counts[role, default: 0]
                counts[role] = k + 1
                return n.assigningPaths(id + "/" + role + (k == 0 ? "" : "[\(k)]"))
            }
            switch content.kind {
            case .hStack(let c): content.kind = .hStack(c.enumerated().map { named($1, $0) })
            case .vStack(let c): content.kind = .vStack(c.enumerated().map { named($1, $0) })
            case .zStack(let c): content.kind = .zStack(c.enumerated().map { named($1, $0) })
            default: break
            }
            return content
        }
    }
}

extension Screen {
    /// The screen with every node's path assigned, starting at `body/<kind>`.
    public func assigningPaths() -> Screen {
        var s = self
        s.body = body.assigningPaths("body/" + body.kind.name)
        // Presentations: `sheet/content/<kind>`, `alert/actions[i]/button` (`confirmationDialog/...`).
        switch presentation {
        case .sheet(var v)?:
            v.content = v.content.assigningPaths("sheet/content/" + v.content.kind.name)
            s.presentation = .sheet(v)
        case .alert(var v)?:
            v.actions = v.actions.enumerated().map { $1.assigningPaths("alert/actions[\($0)]/" + $1.kind.name) }
            s.presentation = .alert(v)
        case .confirmationDialog(var v)?:
            v.actions = v.actions.enumerated().map { $1.assigningPaths("confirmationDialog/actions[\($0)]/" + $1.kind.name) }
            s.presentation = .confirmationDialog(v)
        case nil: break
        }
        return s
    }
}
