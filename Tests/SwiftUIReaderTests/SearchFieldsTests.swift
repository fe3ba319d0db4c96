import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `.searchable` (issue 26): the navigation stack's search field, not left out.
final class SearchFieldsTests: XCTestCase {
    private func stack(_ s: PreviewScreen) -> NavigationValue? {
        for n in s.screen.body.all { if case .navigationStack(let v) = n.kind { return v } }
        return nil
    }

    func testSearchableIsTheStacksSearchField() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Contacts: View {
                @State var query = ""
                var body: some View {
                    NavigationStack {
                        List { Text("Ada") }
                            .navigationTitle("Contacts")
                            .searchable(text: $query, prompt: "Find people")
                    }
                }
            }
            #Preview { Contacts() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.warnings, [])
        XCTAssertEqual(stack(s)?.search, .key("Find people"))
        XCTAssertNil(stack(s)?.searchText)
        XCTAssertEqual(stack(s)?.searchUnverified, [])
    }

    func testOnTheStackItselfWithATypedQueryAndIOSsOwnPrompt() throws {
        let typed = try evaluate("""
            import SwiftUI
            struct Contacts: View {
                @State var query = "Gr"
                var body: some View {
                    NavigationStack { List { Text("Grace") } }
                        .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
                }
            }
            #Preview { Contacts() }
            """)
        XCTAssertEqual(typed.unevaluated, [])
        XCTAssertEqual(typed.warnings, [])
        XCTAssertEqual(stack(typed)?.search, .literal("Search"))
        XCTAssertEqual(stack(typed)?.searchText, .literal("Gr"))
    }

    func testAPromptTextIsItsString() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Songs: View {
                @State var query = ""
                var body: some View {
                    NavigationStack { Text("a").searchable(text: $query, prompt: Text("Artists, songs")) }
                }
            }
            #Preview { Songs() }
            """)
        XCTAssertEqual(stack(s)?.search, .key("Artists, songs"))
    }

    /// A query bound to a model the reader cannot make still draws the field: its prompt, unverified.
    func testAnUnknownBindingKeepsTheFieldWithItsPromptUnverified() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Inbox: View {
                @ObservedObject var store: MailStore
                var body: some View {
                    NavigationStack { Text("a").searchable(text: $store.query, prompt: "Search mail") }
                }
            }
            #Preview { Inbox(store: .live) }
            """)
        XCTAssertEqual(stack(s)?.search, .key("Search mail"))
        XCTAssertNil(stack(s)?.searchText)
        XCTAssertEqual(stack(s)?.searchUnverified, .text)
        XCTAssertTrue(s.unevaluated.contains { $0.contains("search text not evaluated") }, "\(s.unevaluated)")
        XCTAssertFalse(s.warnings.contains { $0.message.contains("'.searchable'") }, "\(s.warnings)")
    }

    func testAToolbarPlacementIsDrawnUnderTheTitleWithALocatedWarning() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Places: View {
                @State var query = ""
                var body: some View {
                    NavigationStack {
                        Text("a")
                            .searchable(text: $query, placement: .toolbar)
                    }
                }
            }
            #Preview { Places() }
            """)
        XCTAssertEqual(stack(s)?.search, .literal("Search"))
        let w = try XCTUnwrap(s.warnings.first { $0.message.contains("placement '.toolbar'") })
        XCTAssertEqual(w.place.line, 7)
    }

    /// iOS shows no search field without a navigation bar: nothing is drawn, nothing warned.
    func testWithoutAStackNothingIsDrawn() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Bare: View {
                @State var query = ""
                var body: some View { Text("a").searchable(text: $query) }
            }
            #Preview { Bare() }
            """)
        XCTAssertNil(stack(s))
        XCTAssertEqual(s.warnings, [])
        XCTAssertEqual(s.unevaluated, [])
    }
}
