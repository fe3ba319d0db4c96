import Foundation
import Testing
@testable import LayoutModel
import Rasterizer
@testable import SnapshotHarness

// Strings as apps have them: plural variations chosen by CLDR rules (ICU), substitutions,
// device variations, .stringsdict, arguments in the locale's digits, dates, durations, numbers,
// and the missing-string / untranslated findings.

@Suite struct StringsFormattingTests {
    /// A catalog with Russian plurals (one few many other), a substitution, a device variation, an
    /// untranslated and a needs_review unit.
    static let xcstrings = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "days": {"localizations": {
        "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld day"}},
                                          "other": {"stringUnit": {"state": "translated", "value": "%lld days"}}}}},
        "ru": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld день"}},
                                          "few": {"stringUnit": {"state": "translated", "value": "%lld дня"}},
                                          "many": {"stringUnit": {"state": "translated", "value": "%lld дней"}},
                                          "other": {"stringUnit": {"state": "translated", "value": "%lld дня"}}}}}}},
      "pets": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "%@ has %#@count@"},
               "substitutions": {"count": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg toy"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg toys"}}}}}}}}},
      "tap": {"localizations": {
        "en": {"variations": {"device": {"iphone": {"stringUnit": {"state": "translated", "value": "Tap to start"}},
                                          "mac": {"stringUnit": {"state": "translated", "value": "Click to start"}},
                                          "other": {"stringUnit": {"state": "translated", "value": "Start"}}}}}}},
      "greeting": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
        "ru": {"stringUnit": {"state": "new", "value": ""}},
        "de": {"stringUnit": {"state": "needs_review", "value": "Hallo"}}}},
      "only.english": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Only in English"}}}}
    }}
    """

    static let catalog: StringsCatalog = {
        do { return try XCStringsParser.parse(Data(xcstrings.utf8), file: "test.xcstrings") } catch { fatalError("\(error)") }
    }()

    func strings(_ locale: String) throws -> LocalizedStrings {
        try Locales.resolver(for: locale, catalog: Self.catalog, formatting: ICULocaleData())
    }

    @Test func russianPluralsFollowCLDR() throws {
        let ru = try strings("ru")
        func days(_ n: Int) -> String { ru.resolve(.format(key: "days", arguments: [String(n)])) }
        #expect(days(1) == "1 день")
        #expect(days(3) == "3 дня")
        #expect(days(5) == "5 дней")
        #expect(days(21) == "21 день")
        #expect(days(11) == "11 дней")
        let en = try strings("en")
        #expect(en.resolve(.format(key: "days", arguments: ["1"])) == "1 day")
        #expect(en.resolve(.format(key: "days", arguments: ["1234"])) == "1,234 days")
    }

    @Test func substitutionsDeviceVariationsAndPositionalArguments() throws {
        let en = try strings("en")
        #expect(en.resolve(.format(key: "pets", arguments: ["Snowy", "1"])) == "Snowy has 1 toy")
        #expect(en.resolve(.format(key: "pets", arguments: ["Snowy", "12"])) == "Snowy has 12 toys")
        #expect(en.resolve(.key("tap")) == "Tap to start")
        #expect(Placeholders.fill("%2$@ before %1$@", ["a", "b"]).text == "b before a")
    }

    @Test func anArabicNumberHasArabicDigits() throws {
        let catalog = StringsCatalog(sourceLanguage: "en", tables: ["en": ["n": "%lld cycles"], "ar": ["n": "%lld دورة"]])
        let ar = try Locales.resolver(for: "ar", catalog: catalog, formatting: ICULocaleData())
        #expect(ar.resolve(.format(key: "n", arguments: ["1234"])) == "١٬٢٣٤ دورة")
        #expect(ar.resolve(.formatted(.number(1234.5))) == "١٬٢٣٤٫٥")
        #expect(ar.resolve(.formatted(.duration(seconds: 2745, style: .positional))) == "٤٥:٤٥")
        let de = try Locales.resolver(for: "de", catalog: StringsCatalog(sourceLanguage: "en", tables: ["de": ["x": "x"]]),
                                      formatting: ICULocaleData())
        #expect(de.resolve(.formatted(.number(1234.5))) == "1.234,5")
        #expect(de.resolve(.formatted(.date(year: 2026, month: 3, day: 3, style: .medium))) == "03.03.2026")
        #expect(de.resolve(.formatted(.duration(seconds: 3725, style: .positional))) == "1:02:05")
    }

    @Test func aMissingKeyIsAFindingAndReadable() throws {
        let ru = try strings("ru")
        #expect(ru.resolve(.key("only.english")) == "Only in English")
        #expect(ru.status(.key("only.english")) == .missing)
        #expect(ru.resolve(.key("no.where")) == "[no.where]")
        // A key that is text (SwiftUI's Text("Tempo")) is its own source string.
        #expect(ru.resolve(.key("Tempo")) == "Tempo" && ru.status(.key("Tempo")) == .missing)
        let en = try strings("en")
        #expect(en.resolve(.key("Tempo")) == "Tempo" && en.status(.key("Tempo")) == .found)
        #expect(en.resolve(.key("paywall.titel")) == "[paywall.titel]" && en.status(.key("paywall.titel")) == .missing)
        let e = try evaluate("vStack:\n  - text: {key: only.english}\n    id: english\n  - text: {key: no.where}\n    id: gap",
                             catalog: Self.catalog, locale: "ru")
        let f = e.findings(.missingString)
        #expect(f.map(\.element) == ["english", "gap"])
        #expect(f.allSatisfy { $0.severity == .P1 })
        #expect(f.first?.message.contains("no ru string") == true)
        #expect(e.element("gap")?.text?.string == "[no.where]")
        // English has both (the key listed in the catalog is its own source text): no finding.
        #expect(try evaluate("text: {key: only.english}", catalog: Self.catalog).findings(.missingString).isEmpty)
    }

    @Test func anUntranslatedUnitFallsBackWithAMinorFinding() throws {
        let e = try evaluate("text: {key: greeting}\nid: hello", catalog: Self.catalog, locale: "ru")
        #expect(e.element("hello")?.text?.string == "Hello")
        let f = e.findings(.untranslated)
        #expect(f.count == 1 && f.first?.severity == .P2 && f.first?.element == "hello")
        #expect(e.findings(.missingString).isEmpty)
        // Reviewed-pending units show as translated, without a finding.
        let de = try evaluate("text: {key: greeting}", catalog: Self.catalog, locale: "de")
        #expect(de.findings(.untranslated).isEmpty)
        #expect(try strings("de").status(.key("greeting")) == .needsReview)
    }

    @Test func aNeedsReviewUnitIsANoteInTheTextSnapshot() throws {
        let body = "vStack:\n  - text: {key: greeting}\n    id: hello\n  - text: {key: days, args: [2]}\n    id: d"
        let de = try evaluate(body, catalog: Self.catalog, locale: "de")
        #expect(de.notes == ["needs-review hello: “greeting” is marked needs_review in the de catalog; it is shown as translated"])
        #expect(de.findings(.untranslated).isEmpty && de.findings(.missingString, "hello").isEmpty)
        // Translated (en) and untranslated (ru: a finding instead) units give no note.
        #expect(try evaluate(body, catalog: Self.catalog, locale: "en").notes.isEmpty)
        #expect(try evaluate(body, catalog: Self.catalog, locale: "ru").notes.isEmpty)
        var outcome = VariantOutcome(screen: "Test", screenFile: "t.yaml", variant: de.layout.variant, variantIndex: 0,
                                     isBaselined: false, findings: de.findings, readingOrder: de.readingOrder)
        outcome.notes = de.notes
        let text = TextSnapshot.render(screen: "Test", outcomes: [outcome])
        #expect(text.hasSuffix("notes:\n  " + de.notes[0] + "\n"))
        // Without notes the section is left out, so older snapshots keep their bytes.
        outcome.notes = []
        #expect(!TextSnapshot.render(screen: "Test", outcomes: [outcome]).contains("notes:"))
    }

    @Test func aPlaceholderIsNeverDrawnRaw() throws {
        let e = try evaluate("text: {key: days}\nid: d", catalog: Self.catalog)
        #expect(e.element("d")?.text?.string == " days")
        #expect(e.findings(.missingString).first?.message.contains("%lld") == true)
        #expect(try evaluate("text: {key: days, args: [3]}", catalog: Self.catalog).findings(.missingString).isEmpty)
    }

    @Test func legacyStringsdictBesideStrings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sd-\(UUID().uuidString)/ru.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try "\"files\" = \"%d файлов\";\n\"title\" = \"Файлы\";\n".write(to: folder.appendingPathComponent("Localizable.strings"),
                                                                        atomically: true, encoding: .utf8)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>files</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
          <key>files</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d файл</string>
            <key>few</key><string>%d файла</string>
            <key>many</key><string>%d файлов</string>
            <key>other</key><string>%d файла</string>
          </dict></dict></dict></plist>
        """.write(to: folder.appendingPathComponent("Localizable.stringsdict"), atomically: true, encoding: .utf8)
        let catalog = try StringsCatalog.load(path: folder.deletingLastPathComponent().path)
        let ru = try Locales.resolver(for: "ru", catalog: catalog, formatting: ICULocaleData())
        #expect(ru.resolve(.format(key: "files", arguments: ["21"])) == "21 файл")
        #expect(ru.resolve(.format(key: "files", arguments: ["3"])) == "3 файла")
        #expect(ru.resolve(.format(key: "files", arguments: ["5"])) == "5 файлов")
        #expect(ru.resolve(.key("title")) == "Файлы")
    }

    @Test func screenFilesWriteDatesDurationsNumbersAndArgs() throws {
        let e = try evaluate("""
        vStack:
          - text: {date: 2026-03-03, style: long}
            id: date
          - text: {duration: 2745, style: positional}
            id: duration
          - text: {number: 1234.5}
            id: number
          - text: {key: pets, args: ["Snowy", 12]}
            id: pets
        """, catalog: Self.catalog)
        #expect(e.element("date")?.text?.string == "March 3, 2026")
        #expect(e.element("duration")?.text?.string == "45:45")
        #expect(e.element("number")?.text?.string == "1,234.5")
        #expect(e.element("pets")?.text?.string == "Snowy has 12 toys")
        // Formatted values are localized, not hard-coded strings.
        #expect(e.findings(.hardcodedString).isEmpty)
        #expect(throws: ScreenFileError.self) { try checkScreen("text: {date: 2026-02-30}") }
        #expect(throws: ScreenFileError.self) { try checkScreen("text: {date: 2026-03-03, key: x}") }
        #expect(throws: ScreenFileError.self) { try checkScreen("text: {number: 3, style: medium}") }
        #expect(throws: ScreenFileError.self) { try checkScreen("text: {key: x, args: [1], arguments: [2]}") }
    }
}
