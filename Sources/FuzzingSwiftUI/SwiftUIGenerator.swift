import Foundation

/// Writes valid-looking SwiftUI files for the SwiftUI reader: a `#Preview` of views nested a few
/// levels (sometimes 40 or 300 deep), modifiers with numbers at the edges (`1e18`, `.infinity`,
/// `1/0.0`, `Int.max`, NaN), computed values that double (`a = a + a` in a loop), nested array
/// literals, a helper view and a `PreviewProvider`. Most evaluate; the rest must be a thrown,
/// located error or a warning, never a crash or a hang.
public enum SwiftUIGenerator {
    public static let numbers = ["0", "-1", "1", "44", "0.5", "1e-300", "1e18", "-1e18", "1e19", "1e308", ".infinity", "-.infinity",
                                 "CGFloat.infinity", ".nan", "1/0.0", "0/0.0", "Int.max", "Int.min", "Int.max + 1", "100_000",
                                 "100_001", "2e9", "-0.0", "Double.greatestFiniteMagnitude", "(1 << 62) * 4"]
    public static let strings = ["Hello", "", "مرحبا", "\\u{202E}evil", "\\u{1B}[31m", "::error::x", "<b>x</b>",
                                 String(repeating: "W", count: 300)]
    static let modifiers = ["frame(width: N)", "frame(height: N)", "frame(minWidth: N, maxWidth: N)", "frame(maxWidth: .infinity)",
                            "frame(width: N, height: N)", "padding(N)", "padding(.horizontal, N)", "offset(x: N, y: N)",
                            "lineLimit(N)", "cornerRadius(N)", "opacity(N)", "layoutPriority(N)", "font(.system(size: N))",
                            "minimumScaleFactor(N)", "lineSpacing(N)", "gridCellColumns(N)", "border(Color.red, width: N)",
                            "shadow(radius: N)", "foregroundStyle(Color(red: N, green: N, blue: N))", "bold()",
                            "accessibilityLabel(\"S\")", "font(.title)"]

    /// A whole Swift file with one or two previews.
    public static func file<R: RandomNumberGenerator>(_ r: inout R) -> String {
        var text = "import SwiftUI\n\n"
        text += "struct Row: View {\n    var title: String\n    var body: some View { HStack { Text(title); Spacer() } }\n}\n\n"
        if r.below(4) == 0 { text += doubling(&r) }
        text += "#Preview(\"Fuzz\") {\n"
        switch r.below(8) {
        case 0:
            text += "    " + deep(r.choose([8, 40, 300]), &r) + "\n"
        case 1:
            let depth = r.choose([5, 20, 30])
            text += "    let a = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "\n"
            text += "    Text(\"\\(a.count)\")\n"
        default:
            text += "    " + view(r.below(5), &r) + "\n"
        }
        text += "}\n"
        if r.below(3) == 0 {
            text += "\nstruct Fuzz_Previews: PreviewProvider {\n    static var previews: some View {\n        "
                + view(2, &r) + "\n    }\n}\n"
        }
        return text
    }

    /// A value that doubles `n` times: a string, an array, or a number.
    static func doubling<R: RandomNumberGenerator>(_ r: inout R) -> String {
        let n = r.choose([4, 24, 40, 64])
        let start = r.choose(["\"ab\"", "[1, 2]", "1", "Int.max / 2"])
        let body = r.below(2) == 0 ? "for _ in 0..<\(n) { a = a + a }" : String(repeating: "a = a + a; ", count: min(n, 40))
        let count = r.below(2) == 0 ? "Array(repeating: 0, count: \(r.choose(["2_000_000_000", "Int.max", "-1", "3"])))" : "[0]"
        return "func grow() -> String {\n    var a = \(start)\n    \(body)\n    let b = \(count)\n    return \"\\(a) \\(b.count)\"\n}\n\n"
            + "struct Grown: View {\n    var body: some View { Text(grow()) }\n}\n\n"
    }

    static func deep<R: RandomNumberGenerator>(_ depth: Int, _ r: inout R) -> String {
        let open = r.choose(["VStack { ", "HStack { ", "ZStack { ", "ScrollView { "])
        return String(repeating: open, count: depth) + "Text(\"deep\")" + String(repeating: " }", count: depth)
    }

    static func view<R: RandomNumberGenerator>(_ depth: Int, _ r: inout R) -> String {
        var text: String
        if depth <= 0 || r.below(3) == 0 {
            switch r.below(7) {
            case 0: text = "Text(\"\(r.choose(strings))\")"
            case 1: text = "Image(systemName: \"star\")"
            case 2: text = "Button(\"\(r.choose(strings))\") {}"
            case 3: text = "Row(title: \"\(r.choose(strings))\")"
            case 4: text = "Grown()"
            case 5: text = "Color(red: \(r.choose(numbers)), green: 0, blue: 0)"
            default: text = "Spacer(minLength: \(r.choose(numbers)))"
            }
        } else {
            let children = (0..<(1 + r.below(3))).map { _ in view(depth - 1, &r) }.joined(separator: "\n")
            switch r.below(6) {
            case 0: text = "LazyVGrid(columns: [GridItem(.fixed(\(r.choose(numbers)))), GridItem(.flexible(minimum: \(r.choose(numbers))))]) {\n\(children)\n}"
            case 1: text = "ForEach(0..<\(r.choose(["3", "1000", "Int.max"])), id: \\.self) { i in\nText(\"\\(i)\")\n}"
            case 2: text = "Grid {\nGridRow {\n\(children)\n}\n}"
            default: text = "\(r.choose(["VStack", "HStack", "ZStack", "List", "ScrollView"])) {\n\(children)\n}"
            }
        }
        for _ in 0..<r.below(4) {
            var m = r.choose(modifiers)
            while let range = m.range(of: "N") { m.replaceSubrange(range, with: r.choose(numbers)) }
            text += "\n." + m
        }
        return text
    }
}
