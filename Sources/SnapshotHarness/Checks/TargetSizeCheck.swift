import LayoutModel

extension Check {
    /// Rule: a control's hit area (`hitArea`: what iOS hit-tests) is at least the minimum target,
    /// 44 x 44 pt (Apple's minimum hit region; exactly 44 passes), or the `minimumTarget` of the
    /// nearest node at or above it (a product's own rule, such as 56 pt buttons). Disabled controls
    /// are exempt (WCAG 2.5.8), and so are controls iOS sizes itself (a stepper's 94 x 32, a
    /// segmented picker's 32 pt height: WCAG 2.5.8's exception for a size the platform sets and the
    /// author does not modify) unless a `minimumTarget` asks for more: a finding nobody can fix is
    /// noise, but a product rule written for the screen still holds.
    public static let targetSize = Check(
        name: .targetSize,
        rule: "A control whose hit area (what iOS hit-tests, plus hitSlop) is under 44 x 44 pt."
    ) { input in
        let scene = input.scene
        return scene.records.indices.compactMap { i in
            guard isTarget(scene, i) else { return nil }
            let e = scene.element(i)
            guard !e.isSizedBySystem || e.minimumTarget != nil else { return nil }
            let minimum = minimumTarget(scene, i, default: input.thresholds.minimumTargetSize)
            let area = hitArea(scene, i)
            guard area.width < minimum.width - 1e-9 || area.height < minimum.height - 1e-9 else { return nil }
            let message = "\(scene.describe(i)) has a \(fmt(area.width))×\(fmt(area.height)) pt hit area;"
                + " make it at least \(fmt(minimum.width))×\(fmt(minimum.height)) (" + advice(scene, i, area, minimum) + ")"
            return input.finding(.targetSize, .P1, i, rect: area, message)
        }
    }
}

/// Controls, anything marked as a button or link for accessibility, and anything with a tap
/// gesture (`onTapGesture`), that a person can tap now.
func isTarget(_ scene: CheckScene, _ i: Int) -> Bool {
    let r = scene.records[i]
    let e = r.element
    guard !e.isChrome, e.role != .chrome, !r.isHidden, !e.paint.isDisabled else { return false }
    return isTapTarget(scene, i)
}

/// A control, or (outside one) an element marked as a button or link or with a tap gesture.
func isTapTarget(_ scene: CheckScene, _ i: Int) -> Bool {
    let e = scene.element(i)
    if e.isControl { return true }
    let traits = e.accessibility.traits
    return scene.records[i].control == nil
        && (traits.contains(.button) || traits.contains(.link) || e.accessibility.takesTaps)
}

/// The `minimumTarget` of the nearest node at or above `i`, else `default` both ways.
func minimumTarget(_ scene: CheckScene, _ i: Int, default side: Double) -> Size {
    scene.element(i).minimumTarget ?? Size(width: side, height: side)
}

/// The area iOS hit-tests for target `i`: the layout's `hitArea` (its `HitArea` rules: what a
/// button draws, `contentShape` and `hitSlop`, a list row, a switch's 44 pt).
func hitArea(_ scene: CheckScene, _ i: Int) -> Rect { scene.element(i).hitArea }

/// How to reach `minimum` (in YAML; `ScreenLanguage` says it in the screen's language): a slot already
/// large enough only needs its shape to take touches (`contentShape: true`); otherwise a larger frame
/// on the label, or `hitSlop` (the format's invisible extra hit area: padding plus contentShape in SwiftUI).
private func advice(_ scene: CheckScene, _ i: Int, _ area: Rect, _ minimum: Size) -> String {
    let e = scene.element(i)
    let slop = Int((max(minimum.width - area.width, minimum.height - area.height) / 2).rounded(.up))
    if e.authoredKind == .button, e.bounds.width >= minimum.width - 1e-9, e.bounds.height >= minimum.height - 1e-9 {
        return "only what it draws takes touches; add contentShape: true"
    }
    return "a larger frame inside its label, or hitSlop: \(slop), extra invisible hit area"
}
