import Testing
@testable import LayoutModel

// Containers and chrome (notes §1.9, §1.10; spec §2) with hand-derived frames.

@Suite struct LayoutContainerTests {
    @Test func rootIsCentredInTheSafeArea() {
        // "abc" = 15 x 12; safe rect (0, 59, 393, 759): x = 189, y = 59 + 373.5 = 432.5.
        // iphoneSE (375 x 667, top 20, bottom 0): x = 180, y = 20 + (647 - 12)/2 = 337.5.
        let screen = Screen(name: "Root", body: text10("abc")).assigningPaths()
        let result = LayoutEngine(measurer: FakeTextMeasurer()).layout(screen, variant: Variant())
        #expect(result.root.kind == .screen && same(result.root.frame, Rect(x: 0, y: 0, width: 393, height: 852)))
        #expect(result.root.fill == .white)
        #expect(same(result.root.children[0].frame, Rect(x: 189, y: 432.5, width: 15, height: 12)))
        #expect(result.root.children[0].id == "body/text")
        let se = layoutBody(text10("abc"), Variant(device: .iphoneSE))
        #expect(same(se.frame, Rect(x: 180, y: 337.5, width: 15, height: 12)))
    }

    @Test func adaptiveStackSwitchesAtAccessibility1() {
        // Two 10 x 10 colours. xxxLarge: an hStack 28 x 10 at (182.5, 433.5), second at x = 200.5.
        // accessibility1: a vStack 10 x 28 at (191.5, 424.5), second at y = 442.5.
        let body = node(.adaptiveStack([color(width: 10, height: 10), color(width: 10, height: 10)]))
        let h = layoutBody(body, Variant(size: .xxxLarge))
        #expect(same(h.frame, Rect(x: 182.5, y: 433.5, width: 28, height: 10)))
        #expect(h.children[1].frame.minX == 200.5)
        let v = layoutBody(body, Variant(size: .accessibility1))
        #expect(same(v.frame, Rect(x: 191.5, y: 424.5, width: 10, height: 28)))
        #expect(v.children[1].frame.minY == 442.5)
        #expect(v.kind == .adaptiveStack)
    }

    @Test func viewThatFitsPicksTheSecondChildWhenTheFirstDoesNotFit() {
        // First: an hStack of two 300 pt colours, ideal width 600 > 393 -> does not fit.
        // Second: "abc" 15 x 12 fits -> chosen, centred at (189, 432.5).
        let wide = node(.hStack([color(width: 300), color(width: 300)])) { $0.spacing = 0 }
        let e = layoutBody(node(.viewThatFits([wide, text10("abc")])))
        #expect(e.children.count == 1)
        #expect(e.children[0].id == "body/viewThatFits[1]/text")
        #expect(same(e.children[0].frame, Rect(x: 189, y: 432.5, width: 15, height: 12)))
        // With axes vertical only, the wide first child fits (its ideal height is 10) and is chosen.
        let vertical = layoutBody(node(.viewThatFits([wide, text10("abc")])) { $0.axes = .vertical })
        #expect(vertical.children[0].id == "body/viewThatFits[0]/hStack")
    }

    @Test func scrollViewContentKeepsItsFullHeight() {
        // Content proposed (393, nil): a vStack of two 500 pt colours = 393 x 1000. The scroll view is
        // its proposal along the axis (759) and its content's width: (0, 59, 393, 759). The content
        // starts at the top, keeps 1000, is clipped by the viewport and carries scrollAxis.
        let content = node(.vStack([color(height: 500), color(height: 500)])) { $0.spacing = 0 }
        let e = layoutBody(node(.scrollView(content)))
        #expect(same(e.frame, Rect(x: 0, y: 59, width: 393, height: 759)))
        #expect(same(e.children[0].frame, Rect(x: 0, y: 59, width: 393, height: 1000)))
        #expect(same(e.children[0].children[1].frame, Rect(x: 0, y: 559, width: 393, height: 500)))
        #expect(e.children[0].scrollAxis == .vertical && e.scrollAxis == nil)
        #expect(same(e.children[0].children[1].clip.visible, Rect(x: 0, y: 59, width: 393, height: 759)))
        // Cut only across the axis: along it the content scrolls into view.
        #expect(same(e.children[0].children[1].clip.cut, Rect(x: 0, y: -1e9, width: 393, height: 2e9)))
        #expect(same(e.clip.viewport, e.frame) && e.clip.shape == nil)
    }

    @Test func navigationLargeTitleSitsBelowTheSafeArea() {
        // Large title: largeTitle bold 34 pt -> "Inbox" 5 x 17 = 85 wide, 40.8 -> 41 tall; at
        // (16, 59 + 44 + 3 = 106). Bar block 44 + 3 + 41 + 8 = 96; its background reaches the screen
        // top: (0, 0, 393, 59 + 96). Content "abc" in body 17 (25.5 -> 77 px = 25 2/3 wide, 20.4 ->
        // 62 px = 20 2/3 tall) is centred below: x = (393 - 77/3)/2, y = 155 + (663 - 62/3)/2.
        let nav = NavigationValue(title: .literal("Inbox"), content: node(.text(.literal("abc"))))
        let e = layoutBody(node(.navigationStack(nav)))
        let title = e.element(withId: "body/navigationStack/title")
        #expect(same(title?.frame, Rect(x: 16, y: 106, width: 85, height: 41)))
        #expect(title?.role == .chrome && title?.text?.font.size == 34 && title?.text?.font.weight == .bold)
        #expect(same(e.element(withId: "body/navigationStack/navigationBar")?.frame, Rect(x: 0, y: 0, width: 393, height: 155)))
        let content = e.element(withId: "body/navigationStack/content/text")
        #expect(same(content?.frame, Rect(x: (393 - 77.0 / 3) / 2, y: 155 + (663 - 62.0 / 3) / 2, width: 77.0 / 3, height: 62.0 / 3)))
        // In RTL the large title is right-aligned: x = 393 - 16 - 85.
        #expect(rtlTitleX() == 292)
    }

    private func rtlTitleX() -> Double? {
        let nav = NavigationValue(title: .literal("Inbox"))
        return layoutBody(node(.navigationStack(nav)), rtl()).element(withId: "body/navigationStack/title")?.frame.minX
    }

    @Test func largeTitleTruncatesAtAccessibilitySizes() {
        // AX5 largeTitle = 60 pt: 30 pt per character; "Mailboxes and more" (18 chars, 540 pt) does
        // not fit 393 - 32 = 361 -> one truncated line.
        let nav = NavigationValue(title: .literal("Mailboxes and more"))
        let t = layoutBody(node(.navigationStack(nav)), Variant(size: .accessibility5)).element(withId: "body/navigationStack/title")
        #expect(t?.text?.font.size == 60 && t?.text?.measurement.isTruncated == true && t?.text?.measurement.lines.count == 1)
        let inline = NavigationValue(title: .literal("Inbox"), titleDisplayMode: .inline, back: .literal("Back"))
        let ie = layoutBody(node(.navigationStack(inline)), Variant(size: .accessibility5))
        // Inline title: headline at Large (17 pt) whatever the size, centred.
        let it = ie.element(withId: "body/navigationStack/title")
        #expect(it?.text?.font.size == 17 && abs((it?.frame.midX ?? 0) - 196.5) < 1e-9)
        #expect(ie.element(withId: "body/navigationStack/back")?.text?.string == "Back")
        #expect(ie.element(withId: "body/navigationStack/back")?.text?.font.size == 17)
    }

    @Test func aHiddenNavigationBarLeavesTheWholeStackToItsContent() {
        var value = NavigationValue(title: .literal("Settings"), content: text10("a") { $0.frame = FrameValue(maxHeight: .infinity) })
        value.trailing = [node(.button(label: node(.text(.literal("Edit")))))]
        value.barHidden = true
        let r = layoutBody(node(.navigationStack(value)))
        #expect(r.element(withId: "body/navigationStack/navigationBar") == nil)
        #expect(r.element(withId: "body/navigationStack/title") == nil)
        // The content starts at the safe area's top (59 on iphone15) and takes its whole height.
        #expect(same(r.element(withId: "body/navigationStack/content/text")?.bounds, Rect(x: 194, y: 59, width: 5, height: 759)))
        value.barHidden = false
        let shown = layoutBody(node(.navigationStack(value)))
        #expect(shown.element(withId: "body/navigationStack/navigationBar") != nil)
        #expect((shown.element(withId: "body/navigationStack/content/text")?.bounds.minY ?? 0) > 59 + 44)
    }

    @Test func aListsGroupedBackgroundShowsUnderTheBarAndTheHomeIndicator() {
        let grouped = SystemColor.systemGroupedBackground.resolve(ColorTraits(.light))
        let list = node(.list([node(.text(.literal("Row")))]))
        let r = layoutBody(node(.navigationStack(NavigationValue(title: .literal("Settings"), content: list))), Variant())
        #expect(r.element(withId: "body/navigationStack/navigationBar")?.fill == grouped)
        let below = r.element(withId: "body/navigationStack/content/list/background")
        #expect(below?.frame == Rect(x: 0, y: 818, width: 393, height: 34) && below?.fill == grouped && below?.role == .background)
        // Over other content the bar is transparent: the screen's own background shows.
        let plain = layoutBody(node(.navigationStack(NavigationValue(title: .literal("Home"), content: node(.text(.literal("Hi")))))), Variant())
        #expect(plain.element(withId: "body/navigationStack/navigationBar")?.fill == nil)
    }

    @Test func barsTakeTheScreensOwnColour() throws {
        let yaml = """
            screen: Bars
            body:
              tabView:
                tabs: [{label: Today, selected: true}]
                barBackground: "#102030"
                content:
                  navigationStack:
                    title: Today
                    barBackground: systemBlue
                    content: {text: Hi}
            """
        let screen = try ScreenFile.decode(yaml: yaml, file: "bars.screen.yaml")
        let r = LayoutEngine(measurer: FakeTextMeasurer()).layout(screen, variant: Variant()).root
        #expect(r.element(withId: "body/tabView/content/navigationStack/navigationBar")?.fill == SystemColor.systemBlue.resolve(ColorTraits(.light)))
        #expect(r.element(withId: "body/tabView/tabBar")?.fill == RGBA(hex: 0x102030))
    }

    @Test func tabBarIsTransparentAtItsScrollEdge() {
        // iOS 15+: content that ends above the tab bar leaves it transparent (the screen's own
        // background shows, or a list's grouped background); content that runs under it gives
        // the bar its chrome; the screen's own colour wins either way.
        let tabs = [Tab(label: .literal("Home"), symbol: "house", selected: true)]
        let short = TabViewValue(tabs: tabs, content: node(.text(.literal("Hi"))))
        #expect(layoutBody(node(.tabView(short))).element(withId: "body/tabView/tabBar")?.fill == nil)
        let rows = (0..<30).map { i in node(.text(.literal("Row \(i)"))) }
        let long = TabViewValue(tabs: tabs, content: node(.list(rows)))
        #expect(layoutBody(node(.tabView(long))).element(withId: "body/tabView/tabBar")?.fill
                == SystemColor.secondarySystemBackground.resolve(.light))
        let fewRows = TabViewValue(tabs: tabs, content: node(.navigationStack(NavigationValue(title: .literal("Home"),
                                                                                              content: node(.list(Array(rows.prefix(2))))))))
        #expect(layoutBody(node(.tabView(fewRows))).element(withId: "body/tabView/tabBar")?.fill
                == SystemColor.systemGroupedBackground.resolve(.light))
        // A colour for when content scrolls under the bar takes the chrome's place, only then.
        var scrolled = long
        scrolled.scrolledBarBackground = .rgba(RGBA(hex: 0x405060))
        #expect(layoutBody(node(.tabView(scrolled))).element(withId: "body/tabView/tabBar")?.fill == RGBA(hex: 0x405060))
        var scrolledShort = short
        scrolledShort.scrolledBarBackground = .rgba(RGBA(hex: 0x405060))
        #expect(layoutBody(node(.tabView(scrolledShort))).element(withId: "body/tabView/tabBar")?.fill == nil)
        var own = long
        own.barBackground = .rgba(RGBA(hex: 0x102030))
        #expect(layoutBody(node(.tabView(own))).element(withId: "body/tabView/tabBar")?.fill == RGBA(hex: 0x102030))
    }

    @Test func barItemsKeepTheirSizeAtEveryDynamicTypeSize() {
        // A trailing gear and a leading text button: the same frames at Large and AX3; the large
        // title still scales.
        var nav = NavigationValue(title: .literal("Today"))
        nav.leading = [node(.button(label: Node(.text(.literal("Edit")), Modifiers()))) { $0.id = "edit" }]
        nav.trailing = [node(.image(.symbol("gear"))) { $0.id = "gear" }]
        let large = layoutBody(node(.navigationStack(nav)), Variant(size: .large))
        let ax3 = layoutBody(node(.navigationStack(nav)), Variant(size: .accessibility3))
        for id in ["edit", "gear"] {
            #expect(large.element(withId: id)?.frame == ax3.element(withId: id)?.frame, "\(id)")
        }
        let title = { (r: LayoutElement) in r.element(withId: "body/navigationStack/title")?.text?.font.size ?? 0 }
        #expect(title(ax3) > title(large))
    }

    @Test func tabBarSitsAtTheBottomOverTheSafeArea() {
        // tabView fills the safe rect (0, 59, 393, 759): bar y = 818 - 49 = 769, background down to
        // 852: (0, 769, 393, 83). Content colour: the space above, (0, 59, 393, 710).
        // Two tabs, 196.5 wide; in RTL the first one is on the right.
        let tabs = TabViewValue(tabs: [Tab(label: .literal("Home"), symbol: "house", selected: true),
                                       Tab(label: .literal("Settings"), symbol: "gear")],
                                content: color())
        let e = layoutBody(node(.tabView(tabs)))
        #expect(same(e.element(withId: "body/tabView/tabBar")?.frame, Rect(x: 0, y: 769, width: 393, height: 83)))
        #expect(same(e.element(withId: "body/tabView/content/color")?.frame, Rect(x: 0, y: 59, width: 393, height: 710)))
        #expect(same(e.element(withId: "body/tabView/tab[1]")?.frame, Rect(x: 196.5, y: 769, width: 196.5, height: 49)))
        #expect(e.element(withId: "body/tabView/tab[0]/label")?.text?.string == "Home")
        let r = layoutBody(node(.tabView(tabs)), rtl())
        #expect(r.element(withId: "body/tabView/tab[0]")?.frame.minX == 196.5)
    }

    @Test func toggleIsAFullWidthRowWithATrailingSwitch() {
        // Toggle "Wi-Fi" (body: 5 x 8.5 = 42.5 -> 128 px = 42 2/3 wide, 20 2/3 tall): 393 wide,
        // max(31, 20.67) = 31 tall, at y = 59 + (759 - 31)/2 = 423. Switch 51 x 31 at x = 342 (LTR)
        // or 0 (RTL); label at 0 or 393 - 128/3, vertically centred: 423 + (31 - 62/3)/2.
        let toggle = node(.toggle(ToggleValue(label: .literal("Wi-Fi"), isOn: true)))
        let e = layoutBody(toggle)
        #expect(same(e.frame, Rect(x: 0, y: 423, width: 393, height: 31)))
        #expect(same(e.element(withId: "body/toggle/switch")?.frame, Rect(x: 342, y: 423, width: 51, height: 31)))
        #expect(same(e.element(withId: "body/toggle/label")?.frame, Rect(x: 0, y: 423 + (31 - 62.0 / 3) / 2, width: 128.0 / 3, height: 62.0 / 3)))
        let r = layoutBody(toggle, rtl())
        #expect(r.element(withId: "body/toggle/switch")?.frame.minX == 0)
        #expect(abs((r.element(withId: "body/toggle/label")?.frame.minX ?? 0) - (393 - 128.0 / 3)) < 1e-9)
    }

    @Test func listRowsAreAtLeastTheVersionsRowHeight() {
        // iOS 26: the list fills the safe rect; the card is inset 16 and 20 from the top:
        // (16, 79, 361, 52) for one row of "a" (5 x 12): 12 + 31.33 < 52. The row content is
        // leading-aligned in the row inset 16, centred: x = 32, y = 79 + (52 - 12)/2 = 99.
        let e = layoutBody(node(.list([text10("a"), text10("b")])))
        #expect(same(e.element(withId: "body/list/card")?.frame, Rect(x: 16, y: 79, width: 361, height: 104)))
        #expect(same(e.element(withId: "body/list/row[0]")?.frame, Rect(x: 16, y: 79, width: 361, height: 52)))
        #expect(same(e.element(withId: "body/list[0]/text")?.frame, Rect(x: 32, y: 99, width: 5, height: 12)))
        #expect(e.element(withId: "body/list[1]/text")?.frame.minY == 151)
        // iOS 17: 44 pt rows, 20 pt margins and insets: (20, 79, 353, 44), "a" at (40, 95).
        let old = layoutBody(node(.list([text10("a"), text10("b")])), Variant(ios: .ios17))
        #expect(same(old.element(withId: "body/list/row[0]")?.frame, Rect(x: 20, y: 79, width: 353, height: 44)))
        #expect(same(old.element(withId: "body/list[0]/text")?.frame, Rect(x: 40, y: 95, width: 5, height: 12)))
        #expect(e.element(withId: "body/list/separator[0]") != nil && e.element(withId: "body/list/separator[1]") == nil)
        #expect(e.element(withId: "body/list[0]/text")?.scrollAxis == .vertical)
    }

    @Test func borderedButtonPadsItsLabel() {
        // A bordered button "Go" (body 17: 17 x 20 2/3) gets 12/7 insets: 41 x 34 2/3, centred;
        // the label is inside the capsule. A plain button is exactly its label.
        var m = Modifiers(); m.style = .bordered
        let e = layoutBody(Node(.button(label: node(.text(.literal("Go")))), m))
        #expect(abs(e.frame.width - 41) < 1e-9 && abs(e.frame.height - (14 + 62.0 / 3)) < 1e-9)
        #expect(e.cornerRadius == e.frame.height / 2)
        #expect(abs(e.children[0].frame.minX - (e.frame.minX + 12)) < 1e-9)
        #expect(e.children[0].text?.color == SystemColor.accentColor.resolve(ColorTraits(.light)))
        let plain = layoutBody(node(.button(label: node(.text(.literal("Go"))))))
        #expect(plain.frame.size == plain.children[0].frame.size)
    }
}
