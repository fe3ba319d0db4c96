import Foundation
import LayoutModel

// Shape outlines as closed polygons in device pixels, ready for AreaRasterizer.
//
// Curves (circles, ellipses, rounded corners) are flattened into chords whose vertices lie on the
// curve. A chord of angle θ on radius r strays inward by at most the sagitta r · (1 − cos(θ/2));
// θ is chosen so that this stays ≤ 0.01 px, i.e. θ = 2 · acos(1 − 0.01 / r). The polygon then
// loses about (4/3) · sagitta / r of the area (0.13 % for a 10 px radius) — invisible in 8 bits.
// All contours run clockwise on screen (y grows downwards); holes are added reversed.

enum Outline {
    static let flatteningTolerance = 0.01           // px
    static let maxSegmentsPerQuarter = 1024

    /// Clockwise corners: top-left, top-right, bottom-right, bottom-left.
    static func rect(_ r: Rect) -> [Point] {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
         Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
    }

    /// A rect with circular corners of `radius`, clamped to 0 ... half the shorter side
    /// (so radius = half the short side gives a capsule). A radius ≤ 0 or NaN gives the plain rect.
    static func roundedRect(_ r: Rect, radius: Double) -> [Point] {
        let rad = clampedRadius(radius, in: r)
        guard rad > 0 else { return rect(r) }
        var pts: [Point] = []
        // Angles measured clockwise on screen from +x (y down): −π/2 is up, 0 right, π/2 down.
        arc(center: Point(x: r.maxX - rad, y: r.minY + rad), rx: rad, ry: rad, from: -.pi / 2, to: 0, into: &pts)
        arc(center: Point(x: r.maxX - rad, y: r.maxY - rad), rx: rad, ry: rad, from: 0, to: .pi / 2, into: &pts)
        arc(center: Point(x: r.minX + rad, y: r.maxY - rad), rx: rad, ry: rad, from: .pi / 2, to: .pi, into: &pts)
        arc(center: Point(x: r.minX + rad, y: r.minY + rad), rx: rad, ry: rad, from: .pi, to: 1.5 * .pi, into: &pts)
        return pts
    }

    static func clampedRadius(_ radius: Double, in r: Rect) -> Double {
        guard !radius.isNaN else { return 0 }
        return min(max(radius, 0), min(r.width, r.height) / 2)
    }

    /// The ellipse inscribed in `r`.
    static func ellipse(in r: Rect) -> [Point] {
        var pts: [Point] = []
        arc(center: Point(x: r.midX, y: r.midY), rx: r.width / 2, ry: r.height / 2,
            from: 0, to: 2 * .pi, into: &pts, includeEnd: false)
        return pts
    }

    /// Appends points along an elliptical arc from angle `a0` to `a1` (a1 > a0), endpoints included.
    static func arc(center: Point, rx: Double, ry: Double, from a0: Double, to a1: Double,
                    into pts: inout [Point], includeEnd: Bool = true) {
        let radius = max(rx, ry)
        let step = radius > flatteningTolerance / 2
            ? 2 * acos(1 - flatteningTolerance / radius) : Double.pi / 2
        // Counted in Double and capped before converting: for a huge radius `step` underflows to 0.
        let cap = (Double(maxSegmentsPerQuarter) * (a1 - a0) / (.pi / 2)).rounded(.up)
        let wanted = step > 0 ? ((a1 - a0) / step).rounded(.up) : cap
        let segments = max(1, Int(min(wanted, cap)))
        let end = includeEnd ? segments : segments - 1
        for i in 0 ... end {
            let a = a0 + (a1 - a0) * Double(i) / Double(segments)
            pts.append(Point(x: center.x + rx * cos(a), y: center.y + ry * sin(a)))
        }
    }

    /// The rect grown by `d` on every side (negative shrinks), or nil when nothing is left.
    static func outset(_ r: Rect, by d: Double) -> Rect? {
        let w = r.width + 2 * d, h = r.height + 2 * d
        guard w > 0, h > 0 else { return nil }
        return Rect(x: r.minX - d, y: r.minY - d, width: w, height: h)
    }
}
