// How a stroke sits on a shape's edge, and how an open line ends.

/// Where a closed shape's outline is drawn relative to its edge.
public enum StrokeAlignment: Sendable, Hashable {
    /// Entirely inside the shape, like SwiftUI `.border` and `strokeBorder`: the shape's frame
    /// stays the stroke's outer edge, so a bordered view never grows or gets clipped. The default.
    case inside
    /// Centred on the edge, half inside and half outside, like SwiftUI `Shape.stroke`.
    case centered
    /// Entirely outside the shape.
    case outside

    /// How far the stroke's outer edge lies outside the shape's edge, for a stroke of width `w`.
    func outerOffset(width w: Double) -> Double {
        switch self {
        case .inside: return 0
        case .centered: return w / 2
        case .outside: return w
        }
    }
}

/// How an open line or polyline ends.
public enum LineCap: Sendable, Hashable {
    /// Ends exactly at the end points (dividers, separators).
    case butt
    /// Extends half the width beyond each end, square.
    case square
    /// A half-disc of the line's width beyond each end (checkmarks, chevrons).
    case round
}
