import LayoutModel
import XCTest
@testable import SwiftUIReader

/// SwiftUI's own views and the common package spellings of them, as real apps write them (issue
/// 26): each is drawn as what it is, never as a placeholder, with what could not be known marked.
final class ReaderViewsTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    private func images(_ s: PreviewScreen) -> [Node] {
        s.screen.body.all.filter { if case .image = $0.kind { return true } else { return false } }
    }

    private func symbols(_ s: PreviewScreen) -> [String] { images(s).compactMap { if case .image(let i) = $0.kind { return i.symbolName } else { return nil } } }

    // MARK: Images

    func testSafeSymbolsWrittenAnyWayAreSymbols() throws {
        let s = try evaluate("""
            import SwiftUI
            import SFSafeSymbols
            struct Status: View {
                let isOn: Bool
                var icon: SFSymbol { Preferences.shared.icon }
                var body: some View {
                    HStack {
                        Image(systemSymbol: icon).font(.headline)
                        Image(systemSymbol: SFSymbol.chevronRight)
                        Image(systemName: SFSymbol.bolt.rawValue)
                        Image(systemSymbol: .person2Fill)
                        Label("Ready", systemImage: Preferences.shared.iconName)
                        Text("Ready")
                    }
                }
            }
            #Preview { Status(isOn: true) }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(symbols(s), ["questionmark.square", "chevron.right", "bolt", "person.2.fill"])
        let unknown = images(s)[0]
        XCTAssertTrue(unknown.unverified.contains(.label) && unknown.unverified.contains(.size))
        XCTAssertEqual(unknown.modifiers.font, FontValue(style: .headline), "a stand-in symbol still scales with its font")
        XCTAssertTrue(images(s).dropFirst().allSatisfy { $0.unverified.isEmpty })
        let label = try XCTUnwrap(s.screen.body.all.first { if case .label = $0.kind { return true } else { return false } })
        guard case .label(let l) = label.kind, l.symbol == "questionmark.square" else { return XCTFail("\(label.kind)") }
        XCTAssertTrue(label.unverified.contains(.size), "a label's icon of unknown name is a stand-in symbol")
        XCTAssertEqual(unevaluated(s).count, 2, "\(unevaluated(s))")
    }

    func testAnAssetSymbolNotInTheCatalogsIsAnImageOfItsFrame() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Footer: View {
                var body: some View {
                    VStack {
                        Image(.ohfInline).resizable().scaledToFit().frame(width: 120)
                        Image(.banner).resizable().scaledToFill()
                        Image(uiImage: UIImage()).resizable().frame(width: 30, height: 20)
                        Text("Powered by")
                    }
                }
            }
            #Preview { Footer() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        let c = s.screen.body.kind.children
        XCTAssertEqual(c.count, 4, s.screen.body.outline)
        guard case .image(.bitmap(120, 120)) = c[0].kind else { return XCTFail("\(c[0].kind)") }
        guard case .shape(let banner) = c[1].kind, banner.kind == .rectangle else { return XCTFail("\(c[1].kind)") }
        guard case .image(.bitmap(30, 20)) = c[2].kind else { return XCTFail("\(c[2].kind)") }
        XCTAssertTrue(c[0...2].allSatisfy { $0.unverified.contains(.size) && $0.unverified.contains(.label) })
        XCTAssertTrue(c[1].unverified.contains(.color), "nothing over an unknown picture has a known colour under it")
        XCTAssertTrue(unevaluated(s).contains { $0.hasPrefix("image asset '.ohfInline' is not in the asset catalogs found") }, "\(unevaluated(s))")
    }

    func testImageLoadersShowWhatTheyShowBeforeLoading() throws {
        let s = try evaluate("""
            import SwiftUI
            import Kingfisher
            import SDWebImageSwiftUI
            struct Gallery: View {
                let url: URL?
                var body: some View {
                    VStack {
                        AsyncImage(url: url) { image in image.resizable() } placeholder: { ProgressView() }
                        AsyncImage(url: url) { phase in
                            if let image = phase.image { image.resizable() }
                            else if phase.error != nil { Image(systemName: "exclamationmark.triangle") }
                            else { Text("Loading") }
                        }
                        AsyncImage(url: url, transaction: Transaction()) { phase in
                            switch phase {
                            case .success(let image): image
                            case .empty: Image(systemName: "photo")
                            default: EmptyView()
                            }
                        }
                        KFImage(url).placeholder { ProgressView() }.resizable().frame(width: 80, height: 120)
                        WebImage(url: url).resizable().frame(width: 40, height: 40)
                    }
                }
            }
            #Preview { Gallery(url: URL(string: "https://example.com/a.png")) }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Loading\")"], s.screen.body.outline)
        // KFImage's `.placeholder` is what it shows (`ImageLoadersTests`); WebImage has none.
        XCTAssertEqual(symbols(s), ["progress.indicator", "photo", "progress.indicator"])
        let sized = images(s).compactMap { if case .image(.bitmap(let w, let h)) = $0.kind { return [w, h] } else { return nil } }
        XCTAssertEqual(sized, [[40, 40]])
        XCTAssertEqual(unevaluated(s).filter { $0.contains("loads its image") },
                       ["WebImage loads its image when the app runs: drawn as it shows before loading: the loaded image's size and label are not known"])
    }

    // MARK: Texts that format a value

    func testTextsThatFormatAValueAreNeverPlaceholders() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Code { var text: String; var created: Date? }
            struct Row: View {
                let code: Code
                let count: Int
                var body: some View {
                    VStack {
                        Text(code.created!, style: .relative)
                        Text(Date(), style: .date)
                        Text(Date(), style: .time)
                        Text(count, format: .number)
                        Text(Session.shared.start, format: .dateTime.hour().minute())
                        Text(timerInterval: Date()...Date().addingTimeInterval(60))
                        Text(code.created)
                    }
                }
            }
            #Preview { Row(code: Code(text: "A1B2", created: nil), count: 1234) }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        let texts = s.screen.body.kind.children
        XCTAssertEqual(texts.count, 7, s.screen.body.outline)
        // `Date()` is the preview's fixed now: its day and its time are known (`FixedNowTests`).
        guard case .text(.literal(let relative)) = texts[0].kind, case .text(.formatted(.date(2026, 3, 3, .long))) = texts[1].kind,
              case .text(.formatted(.foundation(let time))) = texts[2].kind, case .text(.formatted(.number(1234))) = texts[3].kind,
              case .text(.literal(let clock)) = texts[4].kind, case .text(.literal(let timer)) = texts[5].kind else {
            return XCTFail(s.screen.body.outline)
        }
        XCTAssertEqual(time.text(locale: "en"), "9:41\u{202F}AM", "ICU puts a narrow no-break space before AM")
        XCTAssertEqual([relative.count, clock.count, timer.count], [14, 17, 5], "stand-ins as long as iOS's English text")
        XCTAssertEqual(texts.map { $0.unverified.contains(.text) }, [true, false, false, false, true, true, true])
        XCTAssertTrue(unevaluated(s).contains { $0.contains("drawn as a stand-in text of 14 characters") }, "\(unevaluated(s))")
    }

    // MARK: Pickers

    func testNavigationLinksInEverySpellingDrawTheirLabel() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Route: Hashable { let id: Int }
            struct Inbox: View { var body: some View { Text("Inbox") } }
            struct Mailboxes: View {
                @State private var showsArchive = false
                var body: some View {
                    List {
                        NavigationLink(destination: Inbox()) {
                            HStack {
                                Image(systemName: "tray")
                                Text("Mail")
                            }
                        }
                        NavigationLink(value: Route(id: 1)) { Text("First") }
                        NavigationLink("Titled", destination: Inbox())
                        NavigationLink(isActive: $showsArchive, destination: { Inbox() }, label: { Text("Archive") })
                        NavigationLink { Inbox() } label: { Label("Labelled", systemImage: "star") }
                        // A link opened from code: its label is empty, it draws nothing.
                        NavigationLink(destination: Inbox(), isActive: $showsArchive) { }
                        NavigationLink(destination: Inbox(), isActive: $showsArchive) { EmptyView() }
                    }
                }
            }
            #Preview { NavigationStack { Mailboxes() } }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Mail\")", "key(\"First\")", "key(\"Titled\")", "key(\"Archive\")"], s.screen.body.outline)
        XCTAssertEqual(symbols(s), ["tray"])
        // Five links drawn as buttons (the fifth's label a `Label`), the two opened from code draw nothing.
        let links = s.screen.body.all.filter { if case .button = $0.kind { return true } else { return false } }
        XCTAssertEqual(links.count, 5, s.screen.body.outline)
        XCTAssertEqual(s.screen.body.placeholderNames, [])
    }

    func testEditModesCasesAreSwiftUIsWhereTheAppExtendsIt() throws {
        let s = try evaluate("""
            import SwiftUI
            extension EditMode {
                mutating func flip() { self = self == .active ? .inactive : .active }
            }
            struct Chores: View {
                @State private var editMode = EditMode.inactive
                var body: some View {
                    List {
                        Text("Water plants")
                        if editMode == EditMode.active { Text("Reorder") }
                    }
                    .environment(\\.editMode, $editMode)
                    .accentColor(editMode == EditMode.active ? .red : .blue)
                }
            }
            #Preview { Chores() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Water plants\")"], s.screen.body.outline)
    }

    func testAShapesScaleIsADrawingEffectAsScaleEffectIs() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Visited: View {
                var body: some View {
                    ZStack {
                        Circle().scale(2).fixedSize().foregroundColor(.gray)
                        Image(systemName: "checkmark")
                    }
                }
            }
            #Preview { Visited() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(symbols(s), ["checkmark"])
    }

    func testPickerFormsReadTheirLabelAndOptions() throws {
        let s = try evaluate("""
            import SwiftUI
            enum Scheme: String, CaseIterable { case system, light, dark }
            struct Settings: View {
                @State private var scheme = Scheme.light
                @State private var region = 0
                @State private var voice = ""
                let voices: [String] = []
                var body: some View {
                    Form {
                        Picker(selection: $scheme) {
                            ForEach(Scheme.allCases, id: \\.self) { s in Text(s.rawValue).tag(s) }
                        } label: {
                            Label("Appearance", systemImage: "sun.max")
                        }
                        Picker(selection: $region, label: Text("Region"), content: {
                            ForEach(0 ..< 2) { Text(["France", "Japan"][$0]).tag($0) }
                        })
                        Picker("Voice", selection: $voice) {
                            ForEach(voices, id: \\.self) { Text($0).tag($0) }
                        }
                        Picker("List", selection: $voice) {
                            ForEach(Store.shared.lists, id: \\.self) { MapView(list: $0).tag($0) }
                        }
                    }
                }
            }
            #Preview { Settings() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        let pickers = s.screen.body.all.compactMap { n -> (PickerValue, Node)? in if case .picker(let p) = n.kind { return (p, n) } else { return nil } }
        XCTAssertEqual(pickers.count, 4, s.screen.body.outline)
        XCTAssertEqual(pickers.map { "\($0.0.label.map { "\($0)" } ?? "-")" },
                       ["key(\"Appearance\")", "key(\"Region\")", "key(\"Voice\")", "key(\"List\")"])
        XCTAssertEqual(pickers[0].0.selected.map { "\($0)" }, "literal(\"light\")")
        XCTAssertEqual(pickers[1].0.selected.map { "\($0)" }, "key(\"France\")")
        XCTAssertNil(pickers[2].0.selected, "an empty list of options shows none, as iOS does")
        XCTAssertTrue(pickers[2].1.unverified.isEmpty)
        XCTAssertTrue(pickers[3].1.unverified.contains(.size), "options not understood: drawn with none shown, marked")
    }

    // MARK: Package modifiers

    func testAPackagesModifierReachedThroughAPropertyIsLeftOut() throws {
        let s = try evaluate("""
            import SwiftUI
            import EmojiText
            struct Reblog: View {
                var body: some View {
                    HStack(spacing: 2) {
                        Image(systemName: "arrow.2.squarepath")
                        Text("Boosted")
                    }
                    .font(.footnote)
                    .emojiText.size(12)
                    .emojiText.baselineOffset(-1)
                    .foregroundStyle(.secondary)
                }
            }
            #Preview { Reblog() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Boosted\")"])
        XCTAssertEqual(s.screen.body.modifiers.foreground, .system(.secondaryLabel), "modifiers after it still apply")
        XCTAssertTrue(s.screen.body.unverified.contains(.font))
        XCTAssertTrue(unevaluated(s).contains { $0.hasPrefix("modifier '.emojiText.size' is a package's") }, "\(unevaluated(s))")
    }

    // MARK: Colours

    func testPlatformColoursAndUnknownColoursAreColors() throws {
        let s = try evaluate("""
            import SwiftUI
            struct TabClose: View {
                var body: some View {
                    HStack {
                        Color(nsColor: .secondaryLabelColor)
                        Color(uiColor: .systemBackground)
                        Color(nsColor: Workspace.shared.isActive ? .controlAccentColor : .systemGray).opacity(0.5)
                        Color("Missing")
                        Color.tokenNotDeclared
                        Text("Tab")
                    }
                }
            }
            #Preview { TabClose() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        let colors = s.screen.body.kind.children.compactMap { n -> (ColorValue, Bool)? in
            if case .color(let c) = n.kind { return (c, n.unverified.contains(.color)) } else { return nil }
        }
        XCTAssertEqual(colors.map(\.0), [.system(.secondaryLabel), .system(.systemBackground), .system(.clear), .system(.clear), .system(.clear)])
        XCTAssertEqual(colors.map(\.1), [false, false, true, true, true])
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Tab\")"])
    }

    func testAssetSymbolsAreNamedAsXcodeNamesThem() {
        XCTAssertEqual(AssetSymbols.symbol("ohf-inline"), "ohfInline")
        XCTAssertEqual(AssetSymbols.symbol("App Icon"), "appIcon")
        XCTAssertEqual(AssetSymbols.symbol("brand.primary_dark"), "brandPrimaryDark")
        XCTAssertEqual(AssetSymbols.symbol("1st place"), "_1stPlace")
        XCTAssertTrue(AssetSymbols.names("accent", asset: "AccentColor", suffix: "Color"))
        XCTAssertTrue(AssetSymbols.names("accentColor", asset: "AccentColor", suffix: "Color"))
        XCTAssertTrue(AssetSymbols.names("haPrimary", asset: "HAPrimary", suffix: "Color"))
        XCTAssertFalse(AssetSymbols.names("accent", asset: "AccentColor", suffix: "Image"))
        XCTAssertTrue(AssetSymbols.names("color", asset: "Color", suffix: "Color"), "a suffix alone is the name, not dropped")
    }

    // MARK: SwiftUI views the model has no kind of

    func testSystemViewsAreDrawnAsIOSDrawsThem() throws {
        let s = try evaluate("""
            import SwiftUI
            import PhotosUI
            struct Library: View {
                @State private var expanded = true
                @State private var item: PhotosPickerItem?
                var body: some View {
                    VStack {
                        EditButton()
                        ShareLink(item: URL(string: "https://example.com")!)
                        ShareLink("Send", item: "text")
                        PhotosPicker(selection: $item, matching: .images) { Text("Choose") }
                        DisclosureGroup("Closed") { Text("Hidden") }
                        DisclosureGroup(isExpanded: $expanded) { Text("Shown") } label: { Text("Open") }
                        ControlGroup { Button("A") {}; Button("B") {} }
                        UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 4)
                        Canvas { context, size in }
                        TimelineView(.periodic(from: Date(), by: 1)) { context in Text(context.date, style: .date) }
                        ColorPicker("Tint", selection: .constant(Color.red))
                    }
                }
            }
            #Preview { Library() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"Edit\")", "key(\"Choose\")", "key(\"Closed\")", "key(\"Open\")",
                                                  "key(\"Shown\")", "key(\"A\")", "key(\"B\")", "formatted(LayoutModel.FormattedValue.date(year: 2026, month: 3, day: 3, style: LayoutModel.DateStyle.long))",
                                                  "key(\"Tint\")"])
        let labels = s.screen.body.all.compactMap { n -> String? in if case .label(let l) = n.kind { return "\(l.title) \(l.symbol ?? "-")" } else { return nil } }
        XCTAssertEqual(labels, ["literal(\"Share\") square.and.arrow.up", "key(\"Send\") square.and.arrow.up"])
        let c = s.screen.body.kind.children
        guard case .shape(let uneven) = c[7].kind, uneven.cornerRadius == 4 else { return XCTFail(s.screen.body.outline) }
        XCTAssertTrue(c[8].unverified.contains(.color), "what a Canvas draws is not known")
        let well = try XCTUnwrap(c[10].kind.children.last)
        guard case .shape(let circle) = well.kind, circle.fill == .system(.systemRed), well.modifiers.frame?.width == 28 else { return XCTFail(s.screen.body.outline) }
        XCTAssertTrue(unevaluated(s).contains { $0.hasPrefix("what Canvas draws is not evaluated") }, "\(unevaluated(s))")
    }

    func testAnAppsOwnViewOfASwiftUIName() throws {
        let s = try evaluate("""
            import SwiftUI
            struct TimelineView: View {
                var body: some View { Text("Messages") }
            }
            #Preview { TimelineView() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Messages\")"])
    }

    func testMarkdownOfAStringIsItsTextAndAPackagesSpinnerIsOne() throws {
        let s = try evaluate("""
            import SwiftUI
            import MarkdownUI
            struct Message: View {
                let content: String
                var body: some View {
                    VStack {
                        Markdown(content).markdownTheme(.gitHub)
                        Markdown(Chat.shared.reply)
                        ActivityIndicatorView(isVisible: .constant(true), type: .rotatingDots(count: 5)).frame(width: 24, height: 24)
                        ActivityIndicatorView(isVisible: .constant(false), type: .default())
                    }
                }
            }
            #Preview { Message(content: "**Hello** there") }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"**Hello** there\")", "literal(\"xxxxxxxxxxxx\")"])
        let texts = s.screen.body.kind.children
        XCTAssertTrue(texts[0].unverified.contains(.size) && !texts[0].unverified.contains(.text))
        XCTAssertTrue(texts[1].unverified.contains(.text))
        XCTAssertEqual(texts.count, 3, "a hidden indicator draws nothing")
        XCTAssertEqual(symbols(s), ["progress.indicator"], "a package's activity indicator is a spinner")
    }

    func testAnUnknownKeptAsAnImageOrAColorIsOne() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Icon: View {
                let image: Image
                let tint: Color
                init(_ key: KeyPath<Icons, Image>) {
                    image = .compound[keyPath: key]
                    tint = Theme.current.tint
                }
                var body: some View {
                    HStack {
                        image.resizable().frame(width: 24, height: 24)
                        tint.frame(width: 8)
                        Text("Reply")
                    }
                }
            }
            #Preview { Icon(\\.reply) }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        let c = s.screen.body.kind.children
        guard case .image(.bitmap(24, 24)) = c[0].kind, case .color = c[1].kind else { return XCTFail(s.screen.body.outline) }
        XCTAssertTrue(c[0].unverified.contains(.size) && c[1].unverified.contains(.color))
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Reply\")"])
    }

    func testADynamicColourIsItsProvidersForTheVariant() throws {
        let source = """
            import SwiftUI
            extension Color {
                init(dynamicProvider: @escaping (UITraitCollection) -> Color) {
                    self = Self(UIColor { UIColor(dynamicProvider($0)) })
                }
                static let ink = Color(red: 0.07, green: 0.07, blue: 0.07)
                static let adaptiveBlack = Self { $0.userInterfaceStyle == .dark ? .white : .ink }
            }
            struct Title: View {
                var body: some View {
                    VStack {
                        Text("Daily").foregroundColor(.adaptiveBlack)
                        Color(uiColor: UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white })
                    }
                }
            }
            #Preview { Title() }
            """
        let light = try evaluate(source, ViewEnvironment(appearance: .light))
        let dark = try evaluate(source, ViewEnvironment(appearance: .dark))
        XCTAssertEqual(light.screen.body.kind.children[0].modifiers.foreground, .rgba(RGBA(r: 0.07, g: 0.07, b: 0.07)), light.screen.body.outline)
        XCTAssertEqual(dark.screen.body.kind.children[0].modifiers.foreground, .system(.white))
        guard case .color(.system(.white)) = light.screen.body.kind.children[1].kind,
              case .color(.system(.black)) = dark.screen.body.kind.children[1].kind else { return XCTFail(light.screen.body.outline) }
        XCTAssertEqual(unevaluated(light), [])
    }
}
