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
}
