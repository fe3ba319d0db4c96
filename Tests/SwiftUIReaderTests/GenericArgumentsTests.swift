import LayoutModel
import XCTest
@testable import SwiftUIReader

/// A generic view's `Content` as the call that made it decides it (`GenericArguments.swift`):
/// design systems draw a divider and their content only when `Content.self != EmptyView.self`.
final class GenericArgumentsTests: XCTestCase {
    func testContentIsEmptyViewWhenTheCallGivesNoViews() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Header<Content: View>: View {
                private let heading: String
                private let content: Content
                init(heading: String, @ViewBuilder content: () -> Content) {
                    self.heading = heading
                    self.content = content()
                }
                var body: some View {
                    VStack {
                        Text(verbatim: heading)
                        if Content.self != EmptyView.self { Divider(); content }
                    }
                }
            }
            extension Header where Content == EmptyView {
                init(heading: String) { self.init(heading: heading) { EmptyView() } }
            }
            struct Card<Content: View>: View {
                let content: Content
                var body: some View { VStack { if Content.self == EmptyView.self { Text(verbatim: "empty card") } else { content } } }
            }
            struct Settings: View {
                var body: some View {
                    VStack {
                        Header(heading: "General")
                        Header(heading: "Other") { Text(verbatim: "Body").bold() }
                        Card { }
                        Card { Text(verbatim: "Filled") }
                    }
                }
            }
            #Preview { Settings() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"General\")", "literal(\"Other\")", "literal(\"Body\")",
                                                  "literal(\"empty card\")", "literal(\"Filled\")"], s.screen.body.outline)
        let dividers = s.screen.body.all.filter { if case .divider = $0.kind { return true } else { return false } }
        XCTAssertEqual(dividers.count, 1, s.screen.body.outline)
    }

    /// Content made by a function (whose result may be `EmptyView`) is not decided: the condition
    /// stays unknown, reported, as before.
    func testContentFromAFunctionStaysUnknown() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Header<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { VStack { if Content.self != EmptyView.self { Divider() }; content } }
            }
            func emptyRow() -> some View { EmptyView() }
            #Preview { Header { emptyRow() } }
            """)
        XCTAssertEqual(s.unevaluated.count, 1, "\(s.unevaluated)")
        XCTAssertTrue(s.unevaluated.first?.contains("Content.self != EmptyView.self") == true, "\(s.unevaluated)")
    }

    func testAnAliasBindsTheGenericParametersOfItsImplicitMembers() throws {
        // A board game's mocks: a generic triple reached through aliases with arguments, its
        // elements written as implicit members (`.init(...)`, `.sample`) of the bound type; two
        // aliases of the same generic type each declare their own `sample`.
        let s = try evaluate("""
            import SwiftUI
            struct Trio<Element> {
                var items: [Element]
                init(_ a: Element, _ b: Element, _ c: Element) { items = [a, b, c] }
                var first: Element { items[0] }
            }
            struct Tile {
                var letter: String
                static let sample = Self(letter: "Q")
            }
            struct Sticker {
                var glyph: String
                static let sample = Self(glyph: "Star")
            }
            typealias Board = Trio<Trio<Tile>>
            typealias StickerRow = Trio<Sticker>
            extension Board {
                static let sample = Self(
                    .init(.sample, .init(letter: "B"), .sample),
                    .init(.sample, .sample, .sample),
                    .init(.sample, .sample, .sample)
                )
            }
            extension StickerRow {
                static let sample = Self(.sample, .init(glyph: "Moon"), .sample)
            }
            struct BoardView: View {
                let board: Board
                let stickers: StickerRow = .sample
                var body: some View {
                    VStack {
                        Text(verbatim: board.first.first.letter)
                        Text(verbatim: board.first.items[1].letter)
                        Text(verbatim: stickers.items[1].glyph)
                        Text(verbatim: stickers.first.glyph)
                    }
                }
            }
            #Preview { BoardView(board: .sample) }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, ["Q", "B", "Moon", "Star"].map { "literal(\"\($0)\")" }, s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
}
