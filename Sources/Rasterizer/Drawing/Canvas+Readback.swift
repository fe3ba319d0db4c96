import LayoutModel

// Reading pixels back: the 8-bit output, single pixels, and area averages.
// These read the canvas itself; drawing inside a still-open opacity group is not yet on it.

extension Canvas {
    /// Straight-alpha RGBA8, row-major, `width × height × 4` bytes. An opaque pixel is its stored
    /// bytes; any other is un-premultiplied (channel / alpha, rounded to the nearest of 0...255);
    /// fully transparent pixels are 0, 0, 0, 0. On an opaque background every pixel stays opaque
    /// (source-over onto alpha 1 gives alpha 1), so the output is a copy of the canvas. Computed on
    /// each access: read it once and keep the array.
    public var rgba: [UInt8] {
        base.materialize()
        let count = base.pixels.count
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            base.pixels.withUnsafeBufferPointer { _ = out.initialize(from: $0) }
            initialized = count
            if !opaque { Self.unpremultiply(UnsafeMutableRawBufferPointer(out)) }
        }
    }

    /// `rgba` without the copy: the canvas hands its own memory over, un-premultiplied in place,
    /// and is blank afterwards (0 pixels to read; drawing on it does nothing). For the last read of
    /// a canvas, as a renderer's; give the bytes back with `PixelMemory.recycle` when done.
    public func takeRGBA() -> [UInt8] {
        var out = base.takePixels()
        clip = ClipRegion(bounds: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))
        if !opaque { out.withUnsafeMutableBytes { Self.unpremultiply($0) } }
        return out
    }

    /// Stored pixels to output bytes in place: every pixel that is not opaque un-premultiplied.
    static func unpremultiply(_ raw: UnsafeMutableRawBufferPointer) {
        for i in stride(from: 0, to: raw.count, by: 4) {
            let p = raw.load(fromByteOffset: i, as: SIMD4<UInt8>.self)
            if p.w != 255 { raw.storeBytes(of: straight(p), toByteOffset: i, as: SIMD4<UInt8>.self) }
        }
    }

    /// A stored (premultiplied) pixel's straight-alpha bytes.
    @inline(__always) static func straight(_ p: SIMD4<UInt8>) -> SIMD4<UInt8> {
        guard p.w != 255 else { return p }
        guard p.w > 0 else { return .zero }
        let a = Float(p.w)
        return SIMD4(byte(Float(p.x) / a), byte(Float(p.y) / a), byte(Float(p.z) / a), p.w)
    }

    /// The output bytes (r, g, b, a) of one device pixel; [0, 0, 0, 0] outside the canvas.
    public func pixelBytes(atX x: Int, y: Int) -> [UInt8] {
        guard x >= 0, y >= 0, x < width, y < height, !base.pixels.isEmpty else { return [0, 0, 0, 0] }
        let p = Self.straight(base.withPixels { $0[base.index(x: x, y: y)] })
        return [p.x, p.y, p.z, p.w]
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
        guard let r = device.rect(rect), !base.pixels.isEmpty else { return .clear }
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
