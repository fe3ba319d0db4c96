import Fuzzing
import Testing
import Rasterizer

/// The fast read (`PNGReadMode.fast`: libdeflate inflates the whole image) takes what a11y-snap
/// writes and any intact 8-bit RGB or RGBA file, with the pixels libpng reads; a file with anything
/// for libpng to judge it leaves to libpng, whose pixels or error come out unchanged.
@Suite struct PNGFastReadTests {
    /// What reading a file gave: its pixels or its error, and whether the fast read took it.
    struct Outcome: Equatable {
        var image: RGBAImage?
        var error: PNGError?
        var fast = false
    }

    /// Every row through the row reader, in steps of 3 rows (`PNGRowReaderTests.readAll`); nil for
    /// an image over a million pixels.
    static func read(_ bytes: [UInt8], mode: PNGReadMode) -> Outcome? {
        var outcome = Outcome()
        do {
            let reader = try bytes.withUnsafeBytes { try PNGRowReader($0, name: "t.png", mode: mode) }
            guard reader.width * reader.height <= 1 << 20 else { return nil }
            defer { outcome.fast = reader.isFastRead }
            outcome.image = try PNGRowReaderTests.readAll(reader, rowsPerRead: 3)
        } catch {
            outcome.error = error as? PNGError
        }
        return outcome
    }

    /// Samples 0...255 of a `width` x `height` image of `channels` bytes per pixel, with runs and
    /// steps so that every filter has something to predict; or, `noisy`, random (where Paeth's
    /// ties and Average's odd sums turn up).
    static func samples(width: Int, height: Int, channels: Int, noisy: Bool = false) -> [UInt8] {
        var random = SplitMix(seed: UInt64(width * 1000 + height))
        if noisy { return (0..<width * height * channels).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
        return (0..<width * height * channels).map { i in
            let x = i / channels % width, y = i / channels / width, c = i % channels
            return UInt8(truncatingIfNeeded: (x / 3) * 37 &+ y * 11 &+ c * 90 &+ (x * y % 7 == 0 ? 200 : 0))
        }
    }

    /// The PNG predictor of `filter` (1 Sub, 2 Up, 3 Average, 4 Paeth; 0 None) for one sample.
    static func predicted(_ filter: UInt8, left: Int, above: Int, corner: Int) -> Int {
        switch filter {
        case 1: return left
        case 2: return above
        case 3: return (left + above) / 2
        case 4:
            let p = left + above - corner, pa = abs(p - left), pb = abs(p - above), pc = abs(p - corner)
            return pa <= pb && pa <= pc ? left : pb <= pc ? above : corner
        default: return 0
        }
    }

    /// An 8-bit RGB (`channels` 3) or RGBA (4) PNG of `samples`, row y filtered with
    /// `filters[y % filters.count]`, its zlib stream (`stream` may change it) cut into `pieces`
    /// IDAT chunks, with `before` and `after` chunks around them.
    static func file(width: Int, height: Int, channels: Int, samples: [UInt8], filters: [UInt8],
                     pieces: Int = 1, before: [[UInt8]] = [], after: [[UInt8]] = [],
                     stream: ([UInt8]) -> [UInt8] = { $0 }, end: [UInt8] = PNGGenerator.chunk("IEND", [])) -> [UInt8] {
        let stride = width * channels
        var filtered: [UInt8] = []
        for y in 0..<height {
            let filter = filters[y % filters.count]
            filtered.append(filter)
            for i in 0..<stride {
                let at = y * stride + i
                let left = i >= channels ? Int(samples[at - channels]) : 0
                let above = y > 0 ? Int(samples[at - stride]) : 0
                let corner = y > 0 && i >= channels ? Int(samples[at - stride - channels]) : 0
                filtered.append(UInt8(truncatingIfNeeded: Int(samples[at]) - predicted(filter, left: left, above: above, corner: corner)))
            }
        }
        let data = stream(PNGGenerator.zlibStored(filtered))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let colorType: UInt8 = channels == 3 ? 2 : 6
        var header = PNGGenerator.bigEndian(UInt32(width))
        header += PNGGenerator.bigEndian(UInt32(height))
        header += [8, colorType, 0, 0, 0]
        png += PNGGenerator.chunk("IHDR", header)
        png += before.joined()
        for piece in 0..<pieces {
            png += PNGGenerator.chunk("IDAT", Array(data[data.count * piece / pieces..<data.count * (piece + 1) / pieces]))
        }
        return png + after.joined() + end
    }

    /// The RGBA image `samples` stand for (alpha 255 for RGB).
    static func image(width: Int, height: Int, channels: Int, samples: [UInt8]) -> RGBAImage {
        guard channels == 3 else { return RGBAImage(width: width, height: height, pixels: samples) }
        var pixels: [UInt8] = []
        for pixel in 0..<width * height {
            pixels += samples[pixel * 3..<pixel * 3 + 3]
            pixels.append(255)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static let comment = PNGGenerator.chunk("tEXt", Array("Comment\u{0}hand made".utf8))

    /// Every filter on every row position, widths around the widening's four-pixel steps, RGB and
    /// RGBA, one IDAT chunk and three, ancillary chunks before and after: the fast read takes each
    /// file and gives exactly the pixels that were filtered, as libpng does.
    @Test(arguments: [3, 4])
    func everyFilterOnEveryWidth(_ channels: Int) {
        for width in [1, 2, 3, 4, 5, 6, 7, 8, 9, 33] {
            for (pieces, noisy) in [(1, false), (3, false), (1, true)] {
                let height = 7, samples = Self.samples(width: width, height: height, channels: channels, noisy: noisy)
                let filters: [UInt8] = (0..<5).map { UInt8(($0 + width) % 5) }
                let png = Self.file(width: width, height: height, channels: channels, samples: samples, filters: filters,
                                    pieces: pieces, before: [Self.comment], after: [Self.comment])
                let fast = Self.read(png, mode: .fast)!, libpng = Self.read(png, mode: .libpng)!
                #expect(fast.fast && !libpng.fast, "width \(width), \(pieces) IDAT")
                #expect(fast.image == Self.image(width: width, height: height, channels: channels, samples: samples),
                        "width \(width), \(channels) channels, \(pieces) IDAT")
                #expect(fast.image == libpng.image && fast.error == nil)
            }
        }
    }

    /// What the encoder writes (baselines: RGB, None, level 6, stamped with their fingerprint;
    /// pictures: Up; RGBA; bands), deflated for real and in several IDAT chunks: the fast read takes
    /// it and gives the image back.
    @Test func takesWhatTheEncoderWrites() throws {
        let width = 301, height = 97
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                // Blue is noise, so the file needs more than one IDAT chunk.
                let blue = UInt8(truncatingIfNeeded: (x &* 2_654_435_761 ^ y &* 40_503) >> 9)
                let alpha = UInt8(y < 50 ? 255 : 128 + x % 128)
                pixels += [UInt8(x / 40 * 30), UInt8(y / 10 * 25), blue, alpha]
            }
        }
        let translucent = RGBAImage(width: width, height: height, pixels: pixels)
        let opaque = RGBAImage(width: width, height: height, pixels: pixels.enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element })
        let baseline = try PNGEncoder.encode(opaque, colorMode: .rgb, compressionLevel: PNGEncoder.baselineCompressionLevel,
                                             filter: PNGEncoder.baselineFilter)
        let files = [
            PNGFingerprint.stamped(baseline, for: opaque),
            try PNGEncoder.encode(opaque, colorMode: .rgb, compressionLevel: 1, filter: .up),
            try PNGEncoder.encode(translucent, colorMode: .rgba),
            try PNGEncoder.encodeInBands(translucent, colorMode: .rgba),
        ]
        for (index, png) in files.enumerated() {
            let fast = Self.read(png, mode: .fast)!
            #expect(fast.fast, "file \(index)")
            #expect(fast.image == (index < 2 ? opaque : translucent), "file \(index)")
            #expect(try PNGDecoder.decode(png, name: "t.png") == PNGDecoder.decode(png, name: "t.png", mode: .libpng))
        }
        let types = PNGFixtures.chunkTypes(files[0])
        #expect(types.filter { $0 == "IDAT" }.count > 1 && types.dropLast().last == "snAP", "\(types)")
    }

    /// An image whose inflated rows pass 2 MiB (1000 x 800 RGB: 2.4 MB) gets a mapping of its own
    /// for them; read twice over, its pixels come back each time.
    @Test func largeImagesReadAlike() throws {
        let width = 1000, height = 800
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let x = i / 4 % width, y = i / 4 / width
            pixels[i] = UInt8(x % 256); pixels[i + 1] = UInt8(y % 256); pixels[i + 2] = UInt8((x ^ y) % 256)
        }
        let image = RGBAImage(width: width, height: height, pixels: pixels)
        let png = try PNGEncoder.encode(image, colorMode: .rgb, compressionLevel: 1, filter: .up)
        for _ in 0..<2 {
            let fast = Self.read(png, mode: .fast)!
            #expect(fast.fast && fast.image == image)
        }
        #expect(try PNGDecoder.decode(png, name: "large.png") == image)
    }

    /// Files with something for libpng to judge (a wrong Adler-32 or CRC, bytes after the stream,
    /// too little data, a bad filter byte, tRNS, PLTE, an unknown critical chunk, IDAT chunks
    /// apart, IEND not empty): the fast read leaves each to libpng, and the pixels or the error
    /// are libpng's own.
    @Test func leavesToLibpngWhatItMustJudge() {
        let width = 5, height = 4, samples = Self.samples(width: width, height: height, channels: 3)
        func make(pieces: Int = 1, before: [[UInt8]] = [], after: [[UInt8]] = [], filters: [UInt8] = [0, 1, 2, 3, 4],
                  stream: @escaping ([UInt8]) -> [UInt8] = { $0 }, end: [UInt8] = PNGGenerator.chunk("IEND", []),
                  rows: Int = height) -> [UInt8] {
            var file = Self.file(width: width, height: rows, channels: 3, samples: Array(samples.prefix(width * rows * 3)),
                                 filters: filters, pieces: pieces, before: before, after: after, stream: stream, end: end)
            if rows != height { file.replaceSubrange(20..<24, with: PNGGenerator.bigEndian(UInt32(height))); fixIHDR(&file) }
            return file
        }
        func fixIHDR(_ file: inout [UInt8]) {
            let fixed = PNGGenerator.chunk("IHDR", Array(file[16..<29]))
            file.replaceSubrange(8..<33, with: fixed)
        }
        #expect(Self.read(make(), mode: .fast)!.fast, "the file the cases below change is one the fast read takes")
        let cases: [(String, [UInt8])] = [
            ("a wrong Adler-32", make(stream: { $0.dropLast(1) + [$0.last! ^ 0x40] })),
            ("a wrong CRC on an ancillary chunk", make(after: [PNGGenerator.chunk("tEXt", Array("a\u{0}b".utf8), crc: 7)])),
            // Big enough that the stored stream's two blocks leave room under the IDAT length limit.
            ("bytes after the zlib stream", Self.file(width: 100, height: 233, channels: 3,
                                                      samples: Self.samples(width: 100, height: 233, channels: 3),
                                                      filters: [0], stream: { $0 + [1, 2, 3] })),
            ("too little pixel data", make(rows: height - 1)),
            ("a filter byte of 5", make(filters: [0, 5])),
            ("tRNS", make(before: [PNGGenerator.chunk("tRNS", [0, 0, 0, 37, 0, 90])])),
            ("PLTE", make(before: [PNGGenerator.chunk("PLTE", [1, 2, 3])])),
            ("an unknown critical chunk", make(after: [PNGGenerator.chunk("CRIT", [1])])),
            ("IDAT chunks apart", make(pieces: 1, after: [Self.comment, PNGGenerator.chunk("IDAT", [])])),
            ("IEND not empty", make(end: PNGGenerator.chunk("IEND", [0]))),
        ]
        var errors = 0
        for (name, png) in cases {
            let fast = Self.read(png, mode: .fast)!, libpng = Self.read(png, mode: .libpng)!
            #expect(!fast.fast, "\(name)")
            #expect(fast == libpng, "\(name)")
            if libpng.error != nil { errors += 1 }
        }
        #expect(errors > 0 && errors < cases.count, "some cases are libpng's errors, some its warnings")
    }

    /// The fuzz target's differential check (the fast read against libpng alone) on seeded files:
    /// it holds on every one, and the fast read takes some of them.
    @Test func agreesWithLibpngOnGeneratedFiles() {
        var random = SplitMix(seed: 14)
        var taken = 0
        for _ in 0..<1000 {
            let png = PNGGenerator.png(&random)
            let fast = Result { try PNGDecoder.decode(png, name: "g.png") }
            let libpng = Result { try PNGDecoder.decode(png, name: "g.png", mode: .libpng) }
            #expect((try? fast.get()) == (try? libpng.get()))
            #expect(fast.error == libpng.error)
            if Self.read(png, mode: .fast)?.fast == true { taken += 1 }
        }
        #expect(taken >= 5, "the generator writes files the fast read takes")
    }
}

extension Result where Failure == any Error {
    /// The error as a `PNGError`, nil on success.
    var error: PNGError? {
        if case .failure(let error) = self { return error as? PNGError }
        return nil
    }
}
