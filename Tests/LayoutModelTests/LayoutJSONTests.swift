import Testing
@testable import LayoutModel

@Suite struct LayoutJSONTests {
    @Test func numbersAreRoundedToThousandthsWithoutNoise() {
        #expect(LayoutJSON.number(16) == "16")
        #expect(LayoutJSON.number(20.4) == "20.4")
        #expect(LayoutJSON.number(62.0 / 3) == "20.667")
        #expect(LayoutJSON.number(-103.5) == "-103.5")
        #expect(LayoutJSON.number(-0.0001) == "0")
        #expect(LayoutJSON.number(0.05) == "0.05")
    }

    @Test func elementsAreWrittenWithKeysInOrder() {
        // "abc" = 15 x 12 centred at (189, 432.5) in the iphone15 safe area.
        let screen = Screen(name: "S", body: text10("abc")).assigningPaths()
        let result = LayoutEngine(measurer: FakeTextMeasurer()).layout(screen, variant: Variant())
        let json = LayoutJSON.encode(result.root.children[0])
        #expect(json == #"{"id":"body/text","kind":"text","frame":{"x":189,"y":432.5,"width":15,"height":12},"bounds":{"x":189,"y":432.5,"width":15,"height":12},"text":"abc","children":[]}"#)
        let whole = LayoutJSON.encode(result)
        #expect(whole.hasPrefix(#"{"id":"S","kind":"screen","frame":{"x":0,"y":0,"width":393,"height":852}"#))
        #expect(LayoutJSON.encode(result, pretty: true).contains("\n    {\n      \"id\": \"body/text\""))
    }

    @Test func aScreenReadFromSwiftSaysHowMuchOfItWasEvaluated() {
        let screen = Screen(name: "S", body: text10("abc")).assigningPaths()
        var result = LayoutEngine(measurer: FakeTextMeasurer()).layout(screen, variant: Variant())
        #expect(!LayoutJSON.encode(result).contains("coverage"), "a YAML screen is wholly evaluated: no key")
        result.coverage = Coverage(views: 0.5, text: 0.25, unevaluated: [Unevaluated(source: NodeSource(file: "A.swift", line: 3, column: 9), message: "x")],
                                   isNothingEvaluated: false)
        let json = LayoutJSON.encode(result)
        #expect(json.contains(#""coverage":{"views":0.5,"text":0.25,"unevaluated":1},"children":["#), "\(json)")
    }
}
