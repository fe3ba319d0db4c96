import LayoutModel
import SwiftSyntax

// A `TabView`'s tabs, as iOS 18's tab API and the older `.tabItem` write them (`TabsTests`):
//
// 1. `Tab("Title", systemImage: "x", value: v, role: r) { content }` and
//    `Tab(value: v) { content } label: { Label(...) }` are one tab each: the tab bar shows the
//    title and symbol (or the label's first text and symbol), the tab's page is its content, and
//    `value:` is the tab's tag. `image:` names an asset image: the bar item keeps its title only.
// 2. `.tabItem { Label(...) }` on a view makes the same bar item of the label's first text and
//    symbol; `.tag(v)` on it is the tab's tag.
// 3. `TabSection("Title") { tabs }` groups tabs in the iPad sidebar; on iPhone its tabs are in the
//    bar as if written without it.
// 4. `TabView(selection: $v)` shows the tab whose tag equals `v` (tags compared as a Picker's are,
//    `PickerTags`); without `selection:` the first. A selection that is not known, or matches no
//    tab, shows the first tab and says so.
extension Evaluator {
    /// Rules 1 and 3: `Tab` and `TabSection`, or nil when `name` is neither.
    func tabs(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        switch name {
        case "Tab":
            let page = try content(args.closure("content") ?? args.trailing, at: node)
            var item = Tab(label: try title(args, at: node) ?? .literal(""))
            if case .string(let s)? = args.labeled("systemImage") { item.symbol = s.text }
            if let symbol = SFSymbolName.argument(args) { item.symbol = symbol }
            if let label = args.closure("label") {
                let bar = barItem(try content(label, at: node).nodes)
                if case .literal("") = item.label { item.label = bar.label }
                if item.symbol == nil { item.symbol = bar.symbol }
            }
            var v = marking(page, as: item)
            if let value = args.labeled("value"), let key = tagKey(value) {
                v.nodes = v.nodes.map { n in var n = n; n.tag = key; return n }
            }
            return v
        case "TabSection":
            return try content(args.closure("content") ?? args.trailing, at: node)
        default:
            return nil
        }
    }

    /// Rule 2: a tab bar item of the first text and symbol found in `nodes`.
    func barItem(_ nodes: [Node]) -> Tab {
        var tab = Tab(label: .literal(""))
        func find(_ n: Node) {
            if case .text(let t) = n.kind, case .literal("") = tab.label { tab.label = t }
            if case .label(let l) = n.kind {
                if case .literal("") = tab.label { tab.label = l.title }
                if tab.symbol == nil { tab.symbol = l.symbol }
            }
            if case .image(let image) = n.kind, let s = image.symbolName, tab.symbol == nil { tab.symbol = s }
            n.kind.children.forEach(find)
        }
        nodes.forEach(find)
        return tab
    }

    /// `page`'s views marked as the page of the bar item `item`, for the `TabView` around them.
    func marking(_ page: ViewValue, as item: Tab) -> ViewValue {
        tabItems.append(item)
        var v = page
        v.nodes = v.nodes.map { n in var n = n.withoutTabMark; n.path += Node.tabMarker + String(tabItems.count - 1); return n }
        return v
    }

    /// Rule 4: the index of the page a `TabView` shows.
    func selectedTab(_ pages: [Node], _ selection: Value?, at node: some SyntaxProtocol) -> Int {
        guard let selection, !pages.isEmpty else { return 0 }
        if let u = selection.unknown {
            record(u, "the TabView's selection is not known: its first tab is shown")
            return 0
        }
        if let key = tagKey(selection), let i = pages.firstIndex(where: { $0.tabTag == key }) { return i }
        warn(node, "TabView's selection matches no tab's tag: the first tab is shown")
        return 0
    }
}

extension Node {
    /// The tag of a tab's page: its own, or that of the one view a modifier wraps (never a tag
    /// of a view inside the page, such as a picker option's).
    var tabTag: String? {
        if let tag { return tag }
        let children = kind.children
        return children.count == 1 ? children[0].tabTag : nil
    }
}
