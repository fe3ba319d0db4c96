import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Patterns that stopped evaluation most often in real apps' previews (issue 26), written the way
/// apps write them: each is evaluated as Swift means it, or is an honest unknown that keeps the rest.
final class RealAppPatternsTests: XCTestCase {
    private func texts(_ n: Node) -> [String] { n.textsDrawn }
    private func placeholders(_ n: Node) -> [String] { n.placeholderNames }

    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    func testAnOptionalChainOnNilIsNil() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Relationship { var following: Bool; var note: String? }
            struct ProfileHeader: View {
                var relationship: Relationship?
                var body: some View {
                    VStack {
                        if relationship?.following == true { Text("Following") } else { Text("Follow") }
                        Text(relationship?.note ?? "No note")
                        if let note = relationship?.note, !note.isEmpty { Text(note) }
                    }
                }
            }
            #Preview { ProfileHeader(relationship: nil) }
            """)
        XCTAssertEqual(texts(s.screen.body), ["key(\"Follow\")", "literal(\"No note\")"], s.screen.body.outline)
        XCTAssertEqual(unevaluated(s), [])
    }

    func testDesignTokensDeclaredOnSwiftUITypes() throws {
        let s = try evaluate("""
            import SwiftUI
            extension CGFloat {
                static let layoutPadding: CGFloat = 20
                static func grid(_ n: Int) -> CGFloat { CGFloat(n) * 4 }
            }
            extension Font {
                private static let title = 28.0
                static var scaledTitle: Font { .system(size: title, weight: .bold) }
            }
            extension Color {
                static let brand = Color(red: 0.1, green: 0.2, blue: 0.6)
                static func gray(_ white: Double) -> Self { Self(white: white) }
            }
            struct Banner: View {
                var body: some View {
                    Text("Welcome")
                        .font(.scaledTitle)
                        .foregroundColor(.brand)
                        .padding(.horizontal, .grid(2))
                        .background(.gray(0.9))
                        .padding(.layoutPadding)
                }
            }
            #Preview { Banner() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let text = try XCTUnwrap(s.screen.body.all.first { if case .text = $0.kind { return true } else { return false } })
        XCTAssertEqual(text.modifiers.font?.size, 28)
        XCTAssertEqual(text.modifiers.foreground, .rgba(RGBA(r: 0.1, g: 0.2, b: 0.6, a: 1)))
        let paddings = s.screen.body.all.compactMap(\.modifiers.padding)
        XCTAssertTrue(paddings.contains(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)), "\(paddings)")
        XCTAssertTrue(paddings.contains(EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)), "\(paddings)")
        XCTAssertTrue(s.screen.body.all.contains {
            if case .color(.rgba(RGBA(r: 0.9, g: 0.9, b: 0.9, a: 1)))? = $0.modifiers.background { return true } else { return false }
        }, s.screen.body.outline)
    }

    /// IceCubes' design system declares `private static let subheadline = 15.0` in `extension Font`
    /// (a size its own fonts scale): `.font(.subheadline)` elsewhere is still SwiftUI's text style.
    func testSwiftUIsOwnMembersWinOverAppStaticsOfTheirName() throws {
        let s = try evaluate("""
            import SwiftUI
            extension Font {
                private static let subheadline = 15.0
                static var scaledBody: Font { .system(size: subheadline) }
            }
            extension Color {
                static let red = 0.5
            }
            struct Header: View {
                var body: some View {
                    VStack {
                        Text("Title").font(.subheadline).foregroundStyle(.red)
                        Text("Body").font(.scaledBody)
                    }
                }
            }
            #Preview { Header() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let texts = s.screen.body.all.filter { if case .text = $0.kind { return true } else { return false } }
        XCTAssertEqual(texts.first?.modifiers.font?.style, .subheadline, s.screen.body.outline)
        XCTAssertEqual(texts.first?.modifiers.foreground, .system(.systemRed))
        XCTAssertEqual(texts.last?.modifiers.font?.size, 15)
    }

    /// A `PreviewProvider`'s `previews` is evaluated inside the provider: its static helpers by their
    /// bare names, and the constants it declares before its views.
    func testAPreviewProvidersOwnStaticsAndConstants() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Badge: View {
                let title: String
                var body: some View { Label { Text(title) } icon: { Image(systemName: "star") } }
            }
            struct Badge_Previews: PreviewProvider {
                static let sample = "Sample"
                static func caption(_ n: Int) -> String { "Item \\(n)" }
                static var previews: some View {
                    let count = 3
                    let missing = Unavailable.thing
                    VStack {
                        Badge(title: sample)
                        Badge(title: caption(count))
                        Badge(title: missing)
                    }
                }
            }
            """)
        let texts = s.screen.body.textsDrawn
        XCTAssertEqual(texts.count, 3, s.screen.body.outline)
        XCTAssertEqual(Array(texts.prefix(2)), ["literal(\"Sample\")", "literal(\"Item 3\")"], s.screen.body.outline)
        // The constant that cannot be made is an unknown where it is shown, not a lost screen.
        XCTAssertFalse(s.screen.body.all.contains { if case .placeholder = $0.kind { return true } else { return false } }, s.screen.body.outline)
        XCTAssertTrue((s.screen.coverage?.unevaluated ?? []).contains { $0.message.contains("Unavailable") },
                      "\(s.screen.coverage?.unevaluated.map(\.message) ?? [])")
    }

    /// ElementX's icons: `image = .compound[keyPath: icon]` on a package's icon set. A key path
    /// subscript reads the members it names; one the reader does not have is an unknown image,
    /// drawn as an image of its frame, not a placeholder.
    func testKeyPathSubscriptsAndSubscriptsOfUnknownTypes() throws {
        let s = try evaluate("""
            import SwiftUI
            extension Image { static let brand = BrandIcons() }
            struct Icon: View {
                private var image: Image
                init(_ icon: KeyPath<BrandIcons, Image>) { image = .brand[keyPath: icon] }
                var body: some View { image.resizable().frame(width: 24, height: 24) }
            }
            struct Row { let title = "Settings" }
            #Preview { HStack { Icon(\\.gear); Text(Row()[keyPath: \\.title]) } }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"Settings\")"], s.screen.body.outline)
        let image = try XCTUnwrap(s.screen.body.all.first { if case .image = $0.kind { return true } else { return false } })
        XCTAssertTrue(image.unverified.contains(.label))
    }

    /// `#Preview { Icons.register(); return NavigationView { ... } }`: a preview body with a `return`
    /// is a function body; a call made for its effect that the reader cannot run is skipped, said.
    func testAPreviewBodyWithAReturnAndACallTheReaderCannotRun() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                MaterialIcons.register()
                let title = "Assist"
                return NavigationView { Text(title) }
            }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"Assist\")"], s.screen.body.outline)
        XCTAssertTrue((s.screen.coverage?.unevaluated ?? []).contains { $0.message.contains("MaterialIcons") && $0.message.contains("skipped") },
                      "\(s.screen.coverage?.unevaluated.map(\.message) ?? [])")
    }

    /// An optional view that is nil (`Optional<Text>` is a `View`), then modified (IceCubes'
    /// `accountBadgeView.fixedSize()` with `var accountBadgeView: Text?`), draws nothing: not a placeholder.
    func testModifiersOnANilOptionalView() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Header: View {
                let verified = false
                var badge: Text? {
                    if verified { return Text("Verified") }
                    return nil
                }
                var body: some View { HStack { Text("Ada"); badge.fixedSize(horizontal: false, vertical: true).font(.footnote) } }
            }
            #Preview { Header() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Ada\")"])
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
    }

    func testEnvironmentModelsAndKeysTheAppDeclares() throws {
        let source = """
            import SwiftUI
            @Observable final class Theme {
                static let shared = Theme()
                var tint = Color.orange
                var inboxTitle = "Inbox"
            }
            final class MailStore: ObservableObject {
                @Published var unread = 3
            }
            struct DensityKey: EnvironmentKey { static let defaultValue = "Compact" }
            extension EnvironmentValues {
                var density: String {
                    get { self[DensityKey.self] }
                    set { self[DensityKey.self] = newValue }
                }
                @Entry var isSupporter: Bool = true
            }
            struct InboxHeader: View {
                @Environment(Theme.self) private var theme
                @EnvironmentObject var store: MailStore
                @Environment(\\.density) private var density
                @Environment(\\.isSupporter) private var isSupporter
                @Environment(\\.redactionReasons) private var reasons
                var body: some View {
                    VStack {
                        Text(theme.inboxTitle).foregroundStyle(theme.tint)
                        Text("\\(store.unread) unread")
                        Text(density)
                        if isSupporter && reasons.isEmpty { Text("Supporter") }
                    }
                }
            }
            #Preview { InboxHeader() }
            #Preview("Roomy") { InboxHeader().environment(\\.density, "Roomy") }
            """
        let s = try evaluate(source)
        XCTAssertEqual(texts(s.screen.body), ["literal(\"Inbox\")", "format(key: \"%lld unread\", arguments: [\"3\"])",
                                              "literal(\"Compact\")", "key(\"Supporter\")"], s.screen.body.outline)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertTrue(s.warnings.contains { $0.message == "the preview puts in no Theme for 'theme': Theme.shared is used" }, "\(s.warnings)")
        XCTAssertTrue(s.warnings.contains { $0.message == "the preview puts in no MailStore for 'store': a new MailStore with its initial values is used" })
        let roomy = try evaluate(source, preview: "Roomy")
        XCTAssertTrue(texts(roomy.screen.body).contains("literal(\"Roomy\")"), roomy.screen.body.outline)
    }

    func testIOS13SpellingsAndStyleTypes() throws {
        let s = try evaluate("""
            import SwiftUI
            struct MoviesList: View {
                @State private var query = ""
                var body: some View {
                    NavigationView {
                        List {
                            TextField("Search", text: $query)
                                .disableAutocorrection(true)
                                .autocapitalization(.none)
                            ForEach(["Alien", "Heat"], id: \\.self) { title in
                                Button(title) { }.buttonStyle(PlainButtonStyle())
                            }
                            .onDelete { _ in }
                            Text("2 movies").textSelection(.enabled)
                        }
                        .navigationBarTitle("Movies", displayMode: .inline)
                        .navigationBarItems(trailing: Button("Edit") { })
                    }
                    .navigationViewStyle(StackNavigationViewStyle())
                }
            }
            #Preview { MoviesList() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(placeholders(s.screen.body), [])
        guard case .navigationStack(let nav) = s.screen.body.all.first(where: { if case .navigationStack = $0.kind { return true } else { return false } })?.kind else {
            return XCTFail(s.screen.body.outline)
        }
        XCTAssertEqual(nav.title, .key("Movies"))
        XCTAssertEqual(nav.titleDisplayMode, .inline)
        XCTAssertEqual(nav.trailing.count, 1)
        let buttons = s.screen.body.all.filter { if case .button = $0.kind { return true } else { return false } }
        XCTAssertEqual(buttons.filter { $0.modifiers.style == .plain }.count, 2)
    }

    func testGeometryReaderContentIsEvaluatedWithTheSizeItGets() throws {
        let s = try evaluate("""
            import SwiftUI
            struct ProgressBar: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Storage")
                        GeometryReader { proxy in
                            ZStack(alignment: .leading) {
                                Capsule().fill(Color.gray)
                                Capsule().fill(Color.blue).frame(width: proxy.size.width * 0.4)
                            }
                        }
                        .frame(height: 8)
                        ScrollViewReader { proxy in
                            ScrollView { Text("Details") }
                        }
                    }
                }
            }
            #Preview { ProgressBar() }
            """)
        XCTAssertEqual(placeholders(s.screen.body), [], s.screen.body.outline)
        XCTAssertEqual(texts(s.screen.body), ["key(\"Storage\")", "key(\"Details\")"])
        XCTAssertEqual(s.screen.body.all.filter { if case .shape = $0.kind { return true } else { return false } }.count, 2)
        // The proxy is known: its content is evaluated again for the size the reader gets at layout.
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.coverage?.text, 1)
    }

    func testACustomButtonStyleDrawsItsMakeBody() throws {
        let s = try evaluate("""
            import SwiftUI
            struct PillButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(.horizontal, 16)
                        .padding(.vertical, 8)
                        .foregroundColor(.white)
                        .background(Capsule().fill(Color.blue))
                        .opacity(configuration.isPressed ? 0.5 : 1)
                }
            }
            extension ButtonStyle where Self == PillButtonStyle {
                static var pill: PillButtonStyle { PillButtonStyle() }
            }
            #Preview {
                VStack {
                    Button("Save") { }.buttonStyle(PillButtonStyle())
                    Button("Share") { }.buttonStyle(.pill)
                }
            }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let buttons = s.screen.body.all.filter { if case .button = $0.kind { return true } else { return false } }
        XCTAssertEqual(buttons.count, 2, s.screen.body.outline)
        for b in buttons {
            guard case .button(let label) = b.kind else { continue }
            let insets = label.all.compactMap(\.modifiers.padding)
            XCTAssertEqual(insets.map(\.leading).reduce(0, +), 16, label.outline)
            XCTAssertEqual(insets.map(\.top).reduce(0, +), 8, label.outline)
            XCTAssertEqual(label.all.compactMap(\.modifiers.foreground).first, .system(.white))
            XCTAssertEqual(b.modifiers.style, .plain)
        }
    }

    func testStateSetWhenTheViewAppearsIsDrawn() throws {
        let s = try evaluate("""
            import SwiftUI
            struct OnboardingView: View {
                @State private var step = 0
                @State private var showsTips = false
                @State private var loaded: [String] = []
                let pages = ["Welcome", "Sync", "Done"]
                var body: some View {
                    VStack {
                        Text(pages[step])
                        if showsTips { Text("Tip: swipe to continue") }
                        ForEach(loaded, id: \\.self) { Text($0) }
                    }
                    .onAppear {
                        step = 1
                        self.showsTips = true
                    }
                    .task { loaded = await Feed.load() }
                }
            }
            #Preview { OnboardingView() }
            """)
        XCTAssertEqual(texts(s.screen.body), ["literal(\"Sync\")", "key(\"Tip: swipe to continue\")"], s.screen.body.outline)
        XCTAssertEqual(unevaluated(s), [], "a value not evaluated keeps the initial state, with a warning")
    }

    func testGeneratedStringsNestedInTypesOfTheSameName() throws {
        let s = try evaluate("""
            import SwiftUI
            enum L10n {
                enum Detail { enum Button { static let read = L10n.tr("Localizable", "detail.button.read", fallback: "Read") } }
                enum Settings { enum Button { static let reset = L10n.tr("Localizable", "settings.button.reset", fallback: "Reset") } }
                static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String { value }
            }
            #Preview {
                VStack {
                    Button(L10n.Detail.Button.read) { }
                    Button(L10n.Settings.Button.reset) { }
                }
            }
            """)
        XCTAssertEqual(texts(s.screen.body), ["key(\"detail.button.read\")", "key(\"settings.button.reset\")"], s.screen.body.outline)
        XCTAssertEqual(unevaluated(s), [])
    }

    func testCandidateBranchesDoNotCountTowardsTheViewsLimit() throws {
        // Eleven branches on an unknown rating, each measured to pick the one with the most views,
        // in a list of rows: only the branches drawn count towards the limit of views a preview makes.
        var branches = ""
        for i in 0...10 { branches += (i == 0 ? "" : " else ") + "if rating == \(Double(i) / 2) { ForEach(0..<\(max(i, 1) * 10)) { _ in Image(systemName: \"star\") } }" }
        let s = try evaluate("""
            import SwiftUI
            struct RatingView: View {
                let rating: Float
                var body: some View { HStack { \(branches) } }
            }
            #Preview { List { ForEach(0..<30) { _ in RatingView(rating: Store.rating) } } }
            """)
        XCTAssertEqual(placeholders(s.screen.body), [], "the preview is drawn, not stopped")
        XCTAssertEqual(s.screen.body.all.filter { if case .image = $0.kind { return true } else { return false } }.count, 30 * 100)
    }

    func testImagesKnownOnlyAtRunTimeKeepTheirRow() throws {
        let s = try evaluate("""
            import SwiftUI
            struct AvatarRow: View {
                let avatar: UIImage
                var body: some View {
                    HStack {
                        Image(uiImage: avatar).resizable().frame(width: 40, height: 40)
                        Image(systemName: Account.current.badge)
                        Text("Ada")
                    }
                }
            }
            struct DismissItem: ToolbarContent {
                var body: some ToolbarContent { ToolbarItem(placement: .cancellationAction) { Button("Close") { } } }
            }
            #Preview { NavigationStack { AvatarRow(avatar: UIImage()).toolbar { DismissItem() } } }
            """)
        XCTAssertEqual(placeholders(s.screen.body), [], s.screen.body.outline)
        let images = s.screen.body.all.filter { if case .image = $0.kind { return true } else { return false } }
        XCTAssertEqual(images.count, 2)
        XCTAssertTrue(images.allSatisfy { $0.unverified.isSuperset(of: [.size, .label]) })
        XCTAssertEqual(images[0].modifiers.frame?.width, 40)
        XCTAssertTrue(texts(s.screen.body).contains("key(\"Ada\")"))
        guard case .navigationStack(let nav)? = s.screen.body.all.first(where: { if case .navigationStack = $0.kind { return true } else { return false } })?.kind else {
            return XCTFail(s.screen.body.outline)
        }
        XCTAssertEqual(nav.leading.count + nav.trailing.count, 1, "a ToolbarContent's body is drawn like a view's")
    }

    /// `.environment(Router())` with a package's type the reader has no source of: it only puts the
    /// object in the environment, so the view it is written on is drawn as it is (it was "modifier
    /// '.environment' left out" and the whole preview's font and size unverified); a view that reads
    /// the object says so where it reads it.
    func testAnUnknownEnvironmentObjectIsUnknownOnlyWhereItIsRead() throws {
        let s = try evaluate("""
            import SwiftUI
            import Navigation
            struct Feed: View {
                var body: some View { VStack { Text("Posts"); Text("Trending") } }
            }
            #Preview { Feed().environment(Router(initialTab: .feed)) }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertTrue(s.screen.body.all.allSatisfy { $0.unverified.isEmpty }, s.screen.body.outline)

        let reading = try evaluate("""
            import SwiftUI
            import Navigation
            struct Feed: View {
                @Environment(Router.self) private var router
                var body: some View { VStack { Text("Posts"); Text(router.title) } }
            }
            #Preview { Feed().environment(Router(initialTab: .feed)) }
            """)
        XCTAssertEqual(unevaluated(reading).count, 1, "\(unevaluated(reading))")
        XCTAssertEqual(reading.screen.body.textNodes.filter { $0.unverified.contains(.text) }.count, 1)
        XCTAssertFalse(reading.screen.body.textNodes[0].unverified.contains(.size))
    }
}
