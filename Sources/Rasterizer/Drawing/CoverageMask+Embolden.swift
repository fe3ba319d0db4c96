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
        for y in 0..<height {
            for x in 0..<width { pixels[(y + n) * w + x + n] = coverage[y * width + x] }
        }
        return CoverageMask(width: w, height: h, coverage: pixels)
    }

    /// Each pixel: max(own, share x the largest of its four neighbours).
    private func dilated(share: Double) -> CoverageMask {
        var pixels = coverage
        for y in 0..<height {
            for x in 0..<width {
                var m: UInt8 = 0
                if x > 0 { m = max(m, coverage[y * width + x - 1]) }
                if x + 1 < width { m = max(m, coverage[y * width + x + 1]) }
                if y > 0 { m = max(m, coverage[(y - 1) * width + x]) }
                if y + 1 < height { m = max(m, coverage[(y + 1) * width + x]) }
                let grown = UInt8((Double(m) * share).rounded())
                pixels[y * width + x] = max(coverage[y * width + x], grown)
            }
        }
        return CoverageMask(width: width, height: height, coverage: pixels)
    }
}
