import Foundation

// Swift Charts' `Chart`, laid out and drawn from its marks:
//
// 1. Size: it takes the size proposed to it, in both directions, as a shape does (an unspecified
//    side is 10 pt, SwiftUI's default for a flexible view); apps give charts a `.frame(height:)`.
// 2. Axes (Swift Charts' defaults, "Customizing axes in Swift Charts", WWDC22 session 10137): a
//    quantitative y axis on the trailing edge, a horizontal grid line at each tick and the tick's
//    value as a label beside it; the x axis at the bottom, a label per category centred under its
//    band, or per tick for numbers (with a vertical grid line). Ticks are "nice" numbers (1, 2 or
//    5 times a power of ten, Heckbert, "Nice numbers for graph labels", Graphics Gems 1990) about
//    `ChartMetrics.targetTicks` of them over a domain that includes zero (Swift Charts' automatic
//    scale domain includes zero for quantitative data). `.chartXAxis(.hidden)` /
//    `.chartYAxis(.hidden)` drop an axis and its labels, the plot taking the space; so does a y axis
//    with no known value (marks whose data was not evaluated): no ticks are invented for it.
// 3. Labels are texts in `ChartMetrics.labelFont`, secondary label colour: ordinary text elements,
//    so coverage and the checks see them. Numbers are written as Swift Charts writes them in
//    English (`1000` as "1,000", a fraction with at most two digits).
// 4. Marks: bars from zero to their value in their band (`ChartMetrics.barFraction` of it, side by
//    side bars of a band are not dodged: stacked as drawn); a line as a dot at each of its points
//    (the painter has no line primitive: the segments between them are not drawn); areas as a bar per point under the line at
//    `ChartMetrics.areaOpacity`; points as circles; rules across the plot at their value; rectangles
//    filling their cell; sectors as a pie (each a trimmed circle stroked to its centre).
// 5. Colours: `.foregroundStyle(color)`, else by series (`.foregroundStyle(by:)`) from
//    `ChartMetrics.palette` in the order series are first met, else the first colour of it.
// 6. Mirrored in right-to-left layouts, as SwiftUI mirrors views (positions are leading offsets).
// 7. An annotation is drawn centred above its mark, `ChartMetrics.annotationGap` from its top.

public enum ChartMetrics {
    /// Swift Charts does not document its label font; caption2 (11 pt at Large) is this reader's
    /// choice, the nearest text style to the labels iOS draws.
    static let labelFont = FontValue(style: .caption2)
    /// Space between the plot and its labels (a choice: Swift Charts does not document it).
    static let labelGap = 4.0
    /// About this many y ticks (Swift Charts' automatic strategy shows about five).
    static let targetTicks = 5
    /// A bar's share of its band (a choice: Swift Charts sizes bars automatically).
    static let barFraction = 0.7
    /// A line's width (Swift Charts' default stroke for LineMark is 2 pt wide, as drawn on iOS 17).
    static let lineWidth = 2.0
    /// A point's diameter (a choice close to iOS's default symbol).
    static let pointDiameter = 8.0
    /// A grid line's width and colour (iOS draws them hairline-thin in a light grey).
    static let gridWidth = 0.5
    static let gridColor = ColorValue.rgba(RGBA(hex: 0x8E8E93, alpha: 0.3))
    static let labelColor = ColorValue.system(.secondaryLabel)
    /// An area's fill opacity under its line (a choice).
    static let areaOpacity = 0.3
    static let annotationGap = 4.0
    /// The colours Swift Charts gives series in turn (observed on iOS 18: blue, green, orange,
    /// purple, red, cyan, yellow; Stack Overflow answer 79405781), SwiftUI's values.
    static let palette: [ColorValue] = [.system(.systemBlue), .system(.systemGreen), .system(.systemOrange),
                                        .rgba(RGBA(hex: 0xAF52DE)), .system(.systemRed), .rgba(RGBA(hex: 0x32ADE6)),
                                        .rgba(RGBA(hex: 0xFFCC00))]

    /// Rule 2: about `target` nice ticks covering `lo...hi` (zero included), from the lowest to the highest.
    static func ticks(_ lo: Double, _ hi: Double, target: Int = targetTicks) -> [Double] {
        let low = min(lo, 0), high = max(hi, 0)
        guard high > low else { return [0, 1] }
        let step = niceStep((high - low) / Double(max(target - 1, 1)))
        let first = (low / step).rounded(.down) * step
        var out: [Double] = []
        var t = first
        while t < high + step / 2, out.count < 50 { out.append(t); t += step }
        if let last = out.last, last < high { out.append(last + step) }
        return out
    }

    static func niceStep(_ raw: Double) -> Double {
        let p = pow(10, (log10(raw)).rounded(.down))
        let f = raw / p
        return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p
    }

    /// Rule 3: a tick's label.
    public static func label(_ v: Double) -> String {
        let rounded = (v * 100).rounded() / 100
        if rounded == rounded.rounded() {
            let i = Int(rounded)
            let digits = String(abs(i))
            var grouped = ""
            for (n, ch) in digits.reversed().enumerated() { if n > 0, n % 3 == 0 { grouped.append(",") }; grouped.append(ch) }
            return (i < 0 ? "-" : "") + String(grouped.reversed())
        }
        return String(rounded)
    }
}

final class ChartLayout: KindLayout {
    let parts: (Size) -> NodeBox

    init(parts: @escaping (Size) -> NodeBox) { self.parts = parts }

    /// Rule 1.
    func sizeThatFits(_ proposal: ProposedSize) -> Size { proposal.replacingUnspecifiedDimensions() }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        KindPlacement(children: [parts(rect.size).place(in: rect, proposal: ProposedSize(rect.size), context: context)])
    }
}

/// The parts of one chart at one size: a top-leading `zStack` of fixed frames at leading offsets.
struct ChartParts {
    let id: String
    let source: NodeSource?
    let value: ChartValue
    /// The ideal size of a label (measured in the chart's environment).
    let measure: (Node) -> Size

    private func node(_ kind: NodeKind, _ part: String, x: Double, y: Double, width: Double, height: Double,
                      _ configure: (inout Modifiers) -> Void = { _ in }) -> Node {
        var m = Modifiers()
        m.id = id + "/" + part
        m.frame = FrameValue(width: max(width, 0), height: max(height, 0))
        m.offset = OffsetValue(leading: x, y: y)
        configure(&m)
        var n = Node(kind, m, path: id + "/" + part)
        n.source = source
        return n
    }

    private func label(_ text: String, _ part: String) -> Node {
        var m = Modifiers()
        m.id = id + "/" + part
        m.font = ChartMetrics.labelFont
        m.foreground = ChartMetrics.labelColor
        m.lineLimit = 1
        var n = Node(.text(.literal(text)), m, path: id + "/" + part)
        n.source = source
        return n
    }

    private func placed(_ n: Node, x: Double, y: Double, width: Double, height: Double, alignment: Alignment) -> Node {
        var n = n
        n.modifiers.frame = FrameValue(width: max(width, 0), height: max(height, 0), alignment: alignment)
        n.modifiers.offset = OffsetValue(leading: x, y: y)
        return n
    }

    private func shape(_ s: ShapeValue, _ part: String, x: Double, y: Double, width: Double, height: Double, opacity: Double? = nil) -> Node {
        node(.shape(s), part, x: x, y: y, width: width, height: height) { if let opacity { $0.opacity = opacity } }
    }

    func root(_ size: Size) -> Node {
        var children: [Node] = []
        let marks = value.marks
        // Rule 5: series colours in the order first met.
        var seriesOrder: [String] = []
        for m in marks { if let s = m.series, !seriesOrder.contains(s) { seriesOrder.append(s) } }
        func color(_ m: ChartValue.Mark) -> ColorValue {
            if let c = m.color { return c }
            let i = m.series.flatMap { seriesOrder.firstIndex(of: $0) } ?? 0
            return ChartMetrics.palette[i % ChartMetrics.palette.count]
        }
        if marks.contains(where: { $0.kind == .sector }) {
            return container(pie(marks, color, size), size)
        }
        // Categories of x, in the order first met; numbers of x and y.
        var categories: [String] = []
        for m in marks { if case .category(let c)? = m.x, !categories.contains(c) { categories.append(c) } }
        let xNumbers = marks.compactMap { $0.x?.number }
        let yNumbers = marks.compactMap { $0.y?.number }
        // No known y value, no y axis: ticks over an invented 0...1 range would read as data.
        let yTicks = yNumbers.isEmpty ? [] : ChartMetrics.ticks(yNumbers.min() ?? 0, yNumbers.max() ?? 1)
        let xTicks = categories.isEmpty && !xNumbers.isEmpty ? ChartMetrics.ticks(xNumbers.min() ?? 0, xNumbers.max() ?? 1) : []
        let yLabels = value.yAxisHidden ? [] : yTicks.enumerated().map { label(ChartMetrics.label($1), "yLabel[\($0)]") }
        let labelWidth = yLabels.map { measure($0).width }.max() ?? 0
        let labelHeight = measure(label("0", "probe")).height
        let plotWidth = max(size.width - (yLabels.isEmpty ? 0 : labelWidth + ChartMetrics.labelGap), 0)
        let plotHeight = max(size.height - (value.xAxisHidden ? 0 : labelHeight + ChartMetrics.labelGap), 0)
        let yLow = yTicks.first ?? 0, yHigh = yTicks.last ?? 1
        func y(_ v: Double) -> Double { plotHeight * (1 - (v - yLow) / max(yHigh - yLow, 1e-9)) }
        let band = categories.isEmpty ? 0 : plotWidth / Double(categories.count)
        let xLow = xTicks.first ?? 0, xHigh = xTicks.last ?? 1
        func x(_ d: ChartValue.Datum?) -> Double? {
            switch d {
            case .category(let c)?: return categories.firstIndex(of: c).map { (Double($0) + 0.5) * band }
            case .number(let n)?: return plotWidth * (n - xLow) / max(xHigh - xLow, 1e-9)
            default: return nil
            }
        }
        // Grid lines and y labels (rule 2).
        if !value.yAxisHidden {
            for (i, t) in yTicks.enumerated() {
                children.append(shape(ShapeValue(kind: .rectangle, fill: ChartMetrics.gridColor), "yGrid[\(i)]",
                                      x: 0, y: y(t) - ChartMetrics.gridWidth / 2, width: plotWidth, height: ChartMetrics.gridWidth))
                children.append(placed(yLabels[i], x: plotWidth + ChartMetrics.labelGap, y: y(t) - labelHeight / 2,
                                       width: labelWidth, height: labelHeight, alignment: .leading))
            }
        }
        if !value.xAxisHidden {
            if !categories.isEmpty {
                for (i, c) in categories.enumerated() {
                    children.append(placed(label(c, "xLabel[\(i)]"), x: Double(i) * band, y: plotHeight + ChartMetrics.labelGap,
                                           width: band, height: labelHeight, alignment: .center))
                }
            } else {
                for (i, t) in xTicks.enumerated() {
                    let px = plotWidth * (t - xLow) / max(xHigh - xLow, 1e-9)
                    children.append(shape(ShapeValue(kind: .rectangle, fill: ChartMetrics.gridColor), "xGrid[\(i)]",
                                          x: px - ChartMetrics.gridWidth / 2, y: 0, width: ChartMetrics.gridWidth, height: plotHeight))
                    let text = label(ChartMetrics.label(t), "xLabel[\(i)]")
                    let w = measure(text).width
                    children.append(placed(text, x: px - w / 2, y: plotHeight + ChartMetrics.labelGap, width: w, height: labelHeight, alignment: .center))
                }
            }
        }
        // Marks (rule 4), and their annotations (rule 7).
        let slot = categories.isEmpty ? max(plotWidth / Double(max(xNumbers.count, 1)), 2) : band
        for (i, m) in marks.enumerated() {
            let fill = color(m)
            var top: (x: Double, y: Double)?
            switch m.kind {
            case .bar, .area:
                guard let cx = x(m.x), let v = m.y?.number else { continue }
                let w = m.kind == .bar ? slot * ChartMetrics.barFraction : slot
                let y0 = y(max(0, yLow)), y1 = y(v)
                children.append(shape(ShapeValue(kind: .rectangle, fill: fill), "mark[\(i)]", x: cx - w / 2, y: min(y0, y1), width: w,
                                      height: abs(y0 - y1), opacity: m.kind == .area ? ChartMetrics.areaOpacity : nil))
                top = (cx, min(y0, y1))
                if m.kind == .area { fallthrough }
            case .line:
                guard let cx = x(m.x), let v = m.y?.number else { continue }
                // The painter has no line primitive (a rectangle's rotation is drawn only for trims):
                // a line is drawn as its points, a dot as wide as the line twice.
                let py = y(v), d = ChartMetrics.lineWidth * 2
                children.append(shape(ShapeValue(kind: .circle, fill: fill), "mark[\(i)]/point", x: cx - d / 2, y: py - d / 2, width: d, height: d))
                top = top ?? (cx, py)
            case .point:
                guard let cx = x(m.x), let v = m.y?.number else { continue }
                let d = ChartMetrics.pointDiameter
                children.append(shape(ShapeValue(kind: .circle, fill: fill), "mark[\(i)]", x: cx - d / 2, y: y(v) - d / 2, width: d, height: d))
                top = (cx, y(v) - d / 2)
            case .rule:
                if let v = m.y?.number, m.x == nil {
                    children.append(shape(ShapeValue(kind: .rectangle, fill: fill), "mark[\(i)]", x: 0, y: y(v) - 0.5, width: plotWidth, height: 1))
                    top = (plotWidth / 2, y(v))
                } else if let cx = x(m.x) {
                    children.append(shape(ShapeValue(kind: .rectangle, fill: fill), "mark[\(i)]", x: cx - 0.5, y: 0, width: 1, height: plotHeight))
                    top = (cx, 0)
                }
            case .rectangle:
                guard let cx = x(m.x) else { continue }
                let h = m.y?.number.map { _ in plotHeight / Double(max(yTicks.count - 1, 1)) } ?? plotHeight
                let cy = m.y?.number.map(y) ?? plotHeight / 2
                children.append(shape(ShapeValue(kind: .rectangle, fill: fill), "mark[\(i)]", x: cx - slot / 2, y: cy - h / 2, width: slot, height: h))
                top = (cx, cy - h / 2)
            case .sector:
                continue
            }
            if let a = m.annotation, let top {
                let s = measure(a)
                children.append(placed(a, x: top.x - s.width / 2, y: top.y - ChartMetrics.annotationGap - s.height,
                                       width: s.width, height: s.height, alignment: .center))
            }
        }
        return container(children, size)
    }

    /// Rule 4: sectors as a pie filling the plot's smaller side, from 12 o'clock clockwise.
    private func pie(_ marks: [ChartValue.Mark], _ color: (ChartValue.Mark) -> ColorValue, _ size: Size) -> [Node] {
        let total = marks.compactMap(\.angle).reduce(0, +)
        guard total > 0 else { return [] }
        let d = min(size.width, size.height)
        var start = 0.0
        var out: [Node] = []
        for (i, m) in marks.enumerated() {
            guard let a = m.angle, a > 0 else { continue }
            // A circle of half the diameter stroked as wide as the radius covers centre to edge.
            var s = ShapeValue(kind: .circle)
            s.stroke = ShapeStroke(color: color(m), width: d / 2)
            s.trim = TrimValue(from: start / total, to: (start + a) / total)
            s.rotation = -90
            out.append(shape(s, "mark[\(i)]", x: (size.width - d / 2) / 2, y: (size.height - d / 2) / 2, width: d / 2, height: d / 2))
            start += a
        }
        return out
    }

    private func container(_ children: [Node], _ size: Size) -> Node {
        var m = Modifiers()
        m.id = id + "/plot"
        m.alignment = .topLeading
        m.frame = FrameValue(width: size.width, height: size.height, alignment: .topLeading)
        var n = Node(.zStack(children), m, path: id + "/plot")
        n.source = source
        return n
    }
}
