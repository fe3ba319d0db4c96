import Foundation
import LayoutModel

// `Color.resolve(in:)` (iOS 17): a colour's components in an environment, as a `Color.Resolved`
// (issue 26: "modifier '.resolve' is not understood" where a theme picks the tint or label colour
// that contrasts better, from their luminance):
//
// 1. The environment is a new one (`EnvironmentValues()`, `.init()`): light appearance at standard
//    contrast, as a fresh `EnvironmentValues` has them; or the view's own (`@Environment(\.self)`, the
//    one a style's `resolve(in:)` gets): the variant's appearance.
// 2. `red`, `green`, `blue` and `opacity` are the sRGB components (0...1) the colour resolves to
//    there; `linearRed`, `linearGreen` and `linearBlue` the same, linearised (the sRGB transfer
//    function, IEC 61966-2-1); `cgColor` and `description` are not evaluated.
// 3. `Color(resolved)` is that colour, fixed.
extension Evaluator {
    /// Rules 1 and 2: the resolved colour, or nil when `environment` is neither of rule 1's.
    func resolvedColor(_ color: ColorValue, in environmentValue: Value?) -> Value? {
        let appearance: Appearance
        switch environmentValue {
        case .member("init", let a)? where a.isEmpty: appearance = .light
        case .object(let i)? where i.type == "EnvironmentValues" && i.fields.isEmpty: appearance = environment.appearance
        default: return nil
        }
        let c = color.resolve(ColorTraits(appearance))
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return .object(Instance(type: "Color.Resolved", fields: [
            "red": .double(c.r), "green": .double(c.g), "blue": .double(c.b), "opacity": .double(c.a),
            "linearRed": .double(linear(c.r)), "linearGreen": .double(linear(c.g)), "linearBlue": .double(linear(c.b)),
        ]))
    }

    /// Rule 3: `Color(resolved)`, or nil when `value` is not a resolved colour.
    static func color(fromResolved value: Value?) -> Value? {
        guard case .object(let i)? = value, i.type == "Color.Resolved", let r = i.fields["red"]?.number,
              let g = i.fields["green"]?.number, let b = i.fields["blue"]?.number else { return nil }
        return .color(.rgba(RGBA(r: r, g: g, b: b, a: i.fields["opacity"]?.number ?? 1)))
    }
}
