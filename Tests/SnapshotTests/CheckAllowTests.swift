import Testing
import LayoutModel
@testable import SnapshotHarness

// allow: a reviewed exception is reported as allowed, with its reason, never dropped.

@Suite struct CheckAllowTests {
    static let button = """
        button: {image: {symbol: star}}
        id: star
        accessibility: {label: Favorite}
        frame: {width: 24, height: 24}
        """

    @Test func anAllowOnTheButtonMarksItsFinding() throws {
        let body = Self.button + "\nallow: [{check: target-size, reason: \"Toolbar icon, 44 pt row around it\"}]"
        let f = try evaluate(body).findings(.targetSize)
        #expect(f.count == 1)
        #expect(f.first?.element == "star")
        #expect(f.first?.allowed == true)
        #expect(f.first?.allowReason == "Toolbar icon, 44 pt row around it")
    }

    @Test func anAllowOnAnAncestorCoversTheSubtree() throws {
        let indented = Self.button.split(separator: "\n").enumerated()
            .map { ($0.offset == 0 ? "  - " : "    ") + $0.element }.joined(separator: "\n")
        let body = "vStack:\n" + indented + "\nallow: [{check: target-size, reason: Reviewed}]"
        let f = try evaluate(body).findings(.targetSize)
        #expect(f.map(\.allowed) == [true])
        #expect(f.first?.allowReason == "Reviewed")
    }

    @Test func anAllowForAnotherCheckDoesNotCoverIt() throws {
        let f = try evaluate(Self.button + "\nallow: [{check: contrast, reason: Brand colour}]").findings(.targetSize)
        #expect(f.map(\.allowed) == [false])
        #expect(f.first?.allowReason == nil)
    }

    @Test func anAllowOnEitherElementOfAPairCoversIt() throws {
        let body = """
            hStack:
              - button: {text: Yes, frame: {width: 44, height: 44}}
                id: yes
              - button: {text: No, frame: {width: 44, height: 44}}
                id: no
                allow: [{check: target-spacing, reason: Segmented pair}]
            spacing: 2
            """
        let f = try evaluate(body).findings(.targetSpacing)
        #expect(f.count == 1)
        #expect(f.first?.element == "yes" && f.first?.otherElement == "no")
        #expect(f.first?.allowed == true && f.first?.allowReason == "Segmented pair")
    }
}
