import LayoutModel

// Polylines of a given width as a set of overlapping convex pieces (device pixels).
//
// A polyline stroked with round joins is exactly the union of: one rectangle per segment
// (the segment pushed out by w/2 along its normal on both sides) and one disc of radius w/2 at each
// joint. Caps: butt adds nothing, square lengthens the end segments by w/2, round adds a disc at
// each end. The pieces overlap at joints; the canvas takes their union per pixel (max coverage).

enum StrokeGeometry {
    static func polyline(_ pts: [Point], width w: Double, cap: LineCap, closed: Bool) -> [[Point]] {
        // Drop repeated points: a zero-length segment has no direction.
        var p: [Point] = []
        for q in pts where p.last != q { p.append(q) }
        if closed, p.count > 1, p.first == p.last { p.removeLast() }
        guard p.count >= 2 else { return [] }
        let half = w / 2
        var pieces: [[Point]] = []
        let segmentCount = closed ? p.count : p.count - 1
        for i in 0 ..< segmentCount {
            var a = p[i], b = p[(i + 1) % p.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            let ux = dx / length, uy = dy / length          // unit direction
            if cap == .square && !closed {
                if i == 0 { a = Point(x: a.x - ux * half, y: a.y - uy * half) }
                if i == segmentCount - 1 { b = Point(x: b.x + ux * half, y: b.y + uy * half) }
            }
            let nx = -uy * half, ny = ux * half             // normal, half the width long
            pieces.append([Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
                           Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)])
        }
        let joints = closed ? Array(p.indices) : Array(p.indices.dropFirst().dropLast())
        var discs = joints.map { p[$0] }
        if cap == .round && !closed { discs += [p[0], p[p.count - 1]] }
        for c in discs {
            pieces.append(Outline.ellipse(in: Rect(x: c.x - half, y: c.y - half, width: w, height: w)))
        }
        return pieces
    }

    /// The least and greatest x that the pieces reach between rows y0 and y1 (device space), or nil
    /// when none reaches them: the ends of every edge clipped to the band (a polygon's part in the
    /// band is bounded by those clipped edges and the band's two lines, whose ends lie on them).
    static func span(of pieces: [[Point]], from y0: Double, to y1: Double) -> (Double, Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        for piece in pieces where piece.count >= 2 {
            var a = piece[piece.count - 1]
            for b in piece {
                defer { a = b }
                let top = min(a.y, b.y), bottom = max(a.y, b.y)
                guard bottom >= y0, top <= y1 else { continue }
                if a.y == b.y {
                    lo = min(lo, a.x, b.x); hi = max(hi, a.x, b.x)
                    continue
                }
                for y in [max(top, y0), min(bottom, y1)] {
                    let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
                    lo = min(lo, x); hi = max(hi, x)
                }
            }
        }
        return lo <= hi ? (lo, hi) : nil
    }
}
