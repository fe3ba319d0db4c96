import LayoutModel

extension Check {
    /// Rule: when the project has a strings catalog, a string written into the screen (`text: "..."`)
    /// will not be translated; it should be a `{key: ...}`. Minor: it shows up as untranslated text.
    public static let hardcodedString = Check(
        name: .hardcodedString,
        rule: "A literal text where a strings catalog is configured."
    ) { input in
        guard input.hasStringsCatalog else { return [] }
        let scene = input.scene
        return scene.records.indices.compactMap { i in
            let e = scene.element(i)
            guard let text = e.text, text.isLiteral, !text.string.isEmpty, scene.isContent(i) else { return nil }
            // Judged as written in the file, not as a pseudo-locale shows it.
            var written = text.string
            if case .text(.literal(let s))? = e.node?.kind { written = s }
            // Strings with no letters (numbers, symbols, times) need no translation.
            guard written.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return nil }
            let message = "“\(written)” " + Advice.hardcodedString(e)
            return input.finding(.hardcodedString, .P2, i, rect: scene.inkRect(i), message)
        }
    }
}
