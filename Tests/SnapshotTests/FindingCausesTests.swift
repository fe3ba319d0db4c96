import Foundation
import Testing
import LayoutModel
import Rasterizer
@testable import SnapshotHarness

/// Issue 28's false alarms and misses, each fixed at its cause: for every one a screen that must
/// trigger the finding and one that must not.
@Suite struct FindingCausesTests {
    /// A preview of `source` (Swift declarations with a `Screen` view) laid out and checked on
    /// iphone15 at Large.
    func swiftUI(_ source: String, catalog: StringsCatalog? = nil, size: DynamicTypeSize = .large) throws -> VariantEvaluation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-causes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Screen.swift"
        try ("import SwiftUI\n" + source + "\n#Preview { Screen() }\n").write(toFile: file, atomically: true, encoding: .utf8)
        let loaded = try ScreenLoader.single(file, preview: nil)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings.map(\.message))")
        return try VariantPipeline(text: checkTextEngine, catalog: catalog).evaluate(loaded.screen, Variant(size: size))
    }

    // MARK: clipped: a horizontal scroll view inside a vertical one

    static func chips(_ scrollModifiers: String) -> String {
        """
        scrollView:
          vStack:
            - text: Filters
            - scrollView:
                hStack:
                  - {button: Running, style: bordered, id: c1}
                  - {button: Cycling, style: bordered, id: c2}
                  - {button: Swimming, style: bordered, id: c3}
                  - {button: Climbing, style: bordered, id: c4}
                  - {button: Rowing, style: bordered, id: c5}
                  - {button: Yoga, style: bordered, id: c6}
              axis: horizontal
        \(scrollModifiers)
        """
    }

    @Test func chipsInAHorizontalScrollViewInsideAVerticalOneScrollIntoView() throws {
        let e = try evaluate(Self.chips(""))
        let c6 = try #require(e.element("c6"))
        #expect(c6.frame.minX > 393, "the last chip starts past the screen: \(c6.frame)")
        #expect(e.findings(.clipped).isEmpty, "\(e.findings(.clipped).map(\.message))")
    }

    @Test func chipsCutAcrossTheirScrollAxisAreStillClipped() throws {
        // The same chips in a horizontal scroll view clipped to 20 pt: 34.7 pt chips are cut at the
        // top and bottom, which no scrolling shows.
        let e = try evaluate(Self.chips("      frame: {height: 20}\n      clipped: true"))
        let clipped = Set(e.findings(.clipped).map(\.element))
        #expect(clipped == ["c1", "c2", "c3", "c4", "c5", "c6"], "\(clipped)")
    }

    // MARK: clipped: a fixedSize row makes its scroll view wider than the screen

    static let wideRow = """
        scrollView:
          vStack:
            - text: Settings
            - hStack:
                - {button: Export all the data now, style: bordered, id: export}
                - {button: Import from a backup file, style: bordered, id: import}
              fixedSize: true
              id: actions
        id: scroller
        """

    @Test func aFixedSizeRowThatOverflowsIsBlamedNotItsScrollView() throws {
        let f = try evaluate(Self.wideRow).findings(.clipped)
        #expect(f.map(\.element) == ["actions"], "\(f.map(\.message))")
        #expect(f.first?.severity == .P0, "buttons lie past the screen edge")
        #expect(f.first?.message.contains("makes scrollView 'scroller' as wide") == true, "\(f.map(\.message))")
    }

    @Test func aRowThatWrapsMakesNoScrollViewWider() throws {
        let e = try evaluate(Self.wideRow.replacingOccurrences(of: "      fixedSize: true\n", with: ""))
        #expect(e.findings(.clipped).isEmpty, "\(e.findings(.clipped).map(\.message))")
    }

    // MARK: overlap: what a clipShape cuts away covers nothing

    static func badgeCard(clip: String) -> String {
        """
        vStack:
          - text: Today's plan
            font: headline
            id: header
          - vStack:
              - text: Walk 30 minutes
            padding: 16
            frame: {maxWidth: infinity, alignment: leading}
            background: "#FFFFFF"
            overlay:
              zStack:
                - shape: {kind: circle, fill: "#FF3B30"}
                  frame: {width: 28, height: 28}
              frame: {maxWidth: infinity, maxHeight: infinity, alignment: topTrailing}
              offset: {y: -24}
        \(clip)
            id: card
        spacing: 4
        alignment: trailing
        padding: 16
        """
    }

    @Test func aBadgeTheCardClipsDoesNotHideTheHeader() throws {
        let e = try evaluate(Self.badgeCard(clip: "    cornerRadius: 12"))
        #expect(e.findings(.overlap).isEmpty, "\(e.findings(.overlap).map(\.message))")
    }

    @Test func anUnclippedBadgeHidesTheHeader() throws {
        let f = try evaluate(Self.badgeCard(clip: "")).findings(.overlap)
        #expect(f.map(\.element) == ["header"], "\(f.map(\.message))")
    }

    @Test func aSwiftUIClipShapeClipsTheBadge() throws {
        func card(_ clip: String) -> String {
            """
            struct Screen: View {
                var body: some View {
                    VStack(alignment: .trailing, spacing: 4) {
                        Text("Today's plan").font(.headline)
                        VStack { Text("Walk 30 minutes") }
                            .padding(16)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .background(Color.white)
                            .overlay(alignment: .topTrailing) {
                                Circle().fill(Color.red).frame(width: 28, height: 28).offset(y: -24)
                            }
                            \(clip)
                    }
                    .padding(16)
                }
            }
            """
        }
        #expect(try swiftUI(card(".clipShape(RoundedRectangle(cornerRadius: 12))")).findings(.overlap).isEmpty)
        #expect(try swiftUI(card("")).findings(.overlap).count == 1)
    }

    // MARK: LazyVStack fills the width it is offered

    @Test func aLazyVStackIsAsWideAsTheScreen() throws {
        // Issue 28: a LazyVStack fills the width it is offered; a VStack is as wide as its widest child.
        let e = try swiftUI("""
            struct Screen: View {
                var body: some View {
                    ScrollView {
                        LazyVStack(alignment: .leading) { Text("Walk").accessibilityIdentifier("walk") }
                            .accessibilityIdentifier("lazy")
                        VStack(alignment: .leading) { Text("Run") }
                            .accessibilityIdentifier("eager")
                    }
                }
            }
            """)
        let lazy = try #require(e.element("lazy")), eager = try #require(e.element("eager"))
        #expect(lazy.frame.width == 393, "\(lazy.frame)")
        #expect(try #require(e.element("walk")).frame.minX == 0, "leading in the full width")
        #expect(eager.frame.width < 100, "\(eager.frame)")
    }

    @Test func aLazyStackInYAMLAndTheDSL() throws {
        let e = try evaluate("vStack: [Walk]\nlazy: true\nalignment: trailing\nid: lazy")
        #expect(e.element("lazy")?.frame.width == 393)
        let text = try #require(e.element("lazy")?.children.first)
        #expect(abs(text.frame.maxX - 393) < 0.01, "trailing: \(text.frame)")
        let dsl = A11y.LazyVStack { A11y.Text("Walk") }
        #expect(dsl.modifiers.lazy == true)
        #expect(try evaluate("vStack: [Walk]\nid: eager").element("eager")!.frame.width < 100)
    }

    // MARK: hardcoded-string: a computed String is a String

    static let catalog = StringsCatalog(sourceLanguage: "en", tables: ["en": ["Good morning": "Good morning"]])

    @Test func aComputedStringIsReportedAsHardcoded() throws {
        let e = try swiftUI("""
            struct Screen: View {
                var greeting: String { "Good morning" }
                func subtitle() -> String { "Two habits left" }
                var body: some View {
                    VStack {
                        Text(greeting).accessibilityIdentifier("computed")
                        Text(subtitle()).accessibilityIdentifier("function")
                    }
                }
            }
            """, catalog: Self.catalog)
        #expect(Set(e.findings(.hardcodedString).map(\.element)) == ["computed", "function"])
    }

    @Test func aComputedKeyOrALiteralIsLookedUp() throws {
        let e = try swiftUI("""
            struct Screen: View {
                var greeting: LocalizedStringKey { "Good morning" }
                var body: some View {
                    VStack {
                        Text(greeting).accessibilityIdentifier("key")
                        Text("Good morning").accessibilityIdentifier("literal")
                    }
                }
            }
            """, catalog: Self.catalog)
        #expect(e.findings(.hardcodedString).isEmpty, "\(e.findings(.hardcodedString).map(\.message))")
    }

    // MARK: a button's label is named by the button's identifier

    @Test func aButtonsLabelIsNamedByItsIdentifier() throws {
        let e = try swiftUI("""
            struct Item: Identifiable { let id: String; let title: String }
            struct Screen: View {
                let items = [Item(id: "walk", title: "Walk"), Item(id: "run", title: "Run")]
                var body: some View {
                    VStack {
                        ForEach(items) { item in
                            Button(item.title) {}.accessibilityIdentifier(item.id)
                        }
                        Button {} label: { HStack { Image(systemName: "star"); Text("Favourite") } }
                            .accessibilityIdentifier("favourite")
                        Button("Unnamed") {}
                    }
                }
            }
            """)
        #expect(e.element("walk/label")?.text?.string == "Walk")
        #expect(e.element("run/label")?.text?.string == "Run")
        #expect(e.element("favourite/label")?.text?.string == "Favourite")
        #expect(e.element("favourite/icon") != nil)
        let unnamed = e.layout.root.subtree.first { $0.text?.string == "Unnamed" }
        #expect(unnamed?.id.hasSuffix("/Button[3]/Text") == true, "\(unnamed?.id ?? "none")")
    }

    // MARK: LabeledContent: label and value, stacked at accessibility sizes

    static let labeled = """
        struct Screen: View {
            var body: some View {
                List {
                    LabeledContent("Heart rate", value: "72 bpm").accessibilityIdentifier("rate")
                    LabeledContent("Steps") { Text("8,200") }
                }
            }
        }
        """

    @Test func labeledContentIsItsLabelAndItsValueOnOneRow() throws {
        let e = try swiftUI(Self.labeled)
        let texts = e.layout.root.subtree.filter { $0.kind == .text }
        let label = try #require(texts.first { $0.text?.string == "Heart rate" })
        let value = try #require(texts.first { $0.text?.string == "72 bpm" })
        #expect(value.frame.minX > label.frame.maxX + 20, "the value trails: \(label.frame) \(value.frame)")
        #expect(abs(value.frame.midY - label.frame.midY) < 0.5)
        #expect(abs(value.frame.maxX - (393 - 16 - 16)) < 0.5, "at the row's trailing inset: \(value.frame)")
        #expect(value.text?.color != label.text?.color, "the value in the secondary label colour")
        #expect(e.layout.root.subtree.contains { $0.text?.string == "8,200" })
    }

    @Test func labeledContentStacksAtAccessibilitySizes() throws {
        let e = try swiftUI(Self.labeled, size: .accessibility3)
        let label = try #require(e.layout.root.subtree.first { $0.text?.string == "Heart rate" })
        let value = try #require(e.layout.root.subtree.first { $0.text?.string == "72 bpm" })
        #expect(value.frame.minY >= label.frame.maxY, "the value under the label: \(label.frame) \(value.frame)")
        #expect(abs(value.frame.minX - label.frame.minX) < 0.5, "both leading")
    }

    // MARK: contrast: progress rings are indicators by what they draw

    static func ring(arc: String, track: String = "#E6E6E6") -> String {
        """
        zStack:
          - shape: {kind: circle, stroke: {color: "\(track)", width: 8}}
          - shape: {kind: circle, stroke: {color: "\(arc)", width: 8, lineCap: round}, trim: {to: 0.6}, rotation: -90}
            id: progress
        frame: {width: 60, height: 60}
        """
    }

    func ringFindings(_ body: String) throws -> [Finding] {
        try evaluate(body).findings(.contrast).filter { $0.message.contains("indicator") }
    }

    @Test func aPaleProgressRingIsJudgedWithoutAnAccessibilityValue() throws {
        #expect(try ringFindings(Self.ring(arc: "#C8C8C8")).map(\.element) == ["progress"])
        #expect(try ringFindings(Self.ring(arc: "#1E7D32")).isEmpty)
    }

    @Test func aRingIsJudgedAgainstItsTrack() throws {
        // #767676 is 4.5:1 on white but 1.6:1 on a #3C3C3C track.
        let f = try ringFindings(Self.ring(arc: "#767676", track: "#3C3C3C"))
        #expect(f.map(\.element) == ["progress"], "\(f.map(\.message))")
    }

    @Test func aSwiftUIRingDrawnAsAnOverlayIsJudged() throws {
        func ring(_ arc: String) throws -> [Finding] {
            try swiftUI("""
                struct Screen: View {
                    var body: some View {
                        Circle().stroke(Color(white: 0.9), lineWidth: 8)
                            .overlay(Circle().trim(from: 0, to: 0.6).stroke(\(arc), lineWidth: 8))
                            .frame(width: 60, height: 60)
                    }
                }
                """).findings(.contrast).filter { $0.message.contains("indicator") }
        }
        #expect(try ring("Color(white: 0.8)").count == 1)
        #expect(try ring("Color(red: 0.1, green: 0.45, blue: 0.2)").isEmpty)
    }

    static func valueCircle(edge: String) -> String {
        """
        zStack:
          - shape: {kind: circle, fill: "#F2F2F7"}
            frame: {width: 80, height: 80}
        \(edge)
            id: dial
          - text: "72"
        accessibility: {value: 72 bpm}
        """
    }

    @Test func aPaleCircleWithAContrastingStrokeIsNotFlagged() throws {
        let stroked = Self.valueCircle(edge: "    overlay: {shape: {kind: circle, stroke: {color: \"#3A3A3C\", width: 2}}}")
        let f = try ringFindings(stroked)
        #expect(f.isEmpty, "\(f.map(\.message))")
        #expect(try ringFindings(Self.valueCircle(edge: "")).map(\.element) == ["dial"])
    }
}
