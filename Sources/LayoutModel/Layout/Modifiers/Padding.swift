// padding (notes §1.7; OpenSwiftUI `Layout/Modifier/PaddingLayout.swift`): the child is proposed the
// proposal minus the insets (never below 0; nil stays nil, infinity stays infinity), the padded view
// is the child's size plus the insets (never below 0: OpenSwiftUICore's `CGSize.outset(by:)`), and
// the child sits inset by leading/top. `leading` is the right edge in right-to-left
// (`mirrorForRightToLeft`). The 16 pt default is resolved by the decoder and does not scale with
// Dynamic Type. Negative insets are SwiftUI's too: the child is proposed more than the padded view
// is, the padded view is smaller than the child, and the child overflows it by the insets.

struct PaddingLayout: ModifierLayout {
    var insets: EdgeInsets

    /// `shrinkProposalByInsets`
    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width.map { max($0 - insets.horizontal, 0) },
                     height: p.height.map { max($0 - insets.vertical, 0) })
    }

    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        let s = child(childProposal(proposal))
        return Size(width: max(s.width + insets.horizontal, 0), height: max(s.height + insets.vertical, 0))
    }

    func placeChild(in rect: Rect, proposal: ProposedSize, direction: LayoutDirection,
                    child: (ProposedSize) -> Size) -> (rect: Rect, proposal: ProposedSize) {
        let p = childProposal(proposal)
        let inner = PaddingLayout.mirrorForRightToLeft(insets, direction, inset: rect)
        guard min(insets.top, insets.leading, insets.bottom, insets.trailing) < 0 else { return (inner, p) }
        // Negative insets: the child keeps its own size at the leading-top inset (the padded view
        // may have been clamped to 0, so the inset rect is not the child's size).
        let s = child(p)
        let x = direction == .rightToLeft ? inner.maxX - s.width : inner.minX
        return (Rect(x: x, y: inner.minY, width: s.width, height: s.height), p)
    }

    /// `rect` shrunk by the insets, leading/trailing resolved for `direction`.
    static func mirrorForRightToLeft(_ insets: EdgeInsets, _ direction: LayoutDirection, inset rect: Rect) -> Rect {
        let left = direction == .leftToRight ? insets.leading : insets.trailing
        let right = direction == .leftToRight ? insets.trailing : insets.leading
        return Rect(x: rect.minX + left, y: rect.minY + insets.top,
                    width: rect.width - left - right, height: rect.height - insets.vertical)
    }

    func spacing(_ child: ViewSpacing) -> ViewSpacing { child.resettingPadded(insets) }
}
