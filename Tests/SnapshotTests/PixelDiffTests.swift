import Testing
import Rasterizer
import SnapshotHarness

/// The rules of the diff on images small enough to check by hand.
@Suite struct PixelDiffTests {
    static func row(_ colors: [[UInt8]]) -> RGBAImage {
        RGBAImage(width: colors.count, height: 1, pixels: colors.flatMap { $0 })
    }

    static func count(_ a: RGBAImage, _ b: RGBAImage, threshold: Double = 0.1, includeAA: Bool = false) throws -> Int {
        try PixelDiff.compare(a, b, options: PixelDiffOptions(threshold: threshold, includeAA: includeAA)).different
    }

    /// Black against white scores 0.5053 * 255^2 = 32857.1; a pixel differs above 35215 * t^2,
    /// so they differ at t = 0.96 (limit 32454) and match at t = 0.97 (limit 33134).
    @Test func thresholdScalesTheSquaredYIQDistance() throws {
        let black = Self.row([[0, 0, 0, 255]]), white = Self.row([[255, 255, 255, 255]])
        #expect(try Self.count(black, white, threshold: 0.96) == 1)
        #expect(try Self.count(black, white, threshold: 0.97) == 0)
        // Red against cyan is the largest distance, 35214.7: it still differs at 0.999 and
        // matches only at 1.
        let red = Self.row([[255, 0, 0, 255]]), cyan = Self.row([[0, 255, 255, 255]])
        #expect(try Self.count(red, cyan, threshold: 0.999) == 1)
        #expect(try Self.count(red, cyan, threshold: 1) == 0)
        // One step of grey is 0.5053 * 1^2 = 0.51: flagged only at threshold 0.
        let grey = Self.row([[100, 100, 100, 255]]), lighter = Self.row([[101, 101, 101, 255]])
        #expect(try Self.count(grey, lighter, threshold: 0) == 1)
        #expect(try Self.count(grey, lighter, threshold: 0.01) == 0)
    }

    /// Transparent pixels are blended over pixelmatch 7.x's background for byte offset k:
    /// (48, 48, 48) at k 0, (48, 48, 207) at k 4 and 8, (48, 207, 48) at k 12. An opaque pixel of
    /// exactly that colour therefore equals a fully transparent one; white does not (with
    /// pixelmatch 5's white background it would be the other way round).
    @Test func transparencyIsBlendedOverThe7xBackground() throws {
        let transparent = Self.row(Array(repeating: [0, 0, 0, 0], count: 4))
        let background = Self.row([[48, 48, 48, 255], [48, 48, 207, 255], [48, 48, 207, 255], [48, 207, 48, 255]])
        let white = Self.row(Array(repeating: [255, 255, 255, 255], count: 4))
        #expect(try Self.count(transparent, background, threshold: 0) == 0)
        #expect(try Self.count(transparent, white) == 4)
    }

    /// A 5x5 black|grey|white edge: column 2 is the anti-aliased blend, 128 in one image and 100
    /// in the other (distance 0.5053 * 28^2 = 396 > 352.15). Each grey pixel lies between a black
    /// and a white neighbour that sit in solid areas, so it is anti-aliasing.
    @Test func antiAliasedEdgeIsIgnoredUnlessIncluded() throws {
        let edge = { Self.edge($0) }
        let options = PixelDiffOptions(includeAA: false)
        let ignored = try PixelDiff.compare(edge(128), edge(100), options: options, makeDiffImage: true)
        #expect(ignored.different == 0)
        #expect(ignored.diffImage?[2, 2] == [255, 255, 0, 255])
        let counted = try PixelDiff.compare(edge(128), edge(100), options: PixelDiffOptions(includeAA: true),
                                            makeDiffImage: true)
        #expect(counted.different == 5)
        #expect(counted.diffImage?[2, 2] == [255, 0, 0, 255])
    }

    /// "Flat" (3+ neighbours of the pixel's colour: a real difference, never anti-aliasing) is
    /// decided on the image's edge with the missing neighbour counted as one, inside by the 8
    /// neighbours alone. The 5x5 black|grey|white edge again, with the top row's grey 2 pixels
    /// wide: (1,0) and (2,0) on the top edge have 2 grey neighbours each, plus the edge: flat;
    /// (2,1) inside has 3 grey neighbours: flat; (2,2) and (2,3) have 2 and (2,4) on the bottom
    /// edge 1 plus the edge: anti-aliasing, drawn yellow.
    @Test func flatAreasCountTheImageEdgeAsANeighbour() throws {
        func edge(_ grey: UInt8) -> RGBAImage {
            var image = Self.edge(grey)
            image[1, 0] = [grey, grey, grey, 255]
            return image
        }
        let result = try PixelDiff.compare(edge(128), edge(100), makeDiffImage: true)
        #expect(result.different == 3)
        for (x, y) in [(1, 0), (2, 0), (2, 1)] { #expect(result.diffImage?[x, y] == [255, 0, 0, 255], "(\(x),\(y))") }
        for y in 2..<5 { #expect(result.diffImage?[2, y] == [255, 255, 0, 255], "(2,\(y))") }
    }

    /// A 5x5 black|grey|white edge: columns 0-1 black, column 2 `grey`, columns 3-4 white.
    static func edge(_ grey: UInt8) -> RGBAImage {
        var image = RGBAImage(width: 5, height: 5, fill: (r: 0, g: 0, b: 0, a: 255))
        for y in 0..<5 {
            image[2, y] = [grey, grey, grey, 255]
            for x in 3..<5 { image[x, y] = [255, 255, 255, 255] }
        }
        return image
    }

    /// A changed pixel inside a flat area has more than 2 equal neighbours: a real difference.
    @Test func changeInsideFlatAreaCounts() throws {
        let flat = RGBAImage(width: 5, height: 5, fill: (r: 0, g: 0, b: 0, a: 255))
        var spot = flat
        spot[2, 2] = [255, 255, 255, 255]
        #expect(try Self.count(flat, spot) == 1)
    }

    /// The faded copy is 255 + (Y - 255) * alpha * a / 255, truncated. For (100, 150, 200):
    /// Y = 140.779, so 243 at alpha 0.1 and 197 at alpha 0.5.
    @Test func diffImageFadesTheFirstImage() throws {
        let image = Self.row([[100, 150, 200, 255], [0, 0, 0, 255]])
        var changed = image
        changed[1, 0] = [255, 255, 255, 255]
        for (alpha, grey) in [(0.1, UInt8(243)), (0.5, UInt8(197))] {
            let result = try PixelDiff.compare(image, changed, options: PixelDiffOptions(alpha: alpha), makeDiffImage: true)
            #expect(result.diffImage?.pixels == [grey, grey, grey, 255, 255, 0, 0, 255])
        }
    }

    @Test func identicalImagesTakeTheFastPath() throws {
        let image = Self.row([[100, 150, 200, 255], [1, 2, 3, 4]])
        let result = try PixelDiff.compare(image, image, options: PixelDiffOptions(threshold: 0), makeDiffImage: true)
        #expect(result == PixelDiffResult(different: 0, total: 2,
                                          diffImage: Self.row([[243, 243, 243, 255], [254, 254, 254, 255]])))
    }

    @Test func differentSizesAreAnErrorNotAPass() {
        let small = RGBAImage(width: 2, height: 2, fill: (r: 0, g: 0, b: 0, a: 255))
        let wide = RGBAImage(width: 4, height: 1, fill: (r: 0, g: 0, b: 0, a: 255))
        #expect(throws: PixelDiffError.sizeMismatch(firstWidth: 2, firstHeight: 2, secondWidth: 4, secondHeight: 1)) {
            try PixelDiff.compare(small, wide)
        }
    }

    @Test func optionsOutsideTheirRangeAreErrors() {
        let image = Self.row([[0, 0, 0, 255]])
        #expect(throws: PixelDiffError.self) { try PixelDiff.compare(image, image, options: PixelDiffOptions(threshold: 1.5)) }
        #expect(throws: PixelDiffError.self) { try PixelDiff.compare(image, image, options: PixelDiffOptions(alpha: -1)) }
    }
}
