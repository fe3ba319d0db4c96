import LayoutModel

extension Check {
    /// Rule: a control's hit area, the node with its `padding` and `frame` modifiers (its `bounds`)
    /// grown by `hitSlop`, is at least 44 x 44 pt (Apple's minimum hit region; exactly 44 passes).
    /// Disabled controls are exempt (WCAG 2.5.8).
    public static let targetSize = Check(
        name: .targetSize,
        rule: "A control whose hit area (frame plus hitSlop) is under 44 x 44 pt."
    ) { input in
        let scene = input.scene
        let minimum = input.thresholds.minimumTargetSize
        return scene.records.indices.compactMap { i in
            guard isTarget(scene, i) else { return nil }
            let area = hitArea(scene, i)
            guard area.width < minimum - 1e-9 || area.height < minimum - 1e-9 else { return nil }
            let slop = Int((max(minimum - area.width, minimum - area.height) / 2).rounded(.up))
            let message = "\(scene.describe(i)) has a \(fmt(area.width))×\(fmt(area.height)) pt hit area;"
                + " make it at least \(fmt(minimum))×\(fmt(minimum)) (\(Advice.targetSize(scene.element(i), slop: slop)))"
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

/// The node's `bounds` (its kind with `padding` and `frame`) plus `hitSlop`, with leading/trailing
/// resolved for the element's direction. Spec order: `hitSlop` comes after `padding` and `frame`, so
/// `frame: {width: 24, height: 24}` with `hitSlop: 10` is a 44 x 44 target, and a plain icon button
/// given `frame: {width: 44, height: 44}` is a 44 pt target although its symbol is drawn smaller.
///
/// Two system behaviours the author does not control: a button that is a list row's content makes
/// the whole row its target (iOS highlights and taps the row), and a toggle's switch takes touches
/// 44 pt tall although it draws 31 (UIKit extends a switch's touch area to the minimum).
func hitArea(_ scene: CheckScene, _ i: Int) -> Rect {
    let e = scene.element(i)
    var area = e.bounds
    if let slop = e.node?.modifiers.hitSlop { area = area.outset(by: slop, direction: e.direction) }
    if case .button? = e.node?.kind, let p = scene.records[i].parent, scene.element(p).kind == "row" {
        area = area.union(scene.element(p).frame)
    }
    if case .toggle? = e.node?.kind, area.height < 44 {
        area = Rect(x: area.minX, y: area.midY - 22, width: area.width, height: 44)
    }
    return area
}
