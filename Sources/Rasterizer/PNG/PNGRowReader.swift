import CPNG
import Foundation

/// A PNG decoded a few rows at a time, top to bottom, into memory the caller owns, so that a
/// consumer (`diff`) can work on rows while they arrive and never holds the whole image. Rows come
/// out as `PNGDecoder` makes them (the same transforms, see `cpng_reader_open` in CPNG/shim.h), and
/// errors are the same `PNGError`s with the same messages. An Adam7-interlaced image is complete
/// only after its last pass: it is read whole (`readRows(height, ...)`).
///
/// One thread at a time uses a reader; it owns a copy of the file's bytes.
public final class PNGRowReader: @unchecked Sendable {
    /// What error messages call the data (usually its path).
    public let name: String
    public let width: Int
    public let height: Int
    public let isInterlaced: Bool
    /// Rows decoded so far.
    public private(set) var rowsRead = 0
    /// Whether the fast read took the file (`PNGReadMode.fast`: libdeflate inflated it whole at the
    /// first rows read); false before any row is read, and for every file libpng reads.
    public var isFastRead: Bool { reader.pointee.inflated.rows != nil }
    private let file: UnsafeMutableRawBufferPointer
    private let reader: UnsafeMutablePointer<cpng_reader>

    /// Reads the signature and the header of `bytes` (copied); throws `PNGError.corrupt` when they
    /// are not a PNG's.
    public init(_ bytes: UnsafeRawBufferPointer, name: String, mode: PNGReadMode = .fast) throws {
        let file = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        if let source = bytes.baseAddress { file.baseAddress!.copyMemory(from: source, byteCount: bytes.count) }
        var opened: UnsafeMutablePointer<cpng_reader>?
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
        let status = cpng_reader_open(file.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count, mode.flag, &opened, &message)
        guard status == 0, let opened else {
            cpng_reader_free(opened)
            file.deallocate()
            throw PNGError.corrupt(file: name, reason: String(nulTerminated: message))
        }
        self.file = file; self.reader = opened; self.name = name
        width = Int(opened.pointee.width); height = Int(opened.pointee.height)
        isInterlaced = opened.pointee.interlaced != 0
    }

    deinit {
        cpng_reader_free(reader)
        file.deallocate()
    }

    /// Decodes the next `count` rows into `pixels` (`count * width * 4` bytes). Throws
    /// `PNGError.corrupt`; after an error the reader reads nothing more.
    public func readRows(_ count: Int, into pixels: UnsafeMutableRawPointer) throws {
        precondition(count >= 0 && count <= height - rowsRead, "\(name): \(count) rows asked, \(height - rowsRead) left")
        precondition(!isInterlaced || (rowsRead == 0 && count == height), "\(name): an interlaced PNG is read whole")
        guard count > 0 else { return }
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
        guard cpng_reader_read_rows(reader, pixels.assumingMemoryBound(to: UInt8.self), UInt32(count), &message) == 0 else {
            rowsRead = height
            throw PNGError.corrupt(file: name, reason: String(nulTerminated: message))
        }
        rowsRead += count
    }

    /// Reads what follows the last row, where a damaged stream's checksum shows; call it after
    /// the last row. Throws `PNGError.corrupt`.
    public func finish() throws {
        var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
        guard cpng_reader_finish(reader, &message) == 0 else {
            throw PNGError.corrupt(file: name, reason: String(nulTerminated: message))
        }
    }
}
