import LayoutModel
import XCTest
@testable import SwiftUIReader

/// What real apps write around SwiftUI's API, in the shape their code has it (issue 26).
final class AppPatternsTests: XCTestCase {
    /// SwiftGen's committed `Strings.swift`: accessors call `tr(table, key, args...)`, which reads
    /// the bundle at run time. Each accessor is its catalog key, looked up where it is shown.
    func testSwiftGenAccessorsAreCatalogKeys() throws {
        let s = try evaluate("""
            import SwiftUI
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            internal enum L10n {
              /// Add avatar
              internal static var a11yAddAvatar: String { return L10n.tr("Localizable", "a11y_add_avatar") }
              /// %d members
              internal static func roomMembers(_ p1: Int) -> String {
                return L10n.tr("Localizable", "room_members", p1)
              }
              internal enum Settings {
                /// Settings
                internal static var title: String { return L10n.tr("Localizable", "settings.title") }
              }
            }
            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                let format = BundleToken.bundle.localizedString(forKey: key, value: nil, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            struct RoomHeader: View {
                var count: Int
                var body: some View {
                    VStack {
                        Text(L10n.a11yAddAvatar)
                        Text(L10n.roomMembers(count))
                        Button(L10n.Settings.title) {}
                    }
                }
            }
            #Preview { RoomHeader(count: 3) }
            """)
        XCTAssertEqual(s.warnings, [])
        let texts = s.screen.body.all.compactMap { n -> TextValue? in if case .text(let t) = n.kind { return t } else { return nil } }
        XCTAssertEqual(texts, [.key("a11y_add_avatar"), .format(key: "room_members", arguments: ["3"]), .key("settings.title")])
    }

    /// A `ViewModifier` struct applied with `.modifier(...)`, and `View` extensions used as modifiers:
    /// one wrapping the struct, a conditional one with a trailing closure, one with a bare modifier.
    func testViewModifierStructsAndViewExtensions() throws {
        let s = try evaluate("""
            import SwiftUI
            struct CardModifier: ViewModifier {
                var inset: CGFloat = 12
                func body(content: Content) -> some View {
                    content
                        .padding(inset)
                        .background(Color.blue)
                }
            }
            extension View {
                func card() -> some View { modifier(CardModifier()) }
                @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
                func showIf(_ show: Bool) -> some View { opacity(show ? 1 : 0) }
                func titleStyle() -> some View { return ModifiedContent(content: self, modifier: CardModifier(inset: 2)) }
                func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View { clipShape(RoundedCorner(radius: radius, corners: corners)) }
                // An app's overload of a SwiftUI modifier calling SwiftUI's (not itself again).
                func opacity(visible: Bool) -> some View { opacity(visible ? 1 : 0) }
            }
            #Preview {
                VStack {
                    Text(verbatim: "A").card()
                    Text(verbatim: "B").if(true) { $0.padding(4) }
                    Text(verbatim: "C").showIf(false)
                    Text(verbatim: "D").cornerRadius(8)
                    Text(verbatim: "E").titleStyle()
                    Text(verbatim: "F").opacity(visible: false)
                }
            }
            """)
        XCTAssertEqual(s.warnings, [])
        let c = s.screen.body.kind.children
        XCTAssertEqual(c.count, 6, s.screen.body.outline)
        guard c.count == 6 else { return }
        XCTAssertEqual(c[5].modifiers.opacity, 0)
        XCTAssertEqual(c[0].modifiers.padding, EdgeInsets(all: 12))
        XCTAssertNotNil(c[0].modifiers.background)
        XCTAssertEqual(c[1].modifiers.padding, EdgeInsets(all: 4))
        XCTAssertEqual(c[2].modifiers.opacity, 0)
        XCTAssertEqual(c[3].modifiers.cornerRadius, 8)
        XCTAssertEqual(c[4].modifiers.padding, EdgeInsets(all: 2))
    }

    /// SFSafeSymbols' spelling of SF Symbols.
    func testSFSafeSymbolsNames() throws {
        let s = try evaluate("""
            import SFSafeSymbols
            import SwiftUI
            #Preview {
                VStack {
                    Image(systemSymbol: .person2Fill)
                    Label("Settings", systemSymbol: .gearshape)
                    Image(systemSymbol: .chevronRight)
                }
            }
            """)
        XCTAssertEqual(s.warnings, [])
        let symbols = s.screen.body.all.compactMap { n -> String? in if case .image(.symbol(let x)) = n.kind { return x } else { return nil } }
        let labels = s.screen.body.all.compactMap { n -> String? in if case .label(let l) = n.kind { return l.symbol } else { return nil } }
        XCTAssertEqual(symbols + labels, ["person.2.fill", "chevron.right", "gearshape"])
        XCTAssertEqual(SFSymbolName.fromSafeSymbol("_1Circle"), "1.circle")
        XCTAssertEqual(SFSymbolName.fromSafeSymbol("arrowUpArrowDown"), "arrow.up.arrow.down")
    }
}

/// Stored statics (mocks, sample data) are evaluated once per run, not once per preview and variant.
final class SharedStaticsTests: XCTestCase {
    func testAMockIsEvaluatedOnceForEveryPreviewAndVariant() throws {
        let fixture = try SwiftFixture(["Rooms.swift": """
            import SwiftUI
            struct Room { var name: String; var unread: Int }
            enum MockData {
                static let rooms: [Room] = (0..<50).map { Room(name: "Room \\($0)", unread: $0 % 3) }
                static let endless: Int = { var i = 0; while true { i += 1 }; return i }()
            }
            struct RoomList: View {
                var rooms: [Room]
                var body: some View { VStack { ForEach(0..<2) { i in Text(verbatim: rooms[i].name) } } }
            }
            #Preview("Rooms") { RoomList(rooms: MockData.rooms) }
            #Preview("Endless") { Text(verbatim: "\\(MockData.endless)") }
            """])
        let project = try fixture.project(["Rooms.swift"])
        let large = project.screen(project.previews[0], in: ViewEnvironment())
        var big = ViewEnvironment()
        big.size = .accessibility3
        let huge = project.screen(project.previews[0], in: big)
        XCTAssertEqual(large.screen.body.outline, huge.screen.body.outline)
        XCTAssertEqual(large.warnings, [])
        guard case .value(let rooms, _, _)? = project.sharedStatic("MockData.rooms"), case .array(let list) = rooms else {
            return XCTFail("MockData.rooms is not shared")
        }
        XCTAssertEqual(list.count, 50)
        // The step limit is spent once: the second evaluation reuses the failure and its warning.
        let first = project.screen(project.previews[1], in: ViewEnvironment())
        // What cannot be evaluated is an unknown value (a loop the reader does not run), shared as
        // any value is; a limit reached is a shared failure.
        switch project.sharedStatic("MockData.endless") {
        case .failure?, .value(.unknown, _, _)?: break
        default: return XCTFail("the failure is not shared")
        }
        let second = project.screen(project.previews[1], in: big)
        XCTAssertEqual(first.warnings.map(\.message), second.warnings.map(\.message))
        XCTAssertFalse(first.warnings.isEmpty)
    }

    /// A shared model whose initialiser skipped a call: every screen that reads it lists the call as
    /// not evaluated, not only the first to make it, and not lost when a trial (a branch measured)
    /// made it first.
    func testWhatASharedModelCouldNotEvaluateIsListedWhereverItIsRead() throws {
        let fixture = try SwiftFixture(["Store.swift": """
            import SwiftUI
            import CloudSync
            final class Store: ObservableObject {
                static let shared = Store()
                @Published var items = ["Bells", "Fossils"]
                init() { Cloud.container().checkAccount() }
            }
            struct Collection: View {
                @ObservedObject var store = Store.shared
                var body: some View {
                    if Cloud.isSignedIn {
                        VStack { ForEach(store.items, id: \\.self) { Text(verbatim: $0) } }
                    } else {
                        Text("Sign in")
                    }
                }
            }
            struct Summary: View {
                var body: some View { Text(verbatim: "\\(Store.shared.items.count) items") }
            }
            #Preview("Collection") { Collection() }
            #Preview("Summary") { Summary() }
            """])
        let project = try fixture.project(["Store.swift"])
        for preview in project.previews {
            let s = project.screen(preview, in: ViewEnvironment())
            XCTAssertTrue(s.unevaluated.contains { $0.contains("the call is skipped") }, "\(preview.name): \(s.unevaluated)")
        }
        // A static with nothing unknown in it adds nothing.
        let clean = try evaluate("""
            import SwiftUI
            enum Sample { static let names = ["Ada", "Grace"] }
            #Preview { VStack { ForEach(Sample.names, id: \\.self) { Text(verbatim: $0) } } }
            """)
        XCTAssertEqual(clean.unevaluated, [])
    }
}
