import LayoutModel

// Converting the API's points into the canvas's device pixels.

/// Multiplies point coordinates by the canvas scale (1 pt = `scale` px).
///
/// Rule: a device coordinate within 1e-7 px of a whole number is snapped onto it. Points such as
/// 0.1 pt × 3 = 0.30000000000000004 px otherwise leave a 4e-17 sliver of coverage on a neighbouring
/// pixel, which makes "pixel-aligned" tests and clip bounds depend on floating-point noise.
struct DeviceSpace {
    let scale: Double

    func length(_ points: Double) -> Double { Self.snap(points * scale) }

    func point(_ p: Point) -> Point { Point(x: length(p.x), y: length(p.y)) }

    /// The rect in device pixels, or nil when it is not finite or has no area.
    func rect(_ r: Rect) -> Rect? {
        let x0 = length(r.minX), y0 = length(r.minY), x1 = length(r.maxX), y1 = length(r.maxY)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The points in device pixels, or nil when any coordinate is not finite.
    func points(_ ps: [Point]) -> [Point]? {
        var out: [Point] = []
        out.reserveCapacity(ps.count)
        for p in ps {
            let d = point(p)
            guard d.x.isFinite, d.y.isFinite else { return nil }
            out.append(d)
        }
        return out
    }

    static func snap(_ v: Double) -> Double {
        let nearest = v.rounded()
        return abs(v - nearest) < 1e-7 ? nearest : v
    }
}
