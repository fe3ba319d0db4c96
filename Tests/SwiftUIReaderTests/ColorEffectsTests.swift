import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `.colorMultiply` (`ColorMultiply.swift`) and actions that change nothing a still frame shows.
final class ColorEffectsTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    /// `Color.resolve(in:)` gives the components a theme compares (was "modifier '.resolve' is not
    /// understood", leaving the contrasting colour unknown); `Font.Design.rounded` written out.
    func testResolvedColorsHaveTheirComponents() throws {
        let s = try evaluate("""
            import SwiftUI
            @Observable final class Palette {
                var tint: Color
                var label: Color = .black
                var background: Color = .white
                private(set) var onTint = "?"
                init(tint: Color) { self.tint = tint; pick() }
                private func pick() {
                    func luminance(_ c: Color.Resolved) -> Float { 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue }
                    let t = luminance(tint.resolve(in: .init()))
                    onTint = abs(t - luminance(label.resolve(in: .init()))) > abs(t - luminance(background.resolve(in: .init()))) ? "label" : "background"
                }
            }
            struct Badge: View {
                @Environment(\\.self) private var environment
                var body: some View {
                    VStack {
                        Text(verbatim: Palette(tint: .yellow).onTint).font(.system(size: 14, design: Font.Design.rounded))
                        Text(verbatim: Palette(tint: Color(red: 0.1, green: 0.1, blue: 0.3)).onTint)
                        Text(verbatim: String(format: "%.3f", Color(red: 0.5, green: 0.5, blue: 0.5).resolve(in: environment).linearRed))
                        Color(Color.red.resolve(in: .init()))
                    }
                }
            }
            #Preview { Badge() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"label\")", "literal(\"background\")", "literal(\"0.214\")"])
        guard case .color(let red)? = s.screen.body.kind.children.last?.kind else { return XCTFail("\(s.screen.body.kind.children)") }
        XCTAssertEqual(red.resolve(ColorTraits(.dark)), SystemColor.systemRed.resolve(ColorTraits(.light)), "resolved once, in a new environment: light")
    }

    func testColorMultiplyMultipliesTheColoursTheViewSetsItself() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    VStack {
                        Color.white.colorMultiply(.red)
                        VStack { Text("Hi"); Circle() }
                            .foregroundColor(Color(red: 0.5, green: 1, blue: 1))
                            .background(Color.white)
                            .colorMultiply(Color(red: 1, green: 0.5, blue: 1))
                    }
                }
            }
            #Preview { Badge() }
            """)
        XCTAssertEqual(unevaluated(s), [], "every colour drawn is one the view set")
        let c = s.screen.body.kind.children
        guard case .color(let red) = c[0].kind else { return XCTFail("\(c[0].kind)") }
        XCTAssertEqual(red.resolve(ColorTraits(.light)), RGBA(hex: 0xFF3B30), "white times systemRed is systemRed")
        XCTAssertEqual(red.resolve(ColorTraits(.light, contrast: .increased)), SystemColor.systemRed.resolve(ColorTraits(.light, contrast: .increased)),
                       "its Increase Contrast value kept apart")
        guard case .rgba(let fg)? = c[1].modifiers.foreground else { return XCTFail("\(String(describing: c[1].modifiers.foreground))") }
        XCTAssertEqual([fg.r, fg.g, fg.b], [0.5, 0.5, 1])
        guard case .color(.rgba(let bg))? = c[1].modifiers.background else { return XCTFail("\(String(describing: c[1].modifiers.background))") }
        XCTAssertEqual([bg.r, bg.g, bg.b], [1, 0.5, 1])
        XCTAssertTrue(s.screen.body.all.allSatisfy { !$0.unverified.contains(.color) }, s.screen.body.outline)
    }

    func testColorMultiplyOnColoursItDoesNotHoldMarksThemAndSaysSo() throws {
        let s = try evaluate("""
            import SwiftUI
            struct MenuRow: View {
                var body: some View {
                    VStack {
                        Image(systemName: "star").colorMultiply(.orange)
                        Text("Plain")
                    }
                    .foregroundColor(.blue)
                }
            }
            #Preview { MenuRow() }
            """)
        let c = s.screen.body.kind.children
        guard c.count == 2 else { return XCTFail(s.screen.body.outline) }
        XCTAssertTrue(c[0].unverified.contains(.color), "the symbol's style comes from outside the modified view")
        XCTAssertFalse(c[1].unverified.contains(.color), "a text beside it is not multiplied")
        XCTAssertTrue(unevaluated(s).contains { $0.hasPrefix("'.colorMultiply' on a colour the reader does not hold") }, "\(unevaluated(s))")
    }

    func testANormalBlendModeChangesNothingAndContentMarginsLeaveOnlyTheSizeUnverified() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    VStack {
                        Text("Normal").blendMode(.normal)
                        Text("Cut out").blendMode(.destinationOut)
                        List { Text("Row") }.contentMargins(.top, 16)
                    }
                }
            }
            #Preview { Settings() }
            """)
        let c = s.screen.body.kind.children
        guard c.count == 3 else { return XCTFail(s.screen.body.outline) }
        XCTAssertTrue(c[0].unverified.isEmpty)
        XCTAssertEqual(c[1].unverified, [.color])
        XCTAssertEqual(c[2].unverified, [.size], "margins move content, never its colours")
        XCTAssertEqual(unevaluated(s).count, 2, "\(unevaluated(s))")
    }

    func testAnOpenURLActionInTheEnvironmentChangesNothingDrawn() throws {
        let s = try evaluate("""
            import SwiftUI
            struct About: View {
                var body: some View {
                    Text("Visit").font(.headline)
                        .environment(\\.openURL, OpenURLAction { url in .handled })
                }
            }
            #Preview { About() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        XCTAssertTrue(s.screen.body.unverified.isEmpty)
    }
}
