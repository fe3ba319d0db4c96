// ignoresSafeArea (SwiftUI's `.ignoresSafeArea(_:edges:)` and `.edgesIgnoringSafeArea(_:)`): on each
// ignored edge where the view's bounds reach the safe area's edge, the view is placed out to the
// screen's edge (under the status bar, the home indicator, and a navigation or tab bar above or
// below it) and proposed that larger size. Rules, in the order they apply:
// 1. `safeArea`: the device's safe rect (`Device.safeArea`), less a navigation bar above and a tab
//    bar below the content of a `navigationStack` / `tabView` (`PlacementContext.safeArea`);
// 2. `reaches`: the view reaches an edge when its bounds are within `touching` of it; a view that
//    stops short of the safe area's edge does not grow, as in SwiftUI;
// 3. `grow`: the bounds move out to the screen's edge there; the parent's layout does not change
//    (SwiftUI grows the view's frame as it places it, after its parent chose its size);
// 4. in a scroll view (or a list) nothing grows: its content scrolls under the bars.
// `leading` and `trailing` are the right and left edges in right-to-left. The iPhone's safe area
// has no side insets in portrait, so only `top` and `bottom` change a portrait screen.

enum SafeAreaRules {
    /// Points within which a view reaches the safe area's edge (layout rounds to pixels).
    static let touching = 0.5

    /// `rect` grown over the safe area's edges it reaches among `edges` (rules 2 and 3).
    static func grow(_ rect: Rect, edges: EdgeSet, safeArea: Rect, screen: Rect, direction: LayoutDirection) -> Rect {
        let left: EdgeSet = direction == .leftToRight ? .leading : .trailing
        let right: EdgeSet = direction == .leftToRight ? .trailing : .leading
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), minY <= safeArea.minY + touching { minY = min(minY, screen.minY) }
        if edges.contains(.bottom), maxY >= safeArea.maxY - touching { maxY = max(maxY, screen.maxY) }
        if edges.contains(left), minX <= safeArea.minX + touching { minX = min(minX, screen.minX) }
        if edges.contains(right), maxX >= safeArea.maxX - touching { maxX = max(maxX, screen.maxX) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
