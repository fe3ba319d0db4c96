import Testing
@testable import LayoutModel

// `listStyle` (ListMetrics.swift): grouped and plain lists, inherited like SwiftUI's environment
// value, and `listSectionSpacing`. iOS 26 on iphone15 (the default): safe rect from y 59, rows
// 52 pt with 16 pt content insets; text10 is 5 pt per character, 12 pt tall.

@Suite struct LayoutListStyleTests {
    let light = ColorTraits(.light)

    func list(_ style: ListStyle?, _ rows: [Node] = [text10("a"), text10("b")]) -> LayoutElement {
        layoutBody(node(.list(rows)) { $0.listStyle = style })
    }

    @Test func aGroupedListsCardSpansTheListSquare() throws {
        let e = list(.grouped)
        let card = try #require(e.element(withId: "body/list/card"))
        #expect(same(card.frame, Rect(x: 0, y: 79, width: 393, height: 104)))
        #expect(card.cornerRadius ?? 0 == 0)
        #expect(card.fill == SystemColor.secondarySystemGroupedBackground.resolve(light))
        #expect(e.fill == SystemColor.systemGroupedBackground.resolve(light))
        // The row's text keeps its inset; the separator runs from it to the list's trailing edge.
        #expect(e.element(withId: "body/list[0]/text")?.frame.minX == 16)
        #expect(same(e.element(withId: "body/list/separator[0]")?.frame, Rect(x: 16, y: 79 + 52 - 1.0 / 3, width: 377, height: 1.0 / 3)))
        // Inset-grouped (the default) keeps its inset, rounded card.
        let inset = list(nil)
        #expect(same(inset.element(withId: "body/list/card")?.frame, Rect(x: 16, y: 79, width: 361, height: 104)))
        #expect(inset.element(withId: "body/list/card")?.cornerRadius == 26)
    }

    @Test func aPlainListsRowsRunEdgeToEdgeOnTheSystemBackground() throws {
        let e = list(.plain)
        #expect(e.fill == SystemColor.systemBackground.resolve(light))
        let card = try #require(e.element(withId: "body/list/card"))
        #expect(card.fill == SystemColor.systemBackground.resolve(light))
        // No inset above the first row.
        #expect(same(e.element(withId: "body/list/row[0]")?.frame, Rect(x: 0, y: 59, width: 393, height: 52)))
        #expect(e.element(withId: "body/list[0]/text")?.frame.minX == 16)
        #expect(e.element(withId: "body/list/separator[0]")?.frame.maxX == 393)
    }

    @Test func aPlainListsHeaderIsInItsOwnCaseAboveItsRows() throws {
        let s = node(.section(SectionValue(header: Node(.text(.literal("Head"))), content: [text10("a")])))
        let e = layoutBody(node(.list([s])) { $0.listStyle = .plain }, Variant(ios: .ios17))
        let header = try #require(e.element(withId: "body/list[0]/section/header/text"))
        #expect(header.text?.string == "Head", "not upper-cased as a grouped header on iOS 17 is")
        #expect(header.text?.font.size == 17)
        #expect(header.frame.minX == 20 && header.frame.minY == 59 + 6)
        let card = try #require(e.element(withId: "body/list[0]/section/card"))
        #expect(abs(card.frame.minY - (header.frame.maxY + 6)) < 1e-9 && card.frame.minX == 0)
    }

    @Test func theStyleIsInheritedAndTheInnermostWins() {
        let outer = layoutBody(node(.vStack([node(.list([text10("a")]))])) { $0.listStyle = .plain })
        #expect(outer.element(withId: "body/vStack[0]/list/row[0]")?.frame.minX == 0)
        let own = layoutBody(node(.vStack([node(.list([text10("a")])) { $0.listStyle = .insetGrouped }])) { $0.listStyle = .plain })
        #expect(own.element(withId: "body/vStack[0]/list/row[0]")?.frame.minX == 16)
    }

    @Test func listSectionSpacingIsTheSpaceBetweenTwoSections() throws {
        let a = node(.section(SectionValue(content: [text10("a")])))
        let b = node(.section(SectionValue(header: Node(.text(.literal("B"))), content: [text10("b")])))
        let c = node(.section(SectionValue(content: [text10("c")])))
        let e = layoutBody(node(.list([a, b, c])) { $0.listSectionSpacing = 12 })
        let cardA = try #require(e.element(withId: "body/list[0]/section/card"))
        let header = try #require(e.element(withId: "body/list[1]/section/header/text"))
        let cardB = try #require(e.element(withId: "body/list[1]/section/card"))
        let cardC = try #require(e.element(withId: "body/list[2]/section/card"))
        #expect(abs(header.frame.minY - (cardA.frame.maxY + 12)) < 1e-9)
        #expect(abs(cardC.frame.minY - (cardB.frame.maxY + 12)) < 1e-9)
        // Without it: 27.67 pt from a card to a header's text, 35 between cards (iOS 26).
        let d = layoutBody(node(.list([a, b, c])))
        let dA = try #require(d.element(withId: "body/list[0]/section/card"))
        #expect(abs((d.element(withId: "body/list[1]/section/header/text")?.frame.minY ?? 0) - (dA.frame.maxY + 27.67)) < 1e-9)
    }
}
