import CPNG
import Foundation

/// Reads any PNG libpng understands (grey, grey+alpha, palette, RGB, RGBA, 1 to 16 bits,
/// interlaced, tRNS) into an `RGBAImage`, without gamma conversion; 16-bit samples become
/// round(v * 255 / 65535). See the reader (`cpng_reader_open`) in CPNG/shim.h for the transforms.
/// The 8-bit RGB and RGBA files a11y-snap writes are inflated by libdeflate (`PNGReadMode.fast`).
public enum PNGDecoder {
    /// 64 megapixels (256 MiB of RGBA): far above any screen render, low enough that a hostile
    /// or broken header cannot make a CI job allocate gigabytes.
    public static let defaultMaxPixels = 64 * 1024 * 1024

    /// Decodes PNG bytes. `name` is what error messages call the data (usually its path).
    /// The header's size is checked against `maxPixels` before pixel memory is allocated.
    public static func decode(_ data: [UInt8], name: String, maxPixels: Int = defaultMaxPixels,
                              mode: PNGReadMode = .fast) throws -> RGBAImage {
        try data.withUnsafeBytes { try decode($0, name: name, maxPixels: maxPixels, mode: mode) }
    }

    /// Reads and decodes the PNG file at `path`.
    public static func read(path: String, maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw PNGError.unreadable(file: path, reason: error.localizedDescription)
        }
        return try data.withUnsafeBytes { try decode($0, name: path, maxPixels: maxPixels, mode: .fast) }
    }

    /// The header's size first, then the rows straight into the image's own pixel array.
    private static func decode(_ file: UnsafeRawBufferPointer, name: String, maxPixels: Int,
                               mode: PNGReadMode) throws -> RGBAImage {
        let bytes = file.bindMemory(to: UInt8.self)
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
        guard cpng_decode_rgba8_into(bytes.baseAddress, bytes.count, mode.flag, nil, &width, &height, &message) == 0 else {
            throw PNGError.corrupt(file: name, reason: String(nulTerminated: message))
        }
        let count = Int(width) * Int(height)
        if count > max(0, maxPixels) {
            throw PNGError.tooLarge(file: name, width: Int(width), height: Int(height), limit: maxPixels)
        }
        let pixels = try [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            guard cpng_decode_rgba8_into(bytes.baseAddress, bytes.count, mode.flag, buffer.baseAddress, &width, &height,
                                         &message) == 0 else {
                throw PNGError.corrupt(file: name, reason: String(nulTerminated: message))
            }
            initialized = count * 4
        }
        return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
    }
}
