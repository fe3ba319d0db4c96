// The current clip: pixel bounds plus, when needed, an anti-aliased coverage mask over them.

/// What drawing may touch. Pixels outside `bounds` are never written. When `mask` is present
/// (a fractional-edged rect clip or a rounded clip), each pixel's drawing coverage is multiplied
/// by the mask's value there (0...1), so clip edges are anti-aliased like shape edges.
///
/// Nested clips intersect: bounds intersect exactly, masks multiply. Multiplying is exact where
/// either mask is 0 or 1 (everywhere except pixels on both clips' edges) and a close estimate on
/// those few shared edge pixels.
struct ClipRegion {
    let bounds: PixelRect
    let mask: [Float]?                 // bounds-sized, row-major; nil means fully open inside bounds

    /// A clip that lets everything inside `bounds` through.
    init(bounds: PixelRect) { self.bounds = bounds; self.mask = nil }

    private init(bounds: PixelRect, mask: [Float]?) { self.bounds = bounds; self.mask = mask }

    /// This clip intersected with a shape whose coverage over `shapeRegion` is `coverage`
    /// (or, when `coverage` is nil, a shape exactly covering every pixel of `shapeRegion`).
    func intersected(with shapeRegion: PixelRect, coverage: [Float]?) -> ClipRegion {
        let b = bounds.intersection(shapeRegion)
        guard !b.isEmpty else { return ClipRegion(bounds: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0), mask: nil) }
        if mask == nil && coverage == nil { return ClipRegion(bounds: b) }
        // A first mask over exactly the shape's region is the shape's coverage as it is.
        if mask == nil, b == shapeRegion { return ClipRegion(bounds: b, mask: coverage) }
        let m = [Float](unsafeUninitializedCapacity: b.pixelCount) { out, written in
            for y in b.y0 ..< b.y1 {
                let row = UnsafeMutableBufferPointer(rebasing: out[(y - b.y0) * b.width ..< (y - b.y0 + 1) * b.width])
                if let mask {
                    let start = (y - bounds.y0) * bounds.width + (b.x0 - bounds.x0)
                    for i in 0 ..< b.width { row[i] = mask[start + i] }
                } else {
                    row.update(repeating: 1)
                }
                if let coverage {
                    let start = (y - shapeRegion.y0) * shapeRegion.width + (b.x0 - shapeRegion.x0)
                    for i in 0 ..< b.width { row[i] *= coverage[start + i] }
                }
            }
            written = b.pixelCount
        }
        return ClipRegion(bounds: b, mask: m)
    }

    /// The clip's coverage at pixel (x, y), which must be inside `bounds`.
    func value(x: Int, y: Int) -> Float {
        guard let mask else { return 1 }
        return mask[(y - bounds.y0) * bounds.width + (x - bounds.x0)]
    }

    /// Multiplies a row of drawing coverage (columns x0 ..< x0 + count, inside bounds) by the mask.
    func apply(row y: Int, x0: Int, to coverage: UnsafeMutableBufferPointer<Float>) {
        guard let mask else { return }
        mask.withUnsafeBufferPointer { m in
            let start = (y - bounds.y0) * bounds.width + (x0 - bounds.x0)
            for i in 0 ..< coverage.count { coverage[i] *= m[start + i] }
        }
    }
}
