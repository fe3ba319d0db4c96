// Containers and drawing (issue 13, "the views teams reach for"): the values of the `section`
// kind, of a shape's stroke, trim and gradient, and of the `shadow`, `lineSpacing` and `textCase`
// modifiers.

/// `section`: rows shown together. In a `list`, one inset-grouped card of its rows, `header`
/// above it and `footer` below (SwiftUI `Section("Title") { } footer: { }`); elsewhere a vStack
/// of header, rows and footer, as a `Section` in a `VStack` shows them.
public struct SectionValue: Sendable {
    public var header: Node?
    public var content: [Node]
    public var footer: Node?
    public init(header: Node? = nil, content: [Node], footer: Node? = nil) {
        self.header = header; self.content = content; self.footer = footer
    }
}

public enum StrokeCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }

/// A shape's `stroke` (SwiftUI `.stroke(color, style: StrokeStyle(lineWidth:lineCap:))`):
/// centred on the shape's outline, so half of it lies outside the frame, as in SwiftUI. No colour is
/// the foreground style (`.stroke(lineWidth: 2)`), as for a border.
public struct ShapeStroke: Hashable, Sendable {
    public var color: ColorValue?
    public var width: Double
    public var lineCap: StrokeCap
    /// `inside: true`, SwiftUI's `strokeBorder`: the line lies inside the frame (centred on the
    /// outline inset by half its width), not centred on the outline as `stroke` is.
    public var inside: Bool
    public init(color: ColorValue?, width: Double = 1, lineCap: StrokeCap = .butt, inside: Bool = false) {
        self.color = color; self.width = width; self.lineCap = lineCap; self.inside = inside
    }
}

/// `trim(from:to:)`: the part of the outline drawn, as fractions of its length from its start
/// (SwiftUI's circle starts at 3 o'clock and runs clockwise).
public struct TrimValue: Hashable, Sendable {
    public var from: Double
    public var to: Double
    public init(from: Double = 0, to: Double = 1) { self.from = from; self.to = to }
}

/// A unit point of a shape's frame (SwiftUI `UnitPoint`): `top` is (0.5, 0), `bottomTrailing` (1, 1).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// SwiftUI's named unit points, spelt as the format's alignments (`topLeading`, `center`, ...).
    public init?(name: String) {
        guard let a = Alignment(name: name), a.horizontal != .left, a.horizontal != .right else { return nil }
        let xs: [HorizontalAlignment: Double] = [.leading: 0, .center: 0.5, .trailing: 1]
        let ys: [VerticalAlignment: Double] = [.top: 0, .center: 0.5, .bottom: 1]
        self.init(x: xs[a.horizontal]!, y: ys[a.vertical]!)
    }
}

/// `LinearGradient(colors:startPoint:endPoint:)` or `RadialGradient(colors:center:startRadius:endRadius:)`,
/// colours evenly spaced.
public enum GradientValue: Sendable, Hashable {
    case linear(colors: [ColorValue], start: UnitPoint, end: UnitPoint)
    case radial(colors: [ColorValue], center: UnitPoint, startRadius: Double, endRadius: Double)

    public var colors: [ColorValue] {
        switch self {
        case .linear(let c, _, _), .radial(let c, _, _, _): return c
        }
    }
}

/// `shadow: {color, radius, x, y}` (SwiftUI `.shadow(color:radius:x:y:)`): drawn beneath the
/// element, never part of its size. Default colour black at 33 %, as SwiftUI's.
public struct ShadowValue: Hashable, Sendable {
    public var color: ColorValue
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: ColorValue = .rgba(RGBA(r: 0, g: 0, b: 0, a: 0.33)), radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}

/// `textCase: uppercase / lowercase` (SwiftUI `.textCase(_:)`), applied with the locale's rules;
/// `none` is SwiftUI's `.textCase(nil)`: the text as written, cancelling an inherited case (a
/// list section header's uppercase).
public enum TextCase: String, Hashable, Sendable, CaseIterable { case uppercase, lowercase, none }

extension NodeKind {
    /// The containers and drawing kinds with every child node changed by `change` (header, rows
    /// and footer; grid cells; lazy grid items); other kinds as they are.
    public func mappingContainerChildren(_ change: (Node) -> Node) -> NodeKind {
        switch self {
        case .section(var s):
            s.header = s.header.map(change)
            s.content = s.content.map(change)
            s.footer = s.footer.map(change)
            return .section(s)
        case .grid(var g):
            g.rows = g.rows.map { r in var r = r; r.cells = r.cells.map(change); return r }
            return .grid(g)
        case .lazyVGrid(var g):
            g.items = g.items.map(change)
            return .lazyVGrid(g)
        case .chart(var c):
            for i in c.marks.indices { c.marks[i].annotation = c.marks[i].annotation.map(change) }
            return .chart(c)
        case .geometryReader(var g):
            // The content made before layout; what the provider makes later is its own to finish.
            g.content = g.content.map(change)
            return .geometryReader(g)
        default: return self
        }
    }
}

/// `grid`: SwiftUI's `Grid(alignment:horizontalSpacing:verticalSpacing:)`. A row is a `GridRow`
/// of cells, or one view alone, which spans every column (as a view outside a `GridRow` does).
public struct GridValue: Sendable {
    public struct Row: Sendable {
        public var cells: [Node]
        /// False for a view written outside a `GridRow`: it takes the grid's whole width.
        public var isGridRow: Bool
        public init(cells: [Node], isGridRow: Bool = true) { self.cells = cells; self.isGridRow = isGridRow }
    }
    public var rows: [Row]
    /// nil: SwiftUI's default spacing (8 pt between cells, notes §1.4's default).
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public init(rows: [Row], horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.rows = rows; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }
}

/// One column of a lazy grid (SwiftUI `GridItem(_ size:spacing:alignment:)`).
public struct GridItemValue: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns of at least `minimum` as fit, sharing the width (up to `maximum` each).
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    public var size: Size
    /// Space after this column; nil: 8 pt (SwiftUI's default between grid items).
    public var spacing: Double?
    public var alignment: Alignment?
    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// `lazyVGrid`: `LazyVGrid(columns:alignment:spacing:)` with its items in reading order.
public struct LazyGridValue: Sendable {
    public var columns: [GridItemValue]
    public var items: [Node]
    public init(columns: [GridItemValue], items: [Node]) { self.columns = columns; self.items = items }
}
