import Testing
import LayoutModel
@testable import SnapshotHarness

// contrast. Backgrounds are `color`/`shape` nodes: laid-out elements whose `fill` the check sees.

@Suite struct CheckContrastTests {
    static let grey = "text: Readable\nid: label\nforeground: \"#777777\""

    @Test func greyOnWhiteIsJustUnderFourAndAHalf() {
        // #777777: channel 119/255 linearises to 0.1845; (1 + 0.05) / (0.1845 + 0.05) = 4.478.
        let ratio = Contrast.ratio(RGBA(hex: 0x777777), RGBA(hex: 0xFFFFFF))
        #expect(abs(ratio - 4.478) < 0.001)
    }

    @Test func greyBodyTextOnTheWhiteScreenFails() throws {
        let e = try evaluate(Self.grey)
        let f = e.findings(.contrast)
        #expect(f.count == 1)
        #expect(f.first?.element == "label")
        #expect(f.first?.severity == .P1)
        // Ratios in messages are rounded down, so a failing 4.478 never reads as 4.48 or 4.50.
        #expect(f.first?.message.contains("4.47:1 on #FFFFFF at 17 pt; needs 4.50:1") == true)
    }

    @Test func theSameGreyAtAccessibilityLargeIsLargeTextAndPasses() throws {
        let e = try evaluate(Self.grey, size: .accessibility2)
        #expect(e.element("label")?.text?.measurement.fontSize == 33)
        #expect(e.findings(.contrast).isEmpty)
    }

    @Test func fourteenPointBoldIsLargeTextButFourteenRegularIsNot() throws {
        let regular = "text: Readable\nid: label\nforeground: \"#777777\"\nfont: {size: 14, relativeTo: body}"
        #expect(try evaluate(regular).findings(.contrast, "label").count == 1)
        #expect(try evaluate(regular + "\nfontWeight: bold").findings(.contrast, "label").isEmpty)
        // `bold: true` on a body-relative font is Apple's emphasized weight, semibold: not bold.
        #expect(try evaluate(regular + "\nbold: true").findings(.contrast, "label").count == 1)
    }

    /// `text` in a zStack over a full-size `color` node.
    static func onColor(_ background: String, foreground: String) -> String {
        """
        zStack:
          - color: "\(background)"
          - text: Readable
            id: label
            foreground: "\(foreground)"
        """
    }

    @Test func textOnADarkColorNodeIsJudgedAgainstThatColour() throws {
        // #777777 on #222222 is 3.55:1: fails, and the message names the card, not the white screen.
        let f = try evaluate(Self.onColor("#222222", foreground: "#777777")).findings(.contrast)
        #expect(f.count == 1)
        #expect(f.first?.element == "label")
        #expect(f.first?.message.contains("3.55:1 on #222222") == true)
    }

    @Test func whiteTextOnADarkColorNodePasses() throws {
        // Against the white screen it would be 1:1.
        #expect(try evaluate(Self.onColor("#222222", foreground: "#FFFFFF")).findings(.contrast).isEmpty)
    }

    @Test func whiteTextOnALightColorNodeFails() throws {
        let f = try evaluate(Self.onColor("#EEEEEE", foreground: "#FFFFFF")).findings(.contrast)
        #expect(f.map(\.element) == ["label"])
        #expect(f.first?.message.contains("on #EEEEEE") == true)
    }

    @Test func aShapeCardUnderTheTextCountsOnlyWhereItIs() throws {
        // A dark rounded card in the middle of a white screen: the text on it passes, the text
        // beside it (on the screen's white) fails.
        let body = """
            vStack:
              - zStack:
                  - shape: {kind: roundedRectangle, fill: "#1C1C1E", cornerRadius: 12}
                  - text: On the card
                    id: onCard
                    foreground: "#FFFFFF"
                frame: {height: 80}
              - text: Beside it
                id: beside
                foreground: "#FFFFFF"
            """
        let e = try evaluate(body)
        #expect(e.findings(.contrast, "onCard").isEmpty)
        #expect(e.findings(.contrast, "beside").count == 1)
    }

    @Test func aShapeInTheTextsOwnBackgroundIsUnderIt() throws {
        // A `background:` node is drawn before the text it decorates, so it is the colour under it.
        let body = """
            text: White on black
            id: label
            foreground: "#FFFFFF"
            padding: 8
            background: {shape: {kind: rectangle, fill: "#000000"}}
            """
        #expect(try evaluate(body).findings(.contrast).isEmpty)
        let light = body.replacingOccurrences(of: "#000000", with: "#DDDDDD")
        #expect(try evaluate(light).findings(.contrast, "label").count == 1)
    }
}
