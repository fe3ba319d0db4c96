import Foundation
import Rasterizer

/// Rows of an image handed out top to bottom, a few at a time: what `StreamedPixelDiff` compares
/// (a `PNGRowReader` decoding a file; in tests, an image in memory).
protocol RowSource: AnyObject, Sendable {
    var width: Int { get }
    var height: Int { get }
    /// Writes the next `count` rows (`count * width * 4` bytes) to `pixels`.
    func readRows(_ count: Int, into pixels: UnsafeMutableRawPointer) throws
    /// Called after the last row: what follows it can still be damaged (a PNG's checksum).
    func finish() throws
}

extension PNGRowReader: RowSource {}

/// `PixelDiff` on two images compared while they are decoded, with the same counts and the same
/// diff image as `PixelDiff.compare` on the whole images.
///
/// Rule (a pixel needs only its neighbourhood): a pixel's outcome reads the rows at most two away
/// from its own (its 8 neighbours for the anti-aliasing test, and theirs for the flat-area test), so
/// each image is decoded a band of `bandRows` rows at a time into a window that holds the band and
/// the 4 rows before it, and each window is compared as soon as both images' are in. Four windows
/// per image, reused from band to band: 2.6 MB in all at @3x, instead of two whole images of fresh
/// memory (24 MB), which the kernel must fault in and zero before anything is written to it (9% of
/// a whole-image diff's samples on a quiet VM, more on a busy one). A diff image, when asked for,
/// is still whole: it is what gets encoded.
///
/// Band b's window holds rows max(0, b * bandRows - 4) ..< its last row + 1 (the 4 rows before the
/// band are copied from the previous band's window); it compares rows from max(0, b * bandRows - 2)
/// to two before its last (to the image's end for the last band), so every row's neighbours within
/// two are in the window and every row is compared exactly once.
///
/// Schedule (two threads, one per image, each window slot reused every `ring` bands): a thread
/// decodes its image's next band whenever a slot is free (the band that last used it is compared),
/// and otherwise compares rows of the first band both images have decoded, a few rows at a time,
/// so the image that decodes faster does more of the comparing; it sleeps only when it has neither
/// to do. Neither thread waits for the other band by band (meeting after every band cost a wake-up
/// each time, which a busy VM makes slow). Counts are added as rows are done: the total does not
/// depend on who compared what. After a source fails nothing more is compared, and each source is
/// still read to its end or its own error, so which error is reported never depends on timing.
enum StreamedPixelDiff {
    /// Rows decoded at a time: windows of 68 rows (320 KB per window at @3x's 1179 pixels).
    static let bandRows = 64
    /// Window slots per image: how far one image's decoding may run ahead of the comparison.
    private static let ring = 4
    /// Rows a thread takes to compare at a time.
    private static let rowsPerClaim = 4

    /// Compares the rows of two sources of the same size. Throws `PixelDiffError.sizeMismatch`,
    /// `.invalidOption`, or a source's error (the first source's when both failed).
    static func compare(_ first: RowSource, _ second: RowSource, options: PixelDiffOptions = PixelDiffOptions(),
                        makeDiffImage: Bool = false, bandRows: Int = bandRows) throws -> PixelDiffResult {
        precondition(bandRows > 0, "a band has at least one row")
        guard first.width == second.width, first.height == second.height else {
            throw PixelDiffError.sizeMismatch(firstWidth: first.width, firstHeight: first.height,
                                              secondWidth: second.width, secondHeight: second.height)
        }
        let maxDelta = try PixelDiff.maxDelta(for: options)
        let width = first.width, height = first.height, total = width * height
        func different(drawingInto diff: UnsafeMutableRawPointer?) throws -> Int {
            let run = Run(sources: [first, second], options: options, maxDelta: maxDelta, diff: diff, bandRows: bandRows)
            defer { run.deallocate() }
            if total > 0 {
                let done = DispatchSemaphore(value: 0)
                Thread { run.work(image: 1); done.signal() }.start()
                run.work(image: 0)
                done.wait()
            }
            return try run.different()
        }
        guard makeDiffImage else { return PixelDiffResult(different: try different(drawingInto: nil), total: total, diffImage: nil) }
        var count = 0
        // Every pixel of the diff image is written by the comparison, so it starts uninitialized.
        let output = try [UInt8](unsafeUninitializedCapacity: total * 4) { buffer, initialized in
            count = try different(drawingInto: buffer.baseAddress)
            initialized = total * 4
        }
        return PixelDiffResult(different: count, total: total,
                               diffImage: RGBAImage(width: width, height: height, pixels: output))
    }

    /// One comparison's windows, schedule and outcome, shared by its two threads.
    ///
    /// `@unchecked`: the schedule's state is read and written only with `condition` held, and a
    /// window is written by its image's thread only while no comparison reads it (a slot is decoded
    /// into once the band that used it is compared); the counts and errors are read after both
    /// threads are done.
    private final class Run: @unchecked Sendable {
        let sources: [RowSource]
        let width: Int, height: Int, rowBytes: Int, bandRows: Int, bands: Int
        let options: PixelDiffOptions, maxDelta: Double
        /// windows[image][band % ring], each bandRows + 4 rows.
        let windows: [[UnsafeMutableRawPointer]]
        /// The whole diff image's bytes, when asked for.
        let diff: UnsafeMutableRawPointer?
        /// Guards everything below; signalled whenever a band is decoded, fails, or is compared.
        private let condition = NSCondition()
        /// Bands decoded, per image.
        private var decoded = [0, 0]
        /// The band whose rows are being handed out, and its next row not handed out.
        private var handing = 0, nextRow = 0
        /// Rows compared, per band; bands fully compared from the first (their slots are free).
        private var rowsDone: [Int]
        private var compared = 0
        private var differentPixels = 0
        private var errors: [Error?] = [nil, nil]

        init(sources: [RowSource], options: PixelDiffOptions, maxDelta: Double, diff: UnsafeMutableRawPointer?, bandRows: Int) {
            self.sources = sources
            width = sources[0].width; height = sources[0].height; rowBytes = width * 4
            self.bandRows = bandRows; bands = (height + bandRows - 1) / bandRows
            self.options = options; self.maxDelta = maxDelta
            let windowBytes = max(1, (bandRows + 4) * rowBytes)
            windows = (0..<2).map { _ in
                (0..<StreamedPixelDiff.ring).map { _ in UnsafeMutableRawPointer.allocate(byteCount: windowBytes, alignment: 16) }
            }
            self.diff = diff
            rowsDone = Array(repeating: 0, count: bands)
            nextRow = bands > 0 ? comparedRows(0).lowerBound : 0
        }

        func deallocate() {
            for window in windows.joined() { window.deallocate() }
        }

        /// The first row band `band`'s window holds.
        func origin(_ band: Int) -> Int { max(0, band * bandRows - 4) }

        /// The rows band `band` compares.
        func comparedRows(_ band: Int) -> Range<Int> {
            let start = max(0, band * bandRows - 2)
            return start..<(band == bands - 1 ? height : max(start, min(height, (band + 1) * bandRows - 2)))
        }

        /// Everything one thread does until both images are compared (or a source failed and
        /// its own image is read to the end).
        func work(image: Int) {
            condition.lock()
            defer { condition.unlock() }
            while true {
                let failed = errors.contains { $0 != nil }
                if decoded[image] < bands && errors[image] == nil
                    && (failed || decoded[image] - compared < StreamedPixelDiff.ring) {
                    let band = decoded[image]
                    condition.unlock()
                    let error = decode(band: band, of: image)
                    condition.lock()
                    if let error { errors[image] = error } else { decoded[image] += 1 }
                    condition.broadcast()
                } else if !failed, let (band, rows) = claim() {
                    condition.unlock()
                    let count = compare(rows, of: band)
                    condition.lock()
                    differentPixels += count
                    rowsDone[band] += rows.count
                    let before = compared
                    while compared < bands && rowsDone[compared] == comparedRows(compared).count { compared += 1 }
                    // Only a compared band frees a window slot or ends the run: wake no one for less.
                    if compared > before { condition.broadcast() }
                } else if compared == bands || (failed && (decoded[image] == bands || errors[image] != nil)) {
                    return
                } else {
                    condition.wait()
                }
            }
        }

        /// The next rows to compare, if both images have decoded their band (lock held).
        private func claim() -> (band: Int, rows: Range<Int>)? {
            while handing < bands && decoded[0] > handing && decoded[1] > handing {
                let rows = comparedRows(handing)
                if nextRow < rows.upperBound {
                    let taken = nextRow..<min(rows.upperBound, nextRow + StreamedPixelDiff.rowsPerClaim)
                    nextRow = taken.upperBound
                    return (handing, taken)
                }
                handing += 1
                if handing < bands { nextRow = comparedRows(handing).lowerBound }
            }
            return nil
        }

        /// Band `band` of `image` into its window: the 4 rows before it copied from the previous
        /// window, then its own rows decoded; after the last band, what follows the rows.
        func decode(band: Int, of image: Int) -> Error? {
            let start = band * bandRows, end = min(height, start + bandRows), origin = origin(band)
            let window = windows[image][band % StreamedPixelDiff.ring]
            if start > origin {
                let previous = windows[image][(band - 1) % StreamedPixelDiff.ring], previousOrigin = self.origin(band - 1)
                window.copyMemory(from: previous + (origin - previousOrigin) * rowBytes, byteCount: (start - origin) * rowBytes)
            }
            do {
                try sources[image].readRows(end - start, into: window + (start - origin) * rowBytes)
                if end == height { try sources[image].finish() }
                return nil
            } catch {
                return error
            }
        }

        /// Compares `rows` of band `band`; returns how many of their pixels differ.
        func compare(_ rows: Range<Int>, of band: Int) -> Int {
            let origin = origin(band) * rowBytes, slot = band % StreamedPixelDiff.ring
            let img1 = PixelDiff.Pixels(base: windows[0][slot], width: width, height: height, origin: origin)
            let img2 = PixelDiff.Pixels(base: windows[1][slot], width: width, height: height, origin: origin)
            return PixelDiff.compareRows(rows, img1, img2, identical: false, maxDelta: maxDelta, options: options, diff: diff)
        }

        /// How many pixels differ, or the first source's error.
        func different() throws -> Int {
            condition.lock(); defer { condition.unlock() }
            if let error = errors.compactMap({ $0 }).first { throw error }
            return differentPixels
        }
    }
}
