/// An 8-bit image with straight (not premultiplied) alpha: four bytes per pixel in the order
/// red, green, blue, alpha, rows top to bottom, no padding. The canvas converts to it; the PNG
/// coder and the pixel diff read and write it.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "image size must not be negative")
        precondition(pixels.count == width * height * 4, "RGBA image size does not match its pixels")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// An image of one colour.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = fill.r; pixels[i + 1] = fill.g; pixels[i + 2] = fill.b; pixels[i + 3] = fill.a
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    public var pixelCount: Int { width * height }

    /// True when every alpha byte is 255. Two pixels at a time: the AND of all 8-byte words keeps
    /// bytes 3 and 7 (the alphas, little-endian) at 255 only when every alpha is (a loop the
    /// compiler vectorizes; an @3x screen takes well under a millisecond).
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { raw in
            let words = raw.count / 8
            var all = UInt64.max
            for w in 0 ..< words { all &= raw.loadUnaligned(fromByteOffset: w * 8, as: UInt64.self) }
            let alphas: UInt64 = 0xFF00_0000_FF00_0000
            return all & alphas == alphas && stride(from: words * 8 + 3, to: raw.count, by: 4).allSatisfy { raw[$0] == 255 }
        }
    }

    /// The four bytes of the pixel at column `x`, row `y`: `[r, g, b, a]`.
    public subscript(x: Int, y: Int) -> [UInt8] {
        get {
            let i = (y * width + x) * 4
            return Array(pixels[i..<i + 4])
        }
        set {
            precondition(newValue.count == 4, "a pixel has four bytes")
            let i = (y * width + x) * 4
            pixels.replaceSubrange(i..<i + 4, with: newValue)
        }
    }
}
