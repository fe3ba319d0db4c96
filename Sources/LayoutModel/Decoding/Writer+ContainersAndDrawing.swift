// Writing the containers and drawing of issue 13 in the shapes `Reader+ContainersAndDrawing` reads.
extension SectionValue {
    var source: SourceNode {
        var pairs: [(String, SourceNode)] = []
        if let header { pairs.append((SectionKey.header.rawValue, header.source(bare: true))) }
        pairs.append((SectionKey.content.rawValue, .sequence(content.map { $0.source(bare: true) })))
        if let footer { pairs.append((SectionKey.footer.rawValue, footer.source(bare: true))) }
        return .mapping(pairs)
    }
}

extension GridValue {
    var source: SourceNode {
        var pairs: [(String, SourceNode)] = [(GridKey.rows.rawValue, .sequence(rows.map { row in
            row.isGridRow ? .sequence(row.cells.map { $0.source(bare: true) }) : row.cells[0].source(bare: false)
        }))]
        if let horizontalSpacing { pairs.append((GridKey.horizontalSpacing.rawValue, .number(horizontalSpacing))) }
        if let verticalSpacing { pairs.append((GridKey.verticalSpacing.rawValue, .number(verticalSpacing))) }
        return .mapping(pairs)
    }
}

extension LazyGridValue {
    var source: SourceNode {
        .mapping([(LazyGridKey.columns.rawValue, .sequence(columns.map(\.source))),
                  (LazyGridKey.items.rawValue, .sequence(items.map { $0.source(bare: true) }))])
    }
}

extension GridItemValue {
    var source: SourceNode {
        func length(_ n: Double) -> SourceNode { n == .infinity ? .string(Spelling.infinity) : .number(n) }
        func range(_ lo: Double, _ hi: Double) -> SourceNode {
            .mapping([(GridSizeKey.minimum.rawValue, .number(lo))] + (hi == .infinity ? [] : [(GridSizeKey.maximum.rawValue, length(hi))]))
        }
        var pairs: [(String, SourceNode)]
        switch size {
        case .fixed(let w): pairs = [(GridItemKey.fixed.rawValue, .number(w))]
        case .flexible(let lo, let hi): pairs = [(GridItemKey.flexible.rawValue, range(lo, hi))]
        case .adaptive(let lo, let hi): pairs = [(GridItemKey.adaptive.rawValue, range(lo, hi))]
        }
        if let spacing { pairs.append((GridItemKey.spacing.rawValue, .number(spacing))) }
        if let alignment { pairs.append((GridItemKey.alignment.rawValue, .string(alignment.name))) }
        return .mapping(pairs)
    }
}

extension ShapeValue {
    /// The gradient, stroke, trim and rotation keys of a shape.
    var drawingPairs: [(String, SourceNode)] {
        var pairs: [(String, SourceNode)] = []
        if let gradient { pairs.append((ShapeKey.gradient.rawValue, gradient.source)) }
        if let stroke {
            pairs.append((ShapeKey.stroke.rawValue, .mapping(
                (stroke.color.map { [(ShapeStrokeKey.color.rawValue, $0.source)] } ?? [])
                + [(ShapeStrokeKey.width.rawValue, .number(stroke.width))]
                + (stroke.lineCap == .butt ? [] : [(ShapeStrokeKey.lineCap.rawValue, .string(stroke.lineCap.rawValue))])
                + (stroke.inside ? [(ShapeStrokeKey.inside.rawValue, .bool(true))] : []))))
        }
        if let trim {
            pairs.append((ShapeKey.trim.rawValue, .mapping([(TrimKey.from.rawValue, .number(trim.from)),
                                                             (TrimKey.to.rawValue, .number(trim.to))])))
        }
        if let rotation { pairs.append((ShapeKey.rotation.rawValue, .number(rotation))) }
        return pairs
    }
}

extension UnitPoint {
    /// The named point's spelling (the reader accepts only named points).
    var source: SourceNode {
        let h = x < 0.25 ? HorizontalAlignment.leading : x > 0.75 ? .trailing : .center
        let v = y < 0.25 ? VerticalAlignment.top : y > 0.75 ? .bottom : .center
        return .string(Alignment(horizontal: h, vertical: v).name)
    }
}

extension GradientValue {
    var source: SourceNode {
        switch self {
        case .linear(let colors, let start, let end):
            return .mapping([(GradientKey.linear.rawValue, .mapping([
                (LinearGradientKey.colors.rawValue, .sequence(colors.map(\.source))),
                (LinearGradientKey.startPoint.rawValue, start.source), (LinearGradientKey.endPoint.rawValue, end.source),
            ]))])
        case .radial(let colors, let center, let startRadius, let endRadius):
            return .mapping([(GradientKey.radial.rawValue, .mapping([
                (RadialGradientKey.colors.rawValue, .sequence(colors.map(\.source))),
                (RadialGradientKey.center.rawValue, center.source),
                (RadialGradientKey.startRadius.rawValue, .number(startRadius)),
                (RadialGradientKey.endRadius.rawValue, .number(endRadius)),
            ]))])
        }
    }
}

extension ShadowValue {
    var source: SourceNode {
        .mapping([(ShadowKey.color.rawValue, color.source), (ShadowKey.radius.rawValue, .number(radius)),
                  (ShadowKey.x.rawValue, .number(x)), (ShadowKey.y.rawValue, .number(y))])
    }
}
