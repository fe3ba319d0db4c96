import LayoutModel
import XCTest
@testable import SwiftUIReader

/// What lays out or draws with code the reader does not run: a custom `Layout`'s subviews are still
/// evaluated and drawn (stacked, positions unverified); a `Chart` or `Map` is one placeholder.
final class ChartsAndLayoutsTests: XCTestCase {
    func testTheSubviewsOfACustomLayoutAreDrawnWithTheirPositionsUnverified() throws {
        let s = try evaluate("""
            import SwiftUI
            struct FlowLayout: Layout {
                var alignment: Alignment = .center
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct Tags: View {
                var body: some View {
                    VStack {
                        Text("Tags")
                        (FlowLayout(alignment: .center)) {
                            Text("Swift").padding(4)
                            Text("SwiftUI").foregroundStyle(.red)
                        }
                        FlowLayout { Text("Layout") }
                        FlowLayout { EmptyView() }
                    }
                }
            }
            #Preview { Tags() }
            """)
        let body = s.screen.body
        XCTAssertEqual(body.textsDrawn, ["key(\"Tags\")", "key(\"Swift\")", "key(\"SwiftUI\")", "key(\"Layout\")"], body.outline)
        // The layout that draws nothing is the one placeholder.
        XCTAssertEqual(body.placeholderNames, ["FlowLayout"], body.outline)
        let laidOutTexts = body.all.filter { if case .text(.key(let k)) = $0.kind { return k != "Tags" } else { return false } }
        XCTAssertEqual(laidOutTexts.count, 3)
        for text in laidOutTexts {
            XCTAssertTrue(text.unverified.contains(.size), "\(text.path) should be size-unverified")
            XCTAssertFalse(text.unverified.contains(.color), "\(text.path): a layout draws nothing, colours stay known")
        }
        let title = try XCTUnwrap(body.all.first { if case .text(.key("Tags")) = $0.kind { return true } else { return false } })
        XCTAssertTrue(title.unverified.isEmpty)
        XCTAssertEqual(s.screen.coverage?.unevaluated.filter { $0.message.contains("custom Layout 'FlowLayout'") }.count, 3,
                       "\(s.screen.coverage?.unevaluated.map(\.message) ?? [])")
    }

    /// Swift Charts' marks and MapKit's annotations are not views: a `Chart` or a `Map` is one
    /// placeholder of the size offered, not its marks drawn as placeholders in its place.
    func testChartsAndMapsAreOnePlaceholderEach() throws {
        let s = try evaluate("""
            import SwiftUI
            import Charts
            struct Sales: View {
                let days = [1, 2, 3]
                var body: some View {
                    VStack {
                        Text("Sales")
                        Chart(days, id: \\.self) { day in BarMark(x: .value("Day", day), y: .value("Sales", day * 2)) }
                            .frame(height: 120)
                        Map { Marker("Shop", coordinate: .init(latitude: 0, longitude: 0)) }
                    }
                }
            }
            #Preview { Sales() }
            """)
        // A chart is drawn from its marks (`ChartReaderTests`); a map stays a placeholder.
        XCTAssertEqual(s.screen.body.placeholderNames, ["Map"], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Sales\")"])
    }
}
