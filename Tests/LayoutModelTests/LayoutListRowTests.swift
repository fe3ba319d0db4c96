import Testing
@testable import LayoutModel

// A list row's own `listRowInsets` and `listRowBackground` (ListSection.swift's `rowInsets` and
// `rowBackground`). iOS 26 on iphone15: the card (16, 79, 361, ...) with 52 pt rows and 16 pt
// content insets; text10 is 5 pt per character, 12 pt tall.

@Suite struct LayoutListRowTests {
    let light = ColorTraits(.light)

    @Test func listRowInsetsReplaceTheListsContentInsets() {
        let zero = text10("a") { $0.listRowInsets = EdgeInsets(all: 0) }
        let tall = text10("b") { $0.listRowInsets = EdgeInsets(top: 30, leading: 4, bottom: 30, trailing: 4) }
        let e = layoutBody(node(.list([zero, tall, text10("c")])))
        // Row 0: content at the card's leading edge, proposed the whole card width; still 52 pt tall.
        #expect(same(e.element(withId: "body/list/row[0]")?.frame, Rect(x: 16, y: 79, width: 361, height: 52)))
        #expect(same(e.element(withId: "body/list[0]/text")?.frame, Rect(x: 16, y: 99, width: 5, height: 12)))
        // Row 1: 30 + 12 + 30 = 72 pt, the text 4 pt in.
        #expect(same(e.element(withId: "body/list/row[1]")?.frame, Rect(x: 16, y: 131, width: 361, height: 72)))
        #expect(same(e.element(withId: "body/list[1]/text")?.frame, Rect(x: 20, y: 161, width: 5, height: 12)))
        // Row 2 keeps the list's insets.
        #expect(e.element(withId: "body/list[2]/text")?.frame.minX == 32)
        // Each separator starts at its row's own leading inset.
        #expect(e.element(withId: "body/list/separator[0]")?.frame.minX == 16)
        #expect(e.element(withId: "body/list/separator[1]")?.frame.minX == 20)
        // Right to left: the leading inset is on the right.
        let r = layoutBody(node(.list([tall])), rtl())
        #expect(abs((r.element(withId: "body/list[0]/text")?.frame.maxX ?? 0) - (377 - 4)) < 1e-9)
    }

    @Test func listRowBackgroundReplacesTheCardsFillBehindItsRow() {
        let red = text10("a") { $0.listRowBackground = .color(.system(.systemRed)) }
        let clear = text10("b") { $0.listRowBackground = .color(.system(.clear)) }
        let e = layoutBody(node(.list([red, clear, text10("c")])))
        let card = e.element(withId: "body/list/card")
        #expect(card?.fill == nil)
        #expect(e.element(withId: "body/list/row[0]")?.fill == SystemColor.systemRed.resolve(light))
        #expect(e.element(withId: "body/list/row[1]")?.fill == .clear)
        // A row without one takes the card's colour, and every row is clipped to the card's corners.
        let row2 = e.element(withId: "body/list/row[2]")
        #expect(row2?.fill == SystemColor.secondarySystemGroupedBackground.resolve(light))
        #expect(row2?.clip.shape == ClipShape(rect: card!.frame, cornerRadius: 26))
        // A list whose rows have none draws the card as before, and its rows draw nothing.
        let plain = layoutBody(node(.list([text10("a"), text10("b")])))
        #expect(plain.element(withId: "body/list/card")?.fill == SystemColor.secondarySystemGroupedBackground.resolve(light))
        #expect(plain.element(withId: "body/list/row[0]")?.fill == nil)
        #expect(plain.element(withId: "body/list/row[0]")?.clip.shape == nil)
    }

    @Test func aViewAsListRowBackgroundIsTheRowsBackgroundElement() {
        var shape = Node(.shape(ShapeValue(kind: .roundedRectangle, fill: .system(.systemOrange), cornerRadius: 8)))
        shape.path = "body/list[0]/listRowBackground"
        let row = text10("a") { $0.listRowBackground = .node(shape) }
        let e = layoutBody(node(.list([row])))
        let background = e.element(withId: "body/list/row[0]")?.children.first
        #expect(background?.role == .background)
        #expect(same(background?.frame, Rect(x: 16, y: 79, width: 361, height: 52)))
        #expect(e.element(withId: "body/list/row[0]")?.fill == nil)
    }

    @Test func aHiddenRowSeparatorIsGoneAboveAndBelowItsRow() {
        let e = layoutBody(node(.list([text10("a"), text10("b") { $0.listRowSeparatorHidden = true }, text10("c"), text10("d")])))
        #expect(e.element(withId: "body/list/separator[0]") == nil && e.element(withId: "body/list/separator[1]") == nil)
        #expect(e.element(withId: "body/list/separator[2]") != nil)
        let plain = layoutBody(node(.list([text10("a"), text10("b")])))
        #expect(plain.element(withId: "body/list/separator[0]") != nil)
    }

    @Test func aRowsSeparatorLeadingGuideMovesTheSeparatorBelowIt() {
        let e = layoutBody(node(.list([text10("a") { $0.listRowSeparatorLeading = -16 }, text10("b") { $0.listRowSeparatorLeading = 10 }, text10("c")])))
        // The card at x 16, the rows' content 16 pt in: -16 starts at the card's edge, 10 at 42.
        #expect(e.element(withId: "body/list/separator[0]")?.frame.minX == 16)
        #expect(e.element(withId: "body/list/separator[1]")?.frame.minX == 42)
        #expect(e.element(withId: "body/list/separator[1]")?.frame.maxX == 377)
    }
}
