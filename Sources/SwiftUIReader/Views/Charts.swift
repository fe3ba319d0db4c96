import LayoutModel
import SwiftSyntax

// Swift Charts onto the model's `chart` (laid out and drawn by `LayoutModel/Layout/Kinds/Chart.swift`):
//
// 1. A mark (`BarMark`, `LineMark`, `PointMark`, `AreaMark`, `RuleMark`, `RectangleMark`,
//    `SectorMark`) evaluates to a one-mark chart fragment, so `ForEach`, `if` and helper functions
//    build marks as they build views. Its `x:`/`y:` (or `xStart:`/`yStart:`, `angle:`) are
//    `.value(label, v)`: a number is plotted on a quantitative scale, a string or enum case is a
//    category (shown as its text); anything else (a `Date`, an unknown) is not evaluated.
// 2. Modifiers of marks: `.foregroundStyle(color)`, `.foregroundStyle(by: .value(label, v))` (a series,
//    coloured from Swift Charts' palette), `.annotation { content }` (drawn above the mark). Others
//    that change only the drawing (`.cornerRadius`, `.interpolationMethod`, `.lineStyle`,
//    `.symbol`, `.opacity`, `.position(by:)`...) are left out, the chart's colour unverified.
// 3. `Chart { marks }` and `Chart(data) { item in marks }` (as `ForEach`) gather the fragments
//    into one chart. A mark whose data could not be evaluated is left out of the plot and listed;
//    the chart is then marked unverified (its text and colour: the axis labels depend on the data),
//    never a placeholder. Anything else in the content is left out the same way.
// 4. `.chartXAxis(.hidden)` / `.chartYAxis(.hidden)` drop an axis; any other `.chart...` modifier
//    (custom axes, scales, legends, plot styles) is left out, the chart's text and colour unverified.

enum ChartMarks {
    static let kinds: [String: ChartValue.MarkKind] = [
        "BarMark": .bar, "LineMark": .line, "PointMark": .point, "AreaMark": .area, "RuleMark": .rule,
        "RectangleMark": .rectangle, "SectorMark": .sector,
    ]
    /// The path a fragment node is made with (it never reaches a screen: `Chart` takes it apart).
    static let fragment = "$ChartMark"
}

extension Evaluator {
    /// Rule 1: a mark as a one-mark fragment; a mark whose values are unknown is an empty fragment, recorded.
    func chartMark(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        guard let kind = ChartMarks.kinds[name] else { return nil }
        var unknown: Unknown?
        func datum(_ labels: [String]) -> ChartValue.Datum? {
            guard let v = labels.lazy.compactMap({ args.labeled($0) }).first else { return nil }
            let (d, u) = plotted(v, at: node)
            if let u { unknown = unknown ?? u }
            return d
        }
        var mark = ChartValue.Mark(kind: kind, x: datum(["x", "xStart"]), y: datum(["y", "yStart"]))
        if kind == .sector { mark.angle = datum(["angle"])?.number }
        var n = try make(.chart(ChartValue(marks: [])), ChartMarks.fragment, at: node)
        if let unknown {
            record(unknown, "a \(name) left out of the chart, the chart unverified")
            n.unverified.formUnion([.text, .color])
        } else {
            n.kind = .chart(ChartValue(marks: [mark]))
        }
        return ViewValue(nodes: [n])
    }

    /// `.value(label, v)`'s `v` as plotted, or the unknown it could not be made from.
    private func plotted(_ v: Value, at node: some SyntaxProtocol) -> (datum: ChartValue.Datum?, unknown: Unknown?) {
        var inner = v
        if case .member("value", let parts) = v, parts.count >= 2 { inner = parts[1].value }
        if let n = inner.number { return (.number(n), nil) }
        switch inner {
        case .string(let s) where s.unknown == nil: return (.category(s.text), nil)
        case .enumCase(_, let name, _): return (.category(name), nil)
        case .unknown(let u): return (nil, u)
        default: return (nil, Unknown(place: place(node), reason: "a \(inner.typeName) plotted is not evaluated"))
        }
    }

    /// Rule 3: `Chart { }` / `Chart(data) { item in }`: the fragments' marks in one chart.
    /// Nil without a content closure: no `Chart` initializer of Swift Charts is that (an unknown view).
    func chart(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        guard let body = args.trailing ?? args.closure("content") else { return nil }
        var drawn = ViewValue.empty
        if let data = args.first {
            for item in try items(of: data, at: node) { drawn.nodes += try content(body, at: node, [item]).nodes }
        } else {
            drawn = try content(body, at: node)
        }
        var marks: [ChartValue.Mark] = []
        var unverified = UnverifiedAspects()
        for n in drawn.nodes {
            if case .chart(let c) = n.kind, n.path.hasSuffix(ChartMarks.fragment) {
                marks += c.marks
                unverified.formUnion(n.unverified)
            } else {
                record(Unknown(place: place(node), reason: "a \(n.kind.name) in a Chart's content is not a mark"), "left out, the chart unverified")
                unverified.formUnion([.text, .color])
            }
        }
        var chart = try make(.chart(ChartValue(marks: marks)), "Chart", at: node)
        chart.unverified = unverified
        return ViewValue(nodes: [chart])
    }

    /// Rules 2 and 4: a modifier of a mark fragment or of a chart, or nil when `view` is neither.
    func chartModifier(_ name: String, on view: ViewValue, _ node: FunctionCallExprSyntax, _ scope: Scope) throws -> ViewValue? {
        guard view.nodes.count == 1, case .chart(var c) = view.nodes[0].kind else { return nil }
        var n = view.nodes[0]
        let isFragment = n.path.hasSuffix(ChartMarks.fragment)
        guard isFragment || name.hasPrefix("chart") else { return nil }
        let args = try arguments(node, scope)
        if !isFragment {
            if case .member("hidden", _)? = args.first, name == "chartXAxis" || name == "chartYAxis" {
                if name == "chartXAxis" { c.xAxisHidden = true } else { c.yAxisHidden = true }
            } else {
                record(Unknown(place: place(node), reason: "chart modifier '.\(name)' is not modelled"), "the default is drawn, the chart's text and colour unverified")
                n.unverified.formUnion([.text, .color])
            }
            n.kind = .chart(c)
            return ViewValue(nodes: [n], preferences: view.preferences)
        }
        switch name {
        case "foregroundStyle" where args.labeled("by") != nil:
            if let d = plotted(args.labeled("by")!, at: node).datum {
                let series: String
                switch d { case .number(let x): series = ChartMetrics.label(x); case .category(let s): series = s }
                for i in c.marks.indices { c.marks[i].series = series }
            } else { n.unverified.insert(.color) }
        case "foregroundStyle":
            if let v = args.first, let color = ColorConversion.color(v, environment.appearance) ?? ColorConversion.color(resolveImplicit(v, in: "Color"), environment.appearance) {
                for i in c.marks.indices { c.marks[i].color = color }
            } else { n.unverified.insert(.color) }
        case "annotation":
            guard let closure = args.trailing ?? args.closure("content") else { break }
            let content = try self.content(closure, at: node)
            if !content.nodes.isEmpty, !c.marks.isEmpty {
                c.marks[c.marks.count - 1].annotation = try single(content, at: node, axis: .vertical)
            }
        default:
            // Rule 2: drawing details left out.
            n.unverified.insert(.color)
        }
        n.kind = .chart(c)
        return ViewValue(nodes: [n], preferences: view.preferences)
    }
}
