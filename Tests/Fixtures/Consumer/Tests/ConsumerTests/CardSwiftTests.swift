import A11ySnap
import Testing

@Suite(.a11ySnapshots(record: .missing))
struct CardSwiftTests {
    @Test func card() {
        assertA11ySnapshot(of: Screens.card, matrix: .ciGate)
    }
}
