// Which string a key shows in a language, and how it was found (the `missing-string` and
// `untranslated` checks read the status).
//
// Rules:
// * the language's own unit is shown; `needs_review` is shown and noted;
// * a unit whose state is `new`, or whose value is empty, is untranslated: the source language's
//   string is shown, as the app shows it;
// * a language without a unit for the key is missing: the source language's string (or Base's)
//   is shown; else the key itself when it is text (SwiftUI's `Text("Tempo")` key is its own
//   source string), or `[key]` for an identifier-like key (no spaces, a `.` between letters: `paywall.title`);
// * in the source language a key is found when it has a unit or a Base value, is listed in an
//   `.xcstrings` file, or is text; only an identifier-like key missing there is missing.

extension StringsCatalog {
    public func displayed(key: String, language: String) -> (entry: CatalogEntry?, status: StringStatus) {
        let isSource = language == effectiveSourceLanguage || language == Self.baseLanguage
        let ownText = listedKeys.contains(key) || !Self.isIdentifier(key) ? CatalogEntry(string: .unit(value: key, state: nil)) : nil
        func fallback() -> CatalogEntry? {
            fallbackChain(for: language).dropFirst().lazy.compactMap { entry(key: key, language: $0) }.first ?? ownText
        }
        if let own = entry(key: key, language: language) {
            let general = own.string.general
            if !isSource, general?.state == "new" || (general?.value.isEmpty ?? true) { return (fallback(), .untranslated) }
            return (own, general?.state == "needs_review" ? .needsReview : .found)
        }
        if isSource, let shown = fallback() { return (shown, .found) }
        return (fallback(), .missing)
    }

    /// A key written as an identifier (`paywall.title`), not as text (`1.5×`, `Tempo`): no spaces,
    /// and a dot between two letters.
    static func isIdentifier(_ key: String) -> Bool {
        let c = Array(key)
        return !c.contains(where: \.isWhitespace)
            && c.indices.dropFirst().dropLast().contains { c[$0] == "." && c[$0 - 1].isLetter && c[$0 + 1].isLetter }
    }
}
