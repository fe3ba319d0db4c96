import Foundation

/// The language a screen was written in. A finding's fix-it names what the author types: YAML keys
/// (`accessibility: {label: ...}`) for a screen file, Swift modifiers (`.accessibility(label: ...)`)
/// for a screen written with the DSL.
/// Rule: the checks phrase fix-its in YAML; `swift` rewrites each YAML fix-it of the table below into
/// its DSL spelling, the rest of the message unchanged.
public enum ScreenLanguage: String, Hashable, Sendable {
    case yaml
    case swift

    /// The checks' YAML fix-its (a pattern, `N` a number) and their DSL spelling (`$1` the number).
    static let swiftFixIts: [(yaml: String, swift: String)] = [
        (#"accessibility: \{label: \.\.\.\}"#, ".accessibility(label: ...)"),
        (#"flipsForRightToLeft: true"#, ".flipsForRightToLeft()"),
        (#"\{size: ([0-9.]+), relativeTo: body\}"#, ".font(size: $1, relativeTo: .body)"),
        (#"use \{key: \.\.\.\}"#, "use A11y.Text(key: ...)"),
        (#"hitSlop: ([0-9.]+)"#, ".hitSlop($1)"),
        (#"contentShape: true"#, ".contentShape()"),
        (#"a flexible frame \(minHeight/maxWidth\)"#, "a flexible .frame(minHeight:maxWidth:)"),
        (#"or offset\.x"#, "or .offset(x:)"),
    ]

    private static let swiftPatterns: [(NSRegularExpression, String)] = swiftFixIts.map {
        (try! NSRegularExpression(pattern: $0.yaml), $0.swift)
    }

    /// `message` (written by a check, in YAML) in this language.
    public func phrase(_ message: String) -> String {
        guard self == .swift else { return message }
        var out = message
        for (pattern, template) in Self.swiftPatterns {
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
