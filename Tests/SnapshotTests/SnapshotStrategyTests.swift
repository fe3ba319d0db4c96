import Foundation
import Testing
import LayoutModel
import Rasterizer
@testable import SnapshotHarness

/// The strategy values: snapshot + diffing, composed with pullback; what a failing finding prints.
@Suite struct SnapshotStrategyTests {
    func image(_ w: Int, _ h: Int, grey: UInt8) -> RGBAImage {
        RGBAImage(width: w, height: h, fill: (grey, grey, grey, 255))
    }

    @Test func pngDiffingMatchesChangesAndMismatches() throws {
        let png = SnapshotDiffing<RGBAImage>.png()
        let base = try png.toData(image(4, 4, grey: 200))
        let same = try png.compare(image(4, 4, grey: 200), baseline: base, name: "a.png")
        #expect(same.status == .matched && same.count == DiffCount(different: 0, total: 16) && same.message == nil)
        let changed = try png.compare(image(4, 4, grey: 0), baseline: base, name: "a.png")
        #expect(changed.status == .changed)
        #expect(changed.message == "16 of 16 pixels differ")
        #expect(changed.artifact?.width == 4)
        let other = try png.compare(image(5, 4, grey: 200), baseline: base, name: "a.png")
        #expect(other.status == .sizeMismatch && other.artifact == nil)
        // A tolerance accepts the change and makes no diff picture.
        let tolerant = try SnapshotDiffing<RGBAImage>.png(DiffSettings(maxDifferentPixels: 16))
            .compare(image(4, 4, grey: 0), baseline: base, name: "a.png")
        #expect(tolerant.status == .matched && tolerant.count?.different == 16 && tolerant.artifact == nil)
    }

    @Test func linesDiffingNamesTheFirstChangedLine() throws {
        let lines = SnapshotDiffing<String>.lines
        #expect(try lines.compare("a\nb\n", baseline: Data("a\nb\n".utf8), name: "t").status == .matched)
        let changed = try lines.compare("a\nc\n", baseline: Data("a\nb\n".utf8), name: "t")
        #expect(changed.status == .changed && changed.message == "line 2 was “b”, is now “c”")
        #expect(try lines.compare("a\n", baseline: Data("a\nb\n".utf8), name: "t").message
                == "line 2 was “b”, is now “”")
    }

    @Test func pullbackSnapshotsTheTransformedValue() throws {
        let strategy = SnapshotStrategy<String, String>(pathExtension: "txt", diffing: .lines) { $0.uppercased() }
        let counted: SnapshotStrategy<Int, String> = strategy.pullback { "n=\($0)" }
        #expect(try counted.snapshot(3) == "N=3")
        #expect(counted.pathExtension == "txt")
        struct Bad: Error {}
        let failing: SnapshotStrategy<Int, String> = strategy.pullback { _ in throw Bad() }
        #expect(throws: Bad.self) { try failing.snapshot(1) }
    }

    @Test func findingsStrategyRendersOneLinePerFinding() throws {
        let e = try evaluate("""
            button: {image: {symbol: star}}
            id: star
            frame: {width: 24, height: 24}
            """)
        let text = try SnapshotStrategy<EvaluatedVariant, String>.findings.pullback { (ev: VariantEvaluation) in
            EvaluatedVariant(ev, text: checkTextEngine)
        }.snapshot(e)
        #expect(text.split(separator: "\n").count == e.findings.count)
        #expect(text.contains("P1 target-size star: "))
    }
}

/// Findings print as one readable line, and speak Swift for DSL screens.
@Suite struct FindingDescriptionTests {
    static let defects = """
        vStack:
          - button: {image: {symbol: star}}
            id: star
            frame: {width: 24, height: 24}
          - text: Fixed
            id: fixed
            font: {size: 15}
          - image: {symbol: chevron.right}
            id: chevron
        """

    @Test func aFindingIsOneShortLine() throws {
        let f = try #require(try evaluate(Self.defects).findings(.targetSize, "star").first)
        #expect(f.description.hasPrefix("P1 target-size star in iphone15_large_ltr_en: "))
        #expect(!f.description.contains("\n") && f.description.count < 200)
        #expect(!f.description.contains("Finding("))
    }

    @Test func fixItsSpeakSwiftForDSLScreens() throws {
        let ltr = try evaluate(Self.defects)
        let rtl = try evaluate(Self.defects, direction: .rightToLeft)
        let yaml = ltr.findings(.missingLabel, "star") + ltr.findings(.targetSize, "star")
            + ltr.findings(.fixedFont, "fixed") + rtl.findings(.notMirrored, "chevron")
        #expect(yaml.count == 4)
        let swift = yaml.map { $0.speaking(.swift).message }
        #expect(swift[0].contains(".accessibility(label: ...)") && !swift[0].contains("{label"))
        #expect(swift[1].contains(".hitSlop(") && !swift[1].contains("hitSlop:"))
        #expect(swift[2].contains(".font(size: 15, relativeTo: .body)") && !swift[2].contains("{size"))
        #expect(swift[3].contains(".flipsForRightToLeft()") && !swift[3].contains(": true"))
        // A YAML screen keeps its keys.
        #expect(yaml.map { $0.speaking(.yaml).message } == yaml.map(\.message))
    }

    @Test func everySwiftFixItRewritesItsYAMLSpelling() {
        let samples = ["Add accessibility: {label: ...} or visible text", "add flipsForRightToLeft: true",
                       "or {size: 13.5, relativeTo: body}", "and use {key: ...}", "or hitSlop: 3)", "add contentShape: true",
                       "use a flexible frame (minHeight/maxWidth)", "left/right or offset.x",
                       "add accessibility: {traits: [header]}", "remove accessibility: {hidden: true}",
                       "with accessibility: {actions: [...]}", "pinned with layoutDirection: leftToRight"]
        let expected = ["Add .accessibility(label: ...) or visible text", "add .flipsForRightToLeft()",
                        "or .font(size: 13.5, relativeTo: .body)", "and use A11y.Text(key: ...)", "or .hitSlop(3))", "add .contentShape()",
                        "use a flexible .frame(minHeight:maxWidth:)", "left/right or .offset(x:)",
                        "add .accessibility(traits: [.header])", "remove .accessibility(hidden: true)",
                        "with .accessibility(actions: [...])", "pinned with .layoutDirection(.leftToRight)"]
        #expect(ScreenLanguage.fixIts[.swift]?.count == samples.count)
        #expect(samples.map { ScreenLanguage.swift.phrase($0) } == expected)
    }

    @Test func everySwiftUIFixItRewritesItsYAMLSpelling() {
        let samples = ["“Hi” is written into the screen; move it to the strings catalog and use {key: ...}",
                       "“A”, “B” are written into the screen; move them to the strings catalog and use {key: ...}",
                       "ignores Dynamic Type; use a text style, or {size: 13.5, relativeTo: body}",
                       "Add accessibility: {label: ...} or visible text",
                       "only what it draws takes touches; add contentShape: true",
                       "needs 44 pt: a larger frame inside its label, or hitSlop: 6, extra invisible hit area",
                       "add accessibility: {traits: [header]}", "give it accessibility: {traits: [isModal]}",
                       "remove accessibility: {hidden: true}", "with accessibility: {actions: [...]}",
                       "pinned with layoutDirection: leftToRight"]
        let expected = ["“Hi” is not localized (Text(verbatim:) or a String); use a LocalizedStringKey literal, Text(\"...\"), or String(localized:)",
                        "“A”, “B” is not localized (Text(verbatim:) or a String); use a LocalizedStringKey literal, Text(\"...\"), or String(localized:)",
                        "ignores Dynamic Type; use a text style (.font(.body)), or scale the size with @ScaledMetric or .custom(_:size:relativeTo:)",
                        "Add .accessibilityLabel(...) or visible text",
                        "only what it draws takes touches; add .contentShape(Rectangle())",
                        "needs 44 pt: a larger .frame on its label",
                        "add .accessibilityAddTraits(.isHeader)", "give it .accessibilityAddTraits(.isModal)",
                        "remove .accessibilityHidden(true)", "with .accessibilityAction(named:)",
                        "pinned with .environment(\\.layoutDirection, .leftToRight)"]
        // Every row of the table, the hardcoded-string one twice (one literal, several).
        #expect(ScreenLanguage.fixIts[.swiftUI]?.count == samples.count - 1)
        #expect(samples.map { ScreenLanguage.swiftUI.phrase($0) } == expected)
        // A YAML screen keeps its keys.
        #expect(samples.map { ScreenLanguage.yaml.phrase($0) } == samples)
    }
}
