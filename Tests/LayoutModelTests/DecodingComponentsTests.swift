import Testing
@testable import LayoutModel

@Suite struct DecodingComponentsTests {
    let components = """
        screen: S
        components:
          Row:
            hStack:
              - text: "${title}: ${detail}"
              - spacer: {}
              - image: {symbol: "${icon}"}
            padding: ${gap}
          Card:
            use: Row
            with: {title: "${heading}", detail: fixed, icon: star, gap: 2}

        """

    @Test func useExpandsWithParameters() throws {
        let screen = try decodeScreen(components + """
            body:
              vStack:
                - use: Row
                  with: {title: Price, detail: 4.99, icon: tag, gap: 12}
                  id: price-row
                - use: Card
                  with: {heading: Total}
            """)
        guard case .vStack(let rows) = screen.body.kind, case .hStack(let row) = rows[0].kind else { Issue.record("rows"); return }
        guard case .text(.literal(let title)) = row[0].kind, case .image(.symbol(let icon)) = row[2].kind else { Issue.record("row"); return }
        #expect(title == "Price: 4.99")
        #expect(icon == "tag")
        // A whole `${gap}` takes the value's type; modifiers beside `use:` land on the root.
        #expect(rows[0].modifiers.padding == EdgeInsets(all: 12))
        #expect(rows[0].modifiers.id == "price-row")
        #expect(rows[0].path == "body/vStack[0]/hStack")
        // The expanded node points at the component's lines.
        #expect(row[0].line == 5)
        guard case .hStack(let card) = rows[1].kind, case .text(.literal(let cardTitle)) = card[0].kind else { Issue.record("card"); return }
        #expect(cardTitle == "Total: fixed")
        #expect(rows[1].modifiers.padding == EdgeInsets(all: 2))
        // Components are kept when they read on their own; Row's `padding: ${gap}` does not.
        #expect(screen.components["Card"] != nil)
        #expect(screen.components["Row"] == nil)
    }

    @Test func missingParameterValue() {
        let e = decodingError(components + "body:\n  use: Row\n  with: {title: a, detail: b, icon: c}\n")
        #expect(e?.description == "test.screen.yaml:8:14: body.use(Row).padding: no value for '${gap}': give it with with: {gap: ...} (component 'Row', used at line 13)")
    }

    @Test func unknownParameter() {
        let e = decodingError(components + "body:\n  use: Row\n  with: {titel: a, detail: b, icon: c, gap: 1}\n")
        #expect(e?.line == 14 && e?.keyPath == "body.with.titel")
        #expect(e?.message == "component 'Row' has no parameter 'titel' (did you mean 'title'?); it takes: detail, gap, icon, title")
    }

    @Test func unknownComponent() {
        let e = decodingError(components + "body:\n  use: Rwo\n")
        #expect(e?.description.hasPrefix("test.screen.yaml:13:8: body.use: unknown component 'Rwo' (did you mean 'Row'?); defined components: Card, Row") == true)
    }

    @Test func componentCycle() {
        let e = decodingError("""
            screen: S
            components:
              A: {vStack: [{use: B}]}
              B: {use: A}
            body: {use: A}
            """)
        #expect(e?.message.hasPrefix("component cycle A -> B -> A") == true)
        // Found while reading A on its own, at B's `use: A`.
        #expect(e?.line == 4)
        #expect(e?.keyPath == "components.A.vStack[0].use(B).use")
    }

    @Test func errorsInUnusedComponentsAreReported() {
        let e = decodingError("screen: S\ncomponents:\n  Bad: {text: x, frame: {width: wide}}\nbody: x\n")
        #expect(e?.keyPath == "components.Bad.text.frame.width")
        #expect(e?.line == 3)
    }
}
