// Bold Text (Settings > Accessibility > Display & Text Size > Bold Text): SwiftUI's
// `legibilityWeight`. With it on, iOS draws every text and symbol one weight step heavier.
//
// The step, per weight the model knows (source: issue 13 and UIKit's `UIFont.Weight` scale, on
// which iOS adds about 0.3 with Bold Text on: regular 0 -> semibold 0.3, medium 0.23 -> bold 0.4,
// semibold 0.3 -> bold 0.4, bold 0.4 -> heavy 0.56; heavy goes to black 0.62, which the model's
// fonts lack, so heavy stays heavy):
//
//   regular  -> semibold
//   medium   -> bold
//   semibold -> bold
//   bold     -> heavy
//   heavy    -> heavy

/// The variant's Bold Text setting, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: String, Hashable, Sendable, CaseIterable {
    case regular, bold

    /// The weight text and symbols are drawn with when a view asks for `weight`.
    public func applied(to weight: FontWeight) -> FontWeight {
        guard self == .bold else { return weight }
        switch weight {
        case .regular: return .semibold
        case .medium, .semibold: return .bold
        case .bold, .heavy: return .heavy
        }
    }
}
