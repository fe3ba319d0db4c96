import Foundation
import Rasterizer

/// Reading fixture files and walking PNG chunks, for the PNG tests.
enum PNGFixtures {
    static func path(_ name: String) throws -> String {
        guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw PNGError.unreadable(file: "Fixtures", reason: "test resources not found")
        }
        return folder.appendingPathComponent("png").appendingPathComponent(name).path
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    /// The chunk types of a PNG file, in order (length at +0, type at +4, CRC after the data).
    static func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    /// The offset of the first chunk of `type`'s CRC field.
    static func crcOffset(of type: String, in png: [UInt8]) -> Int? {
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) == type { return offset + 8 + length }
            offset += 12 + length
        }
        return nil
    }

    /// Recomputes the CRC-32 (ISO 3309, polynomial 0xEDB88320, as PNG specifies) of the chunk
    /// whose CRC field starts at `crc`, over its type and data.
    static func rewriteCRC(endingAt crc: Int, in png: inout [UInt8]) {
        var start = 8
        while start + 8 <= png.count {
            let length = png[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
            if start + 8 + length == crc { break }
            start += 12 + length
        }
        var value: UInt32 = 0xFFFF_FFFF
        for byte in png[(start + 4)..<crc] {
            value ^= UInt32(byte)
            for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
        }
        value ^= 0xFFFF_FFFF
        for k in 0..<4 { png[crc + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
    }
}
