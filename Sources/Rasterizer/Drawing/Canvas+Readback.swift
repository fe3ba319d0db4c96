import LayoutModel

// Reading pixels back: the 8-bit output, single pixels, and area averages.
// These read the canvas itself; drawing inside a still-open opacity group is not yet on it.

extension Canvas {
    /// Straight-alpha RGBA8, row-major, `width × height × 4` bytes. Each premultiplied pixel is
    /// un-premultiplied (channel / alpha) and every value rounded to the nearest of 0...255
    /// (half away from zero); fully transparent pixels are 0, 0, 0, 0. Computed on each access
    /// (one pass over the canvas): read it once and keep the array.
    public var rgba: [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        base.pixels.withUnsafeBufferPointer { px in
            out.withUnsafeMutableBufferPointer { o in
                // UI screens are mostly runs of identical pixels: a pixel equal to the previous one
                // reuses its bytes instead of converting again (same result, far fewer divisions).
                var last = 0
                for i in stride(from: 0, to: px.count, by: 4) {
                    let a = px[i + 3]
                    guard a > 0 else { continue }
                    if i > 0, px[i] == px[last], px[i + 1] == px[last + 1], px[i + 2] == px[last + 2], a == px[last + 3] {
                        o[i] = o[last]; o[i + 1] = o[last + 1]; o[i + 2] = o[last + 2]; o[i + 3] = o[last + 3]
                    } else {
                        o[i] = Self.byte(px[i] / a)
                        o[i + 1] = Self.byte(px[i + 1] / a)
                        o[i + 2] = Self.byte(px[i + 2] / a)
                        o[i + 3] = Self.byte(a)
                    }
                    last = i
                }
            }
        }
        return out
    }

    /// The output bytes (r, g, b, a) of one device pixel; [0, 0, 0, 0] outside the canvas.
    public func pixelBytes(atX x: Int, y: Int) -> [UInt8] {
        guard x >= 0, y >= 0, x < width, y < height else { return [0, 0, 0, 0] }
        let c = base.color(x: x, y: y)
        guard c.a > 0 else { return [0, 0, 0, 0] }
        return [Self.byte(c.r / c.a), Self.byte(c.g / c.a), Self.byte(c.b / c.a), Self.byte(c.a)]
    }

    /// One device pixel as the output stores it (each component = byte / 255); clear outside.
    public func pixel(atX x: Int, y: Int) -> RGBA {
        let b = pixelBytes(atX: x, y: y).map { Double($0) / 255 }
        return RGBA(r: b[0], g: b[1], b: b[2], a: b[3])
    }

    /// The area-weighted average colour under `rect` (points): each pixel weighs by how much of it
    /// the rect covers, averaging premultiplied values (so transparent pixels do not drag colour
    /// towards black) before un-premultiplying. `.clear` when the rect misses the canvas or is empty.
    public func averageColor(in rect: Rect) -> RGBA {
        guard let r = device.rect(rect) else { return .clear }
        let region = PixelRect.touched(by: r, within: base.bounds)
        guard !region.isEmpty else { return .clear }
        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0), total = 0.0
        for y in region.y0 ..< region.y1 {
            let fy = Self.overlap(pixel: y, from: r.minY, to: r.maxY)
            for x in region.x0 ..< region.x1 {
                let w = fy * Self.overlap(pixel: x, from: r.minX, to: r.maxX)
                let c = base.color(x: x, y: y)
                sum.r += w * Double(c.r); sum.g += w * Double(c.g); sum.b += w * Double(c.b); sum.a += w * Double(c.a)
                total += w
            }
        }
        guard total > 0 else { return .clear }
        let avg = PremultipliedColor(r: Float(sum.r / total), g: Float(sum.g / total),
                                     b: Float(sum.b / total), a: Float(sum.a / total))
        return avg.straight
    }

    /// 0...1 to the nearest byte.
    @inline(__always) static func byte(_ v: Float) -> UInt8 {
        UInt8((min(max(v, 0), 1) * 255).rounded())
    }
}
