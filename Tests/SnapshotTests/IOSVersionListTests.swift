import Testing
import LayoutModel
import Rasterizer
@testable import SnapshotHarness

/// Lists per `ios:` version against public simulator renders of the same SwiftUI view:
/// cashapp/AccessibilitySnapshot (commit 5b03db81), Example/SnapshotTests/ReferenceImages/_64/
/// SnapshotTests.SwiftUIListSectionTests/testListWithSectionHeaders_<v>@3x.png, the view
/// `List { Section("Fruits") { Apple Banana Cherry } Section("Vegetables") { Carrot Peas } }`
/// (Example/AccessibilitySnapshot/SwiftUIListWithSections.swift), measured to 1/3 pt; the
/// figures are in ListMetrics.swift. Each must hold within 1 pt.
@Suite struct IOSVersionListTests {
    static let fruitsAndVegetables = """
        list:
          - section:
              header: Fruits
              content: [Apple, Banana, Cherry]
          - section:
              header: Vegetables
              content: [Carrot, Peas]
        """

    /// (device, iOS) as the render: 17.5 on a 393 x 852 iPhone 15, 18.5 and 26.2 on a 402 x 874 iPhone 16 Pro.
    func lay(_ ios: IOSVersion, device: Device) throws -> VariantEvaluation {
        let screen = try checkScreen(IOSVersionListTests.fruitsAndVegetables)
        return try VariantPipeline(text: checkTextEngine).evaluate(screen, Variant(device: device, ios: ios))
    }

    struct Figures {
        var cardX: Double, cardWidth: Double, firstCardTop: Double, rowPitch: Double, secondCardTop: Double
        var headerX: Double, headerText: String
    }

    func check(_ e: VariantEvaluation, _ f: Figures) throws {
        let card = try #require(e.element("body/list[0]/section/card"))
        #expect(abs(card.frame.minX - f.cardX) <= 1, "card x \(card.frame.minX), iOS \(f.cardX)")
        #expect(abs(card.frame.width - f.cardWidth) <= 1, "card width \(card.frame.width), iOS \(f.cardWidth)")
        #expect(abs(card.frame.minY - f.firstCardTop) <= 1, "first card top \(card.frame.minY), iOS \(f.firstCardTop)")
        for i in 0..<3 {
            let row = try #require(e.element("body/list[0]/section/row[\(i)]"))
            #expect(abs(row.frame.height - f.rowPitch) <= 1, "row \(i) \(row.frame.height), iOS \(f.rowPitch)")
            #expect(abs(row.frame.minY - (f.firstCardTop + Double(i) * f.rowPitch)) <= 1, "row \(i) top \(row.frame.minY)")
        }
        let second = try #require(e.element("body/list[1]/section/card"))
        #expect(abs(second.frame.minY - f.secondCardTop) <= 1, "second card top \(second.frame.minY), iOS \(f.secondCardTop)")
        let header = try #require(e.element("body/list[0]/section/header/text"))
        #expect(abs(header.frame.minX - f.headerX) <= 1, "header x \(header.frame.minX), iOS \(f.headerX)")
        #expect(header.text?.string == f.headerText)
        let apple = try #require(e.element("body/list[0]/section/row[0]"))
        let text = try #require(apple.children.first)
        #expect(abs(text.frame.minX - f.headerX) <= 1, "row text x \(text.frame.minX), iOS \(f.headerX)")
    }

    @Test func iOS17_5() throws {
        // Cards 20 pt from the sides, 44 pt rows from 97.67, the second card at 286; "FRUITS" at x 40.
        try check(lay(.ios17, device: .iphone15),
                  Figures(cardX: 20, cardWidth: 353, firstCardTop: 97.67, rowPitch: 44, secondCardTop: 286,
                          headerX: 40, headerText: "FRUITS"))
    }

    @Test func iOS18_5() throws {
        // The 17.5 geometry 3 pt lower (safe area 62): rows from 100.67, the second card at 289.
        try check(lay(.ios18, device: .iphone16Pro),
                  Figures(cardX: 20, cardWidth: 362, firstCardTop: 100.67, rowPitch: 44, secondCardTop: 289,
                          headerX: 40, headerText: "FRUITS"))
    }

    @Test func iOS26_2() throws {
        // Cards 16 pt from the sides, 52 pt rows from 102.33, the second card at 316.33; "Fruits" in
        // title case at x 32.
        let e = try lay(.ios26, device: .iphone16Pro)
        try check(e, Figures(cardX: 16, cardWidth: 370, firstCardTop: 102.33, rowPitch: 52, secondCardTop: 316.33,
                             headerX: 32, headerText: "Fruits"))
        let header = try #require(e.element("body/list[0]/section/header/text"))
        #expect(header.text?.font.size == 17 && header.text?.font.weight == .semibold, "headline")
    }

    @Test func cornersAreRounderOn26() throws {
        let old = try #require(lay(.ios17, device: .iphone15).element("body/list[0]/section/card"))
        let new = try #require(lay(.ios26, device: .iphone16Pro).element("body/list[0]/section/card"))
        #expect(old.paint.fill?.cornerRadius == 10)
        #expect(new.paint.fill?.cornerRadius == 26)
    }

    @Test func theConfigurationsIOSKeyReachesEveryVariant() throws {
        let c = try ConfigurationLoader.parse("ios: 17\nmatrix: {sizes: [large]}\n")
        #expect(c.matrix.ios == .ios17)
        #expect(Matrix(c).variants.allSatisfy { $0.variant.ios == .ios17 })
        #expect(try ConfigurationLoader.parse("report: out\n").matrix.ios == .ios26, "the newest measured by default")
        #expect(throws: InputError.self) { try ConfigurationLoader.parse("ios: 16\n") }
    }
}
