import Testing
@testable import LayoutModel

/// A fake proportional font: each character's width depends on its code point (0.4 ... 1.0),
/// so accented letters, spaces and capitals all differ, as in a real font.
private let proportionalWidth: @Sendable (String) -> Double = { string in
    string.unicodeScalars.reduce(0) { $0 + 0.4 + Double($1.value % 7) * 0.1 }
}
private let widestCharacter = 1.0

private let samples = [
    "Subscribe",                                          // one word
    "Restore purchases",                                  // a label
    "Unlock every feature and cancel at any time.",       // a sentence
    "Welcome back, %@! You have %lld new messages.",      // placeholders
    "Hi {0}, ${name} saved %1$@ at 50%%",                 // every placeholder form
]

private func placeholders(_ s: String) -> [String] {
    Placeholders.segments(s).filter(\.isPlaceholder).map(\.text)
}

@Suite struct PseudoLocalizerTests {
    @Test(arguments: [0.3, 0.5])
    func landsOnTheBudgetInCharacters(expansion: Double) {
        let pseudo = PseudoLocalizer(expansion: expansion)
        for s in samples {
            let result = pseudo.pseudolocalize(s)
            let ratio = Double(result.count) / Double(s.count)
            #expect(ratio >= 1 + expansion, "\(s) -> \(result)")
            #expect(ratio < 1 + expansion + 1 / Double(s.count), "\(s) -> \(result): more than one character over")
        }
    }

    @Test(arguments: [0.3, 0.5])
    func landsOnTheBudgetInRenderedWidth(expansion: Double) {
        let pseudo = PseudoLocalizer(expansion: expansion, measure: proportionalWidth)
        for s in samples {
            let result = pseudo.pseudolocalize(s)
            let original = proportionalWidth(s)
            let target = original * (1 + expansion)
            let ratio = proportionalWidth(result) / original
            #expect(ratio >= 1 + expansion, "\(s) -> \(result)")
            #expect(ratio < 1 + expansion + widestCharacter / original, "\(s) -> \(result)")
            // Tight: without its last character (and the space that would then hang) it falls short.
            var shorter = String(result.dropLast())
            while shorter.hasSuffix(" ") { shorter.removeLast() }
            #expect(proportionalWidth(shorter) < target, "\(s) -> \(result)")
        }
    }

    @Test func accentsEveryLetterButKeepsPlaceholders() {
        let pseudo = PseudoLocalizer(expansion: 0.5)
        for s in samples {
            let result = pseudo.pseudolocalize(s)
            #expect(placeholders(result) == placeholders(s), "\(s) -> \(result)")
            let text = Placeholders.segments(result).filter { !$0.isPlaceholder }.map(\.text).joined()
            #expect(!text.contains { $0.isASCII && $0.isLetter }, "unaccented letters in \(result)")
        }
        #expect(PseudoAccents.accent("Save $5? Yes!") == "Šåṽé €5¿ Ýéš¡")
        #expect(PseudoAccents.accent("%1$@ of %d: {0} ${count}") == "%1$@ öƒ %d: {0} ${count}")
        #expect(PseudoAccents.accent("100% sure") == "100% šûŕé")   // a lone % is text
    }

    @Test func paddingIsSeparateWordsSoTheTextWraps() {
        let pseudo = PseudoLocalizer(expansion: 0.5)
        for s in samples {
            let result = pseudo.pseudolocalize(s)
            let accented = PseudoAccents.accent(s)
            #expect(result.hasPrefix(accented + " "), "\(s) -> \(result)")
            #expect(!result.hasSuffix(" "))
        }
        // Long budgets give several pseudo-words.
        let long = pseudo.pseudolocalize(samples[2])
        #expect(long.dropFirst(samples[2].count).split(separator: " ").count >= 3, "\(long)")
    }

    @Test func exactOutputIsDeterministic() {
        let pseudo = PseudoLocalizer(expansion: 0.3)
        // 9 characters -> 11.7 -> 12: the space and two letters of the first pseudo-word.
        #expect(pseudo.pseudolocalize("Subscribe") == "Šûɓšçŕîɓé öñ")
        // 14 -> 18.2 -> 19: the cut falls on the gap after "öñé", so "ţ" of the next word takes it.
        #expect(pseudo.pseudolocalize("Restore access") == "Ŕéšţöŕé åççéšš öñéţ")
        for s in samples {
            #expect(pseudo.pseudolocalize(s) == PseudoLocalizer(expansion: 0.3).pseudolocalize(s))
        }
    }

    @Test func shortAndEmptyStrings() {
        let pseudo = PseudoLocalizer(expansion: 0.3)
        #expect(pseudo.pseudolocalize("") == "")
        // 2 characters: the separating space and one letter are the least that can wrap.
        #expect(pseudo.pseudolocalize("OK") == "ÖĶ ö")
    }

    @Test func stringsWithoutLettersAreLeftAlone() {
        let pseudo = PseudoLocalizer(expansion: 0.5)
        for s in ["02:45", "100 %", "+", "•", "1,234.5", "—"] { #expect(pseudo.pseudolocalize(s) == s, "\(s)") }
        // One letter is enough to make it text.
        #expect(pseudo.pseudolocalize("5 min") != "5 min")
    }

    @Test func aMeasureThatNeverGrowsStillEnds() {
        let pseudo = PseudoLocalizer(expansion: 0.5, measure: { _ in 10 })
        let result = pseudo.pseudolocalize("Subscribe")
        #expect(result.hasPrefix("Šûɓšçŕîɓé "))
    }

    @Test func placeholderScanning() {
        #expect(placeholders("%@ %d %lld %.2f %1$@ %-5s %% {12} ${a_b}") ==
                ["%@", "%d", "%lld", "%.2f", "%1$@", "%-5s", "%%", "{12}", "${a_b}"])
        #expect(placeholders("{} {x} ${} $5 50% off") == [])
    }
}
