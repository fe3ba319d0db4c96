import LayoutModel

extension Check {
    /// Rule: two pieces of content (text, images, controls as a whole) must not draw over each
    /// other. Compared by what is drawn and left visible by clipping (a text's lines, not its
    /// frame). Not an overlap: a label inside its control, content and its own background or
    /// overlay (two overlays, or two backgrounds, of one view are compared with each other), or shapes and colours, or content that scrolls (a scroll view's or a list's) and
    /// content that stays put: scrolling moves one under the other, and the scroll view clips it.
    /// Content is also overlapped when an opaque fill the screen paints after it (a shape, a colour,
    /// or a node's `background:` colour, painted later in a ZStack or an overlay) covers what it
    /// draws: it is hidden under that fill, as far as the fill is drawn (a badge its card's
    /// `clipShape` cuts off covers nothing past the card). The system's chrome (bars, list cards)
    /// is not such a fill here: content behind a bar is `offscreen`'s.
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
        return out + hiddenUnderFills(input, units: units, inks: inks)
    }
}

/// Content hidden under an opaque fill painted after it (rule's second sentence).
private func hiddenUnderFills(_ input: CheckInput, units: [Int], inks: [Int: Rect]) -> [Finding] {
    let scene = input.scene
    let hair = input.thresholds.hair
    let appearance = scene.variant.colorTraits
    var out: [Finding] = []
    for a in units {
        guard let ink = inks[a] else { continue }
        for j in scene.records.indices where j > a && !scene.records[j].isHidden {
            let e = scene.element(j)
            guard e.role != .chrome, !e.isChrome, e.opacity > 0.9,
                  !scene.isAncestor(a, of: j), !scene.isAncestor(j, of: a),
                  !isDecoration(scene, j, of: a), !isDecoration(scene, a, of: j),
                  scene.scrollContainer(of: a) == scene.scrollContainer(of: j) else { continue }
            // What the fill's own clip (`clipShape`, `cornerRadius`, `clipped` here or above) cuts
            // away covers nothing.
            let cover = input.fills(e, appearance).filter { $0.color.a > 0.9 }
                .compactMap { scene.visiblePart(of: $0.rect, for: j)?.intersection(ink) }
                .first { $0.width > hair && $0.height > hair }
            guard let hit = cover else { continue }
            let message = "\(scene.describe(a)) is hidden under \(e.kind) '\(e.id)' by"
                + " \(fmt(hit.width))×\(fmt(hit.height)) pt; it is painted over it"
            out.append(input.finding(.overlap, .P1, a, rect: hit, message, other: j))
            break
        }
    }
    return out
}

/// True when `a` sits in a `background:`/`overlay:` of `b` or of one of `b`'s ancestors, unless
/// `b` sits in a decoration of the same kind of that element or of one inside it: two overlays of
/// one view (`.overlay(alignment: .bottomLeading) { A }.overlay(alignment: .topTrailing) { B }`)
/// are placed apart and can collide, as two children of a ZStack can. An overlay drawn on a
/// background is drawn on it by design.
private func isDecoration(_ scene: CheckScene, _ a: Int, of b: Int) -> Bool {
    guard let owner = scene.records[a].decorationOwner, scene.isAncestor(owner, of: b) else { return false }
    if let other = scene.records[b].decorationOwner, scene.isAncestor(owner, of: other),
       decorationRole(scene, a) == decorationRole(scene, b) { return false }
    return true
}

/// `overlay` or `background`: the role of the decoration element `i` is in (nearest its owner).
private func decorationRole(_ scene: CheckScene, _ i: Int) -> ElementRole? {
    guard let owner = scene.records[i].decorationOwner else { return nil }
    var cur = i
    while let parent = scene.records[cur].parent, parent != owner { cur = parent }
    return scene.element(cur).role
}
