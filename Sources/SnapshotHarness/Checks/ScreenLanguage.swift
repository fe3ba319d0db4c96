import Foundation

/// The language a screen was written in. A finding's fix-it names what the author types: YAML keys
/// (`accessibility: {label: ...}`) for a screen file, DSL modifiers (`.accessibility(label: ...)`)
/// for a screen written with the DSL, SwiftUI (`.accessibilityLabel(...)`) for a preview read from a
/// `.swift` file. The one place fix-its are put into the caller's language.
/// Rule: the checks phrase fix-its in YAML; every other language rewrites each YAML fix-it of its
/// table below into its own spelling, the rest of the message unchanged.
public enum ScreenLanguage: String, Hashable, Sendable {
    case yaml
    /// The Swift DSL.
    case swift
    /// SwiftUI, read from the app's `.swift` files.
    case swiftUI

    /// The checks' YAML fix-its (patterns; `$1` the number one holds) and their spelling in each language.
    static let fixIts: [ScreenLanguage: [(yaml: String, spelled: String)]] = [
        .swift: [
            (#"accessibility: \{label: \.\.\.\}"#, ".accessibility(label: ...)"),
            (#"flipsForRightToLeft: true"#, ".flipsForRightToLeft()"),
            (#"\{size: ([0-9.]+), relativeTo: body\}"#, ".font(size: $1, relativeTo: .body)"),
            (#"use \{key: \.\.\.\}"#, "use A11y.Text(key: ...)"),
            (#"hitSlop: ([0-9.]+)"#, ".hitSlop($1)"),
            (#"contentShape: true"#, ".contentShape()"),
            (#"a flexible frame \(minHeight/maxWidth\)"#, "a flexible .frame(minHeight:maxWidth:)"),
            (#"or offset\.x"#, "or .offset(x:)"),
            (#"accessibility: \{traits: \[(header|isModal)\]\}"#, ".accessibility(traits: [.$1])"),
            (#"accessibility: \{hidden: true\}"#, ".accessibility(hidden: true)"),
            (#"accessibility: \{actions: \[\.\.\.\]\}"#, ".accessibility(actions: [...])"),
            (#"layoutDirection: leftToRight"#, ".layoutDirection(.leftToRight)"),
        ],
        .swiftUI: [
            (#"(is|are) written into the screen; move (it|them) to the strings catalog and use \{key: \.\.\.\}"#,
             #"is not localized (Text(verbatim:) or a String); use a LocalizedStringKey literal, Text("..."), or String(localized:)"#),
            (#"use a text style, or \{size: [0-9.]+, relativeTo: body\}"#,
             "use a text style (.font(.body)), or scale the size with @ScaledMetric or .custom(_:size:relativeTo:)"),
            (#"accessibility: \{label: \.\.\.\}"#, ".accessibilityLabel(...)"),
            (#"add contentShape: true"#, "add .contentShape(Rectangle())"),
            (#"accessibility: \{traits: \[header\]\}"#, ".accessibilityAddTraits(.isHeader)"),
            (#"accessibility: \{traits: \[isModal\]\}"#, ".accessibilityAddTraits(.isModal)"),
            (#"accessibility: \{hidden: true\}"#, ".accessibilityHidden(true)"),
            (#"accessibility: \{actions: \[\.\.\.\]\}"#, ".accessibilityAction(named:)"),
            (#"layoutDirection: leftToRight"#, ".environment(\\\\.layoutDirection, .leftToRight)"),
            (#"a larger frame inside its label, or hitSlop: [0-9.]+(, extra invisible hit area)?"#,
             "a larger .frame on its label"),
        ],
    ]

    private static let patterns: [ScreenLanguage: [(NSRegularExpression, String)]] = fixIts.mapValues { table in
        table.map { (try! NSRegularExpression(pattern: $0.yaml), $0.spelled) }
    }

    /// `message` (written by a check, in YAML) in this language.
    public func phrase(_ message: String) -> String {
        var out = message
        for (pattern, template) in Self.patterns[self] ?? [] {
            out = pattern.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: template)
        }
        return out
    }
}

extension Finding {
    /// This finding with its fix-it in `language`.
    public func speaking(_ language: ScreenLanguage) -> Finding {
        var f = self
        f.message = language.phrase(message)
        return f
    }
}
