import Foundation
import Testing
import Rasterizer
import SnapshotHarness

/// One row of Fixtures/pixelmatch/EXPECTED.tsv: pixelmatch 7.2.0's published count for a pair.
struct PublishedCount: Sendable, CustomTestStringConvertible {
    let first: String, second: String, threshold: Double, includeAA: Bool, count: Int
    var testDescription: String { "\(first) vs \(second) at \(threshold)\(includeAA ? " +AA" : ""): \(count)" }

    static func folder() throws -> URL {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return fixtures.appendingPathComponent("pixelmatch")
    }

    /// The rows after the `#` comments and the column header.
    static func all() throws -> [PublishedCount] {
        let text = try String(contentsOf: folder().appendingPathComponent("EXPECTED.tsv"), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.dropFirst()
        return try lines.map { line in
            let f = line.split(separator: "\t").map(String.init)
            guard f.count == 5, let t = Double(f[2]), let aa = Bool(f[3]), let n = Int(f[4]) else {
                throw PNGError.corrupt(file: "EXPECTED.tsv", reason: "bad row: \(line)")
            }
            return PublishedCount(first: f[0], second: f[1], threshold: t, includeAA: aa, count: n)
        }
    }
}

@Suite struct PixelDiffFixtureTests {
    @Test func expectedTableHasEveryPublishedRow() throws {
        #expect(try PublishedCount.all().count == 11)
    }

    @Test(arguments: try PublishedCount.all())
    func reproducesPublishedCount(_ row: PublishedCount) throws {
        let folder = try PublishedCount.folder()
        let a = try PNGDecoder.read(path: folder.appendingPathComponent(row.first + ".png").path)
        let b = try PNGDecoder.read(path: folder.appendingPathComponent(row.second + ".png").path)
        let options = PixelDiffOptions(threshold: row.threshold, includeAA: row.includeAA)
        let result = try PixelDiff.compare(a, b, options: options)
        #expect(result.different == row.count)
        #expect(result.total == a.width * a.height)
        // Drawing the diff image must not change the count.
        let drawn = try PixelDiff.compare(a, b, options: options, makeDiffImage: true)
        #expect(drawn.different == row.count)
        let image = try #require(drawn.diffImage)
        let red = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0..<$0 + 4] == [255, 0, 0, 255] }
        #expect(red.count == row.count)
    }
}
