import LayoutModel
import SwiftSyntax

// UIKit's Dynamic Type at a size category other than the variant's, as apps cap their text
// (issue 26: `min(metrics.scaledValue(for: size, compatibleWith: maxTraits), metrics.scaledValue(for:
// size, compatibleWith: traits))` left the font out, so a capped font was never drawn, capped or
// not). In the order applied:
//
// 1. `UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)` is a trait collection
//    holding that size category (UIKit's names, `ContentSizeCategory.uiKitName`).
// 2. `metrics.scaledValue(for: x, compatibleWith: traits)` scales `x` with the metrics' text style
//    at the traits' size category, as `scaledValue(for:)` does at the variant's (`DynamicTypeTable`).
// 3. `UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: traits)` and
//    `UIFont.preferredFont(forTextStyle:compatibleWith:)` have the `pointSize` of that style at the
//    traits' size category (the variant's without `compatibleWith:`).
// A trait collection whose size category is not known is not one: the call stays unknown, said.
extension Evaluator {
    /// Rule 1: the value `UITraitCollection(...)` makes, or nil.
    static func traitCollection(_ args: Arguments) -> Value? {
        guard let category = args.labeled("preferredContentSizeCategory"), sizeCategory(category) != nil else { return nil }
        return .object(Instance(type: "UITraitCollection", fields: ["preferredContentSizeCategory": category]))
    }

    /// The size category a value names (`.large`, `ContentSizeCategory.accessibilityLarge`, a trait collection's).
    static func sizeCategory(_ v: Value) -> DynamicTypeSize? {
        if case .object(let traits) = v, traits.type == "UITraitCollection", let c = traits.fields["preferredContentSizeCategory"] {
            return sizeCategory(c)
        }
        return LayoutConversion.dynamicTypeSize(v)
    }

    /// Rules 2 and 3: the size category `compatibleWith:` asks for, the variant's without it; nil
    /// when it is given and not known.
    func compatibleSize(_ args: Arguments) -> DynamicTypeSize? {
        guard let traits = args.labeled("compatibleWith") else { return environment.size }
        return Self.sizeCategory(traits)
    }

    /// Rule 3: `UIFontDescriptor.preferredFontDescriptor(...)` / `UIFont.preferredFont(...)`, or nil.
    func preferredFont(_ type: String, _ name: String, _ args: Arguments) -> Value? {
        let styleArgument: String
        switch (type, name) {
        case ("UIFontDescriptor", "preferredFontDescriptor"): styleArgument = "withTextStyle"
        case ("UIFont", "preferredFont"): styleArgument = "forTextStyle"
        default: return nil
        }
        guard case .member(let written, _)? = args.labeled(styleArgument),
              let style = TextStyle(rawValue: Self.uiKitTextStyles[written] ?? written), let size = compatibleSize(args) else { return nil }
        return .object(Instance(type: type, fields: ["pointSize": .double(DynamicTypeTable.pointSize(style, size))]))
    }

    /// UIKit's names of the text styles SwiftUI calls `title` and `caption`.
    static let uiKitTextStyles = ["title1": "title", "caption1": "caption"]
}
