import Testing
import LayoutModel
@testable import SnapshotHarness

// target-size and target-spacing. A lone body is centred in iphone15's safe rect (0, 59, 393, 759).

@Suite struct CheckTargetSizeTests {
    static func iconButton(_ extra: String = "") -> String {
        """
        button: {image: {symbol: star}}
        id: star
        accessibility: {label: Favorite}
        frame: {width: 24, height: 24}
        """ + (extra.isEmpty ? "" : "\n" + extra)
    }

    @Test func aTwentyFourPointIconButtonIsTooSmall() throws {
        let e = try evaluate(Self.iconButton())
        let f = e.findings(.targetSize)
        #expect(f.count == 1)
        #expect(f.first?.element == "star")
        #expect(f.first?.severity == .P1)
        #expect(f.first?.allowed == false)
        // The hit area is the 24 x 24 frame, centred: x (393 - 24) / 2, y 59 + (759 - 24) / 2.
        #expect(near(f.first?.rect, Rect(x: 184.5, y: 426.5, width: 24, height: 24)))
        #expect(f.first?.message.contains("24×24 pt hit area") == true)
        #expect(f.first?.message.contains("hitSlop: 10") == true)
    }

    @Test func hitSlopMakingExactly44Passes() throws {
        #expect(try evaluate(Self.iconButton("hitSlop: 10")).findings(.targetSize).isEmpty)
    }

    @Test func hitSlopOnePointShortFails() throws {
        let f = try evaluate(Self.iconButton("hitSlop: {top: 10, bottom: 10, leading: 10, trailing: 9}"))
            .findings(.targetSize, "star")
        #expect(f.count == 1)
        #expect(near(f.first?.rect, Rect(x: 174.5, y: 416.5, width: 43, height: 44)))
    }

    @Test func aFortyFourPointFrameIsTheHitAreaNotTheSmallerSymbol() throws {
        let body = """
            button: {image: {symbol: star}}
            id: star
            accessibility: {label: Favorite}
            frame: {width: 44, height: 44}
            """
        let e = try evaluate(body)
        // The symbol is drawn smaller than the frame; the target is the frame.
        #expect(try #require(e.element("star")).frame.width < 24)
        #expect(e.findings(.targetSize).isEmpty)
    }

    @Test func aDisabledButtonIsExempt() throws {
        #expect(try evaluate(Self.iconButton("disabled: true")).findings(.targetSize).isEmpty)
    }
}

@Suite struct CheckTargetSpacingTests {
    /// Two labelled 44 x 44 icon buttons in an hStack `spacing` apart; `extra` goes on the first.
    static func pair(spacing: Int, firstExtra: String = "") -> String {
        """
        hStack:
          - button: {image: {symbol: star}}
            id: first
            accessibility: {label: Favorite}
            frame: {width: 44, height: 44}\(firstExtra.isEmpty ? "" : "\n    " + firstExtra)
          - button: {image: {symbol: trash}}
            id: second
            accessibility: {label: Delete}
            frame: {width: 44, height: 44}
        spacing: \(spacing)
        """
    }

    @Test func fourPointsApartFails() throws {
        let e = try evaluate(Self.pair(spacing: 4))
        let f = e.findings(.targetSpacing)
        #expect(f.count == 1)
        #expect(f.first?.element == "first")
        #expect(f.first?.otherElement == "second")
        #expect(f.first?.severity == .P2)
        // Both hit areas together: 44 + 4 + 44 wide, centred.
        #expect(near(f.first?.rect, Rect(x: 150.5, y: 416.5, width: 92, height: 44)))
        #expect(f.first?.message.contains("4 pt apart") == true)
        #expect(e.findings(.targetSize).isEmpty)
    }

    @Test func eightPointsApartPasses() throws {
        #expect(try evaluate(Self.pair(spacing: 8)).findings(.targetSpacing).isEmpty)
    }

    @Test func anEnlargedHitAreaIsExempt() throws {
        let e = try evaluate(Self.pair(spacing: 4, firstExtra: "hitSlop: 2"))
        #expect(e.findings(.targetSpacing).isEmpty)
        #expect(e.findings(.targetSize).isEmpty)
    }

    @Test func aDisabledNeighbourIsNoTarget() throws {
        #expect(try evaluate(Self.pair(spacing: 4, firstExtra: "disabled: true")).findings(.targetSpacing).isEmpty)
    }
}
