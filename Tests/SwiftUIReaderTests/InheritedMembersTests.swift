import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Members a type inherits (`Evaluate/InheritedMembers.swift`): protocol extensions, refined
/// protocols, default implementations, superclasses; `self` and `Self` are the concrete value and type.
final class InheritedMembersTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    func testAProtocolExtensionMethodRunsWithSelfBoundToTheConformingType() throws {
        let s = try evaluate("""
            import SwiftUI
            protocol Ingredient: Identifiable {
                var name: String { get }
                static var prefix: String { get }
            }
            extension Ingredient {
                var id: String { "\\(Self.prefix)/\\(name)" }
                func label(short: Bool) -> Text { Text(short ? name : "\\(Self.prefix): \\(name)") }
            }
            struct Meal {
                struct Glaze: Ingredient {
                    var name: String
                    static let prefix = "glaze"
                }
                struct Dough: Ingredient {
                    var name: String
                    static var prefix: String { "dough" }
                }
                var glaze: Glaze?
                var dough: Dough
            }
            struct MealView: View {
                var meal: Meal
                var body: some View {
                    VStack {
                        meal.dough.label(short: false).bold()
                        if let glaze = meal.glaze {
                            glaze.label(short: true)
                            Text(glaze.id)
                        }
                    }
                }
            }
            #Preview { MealView(meal: Meal(glaze: .init(name: "Sugar"), dough: .init(name: "Plain"))) }
            """)
        XCTAssertEqual(texts(s), [#"format(key: "%@: %@", arguments: ["dough", "Plain"])"#, #"literal("Sugar")"#, #"literal("glaze/Sugar")"#], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
    }

    func testAnExtensionOfSwiftUIsViewStaysAModifierOfTheDrawnView() throws {
        // `extension View` is SwiftUI's protocol extended: its methods modify the view a value
        // draws (bare `modifier(...)` inside applies to it), they are not run as the struct's own.
        let s = try evaluate("""
            import SwiftUI
            struct Framed: ViewModifier {
                func body(content: Content) -> some View { content.padding(8).border(.red) }
            }
            extension View {
                func framed() -> some View { modifier(Framed()) }
            }
            struct Badge: View {
                var body: some View { Text("New") }
            }
            #Preview { Badge().framed() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(texts(s), [#"key("New")"#])
        XCTAssertEqual(s.screen.body.all.first { $0.modifiers.padding != nil }?.modifiers.padding, EdgeInsets(all: 8))
    }

    func testARefinedProtocolsDefaultIsUsedUnlessTheTypeImplementsTheRequirement() throws {
        let s = try evaluate("""
            import SwiftUI
            protocol Named { var title: String { get } }
            protocol Badged: Named { var badge: String { get } }
            extension Named {
                var title: String { "Untitled" }
                static func make() -> String { "made" }
            }
            extension Badged {
                var badge: String { title.uppercased() }
                var caption: String { "\\(badge) (\\(Self.make()))" }
            }
            struct Plain: Badged {}
            struct Custom: Badged {
                var title: String { "Inbox" }
            }
            class Base { func greeting() -> String { "Hello" } }
            final class Child: Base { var name = "Ada" }
            struct Row: View {
                var body: some View {
                    VStack {
                        Text(Plain().caption)
                        Text(Custom().caption)
                        Text(Child().greeting() + " " + Child().name)
                    }
                }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(texts(s), [#"literal("UNTITLED (made)")"#, #"literal("INBOX (made)")"#, #"literal("Hello Ada")"#],
                       s.screen.body.outline)
    }

    func testASubclassInstanceHoldsItsSuperclassesStoredProperties() throws {
        // A search field's observable: the app subclasses a package's open base class that
        // declares the published text.
        let s = try evaluate("""
            import SwiftUI
            open class QueryObservable: ObservableObject {
                @Published public var query = ""
                public var hint = "Search movies"
            }
            final class MovieQuery: QueryObservable {
                var page = 1
            }
            struct SearchBar: View {
                @ObservedObject var model: MovieQuery
                var body: some View {
                    VStack {
                        Text(verbatim: model.query.isEmpty ? model.hint : model.query)
                        Text(verbatim: "Page \\(model.page)")
                    }
                }
            }
            #Preview { SearchBar(model: MovieQuery()) }
            """)
        XCTAssertEqual(texts(s), [#"literal("Search movies")"#, #"literal("Page 1")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
}
