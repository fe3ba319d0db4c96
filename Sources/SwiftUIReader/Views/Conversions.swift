import LayoutModel
import SwiftSyntax

// SwiftUI's values read as the model's: colours, fonts, alignments, edges, sizes.

enum ColorConversion {
    /// `Color.red`, `.secondary`, `Color(.secondarySystemBackground)`: SwiftUI's names for the
    /// model's system colours.
    static func named(_ name: String) -> ColorValue? {
        switch name {
        case "primary": return .system(.label)
        case "secondary": return .system(.secondaryLabel)
        case "red": return .system(.systemRed)
        case "green": return .system(.systemGreen)
        case "blue": return .system(.systemBlue)
        case "orange": return .system(.systemOrange)
        case "gray", "grey": return .system(.systemGray)
        case "accentColor", "accent", "tint": return .system(.accentColor)
        // The shape styles `.foreground` and `.background`: the default text colour and the
        // window's background (a view that sets no style has these).
        case "foreground": return .system(.label)
        case "background": return .system(.systemBackground)
        case "white": return .system(.white)
        case "black": return .system(.black)
        case "clear": return .system(.clear)
        case "yellow": return .system(.systemYellow)
        case "pink": return .system(.systemPink)
        case "purple": return .system(.systemPurple)
        case "teal": return .system(.systemTeal)
        case "indigo": return .system(.systemIndigo)
        case "mint": return .system(.systemMint)
        case "cyan": return .system(.systemCyan)
        case "brown": return .system(.systemBrown)
        case "tertiary": return .system(.tertiaryLabel)
        case "quaternary": return .system(.quaternaryLabel)
        default:
            // UIKit's names: `Color(.systemBackground)`, `Color(uiColor: .label)`.
            if let s = SystemColor(rawValue: name) { return .system(s) }
            return nil
        }
    }

    /// A material (`.regularMaterial`, `.bar`) as a shape style: iOS blurs what is behind it and
    /// tints it with the system background; the model draws no blur, so a material is the system
    /// background at the material's opacity over what is behind. Apple publishes no numbers for the
    /// tint; these opacities rise evenly from ultra-thin to ultra-thick, and `.bar` is the regular one.
    static func material(_ name: String, _ appearance: Appearance) -> ColorValue? {
        let opacity: Double
        switch name {
        case "ultraThinMaterial": opacity = 0.35
        case "thinMaterial": opacity = 0.55
        case "regularMaterial", "bar": opacity = 0.7
        case "thickMaterial": opacity = 0.85
        case "ultraThickMaterial": opacity = 0.93
        default: return nil
        }
        return ColorValue.system(.systemBackground).withOpacity(opacity, in: appearance)
    }

    /// A UIKit or AppKit colour's name (`Color(uiColor: .secondaryLabel)`, `Color(nsColor:
    /// .secondaryLabelColor)`): UIKit's names as SwiftUI's; AppKit's are UIKit's with `Color` after
    /// them, `textColor` is the label's, `controlAccentColor` the accent, and the window's and
    /// text's backgrounds the system background (light and dark as on iOS). Nil for the others.
    static func platformNamed(_ name: String) -> ColorValue? {
        switch name {
        case "textColor": return .system(.label)
        case "controlAccentColor": return .system(.accentColor)
        case "windowBackgroundColor", "textBackgroundColor", "controlBackgroundColor": return .system(.systemBackground)
        default:
            if let s = SystemColor(rawValue: name) { return .system(s) }
            guard name.hasSuffix("Color"), let s = SystemColor(rawValue: String(name.dropLast(5))) else { return nil }
            return .system(s)
        }
    }

    /// A value used as a colour or shape style.
    static func color(_ v: Value, _ appearance: Appearance) -> ColorValue? {
        switch v {
        case .color(let c): return c
        case .member(let name, let args) where args.isEmpty: return named(name) ?? material(name, appearance)
        // `.shadow(.drop(radius: 10))` as a style: the current (foreground) style with a shadow, as
        // `.background(.shadow(.drop(radius: 10)), in: shape)` fills the shape; the shadow (a soft
        // edge of a few points) is not drawn, as a colour's `.shadow(...)` is not.
        case .member("shadow", let args) where args.count == 1 && args[0].label == nil: return named("foreground")
        case .member("$color.opacity", let args):
            guard args.count == 2, let c = color(args[0].value, appearance), let o = args[1].value.number else { return nil }
            return c.withOpacity(o, in: appearance)
        default: return nil
        }
    }
}

enum FontConversion {
    /// `.title`, `.system(size: 17, weight: .bold)`, `.custom("X", size: 17, relativeTo: .body)`,
    /// `.body.weight(.semibold)`, `.headline.bold()`.
    static func font(_ v: Value) -> FontValue? {
        switch v {
        case .font(let f): return f
        case .member(let name, let args):
            if args.isEmpty, let style = TextStyle(rawValue: name) { return FontValue(style: style) }
            switch name {
            case "system":
                var f = FontValue()
                if let first = args.first(where: { $0.label == nil }) {
                    guard case .member(let s, _) = first.value, let style = TextStyle(rawValue: s) else { return nil }
                    f.style = style
                } else if case .scaled(let base, let style, _)? = args.first(where: { $0.label == "size" })?.value {
                    // `.system(size: scaledMetric)` scales with Dynamic Type, as `{size, relativeTo}` does.
                    f.size = base
                    f.relativeTo = style
                } else {
                    guard let size = args.first(where: { $0.label == "size" })?.value.number, size > 0 else { return nil }
                    f.size = size
                }
                f.weight = args.first { $0.label == "weight" }.flatMap { weight($0.value) }
                if case .member(let d, _)? = args.first(where: { $0.label == "design" })?.value { f.design = FontDesign(rawValue: d) }
                return f
            case "custom":
                // `.custom(name, size:)` scales like body (or `relativeTo:`); `.custom(name, fixedSize:)` does not.
                guard let size = args.first(where: { $0.label == "size" || $0.label == "fixedSize" })?.value.number, size > 0 else { return nil }
                var f = FontValue(size: size)
                if case .string(let name)? = args.first(where: { $0.label == nil })?.value { f.name = name.text }
                if case .member(let s, _)? = args.first(where: { $0.label == "relativeTo" })?.value { f.relativeTo = TextStyle(rawValue: s) }
                if args.contains(where: { $0.label == "fixedSize" }) { f.relativeTo = nil }
                else if f.relativeTo == nil { f.relativeTo = .body }
                return f
            case "$font.weight":
                guard args.count == 2, var f = font(args[0].value), let w = weight(args[1].value) else { return nil }
                f.weight = w
                return f
            case "$font.bold":
                guard var f = font(args[0].value) else { return nil }
                f.weight = .bold
                return f
            case "$font.italic":
                return font(args[0].value)
            default: return nil
            }
        default: return nil
        }
    }

    static func weight(_ v: Value) -> FontWeight? {
        guard case .member(let name, _) = v else { return nil }
        switch name {
        case "ultraLight", "thin", "light", "regular": return .regular
        case "black": return .heavy
        default: return FontWeight(rawValue: name)
        }
    }
}

enum LayoutConversion {
    static func alignment(_ v: Value) -> Alignment? {
        guard case .member(let name, _) = v else { return nil }
        return Alignment(name: name)
    }

    static func horizontal(_ v: Value) -> HorizontalAlignment? {
        guard case .member(let name, _) = v else { return nil }
        return HorizontalAlignment(rawValue: name)
    }

    static func vertical(_ v: Value) -> VerticalAlignment? {
        guard case .member(let name, _) = v else { return nil }
        switch name {
        case "firstTextBaseline", "lastTextBaseline": return .center
        default: return VerticalAlignment(rawValue: name)
        }
    }

    /// `.top`, `.horizontal`, `[.leading, .bottom]`, `.all`: the edges named.
    static func edges(_ v: Value) -> Set<String>? {
        switch v {
        case .member(let name, _):
            switch name {
            case "all": return ["top", "bottom", "leading", "trailing"]
            case "horizontal": return ["leading", "trailing"]
            case "vertical": return ["top", "bottom"]
            case "top", "bottom", "leading", "trailing": return [name]
            default: return nil
            }
        case .array(let items):
            var out = Set<String>()
            for i in items { guard let e = edges(i) else { return nil }; out.formUnion(e) }
            return out
        default: return nil
        }
    }

    static func dynamicTypeSize(_ v: Value) -> DynamicTypeSize? {
        switch v {
        case .member(let name, _), .enumCase(_, let name, _): return DynamicTypeSize(name: name)
        default: return nil
        }
    }

    static func textAlignment(_ v: Value) -> LayoutModel.TextAlignment? {
        guard case .member(let name, _) = v else { return nil }
        return LayoutModel.TextAlignment(rawValue: name)
    }
}
