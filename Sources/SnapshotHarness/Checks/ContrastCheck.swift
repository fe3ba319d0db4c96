import LayoutModel

extension Check {
    /// Rule: text needs 4.5:1 against the colour actually drawn under it (3:1 for large text: 18 pt,
    /// or 14 pt bold, at the size the variant really uses); icons that identify a control need 3:1
    /// (WCAG 1.4.3, 1.4.11). The colour under is every fill painted before the element at its
    /// centre, composited over the screen background: a card's colour, not the screen's.
    public static let contrast = Check(
        name: .contrast,
        rule: "Text under 4.5:1 (3:1 large) against the colour under it; control icons under 3:1."
    ) { input in
        let scene = input.scene
        let appearance = scene.variant.appearance
        var out: [Finding] = []
        for i in scene.records.indices where scene.isContent(i) {
            let e = scene.element(i)
            let r = scene.records[i]
            let ink = scene.inkRect(i)
            let below = colourUnder(input, i, at: Point(x: ink.midX, y: ink.midY))
            if let text = e.text {
                let fg = text.color.withAlpha(text.color.a * e.opacity).over(below)
                let ratio = Contrast.ratio(fg, below)
                let large = Contrast.isLargeText(size: text.measurement.fontSize, weight: text.font.weight)
                let needed = large ? input.thresholds.largeTextContrast : input.thresholds.textContrast
                guard ratio < needed else { continue }
                let message = "\(scene.describe(i)) is \(ratioText(ratio)) on \(below.hexString) at \(fmt(text.measurement.fontSize)) pt;"
                    + " needs \(ratioText(needed))\(large ? " (large text)" : "")"
                out.append(input.finding(.contrast, .P1, i, rect: ink, message))
            } else if case .image(.symbol(let name))? = e.node?.kind, r.control != nil, let colour = input.fill(e, appearance) {
                let fg = colour.withAlpha(colour.a * e.opacity).over(below)
                let ratio = Contrast.ratio(fg, below)
                let needed = input.thresholds.nonTextContrast
                guard ratio < needed else { continue }
                let message = "icon '\(name)' of a control is \(ratioText(ratio)) on \(below.hexString); needs \(ratioText(needed))"
                out.append(input.finding(.contrast, .P1, i, rect: e.frame, message))
            }
        }
        return out
    }
}

/// The opaque colour under element `i` at `point`: the screen background, then every fill drawn
/// before `i` (drawing order = record order) that covers the point, composited in order.
func colourUnder(_ input: CheckInput, _ i: Int, at point: Point) -> RGBA {
    let scene = input.scene
    let appearance = scene.variant.appearance
    var colour = scene.result.screen.background.resolve(appearance).over(.white)
    for j in 0..<i {
        let e = scene.element(j)
        if scene.isContent(j) && e.text != nil { continue }
        if case .image? = e.node?.kind { continue }
        guard let fill = input.fill(e, appearance), fill.a > 0 else { continue }
        let f = e.frame
        guard point.x >= f.minX, point.x < f.maxX, point.y >= f.minY, point.y < f.maxY else { continue }
        if let clip = scene.records[j].clip,
           !(point.x >= clip.minX && point.x < clip.maxX && point.y >= clip.minY && point.y < clip.maxY) { continue }
        if scene.records[j].isHidden { continue }
        colour = fill.withAlpha(fill.a * e.opacity).over(colour)
    }
    return colour
}

private func ratioText(_ r: Double) -> String {
    let v = (r * 100).rounded(.down) / 100
    return String(format: "%.2f:1", v)
}

import Foundation
