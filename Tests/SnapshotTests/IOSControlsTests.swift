import Foundation
import Testing
import LayoutModel
import Rasterizer
@testable import SnapshotHarness

/// Controls and bars as iOS draws them (issue 28), in YAML and in SwiftUI previews.
extension LayoutElement {
    /// Every element of the subtree, depth first.
    var subtree: [LayoutElement] {
        var out: [LayoutElement] = []
        forEach { out.append($0) }
        return out
    }
}

@Suite struct IOSControlsTests {
    /// A preview of `body` (a SwiftUI view body) laid out and checked on iphone15 at Large, with
    /// the reader's warnings.
    func swiftUI(_ body: String) throws -> (VariantEvaluation, [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-ios-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Screen.swift"
        try "import SwiftUI\nstruct Screen: View {\n    var body: some View {\n\(body)\n    }\n}\n#Preview { Screen() }\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let loaded = try ScreenLoader.single(file, preview: nil)
        let e = try VariantPipeline(text: checkTextEngine).evaluate(loaded.screen, Variant())
        return (e, loaded.warnings.map(\.message))
    }

    // MARK: TextField

    @Test func aPlainTextFieldIs22PointsTallAndBorderless() throws {
        // Issue 28: a plain SwiftUI TextField is 22 pt tall and borderless on iOS 17, 18 and 26
        // (within 1.5 pt). That height is iOS's own (one line of its font), not judged by
        // target-size (`SystemSizes`): WCAG's exception for a size the platform sets.
        let e = try evaluate("""
            vStack:
              - textField: {placeholder: Name}
              - textField: {placeholder: Email, style: plain}
            """)
        for id in ["body/vStack[0]/textField", "body/vStack[1]/textField"] {
            let field = try #require(e.element(id))
            #expect(abs(field.frame.height - 22) <= 1.5, "\(id): \(field.frame.height) pt")
            #expect(field.paint.border == nil, "borderless")
        }
        #expect(e.findings(.targetSize).isEmpty, "\(e.findings(.targetSize))")
    }

    @Test func aRoundedBorderFieldHasUIKitsBorderAndHeight() throws {
        let e = try evaluate("textField: {placeholder: Name, style: roundedBorder}")
        let field = try #require(e.element("body/textField"))
        #expect(abs(field.frame.height - 34.33) <= 0.34, "UIKit's rounded rect: 34 pt at body Large (\(field.frame.height))")
        #expect(field.paint.border?.cornerRadius == 5)
        let text = try #require(e.element("body/textField/placeholder"))
        #expect(abs(text.frame.minX - (field.frame.minX + 7)) < 0.01)
    }

    @Test func textFieldStyleReachesTheFieldsBelowInSwiftUI() throws {
        let (e, warnings) = try swiftUI("""
            VStack {
                TextField("Name", text: .constant(""))
                TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
            }
            """)
        #expect(warnings.isEmpty, "\(warnings)")
        let fields = e.layout.root.subtree.filter { $0.kind == .textField }
        #expect(fields.count == 2)
        #expect(fields.map { $0.paint.border == nil } == [true, false])
    }

    // MARK: List styles

    @Test func modelledListStylesDoNotWarnOthersDo() throws {
        // insetGrouped, automatic, plain and grouped are drawn (`ListMetrics.swift`); sidebar is not.
        for style in ["insetGrouped", "automatic", "plain", "grouped"] {
            let (_, quiet) = try swiftUI("List { Text(\"A\") }.listStyle(.\(style))")
            #expect(quiet.isEmpty, "\(style): \(quiet)")
        }
        let (_, sidebar) = try swiftUI("List { Text(\"A\") }.listStyle(.sidebar)")
        #expect(sidebar.count == 1 && sidebar[0].contains("sidebar"), "\(sidebar)")
    }

    // MARK: Bar items

    @Test func aLabelledToolbarButtonHasUIKitsBarHitArea() throws {
        // Issue 28: bar items are hit-tested 44 pt (UIKit), not by their glyph or title.
        let e = try evaluate("""
            navigationStack:
              title: Inbox
              trailing:
                - button: {image: {symbol: plus}}
                  accessibility: {label: Add}
                - button: Edit
              content: {text: Mail}
            """)
        #expect(e.findings(.targetSize).isEmpty, "\(e.findings(.targetSize).map(\.message))")
        #expect(e.findings(.targetSpacing).isEmpty, "\(e.findings(.targetSpacing).map(\.message))")
        // The same button in the content is still judged by what it draws.
        let content = try evaluate("button: {image: {symbol: plus}}\naccessibility: {label: Add}")
        #expect(content.findings(.targetSize).count == 1)
    }

    // MARK: target-spacing in list rows

    @Test func borderlessButtonsInOneListRowAreSeparateTargets() throws {
        // Two borderless buttons 4 pt apart in one row: on iOS two targets in one row (finding);
        // two rows of one list stay exempt from each other (no finding).
        let oneRow = try evaluate("""
            list:
              - hStack: [{button: Like}, {button: Share}]
                spacing: 4
            """)
        #expect(oneRow.findings(.targetSpacing).count == 1, "\(oneRow.findings(.targetSpacing).map(\.message))")
        let twoRows = try evaluate("""
            list:
              - button: Like
              - button: Share
            """)
        #expect(twoRows.findings(.targetSpacing).isEmpty)
    }

    // MARK: tint

    @Test func tintColoursEveryButtonStyleAndIsJudgedForContrast() throws {
        // White on #FFCC00 is 1.6:1, on #0040DD 8:1: the contrast is measured on the tint.
        let e = try evaluate("""
            vStack:
              - button: Pay
                style: borderedProminent
                tint: "#FFCC00"
              - button: Pay
                style: borderedProminent
                tint: "#0040DD"
            """)
        let tinted = try #require(e.element("body/vStack[0]/button"))
        #expect(tinted.paint.fill?.color == RGBA(hex: 0xFFCC00))
        let contrast = e.findings(.contrast).map(\.element)
        #expect(contrast.contains { $0.hasPrefix("body/vStack[0]") }, "\(contrast)")
        #expect(!contrast.contains { $0.hasPrefix("body/vStack[1]") }, "\(contrast)")
    }

    @Test func tintInSwiftUIReachesProminentButtonsAndToggles() throws {
        let (e, warnings) = try swiftUI("""
            VStack {
                Button("Pay") { }.buttonStyle(.borderedProminent)
                Toggle("On", isOn: .constant(true))
            }.tint(.orange)
            """)
        #expect(warnings.isEmpty, "\(warnings)")
        let button = try #require(e.layout.root.subtree.first { $0.kind == .button })
        #expect(button.paint.fill?.color == SystemColor.systemOrange.resolve(Variant().colorTraits))
        let knob = try #require(e.layout.root.subtree.first { $0.kind == .switch })
        #expect(knob.paint.fill?.color == SystemColor.systemOrange.resolve(Variant().colorTraits))
    }
}
