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
}
