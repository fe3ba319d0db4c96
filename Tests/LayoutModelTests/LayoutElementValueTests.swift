import Testing
@testable import LayoutModel

/// `LayoutElement` keeps its fields in a box shared by copies until one of them writes: it must
/// still behave as a value, whatever is written and however deep.
@Suite struct LayoutElementValueTests {
    static func tree() -> LayoutElement {
        let frame = Rect(x: 0, y: 0, width: 100, height: 40)
        let label = LayoutElement(id: "label", kind: .text, frame: frame, bounds: frame, isHidden: false)
        return LayoutElement(id: "root", kind: .vStack, frame: frame, bounds: frame, children: [label],
                             allowances: [], isCritical: false)
    }

    @Test func writingACopyLeavesTheOriginalAlone() {
        let original = Self.tree()
        var copy = original
        copy.id = "changed"
        copy.frame.size.width = 7
        copy.children[0].isHidden = true
        copy.children.append(original)
        copy.isInert = true
        copy.isSizedBySystem = true

        #expect(original.id == "root")
        #expect(original.frame.width == 100)
        #expect(original.children.count == 1)
        #expect(original.children[0].isHidden == false)
        #expect(original.isInert == false && original.isSizedBySystem == false)

        #expect(copy.id == "changed")
        #expect(copy.frame.width == 7)
        #expect(copy.children.map(\.id) == ["label", "root"])
        #expect(copy.children[0].isHidden == true)
        #expect(copy.children[1].children[0].isHidden == false)
        #expect(copy.isInert == true && copy.isSizedBySystem == true)
    }

    @Test func everyFieldSurvivesTheCopyABoxMakes() {
        var original = Self.tree()
        original.isInert = true
        original.isSizedBySystem = true
        original.opacity = 0.5
        original.symbol = "star"
        var copy = original
        copy.cornerRadius = 3   // the write that copies the box: the rest must come along
        #expect(copy.isInert && copy.isSizedBySystem)
        #expect(copy.opacity == 0.5 && copy.symbol == "star" && copy.id == "root" && copy.children.count == 1)
        #expect(original.cornerRadius == nil)
    }

    @Test func inertMarksTheWholeSubtreeOfTheCopyOnly() {
        let original = Self.tree()
        let inert = original.inert()
        #expect(inert.isInert && inert.children[0].isInert)
        #expect(!original.isInert && !original.children[0].isInert)
    }
}
