import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Views used again and collections compared element by element are bounded as views made and
/// steps are (issue 27, round five: a view doubled forty times and a `Set` doubled in a loop ran
/// past a minute).
final class HeldViewsTests: XCTestCase {
    func testAViewValueUsedTwicePerLevelStopsAtTheNodeLimit() throws {
        let started = Date()
        let s = try evaluate("""
            import SwiftUI
            func tiles() -> AnyView {
                var tile = AnyView(Text("tile"))
                for _ in 0..<40 { tile = AnyView(HStack { tile; tile }) }
                return tile
            }
            #Preview { tiles() }
            """)
        XCTAssertTrue(s.unevaluated.contains { $0.contains("more than \(Evaluator.maximumNodes) views") }, "\(s.unevaluated)")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testAViewValueUsedAgainIsDrawnEachTime() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Divided: View {
                var body: some View {
                    let rule = Rectangle().frame(height: 1)
                    VStack { Text("Top"); rule; Text("Middle"); rule; Text("Bottom") }
                }
            }
            #Preview { Divided() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.textsDrawn.count, 3, s.screen.body.outline)
        XCTAssertEqual(s.screen.body.all.filter { if case .shape = $0.kind { return true } else { return false } }.count, 2, s.screen.body.outline)
    }

    func testSetOperationsCountTheirComparisonsAsSteps() throws {
        let started = Date()
        let s = try evaluate("""
            import SwiftUI
            func tags() -> String {
                var seen: Set<String> = ["swift"]
                for round in 0..<40 { seen = seen.union(seen.map { $0 + "\\(round)" }) }
                return "\\(seen.count)"
            }
            #Preview { Text(tags()) }
            """)
        XCTAssertFalse(s.unevaluated.isEmpty, s.screen.body.outline)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }
}
