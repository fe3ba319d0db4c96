// Readers for the layout modifiers' values: edges, frames, fixed size, offsets, strokes, decorations.
extension Reader {
    /// `padding`: `N`, `default` (16), or `{top, bottom, leading, trailing, horizontal, vertical}`.
    /// `hitSlop` (`allowsDefault: false`): `N` or edges. A side given both ways takes the specific side.
    /// `signed`: negative lengths too (`padding`), in `Limits.signedLength`.
    func edges(allowsDefault: Bool, signed: Bool = false) throws -> EdgeInsets {
        func length(_ r: Reader) throws -> Double { signed ? try r.number(in: Limits.signedLength) : try r.nonNegative() }
        let shapes = (allowsDefault ? "a number, '\(Spelling.defaultPadding)', or " : "a number or ")
            + "{top, bottom, leading, trailing, horizontal, vertical}"
        if let s = node.scalar {
            if allowsDefault, s.kind == .string, s.text == Spelling.defaultPadding {
                return EdgeInsets(all: Spelling.defaultPaddingValue)
            }
            guard case .number = s.kind else { throw mismatch(shapes) }
            return EdgeInsets(all: try length(self))
        }
        guard node.entries != nil else { throw mismatch(shapes) }
        let f = try fields(EdgeKey.self, shapes)
        func side(_ key: EdgeKey, _ axis: EdgeKey) throws -> Double {
            try f.optional(key) { try length($0) } ?? f.optional(axis) { try length($0) } ?? 0
        }
        return EdgeInsets(top: try side(.top, .vertical), leading: try side(.leading, .horizontal),
                          bottom: try side(.bottom, .vertical), trailing: try side(.trailing, .horizontal))
    }

    /// `true`, an edge name (`all`, `horizontal`, `vertical`, `top`, ...) or a list of them.
    func edgeSet() throws -> EdgeSet {
        let shapes = "true, " + EdgeSet.names.map(\.0).joined(separator: ", ") + ", or a list of them"
        if case .bool(true)? = node.scalar?.kind { return .all }
        if case .sequence(let items) = node.content {
            var set: EdgeSet = []
            for (i, item) in items.enumerated() { set.formUnion(try self.item(i, item).edgeSet()) }
            return set
        }
        guard let s = node.scalar, s.kind == .string, let set = EdgeSet.names.first(where: { $0.0 == s.text })?.1 else { throw mismatch(shapes) }
        return set
    }

    /// A frame length: a number, or `infinity` (also YAML's `.inf`) where `allowsInfinity`.
    func length(allowsInfinity: Bool) throws -> Double {
        if allowsInfinity {
            if node.scalar?.text == Spelling.infinity { return .infinity }
            if case .number(let n)? = node.scalar?.kind, n == .infinity { return .infinity }
            guard case .number = node.scalar?.kind else { throw mismatch("a number or '\(Spelling.infinity)'") }
        }
        return try nonNegative()
    }

    func frame() throws -> FrameValue {
        let f = try fields(FrameKey.self, "{width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment}")
        func fixed(_ k: FrameKey) throws -> Double? { try f.optional(k) { try $0.length(allowsInfinity: false) } }
        func flexible(_ k: FrameKey) throws -> Double? { try f.optional(k) { try $0.length(allowsInfinity: true) } }
        let frame = FrameValue(width: try fixed(.width), height: try fixed(.height),
                               minWidth: try fixed(.minWidth), idealWidth: try fixed(.idealWidth), maxWidth: try flexible(.maxWidth),
                               minHeight: try fixed(.minHeight), idealHeight: try fixed(.idealHeight), maxHeight: try flexible(.maxHeight),
                               alignment: try f.optional(.alignment) { try $0.alignment() })
        // A minimum above the maximum has no size that satisfies it.
        for (lo, hi, axis) in [(frame.minWidth, frame.maxWidth, "Width"), (frame.minHeight, frame.maxHeight, "Height")] {
            if let lo, let hi, lo > hi { throw error("min\(axis) \(NumberText.shortest(lo)) is larger than max\(axis) \(NumberText.shortest(hi))") }
        }
        return frame
    }

    /// `contentShape`: `true`, or the shape's name (`rectangle`, `roundedRectangle`, `capsule`,
    /// `circle`); every shape makes the node's whole bounds its hit area.
    func contentShape() throws -> Bool {
        if case .bool(let b)? = node.scalar?.kind { return b }
        _ = try name("content shape", ShapeKind.self)
        return true
    }

    /// `minimumTarget`: `N` (both sides) or `{width, height}`, in points.
    func minimumTarget() throws -> Size {
        if node.scalar != nil {
            let n = try nonNegative()
            return Size(width: n, height: n)
        }
        let f = try fields(TargetKey.self, "a number or {width, height}")
        let width = try f.optional(.width) { try $0.nonNegative() }
        let height = try f.optional(.height) { try $0.nonNegative() }
        guard width != nil || height != nil else { throw error("give width, height or both") }
        return Size(width: width ?? 0, height: height ?? 0)
    }

    /// `true`/`false` (both axes), or `{horizontal: BOOL, vertical: BOOL}`.
    func fixedSize() throws -> FixedSizeValue {
        if node.scalar != nil {
            guard case .bool(let b)? = node.scalar?.kind else { throw mismatch("true or {horizontal: BOOL, vertical: BOOL}") }
            return FixedSizeValue(horizontal: b, vertical: b)
        }
        let f = try fields(FixedSizeKey.self, "true or {horizontal: BOOL, vertical: BOOL}")
        return FixedSizeValue(horizontal: try f.optional(.horizontal) { try $0.bool() } ?? false,
                              vertical: try f.optional(.vertical) { try $0.bool() } ?? false)
    }

    /// `{x, y}` absolute (does not mirror) or `{leading, y}` (mirrors in RTL); x and leading add up.
    func offset() throws -> OffsetValue {
        let f = try fields(OffsetKey.self, "{x, y} or {leading, y}")
        return OffsetValue(x: try f.optional(.x) { try $0.number(in: Limits.signedLength) } ?? 0,
                           leading: try f.optional(.leading) { try $0.number(in: Limits.signedLength) } ?? 0,
                           y: try f.optional(.y) { try $0.number(in: Limits.signedLength) } ?? 0)
    }

    /// `{x, y}`, each 0 when not given.
    func position() throws -> PositionValue {
        let f = try fields(PositionKey.self, "{x, y}")
        return PositionValue(x: try f.optional(.x) { try $0.number(in: Limits.signedLength) } ?? 0,
                             y: try f.optional(.y) { try $0.number(in: Limits.signedLength) } ?? 0)
    }

    /// `{color, width}` (width defaults to 1; no colour is the foreground colour).
    func stroke() throws -> StrokeValue {
        let f = try fields(StrokeKey.self, "{color, width}")
        return StrokeValue(color: try f.optional(.color) { try $0.color() },
                           width: try f.optional(.width) { try $0.nonNegative() } ?? 1)
    }

    /// `background`/`overlay`: a string is a colour; a mapping with only `color`, `cornerRadius`
    /// and `stroke` keys is a styled fill; any other mapping is a node.
    func decoration() throws -> DecorationValue {
        if node.scalar != nil { return .color(try color()) }
        guard let entries = node.entries else { throw mismatch("a colour, a node, or {color, cornerRadius, stroke}") }
        let contrastKeys = Set(ContrastColorKey.names)
        if entries.contains(where: { $0.key == ContrastColorKey.increasedContrast.rawValue }),
           entries.allSatisfy({ contrastKeys.contains($0.key) }) { return .color(try color()) }
        let styledKeys = Set(DecorationKey.names)
        guard entries.allSatisfy({ styledKeys.contains($0.key) }) else { return .node(try readNode()) }
        let f = try fields(DecorationKey.self)
        return .styled(color: try f.optional(.color) { try $0.color() },
                       cornerRadius: try f.optional(.cornerRadius) { try $0.nonNegative() },
                       stroke: try f.optional(.stroke) { try $0.stroke() })
    }
}
