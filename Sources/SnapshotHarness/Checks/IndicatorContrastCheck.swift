import LayoutModel
import Rasterizer

extension Check {
    /// Rule (WCAG 1.4.11): a shape or stroke that carries state or progress needs 3:1 against the
    /// colour painted next to it. What counts as such an indicator, and so is judged:
    /// * the filled part of a `progressView` or `slider` track, against the track under it;
    /// * a `shape` or `color` node inside an element that exposes a state to VoiceOver, an
    ///   accessibility `value` (a progress ring, a level meter) or the `selected` trait (a selected
    ///   segment), against what is painted under its centre;
    /// * a trimmed stroke (a progress ring: its length is the value) wherever it is, against what is
    ///   painted under its centre and against its track (a whole stroke of the same outline beside it);
    /// * a filled indicator passes when its own stroke (a contrasting ring around a pale circle)
    ///   has 3:1 against what is under it: the stroke is the edge a person sees;
    /// * the `border` (or a styled `background`/`overlay` stroke) of an element with the `selected`
    ///   trait, or of a control's label when the control has it (SwiftUI strokes the label),
    ///   against the colours on both sides of it: the element's own fill and its parent's.
    /// Every other shape is decorative and is not judged. The system's own switch and text-field
    /// chrome keep iOS's colours, which the screen cannot change, and are not judged either.
    /// Reported as `contrast`, P1.
    public static let indicatorContrast = Check(
        name: .contrast,
        rule: "A shape or stroke that shows state or progress under 3:1 against what is next to it."
    ) { input in
        let scene = input.scene
        let needed = input.thresholds.nonTextContrast
        var out: [Finding] = []
        for i in scene.records.indices where !scene.records[i].isHidden && scene.element(i).opacity > 0.01 {
            let e = scene.element(i)
            if let fill = e.fill, isIndicatorFill(scene, i) {
                let below = colourUnder(input, i - 1, at: Point(x: e.frame.midX, y: e.frame.midY))
                let drawn = fill.withAlpha(fill.a * e.opacity).over(below)
                var ratio = Contrast.ratio(drawn, below)
                if let track = trackColour(scene, i) { ratio = min(ratio, Contrast.ratio(drawn, track.over(below))) }
                if ratio < needed, !hasContrastingEdge(scene, i, on: below, needed: needed) {
                    // A track is chrome: reported on its progress view or slider.
                    let unit = e.kind == .track ? scene.records[i].parent ?? i : i
                    out.append(input.finding(.contrast, .P1, unit, rect: e.frame,
                                             "\(indicatorName(scene, i)) is \(ratioText(ratio)) on \(below.hexString);"
                                             + " an indicator of state needs \(ratioText(needed))"))
                }
            }
            if let stroke = stroke(of: e), isSelected(scene, i) {
                let colour = stroke
                let edge = Point(x: e.bounds.minX + 0.5, y: e.bounds.midY)
                let inside = colourUnder(input, i, at: Point(x: e.bounds.midX, y: e.bounds.midY))
                let outside = scene.records[i].parent.map { colourUnder(input, $0, at: edge) } ?? inside
                let ratio = min(Contrast.ratio(colour.over(inside), inside), Contrast.ratio(colour.over(outside), outside))
                if ratio < needed {
                    out.append(input.finding(.contrast, .P1, i, rect: e.bounds,
                                             "the selection border of \(scene.describe(i)) is \(ratioText(ratio))"
                                             + " against the colours beside it; it needs \(ratioText(needed))"))
                }
            }
        }
        return out
    }
}

/// The value part of a progress view's or slider's track, or a shape/colour inside an element
/// that exposes a value or the selected trait.
private func isIndicatorFill(_ scene: CheckScene, _ i: Int) -> Bool {
    let e = scene.element(i)
    if e.kind == .track, e.id.hasSuffix("/value"), e.frame.width > 0 { return true }
    guard e.authoredKind == .shape || e.authoredKind == .color else { return false }
    // Containers and drawing: a ring's whole stroke beside a trimmed one is its track, not the indicator.
    // (Beside it in one parent, or in its own `overlay:`.)
    if e.paint.shape?.stroke?.isWhole == true, let p = scene.records[i].parent,
       scene.records.indices.contains(where: { j in
           (scene.records[j].parent == p || scene.records[j].decorationOwner == i)
               && scene.element(j).paint.shape?.stroke.map { !$0.isWhole } == true
       }) {
        return false
    }
    // A trimmed stroke shows a value by its length, whatever VoiceOver is told.
    if e.paint.shape?.stroke.map({ !$0.isWhole }) == true { return true }
    var cur: Int? = i
    while let c = cur {
        let a = scene.element(c).accessibility
        if a.value != nil || a.traits.contains(.selected) {
            return true
        }
        cur = scene.records[c].parent
    }
    return false
}

private func indicatorName(_ scene: CheckScene, _ i: Int) -> String {
    let e = scene.element(i)
    if e.kind == .track, let owner = scene.records[i].parent { return "the filled track of \(scene.describe(owner))" }
    return "indicator \(e.kind) '\(e.id)'"
}

/// True when `i`, or the control whose label `i` is part of, has the `selected` trait.
private func isSelected(_ scene: CheckScene, _ i: Int) -> Bool {
    [i, scene.records[i].control].compactMap { $0 }.contains {
        scene.element($0).accessibility.traits.contains(.selected)
    }
}

/// The colour of the stroke drawn around an element, if any.
private func stroke(of e: LayoutElement) -> RGBA? { e.paint.strokeColor }

/// The track of a trimmed stroke `i`: the colour of the last whole stroke around the same centre
/// drawn before it (beside it, or the shape whose `overlay:` it is), if any.
private func trackColour(_ scene: CheckScene, _ i: Int) -> RGBA? {
    guard let arc = scene.element(i).paint.shape?.stroke, !arc.isWhole else { return nil }
    let frame = scene.element(i).frame
    return scene.records.indices.lazy.filter { j in
        j < i && !scene.records[j].isHidden && abs(scene.element(j).frame.midX - frame.midX) < 1
            && abs(scene.element(j).frame.midY - frame.midY) < 1
    }.compactMap { j -> RGBA? in
        guard let s = scene.element(j).paint.shape?.stroke, s.isWhole else { return nil }
        return s.color.withAlpha(s.color.a * scene.element(j).opacity)
    }.last
}

/// True when the edge of filled indicator `i` has `needed` against `below`: its border, or a whole
/// stroke of its outline in its `overlay:` (`Circle().fill(...).overlay(Circle().stroke(...))`).
private func hasContrastingEdge(_ scene: CheckScene, _ i: Int, on below: RGBA, needed: Double) -> Bool {
    let e = scene.element(i)
    guard e.paint.shape?.stroke == nil else { return false }
    let overlays = scene.records.indices.filter { j in
        j > i && scene.records[j].decorationOwner == i && !scene.records[j].isHidden
            && abs(scene.element(j).frame.width - e.frame.width) < 1 && abs(scene.element(j).frame.height - e.frame.height) < 1
    }
    let edges = [e.paint.strokeColor].compactMap { $0 }
        + overlays.compactMap { scene.element($0).paint.shape?.stroke }.filter(\.isWhole).map(\.color)
    return edges.contains { Contrast.ratio($0.over(below), below) >= needed }
}
