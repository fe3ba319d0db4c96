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
}
