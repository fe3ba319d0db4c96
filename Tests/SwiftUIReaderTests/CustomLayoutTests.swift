import LayoutModel
import XCTest
@testable import SwiftUIReader

/// A custom `Layout` is not run, but its subviews are evaluated and drawn (stacked, positions
/// unverified), not hidden behind one placeholder.
final class CustomLayoutTests: XCTestCase {
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
}
