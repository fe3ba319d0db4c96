import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Views nested deeply without containing themselves, views that contain themselves only through
/// a condition the reader cannot know (`SelfContainingBranches`), and the overload a closure's
/// parameters choose (`OverloadChoice` rule 2a).
final class SelfContainingBranchesTests: XCTestCase {
    func testAQuoteThatShowsTheSameRowIsNotDrawnInsideItselfOnAnUnknownCondition() throws {
        // A post row shows its quoted post as a card holding a post row, behind a lookup the
        // reader cannot run: the card drew a row, which drew a card... until the nesting limit,
        // and the row's buttons became placeholders.
        let s = try evaluate("""
            import SwiftUI
            struct Post { var text: String; var quoteID: String? }
            struct PostCache { func post(_ id: String) -> Post? { storage.lookUp(id) } }
            struct PostRow: View {
                let post: Post
                let cache: PostCache
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(post.text)
                        if let id = post.quoteID, let quoted = cache.post(id) {
                            QuoteCard(post: quoted, cache: cache)
                        }
                        HStack { Button("Reply") {}; Button("Like") {} }
                    }
                }
            }
            struct QuoteCard: View {
                let post: Post
                let cache: PostCache
                var body: some View { PostRow(post: post, cache: cache).padding(8) }
            }
            #Preview { PostRow(post: Post(text: "Hello", quoteID: "q1"), cache: PostCache()) }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        XCTAssertEqual(s.screen.body.textsDrawn.filter { $0.contains("Reply") }.count, 1, s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, ["condition 'let id = post.quoteID, let quoted = cache.post(i...' is not known (unknown value 'storage'):"
                                       + " no branch is drawn (the one that makes the most views of those that do not draw 'PostRow' inside"
                                       + " itself again: the app's data ends that nesting)"])
    }

    func testAScreenNestedFortyLevelsDeepIsExpanded() throws {
        // Twenty views, each a body with a stack around the next: forty levels of bodies and
        // closures, past the old limit of 32, with no view inside itself.
        var source = "import SwiftUI\n"
        for i in 0..<20 {
            let inner = i == 19 ? "Text(\"Leaf\")" : "Level\(i + 1)()"
            source += "struct Level\(i): View { var body: some View { VStack { \(inner) } } }\n"
        }
        source += "#Preview { Level0() }\n"
        let s = try evaluate(source)
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.textNodes.count, 1)
    }

    func testAClosureTakingAnItemRunsTheOverloadWhoseContentTakesOne() throws {
        // Two modifiers of one name: one for a Bool binding, one for an optional item whose
        // content takes the item. The Bool one's modifier calls the item one with `{ _ in }`;
        // the first declared was run again and again until the nesting limit.
        let s = try evaluate("""
            import SwiftUI
            struct Sheet: Identifiable { let id = 1 }
            struct ItemCover<Item: Identifiable, C: View>: ViewModifier {
                @Binding var item: Item?
                let make: (Item) -> C
                func body(content: Content) -> some View { content.overlay { Text("Cover") } }
            }
            struct FlagCover<C: View>: ViewModifier {
                @Binding var shown: Bool
                let make: () -> C
                var asItem: Binding<Sheet?> { Binding(get: { shown ? Sheet() : nil }, set: { shown = $0 != nil }) }
                func body(content: Content) -> some View {
                    content.cover(asItem, content: { _ in make() })
                }
            }
            extension View {
                func cover<C: View>(_ shown: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
                    modifier(FlagCover(shown: shown, make: content))
                }
                func cover<Item: Identifiable, C: View>(_ item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> C) -> some View {
                    modifier(ItemCover(item: item, make: content))
                }
            }
            #Preview { Text("Page").cover(.constant(false)) { Text("Full") } }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        XCTAssertEqual(s.screen.body.textsDrawn.count, 2, s.screen.body.outline)
    }
}
