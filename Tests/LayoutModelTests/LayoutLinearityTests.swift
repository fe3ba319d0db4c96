import Testing
@testable import LayoutModel

/// Balanced nested stacks were laid out in n^2.3 (depth 11: 10 s): a stack's spacing walked its
/// subtree again for every question, and a text was measured afresh for every proposal. Now each
/// box computes its spacing once and a text asks the engine once per distinct request.
@Suite struct LayoutLinearityTests {
    /// The fake measurer, counting its calls and giving its fill width (its longest line's), as the
    /// real engine does.
    final class CountingMeasurer: TextMeasuring, Sendable {
        let fake = FakeTextMeasurer()
        private let count = Protected(0)
        var calls: Int { count.withLock { $0 } }
        func metrics(for font: FontDescriptor) -> FontMetrics { fake.metrics(for: font) }
        func measure(_ r: TextRequest) -> TextMeasurement {
            count.withLock { $0 += 1 }
            var m = fake.measure(r)
            m.fillWidth = Double(m.lines.map(\.text.count).max() ?? 0) * 0.5 * m.fontSize
            return m
        }
    }

    func balanced(_ depth: Int, _ counter: inout Int) -> Node {
        guard depth > 0 else {
            counter += 1
            return text10(String(UnicodeScalar(UInt8(97 + counter % 26))))
        }
        let children = [balanced(depth - 1, &counter), balanced(depth - 1, &counter)]
        return node(depth % 2 == 0 ? .hStack(children) : .vStack(children))
    }

    @Test(arguments: [4, 6, 8]) func eachTextIsMeasuredABoundedNumberOfTimes(depth: Int) {
        var leaves = 0
        let body = balanced(depth, &leaves)
        let measurer = CountingMeasurer()
        let screen = Screen(name: "Balanced", body: body).assigningPaths()
        let result = LayoutEngine(measurer: measurer).layout(screen, variant: Variant())
        #expect(result.root.children.count == 1)
        // One per distinct way of breaking the text's lines (here: one); before, one per distinct
        // proposal: 3.5, 4.3 and 5.4 per text at depths 4, 6 and 8, growing with the depth.
        #expect(measurer.calls <= 2 * leaves, "\(measurer.calls) measurements for \(leaves) texts")
    }

    @Test func measuringOnceGivesTheSameLayout() {
        var leaves = 0
        let body = balanced(8, &leaves)
        let screen = Screen(name: "Balanced", body: body).assigningPaths()
        let plain = LayoutEngine(measurer: FakeTextMeasurer()).layout(screen, variant: Variant())
        let counted = LayoutEngine(measurer: CountingMeasurer()).layout(screen, variant: Variant())
        #expect(LayoutJSON.encode(plain) == LayoutJSON.encode(counted))
    }
}
