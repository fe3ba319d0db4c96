import LayoutModel
import Testing
@testable import Rasterizer

@Suite struct RenderElementPaintTests {
    /// The last fill painted before `target` (in tree order) that covers `point`.
    func colourUnder(_ target: LayoutElement, in root: LayoutElement, at point: Point,
                     appearance: Appearance) -> RGBA? {
        var under: RGBA?
        for e in root.flattened {
            if e.id == target.id && e.kind == target.kind { break }
            for f in e.paint.fills
            where point.x >= f.rect.minX && point.x < f.rect.maxX && point.y >= f.rect.minY && point.y < f.rect.maxY {
                under = f.color
            }
        }
        return under
    }

    @Test(arguments: [Appearance.light, .dark])
    func aListRowsTextSitsOnTheCard(_ appearance: Appearance) throws {
        let engine = try #require(sharedTextEngine)
        let screen = Screen("L") { A11y.List { A11y.Text("Row") } }
        let (result, image) = renderScreen(screen, Variant(appearance: appearance), engine: engine)
        let text = try #require(result.root.flattened.first { $0.text?.string == "Row" })
        let card = SystemColor.secondarySystemGroupedBackground.resolve(ColorTraits(appearance))
        let under = colourUnder(text, in: result.root, at: Point(x: text.frame.midX, y: text.frame.midY),
                                appearance: appearance)
        #expect(under == card)
        // The renderer drew that colour there: just right of the text, inside the row.
        let s = result.variant.device.scale
        #expect(pixel(image, text.frame.maxX + 4, text.frame.midY, scale: s) == bytes(card))
    }

    @Test func buttonCapsulesAndBackgroundsInPaintingOrder() throws {
        let engine = try #require(sharedTextEngine)
        let screen = Screen("B") {
            A11y.Button("Bordered").buttonStyle(.bordered).padding(8).background(.systemOrange)
        }
        let result = LayoutEngine(measurer: engine).layout(screen, variant: Variant())
        let button = try #require(result.root.flattened.first { $0.kind == .button })
        let fills = button.paint.fills
        #expect(fills.count == 2)
        #expect(fills.first?.color == SystemColor.systemOrange.resolve(ColorTraits(.light)))
        #expect(fills.first?.rect == button.bounds)
        #expect(fills.last?.color == SystemColor.accentColor.resolve(ColorTraits(.light)).withAlpha(0.15))
        #expect(fills.last?.rect == button.frame)
    }

    @Test func symbolsTintIsNotAFill() throws {
        let engine = try #require(sharedTextEngine)
        let screen = Screen("S") { A11y.Image(symbol: "star.fill").foreground(.systemRed) }
        let result = LayoutEngine(measurer: engine).layout(screen, variant: Variant())
        let image = try #require(result.root.flattened.first { $0.kind == .image })
        #expect(image.paint.fills.isEmpty)
        #expect(image.paint.symbolColor == SystemColor.systemRed.resolve(.light))
    }

    /// A shape whose colour was not evaluated is drawn as a placeholder is (faint grey, hatched,
    /// in its own shape), not in the default foreground: a digit on it stays readable.
    @Test func anUnknownFillIsHatchedNotTinted() throws {
        let engine = try #require(sharedTextEngine)
        func key(unknown: Bool) -> Screen {
            var circle = Node(.shape(ShapeValue(kind: .circle)), Modifiers())
            circle.modifiers.frame = FrameValue(width: 80, height: 80)
            if unknown { circle.unverified = [.color, .foreground] }
            return Screen(name: "K", body: circle).assigningPaths()
        }
        let s = Variant().device.scale
        let (known, knownImage) = renderScreen(key(unknown: false), engine: engine)
        let (unknown, unknownImage) = renderScreen(key(unknown: true), engine: engine)
        let shape = try #require(unknown.root.flattened.first { $0.kind == .shape })
        #expect(shape.frame == (known.root.flattened.first { $0.kind == .shape })?.frame)
        // The centre: the label colour when known. Unknown: near white (the 12 % grey) crossed by
        // hatch lines, along the middle row.
        #expect(pixel(knownImage, shape.frame.midX, shape.frame.midY, scale: s) == bytes(SystemColor.label.resolve(.light)))
        var light = 0, hatched = 0
        for x in stride(from: shape.frame.minX + 20, to: shape.frame.maxX - 20, by: 1.0 / s) {
            if pixel(unknownImage, x, shape.frame.midY, scale: s)[0] < 200 { hatched += 1 } else { light += 1 }
        }
        #expect(hatched > 0 && light > 3 * hatched, "light \(light), hatched \(hatched)")
        // Nothing is hatched outside the circle (its frame's corner stays white).
        #expect(pixel(unknownImage, shape.frame.minX + 2, shape.frame.minY + 2, scale: s) == [255, 255, 255, 255])
    }
}
