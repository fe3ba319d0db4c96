import Foundation

/// Reads a legacy `.stringsdict` (a property list beside `Localizable.strings`): each key holds an
/// `NSStringLocalizedFormatKey` format whose `%#@name@` variables are plural rules
/// (`NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, `NSStringFormatValueTypeKey` the
/// argument's specifier, and `zero one two few many other` strings). A variable's argument is its
/// place among the format's variables; its strings hold their own specifiers (`%d file`).
enum StringsDictParser {
    static func parse(_ data: Data, file: String) throws -> [String: CatalogEntry] {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw FormatErrors.located(error, file: file, data: data, problem: "is not a property list")
        }
        guard let root = plist as? [String: Any] else { throw LocalizationError(file: file, "must be a dictionary of keys") }
        var out: [String: CatalogEntry] = [:]
        for key in root.keys.sorted() {
            func fail(_ message: String) -> LocatedError {
                LocatedError(file: file, line: TextLines.line(of: "<key>\(key)</key>", in: data), key: key, message: message)
            }
            guard let entry = root[key] as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw fail("must be a dictionary with an NSStringLocalizedFormatKey string")
            }
            var substitutions: [String: CatalogSubstitution] = [:]
            for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
                guard let variable = value as? [String: Any],
                      variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                    throw fail("\(name) must be a dictionary of NSStringPluralRuleType")
                }
                let cases = variable.compactMapValues { $0 as? String }.filter { PluralCategory.all.contains($0.key) }
                guard cases["other"] != nil else { throw fail("\(name) has no \"other\" string") }
                substitutions[name] = CatalogSubstitution(argument: nil,
                                                          specifier: variable["NSStringFormatValueTypeKey"] as? String ?? "d",
                                                          plural: cases)
            }
            out[key] = CatalogEntry(string: .unit(value: format, state: nil), substitutions: substitutions)
        }
        return out
    }
}

/// CLDR's plural categories, the cases plural variations may have.
enum PluralCategory {
    static let all: Set<String> = ["zero", "one", "two", "few", "many", "other"]
}
