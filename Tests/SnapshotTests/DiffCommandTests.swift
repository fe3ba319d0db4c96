import Foundation
import Testing
import Rasterizer
@testable import SnapshotHarness

/// Runs the built `a11y-snap diff` and checks what CI scripts rely on: its JSON and exit code.
@Suite struct DiffCommandTests {
    static let binary = CLI.binary

    static func fixture(_ name: String) throws -> String {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return folder.appendingPathComponent("pixelmatch").appendingPathComponent(name).path
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try #require(binary)
        process.arguments = ["diff"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    @Test(.enabled(if: binary != nil, "a11y-snap is not built next to the test bundle"))
    func differingPairPrintsJSONAndExitsOne() throws {
        let result = try Self.run([Self.fixture("1a.png"), Self.fixture("1b.png"), "--threshold", "0.05"])
        #expect(result.out == "{\"different\": 143, \"total\": 131072}\n")
        #expect(result.status == 1)
    }

    @Test(.enabled(if: binary != nil, "a11y-snap is not built next to the test bundle"))
    func identicalPairExitsZero() throws {
        let result = try Self.run([Self.fixture("6a.png"), Self.fixture("6a.png"), "--format", "text"])
        #expect(result.out == "images match: 0 of 65536 pixels differ\n")
        #expect(result.status == 0)
    }

    @Test(.enabled(if: binary != nil, "a11y-snap is not built next to the test bundle"))
    func diffImageIsWritten() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-diff-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try Self.run([Self.fixture("1a.png"), Self.fixture("1b.png"), "--threshold", "0.05", "--out", out])
        #expect(result.status == 1)
        let image = try PNGDecoder.read(path: out)
        let red = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0..<$0 + 4] == [255, 0, 0, 255] }
        #expect(red.count == 143)
    }

    @Test(.enabled(if: binary != nil, "a11y-snap is not built next to the test bundle"))
    func differentSizesExitOneWithAMessage() throws {
        let result = try Self.run([Self.fixture("1a.png"), Self.fixture("2a.png")])
        #expect(result.status == 1)
        // json (the default) still prints a result on stdout, so a script reads every outcome there.
        #expect(result.out == "{\"different\": null, \"total\": null, \"sizes\": {\"first\": {\"width\": 512, \"height\": 256}, \"second\": {\"width\": 256, \"height\": 256}}}\n")
        #expect(result.err.contains("different sizes") && result.err.contains("512x256") && result.err.contains("256x256"))
        let text = try Self.run([Self.fixture("1a.png"), Self.fixture("2a.png"), "--format", "text"])
        #expect(text.status == 1)
        #expect(text.out.isEmpty)
    }

    @Test(.enabled(if: binary != nil, "a11y-snap is not built next to the test bundle"))
    func badInputAndBadOptionsExitTwo() throws {
        let missing = try Self.run(["/nonexistent/a.png", Self.fixture("1a.png")])
        #expect(missing.status == 2 && missing.err.contains("/nonexistent/a.png"))
        let notPNG = try Self.run([Self.fixture("EXPECTED.tsv"), Self.fixture("1a.png")])
        #expect(notPNG.status == 2 && notPNG.err.contains("EXPECTED.tsv"))
        for (option, value) in [("--threshold", "1.5"), ("--threshold", "abc"), ("--format", "xml")] {
            let bad = try Self.run([Self.fixture("1a.png"), Self.fixture("1b.png"), option, value])
            #expect(bad.status == 2 && bad.err.contains(option), "\(option) \(value)")
        }
    }
}

/// `diff` on two baselines a11y-snap wrote: equal fingerprints answer "same" without decoding; a
/// fingerprint that does not vouch for its file (or two that differ) sends both to the pixel diff.
@Suite struct DiffFingerprintTests {
    static func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-fp-\(UUID()).png").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func read(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    static func image(_ tint: UInt8) -> RGBAImage { RGBAImage(width: 64, height: 32, fill: (tint, 120, 200, 255)) }

    static func stamped(_ image: RGBAImage) throws -> [UInt8] {
        PNGFingerprint.stamped(try PNGEncoder.encode(image, filter: PNGEncoder.baselineFilter), for: image)
    }

    @Test func twoStampedCopiesOfOnePictureMatchByTheirFingerprints() throws {
        let a = try Self.write(try Self.stamped(Self.image(10))), b = try Self.write(try Self.stamped(Self.image(10)))
        defer { try? FileManager.default.removeItem(atPath: a); try? FileManager.default.removeItem(atPath: b) }
        let fast = try #require(ImageFileDiff.sameByFingerprint(try Self.read(a), try Self.read(b)))
        #expect(fast.different == 0 && fast.total == 64 * 32)
        #expect(try ImageFileDiff.run(a, b, options: PixelDiffOptions()).different == 0)
    }

    @Test func differentOrUnstampedPicturesAreComparedPixelByPixel() throws {
        let a = try Self.write(try Self.stamped(Self.image(10)))
        let b = try Self.write(try Self.stamped(Self.image(250)))
        let plain = try Self.write(try PNGEncoder.encode(Self.image(10)))
        defer { for p in [a, b, plain] { try? FileManager.default.removeItem(atPath: p) } }
        #expect(ImageFileDiff.sameByFingerprint(try Self.read(a), try Self.read(b)) == nil)
        #expect(try ImageFileDiff.run(a, b, options: PixelDiffOptions()).different == 64 * 32)
        #expect(ImageFileDiff.sameByFingerprint(try Self.read(a), try Self.read(plain)) == nil)
        #expect(try ImageFileDiff.run(a, plain, options: PixelDiffOptions()).different == 0)
    }
}
