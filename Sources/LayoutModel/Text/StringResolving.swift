/// Turns a string of a screen (a literal or a catalog key) into what a variant shows: looked up in
/// the strings catalog for the variant's locale, or pseudo-localized. Layout asks; Localization answers.
public protocol StringResolving: Sendable {
    func resolve(_ value: TextValue) -> String
}

/// Shows literals as written and keys as themselves (their Markdown read): no catalog, no pseudo-localization.
public struct VerbatimStrings: StringResolving {
    public init() {}
    public func resolve(_ value: TextValue) -> String {
        switch value {
        case .literal(let s): return s
        // A key is inline Markdown, as SwiftUI reads a `LocalizedStringKey` (`InlineMarkdown`).
        case .key(let s): return InlineMarkdown.plainText(s)
        case .format(let key, let arguments): return InlineMarkdown.plainText(Placeholders.fill(key, arguments).text)
        case .formatted(let value): return value.text(locale: StringsCatalog.defaultSourceLanguage, formatting: nil)
        case .concatenation(let parts): return parts.map(resolve).joined()
        }
    }
}
