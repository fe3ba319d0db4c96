// The Swift DSL for the containers and drawing of issue 13, under SwiftUI's names: `Section`,
// `Grid`/`GridRow`, `LazyVGrid` with `GridItem`s, `LinearGradient`/`RadialGradient` fills,
// `.stroke`, `.trim`, `.rotationEffect`, `.shadow`, `.lineSpacing`, `.textCase`,
// `.gridCellColumns`, `.gridColumnAlignment`. A Swift `for` loop in a builder is the DSL's ForEach.

extension A11y {
    /// `section`: in a `List`, a card of `content` with `header` above and `footer` below.
    public static func Section(_ title: (any TextRepresentable)? = nil, @NodeBuilder content: () -> [Node],
                               @NodeBuilder header: () -> [Node] = { [] }, @NodeBuilder footer: () -> [Node] = { [] }) -> Node {
        let h = header(), f = footer()
        let headerNode = title.map { Text($0) } ?? (h.isEmpty ? nil : NodeBuilder.single(h, in: NodeKind.vStack))
        return Node(.section(SectionValue(header: headerNode, content: content(),
                                          footer: f.isEmpty ? nil : NodeBuilder.single(f, in: NodeKind.vStack))))
    }

    /// `grid`: each `GridRow` a row of cells, any other view a row spanning every column.
    public static func Grid(alignment: Alignment? = nil, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                            @NodeBuilder content: () -> [Node]) -> Node {
        let rows = content().map { n -> GridValue.Row in
            if n.path == gridRowMark, case .hStack(let cells) = n.kind { return GridValue.Row(cells: cells) }
            return GridValue.Row(cells: [n], isGridRow: false)
        }
        return Node(.grid(GridValue(rows: rows, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)))
            .modified { $0.alignment = alignment }
    }

    /// A row of a `Grid` (outside one, an `HStack`).
    public static func GridRow(@NodeBuilder content: () -> [Node]) -> Node {
        Node(.hStack(content()), path: gridRowMark)
    }

    private static let gridRowMark = "GridRow"

    /// `lazyVGrid` with `columns` (`GridItem(.adaptive(minimum: 80))`, ...).
    public static func LazyVGrid(columns: [GridItemValue], alignment: HorizontalAlignment? = nil, spacing: Double? = nil,
                                 @NodeBuilder content: () -> [Node]) -> Node {
        Node(.lazyVGrid(LazyGridValue(columns: columns, items: content()))).modified {
            $0.alignment = alignment.map { Alignment(horizontal: $0, vertical: .center) }
            $0.spacing = spacing
        }
    }

    public static func GridItem(_ size: GridItemValue.Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil,
                                alignment: Alignment? = nil) -> GridItemValue {
        GridItemValue(size, spacing: spacing, alignment: alignment)
    }

    public static func LinearGradient(colors: [ColorValue], startPoint: UnitPoint = UnitPoint(x: 0.5, y: 0),
                                      endPoint: UnitPoint = UnitPoint(x: 0.5, y: 1)) -> GradientValue {
        .linear(colors: colors, start: startPoint, end: endPoint)
    }

    public static func RadialGradient(colors: [ColorValue], center: UnitPoint = UnitPoint(x: 0.5, y: 0.5),
                                      startRadius: Double = 0, endRadius: Double) -> GradientValue {
        .radial(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension UnitPoint {
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5), center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension Node {
    /// The shape changed by `change`; anything else stops the test (SwiftUI would not compile it).
    private func shaped(_ what: String, _ change: (inout ShapeValue) -> Void) -> Node {
        guard case .shape(var shape) = kind else { preconditionFailure(".\(what) applies to shapes, not \(kind.name)") }
        change(&shape)
        var node = self
        node.kind = .shape(shape)
        return node
    }

    /// A shape filled with a gradient.
    public func fill(_ gradient: GradientValue) -> Node { shaped("fill") { $0.gradient = gradient } }

    /// A shape's outline, centred on it (`.stroke(color, style: StrokeStyle(lineWidth:lineCap:))`).
    public func stroke(_ color: ColorValue, lineWidth: Double = 1, lineCap: StrokeCap = .butt) -> Node {
        shaped("stroke") { $0.stroke = ShapeStroke(color: color, width: lineWidth, lineCap: lineCap) }
    }
    public func stroke(_ color: SystemColor, lineWidth: Double = 1, lineCap: StrokeCap = .butt) -> Node {
        stroke(.system(color), lineWidth: lineWidth, lineCap: lineCap)
    }

    /// A shape's outline inside its frame (`.strokeBorder(color, lineWidth:)`).
    public func strokeBorder(_ color: ColorValue, lineWidth: Double = 1) -> Node {
        shaped("strokeBorder") { $0.stroke = ShapeStroke(color: color, width: lineWidth, inside: true) }
    }
    public func strokeBorder(_ color: SystemColor, lineWidth: Double = 1) -> Node {
        strokeBorder(.system(color), lineWidth: lineWidth)
    }

    public func trim(from: Double = 0, to: Double = 1) -> Node { shaped("trim") { $0.trim = TrimValue(from: from, to: to) } }

    /// `.rotationEffect(.degrees(n))` on a shape.
    public func rotationEffect(degrees: Double) -> Node { shaped("rotationEffect") { $0.rotation = degrees } }

    public func shadow(color: ColorValue = .rgba(RGBA(r: 0, g: 0, b: 0, a: 0.33)), radius: Double, x: Double = 0, y: Double = 0) -> Node {
        modified { $0.shadow = ShadowValue(color: color, radius: radius, x: x, y: y) }
    }

    public func lineSpacing(_ spacing: Double) -> Node { modified { $0.lineSpacing = spacing } }

    /// `.textCase(.uppercase)`; nil is SwiftUI's `.textCase(nil)`: as written.
    public func textCase(_ textCase: TextCase?) -> Node { modified { $0.textCase = textCase ?? TextCase.none } }

    public func gridCellColumns(_ count: Int) -> Node { modified { $0.gridCellColumns = count } }

    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> Node { modified { $0.gridColumnAlignment = alignment } }
}
