import LayoutModel
import Testing
@testable import Rasterizer

/// The settings example (nav bar, list with toggles, buttons, tab bar) at Large and
/// Accessibility Large, in both directions. Set `A11Y_SNAP_PREVIEW=/some/folder` to look at them.
@Suite struct RenderExampleTests {
    static let variants: [Variant] = [
        Variant(size: .large), Variant(size: .accessibility2),
        Variant(size: .large, direction: .rightToLeft), Variant(size: .accessibility2, direction: .rightToLeft),
    ]

    @Test(arguments: variants)
    func chromeIsPainted(_ variant: Variant) throws {
        let engine = try #require(sharedTextEngine)
        let (result, image) = renderScreen(exampleSettingsScreen(), variant, engine: engine)
        preview(image, "settings_" + variant.name)
        let s = variant.device.scale
        let elements = result.root.flattened
        func element(_ suffix: String) throws -> LayoutElement {
            try #require(elements.first { $0.id.hasSuffix(suffix) })
        }
        // The list's grouped background beside the card, the card's white inside it.
        let list = try #require(elements.first { $0.kind == .list })
        let card = try element("/card")
        #expect(pixel(image, list.frame.minX + 4, card.frame.midY, scale: s) == bytes(RGBA(hex: 0xF2F2F7)))
        // The first switch is on: green at its end away from the knob.
        let sw = try #require(elements.first { $0.kind == .`switch` })
        let greenX = variant.direction == .leftToRight ? sw.frame.minX + 6 : sw.frame.maxX - 6
        #expect(pixel(image, greenX, sw.frame.midY, scale: s) == bytes(SystemColor.systemGreen.resolve(ColorTraits(.light))))
        // The knob is white on the other side.
        let knobX = variant.direction == .leftToRight ? sw.frame.maxX - 15 : sw.frame.minX + 15
        #expect(pixel(image, knobX, sw.frame.midY, scale: s) == [255, 255, 255, 255])
        // The tab bar, at its scroll edge (the content ends above it), is transparent over the
        // screen's background; the selected tab's symbol is accent.
        let bar = try element("/tabBar")
        #expect(bar.fill == nil)
        #expect(pixel(image, bar.frame.minX + 2, bar.frame.maxY - 2, scale: s) == [255, 255, 255, 255])
        let selected = try element("/tab[2]/symbol")
        let accent = bytes(SystemColor.accentColor.resolve(ColorTraits(.light)))
        #expect(countPixels(image, in: selected.frame, scale: s, equalTo: accent) > 20)
        // The back chevron is accent too, and mirrored in RTL.
        let chevron = try element("/backChevron")
        #expect(chevron.isMirrored == (variant.direction == .rightToLeft))
        #expect(countPixels(image, in: chevron.frame, scale: s, equalTo: accent) > 5)
    }

    @Test func darkAppearanceUsesDarkSystemColours() throws {
        let engine = try #require(sharedTextEngine)
        let variant = Variant(size: .large, appearance: .dark)
        let (result, image) = renderScreen(exampleSettingsScreen(), variant, engine: engine)
        preview(image, "settings_" + variant.name)
        let s = variant.device.scale
        let elements = result.root.flattened
        let card = try #require(elements.first { $0.id.hasSuffix("/card") })
        let list = try #require(elements.first { $0.kind == .list })
        #expect(pixel(image, card.frame.maxX - 3, card.frame.midY, scale: s) == bytes(RGBA(hex: 0x1C1C1E)))
        #expect(pixel(image, list.frame.minX + 4, card.frame.midY, scale: s) == [0, 0, 0, 255])
        // The off switch's track is iOS's dark grey on the card, its knob at the leading end.
        let off = try #require(elements.filter { $0.kind == .`switch` }.last)
        #expect(pixel(image, off.frame.maxX - 6, off.frame.midY, scale: s) == bytes(RGBA(hex: 0x39393D)))
        // Row text is white on the dark card.
        let label = try #require(elements.first { $0.text?.string == "Notifications" })
        var light = 0
        for y in Int(label.frame.minY * s)..<Int(label.frame.maxY * s) {
            for x in Int(label.frame.minX * s)..<Int(label.frame.maxX * s) where image[x, y][0] > 200 { light += 1 }
        }
        #expect(light > 100)
    }

    func countPixels(_ image: RGBAImage, in rect: Rect, scale: Double, equalTo colour: [UInt8]) -> Int {
        var n = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where image[x, y] == colour { n += 1 }
        }
        return n
    }
}
