import Foundation
import Testing
import Rasterizer

/// A PNG read a few rows at a time gives the bytes `PNGDecoder` gives for the whole image, and the
/// same errors with the same messages.
@Suite struct PNGRowReaderTests {
    /// All the rows, `rowsPerRead` at a time (an interlaced image in one read), then `finish`.
    static func readInSteps(_ bytes: [UInt8], name: String, rowsPerRead: Int) throws -> RGBAImage {
        try readAll(try bytes.withUnsafeBytes { try PNGRowReader($0, name: name) }, rowsPerRead: rowsPerRead)
    }

    /// `readInSteps` with a reader already open.
    static func readAll(_ reader: PNGRowReader, rowsPerRead: Int) throws -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: reader.width * reader.height * 4)
        let step = reader.isInterlaced ? reader.height : rowsPerRead
        try pixels.withUnsafeMutableBytes { buffer in
            var row = 0
            while row < reader.height {
                let count = min(step, reader.height - row)
                try reader.readRows(count, into: buffer.baseAddress! + row * reader.width * 4)
                row += count
            }
        }
        #expect(reader.rowsRead == reader.height)
        try reader.finish()
        return RGBAImage(width: reader.width, height: reader.height, pixels: pixels)
    }

    /// Every fixture (every colour type and bit depth, tRNS, filters, interlaced) and an RGB image
    /// of 37 rows, read 1, 2, 5 and 64 rows at a time.
    @Test(arguments: [1, 2, 5, 64])
    func rowsInStepsEqualTheWholeImage(_ rowsPerRead: Int) throws {
        let names = ["gray1.png", "gray4.png", "gray8.png", "gray8_trns.png", "gray16.png", "gray_alpha8.png",
                     "gray_alpha16.png", "rgb8.png", "rgb8_trns.png", "rgb16_gamma.png", "rgba16.png",
                     "palette8_trns.png", "palette2.png", "rgba8_filters.png", "interlaced_rgba8.png",
                     "interlaced_palette4.png"]
        var files = try names.map { ($0, try PNGFixtures.bytes($0)) }
        var pixels: [UInt8] = []
        for i in 0 ..< 13 * 37 { pixels += [UInt8(i % 251), UInt8(i / 13), UInt8(i % 7 * 30), 255] }
        files.append(("rgb37.png", try PNGEncoder.encode(RGBAImage(width: 13, height: 37, pixels: pixels), colorMode: .rgb)))
        for (name, bytes) in files {
            #expect(try Self.readInSteps(bytes, name: name, rowsPerRead: rowsPerRead) == PNGDecoder.decode(bytes, name: name),
                    "\(name)")
        }
        let interlaced = try PNGFixtures.bytes("interlaced_rgba8.png")
        #expect(try interlaced.withUnsafeBytes { try PNGRowReader($0, name: "i.png") }.isInterlaced)
        #expect(try !files[0].1.withUnsafeBytes { try PNGRowReader($0, name: "g.png") }.isInterlaced)
    }

    /// Not a PNG, truncated, a damaged zlib stream (found by the rows or by `finish`): the error
    /// `PNGDecoder` throws, word for word.
    @Test func errorsAreTheDecodersErrors() throws {
        var pixels: [UInt8] = []
        for i in 0 ..< 64 * 64 { pixels += [UInt8(i % 251), UInt8(i / 64), UInt8(i % 7 * 30), 255] }
        let good = try PNGEncoder.encode(RGBAImage(width: 64, height: 64, pixels: pixels), colorMode: .rgb)
        var scrambled = good
        let crc = try #require(PNGFixtures.crcOffset(of: "IDAT", in: scrambled))
        for i in (crc - 40)..<crc { scrambled[i] = UInt8(truncatingIfNeeded: i &* 37) }
        PNGFixtures.rewriteCRC(endingAt: crc, in: &scrambled)
        var checksum = good  // only the Adler-32 after the last compressed byte is wrong
        checksum[crc - 1] ^= 0x55
        PNGFixtures.rewriteCRC(endingAt: crc, in: &checksum)
        let cases: [(String, [UInt8])] = [("garbage.png", Array("not a png at all".utf8)),
                                          ("truncated.png", Array(good.prefix(good.count / 2))),
                                          ("scrambled.png", scrambled), ("checksum.png", checksum)]
        for (name, bytes) in cases {
            let expected = #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes, name: name) }
            let actual = #expect(throws: PNGError.self) { try Self.readInSteps(bytes, name: name, rowsPerRead: 3) }
            #expect(actual == expected, "\(name)")
        }
    }
}
