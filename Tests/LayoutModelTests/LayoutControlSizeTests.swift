import Testing
@testable import LayoutModel

// `controlSize` (Button.swift): inherited like SwiftUI's environment value; a bordered button at
// `large` has UIKit's large insets, one at a size the model does not draw has its size unverified;
// plain buttons draw the same at every size. text10 is 5 pt per character, 12 pt per line.

@Suite struct LayoutControlSizeTests {
    func button(_ title: String, _ style: ButtonStyle?) -> Node {
        node(.button(label: text10(title))) { $0.style = style }
    }

    @Test func aLargeBorderedButtonHasTheLargeInsets() throws {
        let e = layoutBody(node(.vStack([button("Create", .borderedProminent), button("Later", .bordered)])) { $0.controlSize = .large })
        let frames = e.children.map(\.frame)
        // 30 pt of text plus 20 pt each side; 12 pt line plus 14 pt above and below.
        #expect(frames[0].width == 70 && frames[0].height == 40)
        #expect(frames[1].height == 40)
        #expect(e.flattened.allSatisfy { $0.unverified.isEmpty })
        // The regular size keeps the regular insets.
        let regular = layoutBody(button("Create", .borderedProminent))
        #expect(regular.frame.width == 54 && regular.frame.height == 26)
    }

    @Test func aSmallBorderedButtonsSizeIsUnverifiedAndAPlainOnesIsNot() throws {
        let e = layoutBody(node(.vStack([button("Retry", .bordered), button("Skip", nil)])) { $0.controlSize = .small })
        #expect(e.children[0].unverified.contains(.size))
        // The stack shares its space with the bordered button: its other child is unverified too.
        #expect(e.children[1].unverified.contains(.size))
        let plain = layoutBody(node(.vStack([button("Skip", .plain), text10("Later")])) { $0.controlSize = .mini })
        #expect(plain.flattened.allSatisfy { $0.unverified.isEmpty })
    }
}
