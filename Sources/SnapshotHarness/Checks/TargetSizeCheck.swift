import LayoutModel

extension Check {
    /// Rule: a control's hit area (`hitArea`: what iOS hit-tests) is at least the minimum target,
    /// 44 x 44 pt (Apple's minimum hit region; exactly 44 passes), or the `minimumTarget` of the
    /// nearest node at or above it (a product's own rule, such as 56 pt buttons). Disabled controls
    /// are exempt (WCAG 2.5.8).
    public static let targetSize = Check(
        name: .targetSize,
        rule: "A control whose hit area (what iOS hit-tests, plus hitSlop) is under 44 x 44 pt."
    ) { input in
        let scene = input.scene
        return scene.records.indices.compactMap { i in
            guard isTarget(scene, i) else { return nil }
            let minimum = minimumTarget(scene, i, default: input.thresholds.minimumTargetSize)
            let area = hitArea(scene, i)
            guard area.width < minimum.width - 1e-9 || area.height < minimum.height - 1e-9 else { return nil }
            let message = "\(scene.describe(i)) has a \(fmt(area.width))×\(fmt(area.height)) pt hit area;"
                + " make it at least \(fmt(minimum.width))×\(fmt(minimum.height)) (" + advice(scene, i, area, minimum) + ")"
            return input.finding(.targetSize, .P1, i, rect: area, message)
        }
    }
}

/// Controls, and anything marked as a button or link for accessibility, that a person can tap now.
func isTarget(_ scene: CheckScene, _ i: Int) -> Bool {
    let r = scene.records[i]
    guard let node = r.element.node, r.element.role != .chrome, !r.isHidden else { return false }
    if node.modifiers.disabled == true { return false }
    if node.kind.isControl { return true }
    let traits = node.modifiers.accessibility?.traits ?? []
    return r.control == nil && (traits.contains(.button) || traits.contains(.link))
}

/// The `minimumTarget` of the nearest node at or above `i`, else `default` both ways.
func minimumTarget(_ scene: CheckScene, _ i: Int, default side: Double) -> Size {
    var cur: Int? = i
    while let c = cur {
        if let m = scene.element(c).node?.modifiers.minimumTarget { return m }
        cur = scene.records[c].parent
    }
    return Size(width: side, height: side)
}

/// The area iOS hit-tests for target `i`, grown by `hitSlop` (leading/trailing resolved for the
/// element's direction):
/// * a button: what it draws, its `frame` (the kind's own rect): the capsule of a bordered or
///   prominent button, the label's bounds for a plain one. The format's `padding` and `frame`
///   modifiers stand outside the button (`Button {...}.padding().frame(...)`): they give it a
///   larger slot, not a larger hit area, so a 34.7 pt capsule in a 50 pt frame is a 34.7 pt target;
/// * `contentShape` makes the node's whole `bounds` (padding and frame included) the hit area, and
///   so does `hitSlop`, which then grows it (the format's invisible extra hit area, spelled
///   `.padding(N).contentShape(Rectangle())` in SwiftUI): `frame: {width: 24, height: 24}` with
///   `hitSlop: 10` is a 44 x 44 target;
/// * any other target (a toggle, a text field, a slider, an element with the button trait): its
///   `bounds`, as UIKit controls take touches across their frame.
///
/// Two system behaviours the author does not control: a button that is a list row's content makes
/// the whole row its target (iOS highlights and taps the row), and a toggle's switch takes touches
/// 44 pt tall although it draws 31 (UIKit extends a switch's touch area to the minimum).
func hitArea(_ scene: CheckScene, _ i: Int) -> Rect {
    let e = scene.element(i)
    let m = e.node?.modifiers
    var area = e.bounds
    if case .button? = e.node?.kind, m?.contentShape != true, m?.hitSlop == nil { area = e.frame }
    if let slop = m?.hitSlop { area = area.outset(by: slop, direction: e.direction) }
    if case .button? = e.node?.kind, let p = scene.records[i].parent, scene.element(p).kind == "row" {
        area = area.union(scene.element(p).frame)
    }
    if case .toggle? = e.node?.kind, area.height < 44 {
        area = Rect(x: area.minX, y: area.midY - 22, width: area.width, height: 44)
    }
    return area
}

/// How to reach `minimum` (in YAML; `ScreenLanguage` says it in the screen's language): a slot already
/// large enough only needs its shape to take touches (`contentShape: true`); otherwise a larger frame
/// on the label, or `hitSlop` (the format's invisible extra hit area: padding plus contentShape in SwiftUI).
private func advice(_ scene: CheckScene, _ i: Int, _ area: Rect, _ minimum: Size) -> String {
    let e = scene.element(i)
    let slop = Int((max(minimum.width - area.width, minimum.height - area.height) / 2).rounded(.up))
    if case .button? = e.node?.kind, e.bounds.width >= minimum.width - 1e-9, e.bounds.height >= minimum.height - 1e-9 {
        return "only what it draws takes touches; add contentShape: true"
    }
    return "a larger frame inside its label, or hitSlop: \(slop)"
}
