import LayoutModel
import XCTest
@testable import SwiftUIReader

/// iOS 18's `Tab` and a `TabView`'s selection (`Tabs.swift`): an app's root tab view was one
/// unknown view per tab ("unknown view 'Tab': its content is drawn in its place") with no tab bar,
/// and a selected tab other than the first was never shown.
final class TabsTests: XCTestCase {
    private func tabView(_ s: PreviewScreen) throws -> TabViewValue {
        guard case .tabView(let t) = s.screen.body.kind else { throw XCTSkip("no tab view: \(s.screen.body.outline)") }
        return t
    }

    func testTabsOfIOS18AreBarItemsAndTheSelectedOneIsShown() throws {
        let s = try evaluate("""
            import SwiftUI
            enum Section: String, CaseIterable, Identifiable {
                case inbox, drafts, account
                var id: String { rawValue }
                var title: String { rawValue.capitalized }
                var icon: String {
                    switch self { case .inbox: "tray"; case .drafts: "doc"; case .account: "person.crop.circle" }
                }
            }
            struct Root: View {
                @State var current: Section = .drafts
                var body: some View {
                    TabView(selection: $current) {
                        ForEach(Section.allCases) { section in
                            Tab(value: section) {
                                Text("Page \\(section.title)")
                            } label: {
                                Label(section.title, systemImage: section.icon)
                            }
                        }
                    }
                }
            }
            #Preview { Root() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertFalse(s.warnings.contains { $0.message.contains("Tab") }, "\(s.warnings)")
        let t = try tabView(s)
        XCTAssertEqual(t.tabs.map(\.label), [.literal("Inbox"), .literal("Drafts"), .literal("Account")])
        XCTAssertEqual(t.tabs.map(\.symbol), ["tray", "doc", "person.crop.circle"])
        XCTAssertEqual(t.tabs.map(\.selected), [false, true, false])
        XCTAssertEqual(t.content?.textsDrawn, ["format(key: \"Page %@\", arguments: [\"Drafts\"])"])
    }

    func testTitledTabsInASectionAndTaggedTabItems() throws {
        let source = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Listen", systemImage: "play.circle") { Text("Now playing") }
                        TabSection("Library") {
                            Tab("Albums", systemImage: "square.stack") { Text("Albums page") }
                        }
                    }
                }
            }
            struct Old: View {
                @State private var tab = 2
                var body: some View {
                    TabView(selection: $tab) {
                        Text("One").tabItem { Label("One", systemImage: "1.circle") }.tag(1)
                        Text("Two").tabItem { Label("Two", systemImage: "2.circle") }.tag(2)
                    }
                }
            }
            #Preview("New") { Root() }
            #Preview("Old") { Old() }
            """
        let s = try evaluate(source, preview: "New")
        let t = try tabView(s)
        XCTAssertEqual(t.tabs.map(\.label), [.key("Listen"), .key("Albums")])
        XCTAssertEqual(t.tabs.map(\.selected), [true, false])
        XCTAssertEqual(t.content?.textsDrawn, ["key(\"Now playing\")"])

        let old = try tabView(try evaluate(source, preview: "Old"))
        XCTAssertEqual(old.tabs.map(\.symbol), ["1.circle", "2.circle"])
        XCTAssertEqual(old.tabs.map(\.selected), [false, true], "the tab tagged with the selection")
    }

    func testASelectionMatchingNoTabShowsTheFirstAndSaysSo() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Root: View {
                @State private var tab = "missing"
                var body: some View {
                    TabView(selection: $tab) {
                        Text("A").tabItem { Text("A") }.tag("a")
                        Text("B").tabItem { Text("B") }.tag("b")
                    }
                }
            }
            #Preview { Root() }
            """)
        XCTAssertEqual(try tabView(s).tabs.map(\.selected), [true, false])
        XCTAssertTrue(s.warnings.contains { $0.message.contains("TabView's selection matches no tab") }, "\(s.warnings)")
    }
}
