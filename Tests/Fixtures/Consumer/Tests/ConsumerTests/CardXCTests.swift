import A11ySnap
import XCTest

final class CardXCTests: XCTestCase {
    func testCard() {
        assertA11ySnapshot(of: Screens.card, matrix: .ciGate, record: .missing)
    }
}
