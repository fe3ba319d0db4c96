import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Shape styles as SwiftUI resolves them (issue 26): strokes with no style, UIKit's whole palette,
/// materials, type-erased styles, a colour's gradient, enum cases' associated values and an app's
/// own LabelStyle. Each was a left-out modifier or a stand-in on real apps' previews.
final class ShapeStylesTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    /// A colour from a package that is not in the sources: the shape it fills, or the foreground it
    /// sets, is marked so the renderer hatches the shape instead of drawing the default tint; a
    /// background of that colour leaves contrast unverified but is not the shape's own colour.
    func testAnUnknownFillOrForegroundIsMarkedAsTheShapesColour() throws {
        let s = try evaluate("""
            import SwiftUI
            import DesignTokens
            struct Keypad: View {
                var body: some View {
                    HStack {
                        Circle().fill(Tokens.keyBackground).frame(width: 60, height: 60)
                        Circle().frame(width: 60, height: 60).foregroundStyle(Tokens.keyBackground)
                        Circle().frame(width: 60, height: 60).background(Tokens.keyBackground)
                        Circle().fill(.gray).frame(width: 60, height: 60)
                    }
                }
            }
            #Preview { Keypad() }
            """)
        let circles = s.screen.body.all.filter { if case .shape = $0.kind { return true } else { return false } }
        XCTAssertEqual(circles.count, 4, s.screen.body.outline)
        XCTAssertEqual(circles.map { $0.unverified.contains(.foreground) }, [true, true, false, false], s.screen.body.outline)
        XCTAssertEqual(circles.map { $0.unverified.contains(.color) }, [true, true, true, false])
        XCTAssertEqual(unevaluated(s).count, 3, "\(unevaluated(s))")
    }

    func testAStrokeWithNoStyleStrokesWithTheForegroundStyle() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    VStack {
                        Text("Best value").padding(8)
                            .overlay { Capsule().strokeBorder() }
                        Circle().stroke(lineWidth: 2).frame(width: 20, height: 20)
                        Circle().stroke(style: StrokeStyle(lineWidth: 3)).frame(width: 20, height: 20)
                        RoundedRectangle(cornerRadius: 4).fill().frame(width: 20, height: 20)
                    }
                    .foregroundStyle(.red)
                }
            }
            #Preview { Badge() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let circles = s.screen.body.all.compactMap { n -> ShapeValue? in
            if case .shape(let v) = n.kind, v.kind == .circle { return v } else { return nil }
        }
        XCTAssertEqual(circles.map { $0.stroke?.width }, [2, 3])
        XCTAssertTrue(circles.allSatisfy { $0.stroke != nil && $0.stroke?.color == nil }, "no style: the foreground's")
        // `.strokeBorder()` on a capsule is the capsule's own line, inside its frame: no fill, and
        // no rectangular border around it (which drew a filled capsule over the text).
        let capsule = try XCTUnwrap(s.screen.body.all.compactMap { n -> ShapeValue? in
            if case .shape(let v) = n.kind, v.kind == .capsule { return v } else { return nil }
        }.first)
        XCTAssertEqual(capsule.stroke, ShapeStroke(color: nil, width: 1, inside: true))
        XCTAssertNil(s.screen.body.all.first { $0.modifiers.border != nil })
    }

    func testAGradientStrokeIsDrawnWithItsWidthAndItsColourUnverified() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Ring: View {
                var body: some View {
                    HStack {
                        Circle()
                            .stroke(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom), lineWidth: 4)
                            .frame(width: 40, height: 40)
                        Circle()
                            .strokeBorder(AngularGradient(gradient: Gradient(colors: [.green, .blue]), center: .center), lineWidth: 3)
                            .frame(width: 40, height: 40)
                    }
                }
            }
            #Preview { Ring() }
            """)
        let circles = s.screen.body.all.filter { if case .shape(let v) = $0.kind { return v.kind == .circle } else { return false } }
        let strokes = circles.compactMap { if case .shape(let v) = $0.kind { return v.stroke } else { return nil } }
        XCTAssertEqual(strokes, [ShapeStroke(color: nil, width: 4), ShapeStroke(color: nil, width: 3, inside: true)], s.screen.body.outline)
        XCTAssertTrue(circles.allSatisfy { $0.unverified.contains(.color) })
        XCTAssertEqual(unevaluated(s).count, 2)
        XCTAssertTrue(unevaluated(s).allSatisfy { $0.contains("gradient stroke") && $0.contains("colour unverified") }, "\(unevaluated(s))")
    }

    func testAnAppsColourStaticsInAGradientsColoursAreColours() throws {
        let s = try evaluate("""
            import SwiftUI
            extension Color {
                static func rgb(_ value: UInt) -> Color {
                    Color(red: Double((value >> 16) & 0xff) / 255, green: Double((value >> 8) & 0xff) / 255, blue: Double(value & 0xff) / 255)
                }
                static let sunrise = Color.rgb(0xF3EBA4)
            }
            struct Offer: View {
                var body: some View {
                    VStack {
                        Text("Upgrade")
                            .background(LinearGradient(gradient: Gradient(colors: [.rgb(0xF3EBA4), .rgb(0xE1665B)]), startPoint: .top, endPoint: .bottom).ignoresSafeArea())
                        Text("Today")
                            .background(LinearGradient(colors: [.sunrise, .rgb(0xE1665B)], startPoint: .top, endPoint: .bottom))
                    }
                }
            }
            #Preview { Offer() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let backgrounds = s.screen.body.all.filter { $0.modifiers.background != nil }
        XCTAssertEqual(backgrounds.count, 2, s.screen.body.outline)
    }

    func testUIKitsPaletteAndMaterialsAreColours() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("A").background(Color(uiColor: .tertiarySystemFill))
                        Text("B").background(.regularMaterial, in: .capsule)
                        Text("C").foregroundStyle(.quaternary)
                        Text("D").background(Color(.systemGray5))
                        Text("E").background(AnyShapeStyle(Color.mint))
                        Text("F").background(Color.indigo.gradient)
                    }
                }
            }
            #Preview { Card() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.placeholderNames, [])
    }

    func testBackgroundStyleIsWhatABackgroundWithNoViewFillsWith() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Tile: View {
                var body: some View {
                    VStack {
                        Text("A").padding().background()
                        Text("B").padding().background(in: RoundedRectangle(cornerRadius: 8))
                    }
                    .backgroundStyle(.mint)
                }
            }
            #Preview { Tile() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let fills = s.screen.body.all.compactMap { n -> ColorValue? in
            if case .styled(let c, _, _)? = n.modifiers.background { return c } else { return nil }
        }
        XCTAssertEqual(fills, [.system(.systemMint), .system(.systemMint)])
        let plain = try evaluate("""
            import SwiftUI
            struct Tile: View {
                var body: some View { Text("A").padding().background() }
            }
            #Preview { Tile() }
            """)
        guard case .styled(let c, _, _)? = plain.screen.body.all.first(where: { $0.modifiers.background != nil })?.modifiers.background else {
            return XCTFail("a styled background")
        }
        XCTAssertEqual(c, .system(.systemBackground), "no style set: the system background")
    }

    func testUIKitsColoursNamedWithTheirTypeAreTheSystemColours() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Caption: View {
                var body: some View {
                    VStack {
                        Text("A").foregroundColor(Color(UIColor.secondaryLabel))
                        Text("B").foregroundColor(Color(uiColor: UIColor.systemRed))
                        Text("C").foregroundStyle(.secondary.shadow(.inner(color: .black, radius: 1)))
                        Text("D").foregroundStyle(Color.green.shadow(.drop(radius: 2)))
                    }
                }
            }
            #Preview { Caption() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let colours = s.screen.body.all.compactMap { n -> ColorValue? in
            if case .text = n.kind { return n.modifiers.foreground } else { return nil }
        }
        XCTAssertEqual(colours, [.system(.secondaryLabel), .system(.systemRed), .system(.secondaryLabel), .system(.systemGreen)],
                       "a style's shadow: filled with its colour")
    }

    func testAShadowStyleAloneFillsWithTheForegroundStyle() throws {
        let s = try evaluate("""
            import SwiftUI
            struct OfferCard: View {
                static let shape = RoundedRectangle(cornerRadius: 12, style: .continuous)
                var body: some View {
                    Text("Annual plan")
                        .padding()
                        .background(Color.yellow, in: Self.shape)
                        .background(.shadow(.drop(color: .black.opacity(0.2), radius: 10)), in: Self.shape.scale(0.99))
                }
            }
            #Preview { OfferCard() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let fills = s.screen.body.all.compactMap { n -> ColorValue? in
            if case .styled(let c, _, _)? = n.modifiers.background { return c } else { return nil }
        }
        XCTAssertEqual(Set(fills.map { "\($0)" }), Set([ColorValue.system(.systemYellow), .system(.label)].map { "\($0)" }), s.screen.body.outline)
    }

    func testANilColourAndTheForegroundStyleChangeNothing() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Row: View {
                var done = false
                var body: some View {
                    VStack {
                        Text("A").foregroundColor(done ? .green : nil)
                        Text("B").foregroundStyle(.foreground)
                        Button("C") {}.tint(done ? Color.red : nil)
                        Text("D").foregroundColor(done ? .green : nil).foregroundColor(.orange)
                        Text("E").background(.background)
                    }
                }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let texts = s.screen.body.all.filter { if case .text = $0.kind { return true } else { return false } }
        XCTAssertEqual(texts.count, 5, "A, B, the button's C, D, E")
        XCTAssertNil(texts[0].modifiers.foreground, "nil: the default foreground")
        XCTAssertNil(texts[1].modifiers.foreground, ".foreground: the style in effect")
        XCTAssertEqual(texts[3].modifiers.foreground, .system(.systemOrange), "an outer colour still applies")
        XCTAssertNil(s.screen.body.all.first { $0.modifiers.tint != nil }, "nil tint: the accent colour")
        guard case .color(let background)? = texts[4].modifiers.background else { return XCTFail("a colour background") }
        XCTAssertEqual(background, .system(.systemBackground))
    }

    func testAnAlignmentMadeOfItsGuidesIsThatAlignment() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    HStack {
                        ZStack(alignment: Alignment(horizontal: .leading, vertical: .top)) { Text("A") }
                        ZStack(alignment: Alignment(horizontal: .trailing, vertical: .center)) { Text("B") }
                        ZStack(alignment: Alignment(horizontal: .center, vertical: .bottom)) { Text("C") }
                    }
                }
            }
            #Preview { Badge() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let alignments = s.screen.body.all.compactMap { n -> Alignment? in
            if case .zStack = n.kind { return n.modifiers.alignment } else { return nil }
        }
        XCTAssertEqual(alignments, [Alignment(horizontal: .leading, vertical: .top), Alignment(horizontal: .trailing, vertical: .center),
                                    Alignment(horizontal: .center, vertical: .bottom)])
    }

    func testSwiftUIsNamedColoursAdaptToDarkModeAndIncreaseContrast() {
        let light = ColorValue.system(.systemYellow).resolve(ColorTraits(.light))
        let dark = ColorValue.system(.systemYellow).resolve(ColorTraits(.dark))
        let increased = ColorValue.system(.systemYellow).resolve(ColorTraits(.light, contrast: .increased))
        XCTAssertEqual(light, RGBA(hex: 0xFFCC00))
        XCTAssertEqual(dark, RGBA(hex: 0xFFD60A))
        XCTAssertEqual(increased, RGBA(hex: 0xB25000))
        XCTAssertEqual(ColorConversion.named("yellow"), .system(.systemYellow))
        XCTAssertEqual(ColorConversion.named("quaternary"), .system(.quaternaryLabel))
        // A material is the system background, part transparent, thicker ones more opaque.
        let thin = ColorConversion.material("ultraThinMaterial", .light)?.resolve(ColorTraits(.light))
        let thick = ColorConversion.material("thickMaterial", .light)?.resolve(ColorTraits(.light))
        XCTAssertLessThan(try XCTUnwrap(thin).a, try XCTUnwrap(thick).a)
        XCTAssertNil(ColorConversion.material("glass", .light))
    }

    func testAnEnumCasesAssociatedValueIsReadAsItsDeclaredType() throws {
        let s = try evaluate("""
            import SwiftUI
            struct City { var name: String
                static let london = City(name: "London")
            }
            enum Tag { case title(String), city(City) }
            struct Tags: View {
                let tags: [Tag]
                var body: some View {
                    HStack {
                        ForEach(0..<tags.count, id: \\.self) { i in
                            switch tags[i] {
                            case .title(let t): Text(t)
                            case .city(let c): Text(c.name)
                            }
                        }
                    }
                }
            }
            #Preview { Tags(tags: [.title("Cool"), .city(.london)]) }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn.map { $0.contains("London") }, [false, true], s.screen.body.textsDrawn.description)
    }

    func testAnAppsLabelStyleDrawsEachLabelWithItsMakeBody() throws {
        let s = try evaluate("""
            import SwiftUI
            struct TagStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.icon.foregroundColor(.secondary).frame(width: 14)
                        configuration.title
                    }
                    .padding(6)
                    .background(in: RoundedRectangle(cornerRadius: 5))
                }
            }
            extension LabelStyle where Self == TagStyle {
                static var tag: TagStyle { TagStyle() }
            }
            struct Tags: View {
                var body: some View {
                    VStack {
                        Label("Carrots", systemImage: "tag").labelStyle(.tag).font(.footnote)
                        Label("Plain", systemImage: "star")
                    }
                }
            }
            #Preview { Tags() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let labels = s.screen.body.all.filter { if case .label = $0.kind { return true } else { return false } }
        XCTAssertEqual(labels.count, 1, "only the unstyled label is still a Label: \(s.screen.body.outline)")
        let styled = try XCTUnwrap(s.screen.body.all.first { n in
            if case .hStack(let c) = n.kind { return c.count == 2 } else { return false }
        }, s.screen.body.outline)
        XCTAssertNotNil(styled.modifiers.padding, "the style's padding is drawn")
        XCTAssertTrue(styled.all.contains { if case .image(let i) = $0.kind { return i.symbolName == "tag" } else { return false } })
        XCTAssertTrue(styled.textsDrawn.contains { $0.contains("Carrots") })
    }

    func testAModifierOnAnImplicitColourOrAGradientIsThatViewsModifier() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Home: View {
                var body: some View {
                    VStack {
                        Text("A").background(.white.padding(-4))
                        Text("B").background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5))
                        Text("C").foregroundStyle(.red.opacity(0.5))
                    }
                }
            }
            #Preview { Home() }
            """)
        XCTAssertFalse(unevaluated(s).contains { $0.contains("unknown method") }, "\(unevaluated(s))")
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        let backgrounds = s.screen.body.all.compactMap { n -> Node? in
            if case .node(let b)? = n.modifiers.background { return b } else { return nil }
        }
        XCTAssertEqual(backgrounds.count, 2, s.screen.body.outline)
        XCTAssertTrue(backgrounds[0].all.contains { if case .color = $0.kind { return true } else { return false } })
        XCTAssertEqual(backgrounds[1].modifiers.opacity, 0.5)
    }

    func testAnAppsShapeStyleIsWhatItsResolveGivesForTheEnvironment() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Palette {
                var accent: Color
                var secondary: Color
                static let standard = Palette(accent: .orange, secondary: .gray)
            }
            extension EnvironmentValues {
                @Entry var palette: Palette = .standard
            }
            struct ThemedColor: ShapeStyle {
                let getColor: (Palette) -> Color
                func resolve(in environment: EnvironmentValues) -> Color { getColor(environment.palette) }
            }
            extension ShapeStyle where Self == ThemedColor {
                static var themedAccent: ThemedColor { .init(getColor: \\.accent) }
            }
            struct Badge: View {
                var body: some View {
                    Text("New").foregroundStyle(.themedAccent)
                }
            }
            #Preview { Badge() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let text = try XCTUnwrap(s.screen.body.all.first { if case .text = $0.kind { return true } else { return false } })
        XCTAssertEqual(text.modifiers.foreground, .system(.systemOrange))
    }

    /// A shape fills with its foreground style, so a gradient given as that style is its fill
    /// (it was "colour ... is not understood: modifier left out", and the shape filled with the tint).
    func testAGradientForegroundStyleIsAShapesGradientFill() throws {
        let s = try evaluate("""
            import SwiftUI
            extension ShapeStyle where Self == LinearGradient {
                static var dusk: LinearGradient { LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom) }
            }
            struct Badge: View {
                var body: some View {
                    HStack {
                        Circle().foregroundStyle(.dusk).frame(width: 20, height: 20)
                        Capsule().foregroundStyle(LinearGradient(colors: [.orange, .red], startPoint: .leading, endPoint: .trailing))
                        Circle().fill(.green).foregroundStyle(.dusk)
                    }
                }
            }
            #Preview { Badge() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let shapes = s.screen.body.all.compactMap { n -> ShapeValue? in if case .shape(let v) = n.kind { return v } else { return nil } }
        XCTAssertEqual(shapes.map { $0.gradient != nil }, [true, true, false], "the fill written inside wins")
        XCTAssertEqual(shapes.last?.fill, .system(.systemGreen))
    }
}
