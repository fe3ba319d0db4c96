// position (spec §3; SwiftUI's `.position(x:y:)`, OpenSwiftUI `Layout/Modifier/PositionLayout.swift`,
// `_PositionLayout`): the positioned view takes the size it is proposed, a nil length replaced by
// the child's for that proposal; the child is proposed that whole size and placed with its centre
// at (`x`, `y`) from the positioned view's top-leading corner. `x` is from the leading edge: the
// right edge in right-to-left, as SwiftUI mirrors a layout's placements there. Applied after the
// frame (its outer layer), so `.frame(...).position(...)` positions the framed view.

struct PositionLayout: ModifierLayout {
    var position: PositionValue

    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        if let w = proposal.width, let h = proposal.height { return Size(width: w, height: h) }
        let s = child(proposal)
        return Size(width: proposal.width ?? s.width, height: proposal.height ?? s.height)
    }

    func placeChild(in rect: Rect, proposal: ProposedSize, direction: LayoutDirection,
                    child: (ProposedSize) -> Size) -> (rect: Rect, proposal: ProposedSize) {
        let p = ProposedSize(width: rect.width, height: rect.height)
        let s = child(p)
        let centreX = direction == .leftToRight ? rect.minX + position.x : rect.maxX - position.x
        return (Rect(x: centreX - s.width / 2, y: rect.minY + position.y - s.height / 2, width: s.width, height: s.height), p)
    }
}
