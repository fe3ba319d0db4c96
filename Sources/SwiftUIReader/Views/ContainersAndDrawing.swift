import LayoutModel
import SwiftSyntax

// SwiftUI's containers and drawing of issue 13 onto the model: `Section` (header and footer),
// `Grid`/`GridRow`, `LazyVGrid` with `GridItem`s, gradients (`LinearGradient`, `RadialGradient`,
// `.linearGradient(...)`), `StrokeStyle`, and the modifiers `.stroke`, `.trim`, `.rotationEffect`
// on shapes, `.shadow`, `.lineSpacing`, `.textCase`, `.gridCellColumns`, `.gridColumnAlignment`.
// SwiftUI's value types evaluate to `.member("$Type", arguments)`; what receives them reads them here.

enum DrawingConversion {
    /// A gradient as it is drawn, and what of it could not be known: an unknown colour (drawn
    /// clear: the reader invents no colour) or radius (`defaultEndRadius`), or a gradient the model
    /// has no kind of, drawn as the nearest it has (`approximation`). Either makes its colour unverified.
    struct DrawnGradient {
        var value: GradientValue
        var unknown: Unknown?
        var approximation: String?
    }

    /// A radial gradient's end radius when its value is unknown. SwiftUI has no default (the
    /// parameter is required); 100 pt is this reader's choice, and the colour is unverified.
    static let defaultEndRadius = 100.0

    /// `LinearGradient(colors:startPoint:endPoint:)`, `RadialGradient(colors:center:startRadius:endRadius:)`,
    /// `.linearGradient(colors:...)` / `.radialGradient(...)`, `Gradient(colors:)` or
    /// `Gradient(stops:)` inside either; `AngularGradient`/`EllipticalGradient` (and `.angularGradient`,
    /// `.conicGradient`, `.ellipticalGradient`), which the model has no kind of, as a linear gradient
    /// of their colours from top to bottom. An unknown colour or list of colours is drawn clear.
    static func gradient(_ v: Value, color: (Value) -> ColorValue?) -> DrawnGradient? {
        guard case .member(let name, let args) = v else { return nil }
        let a = Arguments(list: args, trailing: nil, extra: [], syntax: nil)
        var unknown: Unknown?
        func colorOf(_ item: Value) -> ColorValue? {
            if case .unknown(let u) = item { unknown = unknown ?? u; return .system(.clear) }
            // A stop, `.init(color:location:)`: its colour.
            if case .member("init", let s) = item,
               let c = Arguments(list: s, trailing: nil, extra: [], syntax: nil).labeled("color") { return colorOf(c) }
            return color(item)
        }
        func colors() -> [ColorValue]? {
            var list = a.labeled("colors") ?? a.labeled("stops")
            if case .member("$Gradient", let g)? = a.labeled("gradient") ?? a.first {
                let inner = Arguments(list: g, trailing: nil, extra: [], syntax: nil)
                list = inner.labeled("colors") ?? inner.labeled("stops")
            }
            if case .unknown(let u)? = list { unknown = unknown ?? u; return [.system(.clear), .system(.clear)] }
            if case .unknown(let u)? = a.labeled("gradient") { unknown = unknown ?? u; return [.system(.clear), .system(.clear)] }
            guard case .array(let items)? = list else { return nil }
            let c = items.compactMap(colorOf)
            return c.count == items.count && c.count >= 2 ? c : nil
        }
        func point(_ label: String, _ fallback: UnitPoint) -> UnitPoint {
            if case .member(let p, _)? = a.labeled(label) { return UnitPoint(name: p) ?? fallback }
            return fallback
        }
        func number(_ label: String, _ fallback: Double) -> Double {
            if case .unknown(let u)? = a.labeled(label) { unknown = unknown ?? u; return fallback }
            return a.labeled(label)?.number ?? fallback
        }
        switch name {
        case "$LinearGradient", "linearGradient":
            guard let c = colors() else { return nil }
            let g = GradientValue.linear(colors: c, start: point("startPoint", UnitPoint(x: 0.5, y: 0)), end: point("endPoint", UnitPoint(x: 0.5, y: 1)))
            return DrawnGradient(value: g, unknown: unknown)
        case "$RadialGradient", "radialGradient":
            guard let c = colors(), a.labeled("endRadius") != nil else { return nil }
            let g = GradientValue.radial(colors: c, center: point("center", UnitPoint(x: 0.5, y: 0.5)),
                                         startRadius: number("startRadius", 0), endRadius: number("endRadius", defaultEndRadius))
            return DrawnGradient(value: g, unknown: unknown)
        case "$AngularGradient", "angularGradient", "conicGradient", "$EllipticalGradient", "ellipticalGradient":
            guard let c = colors() else { return nil }
            let kind = name.contains("lliptical") ? "an elliptical" : "an angular"
            return DrawnGradient(value: .linear(colors: c, start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)), unknown: unknown,
                                 approximation: "\(kind) gradient (which the model has no kind of) is drawn as a linear one of its colours, top to bottom")
        default: return nil
        }
    }

    /// `GridItem(.adaptive(minimum:maximum:) | .flexible(minimum:maximum:) | .fixed(w), spacing:, alignment:)`.
    /// `GridItem(...)`, or `.init(...)` where the type is known to be a grid item (`columns: [.init(.adaptive(minimum: 300))]`).
    static func gridItem(_ v: Value) -> GridItemValue? {
        guard case .member(let name, let args) = v, name == "$GridItem" || name == "init" else { return nil }
        let a = Arguments(list: args, trailing: nil, extra: [], syntax: nil)
        var size = GridItemValue.Size.flexible(minimum: 10, maximum: .infinity)
        if case .member(let kind, let s)? = a.first {
            let sa = Arguments(list: s, trailing: nil, extra: [], syntax: nil)
            switch kind {
            case "fixed": size = .fixed(sa.first?.number ?? 0)
            case "adaptive": size = .adaptive(minimum: sa.labeled("minimum")?.number ?? 0, maximum: sa.labeled("maximum")?.number ?? .infinity)
            case "flexible": size = .flexible(minimum: sa.labeled("minimum")?.number ?? 10, maximum: sa.labeled("maximum")?.number ?? .infinity)
            default: return nil
            }
        }
        return GridItemValue(size, spacing: a.labeled("spacing")?.number, alignment: a.labeled("alignment").flatMap(LayoutConversion.alignment))
    }
}

extension Evaluator {
    /// A gradient drawn with a default for an unknown colour or radius, or as the nearest kind the
    /// model has: recorded, and the colours of the element and what is drawn over it unverified.
    func markingUnknownParts(of g: DrawingConversion.DrawnGradient, _ n: inout Node, at node: some SyntaxProtocol) {
        if let u = g.unknown {
            record(u, "the gradient is drawn with a clear colour or a default radius in its place, its colour unverified")
            n.unverified.insert(.color)
        }
        if let a = g.approximation {
            record(Unknown(place: place(node), reason: a), "its colour unverified")
            n.unverified.insert(.color)
        }
    }

    /// `Section("Title") { rows }`, `Section { rows } header: { } footer: { }`, `Section(header: Text(..))`.
    func section(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        func slot(_ v: ViewValue) throws -> Node? { v.nodes.isEmpty ? nil : try single(v, at: node, axis: .vertical) }
        var header: Node?
        if let t = try title(args, at: node) { header = try make(.text(t), "Text", at: node) }
        else if let h = args.closure("header") { header = try slot(try content(h, at: node)) }
        else if let h = args.labeled("header") { header = try slot(try viewValue(h, at: node)) }
        var footer: Node?
        if let f = args.closure("footer") { footer = try slot(try content(f, at: node)) }
        else if let f = args.labeled("footer") { footer = try slot(try viewValue(f, at: node)) }
        let rows = try content(args.trailing ?? args.closure("content"), at: node)
        var v = ViewValue(nodes: [try make(.section(SectionValue(header: header, content: rows.nodes, footer: footer)), "Section", at: node)])
        v.preferences = rows.preferences
        return v
    }

    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { } ... }`: a `GridRow` is a row
    /// of cells; any other view spans the grid.
    func grid(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        let inner = try content(args.trailing ?? args.closure("content"), at: node)
        let rows = inner.nodes.map { n -> GridValue.Row in
            if n.path == "GridRow", case .hStack(let cells) = n.kind { return GridValue.Row(cells: cells) }
            return GridValue.Row(cells: [n], isGridRow: false)
        }
        var m = Modifiers()
        m.alignment = args.labeled("alignment").flatMap(LayoutConversion.alignment)
        var v = ViewValue(nodes: [try make(.grid(GridValue(rows: rows, horizontalSpacing: args.labeled("horizontalSpacing")?.number,
                                                           verticalSpacing: args.labeled("verticalSpacing")?.number)),
                                           "Grid", at: node, m)])
        v.preferences = inner.preferences
        return v
    }

    /// `LazyVGrid(columns:alignment:spacing:) { items }`.
    func lazyVGrid(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        guard let columns = args.labeled("columns") else { throw fail(node, "LazyVGrid needs its columns") }
        let items = try self.items(of: columns, at: node).map { v -> GridItemValue in
            guard var item = DrawingConversion.gridItem(v) else { throw fail(node, "a column of this LazyVGrid is not understood") }
            switch item.size {
            case .fixed(let w): item.size = .fixed(length(w, "GridItem(.fixed)", at: node) ?? 10)
            case .flexible(let lo, let hi):
                item.size = .flexible(minimum: length(lo, "GridItem minimum", at: node) ?? 10,
                                      maximum: length(hi, "GridItem maximum", allowingInfinity: true, at: node) ?? .infinity)
            case .adaptive(let lo, let hi):
                item.size = .adaptive(minimum: length(lo, "GridItem minimum", at: node) ?? 10,
                                      maximum: length(hi, "GridItem maximum", allowingInfinity: true, at: node) ?? .infinity)
            }
            item.spacing = item.spacing.flatMap { length($0, "GridItem spacing", at: node) }
            return item
        }
        guard !items.isEmpty else { throw fail(node, "LazyVGrid needs at least one column") }
        let inner = try content(args.trailing ?? args.closure("content"), at: node)
        var m = Modifiers()
        m.spacing = args.labeled("spacing")?.number
        if let h = args.labeled("alignment").flatMap(LayoutConversion.horizontal) { m.alignment = Alignment(horizontal: h, vertical: .center) }
        var v = ViewValue(nodes: [try make(.lazyVGrid(LazyGridValue(columns: items, items: inner.nodes)), "LazyVGrid", at: node, m)])
        v.preferences = inner.preferences
        return v
    }

    /// A stroke's `lineWidth:`, or its `style: StrokeStyle(lineWidth:)`'s.
    func strokeWidth(_ args: Arguments) -> Double? {
        if case .member("$StrokeStyle", let style)? = args.labeled("style") {
            return Arguments(list: style, trailing: nil, extra: [], syntax: nil).labeled("lineWidth")?.number
                ?? args.labeled("lineWidth")?.number
        }
        return args.labeled("lineWidth")?.number
    }

    /// `.stroke(color, lineWidth:)` / `.stroke(color, style: StrokeStyle(lineWidth:lineCap:))` on a
    /// shape: its centred outline. False when `n` is not a shape (the caller keeps its old meaning).
    func strokeShape(_ n: inout Node, _ args: Arguments, color: ColorValue?, inside: Bool = false) -> Bool {
        guard case .shape(var s) = n.kind else { return false }
        var cap = StrokeCap.butt
        if case .member("$StrokeStyle", let style)? = args.labeled("style") {
            let sa = Arguments(list: style, trailing: nil, extra: [], syntax: nil)
            if case .member(let c, _)? = sa.labeled("lineCap") { cap = StrokeCap(rawValue: c) ?? .butt }
        }
        s.stroke = ShapeStroke(color: color, width: strokeWidth(args) ?? 1, lineCap: cap, inside: inside)
        n.kind = .shape(s)
        return true
    }

    /// `.shadow(color:radius:x:y:)`, `.shadow(radius:)`.
    func shadow(_ args: Arguments, color: (Value) throws -> ColorValue) throws -> ShadowValue {
        var s = ShadowValue(radius: args.labeled("radius")?.number ?? 0, x: args.labeled("x")?.number ?? 0,
                            y: args.labeled("y")?.number ?? 0)
        if let c = args.labeled("color") { s.color = try color(c) }
        return s
    }
}
