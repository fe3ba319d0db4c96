import Testing
import LayoutModel
@testable import SnapshotHarness

// missing-label and hardcoded-string: what VoiceOver and translators get.

@Suite struct CheckMissingLabelTests {
    @Test func anIconOnlyButtonHasNoLabel() throws {
        let e = try evaluate("button: {image: {symbol: star}}\nid: fav")
        let f = e.findings(.missingLabel)
        #expect(f.count == 1)
        #expect(f.first?.element == "fav")
        #expect(f.first?.severity == .P0)
        #expect(near(f.first?.rect, try #require(e.element("fav")?.frame)))
        // VoiceOver reads an icon-only button by its symbol's name: the finding says so, and the
        // reading order has it.
        #expect(f.first?.message.contains("reads only its symbol's name, “star”") == true)
        #expect(e.readingOrder.map(\.label) == ["star"])
        let hidden = try evaluate("button: {image: {symbol: star}, accessibility: {hidden: true}}\nid: fav")
        #expect(hidden.findings(.missingLabel).first?.message.contains("reads nothing useful") == true)
    }

    @Test func anAccessibilityLabelFixesIt() throws {
        #expect(try evaluate("button: {image: {symbol: star}}\nid: fav\naccessibility: {label: Favorite}")
            .findings(.missingLabel).isEmpty)
    }

    @Test func aBlankLabelIsNoLabel() throws {
        #expect(try evaluate("button: {image: {symbol: star}}\nid: fav\naccessibility: {label: \" \"}")
            .findings(.missingLabel, "fav").count == 1)
    }

    @Test func aButtonWithTextAndALabelledToggleAreFine() throws {
        let body = """
            vStack:
              - button: Save
              - button: {hStack: [{image: {symbol: star}}, Favorite]}
              - toggle: {label: Reminders, isOn: true}
            """
        #expect(try evaluate(body).findings(.missingLabel).isEmpty)
    }
}

@Suite struct CheckHardcodedStringTests {
    static let catalog = StringsCatalog(sourceLanguage: "en", tables: ["en": ["greeting": "Hello"]])
    static let body = """
        vStack:
          - text: Hello
            id: literal
          - text: {key: greeting}
            id: keyed
          - text: "2024"
            id: number
        """

    @Test func aLiteralIsReportedWhenACatalogIsConfigured() throws {
        let e = try evaluate(Self.body, catalog: Self.catalog)
        let f = e.findings(.hardcodedString)
        #expect(f.map(\.element) == ["literal"])
        #expect(f.first?.severity == .P2)
        // The key resolves through the catalog to the same words; only the literal is reported.
        #expect(e.element("keyed")?.text?.string == "Hello")
    }

    @Test func withoutACatalogNothingIsReported() throws {
        #expect(try evaluate(Self.body).findings(.hardcodedString).isEmpty)
    }

    static let labels = """
        hStack:
          - button:
              image: {symbol: trash}
            accessibility: {label: Delete, hint: Removes the habit}
            id: literal-label
          - button:
              image: {symbol: plus}
            accessibility: {label: {key: greeting}}
            id: keyed-label
          - progressView: {value: 0.5}
            accessibility: {value: "50 %"}
            id: number-value
        """

    @Test func literalAccessibilityLabelsAndHintsAreReported() throws {
        let e = try evaluate(Self.labels, catalog: Self.catalog)
        let f = e.findings(.hardcodedString)
        #expect(f.map(\.element) == ["literal-label"], "\(f)")
        #expect(f.first?.message.contains("“Delete” (accessibility label), “Removes the habit” (accessibility hint)") == true)
        #expect(try evaluate(Self.labels).findings(.hardcodedString).isEmpty)
    }

    /// SwiftUI's `Text("greeting") + Text(verbatim: " — Snowy")`: the literal piece is reported, the
    /// looked-up one is not; a concatenation of keys only is fine.
    @Test func literalPiecesOfAConcatenationAreReported() throws {
        func run(_ value: TextValue) throws -> [Finding] {
            let screen = Screen("Test") { A11y.Text(value).id("joined") }
            let variant = Variant(device: .iphone15, size: .large, direction: .leftToRight, locale: "en")
            return try VariantPipeline(text: checkTextEngine, catalog: Self.catalog).evaluate(screen, variant)
                .findings.filter { $0.check == .hardcodedString }
        }
        let mixed = try run(.concatenation([.key("greeting"), .literal(" from Snowy")]))
        #expect(mixed.map(\.element) == ["joined"])
        #expect(mixed.first?.message.hasPrefix("“ from Snowy” is written into the screen") == true, "\(mixed)")
        #expect(try run(.concatenation([.key("greeting"), .literal(" — 12")])).isEmpty)
        #expect(try run(.concatenation([.key("greeting"), .key("greeting")])).isEmpty)
    }
}
