/// A catalog entry made into the text a variant shows, as Foundation's `String(localized:)` does.
///
/// Rules, in order:
/// 1. device variations take `iphone` (every device of the matrix is an iPhone), else `other`;
/// 2. plural variations take the CLDR category (through `LocaleFormatting`) of the first argument,
///    else `other`;
/// 3. each `%#@name@` is replaced by its substitution's case for the category of its argument
///    (`argNum`, else its place among the substitutions), whose `%arg` becomes that argument;
/// 4. printf specifiers are filled (`Placeholders.fill`): integers and `%f` in the locale's digits
///    and separators, `%@` as given; a specifier without an argument is left out, never drawn.
public struct StringFormatter: Sendable {
    public static let device = "iphone"
    public var locale: String
    public var formatting: (any LocaleFormatting)?

    public init(locale: String, formatting: (any LocaleFormatting)?) {
        self.locale = locale; self.formatting = formatting
    }

    /// The text, and the first specifier or substitution that had no argument.
    public func text(_ entry: CatalogEntry, arguments: [String]) -> (text: String, missing: String?) {
        let chosen = choose(entry.string, arguments.first)
        var missing: String?
        let substituted = substitute(chosen, entry.substitutions, arguments, missing: &missing)
        let filled = Placeholders.fill(substituted, arguments, number: number)
        return (filled.text, missing ?? filled.missing)
    }

    func category(_ argument: String?) -> String {
        guard let n = argument.flatMap(Double.init), let formatting else { return "other" }
        return formatting.pluralCategory(of: n, locale: locale)
    }

    private func choose(_ s: CatalogString, _ argument: String?) -> String {
        switch s {
        case .unit(let value, _): return value
        case .device(let cases):
            return (cases[Self.device] ?? cases["other"] ?? cases.keys.sorted().first.flatMap { cases[$0] })
                .map { choose($0, argument) } ?? ""
        case .plural(let cases):
            return (cases[category(argument)] ?? cases["other"]).map { choose($0, argument) } ?? s.general?.value ?? ""
        }
    }

    private func substitute(_ s: String, _ substitutions: [String: CatalogSubstitution], _ arguments: [String],
                            missing: inout String?) -> String {
        var out = "", rest = Substring(s), place = 0
        while let start = rest.range(of: "%#@") {
            out += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "@") else { out += rest[start.lowerBound...]; return out }
            let name = String(after[..<end])
            place += 1
            rest = after[after.index(after: end)...]
            guard let sub = substitutions[name] else { missing = missing ?? "%#@\(name)@"; continue }
            let index = sub.argument ?? place
            let argument = arguments.indices.contains(index - 1) ? arguments[index - 1] : nil
            if argument == nil { missing = missing ?? "%#@\(name)@" }
            let piece = sub.plural[category(argument)] ?? sub.plural["other"] ?? ""
            out += piece.replacingOccurrences(of: "%arg", with: "%\(index)$\(sub.specifier)")
        }
        return out + rest
    }

    /// A numeric argument in the locale's digits: integers whole, `%f` with its precision.
    private func number(_ value: Double, fractionDigits: Int) -> String {
        formatting?.number(value, locale: locale, fractionDigits: fractionDigits, minimumIntegerDigits: 1, grouping: true)
            ?? (fractionDigits == 0 ? String(Int(value.rounded(.towardZero))) : String(format: "%.\(fractionDigits)f", value))
    }
}
