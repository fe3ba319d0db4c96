import LayoutModel

extension Check {
    /// Rule: two tap targets whose visible hit areas (`hitArea`, as `target-size` measures it, cut to
    /// what the element's scroll views and clips show) are closer than 8 pt, where neither hit area
    /// was enlarged with `hitSlop`, invite mis-taps. A target scrolled wholly out of view has no
    /// neighbour. Rows of one list are exempt: iOS lists stack full-width rows edge to edge, each at
    /// least 44 pt, divided by separators; so are the buttons of one alert or confirmation dialog,
    /// which iOS draws as such rows (or two cells side by side). Targets within one row are not:
    /// several borderless buttons in a row are separate targets there, as anywhere. Items of one
    /// navigation bar are exempt too: UIKit lays bar items out with its own spacing and gives each
    /// its 44 pt hit region (`HitArea` rule 6), so their regions meet by design.
    public static let targetSpacing = Check(
        name: .targetSpacing,
        rule: "Two controls closer than 8 pt with neither hit area enlarged."
    ) { input in
        let scene = input.scene
        let minimum = input.thresholds.minimumTargetSpacing
        let targets = scene.records.indices.filter { isTarget(scene, $0) && scene.element($0).hitSlop == nil }
        var out: [Finding] = []
        for (n, a) in targets.enumerated() {
            for b in targets[(n + 1)...] {
                if scene.isAncestor(a, of: b) || scene.isAncestor(b, of: a) { continue }
                let inList: (LayoutElement) -> Bool = {
                    $0.authoredKind == .list || ($0.isChrome && ($0.kind == .alert || $0.kind == .confirmationDialog))
                }
                if let la = scene.ancestor(of: a, where: inList), la == scene.ancestor(of: b, where: inList),
                   !sameRow(scene, a, b) { continue }
                let isBar: (LayoutElement) -> Bool = { $0.kind == .navigationBar }
                if let ba = scene.ancestor(of: a, where: isBar), ba == scene.ancestor(of: b, where: isBar) { continue }
                guard let ra = visibleHitArea(scene, a), let rb = visibleHitArea(scene, b) else { continue }
                let dx = max(ra.minX - rb.maxX, rb.minX - ra.maxX, 0)
                let dy = max(ra.minY - rb.maxY, rb.minY - ra.maxY, 0)
                let gap = (dx * dx + dy * dy).squareRoot()
                guard gap < minimum - 1e-9 else { continue }
                let between = ra.union(rb)
                let message = "\(scene.describe(a)) and \(scene.describe(b)) are \(fmt(gap)) pt apart;"
                    + " keep \(fmt(minimum)) pt between tap targets"
                out.append(input.finding(.targetSpacing, .P2, a, rect: between, message, other: b))
            }
        }
        return out
    }
}

/// Both in one list row (the row chrome nearest each is the same).
private func sameRow(_ scene: CheckScene, _ a: Int, _ b: Int) -> Bool {
    let isRow: (LayoutElement) -> Bool = { $0.kind == .row }
    guard let ra = scene.ancestor(of: a, where: isRow) else { return false }
    return ra == scene.ancestor(of: b, where: isRow)
}

/// The part of `hitArea` that is on screen in the initial scroll position; nil when none is.
func visibleHitArea(_ scene: CheckScene, _ i: Int) -> Rect? {
    scene.visiblePart(of: hitArea(scene, i), for: i)
}
