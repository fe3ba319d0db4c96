import LayoutModel

extension Check {
    /// Rule: under RTL every element's place inside its parent is the mirror image of its LTR
    /// place (x' = parentWidth - x - width), judged by what is drawn (a text's lines), not the
    /// frame around it. Absolute `left`/`right` alignment and `offset.x` break this. A directional
    /// symbol (`*.left`, `*.right`) must have `flipsForRightToLeft`. Subtrees pinned with
    /// `layoutDirection` are exempt; so are centred elements (their mirror is themselves). A pin
    /// itself is judged by what it holds (`forcedLeftToRight`): the screen's writing is not pinned.
    public static let notMirrored = Check(
        name: .notMirrored,
        rule: "In RTL, an element or a directional image that did not mirror, outside a subtree pinned to LTR, or texts pinned to LTR."
    ) { input in
        let scene = input.scene
        guard scene.variant.direction == .rightToLeft, let ltr = input.leftToRight else { return forcedLeftToRight(input) }
        let tolerance = 1.0
        let ltrIndex = ltr.recordByID
        var out: [Finding] = []
        for i in scene.records.indices {
            let r = scene.records[i]
            let e = r.element
            guard !e.isChrome, e.role != .chrome, !r.isHidden, !e.isPinned else { continue }
            if case .symbol(let name, _, _, let flips)? = e.paint.image, !flips, isDirectional(name) {
                out.append(input.finding(.notMirrored, .P1, i, rect: e.frame,
                                         "symbol '\(name)' points the same way in RTL; add flipsForRightToLeft: true"))
                continue
            }
            guard let p = r.parent, let j = ltrIndex[e.id], let q = ltr.records[j].parent else { continue }
            let parentRTL = scene.element(p).frame, parentLTR = ltr.element(q).frame
            guard abs(parentRTL.width - parentLTR.width) < tolerance else { continue }
            let inkR = scene.inkRect(i), inkL = ltr.inkRect(j)
            guard abs(inkR.width - inkL.width) < tolerance, inkL.width < parentLTR.width - tolerance else { continue }
            let xL = inkL.minX - parentLTR.minX
            let expected = parentLTR.width - xL - inkL.width
            let actual = inkR.minX - parentRTL.minX
            guard abs(actual - expected) > tolerance else { continue }
            let message = "\(scene.describe(i)) stays at x \(fmt(actual)) in its parent under RTL; mirrored it would be at"
                + " \(fmt(expected)). Use leading/trailing instead of left/right or offset.x"
            out.append(input.finding(.notMirrored, .P1, i, rect: inkR, message))
        }
        return out + forcedLeftToRight(input)
    }
}

/// Symbol names that point left or right (`chevron.left`, `arrow.right.circle`); `forward` and
/// `backward` symbols mirror by themselves on iOS.
private func isDirectional(_ name: String) -> Bool {
    name.split(separator: ".").contains { $0 == "left" || $0 == "right" }
}
