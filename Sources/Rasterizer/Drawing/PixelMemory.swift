import LayoutModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Canvas memory that is reused instead of allocated per image.
//
// Why: a @3x screen's canvas is 1179 × 2556 pixels × 4 bytes = 12 MB. glibc serves a block that
// large with a fresh mmap and unmaps it on free, so every render would pay ~3,000 page faults (the
// kernel zeroing 12 MB) before drawing a pixel (with the Float canvas this was 48 MB and a
// quarter of a `test` run). Layers hand their buffer back here when they die (a rendered image
// hands its bytes back through `recycle`) and the next layer of that size takes it, so a worker
// rendering variant after variant touches the same warm memory. What the buffer holds is always
// overwritten (a layer writes its background, `PixelLayer.pending`, before anything reads it), so
// reuse can never change a pixel.
//
// Rules: a buffer is reused only for a layer of exactly its size (so a small opacity group never
// takes the big canvas, and nothing is resized); at most `kept` buffers are held
// (2 per core: each worker has a screen canvas and, for reports, a finding picture's canvas);
// buffers under `minimumBytes` are not kept (allocating them is cheap and they would crowd out
// the big ones).
public final class PixelMemory: Sendable {
    static let shared = PixelMemory(kept: max(4, 2 * Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    static let minimumBytes = 1 << 20

    private let kept: Int
    private let free = Protected<[[UInt8]]>([])

    init(kept: Int) { self.kept = kept }

    /// `count` bytes whose contents are unspecified (a kept buffer's old pixels, or fresh memory):
    /// for a layer that writes every pixel before reading any (`PixelLayer`'s pending background).
    func take(count: Int) -> [UInt8] {
        reusable(count: count) ?? Self.allocate(count: count)
    }

    /// A fresh buffer of `count` bytes, not yet written. A big one is asked to be backed by 2 MB
    /// pages (transparent huge pages, where the kernel offers them on request): a 12 MB canvas is
    /// then 6 page faults instead of 3,000, which is most of a one-screen `render`'s kernel time.
    /// Only the speed of the first touch changes; the bytes are the same.
    static func allocate(count: Int) -> [UInt8] {
        guard count >= minimumBytes else { return [UInt8](repeating: 0, count: count) }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let start = buffer.baseAddress {
                let huge = 2 << 20
                let first = (Int(bitPattern: start) + huge - 1) / huge * huge
                let end = (Int(bitPattern: start) + count) / huge * huge
                #if os(Linux)
                if end > first { _ = madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_HUGEPAGE) }
                #endif
            }
            initialized = count
        }
    }

    /// Sets every pixel (4 bytes) of `buffer` to `pixel`; one `memset` when its 4 bytes are equal.
    static func fill(_ buffer: inout [UInt8], with pixel: SIMD4<UInt8>) {
        buffer.withUnsafeMutableBytes { raw in
            guard let start = raw.baseAddress else { return }
            if pixel == SIMD4(repeating: pixel.x) { memset(start, Int32(pixel.x), raw.count); return }
            let p = raw.bindMemory(to: SIMD4<UInt8>.self)
            p.baseAddress!.update(repeating: pixel, count: p.count)
        }
    }

    /// Hands an image's bytes back for the next canvas once the image is done with (a renderer's
    /// `takeRGBA` gave them away). Safe even if something still holds the image: an array is
    /// copied before it is written while shared, so a kept buffer never changes a live image.
    public static func recycle(_ image: RGBAImage) { shared.give(image.pixels) }

    /// Hands a buffer back for reuse (or lets it go, see the rules above).
    func give(_ buffer: [UInt8]) {
        guard buffer.capacity >= Self.minimumBytes else { return }
        free.withLock { free in
            guard free.count < kept else { return }
            free.append(buffer)
        }
    }

    /// A kept buffer of exactly `count` bytes (canvases of one device have one size; resizing an
    /// array would cost what reuse saves).
    private func reusable(count: Int) -> [UInt8]? {
        free.withLock { free in
            guard let i = free.firstIndex(where: { $0.count == count }) else { return nil }
            return free.remove(at: i)
        }
    }
}
