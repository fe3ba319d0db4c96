import Testing
import LayoutModel
@testable import SnapshotHarness

// fixed-font: text that ignores Dynamic Type.

@Suite struct CheckFixedFontTests {
    static let body = """
        vStack:
          - text: Fixed
            id: fixed
            font: {size: 15}
          - text: Relative
            id: relative
            font: {size: 15, relativeTo: body}
          - text: Capped
            id: capped
            dynamicTypeSize: {max: xxxLarge}
        """

    @Test func aFixedSizeIsReportedAndTheOthersAreNot() throws {
        let e = try evaluate(Self.body)
        let f = e.findings(.fixedFont)
        #expect(f.map(\.element) == ["fixed"])
        #expect(f.first?.severity == .P1)
        #expect(f.first?.message.contains("{size: 15, relativeTo: body}") == true)
    }

    @Test func atAccessibilityLargeOnlyTheFixedTextStaysTheSame() throws {
        let e = try evaluate(Self.body, size: .accessibility2)
        #expect(e.element("fixed")?.text?.measurement.fontSize == 15)
        // 15 x 33 / 17 = 29.1, rounded; the cap stops body at xxxLarge's 23 pt.
        #expect(e.element("relative")?.text?.measurement.fontSize == 29)
        #expect(e.element("capped")?.text?.measurement.fontSize == 23)
        #expect(e.findings(.fixedFont).map(\.element) == ["fixed"])
    }
}
