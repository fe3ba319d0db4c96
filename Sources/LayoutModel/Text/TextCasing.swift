import Foundation

// `textCase` (SwiftUI `.textCase(.uppercase)`): the shown string upper- or lowercased with the
// rules of the variant's language (Foundation's locale-aware case mapping, ICU underneath on
// Linux): Turkish `i` uppercases to `İ`, German `ß` to `SS`, Greek drops its accents in capitals.
// The built-in locales (`en`, `pseudoNNN`, `bounded`) case as English.
enum TextCasing {
    static func apply(_ textCase: TextCase?, to string: String, locale: String) -> String {
        guard let textCase, textCase != .none else { return string }
        let language = Locales.builtIn.contains(locale) || Locales.pseudoPercent(locale) != nil ? "en" : locale
        let l = Locale(identifier: language)
        switch textCase {
        case .uppercase: return string.uppercased(with: l)
        case .lowercase: return string.lowercased(with: l)
        case .none: return string
        }
    }
}
