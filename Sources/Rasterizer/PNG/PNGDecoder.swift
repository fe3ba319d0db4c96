import CPNG
import Foundation

/// Reads any PNG libpng understands (grey, grey+alpha, palette, RGB, RGBA, 1 to 16 bits,
/// interlaced, tRNS) into an `RGBAImage`, without gamma conversion; 16-bit samples become
/// round(v * 255 / 65535). See `cpng_decode_rgba8` in CPNG/shim.h for the transforms.
public enum PNGDecoder {
    /// 64 megapixels (256 MiB of RGBA): far above any screen render, low enough that a hostile
    /// or broken header cannot make a CI job allocate gigabytes.
    public static let defaultMaxPixels = 64 * 1024 * 1024

    /// Decodes PNG bytes. `name` is what error messages call the data (usually its path).
    /// The header's size is checked against `maxPixels` before pixel memory is allocated.
    public static func decode(_ data: [UInt8], name: String,
                              maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
        var output: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
        let status = data.withUnsafeBufferPointer { file in
            cpng_decode_rgba8(file.baseAddress, file.count, UInt64(max(0, maxPixels)),
                              &output, &width, &height, &message)
        }
        if status == -2 {
            throw PNGError.tooLarge(file: name, width: Int(width), height: Int(height), limit: maxPixels)
        }
        guard status == 0, let pixels = output else {
            throw PNGError.corrupt(file: name, reason: String(nulTerminated: message))
        }
        defer { free(pixels) }
        let count = Int(width) * Int(height) * 4
        return RGBAImage(width: Int(width), height: Int(height),
                         pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }

    /// Reads and decodes the PNG file at `path`.
    public static func read(path: String, maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw PNGError.unreadable(file: path, reason: error.localizedDescription)
        }
        return try decode([UInt8](data), name: path, maxPixels: maxPixels)
    }
}
