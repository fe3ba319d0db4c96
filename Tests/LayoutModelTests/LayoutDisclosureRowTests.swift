import Testing
@testable import LayoutModel

// A navigation link as a list row (`DisclosureRows`): untinted label, `chevron.forward` trailing in
// tertiaryLabel, hidden from VoiceOver, mirrored in right-to-left layouts. A plain button row and a
// link outside a list keep the tint and get no chevron.

@Suite struct LayoutDisclosureRowTests {
    let light = ColorTraits(.light)

    func link(_ title: String) -> Node { node(.button(label: text10(title))) { $0.navigates = true } }

    func chevrons(_ e: LayoutElement) -> [LayoutElement] { e.flattened.filter { $0.symbol == "chevron.forward" } }

    func textColour(_ e: LayoutElement, _ s: String) -> RGBA? { e.flattened.first { $0.text?.string == s }?.text?.color }

    @Test func aLinkRowIsUntintedWithATrailingChevron() throws {
        let e = layoutBody(node(.list([link("Birds"), node(.button(label: text10("Sign out")))])))
        let chevron = try #require(chevrons(e).first)
        #expect(chevrons(e).count == 1, "only the link row has one")
        #expect(textColour(e, "Birds") == SystemColor.label.resolve(light))
        #expect(textColour(e, "Sign out") == SystemColor.accentColor.resolve(light), "a button row stays tinted")
        #expect(chevron.paint.symbolColor == SystemColor.tertiaryLabel.resolve(light))
        // Trailing: its right edge at the card's content inset (card 16...377, 16 pt insets).
        #expect(abs(chevron.frame.maxX - (377 - 16)) < 1)
        // The chevron is in the link's row, vertically centred on it.
        let title = try #require(e.flattened.first { $0.text?.string == "Birds" })
        #expect(abs(chevron.frame.midY - title.frame.midY) < 1)
        #expect(!chevron.isMirrored)
        #expect(chevron.isChrome, "iOS's part of the row: the checks leave it to iOS")
    }

    @Test func rightToLeftPutsItLeadingAndMirrored() throws {
        let e = layoutBody(node(.list([link("Birds")])), rtl())
        let chevron = try #require(chevrons(e).first)
        #expect(abs(chevron.frame.minX - (16 + 16)) < 1)
        #expect(chevron.isMirrored)
    }

    @Test func directionalSymbolsMirrorByThemselvesMediaControlsDoNot() {
        #expect(ImageLayout.mirrorsByItself("chevron.forward"))
        #expect(ImageLayout.mirrorsByItself("arrow.uturn.backward"))
        #expect(ImageLayout.mirrorsByItself("delete.backward"))
        #expect(!ImageLayout.mirrorsByItself("forward.end.fill"))
        #expect(!ImageLayout.mirrorsByItself("backward.fill"))
        #expect(!ImageLayout.mirrorsByItself("chevron.right"))
    }

    @Test func aLinkOutsideAListOrInsideARowsStackIsAPlainButton() {
        let alone = layoutBody(node(.vStack([link("Birds")])))
        #expect(chevrons(alone).isEmpty)
        #expect(textColour(alone, "Birds") == SystemColor.accentColor.resolve(light))
        let nested = layoutBody(node(.list([node(.hStack([text10("Feeder"), link("Edit")]))])))
        #expect(chevrons(nested).isEmpty)
    }

    @Test func aLabelsIconInAListRowIsTinted() throws {
        let label = node(.label(LabelValue(title: .literal("Birds"), symbol: "leaf")))
        let listed = layoutBody(node(.list([label])))
        let icon = try #require(listed.flattened.first { $0.symbol == "leaf" })
        #expect(icon.paint.symbolColor == SystemColor.accentColor.resolve(light))
        #expect(textColour(listed, "Birds") == SystemColor.label.resolve(light))
        let alone = layoutBody(node(.vStack([label])))
        #expect(alone.flattened.first { $0.symbol == "leaf" }?.paint.symbolColor == SystemColor.label.resolve(light))
    }

    @Test func anAuthorsForegroundOnTheLinkIsKept() {
        let red = layoutBody(node(.list([node(.button(label: text10("Birds"))) { $0.navigates = true; $0.foreground = .system(.systemRed) }])))
        #expect(textColour(red, "Birds") == SystemColor.systemRed.resolve(light))
    }
}
