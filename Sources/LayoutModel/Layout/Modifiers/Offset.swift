// offset (spec §3): moves the drawn node and its subtree without changing layout (the parent keeps
// the space where it was). `x` is absolute and never mirrors; `leading` points towards the leading
// edge's opposite, i.e. +leading moves right in left-to-right and left in right-to-left
// (`mirrorForRightToLeft`). Applied after frame, decorations and clipping, so it moves them too.

enum OffsetRules {
    static func displacement(_ offset: OffsetValue?, direction: LayoutDirection) -> (dx: Double, dy: Double) {
        guard let offset else { return (0, 0) }
        let leading = direction == .leftToRight ? offset.leading : -offset.leading
        return (offset.x + leading, offset.y)
    }
}
