import Foundation
import Dispatch
import Rasterizer

/// Diffs two PNG files the way `a11y-snap diff` does, and says how the command should exit:
/// 0 when no pixel differs, 1 when some differ or the sizes differ, 2 for unreadable or corrupt
/// input, bad options or a diff image that cannot be written.
public enum ImageFileDiff {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// An input could not be read or decoded (or is over the pixel limit).
        case badInput(PNGError)
        /// The images have different sizes: a difference, never a pass.
        case sizesDiffer(first: String, firstWidth: Int, firstHeight: Int,
                         second: String, secondWidth: Int, secondHeight: Int)
        /// An option value is outside its range or unknown.
        case badOption(String)
        /// The diff image could not be written.
        case cannotWriteDiff(PNGError)

        public var exitCode: Int32 {
            switch self {
            case .sizesDiffer: return 1
            case .badInput, .badOption, .cannotWriteDiff: return 2
            }
        }

        public var description: String {
            switch self {
            case .badInput(let error), .cannotWriteDiff(let error): return error.description
            case .sizesDiffer(let a, let w1, let h1, let b, let w2, let h2):
                return "images have different sizes: \(a) is \(w1)x\(h1), \(b) is \(w2)x\(h2)"
            case .badOption(let message): return message
            }
        }
    }

    /// The exit code for a completed comparison.
    public static func exitCode(for result: PixelDiffResult) -> Int32 { result.different == 0 ? 0 : 1 }

    /// Reads both files, compares them, and writes the diff image to `diffPath` when given.
    public static func run(_ first: String, _ second: String, options: PixelDiffOptions,
                           diffPath: String? = nil) throws -> PixelDiffResult {
        let files = [first, second].map { FileManager.default.contents(atPath: $0) }
        if diffPath == nil, let a = files[0], let b = files[1], let same = sameByFingerprint(a, b) { return same }
        let result = try streamed(files, names: [first, second], options: options, makeDiffImage: diffPath != nil)
            ?? whole(first, second, options: options, makeDiffImage: diffPath != nil)
        if let diffPath, let image = result.diffImage {
            do {
                try AtomicFile.write(PNGEncoder.encode(image), to: diffPath, durable: false)
            } catch let error as PNGError {
                throw Failure.cannotWriteDiff(error)
            }
        }
        return result
    }

    /// Rule (compare while decoding): two readable PNGs of one size, not interlaced, within the
    /// pixel limit, with valid options, are compared by `StreamedPixelDiff` as their rows are
    /// decoded. Anything else (and any error on the way) is nil, and `whole` does the comparison
    /// again the way it always did, so every error and its message are exactly what they were.
    static func streamed(_ files: [Data?], names: [String], options: PixelDiffOptions,
                         makeDiffImage: Bool) -> PixelDiffResult? {
        let readers = zip(files, names).map { file, name in
            file.flatMap { file in try? file.withUnsafeBytes { try PNGRowReader($0, name: name) } }
        }
        guard let a = readers[0], let b = readers[1], a.width == b.width, a.height == b.height,
              !a.isInterlaced, !b.isInterlaced, a.width * a.height <= PNGDecoder.defaultMaxPixels else { return nil }
        return try? StreamedPixelDiff.compare(a, b, options: options, makeDiffImage: makeDiffImage)
    }

    /// Both files decoded whole, then compared.
    static func whole(_ first: String, _ second: String, options: PixelDiffOptions,
                      makeDiffImage: Bool) throws -> PixelDiffResult {
        let a: RGBAImage, b: RGBAImage
        do {
            (a, b) = try decodeBoth(first, second)
        } catch let error as PNGError {
            throw Failure.badInput(error)
        }
        guard a.width == b.width, a.height == b.height else {
            throw Failure.sizesDiffer(first: first, firstWidth: a.width, firstHeight: a.height,
                                      second: second, secondWidth: b.width, secondHeight: b.height)
        }
        do {
            return try PixelDiff.compare(a, b, options: options, makeDiffImage: makeDiffImage)
        } catch let error as PixelDiffError {
            throw Failure.badOption(error.description)
        }
    }

    /// Rule (identical frames at memory speed): two files that both carry a valid fingerprint
    /// (`PNGFingerprint`, as every baseline a11y-snap writes does) of the same size and the same
    /// pixel hash hold the same pixels, so nothing is decoded; anything else (no fingerprint, a
    /// file edited since, different hashes) is decoded and compared pixel by pixel.
    static func sameByFingerprint(_ a: Data, _ b: Data) -> PixelDiffResult? {
        guard let x = a.withUnsafeBytes({ PNGFingerprint.stored(in: $0) }),
              let y = b.withUnsafeBytes({ PNGFingerprint.stored(in: $0) }),
              x.width == y.width, x.height == y.height, x.pixels == y.pixels else { return nil }
        return PixelDiffResult(different: 0, total: x.width * x.height, diffImage: nil)
    }

    /// Both files decoded at once, one per thread (decoding is most of a `diff`'s time). When both
    /// fail, the first file's error is reported, as when they were decoded in order.
    static func decodeBoth(_ first: String, _ second: String) throws -> (RGBAImage, RGBAImage) {
        let paths = [first, second]
        let results = ResultSlots<RGBAImage>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            do { results.put(try PNGDecoder.read(path: paths[i]), at: i) } catch { results.fail(at: i, error) }
        }
        let images = try results.collect()
        return (images[0], images[1])
    }

    /// Parses a `--threshold` value: a number from 0 to 1.
    public static func parseThreshold(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite, (0...1).contains(value) else {
            throw Failure.badOption("--threshold: '\(text)' is not a number from 0 to 1")
        }
        return value
    }
}
