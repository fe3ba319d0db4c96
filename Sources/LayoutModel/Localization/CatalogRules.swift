import Foundation

// Rules every catalog file is held to once read, whatever its format (`.xcstrings`, `.strings`,
// `.stringsdict`), so no later stage meets what it cannot use:
// 1. Each language is a language tag (`StringsCatalog.isLanguageTag`): languages become parts of
//    variant and file names with `--locales all`, so `x/../../tmp` must never get that far.
// 2. Each key and each value (every plural and device case too) is at most `Limits.stringLength`
//    characters, as a screen file's strings are: text measurement is linear in it.
// A break is an error naming the file, the line the offending text is on (found in the file's
// bytes) and the key.
extension StringsCatalog {
    func checked(file: String, data: Data) throws -> StringsCatalog {
        for language in [sourceLanguage].compactMap({ $0 }) + entries.keys.sorted() + tables.keys.sorted() where !Self.isLanguageTag(language) {
            throw LocatedError(file: file, line: TextLines.line(of: language, in: data), key: "localizations.\(language)",
                               message: "'\(language)' is not a language tag (such as en, pt-BR or zh-Hans): a language names output files, so nothing else is read")
        }
        let limit = Limits.stringLength
        for (language, table) in tables.sorted(by: { $0.key < $1.key }) {
            for (key, value) in table.sorted(by: { $0.key < $1.key }) {
                let cases = entries[language]?[key].map { $0.string.allValues } ?? [value]
                let long = ([key] + cases).first { $0.count > limit }
                guard let long else { continue }
                throw LocatedError(file: file, line: TextLines.line(of: String(long.prefix(64)), in: data),
                                   key: "\(String(key.prefix(64))).\(language)",
                                   message: "a string of \(long.count) characters: use at most \(limit)")
            }
        }
        return self
    }
}

extension CatalogString {
    /// Every value of this string: the unit's, or every case's.
    var allValues: [String] {
        switch self {
        case .unit(let value, _): return [value]
        case .plural(let cases), .device(let cases): return cases.keys.sorted().flatMap { cases[$0]!.allValues }
        }
    }
}
