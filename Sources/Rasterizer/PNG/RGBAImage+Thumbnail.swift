/// A report's thumbnail of a rendering: the image shrunk by a whole factor, each thumbnail pixel the
/// average of the `factor x factor` block it covers (a box filter: no ringing, exact for flat colour).
/// Rule: the factor is the smallest whole number that brings the width to `maxWidth` or less; partial
/// blocks at the right and bottom edges average the pixels they have; each average is rounded half up.
/// Cost: each band of `factor` rows is first summed down its columns, byte by byte (one pass over the
/// source that the compiler vectorizes), then each block's columns are summed across.
extension RGBAImage {
    public func thumbnail(maxWidth: Int) -> RGBAImage {
        let factor = max(1, (width + maxWidth - 1) / max(1, maxWidth))
        guard factor > 1 else { return self }
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        let rowBytes = width * 4
        var out = [UInt8](repeating: 0, count: w * h * 4)
        // A column sum of `factor` bytes fits 32 bits for any factor a width in Int allows.
        var columns = [UInt32](repeating: 0, count: rowBytes)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                columns.withUnsafeMutableBufferPointer { columns in
                    for ty in 0 ..< h {
                        let rows = ty * factor ..< min(height, ty * factor + factor)
                        for i in 0 ..< rowBytes { columns[i] = 0 }
                        for y in rows {
                            let row = src.baseAddress! + y * rowBytes
                            for i in 0 ..< rowBytes { columns[i] &+= UInt32(row[i]) }
                        }
                        for tx in 0 ..< w {
                            let xs = tx * factor ..< min(width, tx * factor + factor)
                            let n = rows.count * xs.count
                            var sum = (UInt32(0), UInt32(0), UInt32(0), UInt32(0))
                            for x in xs {
                                sum.0 &+= columns[x * 4]; sum.1 &+= columns[x * 4 + 1]
                                sum.2 &+= columns[x * 4 + 2]; sum.3 &+= columns[x * 4 + 3]
                            }
                            // (sum + n / 2) / n, divided in Double: exact for these sizes (a quotient
                            // short of a whole number by at least 1 / n is never rounded up to it) and
                            // several times faster than integer division.
                            let half = Double(n / 2), count = Double(n), o = (ty * w + tx) * 4
                            func mean(_ s: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: Int((Double(s) + half) / count)) }
                            dst[o] = mean(sum.0); dst[o + 1] = mean(sum.1); dst[o + 2] = mean(sum.2); dst[o + 3] = mean(sum.3)
                        }
                    }
                }
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
