/// A report's thumbnail of a rendering: the image shrunk by a whole factor, each thumbnail pixel the
/// average of the `factor x factor` block it covers (a box filter: no ringing, exact for flat colour).
/// Rule: the factor is the smallest whole number that brings the width to `maxWidth` or less; partial
/// blocks at the right and bottom edges average the pixels they have.
extension RGBAImage {
    public func thumbnail(maxWidth: Int) -> RGBAImage {
        let factor = max(1, (width + maxWidth - 1) / max(1, maxWidth))
        guard factor > 1 else { return self }
        let w = (width + factor - 1) / factor, h = (height + factor - 1) / factor
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for ty in 0..<h {
            for tx in 0..<w {
                var sum = (0, 0, 0, 0), n = 0
                for y in (ty * factor)..<min(height, ty * factor + factor) {
                    var i = (y * width + tx * factor) * 4
                    for _ in (tx * factor)..<min(width, tx * factor + factor) {
                        sum.0 += Int(pixels[i]); sum.1 += Int(pixels[i + 1]); sum.2 += Int(pixels[i + 2]); sum.3 += Int(pixels[i + 3])
                        n += 1; i += 4
                    }
                }
                let o = (ty * w + tx) * 4
                out[o] = UInt8((sum.0 + n / 2) / n); out[o + 1] = UInt8((sum.1 + n / 2) / n)
                out[o + 2] = UInt8((sum.2 + n / 2) / n); out[o + 3] = UInt8((sum.3 + n / 2) / n)
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
