import Testing
@testable import LayoutModel

// `ignoresSafeArea` (SafeArea.swift's `SafeAreaRules`) and `imageScale` (SymbolScale.swift). The
// default variant is iphone15: a 393 x 852 screen, safe rect (0, 59, 393, 759).

@Suite struct LayoutSafeAreaTests {
    @Test func ignoresSafeAreaGrowsAViewThatReachesTheSafeAreasEdge() {
        #expect(same(layoutBody(color { $0.ignoresSafeArea = .all }).frame, Rect(x: 0, y: 0, width: 393, height: 852)))
        #expect(same(layoutBody(color { $0.ignoresSafeArea = .top }).frame, Rect(x: 0, y: 0, width: 393, height: 818)))
        #expect(same(layoutBody(color { $0.ignoresSafeArea = .bottom }).frame, Rect(x: 0, y: 59, width: 393, height: 793)))
        // Without it the view keeps to the safe area.
        #expect(same(layoutBody(color()).frame, Rect(x: 0, y: 59, width: 393, height: 759)))
        // A view that stops short of the safe area's edges does not grow.
        let small = layoutBody(color(width: 100, height: 100) { $0.ignoresSafeArea = .all })
        #expect(same(small.bounds, Rect(x: 146.5, y: 388.5, width: 100, height: 100)))
        // A background reaches what its owner reaches: a text filling the safe area.
        let owner = text10("a") { m in
            m.frame = FrameValue(maxWidth: .infinity, maxHeight: .infinity)
            m.background = .node(color { $0.ignoresSafeArea = .all })
        }
        let e = layoutBody(owner)
        #expect(same(e.children.first { $0.role == .background }?.frame, Rect(x: 0, y: 0, width: 393, height: 852)))
        #expect(same(e.bounds, Rect(x: 0, y: 59, width: 393, height: 759)))
        // In a scroll view nothing grows: its content scrolls under the bars.
        let scrolled = layoutBody(node(.scrollView(color(height: 2000) { $0.ignoresSafeArea = .all })))
        #expect(scrolled.element(withId: "body/scrollView/color")?.frame.minY == 59)
    }

    @Test func underANavigationBarTheContentGrowsToTheScreensTop() {
        let nav = NavigationValue(title: .literal("T"), titleDisplayMode: .inline, content: color { $0.ignoresSafeArea = .top })
        let r = layoutBody(node(.navigationStack(nav)))
        #expect(r.element(withId: "body/navigationStack/content/color")?.frame.minY == 0)
        let plain = NavigationValue(title: .literal("T"), titleDisplayMode: .inline, content: color())
        let below = layoutBody(node(.navigationStack(plain))).element(withId: "body/navigationStack/content/color")?.frame.minY ?? 0
        #expect(abs(below - (59 + 44)) < 1e-9)
    }

    @Test func imageScaleSizesASymbolFromItsFont() {
        // A 10 pt font's line is 12 pt: medium 12, small 0.8 x 12 = 9.6 and large 1.3 x 12 = 15.6,
        // each rounded up to the @3x pixel grid.
        func side(_ scale: ImageScale?) -> Double {
            layoutBody(node(.image(.symbol("star"))) { $0.font = FontValue(size: 10); $0.imageScale = scale }).frame.height
        }
        #expect(side(nil) == 12 && side(.medium) == 12)
        #expect(abs(side(.small) - 29.0 / 3) < 1e-9 && abs(side(.large) - 47.0 / 3) < 1e-9)
        // Inherited by the symbols below; the innermost wins.
        let stack = node(.hStack([node(.image(.symbol("star"))), node(.image(.symbol("star"))) { $0.imageScale = .small }])) {
            $0.font = FontValue(size: 10); $0.imageScale = .large
        }
        let e = layoutBody(stack)
        #expect(abs(e.children[0].frame.height - 47.0 / 3) < 1e-9 && abs(e.children[1].frame.height - 29.0 / 3) < 1e-9)
    }
}
