import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Swift as models in real apps write it: `if`/`switch` expressions as a body's value (SE-0380),
/// an enum's `init` handing on to another (`self.init(hour:)`).
final class SwiftSemanticsTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    func testASwitchOrIfExpressionIsTheValueOfABodyAndAnEnumInitHandsOnItsCase() throws {
        let s = try evaluate("""
            import SwiftUI
            enum TimeOfDay: Hashable {
                case night, day
                init(hour: Int) {
                    switch hour {
                    case 0 ..< 6: self = .night
                    default: self = .day
                    }
                }
                init(interval: Double) {
                    self.init(hour: Int(interval / 3600))
                }
                var label: String {
                    switch self {
                    case .night: "Night"
                    case .day: "Day"
                    }
                }
                var symbol: String {
                    if self == .night { "moon" } else { "sun.max" }
                }
            }
            struct Sky: View {
                var body: some View {
                    VStack {
                        Text(TimeOfDay(interval: 7200).label)
                        Text(TimeOfDay(hour: 9).label)
                        Image(systemName: TimeOfDay(interval: 0).symbol)
                    }
                }
            }
            #Preview { Sky() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Night")"#, #"literal("Day")"#], s.screen.body.outline)
        XCTAssertTrue(s.screen.body.all.contains { if case .image(.symbol("moon")) = $0.kind { return true } else { return false } },
                      s.screen.body.outline)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
    }
}
