import LayoutModel

// Exact area coverage for polygons (curves are flattened to polygons first, see Outline).
//
// Technique: signed-area accumulation (the idea behind font-rs and stb_truetype v2). Every edge
// adds, to each pixel it passes through, the *change* in coverage it causes between that pixel and
// the one to its left; a running sum along each row then yields the coverage itself.
//
// Maths, for one edge within one pixel row: the edge runs from x = xa (top) to x = xb (bottom) and
// spans height h of the row (0 < h ≤ 1); d = +1 when it runs downwards, −1 upwards. The area of
// pixel column c (the cell [c, c+1]) lying to the right of the edge is
//   F(c) = d · ∫ clamp(c + 1 − x(y), 0, 1) dy
//        = d · h · (H(c + 1 − xa) − H(c + 1 − xb)) / (xb − xa),   H(v) = ∫₀ᵛ clamp(s, 0, 1) ds,
// where H(v) = 0 for v ≤ 0, v²/2 for 0 < v < 1, v − ½ for v ≥ 1 (for a vertical edge,
// F(c) = d · h · clamp(c + 1 − x, 0, 1)). The edge deposits F(c) − F(c − 1) into column c. Left of
// the edge F is 0; right of it F is d · h, so deposits stop there. Summing the deposits of all
// edges along a row gives, per pixel, the signed area of the polygon inside it; the coverage is
// min(1, |sum|). That is exact area coverage for any simple polygon of either orientation, and
// for contours of a shape with a hole (outer one way, inner the other) the hole sums to 0.
//
// Clipping: rows outside the region are skipped (rows are independent). Deposits left of the
// region are all added to its first column — a running sum only needs their total — and deposits
// right of it are dropped, since no pixel of the region reads them.

/// Rasterizes closed device-space contours into coverage (0...1) over a pixel region.
struct AreaRasterizer {
    let region: PixelRect
    private var deposits: [Double]

    init(region: PixelRect) {
        self.region = region
        deposits = [Double](repeating: 0, count: region.pixelCount)
    }

    /// Adds a closed contour (the last point joins back to the first).
    mutating func addContour(_ points: [Point]) {
        guard points.count >= 3, !region.isEmpty else { return }
        var previous = points[points.count - 1]
        for p in points {
            addEdge(from: previous, to: p)
            previous = p
        }
    }

    private mutating func addEdge(from p0: Point, to p1: Point) {
        guard p0.y != p1.y else { return }              // horizontal edges change no coverage
        let d: Double = p1.y > p0.y ? 1 : -1
        let (top, bottom) = p1.y > p0.y ? (p0, p1) : (p1, p0)
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        // Region-local coordinates.
        let ox = Double(region.x0), oy = Double(region.y0)
        let rows = region.height, cols = region.width
        let yStart = max(top.y - oy, 0), yEnd = min(bottom.y - oy, Double(rows))
        guard yEnd > yStart else { return }
        var row = Int(yStart.rounded(.down))
        while row < rows, Double(row) < yEnd {
            let ya = max(Double(row), yStart), yb = min(Double(row + 1), yEnd)
            let h = yb - ya
            if h > 0 {
                let xa = top.x + (ya + oy - top.y) * dxdy - ox
                let xb = top.x + (yb + oy - top.y) * dxdy - ox
                deposit(row: row, columns: cols, xa: xa, xb: xb, dh: d * h)
            }
            row += 1
        }
    }

    /// Deposits one row's share of an edge; `dh` = d · h.
    private mutating func deposit(row: Int, columns: Int, xa: Double, xb: Double, dh: Double) {
        let xMin = min(xa, xb), xMax = max(xa, xb)
        let base = row * columns
        if xMin >= Double(columns) { return }           // entirely right of the region
        if xMax <= 0 { deposits[base] += dh; return }    // entirely left: all coverage folds into column 0
        let first = Int(max(xMin.rounded(.down), 0))
        let last = Int(min(xMax.rounded(.up), Double(columns - 1)))
        let width = xMax - xMin
        func H(_ v: Double) -> Double { v <= 0 ? 0 : (v < 1 ? v * v / 2 : v - 0.5) }
        func F(_ c: Int) -> Double {
            let t = Double(c + 1)
            if width < 1e-9 { return dh * min(max(t - (xMin + xMax) / 2, 0), 1) }
            return dh * (H(t - xMin) - H(t - xMax)) / width
        }
        var previous = 0.0                              // F(first − 1): 0, or folded into `first` = 0
        for c in first ... max(first, last) {
            let f = F(c)
            deposits[base + c] += f - previous
            previous = f
        }
    }

    /// Writes the coverage of the accumulated contours into `target` (region-sized, row-major),
    /// keeping the larger of the existing and new value: pieces drawn one after another (segments
    /// and joins of a stroke) form their union without summing coverage twice where they overlap.
    func accumulateCoverage(maxInto target: inout [Float]) {
        let cols = region.width
        deposits.withUnsafeBufferPointer { dep in
            target.withUnsafeMutableBufferPointer { out in
                for row in 0 ..< region.height {
                    var sum = 0.0
                    for c in 0 ..< cols {
                        let i = row * cols + c
                        sum += dep[i]
                        var k = min(abs(sum), 1)
                        // Floating-point residue: treat within 1e-9 of 0 or 1 as exactly 0 or 1.
                        if k < 1e-9 { k = 0 } else if k > 1 - 1e-9 { k = 1 }
                        let kf = Float(k)
                        if kf > out[i] { out[i] = kf }
                    }
                }
            }
        }
    }

    /// Coverage of closed contours over `region` (row-major, region-sized).
    static func coverage(of contours: [[Point]], over region: PixelRect) -> [Float] {
        var out = [Float](repeating: 0, count: region.pixelCount)
        var r = AreaRasterizer(region: region)
        for c in contours { r.addContour(c) }
        r.accumulateCoverage(maxInto: &out)
        return out
    }

    /// Coverage of the union of several closed pieces over `region`: each piece is rasterized over
    /// its own bounds and merged by taking the larger coverage per pixel, so overlapping pieces
    /// (stroke segments and joints) never count twice.
    static func unionCoverage(of pieces: [[Point]], over region: PixelRect) -> [Float] {
        var out = [Float](repeating: 0, count: region.pixelCount)
        for piece in pieces {
            let sub = PixelRect.touched(by: piece, within: region)
            guard !sub.isEmpty else { continue }
            let cov = coverage(of: [piece], over: sub)
            for y in sub.y0 ..< sub.y1 {
                let src = (y - sub.y0) * sub.width, dst = (y - region.y0) * region.width + (sub.x0 - region.x0)
                for i in 0 ..< sub.width where cov[src + i] > out[dst + i] { out[dst + i] = cov[src + i] }
            }
        }
        return out
    }
}
