// `chart: {marks: [{mark: bar, x: Mon, y: 3}, ...], xAxis: hidden, yAxis: hidden}`: Swift Charts'
// `Chart` with its marks (`ChartValue`). A mark's `x`/`y` is a number (a quantitative scale) or a
// string (a category); `angle` is a sector's value; `color` its `.foregroundStyle(color)`,
// `series` its `.foregroundStyle(by:)` value; `annotation` a node drawn above it.
extension Reader {
    func chart() throws -> ChartValue {
        let f = try fields(ChartKey.self, "{marks, xAxis, yAxis}")
        func hidden(_ key: ChartKey) throws -> Bool {
            try f.optional(key) { try $0.name("axis visibility", ["hidden", "automatic"]) { $0 == "hidden" ? true : $0 == "automatic" ? false : nil } } ?? false
        }
        let marks = try f.optional(.marks) { try $0.list().map { try $0.chartMark() } } ?? []
        guard marks.count <= Limits.chartMarks else { throw f.owner.error("more than \(Limits.chartMarks) marks") }
        return ChartValue(marks: marks, xAxisHidden: try hidden(.xAxis), yAxisHidden: try hidden(.yAxis))
    }

    private func chartMark() throws -> ChartValue.Mark {
        let f = try fields(ChartMarkKey.self, "{mark, x, y, angle, color, series, annotation}")
        let kind: ChartValue.MarkKind = try f.required(.mark).name("mark")
        return ChartValue.Mark(kind: kind, x: try f.optional(.x) { try $0.chartDatum() }, y: try f.optional(.y) { try $0.chartDatum() },
                               angle: try f.optional(.angle) { try $0.nonNegative() },
                               color: try f.optional(.color) { try $0.color() },
                               series: try f.optional(.series) { try $0.string() },
                               annotation: try f.optional(.annotation) { try $0.readNode() })
    }

    private func chartDatum() throws -> ChartValue.Datum {
        if node.scalar?.kind == .string { return .category(try string()) }
        return .number(try number(in: -Limits.formattedNumber...Limits.formattedNumber))
    }
}

extension ChartValue {
    var source: SourceNode {
        var pairs: [(String, SourceNode)] = [(ChartKey.marks.rawValue, .sequence(marks.map(\.source)))]
        if xAxisHidden { pairs.append((ChartKey.xAxis.rawValue, .string("hidden"))) }
        if yAxisHidden { pairs.append((ChartKey.yAxis.rawValue, .string("hidden"))) }
        return .mapping(pairs)
    }
}

extension ChartValue.Mark {
    var source: SourceNode {
        func datum(_ d: ChartValue.Datum) -> SourceNode {
            switch d {
            case .number(let n): return .number(n)
            case .category(let c): return .string(c)
            }
        }
        var pairs: [(String, SourceNode)] = [(ChartMarkKey.mark.rawValue, .string(kind.rawValue))]
        if let x { pairs.append((ChartMarkKey.x.rawValue, datum(x))) }
        if let y { pairs.append((ChartMarkKey.y.rawValue, datum(y))) }
        if let angle { pairs.append((ChartMarkKey.angle.rawValue, .number(angle))) }
        if let color { pairs.append((ChartMarkKey.color.rawValue, color.source)) }
        if let series { pairs.append((ChartMarkKey.series.rawValue, .string(series))) }
        if let annotation { pairs.append((ChartMarkKey.annotation.rawValue, annotation.source(bare: false))) }
        return .mapping(pairs)
    }
}
