import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `.position(x:y:)` and the list row separator's alignment guide (issue 26), read as SwiftUI lays
/// them out (`Position.swift`, `ListSection.swift`).
final class PlacementModifiersTests: XCTestCase {
    func testPositionInEveryForm() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Badge: View {
                let centre = CGPoint(x: 30, y: 40)
                var body: some View {
                    VStack {
                        Text("A").position(x: 10, y: 20)
                        Text("B").position(CGPoint(x: 5, y: 6))
                        Text("C").position(centre)
                        Text("D").position(.zero)
                        Text("E").background(Color.red).position(x: centre.x)
                    }
                }
            }
            #Preview { Badge() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        let positions = s.screen.body.all.compactMap(\.modifiers.position)
        XCTAssertEqual(positions, [PositionValue(x: 10, y: 20), PositionValue(x: 5, y: 6), PositionValue(x: 30, y: 40),
                                   PositionValue(x: 0, y: 0), PositionValue(x: 30, y: 0)])
        // A background written before it stays on the text: the position is outside it.
        let e = try XCTUnwrap(s.screen.body.all.first { $0.modifiers.position == PositionValue(x: 30, y: 0) })
        XCTAssertNil(e.modifiers.background)
    }

    func testTheSeparatorLeadingGuideOfARow() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    List {
                        Text("Wi-Fi").alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
                        Text("Bluetooth").alignmentGuide(.listRowSeparatorLeading) { d in -4 }
                        Text("Cellular").alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
                        Text("Battery").alignmentGuide(.leading) { _ in 0 }
                    }
                }
            }
            #Preview { Settings() }
            """)
        let texts = s.screen.body.textNodes
        XCTAssertEqual(texts.map(\.modifiers.listRowSeparatorLeading), [0, -4, nil, nil])
        // A value read from the view's dimensions, and another guide, are listed as left out.
        XCTAssertEqual(s.unevaluated.count, 2, "\(s.unevaluated)")
    }
}
