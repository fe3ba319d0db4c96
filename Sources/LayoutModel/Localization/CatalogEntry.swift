/// One key in one language as a catalog holds it, before any argument is filled in: a string
/// unit, or variations of it by plural category or device (nested as `.xcstrings` nests them),
/// and the `%#@name@` substitutions its strings refer to (`.xcstrings` `substitutions`, a
/// `.stringsdict` format's variables).
public struct CatalogEntry: Sendable, Equatable {
    public var string: CatalogString
    public var substitutions: [String: CatalogSubstitution]

    public init(string: CatalogString, substitutions: [String: CatalogSubstitution] = [:]) {
        self.string = string; self.substitutions = substitutions
    }
}

public indirect enum CatalogString: Sendable, Equatable {
    /// A string unit; `state` as the catalog writes it (`translated`, `needs_review`, `new`, ...),
    /// nil where the format has none (`.strings`, `.stringsdict`).
    case unit(value: String, state: String?)
    /// By CLDR plural category (`zero one two few many other`) of an argument.
    case plural([String: CatalogString])
    /// By device (`iphone ipad mac ... other`).
    case device([String: CatalogString])

    /// The general form, as shown where no argument or device chooses: `other` at each level.
    public var general: (value: String, state: String?)? {
        switch self {
        case .unit(let value, let state): return (value, state)
        case .plural(let cases), .device(let cases):
            return (cases["other"] ?? cases.keys.sorted().first.flatMap { cases[$0] })?.general
        }
    }
}

/// `%#@name@`: a part of the string chosen by the plural category of argument `argument`
/// (1-based), whose own `%arg` is that argument formatted with `specifier` (`lld`, `d`, `@`).
public struct CatalogSubstitution: Sendable, Equatable {
    public var argument: Int?
    public var specifier: String
    public var plural: [String: String]

    public init(argument: Int?, specifier: String, plural: [String: String]) {
        self.argument = argument; self.specifier = specifier; self.plural = plural
    }
}

/// What a lookup found for the variant's language, for the `missing-string` and `untranslated`
/// checks and the text snapshot.
public enum StringStatus: Hashable, Sendable {
    /// Translated (or a literal, or no catalog).
    case found
    /// Translated, marked `needs_review` in the catalog.
    case needsReview
    /// The language's unit is `new` or empty: the source language's string is shown.
    case untranslated
    /// The language has no string for the key: the source string, or `[key]`, is shown.
    case missing
    /// A format specifier has no argument (it is left out of the text, never drawn raw).
    case missingArgument(String)
}
