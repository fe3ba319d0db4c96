import Foundation
import LayoutModel
import Testing
@testable import Rasterizer

@Suite struct FontRegistryTests {
    @Test func missingFileNamesThePathAndThePackage() {
        var registry = FontRegistry.default
        registry.primary.files[.bold] = "/nonexistent/fonts/Inter-Bold.otf"
        #expect {
            _ = try TextEngine(registry: registry)
        } throws: { error in
            let message = String(describing: error)
            return message.contains("/nonexistent/fonts/Inter-Bold.otf") && message.contains("fonts-inter")
                && error as? TextEngineError == .missingFontFile(path: "/nonexistent/fonts/Inter-Bold.otf",
                                                                 family: "Inter", package: "fonts-inter")
        }
        var fallback = FontRegistry.default
        fallback.fallbacks[0].files[.regular] = "/nonexistent/NotoSansArabic-Regular.ttf"
        #expect(throws: TextEngineError.missingFontFile(path: "/nonexistent/NotoSansArabic-Regular.ttf",
                                                        family: "Noto Sans Arabic", package: "fonts-noto-core")) {
            _ = try TextEngine(registry: fallback)
        }
    }

    @Test func customFontsAreShapedWithTheirOwnFile() throws {
        // `fonts:` files by family name (nearest weight) and by PostScript name; an unknown name is
        // the system font (Inter); a path that does not exist is an error naming it.
        let dejaVu = "/usr/share/fonts/truetype/dejavu/"
        let fonts = try CustomFont.load([dejaVu + "DejaVuSerif.ttf", dejaVu + "DejaVuSerif-Bold.ttf"])
        #expect(fonts.map(\.family) == ["DejaVu Serif", "DejaVu Serif"])
        #expect(fonts.map(\.postScriptName) == ["DejaVuSerif", "DejaVuSerif-Bold"])
        #expect(fonts.map(\.weight) == [.regular, .bold])
        let registry = FontRegistry.default.adding(fonts)
        #expect(registry.customNames == ["DejaVu Serif", "DejaVuSerif", "DejaVuSerif-Bold"])
        let engine = try TextEngine(registry: registry)
        func path(_ name: String?, _ weight: FontWeight = .regular) -> String? {
            engine.shapedItems(of: "Brand", font: FontDescriptor(size: 17, weight: weight, name: name), direction: .leftToRight).first?.fontPath
        }
        #expect(path("DejaVu Serif") == dejaVu + "DejaVuSerif.ttf")
        #expect(path("DejaVu Serif", .semibold) == dejaVu + "DejaVuSerif-Bold.ttf")
        #expect(path("DejaVuSerif-Bold") == dejaVu + "DejaVuSerif-Bold.ttf")
        #expect(path("Unknown Brand")?.hasSuffix("Inter-Regular.otf") == true)
        let custom = engine.measure(TextRequest(string: "Brand", font: FontDescriptor(size: 17, name: "DejaVu Serif")))
        let system = engine.measure(TextRequest(string: "Brand", font: FontDescriptor(size: 17)))
        #expect(custom.size.width != system.size.width)
        #expect(throws: TextEngineError.missingCustomFont(path: "/nonexistent/Brand.otf")) {
            _ = try CustomFont.load(["/nonexistent/Brand.otf"])
        }
    }

    @Test func fallbackFamiliesUseTheNearestWeight() {
        let arabic = FontFamily.notoSansArabic
        #expect(arabic.file(for: .medium) == notoSansArabicRegular)
        #expect(arabic.file(for: .semibold)?.hasSuffix("NotoSansArabic-Bold.ttf") == true)
        #expect(arabic.file(for: .heavy)?.hasSuffix("NotoSansArabic-Bold.ttf") == true)
        #expect(FontFamily.inter.file(for: .heavy)?.hasSuffix("Inter-ExtraBold.otf") == true)
    }

    @Test func arabicFallsBackToNotoSansArabic() throws {
        let engine = try #require(sharedTextEngine)
        let text = "مرحبا بالعالم"
        let items = engine.shapedItems(of: text, font: FontDescriptor(size: 17), direction: .leftToRight)
        let arabic = items.filter { $0.fontPath == notoSansArabicRegular }
        #expect(arabic.count == 2)   // the two words; the space between them is Inter's
        #expect(items.allSatisfy { $0.glyphs.allSatisfy { $0.glyph != 0 } })   // no .notdef
        let m = engine.measure(TextRequest(string: text, font: FontDescriptor(size: 17)))
        #expect(m.lines.first?.width ?? 0 > 40)
        // Semibold picks the Bold Noto face.
        let bold = engine.shapedItems(of: "مرحبا", font: FontDescriptor(size: 17, weight: .semibold), direction: .leftToRight)
        #expect(bold.map(\.fontPath) == ["/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf"])
    }

    @Test func perCharacterFallbackAndDesigns() throws {
        let engine = try #require(sharedTextEngine)
        let hebrew = engine.shapedItems(of: "שלום", font: FontDescriptor(size: 17), direction: .leftToRight)
        #expect(hebrew.map(\.fontPath) == [notoSansHebrewRegular])
        // U+2230 VOLUME INTEGRAL: in neither Inter nor Noto, so DejaVu Sans; the space stays Inter.
        let symbols = engine.shapedItems(of: "∰ ☃", font: FontDescriptor(size: 17), direction: .leftToRight)
        #expect(symbols.map(\.fontPath) == ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", interRegular,
                                            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"])
        // Monospaced: every glyph has the same advance.
        let mono = FontDescriptor(size: 17, design: .monospaced)
        let narrow = engine.measure(TextRequest(string: "iiii", font: mono)).lines[0].width
        let wide = engine.measure(TextRequest(string: "MMMM", font: mono)).lines[0].width
        #expect(narrow == wide && narrow > 30)
        let serif = engine.shapedItems(of: "Hi", font: FontDescriptor(size: 17, design: .serif), direction: .leftToRight)
        #expect(serif.map(\.fontPath) == ["/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"])
    }
}

/// Where a Debian path is absent (macOS), fonts are found through fontconfig.
@Suite struct FontLocatorTests {
    @Test func aMissingPathIsFoundThroughFontconfig() throws {
        var registry = FontRegistry.debian
        registry.primary.files[.heavy] = "/nonexistent/fonts/Inter-ExtraBold.otf"
        registry.fallbacks[0].files[.bold] = "/nonexistent/fonts/NotoSansArabic-Bold.ttf"
        let located = registry.located(using: .fontconfig)
        #expect(located.primary.files[.heavy] == "/usr/share/fonts/opentype/inter/Inter-ExtraBold.otf")
        #expect(located.fallbacks[0].files[.bold] == "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf")
        // Present files are never looked up.
        #expect(located.primary.files[.regular] == interRegular)
        _ = try TextEngine(registry: located)
    }

    @Test func noSubstituteFamilyOrWeight() {
        var family = FontFamily.inter
        family.name = "No Such Family"
        family.files[.regular] = "/nonexistent/NoSuch-Regular.otf"
        // fontconfig answers another family for an unknown one; that is not taken.
        #expect(family.located(using: .fontconfig).files[.regular] == "/nonexistent/NoSuch-Regular.otf")
        // DejaVu Sans Mono has no medium face: the path stays, and the engine's error names it.
        var mono = FontFamily.dejaVuSansMono
        mono.files[.medium] = "/nonexistent/DejaVuSansMono-Medium.ttf"
        #expect(mono.located(using: .fontconfig).files[.medium] == "/nonexistent/DejaVuSansMono-Medium.ttf")
    }

    @Test func aLocatorIsAskedOnlyForMissingFiles() {
        let asked = AskedNames()
        let locator = FontLocator { name, weight in asked.add("\(name) \(weight)"); return "/found/\(name)" }
        var family = FontFamily.dejaVuSans
        family.files[.bold] = "/nonexistent/DejaVuSans-Bold.ttf"
        let located = family.located(using: locator)
        #expect(asked.names == ["DejaVu Sans bold"])
        #expect(located.files[.bold] == "/found/DejaVu Sans" && located.files[.regular] == family.files[.regular])
    }
}

/// What a test locator was asked, from any thread.
final class AskedNames: Sendable {
    private let list = Protected<[String]>([])
    func add(_ s: String) { list.withLock { $0.append(s) } }
    var names: [String] { list.withLock { $0 } }
}
