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
        // The frame stands outside the button: the hit area is the symbol it draws, centred in it.
        let symbol = try #require(e.element("star")).frame
        #expect(near(f.first?.rect, symbol) && symbol.width < 24 && symbol.height < 24)
        #expect(f.first?.message.contains("\(fmt(symbol.width))×\(fmt(symbol.height)) pt hit area") == true)
        #expect(f.first?.message.contains("hitSlop: 14") == true, "\(f.first?.message ?? "")")
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

    static let framedOutside = """
        button: {image: {symbol: star}}
        id: star
        accessibility: {label: Favorite}
        frame: {width: 44, height: 44}
        """

    @Test func aFortyFourPointFrameOutsideTheButtonIsOnlyItsSlot() throws {
        // Button {...}.frame(width: 44, height: 44): SwiftUI hit-tests what the button draws.
        let e = try evaluate(Self.framedOutside)
        let f = e.findings(.targetSize, "star")
        #expect(f.count == 1)
        #expect(f.first?.message.contains("contentShape: true") == true, "\(f.first?.message ?? "")")
    }

    @Test func contentShapeOrAFrameInsideTheLabelMakeTheFrameTheTarget() throws {
        #expect(try evaluate(Self.framedOutside + "\ncontentShape: true").findings(.targetSize).isEmpty)
        let inside = """
            button: {image: {symbol: star}, frame: {width: 44, height: 44}}
            id: star
            accessibility: {label: Favorite}
            """
        #expect(try evaluate(inside).findings(.targetSize).isEmpty)
    }

    @Test func aBorderedButtonIsItsCapsuleNotItsSlot() throws {
        // A capsule about 32 pt tall (a footnote label: the app made it smaller than iOS's 34.3 pt) in
        // a 50 pt frame: the capsule is what takes touches.
        let body = """
            button: {text: Start, font: footnote}
            style: borderedProminent
            frame: {width: 120, height: 50}
            id: start
            """
        let e = try evaluate(body)
        let capsule = try #require(e.element("start")).frame
        #expect(capsule.height < 44)
        #expect(near(e.findings(.targetSize, "start").first?.rect, capsule))
        // With iOS's own body label the capsule's height is iOS's: not judged (`SystemSizes`).
        let own = try evaluate(body.replacingOccurrences(of: "{text: Start, font: footnote}", with: "Start"))
        #expect(try #require(own.element("start")).hitArea.height < 44)
        #expect(own.findings(.targetSize).isEmpty, "\(own.findings(.targetSize))")
    }

    @Test func aProductMinimumRaisesTheBar() throws {
        let body = """
            vStack:
              - button: {text: Start wash, frame: {minWidth: 200, minHeight: 48}}
                id: start
            minimumTarget: {width: 44, height: 56}
            """
        let f = try evaluate(body).findings(.targetSize, "start")
        #expect(f.count == 1)
        #expect(f.first?.message.contains("at least 44×56 (") == true, "\(f.first?.message ?? "")")
        #expect(try evaluate(body.replacingOccurrences(of: "minHeight: 48", with: "minHeight: 56")).findings(.targetSize).isEmpty)
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
          - button: {image: {symbol: star}, frame: {width: 44, height: 44}}
            id: first
            accessibility: {label: Favorite}\(firstExtra.isEmpty ? "" : "\n    " + firstExtra)
          - button: {image: {symbol: trash}, frame: {width: 44, height: 44}}
            id: second
            accessibility: {label: Delete}
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
