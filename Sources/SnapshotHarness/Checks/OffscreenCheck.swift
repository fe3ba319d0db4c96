import LayoutModel

extension Check {
    /// Rule: outside a scroll view, content that lies wholly outside the screen, or wholly behind
    /// the navigation bar or the tab bar, cannot be seen or reached. P0 for controls, else P1.
    public static let offscreen = Check(
        name: .offscreen,
        rule: "An element wholly outside the screen or behind the navigation or tab bar, outside a scroll view."
    ) { input in
        let scene = input.scene
        let screen = scene.device.bounds
        let bars = scene.records.indices.filter {
            ["navigationBar", "tabBar"].contains(scene.element($0).kind)
        }
        return scene.records.indices.compactMap { i in
            guard scene.isContent(i), scene.element(i).scrollAxis == nil else { return nil }
            let r = scene.records[i]
            let ink = scene.inkRect(i)
            guard !ink.isEmpty else { return nil }
            let severity: Severity = r.control != nil ? .P0 : .P1
            if ink.intersection(screen) == nil {
                return input.finding(.offscreen, severity, i, rect: ink, "\(scene.describe(i)) is outside the screen")
            }
            for bar in bars where !scene.isAncestor(bar, of: i) {
                let b = scene.element(bar).frame
                if b.contains(ink, tolerance: 0.01) {
                    let which = scene.element(bar).kind == "tabBar" ? "tab bar" : "navigation bar"
                    return input.finding(.offscreen, severity, i, rect: ink,
                                         "\(scene.describe(i)) is hidden behind the \(which); put the content in a scroll view")
                }
            }
            return nil
        }
    }
}
