import CXXHash
import Testing
@testable import Rasterizer

/// The fingerprint stamped into baselines: it decides "same pixels" only when it is intact and the
/// pixels hash the same; anything else is "unknown" (decode and compare).
@Suite struct PNGFingerprintTests {
    static let image = PNGEncoderTests.opaque()

    static func stamped(_ image: RGBAImage = image) throws -> [UInt8] {
        PNGFingerprint.stamped(try PNGEncoder.encode(image, filter: PNGEncoder.baselineFilter), for: image)
    }

    @Test func aStampedPNGDecodesToTheSamePixelsWithTheChunkBeforeIEND() throws {
        let png = try Self.stamped()
        #expect(try PNGDecoder.decode(png, name: "stamped") == Self.image)
        #expect(PNGFixtures.chunkTypes(png).suffix(2) == ["snAP", "IEND"])
        // The chunk's CRC is the one PNG specifies (recomputed by the test support's own CRC).
        var rewritten = png
        guard let crc = PNGFixtures.crcOffset(of: "snAP", in: png) else { Issue.record("no snAP"); return }
        PNGFixtures.rewriteCRC(endingAt: crc, in: &rewritten)
        #expect(rewritten == png)
    }

    @Test func samePixelsMatchAndAnyChangedPixelDoesNot() throws {
        let png = try Self.stamped()
        #expect(png.withUnsafeBytes { PNGFingerprint.matches(Self.image, png: $0) } == true)
        var changed = Self.image
        changed.pixels[4 * 100 + 1] ^= 1
        #expect(png.withUnsafeBytes { PNGFingerprint.matches(changed, png: $0) } == false)
        let smaller = RGBAImage(width: 1, height: 1, fill: (255, 255, 255, 255))
        #expect(png.withUnsafeBytes { PNGFingerprint.matches(smaller, png: $0) } == false)
    }

    @Test func aPNGWithoutTheChunkHasNoFingerprint() throws {
        let plain = try PNGEncoder.encode(Self.image)
        #expect(plain.withUnsafeBytes { PNGFingerprint.matches(Self.image, png: $0) } == nil)
        #expect(PNGFingerprint.stamped([1, 2, 3], for: Self.image) == [1, 2, 3])
    }

    /// Rule 3: a file edited after stamping (here one byte of its image data, CRC fixed so it is
    /// still a valid PNG) no longer vouches for any pixels, even the ones it was stamped from.
    @Test func anEditedFileLosesItsFingerprint() throws {
        var png = try Self.stamped()
        guard let crc = PNGFixtures.crcOffset(of: "IDAT", in: png) else { Issue.record("no IDAT"); return }
        png[crc - 1] ^= 0x01
        PNGFixtures.rewriteCRC(endingAt: crc, in: &png)
        #expect(png.withUnsafeBytes { PNGFingerprint.matches(Self.image, png: $0) } == nil)
    }

    /// The stamp and the hash are deterministic: same pixels, same bytes.
    @Test func stampingIsDeterministic() throws {
        #expect(try Self.stamped() == Self.stamped())
        #expect(PNGFingerprint.hash(Self.image) == PNGFingerprint.hash(PNGEncoderTests.opaque()))
        #expect(PNGFingerprint.hash(Self.image) != PNGFingerprint.hash(PNGEncoderTests.translucent()))
    }

    /// The fingerprint is XXH3-64 as the specification fixes it, whichever vector unit computes it:
    /// the known value of the empty input, and the library's portable entry point agreeing at every
    /// length class XXH3 treats differently (up to 16, 128 and 240 bytes, then whole 1 KB blocks of
    /// stripes and a tail), so a baseline stamped on one machine still matches on another.
    @Test func hashIsXXH3AsSpecified() {
        let bytes = (0 ..< 70_001).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7 ^ $0 >> 8) }
        bytes.withUnsafeBytes { all in
            #expect(PNGFingerprint.hash(UnsafeRawBufferPointer(rebasing: all[0 ..< 0])) == 0x2D06_8005_38D3_94C2)
            for n in [1, 3, 4, 8, 9, 16, 17, 128, 129, 240, 241, 1024, 1025, 4096, 65_536, 70_001] {
                let prefix = UnsafeRawBufferPointer(rebasing: all[0 ..< n])
                #expect(PNGFingerprint.hash(prefix) == XXH3_64bits(prefix.baseAddress, n), "\(n) bytes")
            }
        }
    }

    /// Both row filters round-trip exactly; None (the baseline filter) is a different file.
    @Test func bothRowFiltersRoundTrip() throws {
        for filter in [PNGEncoder.RowFilter.none, .up] {
            for image in [PNGEncoderTests.opaque(), PNGEncoderTests.translucent()] {
                #expect(try PNGDecoder.decode(try PNGEncoder.encode(image, filter: filter), name: "filter") == image)
            }
        }
        #expect(try PNGEncoder.encode(Self.image, filter: .none) != PNGEncoder.encode(Self.image, filter: .up))
    }
}
