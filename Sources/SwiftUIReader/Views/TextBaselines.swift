import LayoutModel

// `.baselineOffset(d)` on a `Text` (`StillFramesTests`): the glyphs are drawn `d` pt above their
// baseline (below for a negative `d`), and the line grows to hold them, as TextKit lays out an
// attributed string's `baselineOffset`: the glyphs keep their place from the line's top and the line
// is `d` taller below them (`|d|` taller above them when lowered). So the text is laid out as itself
// with `d` pt of padding under it, or `|d|` over it. On a view that is no `Text` (iOS 16's
// `View.baselineOffset`, for the texts in it) it is listed as left out.

enum TextModifiers {
    static func baselineOffset(_ d: Double) -> EdgeInsets {
        d >= 0 ? EdgeInsets(top: 0, leading: 0, bottom: d, trailing: 0) : EdgeInsets(top: -d, leading: 0, bottom: 0, trailing: 0)
    }
}
