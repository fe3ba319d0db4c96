import Foundation

/// Reads an Xcode string catalog (`.xcstrings`, Xcode 15+): a JSON object
/// `{"sourceLanguage": "en", "strings": {KEY: {"localizations": {LANG: {"stringUnit":
/// {"state": "translated", "value": "..."}}}}}}`. A localization may instead hold `variations`
/// (`plural` / `device`, each case with its own `stringUnit`, possibly nested), and
/// `substitutions` (`{NAME: {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural":
/// ...}}}`) that its strings use as `%#@NAME@`. Every unit is kept with its `state`; the key's plain
/// value is the general form (`other`, else the first case by name). A key with no localizations
/// stands for its own source text.
enum XCStringsParser {
    static func parse(_ data: Data, file: String) throws -> StringsCatalog {
        let json: Any
        do {
            // `StrictJSON` reads a well-formed file; anything else goes to `JSONSerialization`,
            // whose error names the problem.
            json = try StrictJSON.read(data) ?? JSONSerialization.jsonObject(with: data)
        } catch {
            throw FormatErrors.located(error, file: file, data: data)
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
            catalog.list(key: key)
            guard let localizations = entry["localizations"] else { continue }
            guard let byLanguage = localizations as? [String: Any] else {
                throw LocalizationError(file: file, "\(entryPath).localizations must be an object")
            }
            for language in byLanguage.keys.sorted() {
                let path = "\(entryPath).localizations.\(language)"
                guard let object = byLanguage[language] as? [String: Any] else {
                    throw LocalizationError(file: file, "\(path) must be an object")
                }
                guard let string = try catalogString(object, path: path, file: file) else { continue }
                let substitutions = try self.substitutions(object["substitutions"], path: path + ".substitutions", file: file)
                catalog.set(CatalogEntry(string: string, substitutions: substitutions), key: key, language: language)
            }
        }
        return catalog
    }

    /// A localization's `stringUnit`, else its variations; nil when it has neither (Xcode writes
    /// such empty entries for untranslated keys).
    private static func catalogString(_ object: [String: Any], path: String, file: String) throws -> CatalogString? {
        if let unit = object["stringUnit"] {
            guard let unitObject = unit as? [String: Any], let value = unitObject["value"] as? String else {
                throw LocalizationError(file: file, "\(path).stringUnit must be an object with a string \"value\"")
            }
            return .unit(value: value, state: unitObject["state"] as? String)
        }
        guard let variations = object["variations"] else { return nil }
        guard let kinds = variations as? [String: Any] else {
            throw LocalizationError(file: file, "\(path).variations must be an object")
        }
        for kind in kinds.keys.sorted() {
            guard let cases = kinds[kind] as? [String: Any] else {
                throw LocalizationError(file: file, "\(path).variations.\(kind) must be an object")
            }
            var read: [String: CatalogString] = [:]
            for name in cases.keys.sorted() {
                guard let caseObject = cases[name] as? [String: Any] else {
                    throw LocalizationError(file: file, "\(path).variations.\(kind).\(name) must be an object")
                }
                read[name] = try catalogString(caseObject, path: "\(path).variations.\(kind).\(name)", file: file)
            }
            guard !read.isEmpty else { continue }
            return kind == "plural" ? .plural(read) : .device(read)
        }
        return nil
    }

    private static func substitutions(_ any: Any?, path: String, file: String) throws -> [String: CatalogSubstitution] {
        guard let any else { return [:] }
        guard let byName = any as? [String: Any] else { throw LocalizationError(file: file, "\(path) must be an object") }
        var out: [String: CatalogSubstitution] = [:]
        for name in byName.keys.sorted() {
            guard let s = byName[name] as? [String: Any],
                  case .plural(let cases)? = try catalogString(s, path: "\(path).\(name)", file: file) else {
                throw LocalizationError(file: file, "\(path).\(name) must be an object with plural variations")
            }
            out[name] = CatalogSubstitution(argument: s["argNum"] as? Int, specifier: s["formatSpecifier"] as? String ?? "@",
                                            plural: cases.compactMapValues { $0.general?.value })
        }
        return out
    }
}
