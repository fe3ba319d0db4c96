import SwiftSyntax
import LayoutModel

// Element ids of SwiftUI screens: a path of view type names, `PetCard/VStack/Text[1]`. A child of
// a container is numbered among its siblings of the same type only, so adding an Image does not
// renumber the Texts beside it; a one-child slot (a button's label, a scroll view's content) has
// no number. An `accessibilityIdentifier` replaces the path as the id (and roots a control's
// label's id at it).

enum SwiftPaths {
    /// The segment of a node that a later modifier wrapped in a ZStack: it keeps the view's id and
    /// the wrapper gets the id with `~` appended.
    static let wrapped = "\u{1}wrapped"

    static func assign(_ node: Node) -> Node { assign(node, path: node.path) }

    /// Sibling views under `base`, each numbered among those of its type.
    static func assign(_ nodes: [Node], under base: String) -> [Node] {
        var seen: [String: Int] = [:]
        return nodes.map { c in
            let i = seen[c.path, default: 0]
            seen[c.path] = i + 1
            return assign(c, path: "\(base)/\(c.path)[\(i)]")
        }
    }

    private static func assign(_ node: Node, path: String) -> Node {
        var n = node
        n.path = path
        func slot(_ c: Node) -> Node { assign(c, path: path + "/" + c.path) }
        func list(_ nodes: [Node], _ base: String) -> [Node] { assign(nodes, under: base) }
        switch n.kind {
        // A control with an `accessibilityIdentifier` names its label by the control, as a screen
        // file's does (`LayoutModel`'s `NodePaths`): `<id>/label`, `<id>/icon`, `<id>/content`.
        case .button(let label):
            n.kind = .button(label: n.modifiers.id.map { Node.controlLabel(label, control: $0) } ?? slot(label))
        case .menu(let label):
            n.kind = .menu(label: n.modifiers.id.map { Node.controlLabel(label, control: $0) } ?? slot(label))
        case .hStack(let c): n.kind = .hStack(list(c, path))
        case .vStack(let c): n.kind = .vStack(list(c, path))
        case .zStack(let c):
            if c.count == 1, c[0].path == wrapped {
                n.path = path + "~"
                n.kind = .zStack([assign(c[0], path: path)])
            } else {
                n.kind = .zStack(list(c, path))
            }
        case .adaptiveStack(let c): n.kind = .adaptiveStack(list(c, path))
        case .viewThatFits(let c): n.kind = .viewThatFits(list(c, path))
        case .list(let c): n.kind = .list(list(c, path))
        case .scrollView(let c): n.kind = .scrollView(slot(c))
        case .navigationStack(var v):
            v.leading = list(v.leading, path + "/leading")
            v.trailing = list(v.trailing, path + "/trailing")
            v.content = v.content.map(slot)
            n.kind = .navigationStack(v)
        case .tabView(var t):
            t.content = t.content.map(slot)
            n.kind = .tabView(t)
        // Containers and drawing: header and footer are slots; rows, cells and items numbered.
        case .section(var s):
            s.header = s.header.map { assign($0, path: path + "/header/" + $0.path) }
            s.content = list(s.content, path)
            s.footer = s.footer.map { assign($0, path: path + "/footer/" + $0.path) }
            n.kind = .section(s)
        case .grid(var g):
            var rows = 0
            g.rows = g.rows.map { r in
                var r = r
                if r.isGridRow { r.cells = list(r.cells, "\(path)/GridRow[\(rows)]"); rows += 1 } else { r.cells = list(r.cells, path) }
                return r
            }
            n.kind = .grid(g)
        case .lazyVGrid(var g):
            g.items = list(g.items, path)
            n.kind = .lazyVGrid(g)
        case .chart(var c):
            for i in c.marks.indices {
                c.marks[i].annotation = c.marks[i].annotation.map { assign($0, path: "\(path)/annotation[\(i)]/" + $0.path) }
            }
            n.kind = .chart(c)
        // Its content made for a representative size; what it makes at layout is numbered the same way.
        case .geometryReader(var g):
            g.content = list(g.content, path)
            n.kind = .geometryReader(g)
        default: break
        }
        if case .node(let b)? = n.modifiers.background { n.modifiers.background = .node(assign(b, path: path + "/background/" + b.path)) }
        if case .node(let o)? = n.modifiers.overlay { n.modifiers.overlay = .node(assign(o, path: path + "/overlay/" + o.path)) }
        return n
    }
}

enum ViewNames {
    /// The type a view expression makes, for a placeholder's label: `PetCard(...).padding()` is `PetCard`.
    static func typeName(of expr: ExprSyntax) -> String {
        var e = expr
        while true {
            if let call = e.as(FunctionCallExprSyntax.self) {
                if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base { e = base; continue }
                e = call.calledExpression
                continue
            }
            if let m = e.as(MemberAccessExprSyntax.self) { return m.declName.baseName.plainText }
            if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.plainText }
            return "View"
        }
    }
}
