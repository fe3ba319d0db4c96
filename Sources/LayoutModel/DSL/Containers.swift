// Containers of the screen format (spec section 2). Stack alignments are stored as the
// `Alignment` a screen file's word gives: `VStack(alignment: .leading)` is `alignment: leading`,
// `HStack(alignment: .top)` is `alignment: top`.

extension A11y {
    public static func HStack(alignment: VerticalAlignment? = nil, spacing: Double? = nil,
                              @NodeBuilder content: () -> [Node]) -> Node {
        Node(.hStack(content())).stack(alignment: alignment.map { Alignment(horizontal: .center, vertical: $0) },
                                       spacing: spacing)
    }

    public static func VStack(alignment: HorizontalAlignment? = nil, spacing: Double? = nil,
                              @NodeBuilder content: () -> [Node]) -> Node {
        Node(.vStack(content())).stack(alignment: alignment.map { Alignment(horizontal: $0, vertical: .center) },
                                       spacing: spacing)
    }

    /// `vStack` with `lazy: true`: as wide as it is offered (SwiftUI's `LazyVStack`).
    public static func LazyVStack(alignment: HorizontalAlignment? = nil, spacing: Double? = nil,
                                  @NodeBuilder content: () -> [Node]) -> Node {
        VStack(alignment: alignment, spacing: spacing, content: content).modified { $0.lazy = true }
    }

    /// `hStack` with `lazy: true`: as tall as it is offered (SwiftUI's `LazyHStack`).
    public static func LazyHStack(alignment: VerticalAlignment? = nil, spacing: Double? = nil,
                                  @NodeBuilder content: () -> [Node]) -> Node {
        HStack(alignment: alignment, spacing: spacing, content: content).modified { $0.lazy = true }
    }

    public static func ZStack(alignment: Alignment? = nil, @NodeBuilder content: () -> [Node]) -> Node {
        Node(.zStack(content())).stack(alignment: alignment, spacing: nil)
    }

    /// `adaptiveStack`: an HStack below `threshold` (default `accessibility1`), a VStack from it on.
    public static func AdaptiveStack(threshold: DynamicTypeSize? = nil, alignment: Alignment? = nil, spacing: Double? = nil,
                                     @NodeBuilder content: () -> [Node]) -> Node {
        Node(.adaptiveStack(content())).stack(alignment: alignment, spacing: spacing).modified { $0.threshold = threshold }
    }

    /// `viewThatFits` with `axes` (SwiftUI's `ViewThatFits(in: .horizontal)`).
    public static func ViewThatFits(in axes: FitAxes? = nil, @NodeBuilder content: () -> [Node]) -> Node {
        Node(.viewThatFits(content())).modified { $0.axes = axes }
    }

    /// `scrollView` along `axis` (default vertical). Several views are stacked along the axis, as
    /// SwiftUI stacks a scroll view's content.
    public static func ScrollView(_ axis: Axis? = nil, @NodeBuilder content: () -> [Node]) -> Node {
        let container: ([Node]) -> NodeKind = { axis == .horizontal ? .hStack($0) : .vStack($0) }
        return Node(.scrollView(NodeBuilder.single(content(), in: container))).modified { $0.axis = axis }
    }

    /// `list`: each view is a row.
    public static func List(@NodeBuilder rows: () -> [Node]) -> Node {
        Node(.list(rows()))
    }

    /// `navigationStack`: a bar with `title`, `back`, `leading` and `trailing` items over `content`
    /// (several content views are stacked in a VStack).
    public static func NavigationStack(title: (any TextRepresentable)? = nil, displayMode: TitleDisplayMode = .large,
                                       back: (any TextRepresentable)? = nil,
                                       @NodeBuilder leading: () -> [Node] = { [] },
                                       @NodeBuilder trailing: () -> [Node] = { [] },
                                       @NodeBuilder content: () -> [Node]) -> Node {
        let body = content()
        return Node(.navigationStack(NavigationValue(
            title: title?.textValue, titleDisplayMode: displayMode, back: back?.textValue,
            leading: leading(), trailing: trailing(),
            content: body.isEmpty ? nil : NodeBuilder.single(body, in: NodeKind.vStack))))
    }

    /// `tabView`: a tab bar with `tabs` under `content`.
    public static func TabView(tabs: [Tab], @NodeBuilder content: () -> [Node] = { [] }) -> Node {
        let body = content()
        return Node(.tabView(TabViewValue(tabs: tabs, content: body.isEmpty ? nil : NodeBuilder.single(body, in: NodeKind.vStack))))
    }
}

extension Tab {
    /// `Tab("Home", symbol: "house", selected: true)`.
    public init(_ label: some TextRepresentable, symbol: String? = nil, selected: Bool = false) {
        self.init(label: label.textValue, symbol: symbol, selected: selected)
    }
}

extension Node {
    /// A stack's own `alignment` and `spacing` (nil leaves the default).
    func stack(alignment: Alignment?, spacing: Double?) -> Node {
        modified { $0.alignment = alignment; $0.spacing = spacing }
    }
}
