import Foundation
import Fuzzing
import Testing
import Rasterizer
@testable import SnapshotHarness

/// Comparing two images band by band while they are decoded gives exactly what comparing them
/// whole gives: the count and every byte of the diff image, for any band height, including where
/// anti-aliased edges and changes straddle band boundaries, on the first and last rows, and on
/// images of 1 and 2 rows.
@Suite struct StreamedPixelDiffTests {
    /// An image in memory handed out as rows; `failAt` throws when the rows would reach that row.
    final class ImageRows: RowSource, @unchecked Sendable {
        struct Broken: Error, Equatable { let source: String }
        let image: RGBAImage, name: String, failAt: Int?
        var next = 0
        var width: Int { image.width }
        var height: Int { image.height }

        init(_ image: RGBAImage, name: String = "image", failAt: Int? = nil) {
            self.image = image; self.name = name; self.failAt = failAt
        }

        func readRows(_ count: Int, into pixels: UnsafeMutableRawPointer) throws {
            if let failAt, next + count > failAt { throw Broken(source: name) }
            image.pixels.withUnsafeBytes { bytes in
                pixels.copyMemory(from: bytes.baseAddress! + next * width * 4, byteCount: count * width * 4)
            }
            next += count
        }

        func finish() throws {}
    }

    /// White with black diagonal strokes whose edge pixels are grey blends (anti-aliasing), the
    /// second image with the blends shifted or re-shaded (anti-aliasing changes) and real changes on
    /// the rows given (in a flat area: counted).
    static func pair(width: Int, height: Int, seed: UInt64, changedRows: [Int]) -> (RGBAImage, RGBAImage) {
        var random = SplitMix(seed: seed)
        var a = RGBAImage(width: width, height: height, fill: (r: 255, g: 255, b: 255, a: 255))
        var edges: [(x: Int, y: Int)] = []
        for _ in 0..<max(1, width / 6) {
            let start = Int(random.next() % UInt64(width + height)) - height, slope = Int(random.next() % 3)
            for y in 0..<height {
                let edge = start + y * slope / 2 + y / 3
                for x in min(width, max(0, edge - 3))..<min(width, max(0, edge)) { a[x, y] = [0, 0, 0, 255] }
                if edge >= 0 && edge < width {
                    let grey = UInt8(40 + random.next() % 170)
                    a[edge, y] = [grey, grey, grey, 255]
                    edges.append((edge, y))
                }
            }
        }
        var b = a
        for (x, y) in edges where random.next() % 2 == 0 {
            let grey = UInt8(40 + random.next() % 170)
            b[x, y] = [grey, grey / 2, grey, 255]
        }
        for y in changedRows where y >= 0 && y < height {
            let x = Int(random.next() % UInt64(width))
            b[x, y] = [255, 0, UInt8(random.next() % 256), 255]
        }
        return (a, b)
    }

    static func streamed(_ a: RGBAImage, _ b: RGBAImage, _ options: PixelDiffOptions, bandRows: Int) throws -> PixelDiffResult {
        try StreamedPixelDiff.compare(ImageRows(a), ImageRows(b), options: options, makeDiffImage: true, bandRows: bandRows)
    }

    /// Heights around band boundaries (1, 2, 3 and 5 rows per band; the default 64), changes on the
    /// first and last rows and two around every boundary; each with and without anti-aliasing
    /// counted. The whole comparison must find both kinds (real changes and ignored anti-aliasing),
    /// or the equality would prove little.
    @Test(arguments: [1, 2, 3, 5, 7, 63, 64, 65, 66, 67, 68, 130, 131])
    func bandsGiveTheWholeImagesResult(_ height: Int) throws {
        var changed = [0, height - 1]
        for boundary in [1, 2, 3, 5, 64, 128] { changed += [boundary - 3, boundary - 2, boundary - 1, boundary, boundary + 1, boundary + 2] }
        let (a, b) = Self.pair(width: 23, height: height, seed: UInt64(height), changedRows: changed)
        for options in [PixelDiffOptions(), PixelDiffOptions(includeAA: true), PixelDiffOptions(threshold: 0)] {
            let whole = try PixelDiff.compare(a, b, options: options, makeDiffImage: true)
            if !options.includeAA && options.threshold > 0 {
                let colours = Set(stride(from: 0, to: whole.diffImage!.pixels.count, by: 4).map { whole.diffImage!.pixels[$0..<$0 + 4] })
                #expect(colours.contains([255, 0, 0, 255]) && (height < 3 || colours.contains([255, 255, 0, 255])),
                        "the images must have counted changes and ignored anti-aliasing")
            }
            for bandRows in [1, 2, 3, 5, 64] {
                #expect(try Self.streamed(a, b, options, bandRows: bandRows) == whole, "height \(height), bands of \(bandRows)")
            }
        }
    }

    /// A 1-row and a 2-row image whose every pixel is on the image's edge, and a 1-pixel image.
    @Test func tinyImagesGiveTheWholeImagesResult() throws {
        for (width, height) in [(1, 1), (9, 1), (1, 9), (9, 2), (2, 2)] {
            let (a, b) = Self.pair(width: width, height: height, seed: 7, changedRows: Array(0..<height))
            for bandRows in [1, 2, 64] {
                #expect(try Self.streamed(a, b, PixelDiffOptions(), bandRows: bandRows) ==
                        PixelDiff.compare(a, b, makeDiffImage: true), "\(width)x\(height), bands of \(bandRows)")
            }
        }
    }

    /// Without a diff image only the count comes back, the same count.
    @Test func countAloneMatches() throws {
        let (a, b) = Self.pair(width: 40, height: 150, seed: 3, changedRows: [0, 62, 63, 64, 65, 149])
        let result = try StreamedPixelDiff.compare(ImageRows(a), ImageRows(b))
        #expect(result == PixelDiffResult(different: try PixelDiff.compare(a, b).different, total: 40 * 150, diffImage: nil))
        #expect(result.different > 0)
    }

    /// A source that fails stops the comparison with its error; when both fail, the first's.
    @Test func aFailingSourceIsAnError() throws {
        let (a, b) = Self.pair(width: 10, height: 200, seed: 5, changedRows: [])
        #expect(throws: ImageRows.Broken(source: "second")) {
            try StreamedPixelDiff.compare(ImageRows(a, name: "first"), ImageRows(b, name: "second", failAt: 130))
        }
        #expect(throws: ImageRows.Broken(source: "first")) {
            try StreamedPixelDiff.compare(ImageRows(a, name: "first", failAt: 70), ImageRows(b, name: "second", failAt: 70))
        }
        #expect(throws: PixelDiffError.self) {
            try StreamedPixelDiff.compare(ImageRows(a), ImageRows(b), options: PixelDiffOptions(threshold: 2))
        }
    }

    /// Through PNG files: pixelmatch's published pairs streamed give the whole comparison's counts
    /// and diff images; different sizes, a damaged file or a missing one take the whole path.
    @Test func filesAreStreamedWhenTheyCanBe() throws {
        let folder = try PublishedCount.folder()
        for count in try PublishedCount.all() {
            let paths = [count.first, count.second].map { folder.appendingPathComponent($0 + ".png").path }
            let files = paths.map { FileManager.default.contents(atPath: $0) }
            let options = PixelDiffOptions(threshold: count.threshold, includeAA: count.includeAA)
            let streamed = try #require(ImageFileDiff.streamed(files, names: paths, options: options, makeDiffImage: true))
            #expect(streamed == (try ImageFileDiff.whole(paths[0], paths[1], options: options, makeDiffImage: true)), "\(count)")
            #expect(streamed.different == count.count, "\(count)")
        }
        let first = folder.appendingPathComponent("1a.png").path
        let data = try #require(FileManager.default.contents(atPath: first))
        let small = try PNGEncoder.encode(RGBAImage(width: 3, height: 3, fill: (r: 1, g: 2, b: 3, a: 255)))
        #expect(ImageFileDiff.streamed([data, Data(small)], names: [first, "small.png"], options: PixelDiffOptions(), makeDiffImage: false) == nil)
        #expect(ImageFileDiff.streamed([data, Data(data.prefix(data.count / 2))], names: [first, "cut.png"],
                                       options: PixelDiffOptions(), makeDiffImage: false) == nil)
        #expect(ImageFileDiff.streamed([data, nil], names: [first, "missing.png"], options: PixelDiffOptions(), makeDiffImage: false) == nil)
    }
}
