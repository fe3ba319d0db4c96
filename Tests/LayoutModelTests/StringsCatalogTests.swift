import Foundation
import Testing
@testable import LayoutModel

@Suite struct StringsCatalogTests {
    private func sample() throws -> StringsCatalog {
        try XCStringsParser.parse(Data(sampleXCStrings.utf8), file: "Localizable.xcstrings")
    }

    @Test func xcstringsLanguagesAndValues() throws {
        let catalog = try sample()
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "en"])   // "ar" has an empty entry only
        #expect(catalog.lookup(key: "paywall.title", language: "de") == "Pro holen")
        #expect(catalog.lookup(key: "paywall.title", language: "en") == "Go Pro")
        #expect(catalog.lookup(key: "paywall.subtitle", language: "de") == nil)
    }

    @Test func fallbackIsLanguageThenSourceThenKey() throws {
        let catalog = try sample()
        #expect(catalog.resolve(key: "paywall.title", language: "de") == "Pro holen")
        #expect(catalog.resolve(key: "paywall.subtitle", language: "de") == "Unlock every feature")
        #expect(catalog.resolve(key: "Subscribe", language: "de") == "Subscribe")
        #expect(catalog.resolve(key: "not.there", language: "en") == "not.there")
    }

    @Test func pluralVariationUsesOther() throws {
        #expect(try sample().lookup(key: "items.count", language: "de") == "%lld Artikel insgesamt")
    }

    @Test func baseLprojComesAfterTheSourceLanguage() {
        let catalog = StringsCatalog(tables: ["Base": ["a": "base a", "b": "base b"], "en": ["a": "en a"],
                                              "fr": [:]])
        #expect(catalog.fallbackChain(for: "fr") == ["fr", "en", "Base"])
        #expect(catalog.resolve(key: "a", language: "fr") == "en a")
        #expect(catalog.resolve(key: "b", language: "fr") == "base b")
    }

    @Test func localeNamesMatchLanguages() {
        let catalog = StringsCatalog(tables: ["de": [:], "pt-BR": [:], "zh-Hans": [:]])
        #expect(catalog.language(matching: "de") == "de")
        #expect(catalog.language(matching: "de-CH") == "de")
        #expect(catalog.language(matching: "pt_br") == "pt-BR")
        #expect(catalog.language(matching: "pt") == nil)
        #expect(catalog.language(matching: "fr") == nil)
    }

    @Test func mergingLetsTheLaterFileWin() {
        let first = StringsCatalog(sourceLanguage: "en", tables: ["de": ["a": "1", "b": "2"]])
        let second = StringsCatalog(tables: ["de": ["b": "3"], "fr": ["a": "4"]])
        let merged = first.merging(second)
        #expect(merged.sourceLanguage == "en")
        #expect(merged.languages == ["de", "en", "fr"])
        #expect(merged.lookup(key: "a", language: "de") == "1")
        #expect(merged.lookup(key: "b", language: "de") == "3")
        #expect(merged.lookup(key: "a", language: "fr") == "4")
    }

    @Test(arguments: [
        ("{ \"strings\": {} }", "has no \"sourceLanguage\" string"),
        ("{ \"sourceLanguage\": \"en\" }", "has no \"strings\" object"),
        ("[1, 2]", "must be a JSON object"),
        ("{ \"sourceLanguage\": \"en\", \"strings\": { \"k\": 3 } }", "strings[\"k\"] must be an object"),
        ("{ \"sourceLanguage\": \"en\", \"strings\": { \"k\": { \"localizations\": { \"de\": { \"stringUnit\": { \"value\": 1 } } } } } }",
         "strings[\"k\"].localizations.de.stringUnit must be an object with a string \"value\""),
        ("{ \"sourceLanguage\": \"en\", \"strings\": { ", "is not valid JSON"),
    ])
    func malformedXCStringsNameTheFile(json: String, message: String) {
        do {
            _ = try XCStringsParser.parse(Data(json.utf8), file: "App/Localizable.xcstrings")
            Issue.record("expected an error for \(json)")
        } catch let error as LocalizationError {
            #expect(error.file == "App/Localizable.xcstrings")
            #expect(error.message.hasPrefix(message), "\(error)")
            #expect(error.description.hasPrefix("App/Localizable.xcstrings: "))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
