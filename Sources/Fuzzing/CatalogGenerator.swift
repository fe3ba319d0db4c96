/// Writes strings catalogs as Xcode does, with values that test the parsers: `.xcstrings` JSON
/// (string units, plural and device variations, states, substitutions, wrong types where a string
/// belongs) and `.strings` files (comments, escapes, `\U` code points, a missing `;` or quote).
public enum CatalogGenerator {
    static let keys = ["greeting", "", "a.b", "%@ items", "ключ", "\\u0000", String(repeating: "k", count: 200)]
    static let values = ["Hallo %@", "", "%1$@ und %2$lld", "مرحبا", "👩‍👩‍👧", "\\n\\t\\\"", "\\u202E", "%", "%5$@", String(repeating: "W", count: 500)]
    static let languages = ["en", "de", "ar", "he", "pt-BR", "zh-Hant", "", "x", "Base"]

    /// An `.xcstrings` file.
    public static func xcstrings<R: RandomNumberGenerator>(_ r: inout R) -> String {
        let entries = (0..<r.below(5)).map { _ in "\(quoted(r.choose(keys))): {\"localizations\": {\(localizations(&r))}}" }
        let source = r.below(8) == 0 ? "7" : quoted(r.choose(languages))
        return "{\"sourceLanguage\": \(source), \"version\": \"1.0\", \"strings\": {\(entries.joined(separator: ", "))}}"
    }

    static func localizations<R: RandomNumberGenerator>(_ r: inout R) -> String {
        (0..<r.below(4)).map { _ in "\(quoted(r.choose(languages))): \(unit(2, &r))" }.joined(separator: ", ")
    }

    static func unit<R: RandomNumberGenerator>(_ depth: Int, _ r: inout R) -> String {
        switch depth > 0 ? r.below(5) : 0 {
        case 1:
            let forms = (0..<r.below(4)).map { _ in "\(quoted(r.choose(["one", "other", "zero", "few", "many", "lots"]))): \(unit(depth - 1, &r))" }
            return "{\"variations\": {\"plural\": {\(forms.joined(separator: ", "))}}}"
        case 2:
            return "{\"variations\": {\"device\": {\"iphone\": \(unit(depth - 1, &r)), \"other\": \(unit(depth - 1, &r))}}}"
        case 3:
            return r.choose(["null", "[]", "\"text\"", "{\"stringUnit\": 5}", "{\"stringUnit\": {\"value\": [1]}}"])
        default:
            let state = r.choose(["translated", "new", "needs_review", "stale", ""])
            return "{\"stringUnit\": {\"state\": \"\(state)\", \"value\": \(quoted(r.choose(values)))}}"
        }
    }

    /// A `.strings` file.
    public static func strings<R: RandomNumberGenerator>(_ r: inout R) -> String {
        (0..<r.below(6)).map { _ -> String in
            switch r.below(6) {
            case 0: return "/* \(r.choose(values)) */"
            case 1: return "// \(r.choose(values))"
            case 2: return "\(quoted(r.choose(keys))) = \(quoted(r.choose(values)))"
            case 3: return "\(quoted(r.choose(keys))) = \"\\U\(r.choose(["0041", "D83D", "DFFF", "ZZZZ", "12"]))\";"
            default: return "\(quoted(r.choose(keys))) = \(quoted(r.choose(values)));"
            }
        }.joined(separator: "\n") + "\n"
    }

    static func quoted(_ s: String) -> String { "\"" + s + "\"" }
}
