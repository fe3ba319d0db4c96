import Testing
import LayoutModel
@testable import SnapshotHarness

// truncated and clipped. A lone body is centred in iphone15's safe rect (0, 59, 393, 759); body
// is 17 pt at large and 33 pt (40 pt line) at accessibility2.

@Suite struct CheckTruncatedTests {
    static let terms = "Terms apply to every subscription"

    @Test func aOneLineTextTruncatesAtAccessibilityLarge() throws {
        let e = try evaluate("text: \(Self.terms)\nid: terms\nlineLimit: 1", size: .accessibility2)
        let f = e.findings(.truncated)
        #expect(f.count == 1)
        #expect(f.first?.element == "terms")
        #expect(f.first?.severity == .P1)
        #expect(f.first?.message.contains("at 33 pt (1 line, lineLimit 1)") == true)
        // One 40 pt line, centred vertically: 59 + (759 - 40) / 2.
        let rect = try #require(f.first?.rect)
        #expect(rect.minY == 418.5 && rect.height == 40 && rect.width <= 393)
    }

    @Test func theSameTextFitsOneLineAtLarge() throws {
        #expect(try evaluate("text: \(Self.terms)\nid: terms\nlineLimit: 1").findings(.truncated).isEmpty)
    }

    @Test func withoutALineLimitItWraps() throws {
        let e = try evaluate("text: \(Self.terms)\nid: terms", size: .accessibility2)
        #expect(e.findings(.truncated).isEmpty)
        #expect((e.element("terms")?.text?.measurement.lines.count ?? 0) >= 2)
    }

    @Test func aTruncatedButtonLabelIsABlocker() throws {
        let e = try evaluate("button: \(Self.terms)\nid: accept\nlineLimit: 1", size: .accessibility2)
        let f = e.findings(.truncated)
        #expect(f.count == 1)
        // Reported on the button, under the id the screen gave it, at the label's line.
        #expect(f.first?.element == "accept")
        #expect(f.first?.severity == .P0)
        #expect(f.first?.message.hasPrefix("control label") == true)
        #expect(f.first?.rect.height == 40)
    }

    @Test func criticalTextIsABlocker() throws {
        let e = try evaluate("text: \(Self.terms)\nid: terms\nlineLimit: 1\ncritical: true", size: .accessibility2)
        #expect(e.findings(.truncated).map(\.severity) == [.P0])
    }
}

@Suite struct CheckClippedTests {
    @Test func aFixedHeightFrameFitsAtLarge() throws {
        let e = try evaluate("text: Save\nid: save\nframe: {height: 30}")
        #expect(e.findings(.clipped).isEmpty)
    }

    @Test func theSameFrameOverflowsAtAccessibilityLarge() throws {
        let e = try evaluate("text: Save\nid: save\nframe: {height: 30}", size: .accessibility2)
        let f = e.findings(.clipped)
        #expect(f.count == 1)
        #expect(f.first?.element == "save")
        #expect(f.first?.severity == .P1)
        // The 30 pt frame is centred at y 59 + (759 - 30) / 2 = 423.5; the 40 pt line 5 pt above it.
        #expect(f.first?.message.contains("30 pt frame by 5 pt") == true)
        #expect(f.first?.rect.minY == 418.5 && f.first?.rect.height == 40)
        #expect(e.findings(.truncated).isEmpty)
    }

    @Test func aMinimumHeightGrowsInstead() throws {
        let e = try evaluate("text: Save\nid: save\nframe: {minHeight: 30}", size: .accessibility2)
        #expect(e.findings(.clipped).isEmpty)
        #expect(e.element("save")?.bounds.height == 40)
    }

    @Test func aButtonLabelOverflowingItsFrameIsABlocker() throws {
        let f = try evaluate("button: Save\nid: save\nframe: {height: 30}", size: .accessibility2).findings(.clipped)
        // The button and its label are one finding, on the button.
        #expect(f.map(\.element) == ["save"])
        #expect(f.map(\.severity) == [.P0])
        #expect(f.first?.message.contains("30 pt frame by 5 pt") == true)
    }

    @Test func aTextFieldsValueIsTheUsersNotALabel() throws {
        // The value a person typed scrolls in the field; a cut placeholder is still a finding.
        let value = "textField: {label: Piece, text: Clair de Lune et Arabesque numéro un}\nid: piece\nframe: {width: 160}"
        #expect(try evaluate(value, size: .accessibility3).findings(.truncated).isEmpty)
        let placeholder = "textField: {label: Piece, placeholder: Type the name of the piece you practise}\nid: piece\nframe: {width: 160}"
        #expect(try evaluate(placeholder, size: .accessibility3).findings(.truncated, "piece").count == 1)
    }

    @Test func anIconAHairWiderThanItsFrameIsCosmetic() throws {
        // A star about 18.7 pt wide in a 17 pt frame: under 2 pt over, P2; in a 14 pt frame, P0.
        let icon = "button: {image: {symbol: star}}\nid: fav\naccessibility: {label: Favorite}\nframe: {width: W, height: 44}"
        let slight = try evaluate(icon.replacingOccurrences(of: "W", with: "17")).findings(.clipped, "fav")
        #expect(slight.map(\.severity) == [.P2], "\(slight.map(\.message))")
        let cut = try evaluate(icon.replacingOccurrences(of: "W", with: "14")).findings(.clipped, "fav")
        #expect(cut.map(\.severity) == [.P0], "\(cut.map(\.message))")
    }

    @Test func anIconGrownPastATargetSizedFrameOverNothingIsCosmetic() throws {
        // The target-size fix, a 44 x 44 frame: at AX5 the symbol outgrows it. Alone, P2; next to a
        // text it draws over, the control's severity, naming the text.
        let alone = "button: {image: {symbol: square.and.arrow.up}}\nid: share\naccessibility: {label: Share}\nframe: {width: 44, height: 44}"
        let lone = try evaluate(alone, size: .accessibility5).findings(.clipped, "share")
        #expect(lone.map(\.severity) == [.P2], "\(lone.map(\.message))")
        #expect(lone.first?.message.contains("over nothing else here") == true)
        let row = """
            hStack:
              - button: {image: {symbol: square.and.arrow.up}}
                id: share
                accessibility: {label: Share}
                frame: {width: 44, height: 44}
              - text: Shared with the family
                id: caption
            spacing: 0
            """
        let crowded = try evaluate(row, size: .accessibility5).findings(.clipped, "share")
        #expect(crowded.map(\.severity) == [.P0], "\(crowded.map(\.message))")
        #expect(crowded.first?.message.contains("draws over") == true)
    }

    @Test func aResizableSymbolTakesItsFrameAndOverflowsNothing() throws {
        // `Image(systemName:).resizable().frame(width: 28, height: 28)`: 28 x 28 at every size; the
        // same symbol not resizable grows with Dynamic Type and overflows the frame at AX3.
        let icon = "button: {image: {symbol: info.circle, resizable: R}}\nid: info\naccessibility: {label: Info}\nframe: {width: 28, height: 28}"
        let sized = try evaluate(icon.replacingOccurrences(of: "R", with: "true"), size: .accessibility3)
        #expect(sized.findings(.clipped, "info").isEmpty, "\(sized.findings.map(\.message))")
        let glyph = try #require(sized.layout.root.flattened.first { $0.kind == .image })
        #expect(glyph.frame.width == 28 && glyph.frame.height == 28, "\(glyph.frame)")
        #expect(sized.findings(.targetSize, "info").count == 1, "a 28 pt button is still too small")
        let grown = try evaluate(icon.replacingOccurrences(of: "R", with: "false"), size: .accessibility3)
        #expect(grown.findings(.clipped, "info").map(\.severity) == [.P0], "\(grown.findings.map(\.message))")
    }

    /// A 100 pt wide `clipped` hStack holding a text that is `fixedSize` (or free to wrap).
    static func clippedBox(fixed: Bool) -> String {
        """
        hStack:
          - text: Wide content that is cut
            id: wide\(fixed ? "\n    fixedSize: true" : "")
        frame: {width: 100}
        clipped: true
        """
    }

    @Test func aClippedContainerCutsItsContent() throws {
        let e = try evaluate(Self.clippedBox(fixed: true))
        let f = e.findings(.clipped)
        #expect(f.count == 1)
        #expect(f.first?.element == "wide")
        #expect(f.first?.message.contains("cut by a clipping container") == true)
    }

    @Test func contentThatWrapsInsideTheClippedContainerIsNotCut() throws {
        let e = try evaluate(Self.clippedBox(fixed: false))
        #expect(e.findings(.clipped).isEmpty)
        #expect((e.element("wide")?.text?.measurement.lines.count ?? 0) >= 2)
    }

    @Test func aTextsOwnClippedFrameCutsIt() throws {
        // `.frame(height: 30).clipped()`: SwiftUI cuts the line, it does not draw over neighbours.
        let e = try evaluate("text: Save\nid: save\nframe: {height: 30}\nclipped: true", size: .accessibility2)
        let f = e.findings(.clipped)
        #expect(f.count == 1)
        #expect(f.first?.message.contains("cut by a clipping container (25% hidden)") == true)
    }
}

@Suite struct CheckScrollViewEdgeTests {
    static let chips = """
    vStack:
      - text: Filters
      - scrollView:
          hStack:
            - button: Morning routine
              style: bordered
            - button: Evening wind-down
              style: bordered
            - button: Weekend goals
              style: bordered
        axis: horizontal
        id: chips
    """

    @Test func aScrollViewWiderThanTheScreenIsClipped() throws {
        let e = try evaluate(Self.chips + "\n    fixedSize: {horizontal: true}")
        let found = e.findings(.clipped, "chips")
        #expect(found.count == 1 && found.first?.severity == .P0, "\(e.findings)")
        #expect(found.first?.message.contains("past the screen edge") == true)
    }

    @Test func aScrollViewAsWideAsItIsOfferedIsNot() throws {
        let e = try evaluate(Self.chips)
        #expect(e.element("chips")?.frame.width == 393)
        #expect(e.findings(.clipped).isEmpty, "\(e.findings(.clipped))")
    }
}

@Suite struct CheckBoundedListTests {
    /// A list in a 300 pt tall frame with more rows than fit, and a button right below it.
    static let body = """
    vStack:
      - list:
          - button: Monday
          - button: Tuesday
          - button: Wednesday
          - button: Thursday
          - button: Friday
          - button: Saturday
          - button: Sunday
          - button: Every day
        frame: {width: 288, height: 300}
        id: days
      - button: {text: Save, frame: {minWidth: 200, minHeight: 44}}
        id: save
    spacing: 0
    """

    @Test func rowsPastItsFrameScrollInsideIt() throws {
        let e = try evaluate(Self.body)
        let rows = try #require(e.element("days")).children.filter { $0.kind == .row }
        #expect(rows.contains { $0.frame.maxY > 500 }, "some rows lie past the list's 300 pt")
        #expect(e.findings(.clipped).isEmpty, "\(e.findings(.clipped).map(\.message))")
    }

    @Test func onlyWhatIsVisibleHasNeighbours() throws {
        // iOS 26's 52 pt rows from 20 pt below the list's top: row 5 shows its top 20 pt right above
        // Save, a real neighbour. Row 6 is wholly scrolled out of the list's 300 pt: it is not
        // "0 pt apart" from Save.
        let spacing = try evaluate(Self.body).findings(.targetSpacing)
        #expect(spacing.contains { $0.element.hasSuffix("list[5]/button") && $0.otherElement == "save" })
        #expect(!spacing.contains { $0.element.hasSuffix("list[6]/button") }, "\(spacing.map(\.message))")
        #expect(!spacing.contains { $0.element.hasSuffix("list[7]/button") }, "\(spacing.map(\.message))")
    }
}
