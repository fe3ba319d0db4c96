import Foundation
import LayoutModel

// Areas whose colour varies: a gradient fill and a blurred shadow. The shape's coverage comes
// from the same exact-area rasterizer as uniform fills; the colour (or, for a shadow, the
// coverage itself) is then computed per pixel at its centre, in points.
//
// Shadow coverage (a Gaussian of standard deviation σ convolved with the shape), two estimates,
// the smaller kept:
// * `edgeFalloff`: ½ erfc(d / (σ√2)) with d the signed distance to the rounded rect (negative
//   inside): exact along a straight edge, and it rounds the corners as the radius asks;
// * `separable`: the product of the 1-D convolutions across each axis, ½ (erf((x − x0) / (σ√2)) −
//   erf((x − x1) / (σ√2))): exact for a square-cornered rect, so a rect narrower than its blur
//   never reaches full strength.
// Beyond 3σ outside the shape nothing is drawn (under 0.15 % of the colour).

extension Canvas {
    /// Fills a rounded rect (`cornerRadius` clamped to half the shorter side) with `shade`'s colour at each pixel.
    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, shade: (Point) -> RGBA) {
        guard let r = device.rect(rect) else { return }
        let radius = Outline.clampedRadius(device.length(cornerRadius), in: r)
        fillShaded([Outline.roundedRect(r, radius: radius)], shade: shade)
    }

    /// Fills the ellipse inscribed in `rect` with `shade`'s colour at each pixel.
    public func fillEllipse(in rect: Rect, shade: (Point) -> RGBA) {
        guard let r = device.rect(rect) else { return }
        fillShaded([Outline.ellipse(in: r)], shade: shade)
    }

    /// A shadow: `rect` rounded by `cornerRadius`, blurred by a Gaussian of `sigma` points.
    public func fillBlurred(_ rect: Rect, cornerRadius: Double, sigma: Double, color: RGBA) {
        guard sigma > 0.01 else { fillRoundedRect(rect, cornerRadius: cornerRadius, color: color); return }
        guard let r = device.rect(rect), sigma.isFinite else { return }
        let s = device.length(sigma)
        let radius = Outline.clampedRadius(device.length(cornerRadius), in: r)
        let reach = 3 * s
        let region = PixelRect.touched(by: Rect(x: r.minX - reach, y: r.minY - reach, width: r.width + 2 * reach,
                                                height: r.height + 2 * reach), within: clip.bounds)
        guard !region.isEmpty else { return }
        let k = 1 / (s * 2.0.squareRoot())
        func across(_ c: Double, _ lo: Double, _ hi: Double) -> Double { 0.5 * (erf((c - lo) * k) - erf((c - hi) * k)) }
        let columns = (region.x0 ..< region.x1).map { across(Double($0) + 0.5, r.minX, r.maxX) }
        paint(region, color: color) { y, x0, out in
            let cy = Double(y) + 0.5
            let row = across(cy, r.minY, r.maxY)
            for i in 0 ..< out.count {
                let cx = Double(x0 + i) + 0.5
                // edgeFalloff: signed distance to the rounded rect.
                let qx = abs(cx - r.midX) - (r.width / 2 - radius), qy = abs(cy - r.midY) - (r.height / 2 - radius)
                let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
                let d = outside + min(max(qx, qy), 0) - radius
                let edge = 0.5 * erfc(d * k)
                out[i] = Float(min(edge, columns[x0 + i - region.x0] * row))
            }
        }
    }

    /// Rasterizes device-space contours and blends `shade`'s colour (asked at each pixel's centre,
    /// in points) by their coverage.
    func fillShaded(_ contours: [[Point]], shade: (Point) -> RGBA) {
        let region = self.region(for: contours.flatMap { $0 })
        guard !region.isEmpty else { return }
        let coverage = AreaRasterizer.coverage(of: contours, over: region)
        let r = region.intersection(clip.bounds)
        guard !r.isEmpty else { return }
        var row = [Float](repeating: 0, count: r.width)
        let layer = target
        row.withUnsafeMutableBufferPointer { buf in
            for y in r.y0 ..< r.y1 {
                let start = (y - region.y0) * region.width + (r.x0 - region.x0)
                for i in 0 ..< buf.count { buf[i] = coverage[start + i] }
                clip.apply(row: y, x0: r.x0, to: buf)
                for i in 0 ..< buf.count where buf[i] > 0 {
                    let p = Point(x: (Double(r.x0 + i) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                    let c = PremultipliedColor(shade(p))
                    var k = buf[i]
                    withUnsafePointer(to: &k) { layer.blend(row: y, x0: r.x0 + i, coverage: UnsafeBufferPointer(start: $0, count: 1), color: c) }
                }
            }
        }
    }
}
