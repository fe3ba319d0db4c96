// HStack / VStack (notes §1.2 and rule 2; OpenSwiftUI `Layout/Stack/StackLayout.swift`).
//
// major = the stack's axis, minor = the other, P = the stack's proposal.
// 1. `distanceToPrevious` per child: the uniform `spacing:` if given, else the default spacing of
//    the facing edges (`SpacingRules`: 8, 0 next to a Spacer, text-aware vertically).
// 2. P[major] nil -> `sizeChildrenIdeally`: each child is proposed nil on the major axis, P[minor]
//    on the minor axis.
// 3. Otherwise `sizeChildrenInFlexibilityOrder`:
//    * `fittingOrder`: sort (stable) by layoutPriority descending, then flexibility ascending, where
//      flexibility = length at major=infinity minus length at major=0 (minor = P[minor]); two
//      infinitely flexible children: the larger minimum first (`FlexibilityEstimate.<`);
//    * available = P[major] - internal spacing;
//    * `reserveLowerPriorityMinimums`: subtract the minimum lengths of every child below the top
//      priority; each later priority group gets its own minimums back before it is sized;
//    * each child in order is proposed `max(available / remaining, 0)` (remaining in its group) and
//      `available` shrinks by what it took. Children may overflow: nothing shrinks them further, so
//      a stack can be larger than its proposal.
// 4. Stack size: major = sum of children + spacing; minor = the extent of the children aligned on
//    the alignment guide (= the largest child for edge and centre alignments). A lazy stack
//    (`LazyVStack`, `LazyHStack`) takes at least P[minor] when it is given (`fillsAcross`), so a
//    `LazyVStack` in a scroll view is as wide as the screen and aligns its children in it.
// 5. `placeInSourceOrder`: children are placed in source order from the leading edge (an hStack in
//    right-to-left starts at the right edge, `mirrorForRightToLeft`); minor-axis alignment
//    `leading`/`trailing` mirrors in right-to-left, `left`/`right` do not. Placement re-runs the
//    sizing with `proposalWhenPlacing`: a nil minor proposal becomes the stack's minor size.

final class StackLayout: KindLayout {
    let axis: Axis
    let alignment: Alignment
    let uniformSpacing: Double?
    let children: [NodeBox]
    let fillsAcross: Bool
    let env: LayoutEnvironment
    private var sizingCache: [ProposedSize: [ChildSizing]] = [:]

    struct ChildSizing {
        var proposal: ProposedSize
        var size: Size
    }

    /// `FlexibilityEstimate`: a child's minimum and maximum length on the major axis.
    struct FlexibilityEstimate {
        var index: Int
        var priority: Double
        var minLength: Double
        var maxLength: Double
        var flexibility: Double { maxLength == .infinity ? .infinity : maxLength - minLength }

        /// True when `self` is sized before `other`.
        func precedes(_ other: FlexibilityEstimate) -> Bool {
            if priority != other.priority { return priority > other.priority }
            if flexibility == .infinity && other.flexibility == .infinity { return minLength > other.minLength }
            return flexibility < other.flexibility
        }
    }

    init(axis: Axis, alignment: Alignment, spacing: Double?, children: [NodeBox], fillsAcross: Bool = false,
         env: LayoutEnvironment) {
        self.axis = axis; self.alignment = alignment; self.uniformSpacing = spacing
        self.children = children; self.fillsAcross = fillsAcross; self.env = env
    }

    var minor: Axis { axis.other }

    // MARK: 1. spacing

    private(set) lazy var distancesToPrevious: [Double] = children.indices.map { i in
        guard i > 0 else { return 0 }
        if let uniformSpacing { return uniformSpacing }
        return SpacingRules.distance(after: children[i - 1].spacing.after(axis),
                                     before: children[i].spacing.before(axis),
                                     along: axis, scale: env.scale)
    }

    var internalSpacing: Double { distancesToPrevious.reduce(0, +) }

    /// The stack's own edges: along its axis those of its first and last child; across it the
    /// edges of any text child (so rows of text keep text-aware spacing between them).
    private(set) lazy var spacing: ViewSpacing = edgeSpacing()

    private func edgeSpacing() -> ViewSpacing {
        guard let first = children.first, let last = children.last else { return .standard }
        var s = ViewSpacing.standard
        let textEdge = children.lazy.compactMap { c -> EdgeSpacing? in
            if case .text = c.spacing.before(self.minor) { return c.spacing.before(self.minor) }
            return nil
        }.first
        if axis == .vertical {
            s.top = first.spacing.top; s.bottom = last.spacing.bottom
            if let t = textEdge { s.leading = t; s.trailing = t }
        } else {
            s.leading = first.spacing.leading; s.trailing = last.spacing.trailing
            if let t = textEdge { s.top = t; s.bottom = t }
        }
        return s
    }

    // MARK: 2–3. sizing

    func sizeChildren(_ p: ProposedSize) -> [ChildSizing] {
        if let cached = sizingCache[p] { return cached }
        let result = p[axis] == nil ? sizeChildrenIdeally(p) : sizeChildrenInFlexibilityOrder(p)
        sizingCache[p] = result
        return result
    }

    func sizeChildrenIdeally(_ p: ProposedSize) -> [ChildSizing] {
        children.map { child in
            var cp = ProposedSize(width: nil, height: nil)
            cp[minor] = p[minor]
            return ChildSizing(proposal: cp, size: child.sizeThatFits(cp))
        }
    }

    private func proposal(major: Double, minor minorLength: Double?) -> ProposedSize {
        var cp = ProposedSize(width: nil, height: nil)
        cp[axis] = major
        cp[minor] = minorLength
        return cp
    }

    func flexibilityEstimates(minor minorLength: Double?) -> [FlexibilityEstimate] {
        children.enumerated().map { i, child in
            FlexibilityEstimate(index: i, priority: child.layoutPriority,
                                minLength: child.sizeThatFits(proposal(major: 0, minor: minorLength))[axis],
                                maxLength: child.sizeThatFits(proposal(major: .infinity, minor: minorLength))[axis])
        }
    }

    /// Stable insertion sort by `FlexibilityEstimate.precedes`.
    static func fittingOrder(_ estimates: [FlexibilityEstimate]) -> [FlexibilityEstimate] {
        var out: [FlexibilityEstimate] = []
        for e in estimates {
            var i = out.count
            while i > 0 && e.precedes(out[i - 1]) { i -= 1 }
            out.insert(e, at: i)
        }
        return out
    }

    func sizeChildrenInFlexibilityOrder(_ p: ProposedSize) -> [ChildSizing] {
        let minorLength = p[minor]
        let order = StackLayout.fittingOrder(flexibilityEstimates(minor: minorLength))
        var result = [ChildSizing?](repeating: nil, count: children.count)
        var available = p[axis]! - internalSpacing
        guard let topPriority = order.first?.priority else { return [] }

        // reserveLowerPriorityMinimums
        available -= order.filter { $0.priority < topPriority }.reduce(0) { $0 + $1.minLength }

        var start = 0
        while start < order.count {
            let priority = order[start].priority
            var end = start
            while end < order.count && order[end].priority == priority { end += 1 }
            let group = order[start..<end]
            if priority < topPriority {
                available += group.reduce(0) { $0 + $1.minLength }   // un-reserve this group
            }
            var remaining = group.count
            for e in group {
                let share = available.isInfinite ? max(available, 0) : max(available / Double(remaining), 0)
                let cp = proposal(major: share, minor: minorLength)
                let s = children[e.index].sizeThatFits(cp)
                result[e.index] = ChildSizing(proposal: cp, size: s)
                if available.isFinite { available -= s[axis] }
                remaining -= 1
            }
            start = end
        }
        return result.map { $0! }
    }

    // MARK: 4. stack size

    func stackSize(_ sizings: [ChildSizing]) -> Size {
        var s = Size.zero
        s[axis] = sizings.reduce(internalSpacing) { $0 + $1.size[axis] }
        s[minor] = sizings.map { $0.size[minor] }.max() ?? 0
        return s
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        var s = stackSize(sizeChildren(proposal))
        if fillsAcross, let offered = proposal[minor], offered.isFinite { s[minor] = max(s[minor], offered) }
        return s
    }

    // MARK: 5. placement

    func proposalWhenPlacing(_ p: ProposedSize, size: Size) -> ProposedSize {
        var q = p
        if q[minor] == nil { q[minor] = size[minor] }
        return q
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        let sizings = sizeChildren(proposalWhenPlacing(proposal, size: rect.size))
        let rightToLeft = axis == .horizontal && env.direction == .rightToLeft
        var cursor = axis == .horizontal ? (rightToLeft ? rect.maxX : rect.minX) : rect.minY
        var elements: [LayoutElement] = []
        for (i, child) in children.enumerated() {
            let s = sizings[i].size
            var origin = Point.zero
            if axis == .horizontal {
                if rightToLeft {
                    cursor -= distancesToPrevious[i] + s.width
                    origin.x = cursor
                } else {
                    cursor += distancesToPrevious[i]
                    origin.x = cursor
                    cursor += s.width
                }
                origin.y = AlignmentMath.centerOverflow(length: s.height, in: rect.height, start: rect.minY,
                                                        fraction: AlignmentMath.fraction(alignment.vertical))
            } else {
                cursor += distancesToPrevious[i]
                origin.y = cursor
                cursor += s.height
                origin.x = AlignmentMath.centerOverflow(
                    length: s.width, in: rect.width, start: rect.minX,
                    fraction: AlignmentMath.resolveLeadingTrailing(alignment.horizontal, env.direction))
            }
            elements.append(child.place(in: Rect(origin: origin, size: s), proposal: sizings[i].proposal,
                                        context: context))
        }
        return KindPlacement(children: elements)
    }
}
