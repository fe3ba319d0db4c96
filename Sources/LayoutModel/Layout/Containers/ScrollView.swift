// ScrollView (notes §1.10, rule 9): along its axis the content is proposed nil (`unboundedAlongAxis`:
// it takes its ideal length, e.g. a Color becomes 10 pt) and across it the scroll view's own
// proposal. The scroll view is exactly its proposal along the axis (its ideal there is the content's)
// and as long as its content across it. The content keeps its full length and starts at the top
// (vertical) or at the leading edge (horizontal; the right edge in right-to-left); the viewport clips
// it (`viewportClips`) and descendants carry `scrollAxis`.

final class ScrollViewLayout: KindLayout {
    let axis: Axis
    let content: NodeBox
    let env: LayoutEnvironment

    init(axis: Axis, content: NodeBox, env: LayoutEnvironment) {
        self.axis = axis; self.content = content; self.env = env
    }

    func contentProposal(_ p: ProposedSize) -> ProposedSize {
        var cp = p
        cp[axis] = nil
        return cp
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let cs = content.sizeThatFits(contentProposal(proposal))
        var s = cs
        s[axis] = proposal[axis] ?? cs[axis]
        return s
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        let cp = contentProposal(proposal)
        let cs = content.sizeThatFits(cp)
        var origin = rect.origin
        if axis == .vertical {
            origin.x = AlignmentMath.centerOverflow(length: cs.width, in: rect.width, start: rect.minX, fraction: 0.5)
        } else {
            if env.direction == .rightToLeft { origin.x = rect.maxX - cs.width }
            origin.y = AlignmentMath.centerOverflow(length: cs.height, in: rect.height, start: rect.minY, fraction: 0.5)
        }
        let element = content.place(in: Rect(origin: origin, size: cs), proposal: cp,
                                    context: context.scrolling(in: rect, along: axis))
        return KindPlacement(children: [element])
    }
}
