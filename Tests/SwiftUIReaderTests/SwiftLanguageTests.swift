import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Swift the evaluator met in real apps and now evaluates as Swift means it (issue 26): `fallthrough`,
/// projected values read through `self`, Optional's `map`/`flatMap` and `extension Optional`,
/// synthesized and declared `==`, class identity.
final class SwiftLanguageTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    func testFallthroughRunsTheNextCasesStatements() throws {
        // A hover-effect helper: `.automatic` falls through to `default`; a case that falls
        // through twice reaches the third case's statements.
        let s = try evaluate("""
            import SwiftUI
            enum Emphasis { case loud, automatic, quiet, none }
            func caption(for e: Emphasis) -> String {
                var word: String
                switch e {
                case .loud:
                    word = "Loud"
                case .automatic:
                    fallthrough
                default:
                    word = "Plain"
                }
                return word
            }
            func steps(from e: Emphasis) -> String {
                var out = ""
                switch e {
                case .loud:
                    out += "L"
                    fallthrough
                case .automatic:
                    out += "A"
                    if out.count > 0 { fallthrough }
                case .quiet:
                    out += "Q"
                case .none:
                    out += "N"
                }
                return out
            }
            struct Badge: View {
                var body: some View {
                    VStack {
                        Text(caption(for: .automatic))
                        Text(caption(for: .loud))
                        Text(steps(from: .loud))
                        Text(steps(from: .quiet))
                    }
                }
            }
            #Preview { Badge() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Plain")"#, #"literal("Loud")"#, #"literal("LAQ")"#, #"literal("Q")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAProjectedValueReadThroughSelfIsTheWrappedValue() throws {
        // `self.$isPresented` (not a bare `$isPresented`) hands the sheet its binding.
        let s = try evaluate("""
            import SwiftUI
            struct Share: View {
                @State var isPresented = true
                @State private var picked: String? = "Dune"
                var body: some View {
                    Text("Main")
                        .sheet(isPresented: self.$isPresented) { Text("Sheet") }
                        .overlay { if let p = self.$picked.wrappedValue { Text(p) } }
                }
            }
            #Preview { Share() }
            """)
        XCTAssertTrue(s.screen.body.textsDrawn.contains(#"literal("Dune")"#), s.screen.body.outline)
        XCTAssertNotNil(s.screen.presentation, "the sheet is presented")
        XCTAssertEqual(s.unevaluated, [])
    }

    func testOptionalMapAndFlatMapApplyToTheValueAndNilStaysNil() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Post {
                var link: String?
                var mirror: String?
                var likes: Int?
                var title: String
            }
            struct Row: View {
                let post: Post
                var body: some View {
                    VStack {
                        Text((post.mirror ?? post.link).flatMap { "<" + $0 + ">" } ?? "none")
                        Text(post.likes.map { "\\($0 * 2) likes" } ?? "no likes")
                        Text(post.mirror.map { $0 + "!" } ?? "no mirror")
                        Text("\\(post.title.map { $0 }.count)")
                    }
                }
            }
            #Preview { Row(post: Post(link: "a.b", mirror: nil, likes: 4, title: "Hey")) }
            """)
        XCTAssertEqual(texts(s), [#"literal("<a.b>")"#, #"format(key: "%lld likes", arguments: ["8"])"#, #"literal("no mirror")"#, #"format(key: "%lld", arguments: ["3"])"#], s.screen.body.outline)
    }

    func testAMemberOfAnOptionalExtensionRunsWithSelfTheValue() throws {
        let s = try evaluate("""
            import SwiftUI
            extension Optional {
                var unwrappedOrFatal: Wrapped! {
                    if let value = self { return value }
                    return nil
                }
            }
            extension Optional where Wrapped == String {
                var orEmpty: String { self ?? "" }
                func or(_ other: String) -> String { self ?? other }
            }
            struct Links {
                static let homeName: String? = "Home"
                static let home: String = homeName.unwrappedOrFatal
                static let missing: String? = nil
            }
            struct Footer: View {
                var body: some View {
                    VStack {
                        Text(Links.home)
                        Text(Links.missing.or("Nothing"))
                        Text("[" + Links.missing.orEmpty + "]")
                    }
                }
            }
            #Preview { Footer() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Home")"#, #"literal("Nothing")"#, #"literal("[]")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testEqualityOfClassInstancesIsIdentityAndEnumsCompareTheirValues() throws {
        // A chat list marks its last message (`messages.last == message`, class instances);
        // enum cases with associated values compare them; a declared `==` wins over synthesis.
        let s = try evaluate("""
            import SwiftUI
            final class Message: Identifiable {
                let text: String
                init(text: String) { self.text = text }
            }
            enum Phase: Equatable { case idle, loading(Int) }
            struct Version: Equatable {
                var major: Int
                var note: String
                static func == (lhs: Version, rhs: Version) -> Bool { lhs.major == rhs.major }
            }
            struct Chat: View {
                let messages = [Message(text: "Hi"), Message(text: "Hi")]
                var body: some View {
                    VStack {
                        ForEach(messages.indices, id: \\.self) { i in
                            Text(messages.last == messages[i] ? "last" : "earlier")
                        }
                        Text(Phase.loading(1) == .loading(1) ? "same" : "differs")
                        Text(Phase.loading(1) == .loading(2) ? "same" : "differs")
                        Text(Version(major: 2, note: "a") == Version(major: 2, note: "b") ? "v-equal" : "v-differs")
                        Text(Version(major: 2, note: "a") != Version(major: 3, note: "a") ? "v-ne" : "v-eq")
                    }
                }
            }
            #Preview { Chat() }
            """)
        XCTAssertEqual(texts(s), [#"key("earlier")"#, #"key("last")"#, #"key("same")"#, #"key("differs")"#,
                                  #"key("v-equal")"#, #"key("v-ne")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testADeclaredEqualityIsNeverCalledWithNil() throws {
        // An optional compared with nil, or nil with a value, is Optional's `==`.
        let s = try evaluate("""
            import SwiftUI
            struct Badge: Equatable {
                var id: Int
                static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.id == rhs.id }
            }
            struct Shelf: View {
                let selected: Badge? = nil
                let pinned: Badge? = Badge(id: 1)
                var body: some View {
                    VStack {
                        Text(pinned == selected ? "same" : "different")
                        Text(pinned != nil ? "pinned" : "loose")
                        Text(nil == pinned ? "nil first" : "value first")
                    }
                }
            }
            #Preview { Shelf() }
            """)
        XCTAssertEqual(texts(s), [#"key("different")"#, #"key("pinned")"#, #"key("value first")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAWrapperMadeImplicitlyInAnInitHoldsItsInitialValue() throws {
        // A detail screen handed what its parent already fetched: `_phase = .init(initialValue: ...)`.
        let s = try evaluate("""
            import SwiftUI
            enum Phase { case loading, showing(title: String, count: Int) }
            struct Detail: View {
                @State private var phase: Phase = .loading
                @State private var note: String
                init(title: String) {
                    _phase = .init(initialValue: .showing(title: title, count: 2))
                    _note = .init(wrappedValue: "Fetched")
                }
                var body: some View {
                    VStack {
                        switch phase {
                        case .loading: Text("Loading")
                        case .showing(let title, let count): Text(verbatim: "\\(title) \\(count)")
                        }
                        Text(note)
                    }
                }
            }
            #Preview { Detail(title: "Dune") }
            """)
        XCTAssertEqual(texts(s), [#"literal("Dune 2")"#, #"literal("Fetched")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testOverturesUpdateCopiesTheValueAndRunsItsClosuresOnTheCopy() throws {
        // Sample data made with Point-Free's `update`: on a named static, on an implicit member
        // whose type is the parameter's, nested members and mutating calls through `$0`.
        let s = try evaluate("""
            import SwiftUI
            import Overture
            struct Score { var points: Int; var tags: [String] }
            struct Game {
                var title: String
                var score: Score
                var players: [String]?
                static let mock = Game(title: "Mock", score: Score(points: 1, tags: []), players: ["Ann"])
            }
            struct GameCard: View {
                let game: Game
                let other: Game
                var body: some View {
                    VStack {
                        Text(game.title)
                        Text("\\(game.score.points)")
                        Text(game.score.tags.joined(separator: ","))
                        Text("\\(game.players?.count ?? 0)")
                        Text(other.title)
                        Text(Game.mock.title)
                    }
                }
            }
            #Preview {
                GameCard(
                    game: update(Game.mock) {
                        $0.title = "Edited"
                        $0.score.points += 41
                        $0.score.tags.append("hot")
                        $0.players?.append("Bo")
                    },
                    other: update(.mock, { $0.title = "Other" }, { g in g.title += "!" })
                )
            }
            """)
        XCTAssertEqual(texts(s), [#"literal("Edited")"#, #"format(key: "%lld", arguments: ["42"])"#, #"literal("hot")"#,
                                  #"format(key: "%lld", arguments: ["2"])"#, #"literal("Other!")"#, #"literal("Mock")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testUpdateIsOverturesOnlyWhereTheFileImportsIt() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Game { var title: String }
            struct GameCard: View {
                let game: Game
                var body: some View { Text(game.title) }
            }
            #Preview { GameCard(game: update(Game(title: "A")) { $0.title = "B" }) }
            """)
        XCTAssertTrue(s.unevaluated.contains { $0.contains("unknown function 'update'") }, "\(s.unevaluated)")
    }

    func testThensThenAndWithChangeTheValueTheyAreCalledOn() throws {
        let s = try evaluate("""
            import SwiftUI
            import Then
            final class Style { var title = "Plain"; var size = 12.0 }
            struct Spacing { var inner = 4.0 }
            struct Label2: View {
                let style = Style().then { $0.title = "Bold"; $0.size = 20 }
                let spacing = Spacing().with { $0.inner *= 2 }
                var body: some View {
                    VStack(spacing: spacing.inner) {
                        Text(style.title).font(.system(size: style.size))
                    }
                }
            }
            #Preview { Label2() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Bold")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.modifiers.spacing, 8)
    }

    func testAMethodAnInitCallsSeesTheFieldsAssignedBeforeTheCall() throws {
        // A row's view model sets `shown` then calls a helper reading it (was "unknown value 'shown'").
        let s = try evaluate("""
            import SwiftUI
            struct Post { var text: String; var boost: Post? { nil } }
            final class RowModel {
                let post: Post
                let shown: Post
                var summary = ""
                init(post: Post) {
                    self.post = post
                    shown = post.boost ?? post
                    summary = makeSummary()
                }
                private func makeSummary() -> String { shown.text.uppercased() }
            }
            struct Row: View {
                let model: RowModel
                var body: some View { Text(model.summary) }
            }
            #Preview { Row(model: RowModel(post: Post(text: "hello"))) }
            """)
        XCTAssertEqual(texts(s), [#"literal("HELLO")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    /// `content?()` with `content` nil makes no call and is nil (was "'content?' cannot be called":
    /// a timeline with no header content drawn as a placeholder).
    func testCallingANilOptionalClosureIsNil() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Timeline<Content: View>: View {
                let content: Content?
                let title: String?
                init(content: (() -> Content)? = nil, format: ((String) -> String)? = nil) {
                    self.content = content?()
                    self.title = format?("Feed")
                }
                var body: some View {
                    VStack {
                        if let content { content } else { Text(verbatim: "Empty") }
                        Text(verbatim: title ?? "untitled")
                    }
                }
            }
            #Preview { Timeline<Text>() }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"Empty\")", "literal(\"untitled\")"])
    }
}
