import Foundation
import SwiftSyntax

// A `Locale`'s parts (issue 26: "unknown member 'languageCode' of Locale" in ACHNBrowserUI's and
// HomeAssistant's models), in the order applied:
//
// 1. A locale the code names (`Locale(identifier: "pt_BR")`) has Foundation's parts:
//    `identifier`, `languageCode`, `regionCode`, `scriptCode`, `language.languageCode?.identifier`,
//    `language.region?.identifier`, `language.script?.identifier` (nil where the identifier has none).
// 2. `Locale.current` is the variant's, but one evaluation serves every locale of the matrix (a
//    formatted text is formatted per locale only when shown, `Formatters.swift`); code that
//    branches on its parts would take one locale's branch for all. So its parts are unknowns that
//    say so, located where they are read.
extension Evaluator {
    /// Rules 1 and 2: a part of a `Locale` value (or of its `language`); nil for another value or name.
    func localeMember(_ base: Value, _ name: String, at node: some SyntaxProtocol) -> Value? {
        guard case .object(let i) = base, ["Locale", "Locale.Language"].contains(i.type) else { return nil }
        guard case .string(let id)? = i.fields["identifier"] ?? i.fields["$locale"] else {
            guard i.type == "Locale", ["identifier", "languageCode", "regionCode", "scriptCode", "language"].contains(name) else { return nil }
            return .unknown(Unknown(place: place(node), reason: "Locale.current.\(name) differs per locale, and one evaluation serves every locale of the matrix"))
        }
        let locale = Locale(identifier: id.text)
        func code(_ s: String?) -> Value { s.map { .string(StringValue($0)) } ?? Value.none }
        func identified(_ s: String?) -> Value {
            s.map { .object(Instance(type: "Locale.Code", fields: ["identifier": .string(StringValue($0))])) } ?? Value.none
        }
        switch (i.type, name) {
        case ("Locale", "languageCode"): return code(locale.language.languageCode?.identifier)
        case ("Locale", "regionCode"): return code(locale.language.region?.identifier)
        case ("Locale", "scriptCode"): return code(locale.language.script?.identifier)
        case ("Locale", "language"): return .object(Instance(type: "Locale.Language", fields: ["$locale": .string(id)]))
        case ("Locale.Language", "languageCode"): return identified(locale.language.languageCode?.identifier)
        case ("Locale.Language", "region"): return identified(locale.language.region?.identifier)
        case ("Locale.Language", "script"): return identified(locale.language.script?.identifier)
        default: return nil
        }
    }
}
