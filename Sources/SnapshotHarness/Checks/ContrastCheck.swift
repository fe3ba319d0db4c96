import LayoutModel
import Rasterizer

extension Check {
    /// Rule: text needs 4.5:1 against the colour actually drawn under it (3:1 for large text: 18 pt,
    /// or 14 pt bold, at the size the variant really uses); icons that identify a control need 3:1
    /// (WCAG 1.4.3, 1.4.11). The colour under is every fill painted before the element at its
    /// centre, composited over the screen background: a card's colour, not the screen's. Text in
    /// a colour the system chose (a list section header's or footer's default grey, a control's
    /// default tint, a placeholder) or in iOS's secondary label colours, on nothing but iOS's own
    /// backgrounds (no fill of the screen's under it), is iOS's pairing: not judged, as iOS keeps
    /// it legible and darkens it with Increase Contrast; on a fill of the screen's it is judged;
    /// a redacted text (drawn as bars) shows nothing to read, not judged.
    public static let contrast = Check(
        name: .contrast,
        rule: "Text under 4.5:1 (3:1 large) against the colour under it; control icons under 3:1."
    ) { input in
        let scene = input.scene
        let appearance = scene.variant.colorTraits
        var out: [Finding] = []
        // The system bars draw their chrome in the system's colours (tab labels, the back button):
        // not the screen's to fix. A toggle's or a field's label is the author's and is checked.
        for i in scene.records.indices where scene.isContent(i)
            && !(scene.element(i).role == .chrome && scene.ancestor(of: i) { CheckScene.systemBarKinds.contains($0.kind) } != nil) {
            let e = scene.element(i)
            // A redacted text shows no characters to read (`RedactionRules`): not judged.
            if e.text?.isRedacted == true { continue }
            let r = scene.records[i]
            let ink = scene.inkRect(i)
            let (below, unknownBelow, authoredBelow) = under(input, i, at: Point(x: ink.midX, y: ink.midY))
            // A colour not evaluated, its own or one painted under it: its contrast is not known.
            let iOSPairing = e.text?.isSystemColor == true && !authoredBelow
            if e.unverified.contains(.color) || unknownBelow, e.text != nil || e.authoredKind == .image {
                if !iOSPairing { out.append(input.unverified(.contrast, i, .color)) }
                continue
            }
            if let text = e.text {
                // iOS's own text colour on iOS's own background: iOS's, like bar chrome.
                if iOSPairing { continue }
                let fg = text.color.withAlpha(text.color.a * e.opacity).over(below)
                let ratio = Contrast.ratio(fg, below)
                let large = Contrast.isLargeText(size: text.measurement.fontSize, weight: text.font.weight)
                let needed = large ? input.thresholds.largeTextContrast : input.thresholds.textContrast
                guard !(ratio >= needed) else { continue }   // a NaN ratio never passes
                let message = "\(scene.describe(i)) is \(ratioText(ratio)) on \(below.hexString) at \(fmt(text.measurement.fontSize)) pt;"
                    + " needs \(ratioText(needed))\(large ? " (large text)" : "")"
                out.append(input.finding(.contrast, .P1, i, rect: ink, message))
            } else if e.authoredKind == .image, case .symbol(let name, let colour, _, _)? = e.paint.image, r.control != nil {
                let fg = colour.withAlpha(colour.a * e.opacity).over(below)
                let ratio = Contrast.ratio(fg, below)
                let needed = input.thresholds.nonTextContrast
                guard !(ratio >= needed) else { continue }   // a NaN ratio never passes
                let message = "icon '\(name)' of a control is \(ratioText(ratio)) on \(below.hexString); needs \(ratioText(needed))"
                out.append(input.finding(.contrast, .P1, i, rect: e.frame, message))
            }
        }
        return out
    }
}

/// The opaque colour under element `i` at `point`: the screen background, then every fill drawn
/// before `i`'s content (drawing order = record order; each element's fills in their painting
/// order, `i`'s own background included) that covers the point, composited in order. The root's
/// own fill is the screen background already.
func colourUnder(_ input: CheckInput, _ i: Int, at point: Point) -> RGBA { under(input, i, at: point).colour }

/// `colourUnder`, whether a fill in it rests on a colour not evaluated (a placeholder's), and
/// whether one is the screen's own (a `background`, a colour or a shape, a row background) rather
/// than iOS's (the screen, a list's card, a bar, a control's capsule).
func under(_ input: CheckInput, _ i: Int, at point: Point) -> (colour: RGBA, unverified: Bool, authored: Bool) {
    var unverified = false, authored = false
    let scene = input.scene
    let appearance = scene.variant.colorTraits
    var colour = scene.result.background.over(.white)
    func inside(_ r: Rect) -> Bool { point.x >= r.minX && point.x < r.maxX && point.y >= r.minY && point.y < r.maxY }
    for j in 0...i where scene.records[j].parent != nil {
        let e = scene.element(j)
        if j < i && scene.isContent(j) && e.text != nil { continue }
        if j < i, e.authoredKind == .image { continue }
        if scene.records[j].isHidden { continue }
        if let clip = scene.records[j].clip, !inside(clip) { continue }
        for fill in input.fills(e, appearance) where fill.color.a > 0 && inside(fill.rect) {
            colour = fill.color.withAlpha(fill.color.a * e.opacity).over(colour)
            if e.unverified.contains(.color) { unverified = true }
        }
        if paintsTheScreensOwn(e, inside) { authored = true }
    }
    return (colour, unverified, authored)
}

/// A fill the screen chose covers the point: a `background`, a colour or shape view, a shape's
/// gradient. (A row's `listRowBackground` colour is the row's fill, as the plain style's card
/// colour is: not told apart here.)
private func paintsTheScreensOwn(_ e: LayoutElement, _ inside: (Rect) -> Bool) -> Bool {
    if let bg = e.paint.background, bg.color.a > 0, inside(bg.rect) { return true }
    if let shape = e.paint.shape, inside(shape.rect) { return true }
    guard let fill = e.paint.fill, fill.color.a > 0, inside(fill.rect) else { return false }
    return e.authoredKind == .color || e.authoredKind == .shape
}

func ratioText(_ r: Double) -> String {
    let v = (r * 100).rounded(.down) / 100
    return NumberText.fixed(v, places: 2) + ":1"
}

import Foundation
