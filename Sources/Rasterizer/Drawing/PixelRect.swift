import LayoutModel

// Whole-device-pixel rectangles: the regions the canvas touches, clips to and allocates layers for.

/// Columns `x0..<x1`, rows `y0..<y1`, in device pixels. Empty when either range is empty.
struct PixelRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var pixelCount: Int { width * height }

    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0),
                  x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// The pixels a device-space extent touches (any positive overlap), limited to `limit`.
    /// A pixel `i` spans `[i, i + 1)`, so the touched columns are `floor(minX) ..< ceil(maxX)`.
    /// Values are clamped to the limit *before* converting to `Int`, so huge coordinates cannot trap.
    static func touched(minX: Double, minY: Double, maxX: Double, maxY: Double,
                        within limit: PixelRect) -> PixelRect {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite,
              maxX > minX, maxY > minY, !limit.isEmpty else {
            return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        func clampX(_ v: Double) -> Int { Int(min(max(v, Double(limit.x0)), Double(limit.x1))) }
        func clampY(_ v: Double) -> Int { Int(min(max(v, Double(limit.y0)), Double(limit.y1))) }
        return PixelRect(x0: clampX(minX.rounded(.down)), y0: clampY(minY.rounded(.down)),
                         x1: clampX(maxX.rounded(.up)), y1: clampY(maxY.rounded(.up)))
    }

    /// The pixels wholly inside a device-space rect (its edges rounded inwards), limited to `limit`;
    /// empty when no pixel is: `touched`'s counterpart, for the pixels a fill sets outright.
    static func covered(minX: Double, minY: Double, maxX: Double, maxY: Double, within limit: PixelRect) -> PixelRect {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY, !limit.isEmpty else {
            return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        func clampX(_ v: Double) -> Int { Int(min(max(v, Double(limit.x0)), Double(limit.x1))) }
        func clampY(_ v: Double) -> Int { Int(min(max(v, Double(limit.y0)), Double(limit.y1))) }
        return PixelRect(x0: clampX(minX.rounded(.up)), y0: clampY(minY.rounded(.up)),
                         x1: clampX(maxX.rounded(.down)), y1: clampY(maxY.rounded(.down)))
    }

    /// The pixels a device-space rect touches, limited to `limit`.
    static func touched(by rect: Rect, within limit: PixelRect) -> PixelRect {
        touched(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY, within: limit)
    }

    /// The pixels a set of device-space points spans (their bounding box), limited to `limit`.
    static func touched(by points: [Point], within limit: PixelRect) -> PixelRect {
        guard let first = points.first else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return touched(minX: minX, minY: minY, maxX: maxX, maxY: maxY, within: limit)
    }
}
