import Testing
@testable import SnapshotHarness

/// Pieces made on all cores come back in item order; a failure is the earliest item's.
@Suite struct InOrderTests {
    struct Failed: Error, Equatable { let item: Int }

    @Test func resultsKeepTheItemsOrder() {
        let items = Array(0 ..< 200)
        // Uneven work, so threads finish out of order.
        let out = InOrder.map(items) { i -> String in
            var x = 0
            for k in 0 ..< (i % 7) * 2_000 { x &+= k }
            return "\(i):\(x & 1)"
        }
        #expect(out.map { Int($0.split(separator: ":")[0])! } == items)
    }

    @Test func theEarliestFailureIsReported() {
        #expect(throws: Failed(item: 3)) {
            _ = try InOrder.map(Array(0 ..< 50)) { i -> Int in
                if i == 3 || i == 40 { throw Failed(item: i) }
                return i
            }
        }
    }
}
