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

    /// As CoreFoundation's old-style property-list reader (what Xcode and `Bundle` use) reads them:
    /// each of these is valid, none an error.
    @Test func escapesAsApplesReaderReadsThem() throws {
        let table = try parse(#"""
        "continued" = "first line\
        second line";
        "octal" = "\101\0102\7";
        "short U" = "\U41\U12";
        "any other" = "\q\'\$";
        "lone half" = "\UD83D!";
        "bell" = "\a\b\f\v";
        "same";
        """#)
        #expect(table == [
            "continued": "first line\nsecond line",
            "octal": "A\u{08}2\u{07}",
            "short U": "A\u{12}",
            "any other": "q'$",
            "lone half": "\u{FFFD}!",
            "bell": "\u{07}\u{08}\u{0C}\u{0B}",
            "same": "same",
        ])
    }

    @Test func utf16WithoutByteOrderMark() throws {
        let text = "\"k\" = \"Grüße\";"
        #expect(try StringsFileParser.parse(text.data(using: .utf16LittleEndian)!, file: "x.strings") == ["k": "Grüße"])
        #expect(try StringsFileParser.parse(text.data(using: .utf16BigEndian)!, file: "x.strings") == ["k": "Grüße"])
    }

    @Test func utf16WithByteOrderMark() throws {
        var data = Data([0xFF, 0xFE])
        data.append("\"k\" = \"Grüße\";".data(using: .utf16LittleEndian)!)
        #expect(try StringsFileParser.parse(data, file: "x.strings") == ["k": "Grüße"])
    }

    @Test func xmlPropertyListStringsAreReadAsAPropertyList() throws {
        let text = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
              <dict>
                <key>greeting</key>
                <string>Grüße &amp; "Hallo"</string>
                <key>two.lines</key>
                <string>eins
            zwei</string>
              </dict>
            </plist>
            """
        #expect(try StringsFileParser.parse(Data(text.utf8), file: "de.lproj/InfoPlist.strings")
                == ["greeting": "Grüße & \"Hallo\"", "two.lines": "eins\nzwei"])
    }

    @Test func binaryPropertyListStringsAreReadAsAPropertyList() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["k": "Grüße"], format: .binary, options: 0)
        #expect(try StringsFileParser.parse(data, file: "x.strings") == ["k": "Grüße"])
    }

    @Test func aPropertyListValueThatIsNotAStringNamesItsKeyAndLine() {
        let text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>count</key>\n<integer>3</integer>\n</dict>\n</plist>\n"
        do {
            _ = try StringsFileParser.parse(Data(text.utf8), file: "x.strings")
            Issue.record("expected an error")
        } catch let error as LocatedError {
            #expect(error.line == 4 && error.key == "count", "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
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
        let broken = try folder.write("it.lproj/Localizable.strings", "\"a\" = \"b\";\n\"c\" = \"d\"\n")
        let otherSource = try folder.write("Other.xcstrings", #"{"sourceLanguage": "de", "strings": {}}"#)
        let xc = try folder.write("Main.xcstrings", sampleXCStrings)
        let missing = folder.path + "/nope.xcstrings"

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

    /// A `.strings` file outside any `LANG.lproj` folder, not named after a language, is Base's: a
    /// bundle's non-localized `Localizable.strings` is found for every language.
    @Test func stringsFileOutsideAnLprojFolderIsBase() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let file = try folder.write("Resources/Localizable.strings", "\"greeting\" = \"Hello there\";")
        let catalog = try StringsCatalog.load(path: file)
        #expect(catalog.languages == ["Base"])
        #expect(catalog.resolve(key: "greeting", language: "de") == "Hello there")
    }

    @Test func languageTags() {
        for tag in ["en", "de", "pt-BR", "zh_Hant", "es-419", "Base"] { #expect(StringsCatalog.isLanguageTag(tag), "\(tag)") }
        for name in ["Localizable", "InfoPlist", "e", "english", "de-", ""] { #expect(!StringsCatalog.isLanguageTag(name), "\(name)") }
    }
}
