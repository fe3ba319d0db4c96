import Foundation
import LayoutModel
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
/// the 4 rows before it, and each window is compared as soon as both images' are in. Two windows
/// per image, reused from band to band: a few hundred KB in cache instead of two whole images of
/// fresh memory (12 MB each at @3x), which the kernel must fault in and zero before anything is
/// written to it (a third of a whole-image diff's time). A diff image, when asked for, is still
/// whole: it is what gets encoded.
///
/// Schedule (two threads, one per image): in step s each thread decodes band s of its image into
/// the window band s - 2 used, then compares rows of band s - 1 (both images' windows are
/// complete), taking a few rows at a time from a shared counter, so the image that decodes faster
/// does more of the comparing; the threads meet after each step, when band s - 1 is compared and
/// band s decoded. Band b's window holds rows max(0, b * bandRows - 4) ..< its last row + 1; it
/// compares rows from max(0, b * bandRows - 2) to two before its last (to the image's end for the
/// last band), so every row's neighbours within two are in the window and every row is compared
/// exactly once. Counts are added per thread: the total does not depend on who compared what.
enum StreamedPixelDiff {
    /// Rows decoded per step: windows of 68 rows (320 KB per window at @3x's 1179 pixels).
    static let bandRows = 64
    /// Rows a thread takes from the shared counter at a time.
    private static let rowsPerClaim = 4

    /// Compares the rows of two sources of the same size. Throws `PixelDiffError.sizeMismatch`,
    /// `.invalidOption`, or the first error a source threw (by source order when both failed in
    /// the same step).
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
    private final class Run: @unchecked Sendable {
        let sources: [RowSource]
        let width: Int, height: Int, rowBytes: Int, bandRows: Int, bands: Int
        let options: PixelDiffOptions, maxDelta: Double
        /// windows[image][band % 2], each bandRows + 4 rows.
        let windows: [[UnsafeMutableRawPointer]]
        /// The whole diff image's bytes, when asked for.
        let diff: UnsafeMutableRawPointer?
        private let meeting = Rendezvous()
        /// Per step, the next row of the band being compared that no thread has taken.
        private let nextRow = Protected((step: -1, row: 0))
        private let state = Protected((different: [0, 0], errors: [Error?](repeating: nil, count: 2)))

        init(sources: [RowSource], options: PixelDiffOptions, maxDelta: Double, diff: UnsafeMutableRawPointer?, bandRows: Int) {
            self.sources = sources
            width = sources[0].width; height = sources[0].height; rowBytes = width * 4
            self.bandRows = bandRows; bands = (height + bandRows - 1) / bandRows
            self.options = options; self.maxDelta = maxDelta
            let windowBytes = max(1, (bandRows + 4) * rowBytes)
            windows = (0..<2).map { _ in
                (0..<2).map { _ in UnsafeMutableRawPointer.allocate(byteCount: windowBytes, alignment: 16) }
            }
            self.diff = diff
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

        /// Everything one thread does: decode `image`'s bands and compare with the other thread.
        func work(image: Int) {
            var different = 0
            for step in 0...bands {
                if step < bands { decode(band: step, of: image) }
                if step > 0 { different += compare(band: step - 1, step: step) }
                if meeting.wait(stopping: failed) { break }
            }
            state.withLock { $0.different[image] = different }
        }

        var failed: Bool { state.withLock { $0.errors.contains { $0 != nil } } }

        /// Band `band` of `image` into its window: the 4 rows before it copied from the previous
        /// window, then its own rows decoded; after the last band, what follows the rows.
        func decode(band: Int, of image: Int) {
            let start = band * bandRows, end = min(height, start + bandRows), origin = origin(band)
            let window = windows[image][band % 2]
            if start > origin {
                let previous = windows[image][(band - 1) % 2], previousOrigin = self.origin(band - 1)
                window.copyMemory(from: previous + (origin - previousOrigin) * rowBytes, byteCount: (start - origin) * rowBytes)
            }
            do {
                try sources[image].readRows(end - start, into: window + (start - origin) * rowBytes)
                if end == height { try sources[image].finish() }
            } catch {
                state.withLock { $0.errors[image] = error }
            }
        }

        /// Compares the rows of band `band` that this thread takes; returns how many differ.
        func compare(band: Int, step: Int) -> Int {
            let rows = comparedRows(band), origin = origin(band) * rowBytes
            let img1 = PixelDiff.Pixels(base: windows[0][band % 2], width: width, height: height, origin: origin)
            let img2 = PixelDiff.Pixels(base: windows[1][band % 2], width: width, height: height, origin: origin)
            var different = 0
            while true {
                let taken = nextRow.withLock { next -> Range<Int> in
                    if next.step != step { next = (step, rows.lowerBound) }
                    let start = next.row
                    next.row = min(rows.upperBound, start + StreamedPixelDiff.rowsPerClaim)
                    return start..<next.row
                }
                if taken.isEmpty { return different }
                different += PixelDiff.compareRows(taken, img1, img2, identical: false, maxDelta: maxDelta,
                                                   options: options, diff: diff)
            }
        }

        /// How many pixels differ, or the first source's error.
        func different() throws -> Int {
            let (different, errors) = state.withLock { ($0.different, $0.errors) }
            if let error = errors.compactMap({ $0 }).first { throw error }
            return different.reduce(0, +)
        }
    }

    /// Two threads meeting: neither passes `wait` for the n-th time before both called it n times,
    /// and both get the same answer to whether either wants to stop. (Each deciding for itself
    /// from shared state after the meeting would race: one could read a failure the other set
    /// in the next step, stop, and leave the other waiting forever.)
    private final class Rendezvous: @unchecked Sendable {
        private let condition = NSCondition()
        private var waiting = 0, generation = 0
        private var stopping = false, decided = false
        /// Times a thread that came first looks again before it sleeps: a step takes about a
        /// millisecond and the other thread is usually close behind, while waking a sleeping thread
        /// costs tens of microseconds on a busy VM, 40 times per @3x image.
        private static let looks = 1000

        func wait(stopping stop: Bool) -> Bool {
            condition.lock()
            let mine = generation
            stopping = stopping || stop
            waiting += 1
            if waiting == 2 {
                decided = stopping
                waiting = 0; stopping = false; generation += 1
                condition.broadcast()
                condition.unlock()
                return decided
            }
            condition.unlock()
            for _ in 0..<Self.looks {
                condition.lock()
                // The other thread cannot complete another meeting before this one reads `decided`.
                if generation != mine { defer { condition.unlock() }; return decided }
                condition.unlock()
            }
            condition.lock(); defer { condition.unlock() }
            while generation == mine { condition.wait() }
            return decided
        }
    }
}
