import Testing
import Rasterizer

/// The encoder writes RGB or RGBA 8-bit files with reproducible bytes that decode back exactly.
@Suite struct PNGEncoderTests {
    /// A 37x23 image with every byte varying, including alpha.
    static func translucent() -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<23 {
            for x in 0..<37 {
                pixels += [UInt8(x * 7 % 256), UInt8(y * 11 % 256), UInt8((x * y) % 256), UInt8((x + 3 * y) % 256)]
            }
        }
        return RGBAImage(width: 37, height: 23, pixels: pixels)
    }

    static func opaque() -> RGBAImage {
        var image = translucent()
        for i in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[i] = 255 }
        return image
    }

    /// Byte 25 of a PNG is the IHDR colour type: 2 = RGB, 6 = RGBA; byte 24 is the bit depth.
    @Test func automaticModePicksRGBForOpaqueImages() throws {
        let opaque = try PNGEncoder.encode(Self.opaque())
        let translucent = try PNGEncoder.encode(Self.translucent())
        #expect(opaque[24] == 8 && opaque[25] == 2)
        #expect(translucent[24] == 8 && translucent[25] == 6)
        #expect(try PNGEncoder.encode(Self.opaque(), colorMode: .rgba)[25] == 6)
    }

    @Test(arguments: [PNGEncoder.ColorMode.automatic, .rgba])
    func roundTripsExactly(_ mode: PNGEncoder.ColorMode) throws {
        for image in [Self.translucent(), Self.opaque()] {
            let bytes = try PNGEncoder.encode(image, colorMode: mode)
            #expect(try PNGDecoder.decode(bytes, name: "round-trip") == image)
        }
    }

    @Test func rgbModeDropsAlpha() throws {
        let bytes = try PNGEncoder.encode(Self.translucent(), colorMode: .rgb)
        #expect(bytes[25] == 2)
        #expect(try PNGDecoder.decode(bytes, name: "rgb") == Self.opaque())
    }

    @Test func sameImageGivesSameBytes() throws {
        for level in [0, 6, 9] {
            let first = try PNGEncoder.encode(Self.translucent(), compressionLevel: level)
            let second = try PNGEncoder.encode(Self.translucent(), compressionLevel: level)
            #expect(first == second)
        }
    }

    @Test func writesNoTimeOrTextChunks() throws {
        let types = PNGFixtures.chunkTypes(try PNGEncoder.encode(Self.translucent()))
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func compressionLevelIsApplied() throws {
        let flat = RGBAImage(width: 200, height: 100, fill: (r: 0, g: 122, b: 255, a: 255))
        let stored = try PNGEncoder.encode(flat, compressionLevel: 0)
        let smallest = try PNGEncoder.encode(flat, compressionLevel: 9)
        #expect(stored.count > 200 * 100 * 3)
        #expect(smallest.count < stored.count / 20)
    }

    /// 600 rows: three bands (256, 256, 88), every byte varying, alpha too.
    static func tall() -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0 ..< 600 {
            for x in 0 ..< 37 { pixels += [UInt8(x * 7 % 256), UInt8(y * 11 % 256), UInt8((x * y) % 256), UInt8((x + 3 * y) % 256)] }
        }
        return RGBAImage(width: 37, height: 600, pixels: pixels)
    }

    /// Bands decode to the image exactly, through libpng's Adler-32 and CRC checks (the combined
    /// Adler-32 must be right), for both filters, RGB and RGBA, fast and default levels, a last band
    /// shorter than the others and an image of one band; one IDAT per band; the same bytes every time.
    @Test func bandsDecodeToTheImage() throws {
        var opaque = Self.tall()
        for i in stride(from: 3, to: opaque.pixels.count, by: 4) { opaque.pixels[i] = 255 }
        for image in [Self.tall(), opaque, Self.translucent()] {
            for filter in [PNGEncoder.RowFilter.up, .none] {
                for level in [1, 6] {
                    let bytes = try PNGEncoder.encodeInBands(image, compressionLevel: level, filter: filter)
                    #expect(try PNGDecoder.decode(bytes, name: "bands") == image)
                    #expect(bytes == (try PNGEncoder.encodeInBands(image, compressionLevel: level, filter: filter)))
                    let idats = PNGFixtures.chunkTypes(bytes).filter { $0 == "IDAT" }.count
                    #expect(idats == (image.height + PNGEncoder.bandRows - 1) / PNGEncoder.bandRows)
                }
            }
        }
        #expect(try PNGEncoder.encodeInBands(opaque)[25] == 2, "an opaque image is written as RGB")
        #expect(throws: PNGError.self) { try PNGEncoder.encodeInBands(RGBAImage(width: 0, height: 0, pixels: [])) }
        #expect(throws: PNGError.self) { try PNGEncoder.encodeInBands(opaque, compressionLevel: 10) }
    }

    @Test func rejectsBadLevelAndEmptyImage() {
        #expect(throws: PNGError.encodingFailed(reason: "compression level 10 is outside 0...9")) {
            try PNGEncoder.encode(Self.opaque(), compressionLevel: 10)
        }
        #expect(throws: PNGError.self) { try PNGEncoder.encode(RGBAImage(width: 0, height: 0, pixels: [])) }
    }
}
