// ViewThatFits (notes §1.9, rule 9; Apple docs): the first child whose ideal size on the
// constrained axes fits the proposal (`idealFitsOnConstrainedAxes`: the child is proposed nil on
// those axes and the real proposal on the others; a nil proposal fits anything), else the last
// child. The chosen child is then sized with the real proposal; only it is laid out.

final class ViewThatFitsLayout: KindLayout {
    let axes: FitAxes
    let children: [NodeBox]

    init(axes: FitAxes, children: [NodeBox]) { self.axes = axes; self.children = children }

    var constrainsWidth: Bool { axes != .vertical }
    var constrainsHeight: Bool { axes != .horizontal }

    func idealFitsOnConstrainedAxes(_ child: NodeBox, _ p: ProposedSize) -> Bool {
        let probe = ProposedSize(width: constrainsWidth ? nil : p.width, height: constrainsHeight ? nil : p.height)
        let ideal = child.sizeThatFits(probe)
        let eps = 1e-9
        if constrainsWidth, let w = p.width, ideal.width > w + eps { return false }
        if constrainsHeight, let h = p.height, ideal.height > h + eps { return false }
        return true
    }

    func choose(_ p: ProposedSize) -> NodeBox? {
        children.first { idealFitsOnConstrainedAxes($0, p) } ?? children.last
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        choose(proposal)?.sizeThatFits(proposal) ?? .zero
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        guard let child = choose(proposal) else { return KindPlacement() }
        return KindPlacement(children: [child.placeAligned(in: rect, proposal: proposal, alignment: .center,
                                                           direction: child.env.direction, context: context)])
    }
}
