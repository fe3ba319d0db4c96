import A11ySnap
import FakeSwiftUI
import Testing

/// SwiftUI's names and the DSL's in one file: `Text` is SwiftUI's (here FakeSwiftUI's), `A11y.Text` ours.
struct NoShadowingTests {
    @Test func bothSpellingsMeanWhatTheySay() {
        let swiftUI = VStack([Text("Hello")])
        let node = A11y.VStack { A11y.Text("Hello") }
        #expect(swiftUI.count == 1)
        #expect(node.kind.children.count == 1)
        _ = List()
    }
}
