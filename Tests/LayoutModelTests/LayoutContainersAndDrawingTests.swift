import Foundation
import Testing
@testable import LayoutModel

// Containers and drawing (issue 13): list sections, Grid, LazyVGrid, lineSpacing, textCase,
// shape stroke/trim/gradient and shadow paint, with hand-derived frames. The fake measurer:
// 0.5 x size per character, 1.2 x size per line, rounded up to the 1/3 pt pixel.

@Suite struct LayoutContainersAndDrawingTests {
    // MARK: list sections

    /// A list (safe rect y 59) of a section "Head" / one 10 pt row / "Foot", then a section of one row.
    func sectionedList(_ variant: Variant = Variant()) -> LayoutElement {
        let first = node(.section(SectionValue(header: Node(.text(.literal("Head"))), content: [text10("a")],
                                               footer: Node(.text(.literal("Foot"))))))
        let second = node(.section(SectionValue(content: [text10("b")])))
        return layoutBody(node(.list([first, second])), variant)
    }

    @Test func sectionHeaderSitsAboveItsCardAlignedWithTheRows() throws {
        // iOS 26 (the default): header headline 17 pt at large, "Head" 34 x 20.667, at x 16 + 16
        // = 32, y 59 + 10 = 69. Card: y 69 + 20.667 + 10, x 16, width 361, one 52 pt row. Footer 7 below.
        let list = sectionedList()
        let header = try #require(list.element(withId: "body/list[0]/section/header/text"))
        #expect(same(header.frame, Rect(x: 32, y: 69, width: 34, height: 62.0 / 3)))
        #expect(header.text?.string == "Head")
        #expect(header.accessibility.traits.contains(.header))
        #expect(header.text?.font.size == 17)
        #expect(header.text?.isSystemColor == true, "the system's grey, left to iOS by the contrast check")
        let card = try #require(list.element(withId: "body/list[0]/section/card"))
        #expect(same(card.frame, Rect(x: 16, y: 69 + 62.0 / 3 + 10, width: 361, height: 52)))
        let footer = try #require(list.element(withId: "body/list[0]/section/footer/text"))
        #expect(footer.text?.string == "Foot", "a footer keeps its case")
        #expect(!footer.accessibility.traits.contains(.header))
        #expect(abs(footer.frame.minY - (card.frame.maxY + 7)) < 1e-6)
        // iOS 17: footnote 13 pt UPPER CASE, "HEAD" 26 x 15.667 at x 20 + 20 = 40, y 59 + 17 = 76;
        // the card 6 pt below it, 20 pt from the sides, one 44 pt row.
        let old = sectionedList(Variant(ios: .ios17))
        let oldHeader = try #require(old.element(withId: "body/list[0]/section/header/text"))
        #expect(same(oldHeader.frame, Rect(x: 40, y: 76, width: 26, height: 47.0 / 3)))
        #expect(oldHeader.text?.string == "HEAD")
        let oldCard = try #require(old.element(withId: "body/list[0]/section/card"))
        #expect(same(oldCard.frame, Rect(x: 20, y: 76 + 47.0 / 3 + 6, width: 353, height: 44)))
        // The next section starts 35 pt below the footer's end.
        let next = try #require(list.element(withId: "body/list[1]/section/card"))
        #expect(abs(next.frame.minY - (footer.frame.maxY + 35)) < 1e-6)
        #expect(list.element(withId: "body/list[1]/section/row[0]") != nil)
    }

    @Test func aHeaderInTheScreensOwnColourIsTheScreens() throws {
        let s = node(.section(SectionValue(header: node(.text(.literal("Head"))) { $0.foreground = .system(.systemRed) }, content: [text10("a")])))
        let header = try #require(layoutBody(node(.list([s]))).element(withId: "body/list[0]/section/header/text"))
        #expect(header.text?.isSystemColor == false)
        #expect(header.text?.color == RGBA(hex: 0xFF3B30))
    }

    @Test func sectionHeaderMirrorsInRightToLeft() throws {
        let header = try #require(sectionedList(rtl()).element(withId: "body/list[0]/section/header/text"))
        #expect(abs(header.frame.maxX - (393 - 32)) < 1e-6)
    }

    @Test func rowsOutsideSectionsKeepTheListsOwnCardAndANewOneAfterASection() throws {
        let s = node(.section(SectionValue(content: [text10("s")])))
        let list = layoutBody(node(.list([text10("a"), s, text10("b")])))
        let first = try #require(list.element(withId: "body/list/card"))
        #expect(same(first.frame, Rect(x: 16, y: 79, width: 361, height: 52)))
        #expect(list.element(withId: "body/list/row[0]") != nil)
        let section = try #require(list.element(withId: "body/list[1]/section/card"))
        #expect(abs(section.frame.minY - (first.frame.maxY + 35)) < 1e-6)
        let last = try #require(list.element(withId: "body/list/group[1]/card"))
        #expect(abs(last.frame.minY - (section.frame.maxY + 35)) < 1e-6)
    }

    @Test func sectionOutsideAListIsAVStack() {
        // Header, row and footer stacked as a vStack of the three would be.
        let s = node(.section(SectionValue(header: text10("h"), content: [text10("r")], footer: text10("f"))))
        let e = layoutBody(s)
        let v = layoutBody(node(.vStack([text10("h"), text10("r"), text10("f")])))
        #expect(e.kind == .section && e.children.count == 3)
        #expect(e.frame == v.frame && e.children.map(\.frame) == v.children.map(\.frame))
        #expect(e.children[0].text?.string == "h", "no header style outside a list")
    }

    // MARK: Grid

    func grid(_ rows: [GridValue.Row]) -> Node {
        node(.grid(GridValue(rows: rows, horizontalSpacing: 10, verticalSpacing: 4)))
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() {
        // Columns: max(5, 15) = 15 and max(20, 5) = 20; 15 + 10 + 20 = 45 wide, 12 + 4 + 12 = 28 tall,
        // centred in the safe rect: x 174, y 59 + (759 - 28) / 2 = 424.5.
        let e = layoutBody(grid([GridValue.Row(cells: [text10("a"), text10("bbbb")]),
                                 GridValue.Row(cells: [text10("ccc"), text10("d") { $0.gridColumnAlignment = .trailing }])]))
        #expect(same(e.frame, Rect(x: 174, y: 424.5, width: 45, height: 28)))
        #expect(e.children[0].frame.minX == 179, "centred in its 15 pt column")
        #expect(e.children[1].frame.minX == 174 + 25, "bbbb fills its column")
        #expect(e.children[2].frame.minX == 174)
        #expect(e.children[3].frame.minX == 174 + 45 - 5, "the column's trailing alignment")
        #expect(e.children[2].frame.minY == 424.5 + 16)
    }

    @Test func gridViewOutsideARowSpansTheGridAndCellsSpanColumns() {
        let line = color(height: 2)
        let e = layoutBody(grid([GridValue.Row(cells: [text10("aaa"), text10("bb")]), GridValue.Row(cells: [line], isGridRow: false),
                                 GridValue.Row(cells: [color(height: 3) { $0.gridCellColumns = 2 }])]))
        // Columns 15 and 10: the grid is 35 wide; the line and the spanning colour take all 35.
        #expect(e.frame.width == 35)
        #expect(e.children[2].frame.width == 35)
        #expect(e.children[3].frame.width == 35)
    }

    @Test func gridFirstColumnIsAtTheRightInRightToLeft() {
        let e = layoutBody(grid([GridValue.Row(cells: [text10("aaa"), text10("b")])]), rtl())
        // 15 + 10 + 5 = 30 wide at x (393 - 30) / 2 = 181.5: "aaa" at the right edge.
        #expect(e.children[0].frame.maxX == 211.5)
        #expect(e.children[1].frame.minX == 181.5)
    }

    // MARK: LazyVGrid

    @Test func adaptiveColumnsFitAsManyAsTheirMinimumAllows() {
        // W 393, minimum 90, spacing 8: n = floor((393 + 8) / 98) = 4, each (393 - 24) / 4 = 92.25.
        let items = (0..<5).map { _ in color(height: 20) }
        let e = layoutBody(node(.lazyVGrid(LazyGridValue(columns: [GridItemValue(.adaptive(minimum: 90))], items: items))))
        #expect(e.frame.width == 393 && e.frame.height == 48)
        #expect(e.children.map(\.frame.width) == Array(repeating: 92.25, count: 5))
        #expect(e.children[1].frame.minX == 100.25)
        #expect(e.children[4].frame.minX == 0 && e.children[4].frame.minY == e.frame.minY + 28)
        let r = layoutBody(node(.lazyVGrid(LazyGridValue(columns: [GridItemValue(.adaptive(minimum: 90))], items: items))), rtl())
        #expect(r.children[0].frame.minX == 393 - 92.25)
    }

    @Test func flexibleColumnsShareWhatFixedOnesLeaveAndRespectTheirMaximum() {
        // 393 - 100 - 2 x 8 = 277 for two flexible columns; the one capped at 50 is sized first
        // and the other takes the remaining 227.
        let columns = [GridItemValue(.fixed(100)), GridItemValue(.flexible()), GridItemValue(.flexible(maximum: 50))]
        let e = layoutBody(node(.lazyVGrid(LazyGridValue(columns: columns, items: (0..<3).map { _ in color(height: 10) }))))
        #expect(e.children.map(\.frame.width) == [100, 227, 50])
        #expect(e.children.map(\.frame.minX) == [0, 108, 343])
    }

    // MARK: text

    @Test func lineSpacingAddsBetweenLinesOnly() {
        // "aaaa bbbb cccc" at 20 pt wide: 3 lines of 12 pt; lineSpacing 6 adds 2 x 6.
        let plain = layoutBody(text10("aaaa bbbb cccc") { $0.frame = FrameValue(width: 20) })
        let spaced = layoutBody(text10("aaaa bbbb cccc") { $0.frame = FrameValue(width: 20); $0.lineSpacing = 6 })
        #expect(plain.frame.height == 36 && spaced.frame.height == 48)
        let lines = spaced.text?.measurement.lines.map(\.baseline) ?? []
        #expect(lines.count == 3 && lines[1] - lines[0] == 18 && lines[2] - lines[1] == 18)
        // A 30 pt height keeps floor((30 + 6) / 18) = 2 lines.
        let capped = layoutBody(text10("aaaa bbbb cccc") { $0.frame = FrameValue(width: 20, height: 30); $0.lineSpacing = 6 })
        #expect(capped.text?.measurement.lines.count == 2)
    }

    @Test func textCaseFollowsTheLanguage() {
        let e = layoutBody(node(.vStack([text10("Hello")])) { $0.textCase = .uppercase })
        #expect(e.children[0].text?.string == "HELLO", "inherited")
        let undone = layoutBody(node(.vStack([text10("Hello") { $0.textCase = TextCase.none }])) { $0.textCase = .uppercase })
        #expect(undone.children[0].text?.string == "Hello")
        #expect(TextCasing.apply(.uppercase, to: "istanbul", locale: "tr") == "İSTANBUL")
        #expect(TextCasing.apply(.uppercase, to: "istanbul", locale: "pseudo150") == "ISTANBUL")
        #expect(TextCasing.apply(.uppercase, to: "straße", locale: "de") == "STRASSE")
        #expect(TextCasing.apply(.lowercase, to: "ÀB", locale: "en") == "àb")
    }

    // MARK: drawing

    @Test func aStrokeWithNoColourTakesTheForegroundAboveIt() throws {
        var ring = ShapeValue(kind: .circle)
        ring.stroke = ShapeStroke(color: nil, width: 2)
        let bordered = node(.color(.system(.clear))) { $0.border = StrokeValue(color: nil, width: 1); $0.frame = FrameValue(width: 10, height: 10) }
        let e = layoutBody(node(.vStack([node(.shape(ring)) { $0.frame = FrameValue(width: 20, height: 20) }, bordered])) {
            $0.foreground = .system(.systemRed)
        })
        let red = ColorValue.system(.systemRed).resolve(ColorTraits(.light))
        #expect(e.children[0].paint.shape?.stroke?.color == red)
        #expect(e.children[1].paint.border?.color == red)
        let plain = layoutBody(node(.shape(ring)) { $0.frame = FrameValue(width: 20, height: 20) })
        #expect(plain.paint.shape?.stroke?.color == RGBA.black, "no foreground set: the label colour")
    }

    @Test func progressRingPaintsATrimmedStrokeNotAFill() throws {
        var ring = ShapeValue(kind: .circle)
        ring.stroke = ShapeStroke(color: .system(.systemGreen), width: 10, lineCap: .round)
        ring.trim = TrimValue(from: 0, to: 0.7)
        ring.rotation = -90
        let e = layoutBody(node(.shape(ring)) { $0.frame = FrameValue(width: 88, height: 60) })
        #expect(e.paint.fill == nil)
        let shape = try #require(e.paint.shape)
        #expect(shape.outline == .ellipse)
        #expect(same(shape.rect, Rect(x: e.frame.midX - 30, y: e.frame.minY, width: 60, height: 60)), "the largest centred circle")
        #expect(shape.stroke?.from == 0 && shape.stroke?.to == 0.7 && shape.stroke?.rotation == -90 && shape.stroke?.lineCap == .round)
        #expect(e.fill == RGBA(hex: 0x34C759), "the stroke's colour is what the element draws with")
    }

    @Test func aStrokeInsideLiesWithinTheFrame() throws {
        // `strokeBorder`: the line is centred on the outline inset by half its width; `stroke`'s
        // is centred on the frame's own outline.
        var capsule = ShapeValue(kind: .capsule)
        capsule.stroke = ShapeStroke(color: .system(.systemRed), width: 4, inside: true)
        let e = layoutBody(node(.shape(capsule)) { $0.frame = FrameValue(width: 100, height: 40) })
        let shape = try #require(e.paint.shape)
        #expect(same(shape.rect, Rect(x: e.frame.minX + 2, y: e.frame.minY + 2, width: 96, height: 36)))
        #expect(shape.outline == .roundedRect(cornerRadius: 18), "half the inset frame's shorter side")
        #expect(e.paint.fill == nil, "a stroked shape is not filled")
        capsule.stroke?.inside = false
        let centred = try #require(layoutBody(node(.shape(capsule)) { $0.frame = FrameValue(width: 100, height: 40) }).paint.shape)
        #expect(same(centred.rect, e.frame))
    }

    @Test func gradientResolvesInTheShapesFrame() throws {
        var s = ShapeValue(kind: .rectangle)
        s.gradient = .linear(colors: [.system(.white), .system(.black)], start: UnitPoint(x: 0, y: 0.5), end: UnitPoint(x: 1, y: 0.5))
        let e = layoutBody(node(.shape(s)) { $0.frame = FrameValue(width: 100, height: 10) })
        let g = try #require(e.paint.shape?.gradient)
        #expect(e.fill == nil && e.paint.fill == nil)
        #expect(g.color(at: Point(x: e.frame.minX, y: e.frame.midY)) == .white)
        #expect(g.color(at: Point(x: e.frame.maxX + 5, y: e.frame.midY)) == .black, "the end colour continues")
        let mid = g.color(at: Point(x: e.frame.midX, y: e.frame.midY))
        #expect(abs(mid.r - 0.5) < 1e-9)
    }

    @Test func shadowFollowsTheBackgroundAndNeverChangesLayout() throws {
        func card(_ shadow: ShadowValue?) -> LayoutElement {
            layoutBody(color(width: 100, height: 50) { m in
                m.padding = EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                m.background = .styled(color: .system(.systemBackground), cornerRadius: 8, stroke: nil)
                m.shadow = shadow
            })
        }
        let plain = card(nil), shadowed = card(ShadowValue(radius: 8, y: 4))
        #expect(plain.bounds == shadowed.bounds && plain.frame == shadowed.frame)
        let s = try #require(shadowed.paint.shadow)
        #expect(s.rect == shadowed.bounds.offsetBy(dx: 0, dy: 4) && s.cornerRadius == 8 && s.sigma == 4)
        #expect(s.color == RGBA(r: 0, g: 0, b: 0, a: 0.33))
    }
}
