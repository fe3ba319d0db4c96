// GeometryReader (SwiftUI's documentation of `GeometryReader`; OpenSwiftUI's `GeometryReader`
// layout): rules, in the order they apply:
// 1. `sizeThatFits`: the reader takes its whole proposal; an unspecified dimension (along a
//    scroll view's axis, under `fixedSize`) is SwiftUI's default of 10 pt
//    (`replacingUnspecifiedDimensions`, notes §1.1). Its content never changes its size.
// 2. `proxy`: where it is placed, the reader's size, safe area insets and global frame
//    (`GeometryProxyValue`; its x right-to-left is not known) are what its content closure reads.
// 3. `content`: the provider's nodes for that proxy (the closure evaluated for the size the reader
//    got in this variant), or the content made before layout when there is no provider.
// 4. `place`: each content node is proposed the reader's size and placed at its top-leading
//    corner (the top-right in right-to-left), as a top-leading ZStack would place it.

final class GeometryReaderLayout: KindLayout {
    let value: GeometryReaderValue
    /// The reader node's path: the content's paths are under it.
    let path: String
    let env: LayoutEnvironment
    /// Boxes a content node in the reader's environment.
    let box: (Node) -> NodeBox

    init(value: GeometryReaderValue, path: String, env: LayoutEnvironment, box: @escaping (Node) -> NodeBox) {
        self.value = value; self.path = path; self.env = env; self.box = box
    }

    /// Rule 1.
    func sizeThatFits(_ proposal: ProposedSize) -> Size { proposal.replacingUnspecifiedDimensions() }

    /// Rule 2: the safe area's edges past the reader's edges are its insets (0 inside the safe
    /// area); leading and trailing follow the direction.
    func proxy(in rect: Rect, context: PlacementContext) -> GeometryProxyValue {
        let safe = context.safeArea ?? env.device.safeRect
        let left = max(0, min(safe.minX - rect.minX, rect.width)), right = max(0, min(rect.maxX - safe.maxX, rect.width))
        let insets = EdgeInsets(top: max(0, min(safe.minY - rect.minY, rect.height)),
                                leading: env.direction == .leftToRight ? left : right,
                                bottom: max(0, min(rect.maxY - safe.maxY, rect.height)),
                                trailing: env.direction == .leftToRight ? right : left)
        return GeometryProxyValue(size: rect.size, safeAreaInsets: insets, globalFrame: rect,
                                  isGlobalXKnown: env.direction == .leftToRight)
    }

    /// Rules 3 and 4.
    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        let nodes = value.provider?.nodes(for: proxy(in: rect, context: context), readerPath: path) ?? value.content
        let offered = ProposedSize(rect.size)
        return KindPlacement(children: nodes.map {
            box($0).placeAligned(in: rect, proposal: offered, alignment: .topLeading, direction: env.direction, context: context)
        })
    }
}
