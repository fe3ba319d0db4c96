import Foundation
import Rasterizer
import SnapshotHarness
import Testing

/// The pass path: a baseline written by `SnapshotDiffing.png` carries its pixels' fingerprint and
/// passes without decoding; baselines written before (no fingerprint, other PNG settings) are still
/// compared by their pixels, never by their bytes.
@Suite struct BaselineFingerprintTests {
    static func image(_ tweak: UInt8 = 0) -> RGBAImage {
        var image = RGBAImage(width: 64, height: 48, fill: (240, 240, 245, 255))
        for x in 10 ..< 50 { image[x, 20] = [20, 20, 20 + tweak, 255] }
        return image
    }

    @Test func aFingerprintedBaselinePassesAndADifferentRenderingIsStillDiffed() throws {
        let diffing = SnapshotDiffing<RGBAImage>.png()
        let baseline = try diffing.toData(Self.image())
        let same = try #require(diffing.quickCompare?(Self.image(), baseline))
        #expect(same.status == .matched && same.count?.different == 0)
        // A different rendering is not decided by the fingerprint: the perceptual diff counts it.
        #expect(diffing.quickCompare?(Self.image(200), baseline) == nil)
        let changed = try diffing.compare(Self.image(200), baseline: baseline, name: "b.png")
        #expect(changed.status == .changed && changed.count?.different == 40)
    }

    /// A baseline written before fingerprints (Up filter, no chunk): other bytes, same pixels, a pass.
    @Test func anOldBaselineIsComparedByItsPixels() throws {
        let diffing = SnapshotDiffing<RGBAImage>.png()
        let old = Data(try PNGEncoder.encode(Self.image(), filter: .up))
        #expect(old != (try diffing.toData(Self.image())))
        #expect(diffing.quickCompare?(Self.image(), old) == nil)
        let result = try diffing.compare(Self.image(), baseline: old, name: "old.png")
        #expect(result.status == .matched && result.count?.different == 0)
        #expect(try diffing.compare(Self.image(200), baseline: old, name: "old.png").status == .changed)
    }
}
