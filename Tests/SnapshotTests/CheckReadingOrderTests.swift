import Testing
import LayoutModel
@testable import SnapshotHarness

// VoiceOver's reading order: the view hierarchy, leading to trailing, sortPriority first.

@Suite struct CheckReadingOrderTests {
    static let body = """
        vStack:
          - text: Settings
            id: header
            font: headline
            accessibility: {traits: [header]}
          - button: {image: {symbol: star}}
            id: favorite
            accessibility: {label: Favorite}
          - toggle: {label: Reminders, isOn: true}
            id: reminders
          - text: Read me first
            id: first
            accessibility: {sortPriority: 1}
          - hStack: [Start, End]
          - text: Decoration
            accessibility: {hidden: true}
        """

    static let expected = """
        1. Read me first
        2. Settings, header
        3. Favorite, button
        4. Reminders, on, switch button
        5. Start
        6. End
        """

    @Test func theSpokenLines() throws {
        let e = try evaluate(Self.body)
        #expect(ReadingOrder.text(e.readingOrder) == Self.expected)
        #expect(e.readingOrder.map(\.element).prefix(4) == ["first", "header", "favorite", "reminders"])
    }

    @Test func rightToLeftKeepsLeadingToTrailingOrder() throws {
        let e = try evaluate(Self.body, direction: .rightToLeft)
        #expect(ReadingOrder.text(e.readingOrder) == Self.expected)
        // "Start" is on the right of "End" on screen, and still read first.
        let start = try #require(e.element("body/vStack[4]/hStack[0]/text")?.frame)
        let end = try #require(e.element("body/vStack[4]/hStack[1]/text")?.frame)
        #expect(start.minX > end.maxX)
    }
}

@Suite struct ReadingOrderBarsTests {
    static let body = """
        tabView:
          tabs:
            - {label: Today, symbol: checkmark.circle, selected: true}
            - {label: Settings, symbol: gearshape}
          content:
            navigationStack:
              title: Habits
              titleDisplayMode: inline
              back: Back
              trailing:
                - button: {image: {symbol: plus}}
                  accessibility: {label: Add}
                  id: add
              content:
                vStack:
                  - text: Drink water
                  - progressView: {label: Glasses, value: 0.75}
        """

    @Test func barsFirstThenContentThenTabs() throws {
        let e = try evaluate(Self.body)
        #expect(ReadingOrder.text(e.readingOrder) == """
            1. Back, button
            2. Habits, header
            3. Add, button
            4. Drink water
            5. Glasses, 75%, progress
            6. Today, 1 of 2, selected, tab
            7. Settings, 2 of 2, tab
            """)
    }
}
