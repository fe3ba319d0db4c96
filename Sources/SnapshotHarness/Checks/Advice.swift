import LayoutModel

/// A finding's fix, written the way its screen is: in the screen format, or in SwiftUI for a
/// screen read from a `.swift` file.
enum Advice {
    static func isSwiftUI(_ e: LayoutElement) -> Bool { e.source?.file.hasSuffix(".swift") == true }

    static func fixedFont(_ e: LayoutElement, size: String) -> String {
        isSwiftUI(e) ? "use a text style (.font(.body)), or scale the size with @ScaledMetric or .custom(_:size:relativeTo:)"
            : "use a text style, or {size: \(size), relativeTo: body}"
    }

    static func hardcodedString(_ e: LayoutElement) -> String {
        isSwiftUI(e) ? "is not localized (Text(verbatim:) or a String); use a LocalizedStringKey literal, Text(\"...\"), or String(localized:)"
            : "is written into the screen; move it to the strings catalog and use {key: ...}"
    }

    static func missingLabel(_ e: LayoutElement) -> String {
        isSwiftUI(e) ? "Add .accessibilityLabel(...) or visible text" : "Add accessibility: {label: ...} or visible text"
    }
}
