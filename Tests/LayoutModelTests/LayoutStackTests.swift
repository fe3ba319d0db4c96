import Testing
@testable import LayoutModel

// Every expected frame is derived by hand from the rules (notes §1.2–1.4) in the comment above it.
// Safe rect of the default variant: (0, 59, 393, 759); the body is proposed 393 x 759 and centred.

@Suite struct LayoutStackTests {
    @Test func equallyFlexibleChildrenShareEvenlyWithDefaultSpacing() {
        // Three colours, each min 0 / max inf: equal flexibility, sized in source order.
        // available = 393 - 2 x 8 = 377; each is proposed 377/3 = 125.667 (then 251.333/2, 125.667/1).
        // x = 0, 125.667 + 8 = 133.667, 267.333. Height: the stack's minor proposal, 759.
        let body = node(.hStack([color(), color(), color()]))
        let e = layoutBody(body)
        let w = 377.0 / 3
        #expect(same(e.frame, Rect(x: 0, y: 59, width: 393, height: 759)))
        #expect(same(e.children[0].frame, Rect(x: 0, y: 59, width: w, height: 759)))
        #expect(same(e.children[1].frame, Rect(x: w + 8, y: 59, width: w, height: 759)))
        #expect(same(e.children[2].frame, Rect(x: 2 * w + 16, y: 59, width: w, height: 759)))
    }

    @Test func maxWidthLimitedChildTakesItsShareFirst() {
        // flexibility: frame(maxWidth: 50) = 50 - 0 = 50, colours = inf -> the limited one goes first.
        // It is proposed 393/3 = 131 and takes 50; the two colours split 343: 171.5 each.
        // Placement in source order: [limited 0..50] [171.5] [171.5].
        let limited = node(.color(.system(.systemRed))) { $0.frame = FrameValue(maxWidth: 50) }
        let body = node(.hStack([color(), limited, color()])) { $0.spacing = 0 }
        let e = layoutBody(body)
        #expect(same(e.children[0].bounds, Rect(x: 0, y: 59, width: 171.5, height: 759)))
        #expect(same(e.children[1].bounds, Rect(x: 171.5, y: 59, width: 50, height: 759)))
        #expect(same(e.children[2].bounds, Rect(x: 221.5, y: 59, width: 171.5, height: 759)))
    }

    @Test func objcIoExampleOverflowsItsFixedFrameCentred() {
        // A11y.HStack(spacing: 0) { red.frame(maxWidth: 100); green.frame(minWidth: 100) }.frame(width: 150)
        // red flex 100 first: proposed 150/2 = 75 -> 75; green proposed 75 -> c = max(75, 100) = 100,
        // size max(min(100, 100), 100) = 100. Stack 175 > 150: it overflows the frame, centred:
        // frame x = (393 - 150)/2 = 121.5, stack x = 121.5 + (150 - 175)/2 = 109.
        let red = node(.color(.system(.systemRed))) { $0.frame = FrameValue(maxWidth: 100) }
        let green = node(.color(.system(.systemGreen))) { $0.frame = FrameValue(minWidth: 100) }
        let body = node(.hStack([red, green])) { $0.spacing = 0; $0.frame = FrameValue(width: 150) }
        let e = layoutBody(body)
        #expect(same(e.bounds, Rect(x: 121.5, y: 59, width: 150, height: 759)))
        #expect(same(e.frame, Rect(x: 109, y: 59, width: 175, height: 759)))
        #expect(same(e.children[0].bounds, Rect(x: 109, y: 59, width: 75, height: 759)))
        #expect(same(e.children[1].bounds, Rect(x: 184, y: 59, width: 100, height: 759)))
    }

    @Test func layoutPriorityTakesAllButTheReservedMinimums() {
        // first: frame(minWidth: 40, maxWidth: 100) (min 40), second: colour with layoutPriority 1.
        // reserveLowerPriorityMinimums: available = 393 - 40 = 353 -> the priority child takes 353;
        // then the first group gets its 40 back: available 0 + 40 -> proposed 40 -> clamp = 40.
        // (Without the priority the first would take min(196.5, 100) = 100.)
        let limited = node(.color(.system(.systemRed))) { $0.frame = FrameValue(minWidth: 40, maxWidth: 100) }
        let greedy = color { $0.layoutPriority = 1 }
        let e = layoutBody(node(.hStack([limited, greedy])) { $0.spacing = 0 })
        #expect(same(e.children[0].bounds, Rect(x: 0, y: 59, width: 40, height: 759)))
        #expect(same(e.children[1].bounds, Rect(x: 40, y: 59, width: 353, height: 759)))

        let plain = layoutBody(node(.hStack([limited, color()])) { $0.spacing = 0 })
        #expect(same(plain.children[0].bounds, Rect(x: 0, y: 59, width: 100, height: 759)))
    }

    @Test func spacerKeepsItsMinimumLengthAndZeroSpacing() {
        // [20 wide] A11y.Spacer(minLength: 50) [20 wide] in frame(width: 80); no spacing next to a Spacer.
        // Spacer priority -inf: its 50 is reserved: available = 80 - 50 = 30; A proposed 15 -> 20,
        // B proposed 10 -> 20, available -10; the spacer gets -10 + 50 = 40 -> max(40, 50) = 50.
        // Stack 90 overflows the 80 frame centred: frame x = 156.5, stack x = 156.5 - 5 = 151.5.
        let a = color(width: 20), b = color(width: 20)
        let spacer = node(.spacer(minLength: 50))
        let e = layoutBody(node(.hStack([a, spacer, b])) { $0.frame = FrameValue(width: 80) })
        #expect(same(e.frame, Rect(x: 151.5, y: 59, width: 90, height: 759)))
        #expect(same(e.children[0].bounds, Rect(x: 151.5, y: 59, width: 20, height: 759)))
        #expect(same(e.children[1].bounds, Rect(x: 171.5, y: 438.5, width: 50, height: 0)))
        #expect(same(e.children[2].bounds, Rect(x: 221.5, y: 59, width: 20, height: 759)))
    }

    @Test func stackWiderThanTheScreenOverflowsBothEdgesEqually() {
        // Two 300 pt colours: 600 > 393; the root centres it: x = (393 - 600)/2 = -103.5.
        let e = layoutBody(node(.hStack([color(width: 300), color(width: 300)])) { $0.spacing = 0 })
        #expect(same(e.frame, Rect(x: -103.5, y: 59, width: 600, height: 759)))
        #expect(e.frame.minX - 0 == -(e.frame.maxX - 393))
        #expect(same(e.children[1].frame, Rect(x: 196.5, y: 59, width: 300, height: 759)))
    }

    @Test func defaultSpacingEightInsidePaddingSixteen() {
        // vStack [h 20, h 30] with padding 16: the stack is proposed 361 x 727; children 361 wide,
        // 20 + 8 + 30 = 58 tall; padded 393 x 90, centred: y = 59 + (759 - 90)/2 = 393.5.
        let body = node(.vStack([color(height: 20), color(height: 30)])) { $0.padding = EdgeInsets(all: 16) }
        let e = layoutBody(body)
        #expect(same(e.bounds, Rect(x: 0, y: 393.5, width: 393, height: 90)))
        #expect(same(e.frame, Rect(x: 16, y: 409.5, width: 361, height: 58)))
        #expect(same(e.children[0].frame, Rect(x: 16, y: 409.5, width: 361, height: 20)))
        #expect(same(e.children[1].frame, Rect(x: 16, y: 437.5, width: 361, height: 30)))
    }

    @Test func textAwareVerticalSpacing() {
        // 10 pt fake font: ascender 9.5, descender 2.5, cap 7, L = 12, d = ceil_px(1.2) = 4/3.
        // text above view: max(12 + 4/3 - 7, 4/3 + 2.5) = 19/3; view above text: 2.5 + 4/3 = 23/6;
        // text above text: line gap 0.
        let e = layoutBody(node(.vStack([text10("ab"), color(width: 10, height: 10), text10("cd"), text10("ef")])))
        let f = frames(e)
        #expect(abs((f[1].minY - f[0].maxY) - 19.0 / 3) < 1e-9)
        #expect(abs((f[2].minY - f[1].maxY) - 23.0 / 6) < 1e-9)
        #expect(abs(f[3].minY - f[2].maxY) < 1e-9)
        // Horizontally text spaces like any view: 8.
        let h = layoutBody(node(.hStack([text10("ab"), text10("cd")])))
        #expect(abs(h.children[1].frame.minX - h.children[0].frame.maxX - 8) < 1e-9)
    }

    @Test func hStackOrderFlipsInRightToLeft() {
        // widths 10 and 20 + spacing 8 = 38, x = (393 - 38)/2 = 177.5; in RTL the first child is
        // rightmost: a = 215.5 - 10 = 205.5, b = 177.5.
        let body = node(.hStack([color(width: 10, height: 10), color(width: 20, height: 10)]))
        let l = layoutBody(body), r = layoutBody(body, rtl())
        #expect(l.children[0].frame.minX == 177.5 && l.children[1].frame.minX == 195.5)
        #expect(r.children[0].frame.minX == 205.5 && r.children[1].frame.minX == 177.5)
    }

    @Test func hiddenKeepsItsSpace() {
        // Hidden first child: still 10 tall, the second sits 8 below it; opacity 0 marks it invisible.
        let body = node(.vStack([color(width: 10, height: 10) { $0.hidden = true }, color(width: 10, height: 10)]))
        let e = layoutBody(body)
        #expect(e.children[1].frame.minY - e.children[0].frame.minY == 18)
        #expect(e.children[0].opacity == 0 && e.children[1].opacity == 1)
    }
}
