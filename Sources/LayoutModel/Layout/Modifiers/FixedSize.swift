// fixedSize (notes §1.5, §1.8; OpenSwiftUI `Layout/FixedSizeLayout.swift`): on each fixed axis the
// child is proposed nil, i.e. it takes its ideal size whatever the parent offers (text stops
// wrapping/truncating and may overflow). The modifier's size is the child's answer. Layout priority
// passes through (NodeBox reads it from the node).

struct FixedSizeLayout: ModifierLayout {
    var horizontal: Bool
    var vertical: Bool

    /// `proposeIdealOnFixedAxes`
    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        child(childProposal(proposal))
    }

    func placeChild(in rect: Rect, proposal: ProposedSize, direction: LayoutDirection,
                    child: (ProposedSize) -> Size) -> (rect: Rect, proposal: ProposedSize) {
        (rect, childProposal(proposal))
    }
}
