import Foundation

/// Writes valid-looking screen files: random kinds nested a few levels, random modifiers, numbers
/// at the edges of every field's range (0, -0, 1e-20, the limit, one past it, 1e308, NaN,
/// infinity, 30 digits), hostile strings (bidi, emoji, escapes, workflow commands, 300 characters),
/// components with parameters. Most decode; the rest must be a thrown, located error.
public enum ScreenGenerator {
    public static let numbers = ["0", "-0.0", "1", "-1", "0.5", "44", "1e-20", "99999.5", "100000", "100001", "1e18", "1e308",
                                 "-1e308", ".nan", ".inf", "-.inf", "123456789012345678901234567890", "3", "'7'", "null", "true"]
    public static let strings = ["Hello", "", " ", "مرحبا بالعالم", "שלום", "a\\nb", "\\e[31mred", "::error::x", "${p}",
                                 String(repeating: "W", count: 300), "👩‍👩‍👧 emoji", "tab\\there", "{key: a.b}"]
    public static let colors = ["red", "'#FF0000'", "'#12345678'", "systemBlue", "label", "'#GGG'", "nope"]

    /// A whole screen file: a body up to 5 levels deep, sometimes through a component.
    public static func screen<R: RandomNumberGenerator>(_ r: inout R) -> String {
        var text = "screen: Fuzz\n"
        let usesComponent = r.below(3) == 0
        if usesComponent { text += "components:\n  Row: {hStack: [{text: \"${title}\"}, {spacer: {}}]}\n" }
        text += "body: {" + node(r.below(6), &r) + "}\n"
        if usesComponent && r.below(2) == 0 {
            text = text.replacingOccurrences(of: "{text: \"Hello\"}", with: "{use: Row, with: {title: Hi}}")
        }
        return text
    }

    static func node<R: RandomNumberGenerator>(_ depth: Int, _ r: inout R) -> String {
        var fields: [String]
        if depth <= 0 || r.below(3) == 0 {
            fields = [leaf(&r)]
        } else {
            switch r.below(5) {
            case 0: fields = ["scrollView: {" + node(depth - 1, &r) + "}"]
            case 1: fields = ["button: {" + node(depth - 1, &r) + "}"]
            default:
                let container = r.choose(["hStack", "vStack", "zStack", "adaptiveStack", "viewThatFits", "list"])
                let children = (0..<r.below(4)).map { _ in "{" + node(depth - 1, &r) + "}" }
                fields = ["\(container): [\(children.joined(separator: ", "))]"]
            }
        }
        for _ in 0..<r.below(4) { fields.append(modifier(&r)) }
        return fields.joined(separator: ", ")
    }

    static func leaf<R: RandomNumberGenerator>(_ r: inout R) -> String {
        switch r.below(12) {
        case 0: return "text: \"\(r.choose(strings))\""
        case 1: return "image: {symbol: \(r.choose(["star", "heart.fill", "nope"]))}"
        case 2: return "image: {width: \(r.choose(numbers)), height: \(r.choose(numbers))}"
        case 3: return "button: \"\(r.choose(strings))\""
        case 4: return "toggle: {label: \"\(r.choose(strings))\", isOn: true}"
        case 5: return "slider: {label: x, value: \(r.choose(numbers))}"
        case 6: return "spacer: {}"
        case 7: return "spacer: {minLength: \(r.choose(numbers))}"
        case 8: return "divider: {}"
        case 9: return "shape: {kind: \(r.choose(["capsule", "circle", "roundedRectangle", "blob"])), cornerRadius: \(r.choose(numbers))}"
        case 10: return "color: \(r.choose(colors))"
        default: return "textField: {label: \"\(r.choose(strings))\", placeholder: p}"
        }
    }

    static func modifier<R: RandomNumberGenerator>(_ r: inout R) -> String {
        switch r.below(19) {
        case 0: return "padding: \(r.choose(numbers))"
        case 1: return "frame: {width: \(r.choose(numbers)), maxHeight: \(r.choose(numbers + ["infinity"]))}"
        case 2: return "frame: {minWidth: \(r.choose(numbers)), maxWidth: \(r.choose(numbers)), alignment: leading}"
        case 3: return "font: {size: \(r.choose(numbers))}"
        case 4: return "font: \(r.choose(["body", "largeTitle", "caption2", "nope"]))"
        case 5: return "offset: {x: \(r.choose(numbers)), y: \(r.choose(numbers))}"
        case 6: return "spacing: \(r.choose(numbers))"
        case 7: return "lineLimit: \(r.choose(numbers))"
        case 8: return "opacity: \(r.choose(numbers))"
        case 9: return "layoutPriority: \(r.choose(numbers))"
        case 10: return "minimumScaleFactor: \(r.choose(numbers))"
        case 11: return "fixedSize: \(r.choose(["true", "false", "{horizontal: true}"]))"
        case 12: return "background: \(r.choose(colors))"
        case 13: return "foregroundColor: \(r.choose(colors))"
        case 14: return "cornerRadius: \(r.choose(numbers))"
        case 15: return "clipped: true"
        case 16: return "id: \"\(r.choose(strings))\""
        case 17: return "accessibility: {label: \"\(r.choose(strings))\", hidden: \(r.choose(["true", "false"]))}"
        default: return "layoutDirection: \(r.choose(["rtl", "ltr", "up"]))"
        }
    }
}
