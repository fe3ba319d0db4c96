import LayoutModel
import Rasterizer

/// A screenshot annotated with its findings, so a reviewer sees each one where it is.
///
/// Rules (points at `scale`):
/// * the screenshot is copied unchanged at the top; the legend strip (`FindingLegend`) is appended
///   below it, as wide as the image;
/// * findings are numbered 1... in the order given (the report order);
/// * each finding's rect is outlined just outside its edge: a 4 pt white halo, then a 2 pt line in
///   its check's colour (`FindingPalette`); an allowed finding's line is dashed (6 pt on, 4 pt off)
///   and at 55 % strength, so a reviewed exception reads as quieter;
/// * a rect (partly) off the screenshot is pulled inside it, at least 4 pt on each side, so an
///   offscreen finding still marks the edge where it is; a finding whose element the screenshot
///   does not show at all (scrolled out of view, under the tab bar: `FindingPlacement`) is marked by a
///   filled strip at the edge it is past instead, and its legend entry says where it is; one
///   partly cut by its scroll view is outlined where it shows;
/// * several findings on the same rect get concentric outlines, each later one 3 pt further out,
///   so every colour shows;
/// * a numbered badge (18 pt) sits just outside the rect's outline, where it covers no earlier
///   badge, the least of the screen's text, then of the other marked rects (`BadgePlacement`);
/// * the picture is at most `Limits.pictureHeight` pixels tall: only the findings the legend has
///   room for are drawn, the legend's last line counts the rest.
public enum FindingPicture {
    static let line = 2.0
    static let halo = 4.0
    static let minimumSide = 4.0
    static let dash = 6.0, dashGap = 4.0
    static let allowedStrength = 0.55

    public static func annotate(_ image: RGBAImage, scale: Double, findings: [Finding], text: TextEngine) -> RGBAImage {
        annotate(image, scale: scale, findings: findings, text: text, placing: { _ in nil })
    }

    /// `placing` tells, for each finding, where to mark it when its rect is not all in view;
    /// `words`: where the screen shows text, which badges keep off.
    static func annotate(_ image: RGBAImage, scale: Double, findings: [Finding], text: TextEngine, words shown: [Rect] = [],
                         placing: (Finding) -> FindingPlacement?) -> RGBAImage {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let size = Size(width: Double(image.width) / s, height: Double(image.height) / s)
        let words = PictureText(engine: text, scale: s)
        let room = Double(Limits.pictureHeight - image.height) / s
        let places = findings.map(placing)
        let legend = FindingLegend(findings: findings, notes: places.map { $0?.note }, width: size.width, text: words,
                                   maxHeight: room)
        let findings = Array(findings.prefix(legend.entries.count))
        let legendPixels = Int((legend.height * s).rounded(.up))
        let canvas = Canvas(width: image.width, height: image.height + legendPixels, scale: s, background: .white)
        canvas.drawImage(image, atX: 0, y: 0)
        canvas.withClip(Rect(origin: .zero, size: size)) {
            let rects = nested(zip(findings, places).map { f, p in p?.mark ?? visible(f.rect, in: size) })
            for (i, (f, r)) in zip(findings, rects).enumerated() {
                if places[i]?.isOutOfView == true { strip(r, finding: f, on: canvas) } else { outline(r, finding: f, on: canvas) }
            }
            var placement = BadgePlacement(picture: size, marks: rects, text: shown, diameter: Badge.onScreen)
            for (i, (f, r)) in zip(findings, rects).enumerated() {
                let centre = placement.place(for: r)
                Badge(number: i + 1, color: FindingPalette.color(of: f.check), text: words,
                      diameter: Badge.onScreen).draw(at: centre, on: canvas)
            }
        }
        legend.draw(on: canvas, top: Double(image.height) / s)
        return RGBAImage(width: canvas.width, height: canvas.height, pixels: canvas.rgba)
    }

    /// The rect pulled inside the picture, at least `minimumSide` each way.
    static func visible(_ r: Rect, in size: Size) -> Rect {
        func span(_ lo: Double, _ hi: Double, _ limit: Double) -> (Double, Double) {
            let m = min(minimumSide, limit)
            let a = min(max(lo.isFinite ? lo : 0, 0), limit - m)
            let b = max(min(hi.isFinite ? hi : limit, limit), a + m)
            return (a, b)
        }
        let (x0, x1) = span(r.minX, r.maxX, size.width)
        let (y0, y1) = span(r.minY, r.maxY, size.height)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Each rect grown by `line + 1` points for every earlier finding with the same rect.
    static func nested(_ rects: [Rect]) -> [Rect] {
        var seen: [Rect: Int] = [:]
        return rects.map { r in
            let k = Double(seen[r, default: 0])
            seen[r, default: 0] += 1
            let o = k * (line + 1)
            return Rect(x: r.minX - o, y: r.minY - o, width: r.width + 2 * o, height: r.height + 2 * o)
        }
    }

    /// An out-of-view finding's mark: the strip filled in its check's colour (fainter when
    /// allowed), with the white halo around it.
    static func strip(_ r: Rect, finding: Finding, on canvas: Canvas) {
        let colour = FindingPalette.color(of: finding.check)
        canvas.strokeRect(r, width: halo, color: RGBA(r: 1, g: 1, b: 1, a: 0.85), alignment: .outside)
        canvas.fillRect(r, color: finding.allowed ? colour.withAlpha(allowedStrength) : colour)
    }

    static func outline(_ r: Rect, finding: Finding, on canvas: Canvas) {
        let colour = FindingPalette.color(of: finding.check)
        canvas.strokeRect(r, width: halo, color: RGBA(r: 1, g: 1, b: 1, a: 0.85), alignment: .outside)
        guard finding.allowed else {
            canvas.strokeRect(r, width: line, color: colour, alignment: .outside)
            return
        }
        // Dashes `line` wide on the path `line / 2` outside the edge: where the solid line would be.
        let o = line / 2
        let outer = Rect(x: r.minX - o, y: r.minY - o, width: r.width + 2 * o, height: r.height + 2 * o)
        let corners = [Point(x: outer.minX, y: outer.minY), Point(x: outer.maxX, y: outer.minY),
                       Point(x: outer.maxX, y: outer.maxY), Point(x: outer.minX, y: outer.maxY)]
        let faint = colour.withAlpha(allowedStrength)
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let length = abs(b.x - a.x) + abs(b.y - a.y)
            var t = 0.0
            while t < length {
                let e = min(t + dash, length)
                func at(_ d: Double) -> Point {
                    Point(x: a.x + (b.x - a.x) * d / length, y: a.y + (b.y - a.y) * d / length)
                }
                canvas.strokeLine(from: at(t), to: at(e), width: line, color: faint, cap: .butt)
                t += dash + dashGap
            }
        }
    }
}
