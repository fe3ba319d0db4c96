import Foundation
import Testing
@testable import LayoutModel

@Suite struct LocalizationLocalesTests {
    private func catalog() throws -> StringsCatalog {
        try XCStringsParser.parse(Data(sampleXCStrings.utf8), file: "Localizable.xcstrings")
    }

    @Test func englishShowsLiteralsAndSourceValues() throws {
        let en = try Locales.resolver(for: "en", catalog: catalog())
        #expect(en.resolve(.literal("Go Pro!")) == "Go Pro!")
        #expect(en.resolve(.key("paywall.title")) == "Go Pro")
        #expect(en.resolve(.key("Subscribe")) == "Subscribe")
        #expect(try Locales.resolver(for: "en").resolve(.key("paywall.title")) == "paywall.title")
    }

    @Test func realLocaleFallsBackToSourceThenKey() throws {
        let de = try Locales.resolver(for: "de", catalog: catalog())
        #expect(de.resolve(.key("paywall.title")) == "Pro holen")
        #expect(de.resolve(.key("paywall.subtitle")) == "Unlock every feature")
        // A key in no language of the catalog shows in brackets, as issue 13's `missing-string` asks.
        #expect(de.resolve(.key("missing.key")) == "[missing.key]")
        #expect(de.resolve(.literal("Go Pro")) == "Go Pro")   // hard-coded text is not translated
        #expect(try Locales.resolver(for: "de-CH", catalog: catalog()).resolve(.key("paywall.title")) == "Pro holen")
    }

    @Test func unknownLocaleListsTheCatalogLanguages() throws {
        #expect(throws: LocalizationError(
            "unknown locale \"fr\": the strings catalog has de, en; built-in locales are en, pseudo130, pseudo150, bounded")) {
            try Locales.resolver(for: "fr", catalog: catalog())
        }
        #expect(throws: LocalizationError(
            "unknown locale \"de\": no strings catalog is configured; built-in locales are en, pseudo130, pseudo150, bounded")) {
            try Locales.resolver(for: "de")
        }
        #expect(Locales.available(catalog: try catalog()) == ["en", "pseudo130", "pseudo150", "bounded", "de"])
    }

    @Test func pseudoLocalesTransformLiteralsAndKeys() throws {
        let pseudo = try Locales.resolver(for: "pseudo150", catalog: catalog())
        let expected = PseudoLocalizer(expansion: 0.5).pseudolocalize("Go Pro")
        #expect(pseudo.resolve(.key("paywall.title")) == expected)
        #expect(pseudo.resolve(.literal("Go Pro")) == expected)
        #expect(try Locales.resolver(for: "pseudo130").resolve(.literal("Subscribe")) == "Šûɓšçŕîɓé öñ")
    }

    @Test func pseudoLocalesUseTheGivenMeasure() throws {
        // A font where every character is 1 wide and a space 0.5: padding counts in that measure.
        let measure: @Sendable (String) -> Double = { s in s.reduce(0) { $0 + ($1 == " " ? 0.5 : 1) } }
        let pseudo = try Locales.resolver(for: "pseudo150", measure: measure)
        let original = "Subscribe now"   // 12 letters + a space = 12.5 -> target 18.75
        let result = pseudo.resolve(.literal(original))
        #expect(result == "Šûɓšçŕîɓé ñöŵ öñé ţŵö")   // 19.5; in characters it would stop at "ţŵ"
        #expect(measure(result) >= 18.75 && measure(result) < 19.75)
        #expect(PseudoLocalizer(expansion: 0.5).pseudolocalize(original) == "Šûɓšçŕîɓé ñöŵ öñé ţŵ")
    }

    @Test func boundedMarksBothEnds() throws {
        let bounded = try Locales.resolver(for: "bounded", catalog: catalog())
        #expect(bounded.resolve(.key("paywall.title")) == "[Go Pro]")
        #expect(bounded.resolve(.literal("Subscribe")) == "[Subscribe]")
        #expect(bounded.resolve(.literal("")) == "")
    }

    @Test func pseudoPercentNames() {
        #expect(Locales.pseudoPercent("pseudo130") == 130)
        #expect(Locales.pseudoPercent("pseudo200") == 200)
        for bad in ["pseudo", "pseudo100", "pseudo0130", "pseudo-150", "pseudoX"] {
            #expect(Locales.pseudoPercent(bad) == nil, "\(bad)")
        }
    }
}
