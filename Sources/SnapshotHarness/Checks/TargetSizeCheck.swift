import LayoutModel

// Rule (what the check judges): the size the app chose. Apple's HIG asks every control for a hit
// target of at least 44 x 44 pt, yet iOS draws several of its own standard controls smaller at
// their standard metrics: a bordered button 34.33 pt tall at Large (40.3 pt at `.large` control
// size at the smaller text sizes), a rounded-border text field 34 pt, a compact date picker's date
// 34 pt, a stepper 94 x 32, a segmented control 32 pt tall. Apple documents no exemption for these
// (nor which sizes Xcode's hit-region audit lets pass); WCAG's target-size criteria (2.5.5 and
// 2.5.8) do: "User Agent Control: the size of the target is determined by the user agent and is
// not modified by the author". So an axis iOS's own style sets (`LayoutElement.isSizedBySystem`
// both ways, `isHeightSetBySystem` for a bordered button's capsule and a text field's height, as
// `SystemSizes` decides) is not judged, unless the app made it smaller there (a smaller font or
// control size, a frame: then the control is judged as any other), or a `minimumTarget` asks for
// more (a product's own rule holds for iOS's controls too). A finding nobody can fix is noise; one
// the app caused is not.

extension Check {
    /// Rule: a control's hit area (`hitArea`: what iOS hit-tests) is at least the minimum target,
    /// 44 x 44 pt (Apple's minimum hit region; exactly 44 passes), or the `minimumTarget` of the
    /// nearest node at or above it (a product's own rule, such as 56 pt buttons), on every axis the
    /// app sized (above). Disabled controls are exempt (WCAG 2.5.8).
    public static let targetSize = Check(
        name: .targetSize,
        rule: "A control whose hit area (what iOS hit-tests, plus hitSlop) is under 44 x 44 pt, on an axis the app sized."
    ) { input in
        let scene = input.scene
        return scene.records.indices.compactMap { i in
            guard isTarget(scene, i) else { return nil }
            let e = scene.element(i)
            guard !e.isSizedBySystem || e.minimumTarget != nil else { return nil }
            let minimum = minimumTarget(scene, i, default: input.thresholds.minimumTargetSize)
            let area = hitArea(scene, i)
            let judgesHeight = !e.isHeightSetBySystem || e.minimumTarget != nil
            guard area.width < minimum.width - 1e-9 || (judgesHeight && area.height < minimum.height - 1e-9) else { return nil }
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
