// `chart`: Swift Charts' `Chart { ... }` with the marks its data made (`Layout/Kinds/Chart.swift`
// lays it out and draws it from the size it is given).

public struct ChartValue: Sendable {
    /// The mark types of Swift Charts the model draws.
    public enum MarkKind: String, Hashable, Sendable, CaseIterable {
        case bar, line, point, area, rule, rectangle, sector
    }

    /// A plotted value: a number (a quantitative scale) or a category (a band per distinct value,
    /// in the order first met; dates and strings are categories, shown as their text).
    public enum Datum: Hashable, Sendable {
        case number(Double)
        case category(String)

        public var number: Double? { if case .number(let n) = self { return n } else { return nil } }
    }

    /// One mark: `BarMark(x: .value("Day", day), y: .value("Sales", n))` and its modifiers.
    public struct Mark: Sendable {
        public var kind: MarkKind
        public var x: Datum?
        public var y: Datum?
        /// A `SectorMark`'s `angle:` value.
        public var angle: Double?
        /// `.foregroundStyle(color)`.
        public var color: ColorValue?
        /// `.foregroundStyle(by: .value(label, v))`: the series, coloured from the default palette.
        public var series: String?
        /// `.annotation { content }`: drawn above the mark.
        public var annotation: Node?

        public init(kind: MarkKind, x: Datum? = nil, y: Datum? = nil, angle: Double? = nil, color: ColorValue? = nil,
                    series: String? = nil, annotation: Node? = nil) {
            self.kind = kind; self.x = x; self.y = y; self.angle = angle; self.color = color; self.series = series
            self.annotation = annotation
        }
    }

    public var marks: [Mark]
    /// `.chartXAxis(.hidden)` / `.chartYAxis(.hidden)`.
    public var xAxisHidden: Bool
    public var yAxisHidden: Bool

    public init(marks: [Mark], xAxisHidden: Bool = false, yAxisHidden: Bool = false) {
        self.marks = marks; self.xAxisHidden = xAxisHidden; self.yAxisHidden = yAxisHidden
    }
}
