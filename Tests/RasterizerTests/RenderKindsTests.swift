import Foundation
import LayoutModel
import Testing
@testable import Rasterizer

/// The kinds not in the settings example: fields, sliders, progress, dividers, shapes, bitmaps,
/// disabled buttons, styled backgrounds, overlays, scroll views, and a wrapped Hebrew paragraph.
@Suite struct RenderKindsTests {
    let kinds = Screen("Kinds") {
        A11y.ScrollView {
            A11y.VStack(alignment: .leading, spacing: 12) {
                A11y.TextField("Name", placeholder: "Your name", style: .roundedBorder)
                A11y.TextField("Email", text: "me@example.com")
                A11y.Slider("Volume", value: 0.3)
                A11y.ProgressView("Uploading", value: 0.6)
                A11y.Divider()
                A11y.HStack {
                    A11y.Circle().fill(.systemRed).frame(width: 30, height: 30).id("circle")
                    A11y.Capsule().fill(.systemGreen).frame(width: 60, height: 30)
                    A11y.RoundedRectangle(cornerRadius: 8).fill(.systemOrange).frame(width: 40, height: 30)
                    A11y.Rectangle().frame(width: 30, height: 30)
                    A11y.Image(width: 60, height: 40).id("bitmap")
                }
                A11y.HStack {
                    A11y.Button("Disabled").buttonStyle(.borderedProminent).disabled()
                    A11y.Button("Off").disabled()
                    A11y.Button("Remove", role: .destructive).buttonStyle(.bordered)
                }
                A11y.Text("Styled background").padding(10)
                    .background(.secondarySystemBackground, cornerRadius: 12, stroke: StrokeValue(color: .system(.systemBlue), width: 2))
                    .id("styled")
                A11y.Text("Overlay").padding(6).overlay(.system(.systemRed), cornerRadius: 4)
                A11y.Text("שלום לכם חברים יקרים, hello world and more English words here")
                    .frame(width: 200).id("hebrew")
            }.padding(16)
        }
    }

    @Test func assetImagesAreDrawnFromTheirPNG() throws {
        // A 20 x 10 pixel @2x PNG (left half red, right half blue) is a 10 x 5 pt image, drawn at
        // the device's 3x: red on the left, blue on the right, nothing of the placeholder grey.
        let engine = try #require(sharedTextEngine)
        var pixels: [UInt8] = []
        for _ in 0..<10 { for x in 0..<20 { pixels += x < 10 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let file = NSTemporaryDirectory() + "asset-\(UUID().uuidString)@2x.png"
        try PNGEncoder.write(RGBAImage(width: 20, height: 10, pixels: pixels), to: file)
        defer { try? FileManager.default.removeItem(atPath: file) }
        var logo = Node(.image(.png(file: file, width: 10, height: 5)), Modifiers())
        logo.modifiers.id = "logo"
        let (result, image) = renderScreen(Screen(name: "Logo", body: logo), engine: engine)
        let e = try #require(result.root.element(withId: "logo"))
        #expect(e.frame.size == Size(width: 10, height: 5))
        #expect(pixel(image, e.frame.minX + 2, e.frame.midY, scale: 3) == [255, 0, 0, 255])
        #expect(pixel(image, e.frame.maxX - 2, e.frame.midY, scale: 3) == [0, 0, 255, 255])
        // A file that is not a PNG falls back to the crossed placeholder.
        let broken = Node(.image(.png(file: "/nonexistent/logo.png", width: 10, height: 5)), Modifiers())
        let (_, fallback) = renderScreen(Screen(name: "Broken", body: broken), engine: engine)
        #expect(fallback.pixels.contains { $0 < 250 })
    }

    @Test func kindsArePainted() throws {
        let engine = try #require(sharedTextEngine)
        for direction in LayoutDirection.allCases {
            let (result, image) = renderScreen(kinds, Variant(direction: direction), engine: engine)
            preview(image, "kinds_" + direction.rawValue)
            let s = 3.0
            let root = result.root
            // A circle shape: red in the middle, not in the frame's corner.
            let circle = try #require(root.element(withId: "circle"))
            #expect(pixel(image, circle.frame.midX, circle.frame.midY, scale: s) == bytes(SystemColor.systemRed.resolve(ColorTraits(.light))))
            #expect(pixel(image, circle.frame.minX + 1, circle.frame.minY + 1, scale: s) == [255, 255, 255, 255])
            // The bitmap placeholder is grey with a cross through its centre.
            let bitmap = try #require(root.element(withId: "bitmap"))
            let centre = pixel(image, bitmap.frame.midX, bitmap.frame.midY, scale: s)
            let side = pixel(image, bitmap.frame.midX, bitmap.frame.minY + 5, scale: s)
            #expect(centre[0] < side[0] && side[0] < 255)
            // The styled background: its colour inside, its blue stroke on the edge.
            let styled = try #require(root.element(withId: "styled"))
            #expect(pixel(image, styled.bounds.minX + 6, styled.bounds.midY, scale: s)
                == bytes(SystemColor.secondarySystemBackground.resolve(ColorTraits(.light))))
            #expect(pixel(image, styled.bounds.minX + 0.5, styled.bounds.midY, scale: s)
                == bytes(SystemColor.systemBlue.resolve(ColorTraits(.light))))
            // A rounded-border text field: a grey border on its edge, the placeholder 7 pt inside it.
            let field = try #require(root.flattened.first { $0.kind == .textField })
            let placeholder = try #require(root.flattened.first { $0.id.hasSuffix("/placeholder") })
            let border = pixel(image, field.frame.minX, field.frame.midY, scale: s)
            #expect(border[0] < 250 && border[0] > 150)
            if direction == .leftToRight {
                #expect(placeholder.frame.minX == field.frame.minX + 7)
            } else {
                #expect(placeholder.frame.maxX == field.frame.maxX - 7)
            }
            // The slider's value part is accent on the leading side of the thumb.
            let value = try #require(root.flattened.first { $0.id.hasSuffix("/value") })
            #expect(pixel(image, value.frame.midX, value.frame.midY, scale: s) == bytes(SystemColor.accentColor.resolve(ColorTraits(.light))))
        }
    }

    @Test func aWrappedParagraphKeepsItsDirection() throws {
        let engine = try #require(sharedTextEngine)
        let (result, _) = renderScreen(kinds, engine: engine)
        let hebrew = try #require(result.root.element(withId: "hebrew"))
        let text = try #require(hebrew.text)
        #expect(text.measurement.lines.count >= 2)
        let directions = TextPainter.paragraphDirections(of: text.string, lines: text.measurement.lines.map(\.text),
                                                         direction: .leftToRight)
        #expect(directions.allSatisfy { $0 == .rightToLeft })
        // A later line starting with Latin would resolve LTR alone.
        let latin = try #require(text.measurement.lines.last)
        #expect(TextPainter.firstStrongDirection(latin.text, fallback: .leftToRight) == .leftToRight)
    }
}
