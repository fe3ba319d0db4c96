import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Statements as Swift runs them (`Statements.swift`, `Operators.swift`): `defer`, and a local
/// `var` given a new string later.
final class SwiftStatementsTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    func testDeferRunsWhenItsBlockEndsLastWrittenFirst() throws {
        // A row numberer counts every item in a `defer`, also the ones `continue` skips; a `do`
        // block's deferred work runs when that block ends, two of them in reverse order.
        let s = try evaluate("""
            import SwiftUI
            func numbered(_ items: [String]) -> [String] {
                var out: [String] = []
                var index = 0
                for item in items {
                    defer { index += 1 }
                    if item.isEmpty { continue }
                    out.append("\\(index). \\(item)")
                }
                do {
                    defer { out.append("first deferred") }
                    defer { out.append("second deferred") }
                    out.append("in block")
                }
                out.append("after block")
                return out
            }
            struct Steps: View {
                var body: some View {
                    VStack {
                        ForEach(numbered(["Wash", "", "Dry"]), id: \\.self) { Text(verbatim: $0) }
                    }
                }
            }
            #Preview { Steps() }
            """)
        XCTAssertEqual(texts(s), ["0. Wash", "2. Dry", "in block", "second deferred", "first deferred", "after block"].map { "literal(\"\($0)\")" },
                       s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testDeferRunsWhenTheFunctionReturnsOrThrows() throws {
        let s = try evaluate("""
            import SwiftUI
            enum LoadError: Error { case empty }
            func report() -> String {
                var log: [String] = []
                func load(_ items: [String]) throws -> Int {
                    log.append("start")
                    defer { log.append("done") }
                    guard !items.isEmpty else { throw LoadError.empty }
                    return items.count
                }
                let first = (try? load(["a", "b"])) ?? -1
                let second = (try? load([])) ?? -1
                return "\\(first) \\(second) " + log.joined(separator: ",")
            }
            struct Status: View {
                var body: some View { Text(verbatim: report()) }
            }
            #Preview { Status() }
            """)
        XCTAssertEqual(texts(s), [#"literal("2 -1 start,done,start,done")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testALocalStringGivenANewValueIsNoKey() throws {
        // `Text(title)` with a `String` variable is verbatim, whichever literal the variable was given last.
        let s = try evaluate("""
            import SwiftUI
            struct Banner: View {
                var isTrial = true
                var body: some View {
                    var title = "Welcome"
                    var hint: LocalizedStringKey = "Tap to start"
                    if isTrial {
                        title = "Free trial"
                        hint = "Tap to subscribe"
                    }
                    return VStack {
                        Text(title)
                        Text(hint)
                    }
                }
            }
            #Preview { Banner() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Free trial")"#, #"key("Tap to subscribe")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAPropertyAssignedWithoutSelfTakesItsDeclaredType() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Caption {
                var text: String
                var key: LocalizedStringKey
                init(published: Bool) {
                    text = "Draft"
                    key = "Draft"
                    if published {
                        text = "Published"
                        key = "Published"
                    }
                }
            }
            struct Post: View {
                let caption = Caption(published: true)
                var body: some View {
                    VStack {
                        Text(caption.text)
                        Text(caption.key)
                    }
                }
            }
            #Preview { Post() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Published")"#, #"key("Published")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAMutatingMethodCalledOnAVariableChangesIt() throws {
        // A draft published twice through its `mutating func`, and a class's counter bumped: the
        // variable holds what the method assigned (it silently kept its first value).
        let s = try evaluate("""
            import SwiftUI
            struct Caption {
                var text = "Draft"
                var edits = 0
                mutating func publish(as title: String) {
                    text = title
                    edits += 1
                }
                func shout() -> String { text.uppercased() }
            }
            final class Counter {
                var count = 0
                func bump() { count += 2 }
            }
            struct Post: View {
                var caption: Caption {
                    var c = Caption()
                    c.publish(as: "Published")
                    c.publish(as: "Final")
                    return c
                }
                var counted: Int {
                    let counter = Counter()
                    counter.bump()
                    return counter.count
                }
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(caption.text) \\(caption.edits) \\(caption.shout())")
                        Text(verbatim: "\\(counted)")
                    }
                }
            }
            #Preview { Post() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Final 2 FINAL")"#, #"literal("2")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAnInitWhoseBodyIsOneCallItCannotMakeSaysSo() throws {
        // `init() { count.advance() }`: the lone call is a statement, skipped and said; it was
        // run as an implicit result whose failure was lost, and the screen counted as fully evaluated.
        let s = try evaluate("""
            import SwiftUI
            struct Tally: View {
                var count = 0
                init() { count.advance() }
                var body: some View { Text(verbatim: "\\(count)") }
            }
            #Preview { Tally() }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], ["unknown method 'advance' of Int: the call is skipped"])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"0\")"], s.screen.body.outline)
    }
}
