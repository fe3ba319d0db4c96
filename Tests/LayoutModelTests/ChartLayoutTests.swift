import Foundation
import Testing
@testable import LayoutModel

// Swift Charts' `chart` laid out from its marks (`Layout/Kinds/Chart.swift`), and read and written
// in the screen format.

@Suite struct ChartLayoutTests {
    private func bars(_ values: [(String, Double)], xHidden: Bool = false, yHidden: Bool = false) -> Node {
        node(.chart(ChartValue(marks: values.map { ChartValue.Mark(kind: .bar, x: .category($0.0), y: .number($0.1)) },
                               xAxisHidden: xHidden, yAxisHidden: yHidden))) { $0.frame = FrameValue(width: 300, height: 200) }
    }

    private func texts(_ e: LayoutElement) -> [(String, Rect)] {
        var out: [(String, Rect)] = []
        func walk(_ e: LayoutElement) {
            if let t = e.text { out.append((t.string, e.frame)) }
            e.children.forEach(walk)
        }
        walk(e)
        return out
    }

    private func fills(_ e: LayoutElement, _ prefix: String) -> [LayoutElement] {
        var out: [LayoutElement] = []
        func walk(_ e: LayoutElement) {
            if e.id.contains(prefix) { out.append(e) }
            e.children.forEach(walk)
        }
        walk(e)
        return out
    }

    @Test func niceTicksCoverTheDataFromZero() {
        #expect(ChartMetrics.ticks(12, 30) == [0, 10, 20, 30])
        #expect(ChartMetrics.ticks(3, 7) == [0, 2, 4, 6, 8])
        #expect(ChartMetrics.ticks(-15, 40) == [-20, 0, 20, 40])
        #expect(ChartMetrics.label(1500) == "1,500")
        #expect(ChartMetrics.label(0.25) == "0.25")
    }

    @Test func aBarChartTakesItsProposalWithAxesOnTheTrailingEdgeAndBottom() {
        let chart = layoutBody(bars([("Mon", 12), ("Tue", 30), ("Wed", 21)]))
        #expect(chart.kind == .chart)
        #expect(chart.frame.size == Size(width: 300, height: 200))
        let labels = texts(chart)
        #expect(labels.map(\.0) == ["0", "10", "20", "30", "Mon", "Tue", "Wed"])
        // y labels: after the plot, on the trailing edge; x labels below it, centred in their bands.
        let y30 = labels[3].1, mon = labels[4].1, wed = labels[6].1
        #expect(y30.maxX <= chart.frame.maxX + 1e-6 && y30.minX > chart.frame.minX + 200)
        #expect(mon.minY > labels[0].1.minY - 1)
        #expect(mon.midX < wed.midX)
        // Bars from zero, as tall as their share of the 0...30 scale; the 30 one reaches the top tick.
        let marks = fills(chart, "/mark[")
        #expect(marks.count == 3)
        let heights = marks.map(\.frame.height)
        #expect(abs(heights[1] / heights[0] - 30.0 / 12) < 1e-6)
        #expect(abs(marks[1].frame.minY - (y30.midY)) < 1e-6)
        #expect(abs(marks[0].frame.maxY - marks[1].frame.maxY) < 1e-6)
    }

    @Test func hiddenAxesLeaveThePlotTheSpace() {
        let chart = layoutBody(bars([("Mon", 12), ("Tue", 30)], xHidden: true, yHidden: true))
        #expect(texts(chart).isEmpty)
        let marks = fills(chart, "/mark[")
        // The tallest bar spans the whole height: no x labels below it.
        #expect(abs(marks[1].frame.height - 200) < 1e-6)
    }

    @Test func marksWithNoKnownValueDrawNoInventedAxis() {
        // Marks whose values were not evaluated (data a model loads when the app runs): no y tick
        // labels over a made-up 0...1 range, which a reviewer would read as the chart's data.
        let unknown = (0..<3).map { _ in ChartValue.Mark(kind: .bar, x: nil, y: nil) }
        let chart = layoutBody(node(.chart(ChartValue(marks: unknown))) { $0.frame = FrameValue(width: 300, height: 200) })
        #expect(texts(chart).isEmpty)
        #expect(fills(chart, "/yGrid[").isEmpty)
        #expect(chart.frame.size == Size(width: 300, height: 200))
        // One known value brings the axis back.
        let known = layoutBody(node(.chart(ChartValue(marks: unknown + [ChartValue.Mark(kind: .bar, x: .category("Mon"), y: .number(4))]))) {
            $0.frame = FrameValue(width: 300, height: 200)
        })
        #expect(texts(known).map(\.0).contains("4"))
    }

    @Test func aChartIsReadAndWrittenInTheScreenFormat() throws {
        let body = try decodeBody("""
              chart:
                marks:
                  - {mark: bar, x: Mon, y: 3, color: systemRed}
                  - {mark: line, x: 1.5, y: 2, series: Walks}
                  - {mark: sector, angle: 40, annotation: {text: "40%"}}
                yAxis: hidden
            """)
        guard case .chart(let c) = body.kind else { Issue.record("not a chart"); return }
        #expect(c.marks.map(\.kind) == [.bar, .line, .sector])
        #expect(c.marks[0].x == .category("Mon") && c.marks[1].x == .number(1.5))
        #expect(c.marks[1].series == "Walks" && c.yAxisHidden && !c.xAxisHidden)
        #expect(c.marks[2].annotation?.id == "body/chart/annotation[2]/text")
        let again = try JSONDecoder().decode(Node.self, from: try JSONEncoder().encode(body))
        guard case .chart(let d) = again.kind else { Issue.record("not a chart again"); return }
        #expect(d.marks.map(\.kind) == c.marks.map(\.kind) && d.yAxisHidden)
        #expect(throws: (any Error).self) { try decodeBody("chart: {marks: [{mark: pie}]}") }
    }
}
