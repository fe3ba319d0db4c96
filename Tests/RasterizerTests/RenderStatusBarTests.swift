import LayoutModel
import Testing
@testable import Rasterizer

@Suite struct RenderStatusBarTests {
    let screen = Screen("S") { A11y.Text("Hello") }

    @Test func theTimeAndBatteryAreDrawnInTheTopSafeArea() throws {
        let engine = try #require(sharedTextEngine)
        let image = renderScreen(screen, Variant(device: .iphone15), engine: engine).image
        preview(image, "status_bar")
        let leadingEar = Rect(x: 50, y: 20, width: 75, height: 22), trailingEar = Rect(x: 290, y: 20, width: 75, height: 22)
        #expect(darkPixels(image, in: leadingEar, scale: 3) > 100, "the time")
        #expect(darkPixels(image, in: trailingEar, scale: 3) > 300, "cellular, Wi-Fi and battery")
        // Nothing between the ears (the Dynamic Island's place) and nothing below the safe area top.
        #expect(darkPixels(image, in: Rect(x: 140, y: 0, width: 110, height: 59), scale: 3) == 0)
    }

    @Test func rightToLeftMirrorsTheBar() throws {
        let engine = try #require(sharedTextEngine)
        let image = renderScreen(screen, Variant(device: .iphone15, direction: .rightToLeft), engine: engine).image
        #expect(darkPixels(image, in: Rect(x: 268, y: 20, width: 75, height: 22), scale: 3) > 100, "the time, trailing")
        #expect(darkPixels(image, in: Rect(x: 28, y: 20, width: 75, height: 22), scale: 3) > 300, "indicators, leading")
    }

    @Test func darkAppearanceDrawsItInWhite() throws {
        let engine = try #require(sharedTextEngine)
        let image = renderScreen(screen, Variant(device: .iphoneSE, appearance: .dark), engine: engine).image
        var light = 0
        for y in 0..<40 { for x in 0..<750 where image[x, y][0] > 200 { light += 1 } }
        #expect(light > 200)
    }

    @Test func aDeviceWithoutATopInsetHasNoBar() throws {
        let engine = try #require(sharedTextEngine)
        let bare = Device(name: "bare", width: 200, height: 100, scale: 2, safeArea: .zero)
        let image = renderScreen(Screen("E") { A11y.Color(.white) }, Variant(device: bare), engine: engine).image
        #expect(darkPixels(image, in: Rect(x: 0, y: 0, width: 200, height: 30), scale: 2, limit: 250) == 0)
    }
}
