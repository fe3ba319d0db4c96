import Foundation
import Testing
@testable import LayoutModel

@Suite struct DecodingModifiersTests {
    /// The modifiers of a text node written with `modifiers` (YAML lines at node level).
    func modifiers(_ lines: String) throws -> Modifiers {
        let indented = lines.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        return try decodeBody("  text: x\n" + indented).modifiers
    }

    @Test func paddingShapes() throws {
        #expect(try modifiers("padding: 12").padding == EdgeInsets(all: 12))
        #expect(try modifiers("padding: default").padding == EdgeInsets(all: 16))
        #expect(try modifiers("padding: {horizontal: 8, top: 2}").padding == EdgeInsets(top: 2, leading: 8, bottom: 0, trailing: 8))
        // A specific side wins over its axis.
        #expect(try modifiers("padding: {vertical: 4, bottom: 10}").padding == EdgeInsets(top: 4, leading: 0, bottom: 10, trailing: 0))
        #expect(try modifiers("hitSlop: 6").hitSlop == EdgeInsets(all: 6))
        #expect(try modifiers("hitSlop: {leading: 3}").hitSlop == EdgeInsets(leading: 3))
    }

    @Test func negativePaddingIsAcceptedInItsRange() throws {
        // SwiftUI lays out negative padding (the view overflows its padded size); huge magnitudes
        // are bad input, as for every signed length.
        #expect(try modifiers("padding: -8").padding == EdgeInsets(all: -8))
        #expect(try modifiers("padding: {horizontal: -16, top: 4}").padding == EdgeInsets(top: 4, leading: -16, bottom: 0, trailing: -16))
        #expect(throws: ScreenFileError.self) { try modifiers("padding: -1e9") }
        #expect(throws: ScreenFileError.self) { try modifiers("hitSlop: -4") }
    }

    @Test func imageScaleAndIgnoresSafeArea() throws {
        #expect(try modifiers("imageScale: large").imageScale == .large)
        #expect(throws: ScreenFileError.self) { try modifiers("imageScale: huge") }
        #expect(try modifiers("ignoresSafeArea: true").ignoresSafeArea == .all)
        #expect(try modifiers("ignoresSafeArea: bottom").ignoresSafeArea == .bottom)
        #expect(try modifiers("ignoresSafeArea: [top, horizontal]").ignoresSafeArea == [.top, .horizontal])
        #expect(throws: ScreenFileError.self) { try modifiers("ignoresSafeArea: sideways") }
        // Written back in the format's shape, and read again.
        for yaml in ["ignoresSafeArea: all", "ignoresSafeArea: [top, leading]", "ignoresSafeArea: vertical"] {
            let node = try decodeBody("  text: x\n  imageScale: small\n  " + yaml + "\n")
            let back = try JSONDecoder().decode(Node.self, from: try JSONEncoder().encode(node))
            #expect(back.modifiers.ignoresSafeArea == node.modifiers.ignoresSafeArea && back.modifiers.imageScale == .small)
        }
    }

    @Test func listRowKeys() throws {
        let m = try modifiers("listRowBackground: clear\nlistRowInsets: {horizontal: 8}")
        guard case .color(.system(.clear))? = m.listRowBackground else { Issue.record("\(String(describing: m.listRowBackground))"); return }
        #expect(m.listRowInsets == EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        guard case .node(let n)? = try modifiers("listRowBackground: {shape: {kind: capsule, fill: systemBlue}}").listRowBackground,
              case .shape = n.kind else { Issue.record("a node"); return }
        #expect(throws: ScreenFileError.self) { try modifiers("listRowInsets: -2") }
        #expect(try modifiers("listRowSeparator: hidden").listRowSeparatorHidden == true)
        #expect(throws: ScreenFileError.self) { try modifiers("listRowSeparator: gone") }
        // Written back in the format's shape, and read again.
        let node = try decodeBody("  text: x\n  listRowBackground: systemRed\n  listRowInsets: 4\n  padding: -3\n")
        let back = try JSONDecoder().decode(Node.self, from: try JSONEncoder().encode(node))
        guard case .color(.system(.systemRed))? = back.modifiers.listRowBackground else { Issue.record("background"); return }
        #expect(back.modifiers.listRowInsets == EdgeInsets(all: 4) && back.modifiers.padding == EdgeInsets(all: -3))
    }

    @Test func contentShapeAndMinimumTarget() throws {
        #expect(try modifiers("contentShape: true").contentShape == true)
        #expect(try modifiers("contentShape: rectangle").contentShape == true)
        #expect(throws: ScreenFileError.self) { try modifiers("contentShape: hexagon") }
        #expect(try modifiers("minimumTarget: 56").minimumTarget == Size(width: 56, height: 56))
        #expect(try modifiers("minimumTarget: {height: 60}").minimumTarget == Size(width: 0, height: 60))
        #expect(throws: ScreenFileError.self) { try modifiers("minimumTarget: {}") }
    }

    @Test func frameAndFixedSize() throws {
        let frame = try #require(try modifiers("frame: {maxWidth: infinity, minHeight: 44, alignment: topLeading}").frame)
        #expect(frame.maxWidth == .infinity && frame.minHeight == 44)
        #expect(frame.alignment == Alignment(horizontal: .leading, vertical: .top))
        #expect(try modifiers("frame: {maxHeight: .inf}").frame?.maxHeight == .infinity)
        #expect(try modifiers("fixedSize: true").fixedSize == FixedSizeValue(horizontal: true, vertical: true))
        #expect(try modifiers("fixedSize: {vertical: true}").fixedSize == FixedSizeValue(horizontal: false, vertical: true))
    }

    @Test func offsets() throws {
        #expect(try modifiers("offset: {x: 5, y: -2}").offset == OffsetValue(x: 5, y: -2))
        #expect(try modifiers("offset: {leading: 7}").offset == OffsetValue(leading: 7))
    }

    @Test func fonts() throws {
        #expect(try modifiers("font: headline").font == FontValue(style: .headline))
        #expect(try modifiers("font: {style: body, weight: bold, design: rounded}").font
                == FontValue(style: .body, weight: .bold, design: .rounded))
        let fixed = try #require(try modifiers("font: {size: 13}").font)
        #expect(fixed.isFixed)
        #expect(try modifiers("font: {size: 13, relativeTo: caption}").font == FontValue(size: 13, relativeTo: .caption))
        let text = try modifiers("fontWeight: semibold\nbold: true\nforeground: secondaryLabel\nlineLimit: 2\ntruncationMode: middle\nmultilineTextAlignment: center\nminimumScaleFactor: 0.5")
        #expect(text.fontWeight == .semibold && text.bold == true && text.foreground == .system(.secondaryLabel))
        #expect(text.lineLimit == 2 && text.truncationMode == .middle && text.multilineTextAlignment == .center)
        #expect(text.minimumScaleFactor == 0.5)
    }

    @Test func decorations() throws {
        let m = try modifiers("""
            background: systemBlue
            overlay: {color: "#FFFFFF", cornerRadius: 4, stroke: {color: separator, width: 2}}
            border: {color: black}
            cornerRadius: 10
            clipped: true
            """)
        guard case .color(.system(.systemBlue))? = m.background else { Issue.record("background \(String(describing: m.background))"); return }
        guard case .styled(let color, let radius, let stroke)? = m.overlay else { Issue.record("overlay"); return }
        #expect(color == .rgba(RGBA(hex: 0xFFFFFF)))
        #expect(radius == 4 && stroke == StrokeValue(color: .system(.separator), width: 2))
        #expect(m.border == StrokeValue(color: .system(.black), width: 1))
        #expect(m.cornerRadius == 10 && m.clipped == true)
    }

    @Test func decorationWithAKindKeyIsANode() throws {
        let node = try decodeBody("""
              text: x
              background: {shape: {kind: capsule}, padding: 2}
              overlay: {color: systemRed, opacity: 0.5}
            """)
        guard case .node(let bg)? = node.modifiers.background, case .shape = bg.kind else { Issue.record("background node"); return }
        #expect(bg.path == "body/text/background/shape")
        // `color` with a non-styled key beside it is a colour node.
        guard case .node(let ov)? = node.modifiers.overlay, case .color(.system(.systemRed)) = ov.kind else { Issue.record("overlay node"); return }
        #expect(ov.modifiers.opacity == 0.5)
    }

    @Test func wholeNodeModifiers() throws {
        let m = try modifiers("""
            id: title
            layoutPriority: 1
            opacity: 0.8
            hidden: false
            dynamicTypeSize: {min: small, max: accessibilityMedium}
            layoutDirection: leftToRight
            flipsForRightToLeft: true
            critical: true
            spacing: 4
            alignment: right
            accessibility: {label: Close, hint: {key: a11y.close}, traits: [button, header], hidden: true, sortPriority: 2, element: combine, actions: [delete]}
            allow: [{check: truncated, reason: Decorative teaser}]
            """)
        #expect(m.id == "title" && m.layoutPriority == 1 && m.opacity == 0.8 && m.hidden == false)
        #expect(m.dynamicTypeSize == DynamicTypeRange(min: .small, max: .accessibility1))
        #expect(m.layoutDirection == .leftToRight && m.flipsForRightToLeft == true && m.critical == true)
        #expect(m.spacing == 4 && m.alignment == Alignment(horizontal: .right, vertical: .center))
        let a = try #require(m.accessibility)
        #expect(a.label == .literal("Close") && a.hint == .key("a11y.close") && a.traits == [.button, .header])
        #expect(a.hidden && a.sortPriority == 2 && a.element == .combine && a.actions == ["delete"])
        #expect(m.allow == [Allowance(check: "truncated", reason: "Decorative teaser")])
    }
}
