import Foundation
import Testing
import LayoutModel
import Rasterizer
import SwiftUIReader
@testable import SnapshotHarness

// Bold Text and Increase Contrast: two axes of the matrix, a font weight one step heavier and
// colours from the increased-contrast table (or a colour's own increasedContrast value).

@Suite struct BoldTextTests {
    /// 354 pt wide in the SF Pro stand-in (tracked Inter Display) Regular at 33 pt (accessibility2
    /// body), 366.7 pt in SemiBold; its frame is 360 pt wide.
    static let renew = "text: Renew your membership\nid: renew\nlineLimit: 1\nframe: {width: 360}"

    @Test func eachWeightGoesOneStepHeavier() {
        let bold = LegibilityWeight.bold
        #expect(bold.applied(to: .regular) == .semibold)
        #expect(bold.applied(to: .medium) == .bold)
        #expect(bold.applied(to: .semibold) == .bold)
        #expect(bold.applied(to: .bold) == .heavy)
        #expect(bold.applied(to: .heavy) == .heavy)
        #expect(FontWeight.allCases.allSatisfy { LegibilityWeight.regular.applied(to: $0) == $0 })
    }

    @Test func aTextThatFitsAtAX2RegularTruncatesAtAX2Bold() throws {
        let regular = try evaluate(Self.renew, size: .accessibility2)
        #expect(regular.findings(.truncated).isEmpty)
        #expect(regular.element("renew")?.text?.font.weight == .regular)
        let bold = try evaluate(Self.renew, size: .accessibility2, legibilityWeight: .bold)
        #expect(bold.element("renew")?.text?.font.weight == .semibold)
        let f = bold.findings(.truncated)
        #expect(f.count == 1)
        #expect(f.first?.element == "renew")
        #expect(f.first?.variant.name == "iphone15_accessibilityLarge_ltr_en_bold")
    }

    @Test func headlinesAndExplicitWeightsStepToo() throws {
        let e = try evaluate("vStack:\n  - text: A\n    id: h\n    font: headline\n  - text: B\n    id: b\n    fontWeight: bold",
                             legibilityWeight: .bold)
        #expect(e.element("h")?.text?.font.weight == .bold)
        #expect(e.element("b")?.text?.font.weight == .heavy)
    }
}

@Suite struct IncreaseContrastTests {
    /// #767676 is 4.54:1 on white (passes 4.5); its increased-contrast value #595959 is 7.0:1.
    static let grey = "text: Readable\nid: label\nforeground: {color: \"#767676\", increasedContrast: \"#595959\"}"

    @Test func aGreyThatPassesAtStandardContrastTakesItsIncreasedValue() throws {
        let standard = try evaluate(Self.grey)
        #expect(standard.findings(.contrast).isEmpty)
        #expect(standard.element("label")?.text?.color == RGBA(hex: 0x767676))
        let increased = try evaluate(Self.grey, contrast: .increased)
        #expect(increased.element("label")?.text?.color == RGBA(hex: 0x595959))
        #expect(increased.findings(.contrast).isEmpty)
    }

    @Test func theCheckJudgesWhatIsPaintedInTheVariant() throws {
        // A (bad) increased value lighter than the standard one fails in the _hc variant only.
        let lighter = "text: Readable\nid: label\nforeground: {color: \"#595959\", increasedContrast: \"#999999\"}"
        #expect(try evaluate(lighter).findings(.contrast).isEmpty)
        let f = try evaluate(lighter, contrast: .increased).findings(.contrast)
        #expect(f.count == 1)
        #expect(f.first?.message.contains("#999999") == true || f.first?.message.contains("2.8") == true)
    }

    @Test func systemColoursSwitchToApplesIncreasedValues() {
        let light = ColorTraits(.light, contrast: .increased), dark = ColorTraits(.dark, contrast: .increased)
        #expect(SystemColor.systemBlue.resolve(light) == RGBA(hex: 0x0040DD))
        #expect(SystemColor.systemBlue.resolve(dark) == RGBA(hex: 0x409CFF))
        #expect(SystemColor.systemGray.resolve(light) == RGBA(hex: 0x6C6C70))
        #expect(SystemColor.systemBlue.resolve(ColorTraits(.light)) == RGBA(hex: 0x007AFF))
        // Separators darker: more opaque in both appearances.
        #expect(SystemColor.separator.resolve(light).a > SystemColor.separator.resolve(ColorTraits(.light)).a)
        #expect(SystemColor.separator.resolve(dark).a > SystemColor.separator.resolve(ColorTraits(.dark)).a)
        // Every colour's increased value is at least as far from its background as the standard one.
        for c in [SystemColor.label, .secondaryLabel, .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemGray] {
            let standard = Contrast.ratio(c.resolve(ColorTraits(.light)).over(.white), .white)
            #expect(Contrast.ratio(c.resolve(light).over(.white), .white) >= standard, "\(c)")
        }
    }

    @Test func theRendererPaintsTheIncreasedValue() throws {
        func centre(_ contrast: ColorSchemeContrast) throws -> [UInt8] {
            let e = try evaluate("color: systemBlue", contrast: contrast)
            let image = ScreenRenderer(text: checkTextEngine).render(e.layout)
            return Array(image[image.width / 2, image.height / 2].prefix(3))
        }
        #expect(try centre(.standard) == [0x00, 0x7A, 0xFF])
        #expect(try centre(.increased) == [0x00, 0x40, 0xDD])
    }

    @Test func aScreenFileColourRoundTripsWithItsIncreasedValue() throws {
        let screen = try checkScreen("color: {color: systemGray, increasedContrast: \"#333333\"}")
        guard case .color(let c) = screen.body.kind else { Issue.record("not a colour"); return }
        #expect(c == .contrasting(.system(.systemGray), increased: .rgba(RGBA(hex: 0x333333))))
        let json = try JSONEncoder().encode(c)
        #expect(String(decoding: json, as: UTF8.self).contains("increasedContrast"))
        #expect(try JSONDecoder().decode(ColorValue.self, from: json) == c)
        #expect(throws: ScreenFileError.self) { try checkScreen("color: {color: red, increasedContrast: \"#333333\"}") }
        #expect(throws: ScreenFileError.self) { try checkScreen("color: {increasedContrast: \"#333333\"}") }
    }

    @Test func anAssetCatalogColourSetGivesItsHighContrastValue() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hc-\(UUID().uuidString).xcassets")
        let set = root.appendingPathComponent("Muted.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        func entry(_ hex: String, _ appearances: String) -> String {
            "{\"color\": {\"color-space\": \"srgb\", \"components\": {\"red\": \"0x\(hex.prefix(2))\", \"green\": \"0x\(hex.dropFirst(2).prefix(2))\", \"blue\": \"0x\(hex.suffix(2))\", \"alpha\": \"1.000\"}}, \"idiom\": \"universal\"\(appearances)}"
        }
        let contrast = "{\"appearance\": \"contrast\", \"value\": \"high\"}", dark = "{\"appearance\": \"luminosity\", \"value\": \"dark\"}"
        let json = "{\"colors\": [\(entry("888888", "")), \(entry("555555", ", \"appearances\": [\(contrast)]")), "
            + "\(entry("AAAAAA", ", \"appearances\": [\(dark)]")), \(entry("DDDDDD", ", \"appearances\": [\(dark), \(contrast)]"))]}"
        try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try AssetCatalog.load([root.path])
        let muted = try #require(catalog.color(named: "Muted"))
        #expect(muted.value(.light).resolve(ColorTraits(.light)) == RGBA(hex: 0x888888))
        #expect(muted.value(.light).resolve(ColorTraits(.light, contrast: .increased)) == RGBA(hex: 0x555555))
        #expect(muted.value(.dark).resolve(ColorTraits(.dark)) == RGBA(hex: 0xAAAAAA))
        #expect(muted.value(.dark).resolve(ColorTraits(.dark, contrast: .increased)) == RGBA(hex: 0xDDDDDD))
    }
}

@Suite struct AccessibilityAxesTests {
    @Test func defaultsLeaveTheMatrixAsItWas() {
        let m = Matrix(Configuration())
        #expect(m.variants.count == 72)
        #expect(m.variants.allSatisfy { $0.variant.legibilityWeight == .regular && $0.variant.contrast == .standard })
    }

    @Test func bothAxesInTheConfigurationAndTheirSuffixes() throws {
        let c = try ConfigurationLoader.parse("""
        matrix:
          sizes: [large]
          directions: [ltr]
          locales: [en]
          legibilityWeight: [regular, bold]
          contrast: all
        baselined:
          sizes: [large]
          legibilityWeight: [bold]
          contrast: [standard]
        """)
        let m = Matrix(c)
        #expect(m.variants.map(\.variant.name) == ["iphone15_large_ltr_en", "iphone15_large_ltr_en_hc",
                                                   "iphone15_large_ltr_en_bold", "iphone15_large_ltr_en_bold_hc"])
        #expect(m.variants.filter(\.isBaselined).map(\.variant.name) == ["iphone15_large_ltr_en_bold"])
    }

    @Test func extraBaselinedVariantsAreSingleVariantsAddedToTheMatrix() throws {
        let c = try ConfigurationLoader.parse("""
        matrix:
          sizes: [large, accessibilityLarge]
          directions: [ltr, rtl]
          locales: [en, de]
        baselined:
          sizes: [large]
          directions: [ltr]
          locales: [en]
          extra:
            - {size: accessibilityLarge, legibilityWeight: bold}
            - {contrast: increased}
            - {size: accessibilityLarge, direction: rtl, locale: de}
        """)
        let m = Matrix(c)
        // Axes left out take the matrix's first value; bold and increased contrast are added after
        // the matrix's 8 variants, the third pick is in it already and is only baselined.
        #expect(m.variants.count == 10)
        #expect(m.variants.suffix(2).map(\.variant.name) == ["iphone15_accessibilityLarge_ltr_en_bold", "iphone15_large_ltr_en_hc"])
        #expect(m.variants.map(\.index) == Array(0..<10))
        #expect(m.variants.filter(\.isBaselined).map(\.variant.name) == [
            "iphone15_large_ltr_en", "iphone15_accessibilityLarge_rtl_de",
            "iphone15_accessibilityLarge_ltr_en_bold", "iphone15_large_ltr_en_hc"])
        // Without extras nothing is added.
        #expect(Matrix(try ConfigurationLoader.parse("matrix:\n  sizes: [large]\n")).variants.count == 6)
        // One value per axis, known keys only, devices of the matrix only; each error names its place.
        for bad in ["baselined:\n  extra:\n    - {size: [large, small]}\n",
                    "baselined:\n  extra:\n    - {weight: bold}\n",
                    "baselined:\n  extra:\n    - {device: iphoneSE}\n"] {
            #expect(throws: InputError.self, "\(bad)") { try ConfigurationLoader.parse(bad) }
        }
    }

    @Test func aBadValueNamesTheKeyAndTheOption() {
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("matrix:\n  contrast: [high]\n") }
        do {
            _ = try ConfigurationLoader.parse("matrix:\n  legibilityWeight: [heavy]\n")
            Issue.record("accepted heavy")
        } catch let e as InputError {
            #expect(e.description.contains("matrix.legibilityWeight"))
            #expect(e.description.contains("expected regular, bold or all"))
        } catch { Issue.record("\(error)") }
        var o = Overrides()
        o.contrasts = "more"
        #expect(throws: InputError.self) { try o.applied(to: Configuration()) }
    }

    @Test func theCommandLineAddsBoth() throws {
        var o = Overrides()
        o.legibilityWeights = "all"; o.contrasts = "increased"
        let c = try o.applied(to: Configuration())
        #expect(c.matrix.legibilityWeights == [.regular, .bold])
        #expect(c.matrix.contrasts == [.increased])
        #expect(o.narrowsRun)
    }

    @Test func jsonVariantsNameThemOnlyWhenOn() {
        let on = Variant(legibilityWeight: .bold, contrast: .increased)
        let text = CheckJSONReport.variant(on).compact
        #expect(text.contains("\"legibilityWeight\"") && text.contains("\"bold\""))
        #expect(text.contains("\"contrast\"") && text.contains("\"increased\""))
        let off = CheckJSONReport.variant(Variant()).compact
        #expect(!off.contains("legibilityWeight") && !off.contains("contrast"))
    }

    @Test func reportsDescribeTheAxes() {
        let all = [Variant(), Variant(legibilityWeight: .bold), Variant(contrast: .increased)]
        #expect(VariantSet.describe([all[0], all[1]], of: all) == "all legibility weights · standard contrast (2 variants)")
        let four = all + [Variant(legibilityWeight: .bold, contrast: .increased)]
        #expect(VariantSet.describe([four[1], four[3]], of: four) == "bold text · all contrasts (2 variants)")
    }
}
