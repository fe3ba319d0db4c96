import LayoutModel
import XCTest
@testable import SwiftUIReader

/// What stopped the reader most often on real apps' previews (issue 26, measured over 13 public
/// apps), each written here as a small preview of the same kind: evaluated as Swift means it now.
final class ReaderStopsTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    func testAvailabilityConditionsDrawTheNewestOS() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    VStack {
                        if #available(iOS 17.0, macOS 14, *) { Text("Animated") } else { Text("Static") }
                        if #unavailable(iOS 16) { Text("Legacy") } else { Text("Modern") }
                    }
                }
            }
            #Preview { Badge() }
            """)
        XCTAssertEqual(texts(s), ["key(\"Animated\")", "key(\"Modern\")"], s.screen.body.outline)
        XCTAssertEqual(unevaluated(s), [])
    }

    func testTextAndImageExtensionsApplyAsModifiers() throws {
        let s = try evaluate("""
            import SwiftUI
            extension Text {
                enum Style { case title, detail }
                func style(_ style: Style) -> Text {
                    switch style {
                    case .title: return self.font(.headline)
                    case .detail: return self.font(.caption).foregroundColor(.secondary)
                    }
                }
            }
            extension Image {
                func avatar(size: CGFloat = 40) -> some View {
                    self.resizable().frame(width: size, height: size)
                }
            }
            struct Row: View {
                var body: some View {
                    HStack {
                        Image(systemName: "person").avatar(size: 32)
                        Text("Ada").style(.title)
                    }
                }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let text = try XCTUnwrap(s.screen.body.all.first { if case .text = $0.kind { return true } else { return false } })
        XCTAssertEqual(text.modifiers.font, FontValue(style: .headline))
        XCTAssertTrue(s.screen.body.all.contains { $0.modifiers.frame?.width == 32 && $0.modifiers.frame?.height == 32 }, s.screen.body.outline)
    }

    func testAStoredClosureIsCalledAsAMethod() throws {
        let s = try evaluate("""
            import SwiftUI
            private struct ScaledFont: ViewModifier {
                let size: CGFloat
                let configure: (Font) -> Font
                func body(content: Content) -> some View {
                    content.font(self.configure(.system(size: self.size)))
                }
            }
            extension View {
                func scaledFont(size: CGFloat, configure: @escaping (Font) -> Font = { $0 }) -> some View {
                    self.modifier(ScaledFont(size: size, configure: configure))
                }
            }
            struct Title: View {
                var body: some View { Text("Daily").scaledFont(size: 24) { $0.bold() } }
            }
            #Preview { Title() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let text = try XCTUnwrap(s.screen.body.all.first { if case .text = $0.kind { return true } else { return false } })
        XCTAssertEqual(text.modifiers.font?.size, 24)
    }

    func testNumericFunctionsOfTheStandardLibrary() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Meter: View {
                let value: CGFloat = -12
                var body: some View {
                    Rectangle()
                        .frame(width: max(44, abs(value)), height: min(10.5, 30))
                        .padding(floor(8.7))
                }
            }
            #Preview { Meter() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let frame = try XCTUnwrap(s.screen.body.all.compactMap(\.modifiers.frame).first)
        XCTAssertEqual(frame.width, 44)
        XCTAssertEqual(frame.height, 10.5)
        XCTAssertEqual(s.screen.body.all.compactMap(\.modifiers.padding).first, EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    }

    func testATopLevelViewIsNotHiddenByANestedTypeOfItsName() throws {
        // SwiftGen's strings enum nests a type per screen; the file sorts (and is read) first.
        let fixture = try SwiftFixture([
            "A/Strings.swift": """
                enum L10n {
                    enum LoadingView { static let title = "Loading..." }
                }
                """,
            "B/LoadingView.swift": """
                import SwiftUI
                struct LoadingView: View {
                    private let title: String
                    init(title: String = L10n.LoadingView.title) { self.title = title }
                    var body: some View { ProgressView(title) }
                }
                """,
            "C/Screen.swift": """
                import SwiftUI
                #Preview { LoadingView() }
                """,
        ])
        let project = try SwiftUIProject(screenFiles: [fixture.path("C/Screen.swift")],
                                         sourceFiles: [fixture.path("A/Strings.swift"), fixture.path("B/LoadingView.swift")])
        let s = project.screen(try XCTUnwrap(project.previews.first), in: ViewEnvironment())
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        XCTAssertTrue(s.screen.body.outline.contains("LoadingView/ProgressView"), s.screen.body.outline)
    }

    func testHexColoursAndTokensUsedWithAMethodOrANegation() throws {
        let s = try evaluate("""
            import SwiftUI
            extension Color {
                static func hex(_ hex: UInt) -> Self {
                    Self(red: Double((hex & 0xff0000) >> 16) / 255, green: Double((hex & 0x00ff00) >> 8) / 255,
                         blue: Double(hex & 0x0000ff) / 255, opacity: 1)
                }
                static let ink = hex(0x336699)
            }
            extension CGFloat {
                static func grid(_ n: Int) -> CGFloat { CGFloat(n) * 4 }
            }
            struct Tag: View {
                var body: some View {
                    Text("Swift")
                        .foregroundColor(.ink)
                        .background(.ink.opacity(0.5))
                        .offset(x: -.grid(2))
                }
            }
            #Preview { Tag() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let text = try XCTUnwrap(s.screen.body.all.first { if case .text = $0.kind { return true } else { return false } })
        XCTAssertEqual(text.modifiers.foreground, .rgba(RGBA(r: 0x33 / 255.0, g: 0x66 / 255.0, b: 0x99 / 255.0, a: 1)))
        XCTAssertEqual(s.screen.body.all.compactMap(\.modifiers.offset).first?.leading, -8)
        XCTAssertTrue(s.screen.body.all.contains { $0.modifiers.background != nil }, s.screen.body.outline)
    }

    func testTheScreenIsTheVariantsDevice() throws {
        let source = """
            import SwiftUI
            struct Banner: View {
                let inset = CGSize(width: 40, height: 20)
                var body: some View {
                    Rectangle().frame(width: UIScreen.main.bounds.width / 2 - inset.width, height: inset.height)
                }
            }
            #Preview { Banner() }
            """
        let phone = try evaluate(source)
        XCTAssertEqual(unevaluated(phone), [])
        XCTAssertEqual(phone.screen.body.all.compactMap(\.modifiers.frame).first?.width, 393 / 2 - 40)
        XCTAssertEqual(phone.screen.body.all.compactMap(\.modifiers.frame).first?.height, 20)
        let big = try evaluate(source, ViewEnvironment(screen: Device.iphone15ProMax.size))
        XCTAssertEqual(big.screen.body.all.compactMap(\.modifiers.frame).first?.width, 430 / 2 - 40)
    }

    func testAPackagesWrapperViewDrawsItsContent() throws {
        // `WithViewStore` and `Store` come from a package the reader has no source of.
        let s = try evaluate("""
            import SwiftUI
            struct Profile: View {
                let store: StoreOf<ProfileFeature>
                var body: some View {
                    WithViewStore(store, observe: { $0 }) { viewStore in
                        VStack {
                            Text("Profile")
                            Text(viewStore.name)
                        }
                    }
                }
            }
            #Preview { Profile(store: Store(initialState: .init()) { ProfileFeature() }) }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Profile\")", "literal(\"xxxxxxxxxxxx\")"], s.screen.body.outline)
        // TCA's store views draw their content with the store (`StoreModels`); a state of a
        // feature the scanned files do not declare stays unknown, and says so.
        XCTAssertEqual(unevaluated(s), ["the state '.init(...)' of a store whose reducer is not in the scanned files: drawn as a stand-in text of 12 characters"])
    }

    func testNSLocalizedStringAndAnOptionalMappedOnNil() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Item { var note: String? }
            struct Detail: View {
                let item = Item(note: nil)
                var body: some View {
                    VStack {
                        Text(NSLocalizedString("Wishlist", comment: "a tab title"))
                        Text(item.note.map { "Note: " + $0 } ?? "No note")
                    }
                }
            }
            #Preview { Detail() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Wishlist\")", "literal(\"No note\")"], s.screen.body.outline)
    }

    func testAnAssignmentThatCannotBeMadeLeavesItsTargetUnknown() throws {
        // `s = s + s` past the 100,000-character limit: `s` is unknown from there on (it kept the
        // last string that fitted, 65,536 characters, and the text was drawn as if evaluated).
        for (op, count) in [("s = s + s", 20), ("s += s", 20), ("s = s + s", 10)] {
            let s = try evaluate("""
                import SwiftUI
                func big() -> String {
                    var s = "ab"
                    for _ in 0..<\(count) { \(op) }
                    return s
                }
                #Preview { Text(big()) }
                """)
            let drawn = s.screen.body.textsDrawn.joined()
            if count == 10 {
                XCTAssertEqual(unevaluated(s), [], op)
                XCTAssertTrue(drawn.contains(String(repeating: "ab", count: 1 << 10)), op)
            } else {
                XCTAssertFalse(drawn.contains(String(repeating: "ab", count: 1 << 15)), "\(op): \(drawn.count) characters drawn")
                XCTAssertTrue(unevaluated(s).contains { $0.contains("a string of more than 100000 characters") }, "\(op): \(unevaluated(s))")
            }
        }
    }

    func testNestedUnknownConditionsCostEachBranchOnce() throws {
        // Twenty levels of `if` on an unknown model: each candidate branch is evaluated once and the
        // chosen one kept, so this stays far under the step limit (evaluated twice per level, it
        // took 2^20 evaluations of the innermost text and stopped at the limit).
        let levels = 20
        var body = "Text(\"Innermost\")"
        for i in 0..<levels { body = "VStack { if model.flag\(i) { \(body) } else { Text(\"Level \(i)\") } }" }
        let s = try evaluate("""
            import SwiftUI
            struct Nested: View {
                let model: RemoteModel
                var body: some View { \(body) }
            }
            #Preview { Nested(model: RemoteModel.live) }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Innermost\")"], s.screen.body.outline)
        XCTAssertFalse(s.warnings.contains { $0.message.contains("steps") }, "\(s.warnings)")
        XCTAssertEqual(unevaluated(s).filter { $0.hasPrefix("condition") }.count, levels)
    }

    func testFontsScaledWithUIFontMetricsScaleWithDynamicType() throws {
        let s = try evaluate("""
            import SwiftUI
            extension Font {
                private static func userScaled(_ base: CGFloat) -> CGFloat { UIFontMetrics.default.scaledValue(for: base) }
                static var appBody: Font { .system(size: userScaled(15)) }
                static var appCaption: Font { .system(size: UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 11)) }
            }
            struct Post: View {
                var body: some View {
                    VStack { Text("Hello").font(.appBody); Text("2h").font(.appCaption) }
                }
            }
            #Preview { Post() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let fonts = s.screen.body.all.compactMap(\.modifiers.font)
        XCTAssertEqual(fonts.map(\.size), [15, 11])
        XCTAssertEqual(fonts.map(\.relativeTo), [.body, .caption])
    }

    func testEnumInitializersAndOptionalFocusState() throws {
        let s = try evaluate("""
            import SwiftUI
            enum Category: String, CaseIterable {
                case fish, bugs
                case seaCreatures = "Sea Creatures"
                init(itemCategory: String) {
                    if itemCategory.hasPrefix("Fish") { self = .fish } else { self = Category(rawValue: itemCategory) ?? .bugs }
                }
            }
            struct Item {
                let category: String
                var isCritter: Bool { Category(itemCategory: category) == .fish || Category(itemCategory: category) == .seaCreatures }
            }
            struct Row: View {
                enum Field { case title, note }
                @FocusState private var focused: Field?
                let item: Item
                var body: some View {
                    VStack {
                        if item.isCritter { Text("Critter") } else { Text("Thing") }
                        if focused == .title { Text("Editing") }
                    }
                }
            }
            #Preview { VStack { Row(item: Item(category: "Sea Creatures")); Row(item: Item(category: "Fish - North")); Row(item: Item(category: "Rugs")) } }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Critter\")", "key(\"Critter\")", "key(\"Thing\")"], s.screen.body.outline)
    }

    func testANavigationLinksDestinationIsNotDrawnAsItsLabel() throws {
        // Two screens that link to each other through a destination-only link (swiftui-navigation's
        // `NavigationLink(unwrapping:case:)`, here an app's own init of the same shape).
        let s = try evaluate("""
            import SwiftUI
            extension NavigationLink {
                init<Value, Wrapped>(unwrapping value: Binding<Value?>, @ViewBuilder destination: @escaping (Binding<Value>) -> Wrapped)
                    where Destination == Wrapped?, Label == Text {
                    self.init("", destination: nil, isActive: .constant(false))
                }
            }
            struct Detail: View {
                @State var comment: String? = nil
                var body: some View {
                    VStack {
                        Text("Detail")
                        NavigationLink(unwrapping: $comment) { _ in Comments() }
                    }
                }
            }
            struct Comments: View {
                @State var detail: String? = nil
                var body: some View {
                    VStack {
                        Text("Comments")
                        NavigationLink(unwrapping: $detail) { _ in Detail() }
                    }
                }
            }
            #Preview { NavigationStack { Detail() } }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Detail\")"], s.screen.body.outline)
    }

    func testClosuresWithAReturnAndViewBuilderClosuresCalledForTheirValue() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Cloud<Content: View>: View {
                let tags: [String]
                @ViewBuilder let content: (String) -> Content
                var body: some View {
                    VStack {
                        ForEach(tags, id: \\.self) { tag in self.content(tag) }
                        GeometryReader { proxy -> Color in
                            let height = proxy.size.height
                            DispatchQueue.main.async { print(height) }
                            return .clear
                        }
                    }
                }
            }
            #Preview {
                Cloud(tags: ["swift"]) { tag in
                    Image(systemName: "tag")
                    Text(verbatim: tag)
                }
            }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"swift\")"], s.screen.body.outline)
        XCTAssertTrue(s.screen.body.all.contains { if case .color = $0.kind { return true } else { return false } }, s.screen.body.outline)
    }

    func testATypeTheAppOnlyExtendsIsAPackagesView() throws {
        let s = try evaluate("""
            import SwiftUI
            import Kingfisher
            extension KFImage {
                func rounded() -> KFImage { self.cancelOnDisappear(true) }
            }
            struct Cover: View {
                let url: URL?
                var body: some View { KFImage(url).rounded().frame(width: 80, height: 120) }
            }
            #Preview { Cover(url: nil) }
            """)
        // An image loader: an image of its frame (`ReaderViewsTests`), its own extension's modifier left out.
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertFalse(unevaluated(s).contains { $0.contains("is not a view") }, "\(unevaluated(s))")
        XCTAssertTrue(s.screen.body.all.contains { $0.modifiers.frame?.width == 80 && $0.modifiers.frame?.height == 120 }, s.screen.body.outline)
    }

    func testAViewWhoseBodyAPackagesProtocolProvides() throws {
        let s = try evaluate("""
            import SwiftUI
            import SwiftUIFlux
            struct MoviesRow: ConnectedView {
                struct Props { let titles: [String] }
                let ids: [Int]
                func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props { Props(titles: []) }
                func body(props: Props) -> some View {
                    VStack {
                        Text("Popular")
                        ForEach(props.titles, id: \\.self) { title in Text(title) }
                    }
                }
            }
            #Preview { MoviesRow(ids: []) }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.textsDrawn.first, "key(\"Popular\")", s.screen.body.outline)
        XCTAssertTrue(unevaluated(s).contains { $0.contains("ConnectedView") && $0.contains("drawn with them unknown") }, "\(unevaluated(s))")
    }

    func testAnEnvironmentObjectThePreviewDoesNotPutInIsAnUnknownThatSaysSo() throws {
        let missing = try evaluate("""
            import SwiftUI
            import SwiftUIFlux
            struct ShelfRow: ConnectedView {
                struct Props { let count: Int }
                func map(state: LibraryState, dispatch: @escaping DispatchFunction) -> Props { Props(count: 0) }
                func body(props: Props) -> some View { Text("Books: \\(props.count)") }
            }
            struct ShelfHeader: View {
                @EnvironmentObject var store: Store<LibraryState>
                var body: some View { Text(store.state.title) }
            }
            #Preview { VStack { ShelfRow(); ShelfHeader() } }
            """)
        XCTAssertTrue(unevaluated(missing).contains { $0.contains("ShelfRow' is a ConnectedView whose store (an @EnvironmentObject) the preview does not put in") },
                      "\(unevaluated(missing))")
        XCTAssertTrue(unevaluated(missing).contains { $0.contains("the preview puts in no Store<LibraryState> for @EnvironmentObject 'store'") },
                      "\(unevaluated(missing))")
        // Put in, but made by a package the reader has no source of: that object's own unknown.
        let put = try evaluate("""
            import SwiftUI
            import SwiftUIFlux
            let previewStore = Store<LibraryState>(reducer: libraryReducer, state: LibraryState())
            struct ShelfHeader: View {
                @EnvironmentObject var store: Store<LibraryState>
                var body: some View { Text(store.state.title) }
            }
            #Preview { ShelfHeader().environmentObject(previewStore) }
            """)
        XCTAssertFalse(unevaluated(put).contains { $0.contains("puts in no") }, "\(unevaluated(put))")
        XCTAssertFalse(unevaluated(put).isEmpty)
    }

    func testTextEditorIsSwiftUIsOwn() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Compose: View {
                @State private var draft = "Dear team,"
                var body: some View { VStack { Text("Message"); TextEditor(text: $draft) } }
            }
            #Preview { Compose() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Message\")", "literal(\"Dear team,\")"], s.screen.body.outline)
        XCTAssertTrue(s.screen.body.all.contains { if case .scrollView = $0.kind { return true } else { return false } }, s.screen.body.outline)
    }

    func testAUIKitWrapperIsAPlaceholderThatSaysWhy() throws {
        let s = try evaluate("""
            import SwiftUI
            struct GifView: UIViewRepresentable {
                let data: Data?
                func makeUIView(context: Context) -> UIImageView { UIImageView() }
                func updateUIView(_ view: UIImageView, context: Context) {}
            }
            #Preview { VStack { Text("Avatar"); GifView(data: nil).frame(width: 40, height: 40) } }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, ["GifView"])
        XCTAssertTrue(unevaluated(s).contains { $0.hasPrefix("GifView is a UIViewRepresentable") }, "\(unevaluated(s))")
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Avatar\")"])
    }

    func testAUIKitWrapperNamedThroughAnAliasSaysWhyToo() throws {
        let s = try evaluate("""
            import SwiftUI
            #if os(iOS)
            private typealias PlatformController = UIViewControllerRepresentable
            #else
            private typealias PlatformController = NSViewControllerRepresentable
            #endif
            struct RouteMap: PlatformController {
                var zoom: Double = 1
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            #Preview { RouteMap(zoom: 2) }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, ["RouteMap"])
        XCTAssertTrue(unevaluated(s).contains { $0.hasPrefix("RouteMap is a UIViewControllerRepresentable") }, "\(unevaluated(s))")
    }
}
