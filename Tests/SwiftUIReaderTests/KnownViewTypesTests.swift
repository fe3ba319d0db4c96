import LayoutModel
import XCTest
@testable import SwiftUIReader

/// An unknown value whose type is known to be a view kind is drawn as that kind, what is unknown
/// unverified, never a placeholder: gradients with unknown colours or radius, gradients the model
/// has no kind of, unknowns declared as a gradient or a shape (`Views/PlatformColors.swift`).
final class KnownViewTypesTests: XCTestCase {
    private func shapes(_ s: PreviewScreen) -> [Node] {
        s.screen.body.all.filter { if case .shape = $0.kind { return true } else { return false } }
    }

    private func c(_ name: String) -> ColorValue { ColorConversion.named(name)! }

    private func gradient(_ n: Node) -> GradientValue? { if case .shape(let s) = n.kind { return s.gradient } else { return nil } }

    func testGradientsWithUnknownPartsAreDrawnWithTheirColoursUnverified() throws {
        // `Palette` is declared nowhere: every `Palette.x` is unknown.
        let s = try evaluate("""
            import SwiftUI
            struct Sky: View {
                var body: some View {
                    VStack {
                        LinearGradient(colors: [Palette.dawn, Palette.dusk], startPoint: .top, endPoint: .bottom)
                        LinearGradient(gradient: Gradient(colors: Palette.all), startPoint: .leading, endPoint: .trailing)
                        RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: Palette.radius)
                        Capsule().fill(LinearGradient(colors: [Palette.dawn, .white], startPoint: .top, endPoint: .bottom))
                        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
                    }
                }
            }
            #Preview { Sky() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        let drawn = shapes(s)
        XCTAssertEqual(drawn.count, 5, s.screen.body.outline)
        XCTAssertEqual(drawn[0].id, "Sky/VStack/LinearGradient[0]")
        XCTAssertEqual(gradient(drawn[0]), .linear(colors: [c("clear"), c("clear")], start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)))
        XCTAssertEqual(gradient(drawn[1])?.colors, [c("clear"), c("clear")])
        XCTAssertEqual(gradient(drawn[2]), .radial(colors: [c("red"), c("blue")], center: UnitPoint(x: 0.5, y: 0.5),
                                                   startRadius: 0, endRadius: DrawingConversion.defaultEndRadius))
        XCTAssertEqual(gradient(drawn[3])?.colors, [c("clear"), c("white")])
        for n in drawn.prefix(4) { XCTAssertTrue(n.unverified.contains(.color), n.id) }
        // A gradient of known colours is verified.
        XCTAssertEqual(gradient(drawn[4])?.colors, [c("red"), c("blue")])
        XCTAssertFalse(drawn[4].unverified.contains(.color))
        XCTAssertTrue(s.screen.coverage?.unevaluated.map(\.message).allSatisfy { $0.contains("gradient") } ?? false,
                      "\(s.screen.coverage?.unevaluated.map(\.message) ?? [])")
    }

    func testAngularAndEllipticalGradientsAreDrawnAsLinearOnesOfTheirColours() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Dial: View {
                var body: some View {
                    VStack {
                        AngularGradient(colors: [.red, .yellow, .red], center: .center)
                        EllipticalGradient(colors: [.white, .black])
                        Circle().fill(.angularGradient(colors: [.green, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)))
                    }
                }
            }
            #Preview { Dial() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        let drawn = shapes(s)
        XCTAssertEqual(drawn.map { gradient($0)?.colors ?? [] }, [[c("red"), c("yellow"), c("red")],
                                                                   [c("white"), c("black")], [c("green"), c("blue")]])
        XCTAssertTrue(drawn.allSatisfy { $0.unverified.contains(.color) })
    }

    func testAnUnknownDeclaredAsAGradientOrAShapeIsDrawnAsOne() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Card: View {
                var backdrop: LinearGradient { Theme.current.backdrop }
                var badge: Capsule { Theme.current.badge }
                var body: some View {
                    ZStack {
                        backdrop
                        badge.frame(width: 40, height: 20)
                    }
                }
            }
            #Preview { Card() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        let drawn = shapes(s)
        XCTAssertEqual(drawn.count, 2, s.screen.body.outline)
        XCTAssertTrue(drawn[0].unverified.contains(.color))
        if case .shape(let c) = drawn[1].kind { XCTAssertEqual(c.kind, .capsule) } else { XCTFail(drawn[1].outline) }
        XCTAssertEqual(drawn[1].modifiers.frame?.width, 40)
    }
}
