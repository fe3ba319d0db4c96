import Foundation
import Testing
import Rasterizer

/// Every fixture decodes to the exact RGBA bytes its generator (Fixtures/png/make_fixtures.py)
/// wrote, with no gamma change; broken or oversized files are errors that name the file.
@Suite struct PNGDecoderTests {
    /// Fixture name, size, and the expected RGBA bytes row by row.
    static let cases: [(String, Int, Int, [UInt8])] = [
        ("gray1.png", 8, 1, [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255,
                             0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255]),
        ("gray4.png", 4, 1, [0, 0, 0, 255, 85, 85, 85, 255, 170, 170, 170, 255, 255, 255, 255, 255]),
        ("gray8.png", 3, 1, [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255]),
        ("gray8_trns.png", 3, 1, [0, 0, 0, 255, 77, 77, 77, 0, 255, 255, 255, 255]),
        // 16 bits round: 0x12FF -> 19 (high byte 18), 0xFE00 -> 253 (high byte 254).
        ("gray16.png", 3, 1, [0, 0, 0, 255, 19, 19, 19, 255, 253, 253, 253, 255]),
        ("gray_alpha8.png", 2, 1, [10, 10, 10, 0, 200, 200, 200, 128]),
        ("gray_alpha16.png", 1, 1, [253, 253, 253, 19]),
        ("rgb8.png", 3, 1, [255, 0, 0, 255, 0, 255, 0, 255, 1, 2, 3, 255]),
        ("rgb8_trns.png", 2, 1, [1, 2, 3, 0, 4, 5, 6, 255]),
        // The gAMA chunk is ignored: values are scaled, not gamma-converted.
        ("rgb16_gamma.png", 2, 1, [19, 253, 255, 255, 0, 128, 1, 255]),
        ("rgba16.png", 1, 2, [255, 19, 0, 128, 1, 253, 127, 255]),
        ("palette8_trns.png", 3, 1, [10, 20, 30, 255, 255, 0, 0, 0, 0, 0, 255, 128]),
        ("palette2.png", 5, 1, [0, 0, 0, 255, 255, 255, 255, 255, 255, 128, 0, 255, 0, 64, 128, 255,
                                255, 255, 255, 255]),
    ]

    @Test(arguments: 0..<cases.count)
    func decodesEveryColorTypeExactly(_ index: Int) throws {
        let (name, width, height, expected) = Self.cases[index]
        let image = try PNGDecoder.read(path: PNGFixtures.path(name))
        #expect(image.width == width && image.height == height, "\(name)")
        #expect(image.pixels == expected, "\(name)")
    }

    @Test func decodesFilteredRows() throws {
        let image = try PNGDecoder.read(path: PNGFixtures.path("rgba8_filters.png"))
        #expect(image.width == 2 && image.height == 5)
        for y in 0..<5 {
            for x in 0..<2 {
                #expect(image[x, y] == [UInt8(10 * y + x), UInt8(200 - 10 * y), UInt8(7 * x), UInt8(255 - 50 * y)])
            }
        }
    }

    @Test func decodesInterlacedRGBA() throws {
        let image = try PNGDecoder.read(path: PNGFixtures.path("interlaced_rgba8.png"))
        #expect(image.width == 9 && image.height == 9)
        for y in 0..<9 {
            for x in 0..<9 {
                #expect(image[x, y] == [UInt8(x * 28), UInt8(y * 28), UInt8((x + y) * 14), UInt8(255 - x * y)])
            }
        }
    }

    @Test func decodesInterlacedPalette() throws {
        let image = try PNGDecoder.read(path: PNGFixtures.path("interlaced_palette4.png"))
        #expect(image.width == 7 && image.height == 5)
        for y in 0..<5 {
            for x in 0..<7 {
                let i = (x + 2 * y) % 16
                #expect(image[x, y] == [UInt8(i * 16), UInt8(255 - i * 16), UInt8(i * 8), 255])
            }
        }
    }

    @Test func truncatedFileIsAnErrorNamingIt() throws {
        let bytes = try PNGFixtures.bytes("interlaced_rgba8.png")
        for length in [4, 20, 40, bytes.count / 2, bytes.count - 13] {
            #expect {
                _ = try PNGDecoder.decode(Array(bytes.prefix(length)), name: "cut.png")
            } throws: { error in
                guard case PNGError.corrupt(let file, _) = error else { return false }
                return file == "cut.png" && "\(error)".hasPrefix("cut.png: ")
            }
        }
    }

    @Test(arguments: ["IHDR", "IDAT"])
    func flippedCRCIsAnError(_ chunk: String) throws {
        var bytes = try PNGFixtures.bytes("rgb8.png")
        let crc = try #require(PNGFixtures.crcOffset(of: chunk, in: bytes))
        bytes[crc] ^= 0xFF
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes, name: "crc.png") }
        #expect("\(error!)".contains("crc.png") && "\(error!)".contains("CRC"))
    }

    @Test func garbageIsAnError() {
        let garbage = Array("definitely not a PNG file, just some text".utf8)
        #expect(throws: PNGError.corrupt(file: "junk.png",
                                         reason: "not a PNG file (the 8-byte PNG signature is missing)")) {
            try PNGDecoder.decode(garbage, name: "junk.png")
        }
    }

    @Test func damagedCompressedDataIsAnError() throws {
        // Scramble the end of the zlib stream but give the chunk a correct CRC, so only the
        // inflater (or its Adler-32 check) can notice.
        var bytes = try PNGFixtures.bytes("interlaced_rgba8.png")
        let crc = try #require(PNGFixtures.crcOffset(of: "IDAT", in: bytes))
        for i in (crc - 40)..<crc { bytes[i] = UInt8(truncatingIfNeeded: i &* 37) }
        PNGFixtures.rewriteCRC(endingAt: crc, in: &bytes)
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes, name: "scrambled.png") }
        #expect("\(error!)".hasPrefix("scrambled.png: "))
    }

    /// 8-bit RGB (what the encoder writes for opaque images) is widened to RGBA four pixels at a
    /// time plus a tail: widths 1 to 9 cover no block, one block, and blocks with 1 to 3 left over;
    /// every byte of every row must land in place, alpha 255.
    @Test(arguments: 1...9)
    func widensRGBRowsOfAnyWidth(_ width: Int) throws {
        let height = 3
        var pixels: [UInt8] = []
        for i in 0 ..< width * height {
            pixels += [UInt8(i * 7 % 256), UInt8(255 - i), UInt8(i * 31 % 256), 255]
        }
        let image = RGBAImage(width: width, height: height, pixels: pixels)
        let png = try PNGEncoder.encode(image, colorMode: .rgb)
        #expect(png[25] == 2, "colour type 2, RGB")
        #expect(try PNGDecoder.decode(png, name: "rgb.png") == image)
    }

    /// The RGB rows' own path keeps libpng's checks: damaged compressed data is still an error.
    @Test func damagedRGBDataIsAnError() throws {
        var pixels: [UInt8] = []
        for i in 0 ..< 64 * 64 {
            pixels += [UInt8(i % 251), UInt8(i / 64), UInt8(i % 7 * 30), 255]
        }
        let image = RGBAImage(width: 64, height: 64, pixels: pixels)
        var bytes = try PNGEncoder.encode(image, colorMode: .rgb)
        let crc = try #require(PNGFixtures.crcOffset(of: "IDAT", in: bytes))
        for i in (crc - 40)..<crc { bytes[i] = UInt8(truncatingIfNeeded: i &* 37) }
        PNGFixtures.rewriteCRC(endingAt: crc, in: &bytes)
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes, name: "scrambled.png") }
        #expect("\(error!)".hasPrefix("scrambled.png: "))
    }

    @Test func overTheLimitIsAnError() throws {
        #expect(throws: PNGError.tooLarge(file: "rgb8.png", width: 3, height: 1, limit: 2)) {
            try PNGDecoder.decode(PNGFixtures.bytes("rgb8.png"), name: "rgb8.png", maxPixels: 2)
        }
        let exact = try PNGDecoder.decode(PNGFixtures.bytes("rgb8.png"), name: "rgb8.png", maxPixels: 3)
        #expect(exact.pixelCount == 3)
    }

    @Test func hugeHeaderIsRefusedBeforeAllocating() throws {
        let path = try PNGFixtures.path("huge_header.png")
        #expect(throws: PNGError.tooLarge(file: path, width: 60000, height: 60000,
                                          limit: PNGDecoder.defaultMaxPixels)) {
            try PNGDecoder.read(path: path)
        }
    }

    /// A chunk that says it is longer than the rest of the file (a tEXt of 2 GB in a file of a few
    /// hundred bytes) makes the file truncated, refused before libpng allocates and clears what
    /// the chunk says: the process's peak memory stays well under it.
    @Test func chunkLongerThanTheFileIsRefusedBeforeAllocating() throws {
        var bytes = try PNGFixtures.bytes("rgb8.png")
        let afterHeader = 8 + 12 + 13
        let text = Array("Comment\u{0}long".utf8)
        bytes.insert(contentsOf: [0x77, 0x35, 0x94, 0x00] + Array("tEXt".utf8) + text, at: afterHeader)
        let before = Self.peakResidentBytes()
        #expect(throws: PNGError.corrupt(file: "long.png", reason: "file is truncated")) {
            try PNGDecoder.decode(bytes, name: "long.png")
        }
        #expect(Self.peakResidentBytes() - before < 1 << 30, "a 2 GB chunk length is not allocated")
    }

    /// The process's peak resident memory (VmHWM), 0 where /proc is missing.
    static func peakResidentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes * 1024
    }

    @Test func missingFileIsUnreadable() {
        #expect {
            try PNGDecoder.read(path: "/nonexistent/missing.png")
        } throws: { error in
            guard case PNGError.unreadable(let file, _) = error else { return false }
            return file == "/nonexistent/missing.png"
        }
    }
}
