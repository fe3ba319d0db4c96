import Testing
@testable import LayoutModel

// Text sizing (notes §1.5) and Dynamic Type (notes §1.13, dynamic-type.md) with the fake measurer
// (0.5 x size per character, 1.2 x size per line, rounded up to 1/3 pt).

@Suite struct LayoutTextTests {
    @Test func textWrapsToTwoLinesInANarrowFrame() {
        // "Hello world" is 55 pt ideal; frame(width: 40) proposes 40: "Hello" (25) / "world" (25),
        // 2 x 12 = 24 tall. Frame 40 x 24 at x = 176.5, y = 59 + (759 - 24)/2 = 426.5; text centred:
        // x = 176.5 + 7.5 = 184.
        let e = layoutBody(text10("Hello world") { $0.frame = FrameValue(width: 40) })
        #expect(same(e.bounds, Rect(x: 176.5, y: 426.5, width: 40, height: 24)))
        #expect(same(e.frame, Rect(x: 184, y: 426.5, width: 25, height: 24)))
        #expect(e.text?.measurement.lines.map(\.text) == ["Hello", "world"])
        #expect(e.text?.measurement.isTruncated == false)
    }

    @Test func textTruncatesWhenTheHeightAllowsOneLine() {
        // frame(width: 40, height: 15): maxLines = floor(15 / 12) = 1 -> one truncated line, the fake
        // cuts to 7 characters + "…" = 40 pt. Frame at y = 59 + (759 - 15)/2 = 431; text 12 tall,
        // centred: 432.5.
        let e = layoutBody(text10("Hello world") { $0.frame = FrameValue(width: 40, height: 15) })
        #expect(same(e.frame, Rect(x: 176.5, y: 432.5, width: 40, height: 12)))
        #expect(e.text?.measurement.isTruncated == true)
        #expect(e.text?.measurement.lines.count == 1)
    }

    @Test func lineLimitCapsLinesAndIsInherited() {
        // A vStack with lineLimit 1: its text at width 40 keeps one line, truncated.
        let body = node(.vStack([text10("Hello world")])) { $0.lineLimit = 1; $0.frame = FrameValue(width: 40) }
        let t = layoutBody(body).children[0]
        #expect(t.text?.measurement.lines.count == 1 && t.text?.measurement.isTruncated == true)
    }

    @Test func textMinimumWidthIsZeroForStacks() {
        // [text "abcdefghij" (50 ideal), colour] with spacing 0 in 393: text flex 50 < inf goes first,
        // proposed 196.5 -> 50; the colour gets 343.
        let e = layoutBody(node(.hStack([text10("abcdefghij"), color()])) { $0.spacing = 0 })
        #expect(e.children[0].frame.width == 50 && e.children[1].frame.width == 343)
        let engine = LayoutEngine(measurer: FakeTextMeasurer())
        #expect(engine.sizeThatFits(text10("abc"), proposal: ProposedSize(width: 0, height: nil), variant: Variant()) == .zero)
    }

    @Test func bodyFollowsDynamicType() {
        // body = 17 pt at large (2 chars: 17 x 20.4 -> 20 2/3 after pixel rounding), 53 pt at AX5.
        let large = layoutBody(node(.text(.literal("ab"))))
        #expect(large.text?.font.size == 17 && large.text?.style == .body && large.text?.isFixedSize == false)
        #expect(abs(large.frame.height - 62.0 / 3) < 1e-9 && large.frame.width == 17)
        let ax5 = layoutBody(node(.text(.literal("ab"))), Variant(size: .accessibility5))
        #expect(ax5.text?.font.size == 53 && ax5.dynamicTypeSize == .accessibility5)
    }

    @Test func fixedSizeStaysFixedAndRelativeToScales() {
        // {size: 12}: 12 at every size. {size: 20, relativeTo: body}: round(20 x 53 / 17) = 62 at AX5,
        // round(20 x 23 / 17) = 27 at xxxLarge.
        let fixed = node(.text(.literal("a"))) { $0.font = FontValue(size: 12) }
        let fe = layoutBody(fixed, Variant(size: .accessibility5))
        #expect(fe.text?.font.size == 12 && fe.text?.isFixedSize == true && fe.text?.style == nil)
        let relative = node(.text(.literal("a"))) { $0.font = FontValue(size: 20, relativeTo: .body) }
        #expect(layoutBody(relative, Variant(size: .accessibility5)).text?.font.size == 62)
        #expect(layoutBody(relative, Variant(size: .xxxLarge)).text?.font.size == 27)
        #expect(layoutBody(relative).text?.font.size == 20)
    }

    @Test func dynamicTypeCapStopsTheSubtreeAtXxxLarge() {
        // dynamicTypeSize {max: xxxLarge} on a vStack at AX5: its body text is 23 pt; a sibling
        // outside is 53.
        let capped = node(.vStack([node(.text(.literal("a"))) { $0.id = "in" }])) {
            $0.dynamicTypeSize = DynamicTypeRange(max: .xxxLarge)
        }
        let e = layoutBody(node(.vStack([capped, node(.text(.literal("b"))) { $0.id = "out" }])), Variant(size: .accessibility5))
        #expect(e.element(withId: "in")?.text?.font.size == 23)
        #expect(e.element(withId: "in")?.dynamicTypeSize == .xxxLarge)
        #expect(e.element(withId: "out")?.text?.font.size == 53)
    }

    @Test func weightsAndForegroundAreInherited() {
        // headline is semibold; bold on title gives bold, on body semibold (emphasized weights);
        // fontWeight wins; foreground defaults to label (black in light, white in dark).
        #expect(layoutBody(node(.text(.literal("a"))) { $0.font = FontValue(style: .headline) }).text?.font.weight == .semibold)
        #expect(layoutBody(node(.text(.literal("a"))) { $0.font = FontValue(style: .title); $0.bold = true }).text?.font.weight == .bold)
        let inherited = node(.vStack([node(.text(.literal("a")))])) { $0.bold = true; $0.foreground = .system(.systemRed) }
        let t = layoutBody(inherited).children[0]
        #expect(t.text?.font.weight == .semibold && t.text?.color == SystemColor.systemRed.resolve(ColorTraits(.light)))
        #expect(layoutBody(node(.text(.literal("a"))), Variant(appearance: .dark)).text?.color == .white)
        let pinnedWeight = node(.text(.literal("a"))) { $0.bold = true; $0.fontWeight = .medium }
        #expect(layoutBody(pinnedWeight).text?.font.weight == .medium)
    }

    @Test func symbolImageScalesWithItsFont() {
        // A symbol is a square as tall as its font's line height: body 17 -> 20.4 -> 20 2/3;
        // at AX5 53 -> 63.6 -> 191 px = 63 2/3. A bitmap keeps its size.
        let symbol = node(.image(.symbol("star")))
        #expect(abs(layoutBody(symbol).frame.width - 62.0 / 3) < 1e-9)
        #expect(abs(layoutBody(symbol, Variant(size: .accessibility5)).frame.height - 191.0 / 3) < 1e-9)
        let bitmap = node(.image(.bitmap(width: 30, height: 20)))
        #expect(layoutBody(bitmap, Variant(size: .accessibility5)).frame.size == Size(width: 30, height: 20))
        let flips = node(.image(.symbol("chevron.forward"))) { $0.flipsForRightToLeft = true }
        #expect(layoutBody(flips, rtl()).isMirrored && !layoutBody(flips).isMirrored)
    }
}
