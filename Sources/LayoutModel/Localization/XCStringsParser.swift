import Foundation

/// Reads an Xcode string catalog (`.xcstrings`, Xcode 15+): a JSON object
/// `{"sourceLanguage": "en", "strings": {KEY: {"localizations": {LANG: {"stringUnit":
/// {"state": "translated", "value": "..."}}}}}}`. A localization may instead hold `variations`
/// (`plural` / `device`, each case with its own `stringUnit`, possibly nested); a screen shows
/// one string, so the `other` case is used (the general form, as Foundation uses for a count it
/// has no rule for), else the first case by name. Every unit is used whatever its `state`, as the
/// compiled catalog keeps it. A key with no localizations stands for its own source text.
enum XCStringsParser {
    static func parse(_ data: Data, file: String) throws -> StringsCatalog {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo["NSDebugDescription"] as? String
            throw LocalizationError(file: file, "is not valid JSON" + (detail.map { ": \($0)" } ?? ""))
        }
        guard let root = json as? [String: Any] else {
            throw LocalizationError(file: file, "must be a JSON object with \"sourceLanguage\" and \"strings\"")
        }
        guard let source = root["sourceLanguage"] as? String, !source.isEmpty else {
            throw LocalizationError(file: file, "has no \"sourceLanguage\" string")
        }
        guard let strings = root["strings"] as? [String: Any] else {
            throw LocalizationError(file: file, "has no \"strings\" object")
        }
        var catalog = StringsCatalog(sourceLanguage: source)
        for key in strings.keys.sorted() {
            let entryPath = "strings[\"\(key)\"]"
            guard let entry = strings[key] as? [String: Any] else {
                throw LocalizationError(file: file, "\(entryPath) must be an object")
            }
            guard let localizations = entry["localizations"] else { continue }
            guard let byLanguage = localizations as? [String: Any] else {
                throw LocalizationError(file: file, "\(entryPath).localizations must be an object")
            }
            for language in byLanguage.keys.sorted() {
                let path = "\(entryPath).localizations.\(language)"
                if let value = try unitValue(byLanguage[language], path: path, file: file) {
                    catalog.set(value, key: key, language: language)
                }
            }
        }
        return catalog
    }

    /// The value of a localization: its `stringUnit`, else its chosen variation; nil when it has
    /// neither (Xcode writes such empty entries for untranslated keys).
    private static func unitValue(_ any: Any?, path: String, file: String) throws -> String? {
        guard let object = any as? [String: Any] else {
            throw LocalizationError(file: file, "\(path) must be an object")
        }
        if let unit = object["stringUnit"] {
            guard let unitObject = unit as? [String: Any], let value = unitObject["value"] as? String else {
                throw LocalizationError(file: file, "\(path).stringUnit must be an object with a string \"value\"")
            }
            return value
        }
        guard let variations = object["variations"] else { return nil }
        guard let kinds = variations as? [String: Any] else {
            throw LocalizationError(file: file, "\(path).variations must be an object")
        }
        for kind in kinds.keys.sorted() {
            guard let cases = kinds[kind] as? [String: Any] else {
                throw LocalizationError(file: file, "\(path).variations.\(kind) must be an object")
            }
            let chosen = cases["other"] != nil ? "other" : cases.keys.sorted().first
            if let name = chosen,
               let value = try unitValue(cases[name], path: "\(path).variations.\(kind).\(name)", file: file) {
                return value
            }
        }
        return nil
    }
}
