import Testing
@testable import LayoutModel

/// A shape with no fill of its own draws the foreground style; when that style was not evaluated,
/// its fill is an unknown colour (the placeholder's grey, hatched), never the default a guess draws.
@Suite struct LayoutUnknownColourTests {
    func circle(fill: ColorValue? = nil, _ configure: (inout Modifiers) -> Void = { _ in }) -> Node {
        node(.shape(ShapeValue(kind: .circle, fill: fill)), configure)
    }

    /// A 60 pt keypad key: a circle with a digit on it, under `unverified`.
    func key(_ shape: Node, unverified: UnverifiedAspects) -> Node {
        var z = node(.zStack([shape, text10("1")])) { $0.frame = FrameValue(width: 60, height: 60) }
        z.unverified = unverified
        return z
    }

    func circleFill(_ body: Node) throws -> PaintLayer {
        let shape = try #require(layoutBody(body).flattened.first { $0.kind == .shape })
        return try #require(shape.paint.fill)
    }

    @Test func aShapeUnderAnUnknownForegroundHasAnUnknownFill() throws {
        let fill = try circleFill(key(circle(), unverified: [.color, .foreground]))
        #expect(fill.isUnknown)
        #expect(fill.color == PlaceholderStyle.fill)
        #expect(fill.cornerRadius == 30, "the hatch keeps the circle's shape")
    }

    @Test func aKnownForegroundDrawsItsColour() throws {
        let fill = try circleFill(key(circle(), unverified: []))
        #expect(!fill.isUnknown)
        #expect(fill.color == SystemColor.label.resolve(ColorTraits(.light)))
    }

    @Test func anUnknownColourUnderneathIsNotTheShapesOwn() throws {
        // `.background(x)` with x unknown leaves contrast unverified, not the shape's foreground.
        #expect(try !circleFill(key(circle(), unverified: [.color])).isUnknown)
    }

    @Test func aFillOrForegroundOfItsOwnIsKnown() throws {
        let red = ColorValue.system(.systemRed)
        let ownFill = try circleFill(key(circle(fill: red), unverified: [.color, .foreground]))
        #expect(!ownFill.isUnknown)
        #expect(ownFill.color == SystemColor.systemRed.resolve(ColorTraits(.light)))
        let ownForeground = try circleFill(key(circle { $0.foreground = red }, unverified: [.color, .foreground]))
        #expect(!ownForeground.isUnknown)
        #expect(ownForeground.color == SystemColor.systemRed.resolve(ColorTraits(.light)))
    }

    @Test func aRectangleIsHatchedInItsOwnFrame() throws {
        let body = key(node(.shape(ShapeValue(kind: .roundedRectangle, cornerRadius: 8))), unverified: [.color, .foreground])
        let shape = try #require(layoutBody(body).flattened.first { $0.kind == .shape })
        let fill = try #require(shape.paint.fill)
        #expect(fill.isUnknown)
        #expect(fill.rect == shape.frame)
    }
}
