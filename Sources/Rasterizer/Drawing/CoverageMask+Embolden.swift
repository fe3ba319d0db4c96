/// A mask's ink made heavier, for symbols under Bold Text (the icon font has one weight).
///
/// Rule: the ink grows by `strength` device pixels on every side: whole pixels by repeated
/// dilation (each pixel takes the largest coverage of itself and its four neighbours), the
/// fraction by one more dilation blended in at that share. The mask grows by the same whole
/// number of pixels on each side so no ink is cut; `padding` says by how many.
extension CoverageMask {
    public func emboldened(by strength: Double) -> (mask: CoverageMask, padding: Int) {
        guard strength > 0 else { return (self, 0) }
        let padding = Int(strength.rounded(.up))
        var out = padded(by: padding)
        let whole = Int(strength.rounded(.down))
        for _ in 0..<whole { out = out.dilated(share: 1) }
        let fraction = strength - Double(whole)
        if fraction > 0 { out = out.dilated(share: fraction) }
        return (out, padding)
    }

    private func padded(by n: Int) -> CoverageMask {
        let w = width + 2 * n, h = height + 2 * n
        var pixels = [UInt8](repeating: 0, count: w * h)
        pixels.withUnsafeMutableBufferPointer { out in
            coverage.withUnsafeBufferPointer { rows in
                for y in 0..<height {
                    (out.baseAddress! + (y + n) * w + n).update(from: rows.baseAddress! + y * width, count: width)
                }
            }
        }
        return CoverageMask(width: w, height: h, coverage: pixels)
    }

    /// Each pixel: max(own, share x the largest of its four neighbours), the product rounded. The
    /// grown value depends only on the neighbour's byte, so it is looked up in a table of all 256.
    private func dilated(share: Double) -> CoverageMask {
        let grown = (0...255).map { UInt8((Double($0) * share).rounded()) }
        var pixels = coverage
        let w = width, h = height
        coverage.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                grown.withUnsafeBufferPointer { grown in
                    for y in 0..<h {
                        let row = y * w
                        for x in 0..<w {
                            var m: UInt8 = 0
                            if x > 0 { m = max(m, src[row + x - 1]) }
                            if x + 1 < w { m = max(m, src[row + x + 1]) }
                            if y > 0 { m = max(m, src[row - w + x]) }
                            if y + 1 < h { m = max(m, src[row + w + x]) }
                            dst[row + x] = max(src[row + x], grown[Int(m)])
                        }
                    }
                }
            }
        }
        return CoverageMask(width: width, height: height, coverage: pixels)
    }
}
