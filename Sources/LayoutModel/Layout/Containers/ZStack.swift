// ZStack: every child is proposed the stack's proposal; the stack is the union of its children
// aligned on the alignment guide (for edge and centre alignments: the largest width and height);
// each child is placed aligned in the stack's rect (`leading`/`trailing` mirror in right-to-left,
// `left`/`right` do not; a larger child overflows per `centerOverflow`).

final class ZStackLayout: KindLayout {
    let alignment: Alignment
    let children: [NodeBox]
    let env: LayoutEnvironment

    init(alignment: Alignment, children: [NodeBox], env: LayoutEnvironment) {
        self.alignment = alignment; self.children = children; self.env = env
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        children.reduce(Size.zero) { acc, child in
            let s = child.sizeThatFits(proposal)
            return Size(width: max(acc.width, s.width), height: max(acc.height, s.height))
        }
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        KindPlacement(children: children.map {
            $0.placeAligned(in: rect, proposal: proposal, alignment: alignment, direction: env.direction,
                            context: context)
        })
    }
}
