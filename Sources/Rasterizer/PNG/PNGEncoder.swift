import CPNG
import Dispatch
import Foundation
import LayoutModel

/// Writes `RGBAImage`s as 8-bit PNG files with deterministic bytes: the same pixels, options and
/// zlib build always give the same file (no tIME or text chunks, one fixed row filter, explicit
/// zlib settings; see `cpng_encode_rgba8` in CPNG/shim.h).
public enum PNGEncoder {
    /// Which PNG colour type to write.
    public enum ColorMode: Sendable, Hashable {
        /// RGB when every alpha byte is 255 (a quarter smaller), RGBA otherwise.
        case automatic
        /// Colour type 2: alpha is dropped and colour bytes are written as stored.
        case rgb
        /// Colour type 6: all four channels.
        case rgba
    }

    /// The one filter every row is written with (PNG filter types; libpng's default instead tries
    /// all five on every row, which costs time and makes the choice a heuristic).
    public enum RowFilter: Int32, Sendable, Hashable {
        /// Type 0: the bytes as they are.
        case none = 0
        /// Type 2: each byte minus the one above it (flat areas become runs of zeros).
        case up = 2
    }

    /// zlib's level 0 (store) ... 9 (smallest). 6 is zlib's and libpng's default trade-off.
    /// A caller that writes a picture nobody may open (a report's) can pass 1: far faster, larger.
    public static let defaultCompressionLevel = 6

    /// How baselines are written: what measured best on the bundled example's 64 @3x baselines
    /// (scripts/bench, README "Performance"; 16 of them, CPU time, best of 3, on a shared 2-core machine):
    ///
    ///   filter, level        size vs libpng defaults   ms per baseline
    ///   libpng defaults           1.00                     71
    ///   Up, 6 (before)            1.00                     36
    ///   None, 6                   0.86                     33
    ///   None, 4                   0.90                     29
    ///   None, 3                   1.12                     15
    ///   Up, 4                     1.01                     33
    ///
    /// Flat UI rows repeat whole rows and long runs, which deflate's matches catch with no filter,
    /// while Up turns them into zeros but loses the repeated literals. None at level 6 is the smallest
    /// and fits in the 60 ms a baseline may take.
    public static let baselineFilter = RowFilter.none
    public static let baselineCompressionLevel = 6

    /// The PNG file for `image`. Throws `PNGError.encodingFailed` for an empty image, a level
    /// outside 0...9, or a libpng failure.
    public static func encode(_ image: RGBAImage, colorMode: ColorMode = .automatic,
                              compressionLevel: Int = defaultCompressionLevel,
                              filter: RowFilter = .up) throws -> [UInt8] {
        let channels = try Self.channels(image, colorMode, compressionLevel)
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
        return try taking(message: &message) { output, size, message in
            image.pixels.withUnsafeBufferPointer { pixels in
                cpng_encode_rgba8(pixels.baseAddress, UInt32(image.width), UInt32(image.height),
                                  channels, Int32(compressionLevel), filter.rawValue, &output, &size, message)
            }
        }
    }

    /// Rows per band in `encodeInBands`: ten bands for an @3x screen, each large enough that
    /// starting its window empty costs well under 1% of the file.
    public static let bandRows = 256

    /// The PNG of `image` with its rows deflated in bands of `bandRows` on all cores (CPNG's "Encoding
    /// in bands"): the same pixels and filtered rows as `encode` gives, other deflate blocks, and
    /// bytes that depend only on the image and options, not on the number of cores. For a picture a
    /// person waits for (`render`); baselines keep `encode`, whose bytes are committed.
    public static func encodeInBands(_ image: RGBAImage, colorMode: ColorMode = .automatic,
                                     compressionLevel: Int = defaultCompressionLevel,
                                     filter: RowFilter = .up) throws -> [UInt8] {
        let channels = try Self.channels(image, colorMode, compressionLevel)
        let starts = Array(stride(from: 0, to: image.height, by: bandRows))
        let bands = UnsafeMutableBufferPointer<cpng_band>.allocate(capacity: starts.count)
        bands.initialize(repeating: cpng_band())
        defer { for b in bands { free(b.data) }; bands.deallocate() }
        let failures = Protected([Int: String]())
        image.pixels.withUnsafeBufferPointer { pixels in
            let shared = Shared(pixels: pixels.baseAddress, bands: bands.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: starts.count) { i in
                var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
                let rows = min(bandRows, image.height - starts[i])
                if cpng_deflate_band(shared.pixels, UInt32(image.width), UInt32(starts[i]), UInt32(rows), channels,
                                     Int32(compressionLevel), filter.rawValue, i == starts.count - 1 ? 1 : 0,
                                     shared.bands + i, &message) != 0 {
                    failures.withLock { $0[i] = String(nulTerminated: message) }
                }
            }
        }
        if let first = failures.withLock({ $0.min { $0.key < $1.key } }) { throw PNGError.encodingFailed(reason: first.value) }
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
        return try taking(message: &message) { output, size, message in
            cpng_write_bands(UInt32(image.width), UInt32(image.height), channels, Int32(compressionLevel),
                             bands.baseAddress, Int32(starts.count), &output, &size, message)
        }
    }

    /// What the band threads share: the pixels they read and the slots they write, one band each.
    private struct Shared: @unchecked Sendable {
        let pixels: UnsafePointer<UInt8>?
        let bands: UnsafeMutablePointer<cpng_band>
    }

    /// The channel count to write, after checking what every encoder checks.
    private static func channels(_ image: RGBAImage, _ colorMode: ColorMode, _ compressionLevel: Int) throws -> Int32 {
        guard (0...9).contains(compressionLevel) else {
            throw PNGError.encodingFailed(reason: "compression level \(compressionLevel) is outside 0...9")
        }
        guard image.width > 0, image.height > 0 else {
            throw PNGError.encodingFailed(reason: "a PNG needs at least one pixel (got \(image.width)x\(image.height))")
        }
        guard image.width <= Int(UInt32.max), image.height <= Int(UInt32.max) else {
            throw PNGError.encodingFailed(reason: "image \(image.width)x\(image.height) is too large for PNG")
        }
        switch colorMode {
        case .automatic: return image.isOpaque ? 3 : 4
        case .rgb: return 3
        case .rgba: return 4
        }
    }

    /// Runs a C encoder that hands back a malloc'd file, and copies the file out.
    private static func taking(message: inout [CChar],
                               _ encode: (inout UnsafeMutablePointer<UInt8>?, inout Int, UnsafeMutablePointer<CChar>) -> Int32) throws -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = message.withUnsafeMutableBufferPointer { encode(&output, &size, $0.baseAddress!) }
        guard status == 0, let bytes = output else {
            throw PNGError.encodingFailed(reason: String(nulTerminated: message))
        }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }

    /// Encodes `image` and writes it to `path`.
    /// `inBands`: encoded with `encodeInBands`.
    public static func write(_ image: RGBAImage, to path: String, colorMode: ColorMode = .automatic,
                             compressionLevel: Int = defaultCompressionLevel, inBands: Bool = false) throws {
        let bytes = inBands ? try encodeInBands(image, colorMode: colorMode, compressionLevel: compressionLevel)
            : try encode(image, colorMode: colorMode, compressionLevel: compressionLevel)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            throw PNGError.unwritable(file: path, reason: error.localizedDescription)
        }
    }
}
