import LayoutModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Canvas memory that is reused instead of allocated per image.
//
// Why: a @3x screen's canvas is 1179 × 2556 pixels × 4 Floats = 48 MB. glibc serves a block that
// large with a fresh mmap and unmaps it on free, so every render paid ~12,000 page faults (the
// kernel zeroing 48 MB) before drawing a pixel: a quarter of a `test` run. Layers now hand their
// buffer back here when they die and the next layer of that size or smaller takes it, so a worker
// rendering variant after variant touches the same warm memory. What the buffer holds is always
// overwritten (`take` fills it), so reuse can never change a pixel.
//
// Rules: a buffer is reused only for a layer of exactly its size (so a small opacity group never
// takes the big canvas, and nothing is resized); at most `kept` buffers are held
// (2 per core: each worker has a screen canvas and, for reports, a finding picture's canvas);
// buffers under `minimumBytes` are not kept (allocating them is cheap and they would crowd out
// the big ones).
final class PixelMemory: Sendable {
    static let shared = PixelMemory(kept: max(4, 2 * Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    static let minimumBytes = 1 << 20

    private let kept: Int
    private let free = Protected<[[Float]]>([])

    init(kept: Int) { self.kept = kept }

    /// `count` Floats, every pixel (4 Floats) set to `fill`.
    func take(count: Int, fill: PremultipliedColor) -> [Float] {
        guard var buffer = reusable(count: count) else {
            var fresh = [Float](repeating: 0, count: count)
            if fill != .clear { Self.fill(&fresh, with: fill) }
            return fresh
        }
        if fill == .clear {
            buffer.withUnsafeMutableBytes { if let p = $0.baseAddress { memset(p, 0, $0.count) } }
        } else {
            Self.fill(&buffer, with: fill)
        }
        return buffer
    }

    private static func fill(_ buffer: inout [Float], with c: PremultipliedColor) {
        buffer.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                p[i] = c.r; p[i + 1] = c.g; p[i + 2] = c.b; p[i + 3] = c.a
            }
        }
    }

    /// Hands a buffer back for reuse (or lets it go, see the rules above).
    func give(_ buffer: [Float]) {
        guard buffer.capacity * MemoryLayout<Float>.stride >= Self.minimumBytes else { return }
        free.withLock { free in
            guard free.count < kept else { return }
            free.append(buffer)
        }
    }

    /// A kept buffer of exactly `count` Floats (canvases of one device have one size; resizing an
    /// array would cost what reuse saves).
    private func reusable(count: Int) -> [Float]? {
        free.withLock { free in
            guard let i = free.firstIndex(where: { $0.count == count }) else { return nil }
            return free.remove(at: i)
        }
    }
}
