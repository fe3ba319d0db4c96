import LayoutModel
import XCTest
@testable import SwiftUIReader

/// SwiftUI's views and modifiers map onto the model's kinds and modifiers.
final class VocabularyTests: XCTestCase {
    func testStacksAndLeavesMapToTheirKinds() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Title")
                    Image(systemName: "star.fill")
                    HStack(alignment: .top) { Spacer(minLength: 12); Divider() }
                    ZStack(alignment: .bottomTrailing) { Color.red; Circle().fill(.blue) }
                    RoundedRectangle(cornerRadius: 8).fill(Color(.secondarySystemBackground))
                    ProgressView(value: 0.25)
                    Slider(value: .constant(5), in: 0...10)
                    Toggle("Alerts", isOn: .constant(true))
                    TextField("Name", text: .constant(""))
                    EmptyView()
                }
            }
            """).screen.body
        XCTAssertEqual(s.outline, "vStack(VStack)[text(VStack/Text[0]), image(VStack/Image[0]), hStack(VStack/HStack[0])[spacer(VStack/HStack[0]/Spacer[0]), divider(VStack/HStack[0]/Divider[0])], zStack(VStack/ZStack[0])[color(VStack/ZStack[0]/Color[0]), shape(VStack/ZStack[0]/Circle[0])], shape(VStack/RoundedRectangle[0]), progressView(VStack/ProgressView[0]), slider(VStack/Slider[0]), toggle(VStack/Toggle[0]), textField(VStack/TextField[0])]")
        XCTAssertEqual(s.modifiers.spacing, 4)
        XCTAssertEqual(s.modifiers.alignment, Alignment(horizontal: .leading, vertical: .center))
        let children = s.kind.children
        guard case .text(.key("Title")) = children[0].kind else { return XCTFail("Text literal is a catalog key") }
        guard case .image(.symbol("star.fill")) = children[1].kind else { return XCTFail() }
        XCTAssertEqual(children[2].modifiers.alignment?.vertical, .top)
        guard case .spacer(minLength: 12) = children[2].kind.children[0].kind else { return XCTFail() }
        XCTAssertEqual(children[3].modifiers.alignment, Alignment(name: "bottomTrailing"))
        guard case .shape(let circle) = children[3].kind.children[1].kind else { return XCTFail() }
        XCTAssertEqual(circle.kind, .circle)
        XCTAssertEqual(circle.fill, .system(.systemBlue))
        guard case .shape(let card) = children[4].kind else { return XCTFail() }
        XCTAssertEqual(card.cornerRadius, 8)
        XCTAssertEqual(card.fill, .system(.secondarySystemBackground))
        guard case .progressView(let p) = children[5].kind, case .slider(let slider) = children[6].kind else { return XCTFail() }
        XCTAssertEqual(p.value, 0.25)
        XCTAssertEqual(slider.value, 0.5)
        guard case .toggle(let t) = children[7].kind, case .textField(let f) = children[8].kind else { return XCTFail() }
        XCTAssertEqual(t.label, .key("Alerts"))
        XCTAssertTrue(t.isOn)
        XCTAssertEqual(f.placeholder, .key("Name"))
        XCTAssertNil(f.text)
    }

    func testContentShapeMakesTheBoundsTheHitArea() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                Button { } label: { Image(systemName: "star") }
                    .frame(width: 44, height: 44)
                    .contentShape(Rectangle())
            }
            """)
        XCTAssertEqual(s.screen.body.modifiers.contentShape, true)
        XCTAssertTrue(s.warnings.isEmpty, "\(s.warnings)")
    }

    func testAResizableSymbolTakesTheSizeOfItsFrame() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                VStack {
                    Image(systemName: "info.circle").resizable().frame(width: 28, height: 28)
                    Image(systemName: "info.circle").frame(width: 28, height: 28)
                }
            }
            """).screen.body.kind.children
        guard case .image(.resizableSymbol("info.circle")) = s[0].kind else { return XCTFail(s[0].outline) }
        guard case .image(.symbol("info.circle")) = s[1].kind else { return XCTFail(s[1].outline) }
    }

    func testButtonsTakeATitleOrALabelClosure() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                VStack {
                    Button("Start") { }
                    Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") }
                    Button { } label: { Image(systemName: "xmark") }
                        .accessibilityLabel("Close")
                    Button("Delete", role: .destructive) { }.buttonStyle(.borderedProminent).disabled(true)
                }
            }
            """).screen.body.kind.children
        guard case .button(let a) = s[0].kind, case .text(.key("Start")) = a.kind else { return XCTFail(s[0].outline) }
        // Controls: a `Label` is the model's label kind, its icon and title side by side.
        guard case .button(let b) = s[1].kind, case .label(let label) = b.kind else { return XCTFail(s[1].outline) }
        XCTAssertEqual(label.symbol, "square.and.arrow.up")
        guard case .key("Share") = label.title, label.style == .titleAndIcon else { return XCTFail() }
        guard case .button(let c) = s[2].kind, case .image(.symbol("xmark")) = c.kind else { return XCTFail(s[2].outline) }
        XCTAssertEqual(s[2].modifiers.accessibility?.label, .key("Close"))
        XCTAssertEqual(s[3].modifiers.role, .destructive)
        XCTAssertEqual(s[3].modifiers.style, .borderedProminent)
        XCTAssertEqual(s[3].modifiers.disabled, true)
    }

    func testNavigationToolbarTitleAndTabsReachTheirContainers() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                TabView {
                    NavigationStack {
                        List {
                            Section("Today") { Text("Walk"); Text("Feed") }
                        }
                        .navigationTitle("Pets")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Edit") { } }
                            ToolbarItem(placement: .primaryAction) { Button { } label: { Image(systemName: "plus") } }
                        }
                    }
                    .tabItem { Label("Pets", systemImage: "pawprint") }
                    Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
                }
            }
            """).screen.body
        guard case .tabView(let tabs) = s.kind else { return XCTFail(s.outline) }
        XCTAssertEqual(tabs.tabs.map(\.label), [.key("Pets"), .key("Settings")])
        XCTAssertEqual(tabs.tabs.map(\.symbol), ["pawprint", "gear"])
        XCTAssertEqual(tabs.tabs.map(\.selected), [true, false])
        guard case .navigationStack(let nav)? = tabs.content?.kind else { return XCTFail() }
        XCTAssertEqual(tabs.content?.id, "TabView/NavigationStack", "the tab mark is gone from the id")
        XCTAssertEqual(nav.title, .key("Pets"))
        XCTAssertEqual(nav.titleDisplayMode, .inline)
        XCTAssertEqual(nav.leading.count, 1)
        XCTAssertEqual(nav.trailing.count, 1)
        guard case .list(let rows)? = nav.content?.kind else { return XCTFail() }
        XCTAssertEqual(rows.count, 1, "one section")
        guard case .section(let section) = rows[0].kind else { return XCTFail(rows[0].outline) }
        XCTAssertEqual(section.content.count, 2, "its rows")
        guard case .text(.key("Today"))? = section.header?.kind else { return XCTFail("the title is the header") }
    }

    func testViewThatFitsScrollViewGroupAndForEach() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                ScrollView(.horizontal) {
                    ViewThatFits(in: .horizontal) {
                        HStack { ForEach(0..<3) { i in Text("Item \\(i)") } }
                        Group { Text("A"); Text("B") }
                    }
                }
            }
            """).screen.body
        XCTAssertEqual(s.modifiers.axis, .horizontal)
        guard case .scrollView(let fits) = s.kind, case .viewThatFits(let options) = fits.kind else { return XCTFail(s.outline) }
        XCTAssertEqual(fits.modifiers.axes, .horizontal)
        XCTAssertEqual(options.count, 3, "the HStack and the Group's two texts")
        XCTAssertEqual(options[0].kind.children.count, 3)
        guard case .text(.format(let key, let args)) = options[0].kind.children[2].kind else { return XCTFail() }
        XCTAssertEqual(key, "Item %lld")
        XCTAssertEqual(args, ["2"])
        XCTAssertEqual(options[0].kind.children.map(\.id), ["ScrollView/ViewThatFits/HStack[0]/Text[0]", "ScrollView/ViewThatFits/HStack[0]/Text[1]", "ScrollView/ViewThatFits/HStack[0]/Text[2]"])
    }

    func testGroupAndForEachOfSubviews() throws {
        // iOS 18: `Group(subviews:)` hands its transform the content's views (reversed here), and
        // `ForEach(subviews:)` one at a time; a ForEach in the content gives one per row.
        let s = try evaluate("""
            import SwiftUI
            struct Actions: View {
                @ViewBuilder var buttons: some View {
                    Button("Accept") {}
                    ForEach(["Decline", "Block"], id: \\.self) { Button($0) {} }
                }
                var body: some View {
                    VStack {
                        Group(subviews: buttons) { ForEach($0.reversed()) { $0 } }
                        HStack { ForEach(subviews: buttons) { subview in subview.padding(2) } }
                    }
                }
            }
            #Preview { Actions() }
            """)
        XCTAssertEqual(s.warnings, [])
        let stacks = s.screen.body.kind.children
        XCTAssertEqual(s.screen.body.textsDrawn.map { $0.split(separator: "\"")[1] }, ["Block", "Decline", "Accept", "Accept", "Decline", "Block"],
                       s.screen.body.outline)
        XCTAssertEqual(stacks.last?.kind.children.map(\.modifiers.padding), Array(repeating: EdgeInsets(all: 2), count: 3))
    }

    func testSchemeTypeNamesAndModifiersThatDrawNothingDifferent() throws {
        // `.colorScheme(.dark)` darkens its subtree only; `"\(Self.self)"` is the type's name;
        // `.geometryGroup()`, `.allowedDynamicRange(_:)` and `.preference(key:value:)` change nothing drawn.
        let s = try evaluate("""
            import SwiftUI
            struct Tile: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Text(verbatim: "\\(Self.self) \\(scheme == .dark ? "dark" : "light")") }
            }
            #Preview {
                VStack {
                    Tile().colorScheme(.dark).geometryGroup()
                    Tile().allowedDynamicRange(.high).preference(key: TitleKey.self, value: "x")
                }
            }
            struct TitleKey: PreferenceKey {
                static var defaultValue = ""
                static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
            }
            """)
        XCTAssertEqual(s.warnings, [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"Tile dark\")", "literal(\"Tile light\")"], s.screen.body.outline)
    }

    func testModifiersMapOntoTheModel() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                Text("Hi")
                    .font(.system(size: 12, weight: .bold))
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                    .truncationMode(.middle)
                    .multilineTextAlignment(.center)
                    .minimumScaleFactor(0.5)
                    .fixedSize(horizontal: false, vertical: true)
                    .padding(.horizontal, 12)
                    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                    .background(Color.orange, in: RoundedRectangle(cornerRadius: 6))
                    .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.blue, lineWidth: 2))
                    .clipped()
                    .offset(x: 4, y: 2)
                    .layoutPriority(1)
                    .opacity(0.5)
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityHint("Greets")
                    .accessibilityIdentifier("greeting")
            }
            """).screen.body
        let m = s.modifiers
        XCTAssertEqual(s.id, "greeting")
        XCTAssertEqual(m.font, FontValue(size: 12, weight: .bold))
        XCTAssertEqual(m.foreground, .system(.secondaryLabel))
        XCTAssertEqual(m.lineLimit, 2)
        XCTAssertEqual(m.truncationMode, .middle)
        XCTAssertEqual(m.multilineTextAlignment, .center)
        XCTAssertEqual(m.minimumScaleFactor, 0.5)
        XCTAssertEqual(m.fixedSize, FixedSizeValue(horizontal: false, vertical: true))
        XCTAssertEqual(m.padding, EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
        XCTAssertEqual(m.frame, FrameValue(maxWidth: .infinity, minHeight: 44, alignment: Alignment(name: "leading")))
        guard case .styled(let bg, let radius, nil)? = m.background else { return XCTFail("\(String(describing: m.background))") }
        XCTAssertEqual(bg, .system(.systemOrange))
        XCTAssertEqual(radius, 6)
        guard case .styled(nil, 6, let stroke)? = m.overlay else { return XCTFail() }
        XCTAssertEqual(stroke, StrokeValue(color: .system(.systemBlue), width: 2))
        XCTAssertEqual(m.clipped, true)
        XCTAssertEqual(m.offset, OffsetValue(leading: 4, y: 2), "SwiftUI's offset mirrors in RTL: the format's leading")
        XCTAssertEqual(m.layoutPriority, 1)
        XCTAssertEqual(m.opacity, 0.5)
        XCTAssertEqual(m.dynamicTypeSize, DynamicTypeRange(max: .xxxLarge))
        XCTAssertEqual(m.accessibility?.traits, [.header])
        XCTAssertEqual(m.accessibility?.hint, .key("Greets"))
    }

    func testAModifierOutOfTheModelsOrderWrapsTheNode() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                Text("Badge")
                    .padding(4)
                    .background(Color.orange)
                    .padding(8)
                    .accessibilityIdentifier("badge")
            }
            """).screen.body
        guard case .zStack(let inner) = s.kind, inner.count == 1 else { return XCTFail(s.outline) }
        XCTAssertEqual(s.modifiers.padding, EdgeInsets(all: 8))
        XCTAssertNil(s.modifiers.background)
        XCTAssertEqual(inner[0].modifiers.padding, EdgeInsets(all: 4))
        guard case .color(.system(.systemOrange))? = inner[0].modifiers.background else { return XCTFail() }
        XCTAssertEqual(inner[0].id, "badge")
        XCTAssertEqual(s.id, "Text~")
        // Two paddings in a row add up, as SwiftUI's do: no wrapper.
        let twice = try evaluate("import SwiftUI\n#Preview { Text(\"x\").padding(4).padding(.top, 2) }").screen.body
        XCTAssertEqual(twice.modifiers.padding, EdgeInsets(top: 6, leading: 4, bottom: 4, trailing: 4))
        guard case .text = twice.kind else { return XCTFail(twice.outline) }
    }

    func testInnermostEnvironmentModifierWins() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview { VStack { Text("a").font(.title); Text("b") }.font(.caption).font(.body) }
            """).screen.body
        XCTAssertEqual(s.modifiers.font, FontValue(style: .caption))
        XCTAssertEqual(s.kind.children[0].modifiers.font, FontValue(style: .title))
        XCTAssertNil(s.kind.children[1].modifiers.font)
    }

    func testEveryNodeCarriesItsSourcePlace() throws {
        let s = try evaluate("import SwiftUI\n#Preview {\n    VStack {\n        Text(\"a\")\n    }\n}\n", file: "Place.swift").screen.body
        XCTAssertEqual(s.source?.line, 3)
        XCTAssertEqual(s.source?.column, 5)
        XCTAssertEqual(s.kind.children[0].source?.line, 4)
        XCTAssertEqual(s.kind.children[0].source?.column, 9)
        XCTAssertTrue(s.source?.file.hasSuffix("Place.swift") == true)
    }
}

extension VocabularyTests {
    func testAnAlignedOverlayIsAZStackFillingItsOwner() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                Color.blue.frame(width: 60, height: 60)
                    .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 10, height: 10) }
            }
            """).screen.body
        guard case .node(let badge)? = s.modifiers.overlay, case .zStack(let inner) = badge.kind else { return XCTFail(s.outline) }
        XCTAssertEqual(badge.modifiers.frame, FrameValue(maxWidth: .infinity, maxHeight: .infinity, alignment: Alignment(name: "topTrailing")))
        guard case .shape = inner.first?.kind else { return XCTFail() }
        XCTAssertEqual(badge.id, "Color/overlay/ZStack")
    }

    func testToolbarBackgroundSetsTheBarsColour() throws {
        // A colour shows once made visible; visibility alone gives the bar's chrome; a colour alone
        // only shows when content scrolls under the bar (never at the scroll edge a render shows);
        // `.hidden` keeps a tab bar clear.
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                TabView {
                    NavigationStack {
                        Text("Hi")
                            .navigationTitle("Home")
                            .toolbarBackground(Color.red, for: .navigationBar)
                            .toolbarBackground(.visible, for: .navigationBar, .tabBar)
                    }
                    .tabItem { Label("Home", systemImage: "house") }
                }
            }
            """).screen.body
        guard case .tabView(let tabs) = s.kind, case .navigationStack(let nav)? = tabs.content?.kind else { return XCTFail(s.outline) }
        XCTAssertEqual(nav.barBackground, .system(.systemRed))
        XCTAssertEqual(tabs.barBackground, BarAppearance.chrome)

        let plain = try evaluate("""
            import SwiftUI
            #Preview {
                TabView {
                    NavigationStack { Text("Hi").toolbarBackground(Color.blue, for: .navigationBar) }
                        .toolbarBackground(.hidden, for: .tabBar)
                        .tabItem { Text("Home") }
                }
            }
            """).screen.body
        guard case .tabView(let t2) = plain.kind, case .navigationStack(let n2)? = t2.content?.kind else { return XCTFail(plain.outline) }
        XCTAssertNil(n2.barBackground)
        XCTAssertEqual(t2.barBackground, .system(.clear))
        XCTAssertNil(t2.scrolledBarBackground)

        // A tab bar colour alone is kept for when content scrolls under the bar (issue 11).
        let scrolled = try evaluate("""
            import SwiftUI
            #Preview {
                TabView {
                    List { Text("Hi") }
                        .toolbarBackground(Color.orange, for: .tabBar)
                        .tabItem { Text("Home") }
                }
            }
            """).screen.body
        guard case .tabView(let t3) = scrolled.kind else { return XCTFail(scrolled.outline) }
        XCTAssertNil(t3.barBackground)
        XCTAssertEqual(t3.scrolledBarBackground, .system(.systemOrange))
        XCTAssertNil(tabs.scrolledBarBackground)
    }

    func testCustomFontKeepsItsName() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview { Text("Hi").font(.custom("Brand-Bold", size: 20, relativeTo: .title)) }
            """).screen.body
        XCTAssertEqual(s.modifiers.font, FontValue(size: 20, relativeTo: .title, name: "Brand-Bold"))
    }

    func testContentUnavailableViewIsCentredSymbolTitleAndDescription() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                ContentUnavailableView("Nothing to see", systemImage: "tray", description: Text("Try again later."))
            }
            """)
        XCTAssertTrue(s.warnings.isEmpty, "\(s.warnings)")
        let body = s.screen.body
        XCTAssertEqual(body.kind.name, "vStack")
        XCTAssertEqual(body.kind.children.map(\.kind.name), ["vStack", "text"])
        XCTAssertEqual(body.kind.children[0].kind.children.map(\.kind.name), ["image", "text"])
        XCTAssertEqual(body.modifiers.frame?.maxHeight, .infinity)
        let label = s.screen.body.kind.children[0].kind.children
        XCTAssertEqual(label[0].modifiers.font, FontValue(size: 48, relativeTo: .largeTitle))
        XCTAssertEqual(label[1].modifiers.font, FontValue(style: .title2))
        XCTAssertEqual(s.screen.body.kind.children[1].modifiers.foreground, .system(.secondaryLabel))
        let closures = try evaluate("""
            import SwiftUI
            #Preview {
                ContentUnavailableView {
                    Label("No Mail", systemImage: "tray.fill")
                } description: {
                    Text("New mails you receive will appear here.")
                } actions: {
                    Button("Refresh") { }
                }
            }
            """)
        XCTAssertTrue(closures.warnings.isEmpty, "\(closures.warnings)")
        XCTAssertEqual(closures.screen.body.kind.children.count, 3)
    }
}
