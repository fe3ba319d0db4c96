/// An 8-bit coverage (alpha) bitmap in device pixels, row-major, 0 = empty, 255 = fully covered.
/// The text engine renders glyphs into masks; the canvas blends masks in a colour.
public struct CoverageMask: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var coverage: [UInt8]

    public init(width: Int, height: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "mask size does not match its pixels")
        self.width = width; self.height = height; self.coverage = coverage
    }

    public subscript(x: Int, y: Int) -> UInt8 { coverage[y * width + x] }
}

/// A mask placed at a whole device-pixel position (its top-left corner).
public struct PlacedMask: Hashable, Sendable {
    public var mask: CoverageMask
    public var x: Int
    public var y: Int
    public init(mask: CoverageMask, x: Int, y: Int) { self.mask = mask; self.x = x; self.y = y }
}
