/// The translated strings of an app: per language, key -> value. Built from `.xcstrings` and
/// `.strings` files (see `StringsCatalog+Loading`); several files merge into one catalog.
///
/// Lookup follows Foundation's bundle lookup: the requested language, then the development (source)
/// language, then `Base.lproj`, and finally the key itself (an `.xcstrings` key is its source text).
public struct StringsCatalog: Sendable, Equatable {
    /// The folder name Xcode uses for base internationalization (`Base.lproj`).
    public static let baseLanguage = "Base"
    /// The development language when no `.xcstrings` file declares one.
    public static let defaultSourceLanguage = "en"

    /// The language the keys are written in (`sourceLanguage` of an `.xcstrings` file).
    public var sourceLanguage: String?
    /// language -> key -> value (the general form of plural and device variations).
    public private(set) var tables: [String: [String: String]]
    /// language -> key -> the entry with its state, variations and substitutions.
    public private(set) var entries: [String: [String: CatalogEntry]] = [:]
    /// Every key an `.xcstrings` file lists, localized or not (a key is its own source text).
    public private(set) var listedKeys: Set<String> = []

    public init(sourceLanguage: String? = nil, tables: [String: [String: String]] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.tables = tables
    }

    public var effectiveSourceLanguage: String { sourceLanguage ?? Self.defaultSourceLanguage }

    /// Every language with strings, plus the source language, sorted.
    public var languages: [String] {
        var all = Set(tables.keys)
        if let source = sourceLanguage { all.insert(source) }
        return all.sorted()
    }

    /// Every key of every language, sorted.
    public var keys: [String] {
        Set(tables.values.flatMap { $0.keys }).sorted()
    }

    /// The value of `key` in exactly `language`, without fallback.
    public func lookup(key: String, language: String) -> String? {
        tables[language]?[key]
    }

    /// Where a lookup for `language` looks, in order: itself, the source language, `Base`.
    public func fallbackChain(for language: String) -> [String] {
        var chain: [String] = []
        for candidate in [language, effectiveSourceLanguage, Self.baseLanguage] where !chain.contains(candidate) {
            chain.append(candidate)
        }
        return chain
    }

    /// The value shown for `key` in `language`: the first language of the fallback chain that has
    /// it, else the key itself.
    public func resolve(key: String, language: String) -> String {
        for candidate in fallbackChain(for: language) {
            if let value = lookup(key: key, language: candidate) { return value }
        }
        return key
    }

    /// The catalog language a locale name means: an exact match, then one equal up to case and
    /// `_`/`-` (`pt_BR` = `pt-BR`), then the locale's language alone (`de-CH` -> `de`).
    public func language(matching locale: String) -> String? {
        let all = languages
        if all.contains(locale) { return locale }
        func normalized(_ s: String) -> String { String(s.map { $0 == "_" ? "-" : $0 }).lowercased() }
        let wanted = normalized(locale)
        if let match = all.first(where: { normalized($0) == wanted }) { return match }
        guard let primary = wanted.split(separator: "-").first.map(String.init), primary != wanted else { return nil }
        return all.first { normalized($0) == primary }
    }

    /// Adds `value` for `key` in `language`, replacing an earlier value.
    public mutating func set(_ value: String, key: String, language: String) {
        tables[language, default: [:]][key] = value
        entries[language]?[key] = nil
    }

    /// Adds an entry with variations or a state; its general form is the key's plain value.
    public mutating func set(_ entry: CatalogEntry, key: String, language: String) {
        if let general = entry.string.general { tables[language, default: [:]][key] = general.value }
        entries[language, default: [:]][key] = entry
    }

    /// Records a key an `.xcstrings` file lists.
    public mutating func list(key: String) { listedKeys.insert(key) }

    /// The entry of `key` in exactly `language`: its own, or a plain value as a translated unit.
    public func entry(key: String, language: String) -> CatalogEntry? {
        if let e = entries[language]?[key] { return e }
        return lookup(key: key, language: language).map { CatalogEntry(string: .unit(value: $0, state: nil)) }
    }

    /// Both catalogs in one: `other`'s entries replace this one's for the same language and key
    /// (later files win, as a later table would); the source language is this one's when set.
    public func merging(_ other: StringsCatalog) -> StringsCatalog {
        var merged = self
        merged.sourceLanguage = sourceLanguage ?? other.sourceLanguage
        for (language, table) in other.tables {
            merged.tables[language, default: [:]].merge(table) { _, new in new }
            // A later plain value replaces an earlier entry for the same key.
            for key in table.keys where other.entries[language]?[key] == nil { merged.entries[language]?[key] = nil }
        }
        for (language, table) in other.entries {
            merged.entries[language, default: [:]].merge(table) { _, new in new }
        }
        merged.listedKeys.formUnion(other.listedKeys)
        return merged
    }
}
