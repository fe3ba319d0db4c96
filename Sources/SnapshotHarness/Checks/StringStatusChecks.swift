import LayoutModel

extension Check {
    /// Rule: a text whose key the catalog lacks in the variant's language (it shows the source
    /// language's string, or `[key]`), or whose format has a specifier with no argument (left
    /// out of the text), is missing. Serious (P1): the user reads another language, or a gap.
    public static let missingString = Check(
        name: .missingString,
        rule: "A text whose key has no string in the variant's language, or whose format lacks an argument."
    ) { input in
        statusFindings(input) { status, key, language in
            switch status {
            case .missing:
                return (.P1, "“\(key)” has no \(language) string in the strings catalog; the app shows the source language's string, or [\(key)]")
            case .missingArgument(let specifier):
                return (.P1, "“\(key)” has \(specifier) but no argument for it; give it in args: [...]")
            default: return nil
            }
        }
    }

    /// Rule: a text whose unit in the variant's language is `new` or empty falls back to the
    /// source language, as the app does. Minor (P2): the translation is under way.
    public static let untranslated = Check(
        name: .untranslated,
        rule: "A text whose unit in the variant's language is new or empty (the source language is shown)."
    ) { input in
        statusFindings(input) { status, key, language in
            status == .untranslated
                ? (.P2, "“\(key)” is not translated into \(language) yet (state new or empty); the source language's string is shown")
                : nil
        }
    }

    /// One finding per text element whose catalog status `judge` reports.
    private static func statusFindings(_ input: CheckInput,
                                       _ judge: (StringStatus, String, String) -> (Severity, String)?) -> [Finding] {
        guard let strings = input.strings else { return [] }
        let scene = input.scene
        return scene.records.indices.compactMap { i in
            let e = scene.element(i)
            guard let value = e.text?.value, let key = value.key,
                  let (severity, message) = judge(strings.status(value), key, strings.language) else { return nil }
            return input.finding(severity == .P1 ? .missingString : .untranslated, severity, i, rect: scene.inkRect(i), message)
        }
    }
}
