import Foundation

// Loading catalogs from disk. A path is one of:
// - an `.xcstrings` file (all its languages);
// - a `.strings` file inside `LANG.lproj/` (Xcode's layout; `Base.lproj` is base
//   internationalization), or named `LANG.strings` (one file per language), or else anywhere:
//   then it is Base's (a bundle's non-localized `Localizable.strings` is found for every language);
// - a `.stringsdict` file (plural rules), placed as a `.strings` file is; it comes after its
//   `.strings` file in path order, so its entries win, as Foundation prefers them;
// - a folder: every `.xcstrings`, `.strings` and `.stringsdict` file under it, in path order.
// Several paths merge in order (a later file's value wins for the same language and key).

extension StringsCatalog {
    /// Loads one file or folder. Throws a `LocalizationError` naming the file (and line).
    public static func load(path: String) throws -> StringsCatalog {
        try load(paths: [path])
    }

    /// Loads and merges several files or folders, in order. Two `.xcstrings` files that declare
    /// different source languages are an error: the fallback language would depend on the order.
    public static func load(paths: [String]) throws -> StringsCatalog {
        var merged = StringsCatalog()
        var sourceFile: String?
        for file in try paths.flatMap(catalogFiles(at:)) {
            let catalog = try loadFile(file)
            if let source = catalog.sourceLanguage {
                if let declared = merged.sourceLanguage, declared != source, let first = sourceFile {
                    throw LocalizationError(file: file, "declares source language \"\(source)\" but \(first) declares \"\(declared)\"")
                }
                sourceFile = sourceFile ?? file
            }
            merged = merged.merging(catalog)
        }
        return merged
    }

    /// One catalog file; the language of a `.strings` file comes from its folder or its name.
    public static func loadFile(_ file: String, language: String? = nil) throws -> StringsCatalog {
        let data = try InputFiles.read(file, what: "strings catalog")
        return try parse(data, file: file, language: language)
    }

    /// A catalog file's bytes, read as `loadFile` reads `file` (its name says the format and language).
    public static func parse(_ data: Data, file: String, language: String? = nil) throws -> StringsCatalog {
        try parseFormat(data, file: file, language: language).checked(file: file, data: data)
    }

    /// The catalog as its format reads it, before `checked`'s rules.
    private static func parseFormat(_ data: Data, file: String, language: String?) throws -> StringsCatalog {
        if file.hasSuffix(".xcstrings") { return try XCStringsParser.parse(data, file: file) }
        guard file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") else {
            throw LocalizationError(file: file, "is not a strings catalog (.xcstrings, .strings or .stringsdict)")
        }
        let lang = language ?? stringsFileLanguage(file) ?? baseLanguage
        if file.hasSuffix(".stringsdict") {
            var catalog = StringsCatalog()
            for (key, entry) in try StringsDictParser.parse(data, file: file) { catalog.set(entry, key: key, language: lang) }
            return catalog
        }
        let table = try StringsFileParser.parse(data, file: file)
        return StringsCatalog(tables: [lang: table])
    }

    /// `de.lproj/Localizable.strings` -> `de`; `de.strings` -> `de`; else nil (the caller's Base).
    static func stringsFileLanguage(_ file: String) -> String? {
        let url = URL(fileURLWithPath: file)
        let folder = url.deletingLastPathComponent().lastPathComponent
        if folder.hasSuffix(".lproj") { return String(folder.dropLast(".lproj".count)) }
        let stem = url.deletingPathExtension().lastPathComponent
        return isLanguageTag(stem) ? stem : nil
    }

    /// `Base`, or a locale id as every name that becomes a path is judged (`PathNames.isLocaleID`:
    /// `en`, `pt-BR`, `zh_Hant`, `es-419`). Enough to tell `de.strings` from `Localizable.strings`.
    static func isLanguageTag(_ s: String) -> Bool {
        s == baseLanguage || PathNames.isLocaleID(s)
    }

    /// The catalog files a path stands for: itself, or the catalogs under a folder, sorted.
    private static func catalogFiles(at path: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw LocalizationError(file: path, "does not exist")
        }
        guard isFolder.boolValue else { return [path] }
        let found = try InputFiles.list(path, hidden: true)
            .filter { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
            .sorted()
            .map { (path as NSString).appendingPathComponent($0) }
        guard !found.isEmpty else {
            throw LocalizationError(file: path, "holds no .xcstrings, .strings or .stringsdict files")
        }
        return found
    }
}
