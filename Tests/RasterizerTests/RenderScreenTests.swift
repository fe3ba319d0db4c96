import LayoutModel
import Testing
@testable import Rasterizer

@Suite struct RenderScreenTests {
    let small = Screen("T") {
        A11y.VStack {
            A11y.Text("Hello")
            A11y.Button("Go").buttonStyle(.borderedProminent)
        }
    }

    @Test func backgroundButtonAndText() throws {
        let engine = try #require(sharedTextEngine)
        let (result, image) = renderScreen(small, engine: engine)
        let scale = result.variant.device.scale
        preview(image, "small")
        #expect(image.width == 393 * 3 && image.height == 852 * 3)
        // The screen's background (systemBackground, white in light) at a corner.
        #expect(image[0, 0] == [255, 255, 255, 255])
        #expect(image[image.width - 1, image.height - 1] == [255, 255, 255, 255])
        // The prominent button's accent capsule at its centre.
        let root = result.root
        let button = try #require(root.flattened.first { $0.kind == .button })
        let centre = pixel(image, button.frame.midX, button.frame.minY + 2, scale: scale)
        #expect(centre == bytes(SystemColor.accentColor.resolve(ColorTraits(.light))))
        // Dark glyph pixels inside the text's frame and none in a band around it.
        let hello = try #require(root.flattened.first { $0.text?.string == "Hello" })
        #expect(darkPixels(image, in: hello.frame, scale: scale) > 20)
        let f = hello.frame
        let around = Rect(x: f.minX - 20, y: f.minY - 8, width: f.width + 40, height: f.height + 16)
        #expect(darkPixels(image, in: around, scale: scale) == darkPixels(image, in: f, scale: scale))
    }

    @Test func renderingIsDeterministic() throws {
        let engine = try #require(sharedTextEngine)
        let a = renderScreen(exampleSettingsScreen(), engine: engine).image
        let b = renderScreen(exampleSettingsScreen(), engine: engine).image
        #expect(a == b)
    }

    @Test func concurrentRendersMatchASequentialOne() async throws {
        let engine = try #require(sharedTextEngine)
        let result = LayoutEngine(measurer: engine).layout(exampleSettingsScreen(), variant: Variant(size: .accessibility1))
        let expected = ScreenRenderer(text: engine).render(result)
        let images = await withTaskGroup(of: RGBAImage.self) { group in
            for _ in 0..<4 { group.addTask { ScreenRenderer(text: engine).render(result) } }
            var out: [RGBAImage] = []
            for await image in group { out.append(image) }
            return out
        }
        #expect(images.count == 4)
        #expect(images.allSatisfy { $0 == expected })
    }

    @Test func darkAppearanceChangesTheBackground() throws {
        let engine = try #require(sharedTextEngine)
        let (_, image) = renderScreen(small, Variant(appearance: .dark), engine: engine)
        #expect(image[0, 0] == [0, 0, 0, 255])
        // White text in dark mode: no dark-on-light glyphs, but light pixels in the text.
        preview(image, "small_dark")
    }

    @Test func rightToLeftMirrorsAnAsymmetricScreen() throws {
        let engine = try #require(sharedTextEngine)
        let screen = Screen("M") {
            A11y.HStack {
                A11y.Color(.systemRed).frame(width: 40, height: 40)
                A11y.Spacer()
            }
        }
        let ltr = renderScreen(screen, Variant(device: tiny), engine: engine).image
        let rtl = renderScreen(screen, Variant(device: tiny, direction: .rightToLeft), engine: engine).image
        #expect(ltr != rtl)
        #expect(ltr.pixels == mirror(rtl).pixels)
    }

    @Test func mirroredSymbolIsTheMirrorImage() throws {
        let engine = try #require(sharedTextEngine)
        let screen = Screen("C") { A11y.Image(symbol: "chevron.backward").flipsForRightToLeft() }
        let ltr = renderScreen(screen, Variant(device: tiny), engine: engine).image
        let rtl = renderScreen(screen, Variant(device: tiny, direction: .rightToLeft), engine: engine).image
        preview(ltr, "chevron_ltr")
        #expect(ltr != rtl)
        // Equal up to rounding of anti-aliased edges.
        let diff = zip(ltr.pixels, mirror(rtl).pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(diff <= 1)
        #expect(darkPixels(ltr, in: Rect(x: 0, y: 0, width: 100, height: 100), scale: 2, limit: 200) > 10)
    }

    @Test func hiddenAndTranslucentSubtrees() throws {
        let engine = try #require(sharedTextEngine)
        let screen = Screen("O") {
            A11y.VStack(spacing: 0) {
                A11y.Color(.black).frame(width: 60, height: 60).hidden()
                A11y.Color(.black).frame(width: 60, height: 60).opacity(0.5)
            }
        }
        let (result, image) = renderScreen(screen, engine: engine)
        let scale = result.variant.device.scale
        let colours = result.root.flattened.filter { $0.kind == .color }
        #expect(colours.count == 2)
        #expect(pixel(image, colours[0].frame.midX, colours[0].frame.midY, scale: scale) == [255, 255, 255, 255])
        #expect(pixel(image, colours[1].frame.midX, colours[1].frame.midY, scale: scale) == [128, 128, 128, 255])
    }

    @Test func cornerRadiusClipsAndBorderDrawsInside() throws {
        let engine = try #require(sharedTextEngine)
        let screen = Screen("R") {
            A11y.Color(.systemRed).frame(width: 100, height: 100).border(.black, width: 2).cornerRadius(30)
        }
        let (result, image) = renderScreen(screen, engine: engine)
        let scale = result.variant.device.scale
        let c = try #require(result.root.flattened.first { $0.kind == .color })
        // The corner is cut away by the rounded clip; the middle of an edge shows the border.
        #expect(pixel(image, c.bounds.minX + 1, c.bounds.minY + 1, scale: scale) == [255, 255, 255, 255])
        #expect(pixel(image, c.bounds.minX + 1, c.bounds.midY, scale: scale) == [0, 0, 0, 255])
        #expect(pixel(image, c.bounds.midX, c.bounds.midY, scale: scale) == bytes(SystemColor.systemRed.resolve(ColorTraits(.light))))
    }

    /// A small device with no safe area, so images are quick to compare.
    let tiny = Device(name: "tiny", width: 100, height: 100, scale: 2, safeArea: .zero)

    /// The image flipped left to right.
    func mirror(_ image: RGBAImage) -> RGBAImage {
        var out = image
        for y in 0..<image.height {
            for x in 0..<image.width { out[image.width - 1 - x, y] = image[x, y] }
        }
        return out
    }
}
