import Testing
@testable import LayoutModel

/// Every error names the file, line, column and key path, and says what to do.
@Suite struct DecodingErrorTests {
    @Test func unknownModifierKeyInsideAValue() {
        let e = decodingError("""
            screen: Paywall
            body:
              vStack:
                - Title
                - Subtitle
                - button: Subscribe
                  frame: {widht: 200}
            """)
        #expect(e?.description == "test.screen.yaml:7:15: body.vStack[2].button.frame.widht: unknown key 'widht' (did you mean 'width'?); valid keys: width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment")
    }

    @Test func unknownNodeKey() {
        let e = decodingError("screen: S\nbody:\n  text: Hi\n  paddng: 4\n")
        #expect(e?.line == 4 && e?.column == 3)
        #expect(e?.keyPath == "body.text.paddng")
        #expect(e?.message == "unknown key 'paddng' (did you mean 'padding'?)")
        let far = decodingError("screen: S\nbody:\n  text: Hi\n  zzz: 4\n")
        #expect(far?.message.hasPrefix("unknown key 'zzz'; a node has one kind (text, image,") == true)
    }

    @Test func unknownTopLevelKey() {
        let e = decodingError("screen: S\nbody: x\nbackgruond: label\n")
        #expect(e?.description.hasPrefix("test.screen.yaml:3:1: backgruond: unknown key 'backgruond' (did you mean 'background'?)") == true)
    }

    @Test func wrongTypes() {
        let padding = decodingError("screen: S\nbody:\n  text: x\n  padding: [1]\n")
        #expect(padding?.description == "test.screen.yaml:4:12: body.text.padding: expected a number, 'default', or {top, bottom, leading, trailing, horizontal, vertical}, found a list")
        let lineLimit = decodingError("screen: S\nbody:\n  text: x\n  lineLimit: two\n")
        #expect(lineLimit?.description == "test.screen.yaml:4:14: body.text.lineLimit: expected a whole number, found the string 'two'")
        let bool = decodingError("screen: S\nbody:\n  text: x\n  clipped: 1\n")
        #expect(bool?.message == "expected true or false, found the number 1")
    }

    @Test func twoKindsAndNoKind() {
        let two = decodingError("screen: S\nbody:\n  text: a\n  image: {symbol: star}\n")
        #expect(two?.line == 4 && two?.keyPath == "body")
        #expect(two?.message.hasPrefix("two kinds 'text' and 'image' in one node") == true)
        let none = decodingError("screen: S\nbody:\n  vStack:\n    - padding: 4\n")
        #expect(none?.line == 4 && none?.column == 7 && none?.keyPath == "body.vStack[0]")
        #expect(none?.message.hasPrefix("no kind: a node needs exactly one of text, image, button") == true)
    }

    @Test func missingScreenOrBodyAndBadName() {
        let noScreen = decodingError("body: x\n")
        #expect(noScreen?.description.hasPrefix("test.screen.yaml:1:1: missing key 'screen'") == true)
        let noBody = decodingError("screen: S\ndescription: d\n")
        #expect(noBody?.message.hasPrefix("missing key 'body'") == true)
        let badName = decodingError("screen: My Screen\nbody: x\n")
        #expect(badName?.description.hasPrefix("test.screen.yaml:1:9: screen: bad screen name 'My Screen'") == true)
        let empty = decodingError("")
        #expect(empty?.message.hasPrefix("the file is empty") == true)
    }

    @Test func unknownNames() {
        let colour = decodingError("screen: S\nbody:\n  text: x\n  foreground: systmRed\n")
        #expect(colour?.description.hasPrefix("test.screen.yaml:4:15: body.text.foreground: unknown colour 'systmRed' (did you mean 'systemRed'?); use #RRGGBB") == true)
        let hash = decodingError("screen: S\nbody:\n  text: x\n  foreground: #FF0000\n")
        #expect(hash?.message.contains("an unquoted # starts a YAML comment") == true)
        let style = decodingError("screen: S\nbody:\n  text: x\n  font: titel\n")
        #expect(style?.message == "unknown text style 'titel' (did you mean 'title'?); use one of largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2")
        let size = decodingError("screen: S\nbody:\n  text: x\n  dynamicTypeSize: {max: gigantic}\n")
        #expect(size?.keyPath == "body.text.dynamicTypeSize.max")
        #expect(size?.message.hasPrefix("unknown Dynamic Type size 'gigantic'; use one of xSmall") == true)
        let alignment = decodingError("screen: S\nbody:\n  vStack: [a]\n  alignment: leadin\n")
        #expect(alignment?.message.hasPrefix("unknown alignment 'leadin' (did you mean 'leading'?)") == true)
        let check = decodingError("screen: S\nbody:\n  text: x\n  allow: [{check: truncation, reason: r}]\n")
        #expect(check?.keyPath == "body.text.allow[0].check")
        #expect(check?.message.hasPrefix("unknown check 'truncation' (did you mean 'truncated'?)") == true)
        let device = decodingError("screen: S\ndevice: iphone16\nbody: x\n")
        #expect(device?.message.hasPrefix("unknown device 'iphone16' (did you mean 'iphone15'?)") == true)
    }

    @Test func outOfRangeValues() {
        let slider = decodingError("screen: S\nbody:\n  slider: {value: 1.5}\n")
        #expect(slider?.keyPath == "body.slider.value")
        #expect(slider?.message == "1.5 is out of range: use a number from 0 to 1")
        let frame = decodingError("screen: S\nbody:\n  text: x\n  frame: {minWidth: 50, maxWidth: 10}\n")
        #expect(frame?.message == "minWidth 50 is larger than maxWidth 10")
    }

    @Test func yamlSyntaxErrorCarriesItsMark() {
        let e = decodingError("screen: S\nbody:\n  vStack: [a, b\n  padding: 4\n")
        #expect(e?.file == "test.screen.yaml")
        #expect(e?.line != nil && e?.column != nil)
        #expect(e?.message.hasPrefix("YAML syntax error: ") == true)
        let tab = decodingError("screen: S\nbody:\n\ttext: x\n")
        #expect(tab?.line == 3)
    }

    @Test func duplicateKeys() {
        let e = decodingError("screen: S\nbody:\n  text: x\n  padding: 1\n  padding: 2\n")
        #expect(e?.message.contains("duplicate key 'padding'") == true)
        #expect(e?.line != nil)
    }

    @Test func aliasBombIsAnErrorNotAHang() {
        var yaml = "screen: S\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...7 { yaml += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let e = decodingError(yaml + "body: x\n")
        #expect(e?.message.hasPrefix("the document expands to more than 100000 values (through YAML aliases)") == true)
    }

    @Test func aHugePlainDocumentIsBlamedOnItsSizeNotOnAliases() {
        let yaml = "screen: S\nbody:\n  vStack:\n" + String(repeating: "    - text: x\n", count: 100_000)
        let e = decodingError(yaml)
        #expect(e?.message == "the document has more than 100000 values: a screen holds at most 20000 nodes; split it into screens")
    }

    @Test func loadNamesAMissingFile() {
        #expect(throws: ScreenFileError.self) { try ScreenFile.load(path: "/nonexistent/x.screen.yaml") }
    }
}
