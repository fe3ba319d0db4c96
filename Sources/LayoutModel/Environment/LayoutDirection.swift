public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft

    /// The variant-axis spelling: `ltr` / `rtl`.
    public var shortName: String { self == .leftToRight ? "ltr" : "rtl" }

    /// Accepts `ltr`, `rtl`, `leftToRight`, `rightToLeft`.
    public init?(name: String) {
        switch name {
        case "ltr", "leftToRight": self = .leftToRight
        case "rtl", "rightToLeft": self = .rightToLeft
        default: return nil
        }
    }
}

public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
