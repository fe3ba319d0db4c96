import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `.listStyle` and `.listSectionSpacing` (issue 26): read as the environment values SwiftUI
/// makes them, so the list is drawn in its style (`ListMetrics.swift`) and nothing is left out.
final class ListStylesTests: XCTestCase {
    func testListStylesAreTheListsBelow() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    VStack {
                        List { Text("Plain") }.listStyle(.plain)
                        List { Text("Grouped") }.listStyle(GroupedListStyle())
                        List { Text("Old") }.listStyle(PlainListStyle())
                        List { Text("Default") }.listStyle(.automatic)
                        List { Text("Inner") }.listStyle(.insetGrouped)
                    }
                    .listStyle(.plain)
                }
            }
            #Preview { Inbox() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        let lists = s.screen.body.all.filter { if case .list = $0.kind { return true } else { return false } }
        XCTAssertEqual(lists.map(\.modifiers.listStyle), [.plain, .grouped, .plain, .insetGrouped, .insetGrouped])
        // The stack's style reaches the lists below that have none (the layout's environment).
        XCTAssertEqual(s.screen.body.modifiers.listStyle, .plain, s.screen.body.outline)
    }

    func testAStyleTheModelDoesNotDrawIsListed() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Inbox: View {
                var body: some View { List { Text("A") }.listStyle(.sidebar) }
            }
            #Preview { Inbox() }
            """)
        XCTAssertEqual(s.unevaluated.count, 1)
        XCTAssertTrue(s.unevaluated.first?.contains("drawn inset-grouped") == true, "\(s.unevaluated)")
    }

    func testListSectionSpacing() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    VStack {
                        List { Text("A") }.listSectionSpacing(12)
                        List { Text("B") }.listSectionSpacing(.custom(20))
                        List { Text("C") }.listSectionSpacing(.default)
                    }
                }
            }
            #Preview { Inbox() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        let lists = s.screen.body.all.filter { if case .list = $0.kind { return true } else { return false } }
        XCTAssertEqual(lists.map(\.modifiers.listSectionSpacing), [12, 20, nil])
        let compact = try evaluate("""
            import SwiftUI
            struct Inbox: View {
                var body: some View { List { Text("A") }.listSectionSpacing(.compact) }
            }
            #Preview { Inbox() }
            """)
        XCTAssertEqual(compact.unevaluated.count, 1, "the compact spacing's length is not published: listed")
    }
}
