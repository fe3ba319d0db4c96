import LayoutModel
import SwiftSyntax

// `.tabViewStyle(...)` on a `TabView` (`StillFramesTests`):
// * `.page`, `.page(indexDisplayMode:)` (`PageTabViewStyle()`): a paging scroll view with no tab
//   bar, showing its first page, as a preview shows it before any swipe. The view takes the whole
//   space offered (it pages across it) and centres the page in it; a fixed frame already written
//   keeps its lengths. The page dots (a `UIPageControl` at the bottom, shown for more than one page
//   unless `indexDisplayMode: .never`) are not drawn: listed as left out when they would show;
// * `.automatic`, `.sidebarAdaptable`, `.tabBarOnly`: the tab bar the model draws on iPhone;
// * anything else is listed, the default drawn.
// On a view that is no `TabView` it changes nothing (the style is for the tab views below, which
// the reader builds before the modifier is read).

enum TabViewStyles {
    static func apply(_ style: Value?, to n: Node, evaluator: Evaluator, at node: FunctionCallExprSyntax) throws -> Node {
        guard case .tabView(let value) = n.kind else { return n }
        let name: String? = if case .member(let s, _)? = style { s } else { nil }
        switch name {
        case "automatic", "sidebarAdaptable", "tabBarOnly": return n
        case "page": return try paged(value, style, n, evaluator: evaluator, at: node)
        default: throw evaluator.fail(node, "tab view style '\(evaluator.short(node))' is not modelled")
        }
    }

    /// `.page`: the first page, centred in a view that fills what it is offered.
    private static func paged(_ value: TabViewValue, _ style: Value?, _ n: Node, evaluator: Evaluator,
                              at node: FunctionCallExprSyntax) throws -> Node {
        var n = n
        var frame = n.modifiers.frame ?? FrameValue()
        if frame.width == nil { frame.maxWidth = .infinity }
        if frame.height == nil { frame.maxHeight = .infinity }
        n.modifiers.frame = frame
        n.kind = .zStack(value.content.map { [$0] } ?? [])
        var never = false
        if case .member(_, let a)? = style, case .member("never", _)? = a.first(where: { $0.label == "indexDisplayMode" })?.value { never = true }
        if value.tabs.count > 1, !never {
            evaluator.record(Unknown(place: evaluator.place(node), reason: "the page dots of a paged TabView are not drawn"), "its first page is drawn")
        }
        return n
    }
}
