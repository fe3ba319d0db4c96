// SwiftUI's alignment names for `ZStack(alignment:)`, `frame(alignment:)` and the like, each the
// value `Alignment(name:)` gives the same word in a screen file. `left`/`right` are absolute:
// they do not mirror in RTL.
extension Alignment {
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let left = Alignment(horizontal: .left, vertical: .center)
    public static let right = Alignment(horizontal: .right, vertical: .center)
}
