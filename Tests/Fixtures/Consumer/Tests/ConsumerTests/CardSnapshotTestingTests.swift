import A11ySnap
import A11ySnapSnapshotTesting
import SnapshotTesting
import Testing

struct CardSnapshotTestingTests {
    @Test func card() {
        assertSnapshot(of: Screens.card, as: .a11yImage(size: .accessibility2, direction: .rtl, locale: "pseudo150"))
        assertSnapshot(of: Screens.card, as: .a11yFindings)
    }
}
