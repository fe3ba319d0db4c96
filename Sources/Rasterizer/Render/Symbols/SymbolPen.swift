import Foundation
import LayoutModel

/// Draws symbol geometry given in a unit square (0...1, y down) into a symbol's box.
///
/// Rules: the box is the largest square centred in the element's frame; a mirrored pen maps x to
/// 1 − x (the glyph flips horizontally about the box's centre); the stroke weight is 8.5 % of the
/// box side (SF Symbols' regular weight at text sizes); a sub-pen (`inset`) draws a glyph smaller
/// inside a circle or square badge.
struct SymbolPen {
    let canvas: Canvas
    let box: Rect
    let mirrored: Bool
    let color: RGBA

    init(canvas: Canvas, frame: Rect, mirrored: Bool, color: RGBA) {
        let side = min(frame.width, frame.height)
        self.init(canvas: canvas, box: Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
                  mirrored: mirrored, color: color)
    }

    init(canvas: Canvas, box: Rect, mirrored: Bool, color: RGBA) {
        self.canvas = canvas; self.box = box; self.mirrored = mirrored; self.color = color
    }

    var weight: Double { box.width * 0.085 }

    func p(_ x: Double, _ y: Double) -> Point {
        let ux = mirrored ? 1 - x : x
        return Point(x: box.minX + ux * box.width, y: box.minY + y * box.height)
    }

    func points(_ pts: [(Double, Double)]) -> [Point] { pts.map { p($0.0, $0.1) } }

    /// A pen for the centred square `fraction` of this box, in `color`.
    func inset(_ fraction: Double, color: RGBA? = nil) -> SymbolPen {
        let s = box.width * fraction
        return SymbolPen(canvas: canvas, box: Rect(x: box.midX - s / 2, y: box.midY - s / 2, width: s, height: s),
                         mirrored: mirrored, color: color ?? self.color)
    }

    func line(_ pts: [(Double, Double)], weight factor: Double = 1) {
        canvas.strokePolyline(points(pts), width: weight * factor, color: color, cap: .round)
    }

    func outline(_ pts: [(Double, Double)], weight factor: Double = 1) {
        canvas.strokePolygon(points(pts), width: weight * factor, color: color)
    }

    func fill(_ pts: [(Double, Double)]) { canvas.fillPolygon(points(pts), color: color) }

    /// `outline` or `fill`.
    func shape(_ pts: [(Double, Double)], filled: Bool) {
        if filled { fill(pts) } else { outline(pts) }
    }

    /// A polygon with holes (non-zero winding: holes wind the other way round).
    func fill(_ outer: [(Double, Double)], holes: [[(Double, Double)]]) {
        let contours = ([outer] + holes).enumerated().compactMap { i, c -> [Point]? in
            guard let d = canvas.device.points(points(c)) else { return nil }
            let positive = SymbolPen.signedArea(d) >= 0
            return positive == (i == 0) ? d : d.reversed()
        }
        canvas.fillContours(contours, color: color)
    }

    func circle(_ cx: Double, _ cy: Double, _ r: Double, filled: Bool, weight factor: Double = 1) {
        let c = p(cx, cy)
        let radius = r * box.width
        if filled {
            canvas.fillCircle(center: c, radius: radius, color: color)
        } else {
            canvas.strokeCircle(center: c, radius: radius, width: weight * factor, color: color, alignment: .centered)
        }
    }

    func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, filled: Bool) {
        shape(SymbolPen.ellipsePoints(cx, cy, rx, ry), filled: filled)
    }

    func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, filled: Bool) {
        let a = p(x, y), b = p(x + w, y + h)
        let r = Rect(x: min(a.x, b.x), y: a.y, width: abs(b.x - a.x), height: b.y - a.y)
        if filled {
            canvas.fillRoundedRect(r, cornerRadius: radius * box.width, color: color)
        } else {
            canvas.strokeRoundedRect(r, cornerRadius: radius * box.width, width: weight, color: color,
                                     alignment: .centered)
        }
    }

    /// A polygon approximating an ellipse (48 segments).
    static func ellipsePoints(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double,
                              rotation: Double = 0) -> [(Double, Double)] {
        (0..<48).map { i in
            let t = Double(i) / 48 * 2 * Double.pi
            let x = rx * cos(t), y = ry * sin(t)
            return (cx + x * cos(rotation) - y * sin(rotation), cy + x * sin(rotation) + y * cos(rotation))
        }
    }

    static func signedArea(_ pts: [Point]) -> Double {
        var a = 0.0
        for i in pts.indices {
            let p = pts[i], q = pts[(i + 1) % pts.count]
            a += p.x * q.y - q.x * p.y
        }
        return a / 2
    }
}
