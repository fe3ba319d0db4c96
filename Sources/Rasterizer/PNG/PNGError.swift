/// Why a PNG could not be read or written. Every message names the file (or what the bytes were
/// called) so a CI log says which baseline or render is at fault.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read from disk.
    case unreadable(file: String, reason: String)
    /// libpng rejected the bytes: not a PNG, truncated, a bad CRC, broken compressed data.
    case corrupt(file: String, reason: String)
    /// The header declares more pixels than the caller allows.
    case tooLarge(file: String, width: Int, height: Int, limit: Int)
    /// Encoding failed (libpng or memory).
    case encodingFailed(reason: String)
    /// The encoded bytes could not be written to disk.
    case unwritable(file: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): return "\(file): cannot read file: \(reason)"
        case .corrupt(let file, let reason): return "\(file): not a readable PNG: \(reason)"
        case .tooLarge(let file, let width, let height, let limit):
            return "\(file): image is \(width)x\(height) = \(width * height) pixels, over the limit of \(limit)"
        case .encodingFailed(let reason): return "PNG encoding failed: \(reason)"
        case .unwritable(let file, let reason): return "\(file): cannot write file: \(reason)"
        }
    }
}
