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
        transformed(looked(up: value))
    }

    /// The string in the catalog's language; a concatenation's pieces each looked up on their own.
    private func looked(up value: TextValue) -> String {
        switch value {
        case .literal(let s): return s
        case .key(let key): return catalog?.resolve(key: key, language: language) ?? key
        case .format(let key, let arguments):
            return Placeholders.fill(catalog?.resolve(key: key, language: language) ?? key, arguments)
        case .concatenation(let parts): return parts.map { looked(up: $0) }.joined()
        }
    }

    /// The locale's transform, once for the whole text.
    private func transformed(_ text: String) -> String {
        switch transform {
        case .none: return text
        case .pseudo(let localizer): return localizer.pseudolocalize(text)
        // An empty string stays empty: brackets would give an empty text a size it does not have.
        case .bounded: return text.isEmpty ? text : "[" + text + "]"
        }
    }
}
