import Foundation
import Testing
import LayoutModel
import Rasterizer
@testable import SnapshotHarness

// The containers-and-drawing screens (Fixtures/Containers: sections, grids, drawing, and the same
// in SwiftUI) laid out, checked and rendered in LTR and RTL at large and AX5: what each must show.

enum ContainersFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Containers")
    static let files = ["SettingsSections.screen.yaml", "Drawing.screen.yaml", "Grids.screen.yaml", "ContainersPreview.swift"]
    static let variants = [DynamicTypeSize.large, .accessibility5].flatMap { size in
        [LayoutDirection.leftToRight, .rightToLeft].map { Variant(device: .iphone15, size: size, direction: $0) }
    }

    static func evaluate(_ file: String, _ variant: Variant) throws -> VariantEvaluation {
        let loaded = try ScreenLoader.single(folder.appendingPathComponent(file).path, preview: nil, variant: variant)
        return try VariantPipeline(text: checkTextEngine).evaluate(loaded, variant)
    }
}

@Suite struct ContainersFixturesTests {
    @Test(arguments: ContainersFixtures.files)
    func everyVariantRendersTheSameTwice(_ file: String) throws {
        for variant in ContainersFixtures.variants {
            let e = try ContainersFixtures.evaluate(file, variant)
            let renderer = ScreenRenderer(text: checkTextEngine)
            let a = renderer.render(e.layout), b = renderer.render(e.layout)
            #expect(a.width == 1179 && a.pixels == b.pixels, "\(file) \(variant.name)")
        }
    }

    @Test func sectionHeadersAreHeadersInTheVersionsCaseAndReadFirst() throws {
        // iOS 26 (the default) keeps a header's own case; iOS 17 and 18 upper-case it.
        let e = try ContainersFixtures.evaluate("SettingsSections.screen.yaml", ContainersFixtures.variants[0])
        let header = try #require(e.layout.root.element(withId: "body/navigationStack/content/list[0]/section/header/text"))
        #expect(header.text?.string == "Notifications" && header.accessibility.traits.contains(.header))
        var old = ContainersFixtures.variants[0]
        old.ios = .ios17
        let e17 = try ContainersFixtures.evaluate("SettingsSections.screen.yaml", old)
        #expect(e17.layout.root.element(withId: header.id)?.text?.string == "NOTIFICATIONS")
        let order = e.readingOrder.map(\.element)
        let h = try #require(order.firstIndex(of: header.id))
        let row = try #require(order.firstIndex { $0.hasPrefix("body/navigationStack/content/list[0]/section[0]") })
        #expect(h < row, "the header is read before its rows")
        // The forEach wrote three rows into the second section.
        #expect(e.layout.root.element(withId: "body/navigationStack/content/list[1]/section/row[2]") != nil)
    }

    @Test func headersInTheSystemsGreyAreLeftToIOSAPaleOwnColourIsNot() throws {
        // iOS's secondaryLabel on the grouped background is 3.3:1: the system's choice, as bar chrome is.
        let e = try ContainersFixtures.evaluate("SettingsSections.screen.yaml", ContainersFixtures.variants[0])
        #expect(!e.findings.contains { $0.check == .contrast && ($0.element.contains("/header/") || $0.element.contains("/footer/")) })
        let own = try evaluate("""
            list:
              - section:
                  header: {text: Account, foreground: "#C7C7CC"}
                  content: [Profile]
            """)
        #expect(own.findings(.contrast).map(\.element) == ["body/list[0]/section/header/text"])
    }

    @Test func theProgressRingsStrokeIsJudgedItsTrackIsNot() throws {
        // systemGreen (#34C759) is 2.2:1 on white: a real finding on the ring, none on its grey track.
        let e = try ContainersFixtures.evaluate("Drawing.screen.yaml", ContainersFixtures.variants[0])
        let contrast = e.findings.filter { $0.check == .contrast }.map(\.element)
        #expect(contrast.contains("body/scrollView/vStack[0]/hStack[0]/zStack[1]/shape"), "\(contrast)")
        #expect(!contrast.contains("body/scrollView/vStack[0]/hStack[0]/zStack[0]/shape"))
    }

    @Test func theShadowDarkensBelowTheCardOnly() throws {
        let e = try ContainersFixtures.evaluate("Drawing.screen.yaml", ContainersFixtures.variants[0])
        let card = try #require(e.layout.root.element(withId: "body/scrollView/vStack[1]/vStack"))
        let canvas = ScreenRenderer(text: checkTextEngine).renderCanvas(e.layout)
        let scale = 3.0
        func pixel(_ x: Double, _ y: Double) -> RGBA { canvas.pixel(atX: Int(x * scale), y: Int(y * scale)) }
        let below = pixel(card.bounds.midX, card.bounds.maxY + 3), far = pixel(card.bounds.midX, card.bounds.maxY + 16)
        #expect(below.r < 0.9, "the shadow, offset 4 pt down, shows under the card")
        #expect(far.r > below.r)
        #expect(pixel(card.bounds.midX, card.bounds.midY - 30).r > 0.99 || card.bounds.height < 80, "inside, the card's own white")
    }

    @Test func theSwiftUIPreviewMatchesItsModel() throws {
        let e = try ContainersFixtures.evaluate("ContainersPreview.swift", ContainersFixtures.variants[1])
        let all = e.layout.root.flattened
        #expect(all.contains { $0.kind == .section } && all.contains { $0.kind == .grid } && all.contains { $0.kind == .lazyVGrid })
        #expect(all.contains { $0.text?.string == "This week" && $0.accessibility.traits.contains(.header) })
        #expect(all.contains { $0.paint.shape?.stroke?.to == 0.7 && $0.paint.shape?.stroke?.rotation == -90 })
    }
}
