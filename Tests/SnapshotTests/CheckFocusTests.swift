import Testing
import LayoutModel
@testable import SnapshotHarness

// The `focus` check: where VoiceOver lands first, what it can reach, and a way out of a modal.

/// Lays out and checks a whole screen file (body and presentation) in one variant of iphone15.
func evaluateScreen(_ yaml: String, size: DynamicTypeSize = .large, direction: LayoutDirection = .leftToRight) throws -> VariantEvaluation {
    let screen = try ScreenFile.decode(yaml: yaml, file: "test.screen.yaml")
    return try VariantPipeline(text: checkTextEngine).evaluate(screen, Variant(device: .iphone15, size: size, direction: direction))
}

@Suite struct CheckFocusTests {
    // MARK: Rule 1: the first stop is the title

    @Test func aDecorativeImageBeforeTheTitleFails() throws {
        let e = try evaluate("""
            vStack:
              - image: {symbol: sparkles}
                id: hero
              - text: Welcome
                font: largeTitle
                accessibility: {traits: [header]}
            """)
        let f = e.findings(.focus)
        #expect(f.count == 1)
        #expect(f.first?.element == "hero" && f.first?.severity == .P1)
        #expect(f.first?.message.contains("VoiceOver lands first on “sparkles, image”") == true, "\(f)")
    }

    @Test func theSameScreenWithTheImageHiddenPasses() throws {
        let e = try evaluate("""
            vStack:
              - image: {symbol: sparkles}
                accessibility: {hidden: true}
              - text: Welcome
                font: largeTitle
                accessibility: {traits: [header]}
            """)
        #expect(e.findings(.focus).isEmpty)
        #expect(e.readingOrder.first?.traits == ["header"])
    }

    @Test func aNavigationTitleIsTheFirstStopAndABackButtonMayComeBeforeIt() throws {
        let e = try evaluate("""
            navigationStack:
              title: Details
              back: Library
              content:
                vStack:
                  - image: {symbol: star}
                  - text: Body
            """)
        #expect(e.readingOrder.prefix(2).map(\.spoken) == ["Library, button", "Details, header"])
        #expect(e.findings(.focus).isEmpty)
    }

    @Test func aCloseButtonBeforeTheTitleIsAWayOutNotAMiss() throws {
        let e = try evaluate("""
            vStack:
              - button: {image: {symbol: xmark}}
                frame: {minWidth: 44, minHeight: 44}
                accessibility: {label: Close}
              - text: Unlock Pro
                accessibility: {traits: [header]}
            """)
        #expect(e.findings(.focus).isEmpty)
    }

    @Test func aComponentWithNoTitleAtAllIsNotJudged() throws {
        let e = try evaluate("""
            hStack:
              - image: {symbol: pawprint}
              - text: Biscuit
            """)
        #expect(e.findings(.focus).isEmpty)
    }

    // MARK: Rule 2: nothing reachable hides under an overlay

    static let customPopup = """
        zStack:
          - vStack:
              - text: Inbox
                accessibility: {traits: [header]}
              - text: Hidden message
                id: under
          - color: "#FFFFFF"
            id: popup
        """

    @Test func contentUnderAnOpaqueOverlayIsReachableAndFails() throws {
        let e = try evaluate(Self.customPopup)
        let f = e.findings(.focus).filter { $0.element == "under" }
        #expect(f.count == 1 && f.first?.otherElement == "popup", "\(e.findings(.focus))")
    }

    @Test func isModalOnTheOverlayContainsFocus() throws {
        let fixed = Self.customPopup.replacingOccurrences(of: "    id: popup", with: "    id: popup\n    accessibility: {traits: [isModal], label: Popup}")
        let e = try evaluate(fixed)
        #expect(e.readingOrder.map(\.element) == ["popup"])
        // The popup has no way to close it: rule 3.
        #expect(e.findings(.focus).map(\.element) == ["popup"])
        #expect(e.findings(.focus).first?.message.contains("no way to close it") == true)
    }

    // MARK: Presentations

    static let sheet = """
        screen: Sheet
        body:
          navigationStack:
            title: Library
            content:
              vStack:
                - text: Under the sheet
                  id: under
                - button: Share
                  id: share
        sheet:
          detents: [medium, large]
          content:
            navigationStack:
              title: Share Recording
              titleDisplayMode: inline
              leading:
                - button: Cancel
                  role: cancel
                  id: cancel
                  font: {style: body, weight: bold}
              content:
                toggle: {label: Include notes, isOn: true}
                id: notes
        """

    @Test func aSheetContainsFocus() throws {
        let e = try evaluateScreen(Self.sheet)
        #expect(e.readingOrder.map(\.spoken) == ["Share Recording, header", "Cancel, button", "Include notes, on, switch button"])
        #expect(!e.readingOrder.contains { $0.element == "under" || $0.element == "share" })
        #expect(e.findings(.focus).isEmpty)
        // Nothing under the sheet is judged: it is inert.
        #expect(e.layout.root.element(withId: "under")?.isInert == true)
        #expect(!e.findings.contains { $0.element == "under" || $0.element == "share" })
    }

    @Test func aSheetWithoutAWayToCloseItFails() throws {
        let noCancel = Self.sheet.replacingOccurrences(of: """
                  leading:
                    - button: Cancel
                      role: cancel
                      id: cancel
                      font: {style: body, weight: bold}

            """, with: "")
        #expect(noCancel != Self.sheet)
        let e = try evaluateScreen(noCancel)
        let f = e.findings(.focus)
        #expect(f.map(\.element) == ["sheet"], "\(f)")
        #expect(f.first?.message.hasPrefix("the sheet has no way to close it") == true)
        #expect(f.first.map { near($0.rect, e.layout.root.element(withId: "sheet/card")!.frame) } == true)
    }

    static let alert = """
        screen: Alert
        body:
          vStack:
            - text: Recordings
              accessibility: {traits: [header]}
        alert:
          title: Delete Recording?
          message: You can't undo this.
          actions:
            - button: Delete
              role: destructive
              id: delete
            - button: Cancel
              role: cancel
              id: cancel
        """

    @Test func anAlertIsReadTitleFirstAndAloneAndPasses() throws {
        let e = try evaluateScreen(Self.alert)
        #expect(e.readingOrder.map(\.spoken) == ["Delete Recording?", "You can't undo this.", "Cancel, button", "Delete, button"])
        #expect(e.findings(.focus).isEmpty)
    }

    @Test func anAlertWithoutATitleLandsOnItsMessage() throws {
        let e = try evaluateScreen(Self.alert.replacingOccurrences(of: "  title: Delete Recording?\n", with: ""))
        #expect(e.readingOrder.first?.element == "alert/message")
        #expect(e.findings(.focus).isEmpty)
    }
}
