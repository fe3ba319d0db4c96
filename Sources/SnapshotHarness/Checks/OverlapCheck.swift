import LayoutModel

extension Check {
    /// Rule: two pieces of content (text, images, controls as a whole) must not draw over each
    /// other. Compared by what is drawn and left visible by clipping (a text's lines, not its
    /// frame). Not an overlap: a label inside its control, content and its own background or
    /// overlay, or shapes and colours, or content that scrolls (a scroll view's or a list's) and
    /// content that stays put: scrolling moves one under the other, and the scroll view clips it.
    public static let overlap = Check(
        name: .overlap,
        rule: "Two content elements whose drawn rects intersect, where neither is the other's background or overlay."
    ) { input in
        let scene = input.scene
        let hair = input.thresholds.hair
        // A control counts as one unit; content inside it is the control's.
        let units = scene.records.indices.filter { i in
            scene.isContent(i) && (scene.records[i].control == nil || scene.records[i].control == i)
        }
        // What is visible: a text cut by a clipping container draws nothing past it.
        let inks = units.reduce(into: [Int: Rect]()) { $0[$1] = scene.visibleInk($1) }
        var out: [Finding] = []
        for (n, a) in units.enumerated() {
            for b in units[(n + 1)...] {
                guard let inkA = inks[a], let inkB = inks[b], let hit = inkA.intersection(inkB),
                      hit.width > hair, hit.height > hair else { continue }
                if scene.isAncestor(a, of: b) || scene.isAncestor(b, of: a) { continue }
                if isDecoration(scene, a, of: b) || isDecoration(scene, b, of: a) { continue }
                if scene.scrollContainer(of: a) != scene.scrollContainer(of: b) { continue }
                let message = "\(scene.describe(a)) and \(scene.describe(b)) overlap by \(fmt(hit.width))×\(fmt(hit.height)) pt;"
                    + " one draws over the other"
                out.append(input.finding(.overlap, .P1, a, rect: hit, message, other: b))
            }
        }
        return out
    }
}

/// True when `a` sits in a `background:`/`overlay:` of `b` or of one of `b`'s ancestors.
private func isDecoration(_ scene: CheckScene, _ a: Int, of b: Int) -> Bool {
    guard let owner = scene.records[a].decorationOwner else { return false }
    return scene.isAncestor(owner, of: b)
}
