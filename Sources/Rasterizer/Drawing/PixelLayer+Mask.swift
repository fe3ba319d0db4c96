// Glyph masks: rows of 8-bit coverage (m / 255) blended in one colour.
//
// Rule: the bytes are those of `blend(row:x0:coverage:color:)` given the coverages m / 255. What
// changes is the work: a glyph's edge pixels use a few dozen coverage levels over one background,
// so the blend of each level over the pixel met last is kept (`MaskLevels`) and reused until the
// colour or that pixel changes; a group of eight uncovered bytes is skipped and eight full ones in
// an opaque colour are stored, as in the coverage walk.

extension PixelLayer {
    /// Source-over of `color` through `mask` (coverage m / 255) onto row `y` from column `x0`.
    func blend(row y: Int, x0: Int, mask: UnsafeBufferPointer<UInt8>, color: PremultipliedColor) {
        guard let m = mask.baseAddress, !mask.isEmpty else { return }
        let n = mask.count, ink = Ink(color)
        levels.use(color)
        withPixels { px in
            let row = px + index(x: x0, y: y)
            var i = 0
            while i < n {
                if i + 8 <= n {
                    let eight = UnsafeRawPointer(m + i).loadUnaligned(as: UInt64.self)
                    if eight == 0 { i += 8; continue }
                    if eight == ~0, let solidWords = ink.solidWords {
                        Self.store8(solidWords, at: UnsafeMutableRawPointer(row + i))
                        i += 8
                        continue
                    }
                }
                for j in i ..< min(n, i + 8) {
                    let level = m[j]
                    if level == 0 { continue }
                    if level == 255, let solid = ink.solid { row[j] = solid; continue }
                    let before = row[j]
                    row[j] = levels.result(level, over: before) { ink.over(before, coverage: Float(level) / 255) }
                }
                i = min(n, i + 8)
            }
        }
    }
}

/// The blends of one colour over one stored pixel, by coverage level (0...255), filled as they are
/// met. A level's result is current when its stamp is the current generation, so forgetting them
/// all (a new colour or pixel) is one increment. Owned by a layer, which frees it.
struct MaskLevels {
    private let results = UnsafeMutablePointer<SIMD4<UInt8>>.allocate(capacity: 256)
    private let stamps = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    private var generation: UInt32 = 1
    private var color: PremultipliedColor?
    private var pixel = SIMD4<UInt8>.zero

    init() { stamps.initialize(repeating: 0, count: 256) }

    func free() { results.deallocate(); stamps.deallocate() }

    /// Blends from here on are of `c`.
    mutating func use(_ c: PremultipliedColor) {
        guard c != color else { return }
        color = c
        forget()
    }

    /// The kept blend of `level` over `before`, or `blend()`'s, kept.
    @inline(__always) mutating func result(_ level: UInt8, over before: SIMD4<UInt8>,
                                           _ blend: () -> SIMD4<UInt8>) -> SIMD4<UInt8> {
        if before != pixel {
            pixel = before
            forget()
        }
        let i = Int(level)
        if stamps[i] == generation { return results[i] }
        let r = blend()
        results[i] = r
        stamps[i] = generation
        return r
    }

    private mutating func forget() {
        generation &+= 1
        if generation == 0 {   // wrapped: stamps from 2^32 generations ago must not look current
            stamps.update(repeating: 0, count: 256)
            generation = 1
        }
    }
}
