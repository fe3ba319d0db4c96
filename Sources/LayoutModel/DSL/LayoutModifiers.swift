// Layout modifiers (spec section 3: `fixedSize`, `padding`, `frame`, `offset`, `hitSlop`,
// `ignoresSafeArea`, `listRowInsets`, `listRowBackground`, `imageScale`,
// `layoutPriority`). As in a screen file they apply in the format's fixed order (fixedSize ->
// padding -> frame -> background ... -> offset -> hitSlop) whatever order they are called in;
// for another order, wrap the view in a one-child ZStack, exactly as a screen file does.
// Repeated `padding` and `offset` calls add up (nested SwiftUI paddings and offsets add); a
// repeated `frame` merges, later values winning; other repeats replace.


extension Node {
    /// SwiftUI's default padding, and the file format's `padding: default`: 16 pt, not scaled.
    public static let defaultPadding = 16.0

    /// `.padding()` (16 on every edge), `.padding(.horizontal)`, `.padding(.top, 4)`.
    public func padding(_ edges: EdgeSet = .all, _ length: Double? = nil) -> Node {
        let l = length ?? Node.defaultPadding
        return padding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                  bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// `.padding(12)`: every edge.
    public func padding(_ length: Double) -> Node { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> Node {
        modified { m in
            let old = m.padding ?? .zero
            m.padding = EdgeInsets(top: old.top + insets.top, leading: old.leading + insets.leading,
                                   bottom: old.bottom + insets.bottom, trailing: old.trailing + insets.trailing)
        }
    }

    /// `frame:` fixed (`width`, `height`) and/or flexible (`min`/`ideal`/`max`, `.infinity` allowed).
    public func frame(width: Double? = nil, height: Double? = nil,
                      minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment? = nil) -> Node {
        modified { m in
            var f = m.frame ?? FrameValue()
            f.width = width ?? f.width; f.height = height ?? f.height
            f.minWidth = minWidth ?? f.minWidth; f.idealWidth = idealWidth ?? f.idealWidth
            f.maxWidth = maxWidth ?? f.maxWidth; f.minHeight = minHeight ?? f.minHeight
            f.idealHeight = idealHeight ?? f.idealHeight; f.maxHeight = maxHeight ?? f.maxHeight
            f.alignment = alignment ?? f.alignment
            m.frame = f
        }
    }

    /// `fixedSize: true`: ideal size on both axes.
    public func fixedSize() -> Node { fixedSize(horizontal: true, vertical: true) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> Node {
        modified { $0.fixedSize = FixedSizeValue(horizontal: horizontal, vertical: vertical) }
    }

    public func layoutPriority(_ priority: Double) -> Node { modified { $0.layoutPriority = priority } }

    /// `offset: {x, y}`: absolute points, does not mirror in RTL.
    public func offset(x: Double = 0, y: Double = 0) -> Node { offset(OffsetValue(x: x, y: y)) }

    /// `offset: {leading, y}`: mirrors in RTL.
    public func offset(leading: Double, y: Double = 0) -> Node { offset(OffsetValue(leading: leading, y: y)) }

    private func offset(_ add: OffsetValue) -> Node {
        modified { m in
            let old = m.offset ?? OffsetValue()
            m.offset = OffsetValue(x: old.x + add.x, leading: old.leading + add.leading, y: old.y + add.y)
        }
    }

    /// `hitSlop: N`: invisible extra hit area on every edge.
    public func hitSlop(_ length: Double) -> Node { hitSlop(EdgeInsets(all: length)) }

    public func hitSlop(_ insets: EdgeInsets) -> Node { modified { $0.hitSlop = insets } }

    /// `.contentShape(Rectangle())`: the whole bounds, padding and frame included, take touches.
    public func contentShape() -> Node { modified { $0.contentShape = true } }

    /// `minimumTarget`: the hit area the targets in this subtree must reach.
    public func minimumTarget(width: Double, height: Double) -> Node {
        modified { $0.minimumTarget = Size(width: width, height: height) }
    }

    /// `.ignoresSafeArea(edges:)`: grows over the safe area's edges it reaches (`SafeAreaRules`).
    public func ignoresSafeArea(edges: EdgeSet = .all) -> Node { modified { $0.ignoresSafeArea = edges } }

    /// `.listRowInsets(_:)`: the content insets of the list row this node is.
    public func listRowInsets(_ insets: EdgeInsets) -> Node { modified { $0.listRowInsets = insets } }

    /// `.listRowBackground(_:)`: what its list row draws behind it, in place of the card's fill.
    public func listRowBackground(_ color: ColorValue) -> Node { modified { $0.listRowBackground = .color(color) } }
    public func listRowBackground(_ node: Node) -> Node { modified { $0.listRowBackground = .node(node) } }

    /// `.imageScale(_:)`: the SF Symbols below drawn smaller or larger than their font (`SymbolScale`).
    public func imageScale(_ scale: ImageScale) -> Node { modified { $0.imageScale = scale } }
}
