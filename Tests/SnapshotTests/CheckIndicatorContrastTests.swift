import Testing
import LayoutModel
@testable import SnapshotHarness

@Suite struct CheckIndicatorContrastTests {
    func indicatorFindings(_ body: String) throws -> [Finding] {
        try evaluate(body).findings(.contrast)
    }

    @Test func aProgressTrackOnWhitePasses() throws {
        #expect(try indicatorFindings("progressView: {label: Goal, value: 0.6}\nid: goal").isEmpty)
    }

    @Test func aProgressTrackOnABlueCardFails() throws {
        // The grey track is translucent: on a blue card it turns blue, and the blue fill vanishes.
        let f = try indicatorFindings("""
            progressView: {value: 0.6}
            id: goal
            padding: 12
            background: "#1A6FE0"
            """)
        #expect(f.map(\.element) == ["goal"], "\(f.map(\.message))")
        #expect(f.first?.message.contains("filled track") == true)
    }

    static func segment(_ colour: String, selected: Bool = true) -> String {
        """
        text: Week
        padding: 8
        border: {color: "\(colour)", width: 2}
        id: week
        accessibility: {traits: [\(selected ? "selected" : "")]}
        """
    }

    @Test func aPaleSelectionBorderFails() throws {
        let f = try indicatorFindings(Self.segment("#D8D8D8"))
        #expect(f.map(\.element) == ["week"], "\(f.map(\.message))")
        #expect(f.first?.message.contains("selection border") == true)
    }

    @Test func aStrongSelectionBorderOrADecorativeOnePasses() throws {
        #expect(try indicatorFindings(Self.segment("#0A60D0")).isEmpty)
        #expect(try indicatorFindings(Self.segment("#D8D8D8", selected: false)).isEmpty)
    }

    static func ring(value: Bool) -> String {
        """
        zStack:
          - shape: {kind: circle, fill: "#E6E6E6"}
            frame: {width: 40, height: 40}
            id: ring
        \(value ? "accessibility: {value: 60 percent}" : "")
        """
    }

    @Test func aPaleRingThatShowsAValueFailsADecorativeOneDoesNot() throws {
        #expect(try indicatorFindings(Self.ring(value: true)).map(\.element) == ["ring"])
        #expect(try indicatorFindings(Self.ring(value: false)).isEmpty)
    }

    @Test func aPaleStrokeOnTheLabelOfASelectedButtonFails() throws {
        let f = try indicatorFindings("""
            button:
              text: 1.5×
              padding: 8
              border: {color: "#D8D8D8", width: 2}
              id: speed-label
            id: speed
            accessibility: {traits: [selected]}
            """)
        let border = f.filter { $0.message.contains("selection border") }
        #expect(border.map(\.element) == ["speed-label"], "\(f.map(\.message))")
    }

    // Containers and drawing: a progress ring drawn as a trimmed stroke over a whole-stroke track.
    static func strokedRing(_ colour: String) -> String {
        """
        zStack:
          - shape: {kind: circle, stroke: {color: "#E6E6E6", width: 8}}
            id: track
          - shape: {kind: circle, stroke: {color: "\(colour)", width: 8, lineCap: round}, trim: {to: 0.6}, rotation: -90}
            id: progress
        frame: {width: 60, height: 60}
        accessibility: {label: Goal, value: 60 percent}
        """
    }

    @Test func aTrimmedRingStrokeIsJudgedAndItsTrackIsNot() throws {
        let pale = try indicatorFindings(Self.strokedRing("#9BE3AE"))
        #expect(pale.map(\.element) == ["progress"], "\(pale.map(\.message))")
        #expect(try indicatorFindings(Self.strokedRing("#1E7D32")).isEmpty)
    }
}
