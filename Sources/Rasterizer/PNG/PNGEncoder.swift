import CPNG
import Foundation

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
        guard (0...9).contains(compressionLevel) else {
            throw PNGError.encodingFailed(reason: "compression level \(compressionLevel) is outside 0...9")
        }
        guard image.width <= Int(UInt32.max), image.height <= Int(UInt32.max) else {
            throw PNGError.encodingFailed(reason: "image \(image.width)x\(image.height) is too large for PNG")
        }
        let channels: Int32
        switch colorMode {
        case .automatic: channels = image.isOpaque ? 3 : 4
        case .rgb: channels = 3
        case .rgba: channels = 4
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            cpng_encode_rgba8(pixels.baseAddress, UInt32(image.width), UInt32(image.height),
                              channels, Int32(compressionLevel), filter.rawValue, &output, &size, &message)
        }
        guard status == 0, let bytes = output else {
            throw PNGError.encodingFailed(reason: String(nulTerminated: message))
        }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }

    /// Encodes `image` and writes it to `path`.
    public static func write(_ image: RGBAImage, to path: String, colorMode: ColorMode = .automatic,
                             compressionLevel: Int = defaultCompressionLevel) throws {
        let bytes = try encode(image, colorMode: colorMode, compressionLevel: compressionLevel)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            throw PNGError.unwritable(file: path, reason: error.localizedDescription)
        }
    }
}
