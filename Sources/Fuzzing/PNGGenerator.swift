/// Writes PNGs that get past the signature and the chunk checksums, so the decoder's own rules are
/// what the fuzzer reaches: every colour type and bit depth (and invalid ones), widths and heights
/// at the edges (0, 1, 2^31 - 1, 2^32 - 1), interlacing, palettes and transparency of any length,
/// filter bytes 0...5, too little or too much pixel data, and now and then a wrong checksum; the
/// pixel data in one IDAT chunk or several, now and then bytes after its zlib stream, and ancillary
/// chunks before and after it (what the fast read, `PNGReadMode.fast`, must take or leave to libpng).
public enum PNGGenerator {
    static let edgeSizes: [UInt32] = [0, 1, 2, 7, 8, 255, 256, 100_000, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]
    /// Colour types and the bit depths PNG allows for each; 1, 5 and 7 are not colour types.
    static let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16], 1: [8], 5: [8], 7: [3]]
    static let channels: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]

    public static func png<R: RandomNumberGenerator>(_ r: inout R) -> [UInt8] {
        let width = r.below(4) == 0 ? r.choose(edgeSizes) : UInt32(1 + r.below(24))
        let height = r.below(4) == 0 ? r.choose(edgeSizes) : UInt32(1 + r.below(24))
        let colorType = r.below(8) == 0 ? UInt8(r.below(8)) : r.choose([0, 2, 3, 4, 6] as [UInt8])
        let depth = r.below(8) == 0 ? r.choose([0, 3, 5, 32] as [UInt8]) : r.choose(depths[colorType] ?? [8])
        let interlace = UInt8(r.below(8) == 0 ? 2 : r.below(2))
        var header = bigEndian(width) + bigEndian(height)
        header += [depth, colorType, 0, 0, interlace]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", header, &r)
        if colorType == 3 || r.below(6) == 0 { file += chunk("PLTE", randomBytes(3 * r.below(260), &r), &r) }
        if r.below(4) == 0 { file += chunk("tRNS", randomBytes(r.below(270), &r), &r) }
        if r.below(4) == 0 { file += chunk("tEXt", Array("Comment\u{0}made by the fuzzer".utf8), &r) }
        var stream = zlibStored(rows(width: width, height: height, colorType: colorType, depth: depth, &r))
        if r.below(16) == 0 { stream += randomBytes(1 + r.below(8), &r) }
        let pieces = r.below(3) == 0 ? 1 + r.below(4) : 1
        for piece in 0..<pieces {
            file += chunk("IDAT", Array(stream[stream.count * piece / pieces..<stream.count * (piece + 1) / pieces]), &r)
            if piece + 1 < pieces && r.below(16) == 0 { file += chunk("xtRa", randomBytes(r.below(8), &r), &r) }
        }
        if r.below(4) == 0 { file += chunk("xtRa", randomBytes(r.below(40), &r), &r) }
        if r.below(8) != 0 { file += chunk("IEND", r.below(32) == 0 ? [0] : [], &r) }
        return file
    }

    /// Filter byte and samples for each row, at most 64 KB in all: a huge header gets too little data.
    static func rows<R: RandomNumberGenerator>(width: UInt32, height: UInt32, colorType: UInt8, depth: UInt8, _ r: inout R) -> [UInt8] {
        let bits = Int(width) * (channels[colorType] ?? 1) * max(Int(depth), 1)
        let rowBytes = min((bits + 7) / 8, 1 << 16)
        var data: [UInt8] = []
        for _ in 0..<min(Int(height), 64) where data.count < 1 << 16 {
            data.append(UInt8(r.below(r.below(16) == 0 ? 6 : 5)))
            data += randomBytes(rowBytes, &r)
        }
        if r.below(8) == 0 { data = Array(data.prefix(r.below(data.count + 1))) }
        return data
    }

    static func chunk<R: RandomNumberGenerator>(_ type: String, _ data: [UInt8], _ r: inout R) -> [UInt8] {
        r.below(32) == 0 ? chunk(type, data, crc: UInt32(truncatingIfNeeded: r.next())) : chunk(type, data)
    }

    /// A chunk: length, type, data, and its CRC-32 (the right one unless `crc` is given).
    public static func chunk(_ type: String, _ data: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc ?? crc32(typeAndData))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks, so no compressor is needed.
    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var blocks = stride(from: 0, to: data.count, by: 0xFFFF).map { Array(data[$0..<min($0 + 0xFFFF, data.count)]) }
        if blocks.isEmpty { blocks = [[]] }
        for (i, block) in blocks.enumerated() {
            let length = UInt16(block.count)
            out.append(i == blocks.count - 1 ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += block
        }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + bigEndian(b << 16 | a)
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    public static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func randomBytes<R: RandomNumberGenerator>(_ count: Int, _ r: inout R) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: r.next()) }
    }
}
