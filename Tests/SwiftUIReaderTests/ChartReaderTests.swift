import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Swift Charts read as data (`Views/Charts.swift`): marks from evaluated data, their styles and
/// annotations, chart modifiers; marks whose data is unknown left out, the chart unverified.
final class ChartReaderTests: XCTestCase {
    private func charts(_ s: PreviewScreen) -> [(node: Node, value: ChartValue)] {
        s.screen.body.all.compactMap { if case .chart(let c) = $0.kind { return ($0, c) } else { return nil } }
    }

    func testMarksAreEvaluatedFromDataWithTheirStylesAndAnnotations() throws {
        let s = try evaluate("""
            import SwiftUI
            import Charts
            enum Day: String, CaseIterable { case mon, tue }
            struct Sale: Identifiable { let id: Int; let day: Day; let count: Int; let shop: String }
            struct SalesChart: View {
                let sales = [Sale(id: 0, day: .mon, count: 12, shop: "North"), Sale(id: 1, day: .tue, count: 30, shop: "South")]
                var body: some View {
                    VStack {
                        Chart(sales) { s in
                            BarMark(x: .value("Day", s.day.rawValue), y: .value("Count", s.count))
                                .foregroundStyle(by: .value("Shop", s.shop))
                                .annotation { Text("\\(s.count)") }
                        }
                        .frame(height: 200)
                        Chart {
                            RuleMark(y: .value("Goal", 20)).foregroundStyle(.red)
                            ForEach(sales) { s in
                                LineMark(x: .value("Day", s.day.rawValue), y: .value("Count", s.count))
                            }
                        }
                        .chartXAxis(.hidden)
                    }
                }
            }
            #Preview { SalesChart() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        let found = charts(s)
        XCTAssertEqual(found.count, 2, s.screen.body.outline)
        guard found.count == 2 else { return }
        let bars = found[0].value
        XCTAssertEqual(bars.marks.map(\.kind), [.bar, .bar])
        XCTAssertEqual(bars.marks.map(\.x), [.category("mon"), .category("tue")])
        XCTAssertEqual(bars.marks.map(\.y), [.number(12), .number(30)])
        XCTAssertEqual(bars.marks.map(\.series), ["North", "South"])
        XCTAssertEqual(bars.marks.compactMap(\.annotation).count, 2)
        XCTAssertEqual(found[0].node.modifiers.frame?.height, 200)
        XCTAssertTrue(found[0].node.unverified.isEmpty)
        let lines = found[1].value
        XCTAssertEqual(lines.marks.map(\.kind), [.rule, .line, .line])
        XCTAssertEqual(lines.marks[0].color, ColorConversion.named("red"))
        XCTAssertTrue(lines.xAxisHidden)
        XCTAssertFalse(lines.yAxisHidden)
    }

    func testMarksWithUnknownDataAreLeftOutAndTheChartUnverifiedNotAPlaceholder() throws {
        // `store` is declared nowhere: its sales are unknown.
        let s = try evaluate("""
            import SwiftUI
            import Charts
            struct Weekly: View {
                var body: some View {
                    Chart(store.sales) { sale in
                        BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
                    }
                    .chartYAxis { AxisMarks(position: .leading) }
                }
            }
            #Preview { Weekly() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        let found = charts(s)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.value.marks.count, 0)
        XCTAssertTrue(found.first?.node.unverified.contains(.text) == true)
        let messages = s.screen.coverage?.unevaluated.map(\.message) ?? []
        XCTAssertTrue(messages.contains { $0.contains("BarMark left out of the chart") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("'.chartYAxis' is not modelled") }, "\(messages)")
    }
}
