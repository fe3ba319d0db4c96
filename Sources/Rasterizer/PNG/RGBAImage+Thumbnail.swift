/// A report's thumbnail of a rendering: the image shrunk by a whole factor, each thumbnail pixel the
/// average of the `factor x factor` block it covers (a box filter: no ringing, exact for flat colour).
/// Rule: the factor is the smallest whole number that brings the width to `maxWidth` or less; partial
/// blocks at the right and bottom edges average the pixels they have; each average is rounded half up.
/// Cost: one pass over the source. Each band of `factor` rows is summed down its columns 32 bytes at
/// a time in 16-bit lanes held in registers, then each block's columns are summed across and its
/// mean looked up in a table of every sum's mean (`blockMeans`, `means`); partial blocks and blocks
/// past the table's size divide with a multiply (`RoundedDivision`).
/// Lanes: up to a factor of 16 (every phone and tablet at a 200 px thumbnail) a whole block's sum
/// fits in 16 bits (16 x 16 x 255 = 65,280), so the column sums are stored as the 16-bit lanes they
/// were summed in (`narrowColumnSums`) and blocks are summed in them too; larger factors widen the
/// column sums to 32 bits, a run of up to 257 rows at a time (`wideColumnSums`). Both give the same
/// bytes: the sums are exact either way.
/// An @3x screen (12 MB) takes 0.9-1.1 ms in 16-bit lanes, 1.7 ms widened to 32 bits (best of 60
/// on one baseline), a 1x one a ninth of that.
extension RGBAImage {
    public func thumbnail(maxWidth: Int) -> RGBAImage {
        let factor = max(1, (width + maxWidth - 1) / max(1, maxWidth))
        guard factor > 1 else { return self }
        if factor <= Self.narrowFactor { return shrunk(by: factor, lanes: UInt16.self, columnSums: Self.narrowColumnSums) }
        return shrunk(by: factor, lanes: UInt32.self, columnSums: Self.wideColumnSums)
    }

    /// The largest factor whose whole blocks sum in 16 bits: 16 x 16 x 255 = 65,280.
    static let narrowFactor = 16

    /// The thumbnail, band by band: `columnSums` sums a band's rows down each column into `Lane`s,
    /// then `blockMeans` makes the band's thumbnail row. Inlined so that both are specialized for
    /// each lane type (the generic version took 1.6 ms instead of 0.9).
    @inline(__always) private func shrunk<Lane: FixedWidthInteger & SIMDScalar>(
        by factor: Int, lanes: Lane.Type,
        columnSums: (UnsafePointer<UInt8>, _ rowBytes: Int, _ rows: Range<Int>, UnsafeMutablePointer<Lane>) -> Void
    ) -> RGBAImage {
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        var columns = [Lane](repeating: 0, count: width * 4)
        let means = Self.means(count: factor * factor)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                columns.withUnsafeMutableBufferPointer { columns in
                    means.withUnsafeBufferPointer { means in
                        for ty in 0 ..< h {
                            let rows = ty * factor ..< min(height, ty * factor + factor)
                            columnSums(src.baseAddress!, width * 4, rows, columns.baseAddress!)
                            Self.blockMeans(columns.baseAddress!, width: width, factor: factor, rows: rows.count,
                                            means: rows.count == factor && !means.isEmpty ? means.baseAddress : nil,
                                            into: dst.baseAddress! + ty * w * 4)
                        }
                    }
                }
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }

    /// The largest number of bytes a 16-bit lane can sum without overflow: 257 x 255 = 65,535.
    private static let rowsPerLane = 257

    /// `columns[i]` = the sum of byte `i` of each row in `rows` (at most `rowsPerLane` of them),
    /// stored in the 16-bit lanes it was summed in: 32 bytes at a time, down the rows.
    private static func narrowColumnSums(_ src: UnsafePointer<UInt8>, rowBytes: Int, rows: Range<Int>,
                                         into columns: UnsafeMutablePointer<UInt16>) {
        let top = UnsafeRawPointer(src) + rows.lowerBound &* rowBytes
        let out = UnsafeMutableRawPointer(columns)
        var i = 0
        while i &+ 32 <= rowBytes {
            var p = top + i
            var sum = SIMD32<UInt16>()
            for _ in rows {
                sum &+= SIMD32<UInt16>(truncatingIfNeeded: p.loadUnaligned(as: SIMD32<UInt8>.self))
                p += rowBytes
            }
            out.storeBytes(of: sum, toByteOffset: i &* 2, as: SIMD32<UInt16>.self)
            i &+= 32
        }
        for j in i ..< rowBytes {
            var sum: UInt16 = 0
            for y in 0 ..< rows.count { sum &+= UInt16(top.load(fromByteOffset: y &* rowBytes &+ j, as: UInt8.self)) }
            columns[j] = sum
        }
    }

    /// `columns[i]` = the sum of byte `i` of each row in `rows`, in 32 bits: each run of up to
    /// `rowsPerLane` rows is summed by `narrowColumnSums`, then widened and added.
    private static func wideColumnSums(_ src: UnsafePointer<UInt8>, rowBytes: Int, rows: Range<Int>,
                                       into columns: UnsafeMutablePointer<UInt32>) {
        columns.update(repeating: 0, count: rowBytes)
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: rowBytes) { part in
            for start in stride(from: rows.lowerBound, to: rows.upperBound, by: rowsPerLane) {
                narrowColumnSums(src, rowBytes: rowBytes, rows: start ..< min(rows.upperBound, start + rowsPerLane),
                                 into: part.baseAddress!)
                for j in 0 ..< rowBytes { columns[j] &+= UInt32(part[j]) }
            }
        }
    }

    /// One thumbnail row: each block's column sums added across (in the lanes they are stored in,
    /// which hold a whole block's sum) and divided by its pixel count (looked up in `means` for
    /// whole blocks of a whole band when there is a table).
    @inline(__always) private static func blockMeans<Lane: FixedWidthInteger & SIMDScalar>(
        _ columns: UnsafePointer<Lane>, width: Int, factor: Int, rows: Int,
        means: UnsafePointer<UInt8>?, into dst: UnsafeMutablePointer<UInt8>
    ) {
        let raw = UnsafeRawPointer(columns), pixelBytes = 4 * MemoryLayout<Lane>.stride
        @inline(__always) func sum(_ xs: Range<Int>) -> SIMD4<Lane> {
            var sum = SIMD4<Lane>()
            for x in xs { sum &+= raw.loadUnaligned(fromByteOffset: x &* pixelBytes, as: SIMD4<Lane>.self) }
            return sum
        }
        var tx = 0, x0 = 0
        if let means {
            // Whole blocks of a whole band: each channel's mean looked up, the pixel stored as one word.
            while x0 &+ factor <= width {
                let s = sum(x0 ..< x0 &+ factor)
                let pixel = UInt32(means[Int(s.x)]) | UInt32(means[Int(s.y)]) << 8
                    | UInt32(means[Int(s.z)]) << 16 | UInt32(means[Int(s.w)]) << 24
                UnsafeMutableRawPointer(dst).storeBytes(of: pixel.littleEndian, toByteOffset: tx &* 4, as: UInt32.self)
                tx &+= 1
                x0 &+= factor
            }
        }
        let whole = RoundedDivision(by: rows * factor)   // made once: making one costs a division
        while x0 < width {
            let x1 = min(width, x0 + factor)
            let divide = x1 - x0 == factor ? whole : RoundedDivision(by: rows * (x1 - x0))
            let s = sum(x0 ..< x1)
            dst[tx * 4] = divide(UInt32(s.x)); dst[tx * 4 + 1] = divide(UInt32(s.y))
            dst[tx * 4 + 2] = divide(UInt32(s.z)); dst[tx * 4 + 3] = divide(UInt32(s.w))
            tx += 1
            x0 = x1
        }
    }

    /// The rounded mean of every sum `n` bytes can have (0 ... 255 n), for blocks of up to 1,024
    /// pixels (a factor of 32; the table is then 255 KB, and 9 KB for an @3x screen's factor 6);
    /// empty for larger blocks, which divide instead.
    private static func means(count n: Int) -> [UInt8] {
        guard n <= 1024 else { return [] }
        let divide = RoundedDivision(by: n)
        return (0 ... 255 * n).map { divide(UInt32($0)) }
    }
}

/// `(sum + n / 2) / n` for a sum of at most `n` bytes, as a multiply and a shift: with
/// `m = ceil(2^40 / n)`, `(x * m) >> 40` is `x / n` exactly for every `x < 2^24` when `n <= 2^16`
/// (Granlund and Montgomery's bound: `2^40 >= 2^24 * 2^ceil(log2 n)`), and `x <= 255n + n / 2` is
/// below `2^24`. Blocks of more pixels (a factor above 256, no screen's) divide plainly.
struct RoundedDivision {
    let n: UInt64, half: UInt64, magic: UInt64

    init(by count: Int) {
        n = UInt64(count)
        half = n / 2
        magic = n <= 1 << 16 ? ((1 << 40) + n - 1) / n : 0
    }

    func callAsFunction(_ sum: UInt32) -> UInt8 {
        let x = UInt64(sum) + half
        return UInt8(truncatingIfNeeded: magic != 0 ? (x &* magic) >> 40 : x / n)
    }
}
