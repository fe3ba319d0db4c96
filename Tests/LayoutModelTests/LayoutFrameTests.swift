import Testing
@testable import LayoutModel

// frame, padding, offset, zStack alignment and right-to-left rules (notes §1.6, §1.7, §1.12).

@Suite struct LayoutFrameTests {
    @Test func fixedFrameSmallerThanContentOverflowsCentred() {
        // Two 150 pt colours in frame(width: 100, height: 40): the stack is 300 x 40, the frame
        // 100 x 40 centred at x = 146.5, y = 59 + (759 - 40)/2 = 418.5; content x = 146.5 - 100.
        let body = node(.hStack([color(width: 150), color(width: 150)])) {
            $0.spacing = 0; $0.frame = FrameValue(width: 100, height: 40)
        }
        let e = layoutBody(body)
        #expect(same(e.bounds, Rect(x: 146.5, y: 418.5, width: 100, height: 40)))
        #expect(same(e.frame, Rect(x: 46.5, y: 418.5, width: 300, height: 40)))
    }

    @Test func flexibleFrameClamps() {
        // minWidth 50 / maxWidth 200 with a 393 proposal: clamp = 200; min 10 / max 30 height: 30.
        let clamped = layoutBody(color { $0.frame = FrameValue(minWidth: 50, maxWidth: 200, minHeight: 10, maxHeight: 30) })
        #expect(same(clamped.bounds, Rect(x: 96.5, y: 59 + 364.5, width: 200, height: 30)))

        // Text "abcd" (20 x 12) in frame(minWidth: 100): c = 393, s = 20 -> max(min(393, 20), 100) = 100;
        // height (nil, nil) -> 12. Centred: x = 146.5, y = 59 + 373.5; the text centred inside: 186.5.
        let atLeast = layoutBody(text10("abcd") { $0.frame = FrameValue(minWidth: 100) })
        #expect(same(atLeast.bounds, Rect(x: 146.5, y: 432.5, width: 100, height: 12)))
        #expect(same(atLeast.frame, Rect(x: 186.5, y: 432.5, width: 20, height: 12)))

        // maxWidth: infinity takes the whole proposed width: min(max(393, 20), inf) = 393.
        let full = layoutBody(text10("abcd") { $0.frame = FrameValue(maxWidth: .infinity, alignment: Alignment(name: "leading")) })
        #expect(same(full.bounds, Rect(x: 0, y: 432.5, width: 393, height: 12)))
        #expect(same(full.frame, Rect(x: 0, y: 432.5, width: 20, height: 12)))

        // Proposed nil with an ideal: the ideal (70); proposed nil without: the child's ideal (20).
        let engine = LayoutEngine(measurer: FakeTextMeasurer())
        let ideal = text10("abcd") { $0.frame = FrameValue(idealWidth: 70, maxWidth: 200) }
        #expect(engine.sizeThatFits(ideal, proposal: .unspecified, variant: Variant()) == Size(width: 70, height: 12))
        let noIdeal = text10("abcd") { $0.frame = FrameValue(maxWidth: 200) }
        #expect(engine.sizeThatFits(noIdeal, proposal: .unspecified, variant: Variant()) == Size(width: 20, height: 12))
    }

    @Test func zStackAlignmentMirrorsTrailing() {
        // 100 x 100 and 40 x 20 aligned bottomTrailing: the stack is 100 x 100 at (146.5, 388.5);
        // LTR: small at (146.5 + 60, 388.5 + 80); RTL trailing = left: x = 146.5.
        let body = node(.zStack([color(width: 100, height: 100), color(width: 40, height: 20)])) {
            $0.alignment = Alignment(name: "bottomTrailing")
        }
        let l = layoutBody(body), r = layoutBody(body, rtl())
        #expect(same(l.frame, Rect(x: 146.5, y: 388.5, width: 100, height: 100)))
        #expect(same(l.children[1].frame, Rect(x: 206.5, y: 468.5, width: 40, height: 20)))
        #expect(same(r.children[1].frame, Rect(x: 146.5, y: 468.5, width: 40, height: 20)))
    }

    @Test func leftDoesNotMirrorButLeadingDoes() {
        // vStack 200 wide at x = 96.5; the 50 wide child: leading -> 96.5 in LTR, 246.5 in RTL;
        // left -> 96.5 in both.
        func stack(_ a: String) -> Node {
            node(.vStack([color(width: 200, height: 10), color(width: 50, height: 10)])) { $0.alignment = Alignment(name: a) }
        }
        #expect(layoutBody(stack("leading")).children[1].frame.minX == 96.5)
        #expect(layoutBody(stack("leading"), rtl()).children[1].frame.minX == 246.5)
        #expect(layoutBody(stack("left"), rtl()).children[1].frame.minX == 96.5)
        #expect(layoutBody(stack("right")).children[1].frame.minX == 246.5)
    }

    @Test func absoluteOffsetVersusLeadingOffsetInRightToLeft() {
        // A 50 x 50 colour centred at x = 171.5. offset x: 10 -> 181.5 in both directions;
        // offset leading: 10 -> 181.5 in LTR, 161.5 in RTL. Layout is unchanged (bounds move only).
        let x = color(width: 50, height: 50) { $0.offset = OffsetValue(x: 10) }
        let leading = color(width: 50, height: 50) { $0.offset = OffsetValue(leading: 10, y: -5) }
        #expect(same(layoutBody(x, rtl()).bounds, Rect(x: 181.5, y: 413.5, width: 50, height: 50)))
        #expect(same(layoutBody(leading).bounds, Rect(x: 181.5, y: 408.5, width: 50, height: 50)))
        #expect(same(layoutBody(leading, rtl()).bounds, Rect(x: 161.5, y: 408.5, width: 50, height: 50)))
        #expect(same(layoutBody(leading, rtl()).frame, Rect(x: 161.5, y: 408.5, width: 50, height: 50)))
    }

    @Test func pinnedLeftToRightSubtreeStaysLeftToRight() {
        // RTL hStack [a 50, pinned hStack [b 50, c 50]]: 150 wide at x = 121.5. RTL puts a rightmost
        // (221.5) and the pinned stack at 121.5...221.5; inside it LTR: b = 121.5, c = 171.5.
        let pinned = node(.hStack([color(width: 50, height: 10) { $0.id = "b" }, color(width: 50, height: 10) { $0.id = "c" }])) {
            $0.spacing = 0; $0.layoutDirection = .leftToRight; $0.id = "pinned"
        }
        let body = node(.hStack([color(width: 50, height: 10) { $0.id = "a" }, pinned])) { $0.spacing = 0 }
        let e = layoutBody(body, rtl())
        #expect(e.element(withId: "a")?.frame.minX == 221.5)
        #expect(e.element(withId: "pinned")?.frame.minX == 121.5)
        #expect(e.element(withId: "b")?.frame.minX == 121.5)
        #expect(e.element(withId: "c")?.frame.minX == 171.5)
        #expect(e.element(withId: "b")?.isPinned == true && e.element(withId: "b")?.direction == .leftToRight)
        #expect(e.element(withId: "a")?.isPinned == false && e.element(withId: "a")?.direction == .rightToLeft)
    }

    @Test func paddingLeadingMirrors() {
        // text "ab" (10 x 12) with padding leading 20: bounds 30 x 12 at x = (393 - 30)/2 = 181.5;
        // the text sits right of the padding in LTR (201.5) and left of it in RTL (181.5).
        let body = text10("ab") { $0.padding = EdgeInsets(leading: 20) }
        #expect(same(layoutBody(body).bounds, Rect(x: 181.5, y: 432.5, width: 30, height: 12)))
        #expect(layoutBody(body).frame.minX == 201.5)
        #expect(layoutBody(body, rtl()).frame.minX == 181.5)
    }

    @Test func backgroundIsProposedTheOwnersSizeAndClippingReachesDescendants() {
        // text "ab" (10 x 12) padded 8: bounds 26 x 28 at (183.5, 424.5); the background colour
        // takes exactly that. clipped: the zStack's 100 x 100 child is clipped to the 50 x 50 bounds.
        let padded = text10("ab") { $0.padding = EdgeInsets(all: 8); $0.background = .node(color()) }
        let e = layoutBody(padded)
        #expect(same(e.bounds, Rect(x: 183.5, y: 424.5, width: 26, height: 28)))
        #expect(e.children[0].role == .background && same(e.children[0].frame, e.bounds))

        let clipped = node(.zStack([color(width: 100, height: 100)])) {
            $0.frame = FrameValue(width: 50, height: 50); $0.clipped = true
        }
        let c = layoutBody(clipped)
        #expect(same(c.children[0].clip.cut, Rect(x: 171.5, y: 413.5, width: 50, height: 50)))
        #expect(c.clip.shape == ClipShape(rect: c.bounds, cornerRadius: nil))
        #expect(same(c.children[0].frame, Rect(x: 146.5, y: 388.5, width: 100, height: 100)))
    }
}
