import Testing
@testable import LayoutModel

// `position` (Modifiers/Position.swift, SwiftUI's `_PositionLayout`): the view takes what it is
// proposed and centres its child at the point. iphone15: safe rect (0, 59, 393, 759); text10 is
// 5 pt per character, 12 pt tall.

@Suite struct LayoutPositionTests {
    @Test func theChildsCentreIsAtThePointOfTheSpaceProposed() throws {
        let e = layoutBody(node(.vStack([text10("ab") { $0.position = PositionValue(x: 100, y: 50) }])))
        let positioned = try #require(e.element(withId: "body/vStack[0]/text"))
        #expect(same(positioned.frame, Rect(x: 95, y: 59 + 50 - 6, width: 10, height: 12)))
        // It takes the whole height offered, so a sibling after it starts below the safe area's end.
        let two = layoutBody(node(.vStack([text10("ab") { $0.position = PositionValue(x: 100, y: 50) }, text10("c")])))
        #expect((two.element(withId: "body/vStack[1]/text")?.frame.minY ?? 0) > 700)
        // Right to left: x from the right edge.
        let r = layoutBody(node(.vStack([text10("ab") { $0.position = PositionValue(x: 100, y: 50) }])), rtl())
        #expect(r.element(withId: "body/vStack[0]/text")?.frame.midX == 293)
    }

    @Test func aFramedViewIsPositionedAsAWhole() throws {
        let e = layoutBody(node(.vStack([text10("ab") { $0.frame = FrameValue(width: 40, height: 20); $0.position = PositionValue(x: 20, y: 10) }])))
        #expect(same(e.element(withId: "body/vStack[0]/text")?.frame, Rect(x: 15, y: 59 + 4, width: 10, height: 12)))
    }
}
