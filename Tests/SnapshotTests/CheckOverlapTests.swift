import Testing
import LayoutModel
@testable import SnapshotHarness

// overlap: compared by what is drawn (a text's lines) and left visible by clipping.

@Suite struct CheckOverlapTests {
    @Test func twoTextsOnTopOfEachOtherInAZStack() throws {
        let e = try evaluate("zStack:\n  - text: Top\n    id: top\n  - text: Bottom\n    id: bottom")
        let f = e.findings(.overlap)
        #expect(f.count == 1)
        #expect(f.first?.element == "top" && f.first?.otherElement == "bottom")
        #expect(f.first?.severity == .P1)
        // Both lines are centred: the shorter "Top" lies wholly on "Bottom", so the overlap is Top's line.
        let top = try #require(e.element("top")?.frame)
        #expect(near(f.first?.rect, Rect(x: top.minX, y: top.minY, width: f.first?.rect.width ?? 0, height: top.height)))
        #expect(abs((f.first?.rect.width ?? 0) - top.width) < 1)
    }

    static func column(offset: String?) -> String {
        "vStack:\n  - text: First\n    id: first\n  - text: Second\n    id: second" + (offset.map { "\n    offset: \($0)" } ?? "")
            + "\nspacing: 8"
    }

    @Test func anOffsetPushingATextOntoAnother() throws {
        let e = try evaluate(Self.column(offset: "{y: -20}"))
        let f = e.findings(.overlap)
        #expect(f.count == 1)
        #expect(f.first?.element == "first" && f.first?.otherElement == "second")
        // 17 pt lines are 20.67 pt, 8 pt apart: moved up 20 pt, 12 pt of them overlap.
        #expect(abs((f.first?.rect.height ?? 0) - 12) < 0.01)
    }

    @Test func theSameTextsInAVStackDoNotOverlap() throws {
        #expect(try evaluate(Self.column(offset: nil)).findings(.overlap).isEmpty)
    }

    @Test func aTextOnItsOwnBackgroundOrOverlayNodeDoesNotCount() throws {
        let body = """
            text: Hello
            id: hello
            padding: 8
            background: {text: Behind, id: behind}
            overlay: {image: {symbol: star}, id: badge}
            """
        let e = try evaluate(body)
        #expect(e.element("behind") != nil && e.element("badge") != nil)
        #expect(e.findings(.overlap).isEmpty)
    }

    /// A fixedSize text in a 100 pt wide container, with a neighbour right after it.
    static func cutText(clipped: Bool) -> String {
        """
        hStack:
          - hStack:
              - text: Wide content that is cut
                id: wide
                fixedSize: true
            frame: {width: 100}\(clipped ? "\n    clipped: true" : "")
          - text: Next
            id: next
        spacing: 0
        """
    }

    @Test func aTextSpillingOutOfItsFrameDrawsOverItsNeighbour() throws {
        let f = try evaluate(Self.cutText(clipped: false)).findings(.overlap)
        #expect(f.map(\.element) == ["wide"] && f.map(\.otherElement) == ["next"])
    }

    @Test func thePartAClippedContainerCutsAwayOverlapsNothing() throws {
        let e = try evaluate(Self.cutText(clipped: true))
        #expect(e.findings(.overlap).isEmpty)
        #expect(e.findings(.clipped, "wide").count == 1)
    }
}

@Suite struct CheckHiddenUnderFillTests {
    /// A title with a badge pinned top-trailing in a zStack; the badge's background fills its frame.
    static func header(badgeWidth: String) -> String {
        """
        zStack:
          - text: Clair de Lune, bars 27 to 42
            font: title2
            id: title
          - text: 72 bpm
            id: badge
            padding: 6
            frame: {\(badgeWidth), alignment: topTrailing}
            background: "#E5F0FF"
        alignment: topLeading
        """
    }

    @Test func aTextUnderASiblingsOpaqueBackgroundIsOverlapped() throws {
        let f = try evaluate(Self.header(badgeWidth: "maxWidth: infinity")).findings(.overlap, "title")
        #expect(f.count == 1 && f.first?.otherElement == "badge", "\(f.map(\.message))")
        #expect(f.first?.message.contains("hidden under") == true)
    }

    @Test func aBadgeThatKeepsToItsCornerIsNot() throws {
        // The fill is the badge's own (inside the frame that pins it): it covers only the badge.
        let e = try evaluate("""
            zStack:
              - text: Clair de Lune
                font: footnote
                id: title
              - vStack:
                  - text: 72 bpm
                    id: badge
                    padding: 6
                    background: "#E5F0FF"
                frame: {maxWidth: infinity, alignment: topTrailing}
            alignment: topLeading
            """)
        #expect(e.findings(.overlap).isEmpty, "\(e.findings(.overlap).map(\.message))")
    }
}
