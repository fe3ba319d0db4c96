/// The locale axis of the variant matrix (spec section 4): the built-in `en`, `pseudo130`,
/// `pseudo150`, `bounded`, and any language of the configured strings catalog.
public enum Locales {
    public static let builtIn = ["en", "pseudo130", "pseudo150", "bounded"]

    /// Every locale name `resolver(for:)` accepts with `catalog` (extension: `pseudoNNN` for any
    /// NNN above 100 also works, e.g. `pseudo200` for Xcode's double-length pseudolanguage).
    public static func available(catalog: StringsCatalog?) -> [String] {
        builtIn + (catalog?.languages ?? []).filter { !builtIn.contains($0) }
    }

    /// The strings of `locale`. `measure` is the rendered width of a string (the text engine at
    /// body size); pseudo-locales pad to their budget in that measure, else in characters.
    /// Throws when `locale` is neither built in nor a language of `catalog`.
    public static func resolver(for locale: String, catalog: StringsCatalog? = nil,
                                measure: (@Sendable (String) -> Double)? = nil,
                                formatting: (any LocaleFormatting)? = nil) throws -> LocalizedStrings {
        // Keys of the built-in locales come from the catalog's English or, failing that, its source language.
        let source = catalog.map { $0.language(matching: "en") ?? $0.effectiveSourceLanguage }
            ?? StringsCatalog.defaultSourceLanguage
        func make(_ language: String, _ transform: LocalizedStrings.Transform) -> LocalizedStrings {
            LocalizedStrings(locale: locale, catalog: catalog, language: language, transform: transform,
                             formatting: formatting)
        }
        switch locale {
        case "en": return make(source, .none)
        case "bounded": return make(source, .bounded)
        default: break
        }
        if let percent = pseudoPercent(locale) {
            return make(source, .pseudo(PseudoLocalizer(expansion: Double(percent - 100) / 100, measure: measure)))
        }
        if let catalog, let language = catalog.language(matching: locale) {
            return make(language, .none)
        }
        let languages = catalog?.languages ?? []
        let known = languages.isEmpty ? "no strings catalog is configured" : "the strings catalog has " + languages.joined(separator: ", ")
        throw LocalizationError("unknown locale \"\(locale)\": \(known); built-in locales are " + builtIn.joined(separator: ", "))
    }

    /// Whether `locale` shows made-up text (`pseudo130`, `pseudoNNN`, `bounded`) rather than a language's.
    public static func isPseudo(_ locale: String) -> Bool { locale == "bounded" || pseudoPercent(locale) != nil }

    /// 130 for `pseudo130`; nil unless the name is `pseudo` + a whole percentage above 100.
    static func pseudoPercent(_ locale: String) -> Int? {
        guard locale.hasPrefix("pseudo"), let n = Int(locale.dropFirst("pseudo".count)),
              n > 100, n <= 1000, String(n) == locale.dropFirst("pseudo".count) else { return nil }
        return n
    }
}
