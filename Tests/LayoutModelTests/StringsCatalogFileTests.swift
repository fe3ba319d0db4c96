import Foundation
import Testing
@testable import LayoutModel

@Suite struct StringsFileParserTests {
    private func parse(_ text: String) throws -> [String: String] {
        try StringsFileParser.parse(Data(text.utf8), file: "de.lproj/Localizable.strings")
    }

    @Test func entriesCommentsAndEscapes() throws {
        let table = try parse("""
        /* The paywall title. */
        "paywall.title" = "Pro holen";
        // A line comment
        "quote" = "Sag \\"Hallo\\"\\\\";   /* trailing comment */
        "lines"="eins\\nzwei\\tdrei";
        "euro" = "\\U20AC 5";
        "emoji" = "\\UD83D\\UDE00";
        bare_key = "bare value";
        """)
        #expect(table == [
            "paywall.title": "Pro holen",
            "quote": "Sag \"Hallo\"\\",
            "lines": "eins\nzwei\tdrei",
            "euro": "€ 5",
            "emoji": "😀",
            "bare_key": "bare value",
        ])
    }

    @Test func utf16WithByteOrderMark() throws {
        var data = Data([0xFF, 0xFE])
        data.append("\"k\" = \"Grüße\";".data(using: .utf16LittleEndian)!)
        #expect(try StringsFileParser.parse(data, file: "x.strings") == ["k": "Grüße"])
    }

    @Test func undecodableBytesAreAnError() {
        #expect(throws: LocalizationError(file: "x.strings", "is not UTF-8 or UTF-16 text (UTF-16 needs a byte-order mark)")) {
            try StringsFileParser.parse(Data([0x22, 0xC3, 0x28, 0x22]), file: "x.strings")
        }
    }

    @Test(arguments: [
        ("\"a\" = \"1\";\n\"b\" \"2\";", 2, "expected '=' after the key \"b\""),
        ("\"a\" = \"1\";\n\n\"b\" = \"2\"", 3, "expected ';' after the value of \"b\""),
        ("\"a\" = \"1\";\n\"b\" = \"open\n\nstill open;", 2, "unterminated string"),
        ("/* never closed\n\n", 1, "unterminated /* comment"),
        ("\"a\" = \"x\\qy\";", 1, "unknown escape '\\q'"),
        ("\n\"a\" = \"\\U12\";", 2, "\\U needs four hex digits"),
        ("\"a\" = \"\\UD83D\";", 1, "\\UD83D is half a surrogate pair"),
        ("\"a\" = ;", 1, "expected a value for the key \"a\", found ';'"),
    ])
    func errorsNameFileAndLine(text: String, line: Int, message: String) {
        do {
            _ = try parse(text)
            Issue.record("expected an error for \(text)")
        } catch let error as LocalizationError {
            #expect(error.file == "de.lproj/Localizable.strings")
            #expect(error.line == line, "\(error)")
            #expect(error.message.hasPrefix(message), "\(error)")
            #expect(error.description.hasPrefix("de.lproj/Localizable.strings:\(line): "))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

@Suite struct StringsCatalogLoadingTests {
    @Test func lprojFolderLayout() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.write("Base.lproj/Localizable.strings", "\"title\" = \"Title\";\n\"only.base\" = \"Base only\";")
        try folder.write("de.lproj/Localizable.strings", "\"title\" = \"Titel\";")
        try folder.write("ar.lproj/Localizable.strings", "\"title\" = \"العنوان\";")
        let catalog = try StringsCatalog.load(path: folder.path)
        #expect(catalog.languages == ["Base", "ar", "de"])
        #expect(catalog.resolve(key: "title", language: "de") == "Titel")
        #expect(catalog.resolve(key: "only.base", language: "ar") == "Base only")
    }

    @Test func singleFilePerLanguageAndMergingPaths() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let xc = try folder.write("Localizable.xcstrings", sampleXCStrings)
        let fr = try folder.write("fr.strings", "\"paywall.title\" = \"Passer à Pro\";")
        let de = try folder.write("extra/de.strings", "\"paywall.title\" = \"Jetzt Pro\";")
        let catalog = try StringsCatalog.load(paths: [xc, fr, de])
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "en", "fr"])
        #expect(catalog.lookup(key: "paywall.title", language: "fr") == "Passer à Pro")
        #expect(catalog.lookup(key: "paywall.title", language: "de") == "Jetzt Pro")   // the later file wins
        #expect(catalog.lookup(key: "items.count", language: "de") == "%lld Artikel insgesamt")
    }

    @Test func errorsNameTheFile() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let noLanguage = try folder.write("Localizable.strings", "\"a\" = \"b\";")
        let broken = try folder.write("it.lproj/Localizable.strings", "\"a\" = \"b\";\n\"c\" = \"d\"\n")
        let otherSource = try folder.write("Other.xcstrings", #"{"sourceLanguage": "de", "strings": {}}"#)
        let xc = try folder.write("Main.xcstrings", sampleXCStrings)
        let missing = folder.path + "/nope.xcstrings"

        #expect(throws: LocalizationError(file: noLanguage, "has no language: put it in a LANG.lproj folder or name it LANG.strings")) {
            try StringsCatalog.load(path: noLanguage)
        }
        #expect(throws: LocalizationError(file: broken, line: 3, "expected ';' after the value of \"c\"")) {
            try StringsCatalog.load(path: broken)
        }
        #expect(throws: LocalizationError(file: missing, "does not exist")) {
            try StringsCatalog.load(path: missing)
        }
        #expect(throws: LocalizationError(file: otherSource, "declares source language \"de\" but \(xc) declares \"en\"")) {
            try StringsCatalog.load(paths: [xc, otherSource])
        }
    }

    @Test func languageTags() {
        for tag in ["en", "de", "pt-BR", "zh_Hant", "es-419", "Base"] { #expect(StringsCatalog.isLanguageTag(tag), "\(tag)") }
        for name in ["Localizable", "InfoPlist", "e", "english", "de-", ""] { #expect(!StringsCatalog.isLanguageTag(name), "\(name)") }
    }
}
