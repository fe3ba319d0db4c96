// The background of a navigation or tab bar, as iOS 15 and later draw it (UIKit's
// `scrollEdgeAppearance`):
// * a bar whose screen sets its own colour (`barBackground`, SwiftUI's
//   `.toolbarBackground(_:for:)` with `.visible`) is drawn in it, always;
// * else a bar at its scroll edge, where nothing of the content is under it, is transparent: what
//   is behind it shows, the screen's background or a list's background (a List extends its
//   background under both bars);
// * else (content scrolls under it) it has the colour the screen gives for that case (`scrolled`,
//   SwiftUI's `.toolbarBackground(color, for: .tabBar)` without `.visible`), or the system's bar
//   chrome (`chrome`).
// The navigation bar is always at its scroll edge in a render (the screen is shown at its initial
// scroll position); the tab bar is at its scroll edge when the content ends above it.

public enum BarAppearance {
    /// The bar's own background when content is under it (a stand-in for the system's material).
    public static let chrome = ColorValue.system(.secondarySystemBackground)

    /// The bar's fill; nil: transparent over the screen's background.
    static func fill(own: ColorValue?, scrolled: ColorValue? = nil, atScrollEdge: Bool, content: Node?,
                     env: LayoutEnvironment) -> RGBA? {
        if let own { return env.resolve(own) }
        guard atScrollEdge else { return env.resolve(scrolled ?? chrome) }
        return content.flatMap { listBackground($0, style: env.listStyle) }.map { env.resolve(.system($0)) }
    }

    /// A list, or a navigation stack around one: its background (`ListMetrics.listFill`, grouped
    /// unless the list is plain) reaches under the bars.
    private static func listBackground(_ node: Node, style: ListStyle) -> SystemColor? {
        let style = node.modifiers.listStyle ?? style
        switch node.kind {
        case .list: return ListMetrics(.ios17, style: style).listFill
        case .navigationStack(let v): return v.content.flatMap { listBackground($0, style: style) }
        default: return nil
        }
    }
}
