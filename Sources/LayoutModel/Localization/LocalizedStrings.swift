/// The strings of one locale of the variant matrix, as a `StringResolving` for layout.
///
/// Rules (spec section 4, "locales"):
/// - A key is looked up in the catalog for `language` (then the source language, `Base`, and
///   finally the key itself; see `StringsCatalog.resolve`). Without a catalog a key shows as itself.
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

    public init(locale: String, catalog: StringsCatalog?, language: String, transform: Transform) {
        self.locale = locale; self.catalog = catalog; self.language = language; self.transform = transform
    }

    public func resolve(_ value: TextValue) -> String {
        let text: String
        switch value {
        case .literal(let s): text = s
        case .key(let key): text = catalog?.resolve(key: key, language: language) ?? key
        case .format(let key, let arguments):
            text = Placeholders.fill(catalog?.resolve(key: key, language: language) ?? key, arguments)
        }
        switch transform {
        case .none: return text
        case .pseudo(let localizer): return localizer.pseudolocalize(text)
        // An empty string stays empty: brackets would give an empty text a size it does not have.
        case .bounded: return text.isEmpty ? text : "[" + text + "]"
        }
    }
}
