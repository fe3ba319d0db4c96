// Alignment: where a child of a given size sits inside a container rect.
//
// SwiftUI aligns children on alignment guides (notes §1.1). For the guides the screen format has
// (leading/center/trailing, top/center/bottom, and the absolute left/right) this reduces to a
// fraction of the free space. Rules:
// * `resolveLeadingTrailing`: `leading` is the left edge in left-to-right and the right edge in
//   right-to-left; `trailing` the opposite (notes §1.12). `left`/`right` are absolute and never
//   mirror (spec §2: the classic mirroring bug the checks must catch).
// * `centerOverflow`: the free space may be negative (a child larger than its container); the same
//   formula then puts the overflow on both sides equally for `center`, all past the trailing edge for
//   `leading`, and so on. Nothing clips: SwiftUI draws the overflow outside (notes §1.1).

enum AlignmentMath {
    /// Fraction of the free horizontal space left of the child: 0 = flush left, 1 = flush right.
    static func resolveLeadingTrailing(_ h: HorizontalAlignment, _ direction: LayoutDirection) -> Double {
        switch h {
        case .left: return 0
        case .right: return 1
        case .center: return 0.5
        case .leading: return direction == .leftToRight ? 0 : 1
        case .trailing: return direction == .leftToRight ? 1 : 0
        }
    }

    static func fraction(_ v: VerticalAlignment) -> Double {
        switch v {
        case .top: return 0
        case .center: return 0.5
        case .bottom: return 1
        }
    }

    /// `centerOverflow`: origin of a `length` long child aligned at `fraction` in `[start, start+space]`.
    /// A negative free space spreads the overflow by the same fraction (half each side when centred).
    static func centerOverflow(length: Double, in space: Double, start: Double, fraction: Double) -> Double {
        start + (space - length) * fraction
    }

    /// The rect of a child of `size` aligned in `container`.
    static func align(_ size: Size, in container: Rect, alignment: Alignment, direction: LayoutDirection) -> Rect {
        let x = centerOverflow(length: size.width, in: container.width, start: container.minX,
                               fraction: resolveLeadingTrailing(alignment.horizontal, direction))
        let y = centerOverflow(length: size.height, in: container.height, start: container.minY,
                               fraction: fraction(alignment.vertical))
        return Rect(origin: Point(x: x, y: y), size: size)
    }
}
