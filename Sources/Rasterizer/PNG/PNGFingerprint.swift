import CXXHash

/// A rendering's fingerprint, stored inside the baseline PNG written from it, so that a verify run
/// tells an unchanged rendering from its baseline without decoding the PNG.
///
/// Rules:
/// 1. The fingerprint is the image's width and height and XXH3-64 (xxHash) of its raw RGBA8 bytes.
/// 2. It lives in the private chunk `snAP`, written just before `IEND`. The chunk name's letter cases
///    say (PNG spec, 5.4): ancillary (a decoder that does not know it skips it; the pixels are the
///    same with or without it), private, and unsafe to copy (an editor that changes the image must
///    drop it).
/// 3. The chunk also holds XXH3-64 of every file byte before it (signature, header, image data). A
///    file changed by any tool that kept the chunk anyway no longer matches its own fingerprint and
///    counts as having none: it is decoded and compared pixel by pixel. So a fingerprint can only
///    spare work, never pass a difference (a false pass needs a 64-bit hash collision).
/// 4. The chunk's 25 data bytes: format version 1 (1 byte), width and height (4 bytes each,
///    big-endian), the pixels' hash and the file prefix's hash (8 bytes each, big-endian).
public enum PNGFingerprint {
    /// The chunk's type.
    static let chunkType: [UInt8] = Array("snAP".utf8)
    static let version: UInt8 = 1
    static let dataLength = 25
    /// `IEND`: length 0, type, CRC. Every PNG ends with these 12 bytes.
    static let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// XXH3-64 of `bytes` (through the CPU's widest vector unit where the library can choose it).
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        cxxh_hash64(bytes.baseAddress, bytes.count)
    }

    /// XXH3-64 of an image's raw bytes (rule 1).
    public static func hash(_ image: RGBAImage) -> UInt64 {
        image.pixels.withUnsafeBytes { hash($0) }
    }

    /// `png` (the encoding of `image`, ending in `IEND`) with `image`'s fingerprint chunk inserted
    /// before `IEND`; `png` unchanged when it does not end in `IEND`.
    public static func stamped(_ png: [UInt8], for image: RGBAImage) -> [UInt8] {
        guard png.count > end.count, Array(png.suffix(end.count)) == end else { return png }
        let prefix = Array(png.dropLast(end.count))
        var data: [UInt8] = [version]
        data += bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        data += bigEndian(hash(image)) + bigEndian(prefix.withUnsafeBytes { hash($0) })
        let body = chunkType + data
        return prefix + bigEndian(UInt32(data.count)) + body + bigEndian(CRC32.checksum(body)) + end
    }

    /// What a stamped `png` says of the pixels it was encoded from: their size and hash; nil when it
    /// has no valid fingerprint (none, another version, or the file changed since: rule 3).
    public static func stored(in png: UnsafeRawBufferPointer) -> (width: Int, height: Int, pixels: UInt64)? {
        let chunkSize = 12 + dataLength
        guard png.count >= 8 + chunkSize + end.count else { return nil }
        let start = png.count - end.count - chunkSize
        let chunk = UnsafeRawBufferPointer(rebasing: png[start ..< start + chunkSize])
        guard Array(png.suffix(end.count)) == end, integer(chunk, at: 0, bytes: 4) == UInt64(dataLength),
              Array(chunk[4 ..< 8]) == chunkType, chunk[8] == version,
              integer(chunk, at: 9 + 16, bytes: 8) == hash(UnsafeRawBufferPointer(rebasing: png[0 ..< start]))
        else { return nil }
        return (Int(integer(chunk, at: 9, bytes: 4)), Int(integer(chunk, at: 13, bytes: 4)), integer(chunk, at: 17, bytes: 8))
    }

    /// Whether `image` matches the pixels `png` was stamped from: nil when `png` has no valid
    /// fingerprint, so it must be decoded.
    public static func matches(_ image: RGBAImage, png: UnsafeRawBufferPointer) -> Bool? {
        guard let stored = stored(in: png) else { return nil }
        return stored.width == image.width && stored.height == image.height && stored.pixels == hash(image)
    }

    private static func bigEndian<T: FixedWidthInteger>(_ v: T) -> [UInt8] {
        (0 ..< MemoryLayout<T>.size).reversed().map { UInt8(truncatingIfNeeded: v >> ($0 * 8)) }
    }

    private static func integer(_ bytes: UnsafeRawBufferPointer, at offset: Int, bytes count: Int) -> UInt64 {
        (0 ..< count).reduce(0) { $0 << 8 | UInt64(bytes[offset + $1]) }
    }
}

/// The CRC-32 every PNG chunk ends with (PNG spec, annex D): polynomial 0xEDB88320 (reflected),
/// initial value and final XOR 0xFFFFFFFF, over the chunk's type and data.
enum CRC32 {
    static let table: [UInt32] = (0 ..< 256).map { n in
        (0 ..< 8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.reduce(0xFFFF_FFFF) { c, b in table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) } ^ 0xFFFF_FFFF
    }
}
