import LayoutModel

extension Check {
    /// Rule: outside a scroll view, content that lies wholly outside the screen, or wholly behind
    /// the navigation bar or the tab bar, cannot be seen or reached. P0 for controls, else P1.
    /// A control and its label are one finding, on the control.
    public static let offscreen = Check(
        name: .offscreen,
        rule: "An element wholly outside the screen or behind the navigation or tab bar, outside a scroll view."
    ) { input in
        let scene = input.scene
        let bars = scene.records.indices.filter {
            CheckScene.systemBarKinds.contains(scene.element($0).kind)
        }
        var reported = Set<Int>()
        return scene.records.indices.compactMap { i in
            let unit = scene.reportedElement(i)
            guard scene.isContent(i), scene.element(i).scrollAxis == nil, !reported.contains(unit),
                  let found = offscreenFinding(input, i, bars: bars) else { return nil }
            reported.insert(unit)
            return found
        }
    }
}

/// The `offscreen` finding for content element `i` (reported on its control, if any), or nil.
private func offscreenFinding(_ input: CheckInput, _ i: Int, bars: [Int]) -> Finding? {
    let scene = input.scene
    let screen = scene.device.bounds
    let unit = scene.reportedElement(i)
    let r = scene.records[i]
    let ink = scene.inkRect(i)
    guard !ink.isEmpty else { return nil }
    let severity: Severity = r.control != nil ? .P0 : .P1
    if ink.intersection(screen) == nil {
        return input.finding(.offscreen, severity, unit, about: i, rect: ink, "\(scene.describe(i)) is outside the screen")
    }
    for bar in bars where !scene.isAncestor(bar, of: i) {
        let b = scene.element(bar).frame
        if b.contains(ink, tolerance: 0.01) {
            let which = scene.element(bar).kind == .tabBar ? "tab bar" : "navigation bar"
            return input.finding(.offscreen, severity, unit, about: i, rect: ink,
                                 "\(scene.describe(i)) is hidden behind the \(which); put the content in a scroll view")
        }
    }
    return nil
}
