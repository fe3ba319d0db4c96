import Testing
@testable import LayoutModel

@Suite struct DSLModifierTests {
    @Test func padding() {
        #expect(A11y.Text("a").padding().modifiers.padding == EdgeInsets(all: 16))
        #expect(A11y.Text("a").padding(12).modifiers.padding == EdgeInsets(all: 12))
        #expect(A11y.Text("a").padding(.horizontal, 8).modifiers.padding == EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        #expect(A11y.Text("a").padding(.vertical).modifiers.padding == EdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0))
        // Nested paddings add up.
        #expect(A11y.Text("a").padding(.horizontal, 8).padding(.top, 4).modifiers.padding ==
                EdgeInsets(top: 4, leading: 8, bottom: 0, trailing: 8))
        #expect(A11y.Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).modifiers.padding ==
                EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func listRowsSafeAreaAndImageScale() {
        let n = A11y.Text("a").ignoresSafeArea(edges: .top).listRowInsets(EdgeInsets(all: 4))
            .listRowBackground(.system(.clear)).imageScale(.large)
        #expect(n.modifiers.ignoresSafeArea == .top && n.modifiers.listRowInsets == EdgeInsets(all: 4))
        #expect(n.modifiers.imageScale == .large)
        guard case .color(.system(.clear))? = n.modifiers.listRowBackground else { Issue.record("listRowBackground"); return }
        #expect(A11y.Text("b").ignoresSafeArea().modifiers.ignoresSafeArea == .all)
    }

    @Test func frames() {
        let wide = A11y.Text("a").frame(maxWidth: .infinity).modifiers.frame
        #expect(wide == FrameValue(maxWidth: .infinity))
        #expect(wide?.isFlexible == true)
        let fixed = A11y.Button("b").frame(width: 44, height: 44, alignment: .leading).modifiers.frame
        #expect(fixed == FrameValue(width: 44, height: 44, alignment: Alignment(name: "leading")))
        #expect(fixed?.isFlexible == false)
        let merged = A11y.Text("a").frame(height: 90).frame(minWidth: 10, maxWidth: .infinity, alignment: .topLeading)
        #expect(merged.modifiers.frame == FrameValue(height: 90, minWidth: 10, maxWidth: .infinity,
                                                     alignment: Alignment(name: "topLeading")))
    }

    @Test func fontsAndText() {
        let fixed = A11y.Text("a").font(size: 14).modifiers.font
        #expect(fixed == FontValue(size: 14) && fixed?.isFixed == true)
        let relative = A11y.Text("a").font(size: 14, relativeTo: .body).modifiers.font
        #expect(relative == FontValue(size: 14, relativeTo: .body) && relative?.isFixed == false)
        #expect(A11y.Text("a").font(.headline, weight: .bold, design: .rounded).modifiers.font ==
                FontValue(style: .headline, weight: .bold, design: .rounded))
        let m = A11y.Text("a").fontWeight(.semibold).bold().lineLimit(1).truncationMode(.middle)
            .multilineTextAlignment(.center).minimumScaleFactor(0.5).modifiers
        #expect(m.fontWeight == .semibold && m.bold == true && m.lineLimit == 1)
        #expect(m.truncationMode == .middle && m.multilineTextAlignment == .center && m.minimumScaleFactor == 0.5)
    }

    @Test func colours() {
        #expect(A11y.Text("a").foreground(.system(.systemRed)).modifiers.foreground == .system(.systemRed))
        #expect(A11y.Text("a").foreground(.systemRed).modifiers.foreground == .system(.systemRed))
        #expect(A11y.Text("a").foreground("#777777").modifiers.foreground == .rgba(RGBA(hex: 0x777777)))
        #expect(A11y.Text("a").foreground("secondaryLabel").modifiers.foreground == .system(.secondaryLabel))
    }

    @Test func layoutAndPosition() {
        let m = A11y.Text("a").fixedSize().layoutPriority(1).offset(x: 3, y: 4).offset(leading: 5).hitSlop(10).modifiers
        #expect(m.fixedSize == FixedSizeValue(horizontal: true, vertical: true))
        #expect(m.layoutPriority == 1)
        #expect(m.offset == OffsetValue(x: 3, leading: 5, y: 4))
        #expect(m.hitSlop == EdgeInsets(all: 10))
        #expect(A11y.Text("a").fixedSize(horizontal: false, vertical: true).modifiers.fixedSize ==
                FixedSizeValue(horizontal: false, vertical: true))
    }

    @Test func decorations() {
        guard case .color(.system(.systemBlue))? = A11y.Text("a").background(.systemBlue).modifiers.background else {
            Issue.record("a plain colour background"); return
        }
        let stroke = StrokeValue(color: .system(.separator), width: 2)
        guard case .styled(let color, let radius, let s)? =
                A11y.Text("a").background("#FFFFFF", cornerRadius: 12, stroke: stroke).modifiers.background else {
            Issue.record("a styled background"); return
        }
        #expect(color == .rgba(.white) && radius == 12 && s == stroke)
        let m = A11y.Text("a").border(.systemGray, width: 2).cornerRadius(8).clipped().opacity(0.5).hidden().modifiers
        #expect(m.border == StrokeValue(color: .system(.systemGray), width: 2))
        #expect(m.cornerRadius == 8 && m.clipped == true && m.opacity == 0.5 && m.hidden == true)
    }

    @Test func decorationNodesGetSlotPaths() {
        let screen = Screen("S") {
            A11y.Text("a")
                .background { A11y.Capsule().fill(.systemBlue) }
                .overlay(A11y.Circle().fill("#FF000080"))
        }
        guard case .node(let back)? = screen.body.modifiers.background,
              case .node(let over)? = screen.body.modifiers.overlay,
              case .shape(let capsule) = back.kind, case .shape(let circle) = over.kind else {
            Issue.record("node decorations"); return
        }
        #expect(back.path == "body/text/background/shape")
        #expect(over.path == "body/text/overlay/shape")
        #expect(capsule.kind == .capsule && capsule.fill == .system(.systemBlue) && capsule.cornerRadius == nil)
        #expect(circle.kind == .circle && circle.fill == ColorValue(string: "#FF000080"))
    }

    @Test func wholeNodeModifiers() {
        let m = A11y.Image(systemName: "chevron.left")
            .dynamicTypeSize(max: .accessibility2)
            .layoutDirection(.leftToRight)
            .flipsForRightToLeft()
            .accessibility(label: "Back", hint: TextValue.key("hint.back"), value: "1", traits: [.button])
            .accessibility(traits: [.button, .header])
            .critical()
            .allow("truncated", reason: "decorative")
            .allow("contrast", reason: "brand colour")
            .id("back").modifiers
        #expect(m.dynamicTypeSize == DynamicTypeRange(max: .accessibility2))
        #expect(m.layoutDirection == .leftToRight && m.flipsForRightToLeft == true)
        #expect(m.accessibility?.label == .literal("Back"))
        #expect(m.accessibility?.hint == .key("hint.back"))
        #expect(m.accessibility?.value == .literal("1"))
        #expect(m.accessibility?.traits == [.button, .header])
        #expect(m.critical == true && m.id == "back")
        #expect(m.allow == [Allowance(check: "truncated", reason: "decorative"),
                            Allowance(check: "contrast", reason: "brand colour")])
        #expect(A11y.Text("a").dynamicTypeSize(...DynamicTypeSize.xxxLarge).modifiers.dynamicTypeSize ==
                DynamicTypeRange(max: .xxxLarge))
        #expect(A11y.Text("a").dynamicTypeSize(.small ... .xLarge).modifiers.dynamicTypeSize ==
                DynamicTypeRange(min: .small, max: .xLarge))
    }
}
