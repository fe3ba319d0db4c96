// A layout modifier wraps one child (the kind, or the next modifier inward) and changes what it is
// proposed, how big the pair is, and where the child sits. The fixed order of spec §3, innermost
// first: own properties -> fixedSize -> padding -> frame -> background/overlay/border ->
// cornerRadius/clipped -> offset -> hitSlop. Only fixedSize, padding and frame change sizes; the
// rest are applied by `NodeBox` at placement (decorations, clipping, offset).

protocol ModifierLayout {
    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size
    /// The child's rect inside `rect` (this modifier's own rect) and the proposal it is placed with.
    func placeChild(in rect: Rect, proposal: ProposedSize, direction: LayoutDirection,
                    child: (ProposedSize) -> Size) -> (rect: Rect, proposal: ProposedSize)
    /// The spacing preferences of the modified view given its child's.
    func spacing(_ child: ViewSpacing) -> ViewSpacing
}

extension ModifierLayout {
    func spacing(_ child: ViewSpacing) -> ViewSpacing { child }
}
