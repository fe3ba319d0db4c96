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

    /// zlib's level 0 (store) ... 9 (smallest). 6 is zlib's and libpng's default trade-off.
    public static let defaultCompressionLevel = 6

    /// The PNG file for `image`. Throws `PNGError.encodingFailed` for an empty image, a level
    /// outside 0...9, or a libpng failure.
    public static func encode(_ image: RGBAImage, colorMode: ColorMode = .automatic,
                              compressionLevel: Int = defaultCompressionLevel) throws -> [UInt8] {
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
                              channels, Int32(compressionLevel), &output, &size, &message)
        }
        guard status == 0, let bytes = output else {
            throw PNGError.encodingFailed(reason: String(cString: message))
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
