import LayoutModel

// Rounded rects (cards, buttons, capsules, rounded clips) are most of a screen's curved area, and
// nearly all of their pixels lie where the shape is just a rect. Rule: a pixel outside the four
// corner boxes (each corner's radius × radius square, widened to whole pixels) has the coverage of
// the plain rect, (column overlap) × (row overlap); only the pixels inside the corner boxes are
// rasterized from the outline. Why that is exact: a pixel whose rows all lie between the corners
// sees the shape as the rect's full width, and one whose columns all lie between them sees its
// full height.

extension AreaRasterizer {
    /// Coverage (row-major, region-sized) of the rect `r` (device space) with corners of `radius`
    /// (already clamped to half the shorter side), over `region`.
    static func roundedRectCoverage(_ r: Rect, radius: Double, over region: PixelRect) -> [Float] {
        var out = [Float](repeating: 0, count: region.pixelCount)
        guard !region.isEmpty else { return out }
        let columns = (region.x0 ..< region.x1).map { Float(Canvas.overlap(pixel: $0, from: r.minX, to: r.maxX)) }
        out.withUnsafeMutableBufferPointer { out in
            for y in region.y0 ..< region.y1 {
                let rowFactor = Float(Canvas.overlap(pixel: y, from: r.minY, to: r.maxY))
                let start = (y - region.y0) * region.width
                for i in columns.indices { out[start + i] = columns[i] * rowFactor }
            }
        }
        guard radius > 0 else { return out }
        let outline = [Outline.roundedRect(r, radius: radius)]
        for box in cornerBoxes(r, radius: radius) {
            let part = box.intersection(region)
            guard !part.isEmpty else { continue }
            let corner = coverage(of: outline, over: part)
            for y in part.y0 ..< part.y1 {
                let src = (y - part.y0) * part.width, dst = (y - region.y0) * region.width + (part.x0 - region.x0)
                for i in 0 ..< part.width { out[dst + i] = corner[src + i] }
            }
        }
        return out
    }

    /// The pixels a rounded rect's corners touch: the bands of rows and of columns within `radius`
    /// of each edge, crossed. Bands that meet (a capsule's ends) become one, so no pixel is in two boxes.
    static func cornerBoxes(_ r: Rect, radius: Double) -> [PixelRect] {
        func bands(_ lo: Double, _ hi: Double) -> [(Int, Int)] {
            let first = (pixel(lo.rounded(.down)), pixel((lo + radius).rounded(.up)))
            let second = (pixel((hi - radius).rounded(.down)), pixel(hi.rounded(.up)))
            return first.1 >= second.0 ? [(first.0, second.1)] : [first, second]
        }
        let rows = bands(r.minY, r.maxY), cols = bands(r.minX, r.maxX)
        return rows.flatMap { row in cols.map { PixelRect(x0: $0.0, y0: row.0, x1: $0.1, y1: row.1) } }
    }

    /// A device coordinate as a pixel index, kept far from Int's limits.
    private static func pixel(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9)) }
}
