/// The strings of one locale of the variant matrix, as a `StringResolving` for layout.
///
/// Rules (spec section 4, "locales"):
/// - A key is looked up in the catalog for `language` (`StringsCatalog.displayed`: a missing key
///   shows the source language's string or `[key]`, an untranslated one the source's) and
///   formatted with its arguments (`StringFormatter`: plurals, substitutions, locale digits).
///   Without a catalog a key shows as itself.
/// - A date, duration or number is formatted for the language through `formatting` (ICU).
/// - A looked-up string is inline Markdown, as SwiftUI reads a `LocalizedStringKey`: `**App**`
///   shows "App" (`InlineMarkdown`).
/// - A literal is shown as written in every real locale: it is hard-coded, not localized (the
///   `hardcoded-string` check reports it), just as Xcode's pseudolanguages leave
///   `Text(verbatim:)` untouched.
/// - The pseudo-locales then transform *every* string, literals and looked-up keys alike, since
///   their point is to show how any text on screen reacts to longer or marked strings.
public struct LocalizedStrings: StringResolving {
    /// What happens to a string after lookup.
    public enum Transform: Sendable {
        /// Shown as looked up (`en` and real locales).
        case none
        /// Accented and padded (`pseudo130`, `pseudo150`).
        case pseudo(PseudoLocalizer)
        /// Wrapped in `[` `]` so truncation at either end is visible (`bounded`).
        case bounded
    }

    /// The locale name as given, e.g. `pseudo150` or `de`.
    public let locale: String
    public let catalog: StringsCatalog?
    /// The catalog language keys are looked up in.
    public let language: String
    public let transform: Transform
    /// Plural rules, digits and dates of the language (ICU); nil formats numbers as written.
    public let formatting: (any LocaleFormatting)?

    public init(locale: String, catalog: StringsCatalog?, language: String, transform: Transform,
                formatting: (any LocaleFormatting)? = nil) {
        self.locale = locale; self.catalog = catalog; self.language = language; self.transform = transform
        self.formatting = formatting
    }

    /// The locale ICU formats for: the catalog language (`Base` is the source language).
    var formattingLocale: String {
        language == StringsCatalog.baseLanguage ? (catalog?.effectiveSourceLanguage ?? StringsCatalog.defaultSourceLanguage) : language
    }

    public func resolve(_ value: TextValue) -> String { resolveWithStatus(value).text }

    /// How the catalog answered for `value` in this language.
    public func status(_ value: TextValue) -> StringStatus { resolveWithStatus(value).status }

    /// The text in the catalog's language (a concatenation's pieces each looked up on their own),
    /// then the locale's transform, once for the whole text.
    func resolveWithStatus(_ value: TextValue) -> (text: String, status: StringStatus) {
        let (text, status) = lookUp(value)
        return (transformed(text), status)
    }

    private func lookUp(_ value: TextValue) -> (text: String, status: StringStatus) {
        let formatter = StringFormatter(locale: formattingLocale, formatting: formatting)
        let key: String, arguments: [String]
        switch value {
        case .literal(let s): return (s, .found)
        case .concatenation(let parts):
            // Each piece looked up on its own; the first piece that is not found speaks for the text.
            let pieces = parts.map { lookUp($0) }
            return (pieces.map(\.text).joined(), pieces.first { $0.status != .found }?.status ?? .found)
        case .formatted(let v): return (v.text(locale: formattingLocale, formatting: formatting), .found)
        case .key(let k): key = k; arguments = []
        case .format(let k, let a): key = k; arguments = a
        }
        // A looked-up string is inline Markdown (`InlineMarkdown`); a literal is not.
        guard let catalog else {
            let filled = formatter.text(CatalogEntry(string: .unit(value: key, state: nil)), arguments: arguments)
            return (InlineMarkdown.plainText(filled.text), filled.missing.map(StringStatus.missingArgument) ?? .found)
        }
        let (entry, status) = catalog.displayed(key: key, language: language)
        guard let entry else { return ("[" + key + "]", status) }
        let filled = formatter.text(entry, arguments: arguments)
        if status == .found, let m = filled.missing { return (InlineMarkdown.plainText(filled.text), .missingArgument(m)) }
        return (InlineMarkdown.plainText(filled.text), status)
    }

    private func transformed(_ text: String) -> String {
        switch transform {
        case .none: return text
        case .pseudo(let localizer): return localizer.pseudolocalize(text)
        // An empty string stays empty: brackets would give an empty text a size it does not have.
        case .bounded: return text.isEmpty ? text : "[" + text + "]"
        }
    }
}
