import LayoutModel

extension Check {
    /// Rule: when the project has a strings catalog, a string written into the screen will not be
    /// translated; it should be a `{key: ...}`. That covers a literal `text:` (judged as written in
    /// the file, not as a pseudo-locale shows it) and a literal accessibility `label`, `hint` or
    /// `value`, which VoiceOver speaks untranslated. A text made of pieces (SwiftUI's `Text(a) + Text(b)`)
    /// is judged piece by piece: each literal piece with letters is reported, looked-up ones are not.
    /// Strings with no letters (numbers, symbols,
    /// times) need no translation. Minor (P2): it shows up, or is spoken, as untranslated text.
    /// One finding per element, listing each literal it has.
    public static let hardcodedString = Check(
        name: .hardcodedString,
        rule: "A literal text or accessibility label, hint or value where a strings catalog is configured."
    ) { input in
        guard input.hasStringsCatalog else { return [] }
        let scene = input.scene
        return scene.records.indices.compactMap { i in
            let literals = literalStrings(scene, i)
            guard !literals.isEmpty else { return nil }
            let listed = literals.map { "“\($0.string)”\($0.role.map { " (accessibility \($0))" } ?? "")" }
            let verb = literals.count == 1 ? "is" : "are"
            let e = scene.element(i)
            let message = listed.joined(separator: ", ") + " \(verb) written into the screen; move "
                + (literals.count == 1 ? "it" : "them") + " to the strings catalog and use {key: ...}"
            let rect = e.text == nil ? e.frame : scene.inkRect(i)
            return input.finding(.hardcodedString, .P2, i, rect: rect, message)
        }
    }
}

/// The literal strings with letters of element `i`: its text (role nil), then its accessibility
/// label, hint and value.
private func literalStrings(_ scene: CheckScene, _ i: Int) -> [(string: String, role: String?)] {
    let e = scene.element(i)
    var out: [(string: String, role: String?)] = []
    func add(_ s: String, _ role: String?) {
        if s.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) { out.append((s, role)) }
    }
    if let text = e.text, !text.string.isEmpty, scene.isContent(i) {
        if case .concatenation(let pieces)? = text.value {
            for case .literal(let s) in pieces { add(s, nil) }
        } else if text.isLiteral {
            add(text.written ?? text.string, nil)
        }
    }
    if !scene.records[i].isHidden {
        let a = e.accessibility
        for (value, role) in [(a.label, "label"), (a.hint, "hint"), (a.value, "value")] {
            if case .literal(let s)? = value { add(s, role) }
        }
    }
    return out
}
