// Reading the containers and drawing of issue 13: `section`, `grid`, `lazyVGrid`, a shape's
// gradient, stroke, trim and rotation, `shadow`, and `forEach` in a list of nodes.
extension Reader {
    /// `{header: NODE, content: [NODES], footer: NODE}`; a bare string header or footer is a text.
    func section() throws -> SectionValue {
        let f = try fields(SectionKey.self, "{header, content, footer}")
        return SectionValue(header: try f.optional(.header) { try $0.readNode() },
                            content: try f.optional(.content) { try $0.nodes() } ?? [],
                            footer: try f.optional(.footer) { try $0.readNode() })
    }

    /// `{rows: [[cells] or a node], horizontalSpacing, verticalSpacing}`: a list is a `GridRow`,
    /// a node alone spans every column.
    func grid() throws -> GridValue {
        let f = try fields(GridKey.self, "{rows, horizontalSpacing, verticalSpacing}")
        let rows = try f.required(.rows).list().flatMap { r -> [GridValue.Row] in
            if case .sequence = r.node.content { return [GridValue.Row(cells: try r.nodes())] }
            return try r.nodesHere().map { GridValue.Row(cells: [$0], isGridRow: false) }
        }
        return GridValue(rows: rows, horizontalSpacing: try f.optional(.horizontalSpacing) { try $0.number(in: Limits.signedLength) },
                         verticalSpacing: try f.optional(.verticalSpacing) { try $0.number(in: Limits.signedLength) })
    }

    /// `{columns: [{adaptive: {minimum, maximum}} | {flexible: {minimum, maximum}} | {fixed: N}, with
    /// spacing and alignment], items: [nodes]}`.
    func lazyGrid() throws -> LazyGridValue {
        let f = try fields(LazyGridKey.self, "{columns, items}")
        let columns = try f.required(.columns).list().map { try $0.gridItem() }
        guard !columns.isEmpty else { throw f.owner.error("a lazyVGrid needs at least one column") }
        guard columns.count <= Limits.gridColumns else { throw f.owner.error("more than \(Limits.gridColumns) columns") }
        return LazyGridValue(columns: columns, items: try f.optional(.items) { try $0.nodes() } ?? [])
    }

    private func gridItem() throws -> GridItemValue {
        let f = try fields(GridItemKey.self, "{fixed: N} or {flexible: {minimum, maximum}} or {adaptive: {minimum, maximum}}, with spacing and alignment")
        let sizes = [GridItemKey.fixed, .flexible, .adaptive].filter { f.has($0) }
        guard sizes.count == 1 else { throw error("a column needs exactly one of fixed, flexible, adaptive") }
        func range(_ r: Reader, defaultMinimum: Double) throws -> (Double, Double) {
            if r.isNull { return (defaultMinimum, .infinity) }
            let g = try r.fields(GridSizeKey.self, "{minimum, maximum}")
            let lo = try g.optional(.minimum) { try $0.nonNegative() } ?? defaultMinimum
            let hi = try g.optional(.maximum) { try $0.length(allowsInfinity: true) } ?? .infinity
            guard hi >= lo else { throw r.error("maximum \(NumberText.shortest(hi)) is below minimum \(NumberText.shortest(lo))") }
            return (lo, hi)
        }
        let size: GridItemValue.Size
        switch sizes[0] {
        case .fixed: size = .fixed(try f.required(.fixed).nonNegative())
        case .flexible:
            // SwiftUI's defaults: GridItem(.flexible(minimum: 10, maximum: .infinity)).
            let (lo, hi) = try range(try f.required(.flexible), defaultMinimum: 10)
            size = .flexible(minimum: lo, maximum: hi)
        default:
            let r = try f.required(.adaptive)
            if case .number? = r.node.scalar?.kind { size = .adaptive(minimum: try r.nonNegative(), maximum: .infinity) }
            else {
                guard r.node.entries?.contains(where: { $0.key == GridSizeKey.minimum.rawValue }) == true else {
                    throw r.error("an adaptive column needs its minimum: {adaptive: {minimum: N}}")
                }
                let (lo, hi) = try range(r, defaultMinimum: 0)
                size = .adaptive(minimum: lo, maximum: hi)
            }
        }
        return GridItemValue(size, spacing: try f.optional(.spacing) { try $0.number(in: Limits.signedLength) },
                             alignment: try f.optional(.alignment) { try $0.alignment() })
    }

    /// A shape's `gradient`, `stroke`, `trim` and `rotation`.
    func readDrawing(_ f: Fields<ShapeKey>, into shape: inout ShapeValue) throws {
        shape.gradient = try f.optional(.gradient) { try $0.gradient() }
        if shape.gradient != nil, f.has(.fill) { throw f.owner.error("give fill or gradient, not both") }
        shape.stroke = try f.optional(.stroke) { r in
            let s = try r.fields(ShapeStrokeKey.self, "{color, width, lineCap, inside}")
            return ShapeStroke(color: try s.optional(.color) { try $0.color() }, width: try s.optional(.width) { try $0.nonNegative() } ?? 1,
                               lineCap: try s.optional(.lineCap) { try $0.name("line cap", StrokeCap.self) } ?? .butt,
                               inside: try s.optional(.inside) { try $0.bool() } ?? false)
        }
        shape.trim = try f.optional(.trim) { r in
            let t = try r.fields(TrimKey.self, "{from, to}")
            return TrimValue(from: try t.optional(.from) { try $0.number(in: 0...1) } ?? 0,
                             to: try t.optional(.to) { try $0.number(in: 0...1) } ?? 1)
        }
        if shape.trim != nil, shape.stroke == nil { throw f.owner.error("trim draws part of a stroke: give stroke: {color, width} too") }
        shape.rotation = try f.optional(.rotation) { try $0.number(in: -360...360) }
    }

    /// `{linear: {colors, startPoint, endPoint}}` or `{radial: {colors, center, startRadius, endRadius}}`.
    private func gradient() throws -> GradientValue {
        let f = try fields(GradientKey.self, "{linear: {colors, startPoint, endPoint}} or {radial: {colors, center, startRadius, endRadius}}")
        func colors(_ r: Reader) throws -> [ColorValue] {
            let c = try r.list().map { try $0.color() }
            guard c.count >= 2 else { throw r.error("a gradient needs at least two colours") }
            return c
        }
        func point(_ r: Reader) throws -> UnitPoint {
            try r.name("unit point", ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
                                      "bottomLeading", "bottomTrailing"], UnitPoint.init(name:))
        }
        if let r = f[.linear] {
            guard !f.has(.radial) else { throw error("give linear or radial, not both") }
            let g = try r.fields(LinearGradientKey.self, "{colors, startPoint, endPoint}")
            return .linear(colors: try colors(try g.required(.colors)),
                           start: try g.optional(.startPoint, point) ?? UnitPoint(x: 0.5, y: 0),
                           end: try g.optional(.endPoint, point) ?? UnitPoint(x: 0.5, y: 1))
        }
        guard let r = f[.radial] else { throw error("a gradient needs linear: or radial:") }
        let g = try r.fields(RadialGradientKey.self, "{colors, center, startRadius, endRadius}")
        return .radial(colors: try colors(try g.required(.colors)), center: try g.optional(.center, point) ?? UnitPoint(x: 0.5, y: 0.5),
                       startRadius: try g.optional(.startRadius) { try $0.nonNegative() } ?? 0,
                       endRadius: try g.required(.endRadius).nonNegative())
    }

    /// `shadow: {color, radius, x, y}` or just the radius.
    func shadow() throws -> ShadowValue {
        if case .number? = node.scalar?.kind { return ShadowValue(radius: try nonNegative()) }
        let f = try fields(ShadowKey.self, "{color, radius, x, y} or a radius")
        var s = ShadowValue(radius: try f.required(.radius).nonNegative(),
                            x: try f.optional(.x) { try $0.number(in: Limits.signedLength) } ?? 0,
                            y: try f.optional(.y) { try $0.number(in: Limits.signedLength) } ?? 0)
        if let c = try f.optional(.color, { try $0.color() }) { s.color = c }
        return s
    }

    // MARK: forEach

    /// The nodes this list item stands for: itself, or what its `forEach` makes.
    func nodesHere() throws -> [Node] {
        guard let entries = node.entries, entries.count == 1, entries[0].key == ForEachExpansion.key else { return [try readNode()] }
        return try ForEachExpansion(reader: child(entries[0].key, entries[0].value)).nodes()
    }
}

/// `forEach: {count: N, content: NODE}` or `{items: [...], content: NODE}` in a list of nodes: the
/// content once per item, `${item}` replaced by the item (a whole-string `${item}` by the item's
/// value itself, so an item may be a node or a mapping) and `${index}` by its 0-based position;
/// with `count`, `${item}` is the position too. The nodes take the place of the `forEach` in the
/// list, so they are the container's children as if written out.
struct ForEachExpansion {
    static let key = "forEach"
    static let placeholders: Set<String> = ["item", "index"]
    let reader: Reader

    func nodes() throws -> [Node] {
        let f = try reader.fields(ForEachKey.self, "{count: N, content: NODE} or {items: [...], content: NODE}")
        let content = try f.required(.content)
        let items: [SourceNode]
        switch (f[.count], f[.items]) {
        case (let c?, nil):
            items = (0..<(try c.int(in: Limits.forEachCount))).map { SourceNode.number(Double($0)) }
        case (nil, let i?):
            guard case .sequence(let list) = i.node.content else { throw i.mismatch("a list of items") }
            guard list.count <= Limits.forEachCount.upperBound else {
                throw i.error("\(list.count) items: use at most \(Limits.forEachCount.upperBound)")
            }
            items = list
        default:
            throw reader.error("give count: N or items: [...], one of them")
        }
        return try items.enumerated().map { index, item in
            let params = ["item": item, "index": SourceNode.number(Double(index))]
            let expanded = try content.node.substituting(params) { message, at, inner in
                var e = ScreenFileError(file: reader.context.file, location: at, keyPath: content.path + inner,
                                        message: message + " (in forEach item \(index), where only ${item} and ${index} have values)")
                // A component's own `${param}` has its value only where the component is used.
                e.involvesParameter = true
                return e
            }
            let r = Reader(node: expanded, path: content.path + "[\(index)]", context: reader.context,
                           expanding: reader.expanding, depth: reader.depth)
            return try r.readNode()
        }
    }
}
