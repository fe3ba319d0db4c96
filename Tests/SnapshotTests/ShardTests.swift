import Testing
import LayoutModel
@testable import SnapshotHarness

@Suite struct ShardTests {
    @Test func fnv1aKnownVectors() {
        // Published FNV-1a 64-bit values.
        #expect(FNV1a.hash64("") == 0xcbf29ce484222325)
        #expect(FNV1a.hash64("a") == 0xaf63dc4c8601ec8c)
        #expect(FNV1a.hash64("foobar") == 0x85944171f73967e8)
    }

    @Test func everyUnitInExactlyOneShardAndSharesAreBalanced() throws {
        let screens = (1...7).map { ("Screen\($0)", "s\($0).yaml") }
        let units = WorkUnit.all(screens: screens, matrix: Matrix(Configuration()))
        for n in [1, 2, 3, 5] {
            let shards = try (1...n).map { try Shard(index: $0, count: n).select(units) }
            let ids = shards.flatMap { $0.map(\.id) }
            #expect(ids.count == units.count)
            #expect(Set(ids) == Set(units.map(\.id)))
            // Each shard gets a fair share: within 30% of the mean for 504 units.
            let mean = Double(units.count) / Double(n)
            #expect(shards.allSatisfy { abs(Double($0.count) - mean) < mean * 0.3 })
        }
    }

    @Test func parsesIOverN() throws {
        #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(throws: InputError.self) { try Shard(parsing: "0/4") }
        #expect(throws: InputError.self) { try Shard(parsing: "5/4") }
        #expect(throws: InputError.self) { try Shard(parsing: "2-4") }
    }

    @Test func assignmentIsStable() {
        // Pinned: a change to the hash would move units between CI machines.
        #expect(Shard.shard(of: "Paywall/iphone15_accessibilityLarge_rtl_pseudo150", count: 4)
                == Int(FNV1a.hash64("Paywall/iphone15_accessibilityLarge_rtl_pseudo150") % 4) + 1)
        #expect(Shard.shard(of: "a", count: 3) == Int(0xaf63dc4c8601ec8c % UInt64(3)) + 1)
    }
}
