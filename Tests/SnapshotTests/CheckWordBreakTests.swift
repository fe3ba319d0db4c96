import Testing
import LayoutModel
@testable import SnapshotHarness

@Suite struct CheckWordBreakTests {
    // "Crosswords" in title2 bold is about 125 pt wide at Large and about 270 pt at AX5: in a
    // 150 pt column it fits at Large and breaks inside the word at AX5.
    static let column = """
    hStack:
      - text: Crosswords
        font: {style: title2, weight: bold}
        id: title
        frame: {width: 150}
      - spacer: {}
    """

    @Test func aWordWiderThanItsColumnBreaksInside() throws {
        let e = try evaluate(Self.column, size: .accessibility5)
        let found = e.findings(.wordBreak, "title")
        #expect(found.count == 1 && found.first?.severity == .P2, "\(e.findings)")
        #expect(found.first?.message.contains("|") == true, "\(found.first?.message ?? "")")
    }

    @Test func theSameWordFitsAtLarge() throws {
        let e = try evaluate(Self.column)
        #expect(e.findings(.wordBreak).isEmpty)
    }

    @Test func wrappingBetweenWordsIsNotABreak() throws {
        let e = try evaluate("""
        text: Practice every day to build a streak that lasts all year long
        frame: {width: 200}
        id: body
        """, size: .accessibility1)
        #expect((e.element("body")?.text?.measurement.lines.count ?? 0) > 3)
        #expect(e.findings(.wordBreak).isEmpty)
    }

    @Test func aBrokenButtonLabelIsReportedOnTheButtonAndCriticalTextIsMajor() throws {
        let e = try evaluate("""
        button: Subscriptions
        frame: {width: 120}
        id: subscribe
        """, size: .accessibility4)
        #expect(e.findings(.wordBreak, "subscribe").first?.severity == .P2, "\(e.findings)")
        let critical = try evaluate(Self.column.replacingOccurrences(of: "id: title", with: "id: title\n    critical: true"), size: .accessibility5)
        #expect(critical.findings(.wordBreak, "title").first?.severity == .P1)
    }
}
