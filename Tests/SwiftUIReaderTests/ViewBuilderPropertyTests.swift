import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Views that hold their content in a stored property, in every way Swift lets them fill it: a
/// `@ViewBuilder var content: Content` (the memberwise init builds it), an `init` that stores
/// `content()` or the closure itself; modifier chains on it broken by a postfix `#if`.
final class ViewBuilderPropertyTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    private let shelf = """
        import SwiftUI
        struct Shelf<Content: View>: View {
            var title: String
            @ViewBuilder var content: Content
            var body: some View {
                VStack {
                    Text(title)
                    HStack {
                        content
                            #if !os(watchOS)
                            .frame(height: 130)
                            #endif
                            .padding(12)
                            .frame(width: 300, alignment: .leading)
                    }
                }
            }
        }
        struct Built<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { content.padding(4) }
        }
        struct Deferred<Content: View>: View {
            let content: () -> Content
            init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
            var body: some View { content().padding(4) }
        }
        """

    func testAViewBuilderStoredPropertyHoldsTheBuiltViewAndTakesModifiers() throws {
        let s = try evaluate(shelf + "\n" + """
            #Preview {
                VStack {
                    Shelf(title: "Seeds") {
                        Text("Sunflower")
                        Text("Millet")
                    }
                    Shelf(title: "Suet", content: { Text("Cake") })
                }
            }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(texts(s), [#"literal("Seeds")"#, #"key("Sunflower")"#, #"key("Millet")"#, #"literal("Suet")"#, #"key("Cake")"#])
        // The postfix `#if !os(watchOS)` is taken as iOS takes it: the 130 pt frame is applied,
        // then the padding and the 300 pt frame after it.
        let cake = try XCTUnwrap(s.screen.body.all.first { $0.textsDrawn == [#"key("Cake")"#] && $0.modifiers.frame?.width == 300 })
        XCTAssertEqual(cake.modifiers.padding, EdgeInsets(all: 12))
        XCTAssertTrue(cake.all.contains { $0.modifiers.frame?.height == 130 }, cake.outline)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
    }

    func testAnInitStoringTheBuiltContentOrTheClosureDrawsIt() throws {
        let s = try evaluate(shelf + "\n" + """
            #Preview {
                VStack {
                    Built { Text("Now") }
                    Deferred { Text("Later") }
                }
            }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(texts(s), [#"key("Now")"#, #"key("Later")"#])
    }
}
