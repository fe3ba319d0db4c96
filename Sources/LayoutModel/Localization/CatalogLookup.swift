// Which string a key shows in a language, and how it was found (the `missing-string` and
// `untranslated` checks read the status).
//
// Rules:
// * the language's own unit is shown; `needs_review` is shown and noted;
// * a unit whose state is `new`, or whose value is empty, is untranslated: the source language's
//   string is shown, as the app shows it;
// * a language without a unit for the key is missing: the source language's string (or Base's)
//   is shown, else the key in brackets, `[key]`, so the gap is plain on screen;
// * in the source language a key is found when it has a unit, a Base value, or is listed in an
//   `.xcstrings` file (such a key is its own source text).

extension StringsCatalog {
    public func displayed(key: String, language: String) -> (entry: CatalogEntry?, status: StringStatus) {
        let isSource = language == effectiveSourceLanguage || language == Self.baseLanguage
        let listed = listedKeys.contains(key) ? CatalogEntry(string: .unit(value: key, state: nil)) : nil
        func fallback() -> CatalogEntry? {
            fallbackChain(for: language).dropFirst().lazy.compactMap { entry(key: key, language: $0) }.first ?? listed
        }
        if let own = entry(key: key, language: language) {
            let general = own.string.general
            if !isSource, general?.state == "new" || (general?.value.isEmpty ?? true) { return (fallback(), .untranslated) }
            return (own, general?.state == "needs_review" ? .needsReview : .found)
        }
        if isSource, let shown = fallback() { return (shown, .found) }
        return (fallback(), .missing)
    }
}
