import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `inout` arguments written back (copy-in, copy-out), element assignments, and calls skipped
/// inside a function said where they are written (`InoutArguments`, `SubscriptAssignments`).
final class InoutArgumentsTests: XCTestCase {
    func testAnInoutArgumentIsWrittenBackToALocalAPropertyAndAnElement() throws {
        // A scoring helper changes its caller's variable: `normalize(&first.name)`,
        // `Scoring.award(&first.points, bonus:)`, `Scoring.award(&all[1].points, ...)`; the
        // caller kept its old value.
        let s = try evaluate("""
            import SwiftUI
            enum Scoring {
                static func award(_ points: inout Int, bonus: Int) { points += bonus }
            }
            func normalize(_ name: inout String) {
                guard !name.isEmpty else { return }
                name = name.uppercased()
            }
            struct Player { var name: String; var points: Int }
            struct Leaderboard: View {
                var players: [Player]
                init() {
                    var first = Player(name: "ada", points: 1)
                    normalize(&first.name)
                    Scoring.award(&first.points, bonus: 10)
                    var all = [first, Player(name: "Bo", points: 5)]
                    Scoring.award(&all[1].points, bonus: 2)
                    var streak = 0
                    Scoring.award(&streak, bonus: 3)
                    all[0].points += streak
                    players = all
                }
                var body: some View {
                    VStack { ForEach(players, id: \\.name) { p in Text(verbatim: "\\(p.name) \\(p.points)") } }
                }
            }
            #Preview { Leaderboard() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("ADA 14")"#, #"literal("Bo 7")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAMutatingMethodWithAnInoutTallyWritesBothBack() throws {
        // `tally.count(&totals)`: a dictionary counted with `[key, default: 0] += 1`, and `self` changed.
        let s = try evaluate("""
            import SwiftUI
            struct Tally {
                var seen = 0
                mutating func count(_ words: [String], into totals: inout [String: Int]) {
                    for w in words { totals[w, default: 0] += 1; seen += 1 }
                }
            }
            struct WordCloud: View {
                var body: some View {
                    var tally = Tally()
                    var totals: [String: Int] = ["sun": 1]
                    tally.count(["sun", "moon", "sun"], into: &totals)
                    return Text(verbatim: "\\(totals["sun"] ?? 0) \\(totals["moon"] ?? 0) \\(tally.seen)")
                }
            }
            #Preview { WordCloud() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("3 1 3")"#], s.screen.body.outline)
    }

    func testAnInoutArgumentToACallNotMadeIsUnknownWhereItIsPassed() throws {
        // `Haptics.adjust(&level)` of a package the reader does not have: `level` afterwards is
        // not known; it kept 3, a value the app may never show.
        let s = try evaluate("""
            import SwiftUI
            struct Meter: View {
                var level: Int
                init() {
                    var start = 3
                    Haptics.adjust(&start)
                    level = start
                }
                var body: some View { Text(verbatim: "Level \\(level)") }
            }
            #Preview { Meter() }
            """)
        XCTAssertNotEqual(s.screen.body.textsDrawn, [#"literal("Level 3")"#], s.screen.body.outline)
        XCTAssertTrue(s.screen.coverage?.unevaluated.contains { $0.message.hasPrefix("'start' passed inout: the call is not made") && $0.source.line == 6 } == true,
                      "\(s.screen.coverage?.unevaluated ?? [])")
    }

    func testAVoidMethodOfOneAwaitedCallItCannotMakeSaysSoWhereTheCallIs() throws {
        // `func refresh() async { await client.fetchLatest() }` on a client a package makes: the
        // skipped call is listed at its own line inside the method, counted in the screen.
        let s = try evaluate("""
            import SwiftUI
            final class FeedModel {
                var items: [String] = ["Cached"]
                let client = FeedClient.live
                func refresh() async {
                    await client.fetchLatest()
                }
            }
            struct FeedView: View {
                let model = FeedModel()
                init() {
                    Task { }
                }
                var body: some View { Text(verbatim: model.items.first ?? "none") }
                func load() async { await model.refresh() }
            }
            struct Host: View {
                init() {
                    _ = FeedView().load()
                }
                var body: some View { FeedView() }
            }
            #Preview { Host() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("Cached")"#], s.screen.body.outline)
        XCTAssertTrue(s.screen.coverage?.unevaluated.contains { $0.message.hasSuffix("the call is skipped") && $0.source.line == 6 } == true,
                      "\(s.screen.coverage?.unevaluated ?? [])")
    }

    func testElementsAreAssignedAsArraysAndDictionariesSetThem() throws {
        // Sample data built with element assignments: `scores[1] = 9`, `scores[0] += 1`,
        // `labels["done"] = "Done"`, `labels["old"] = nil`, `groups[day, default: []].append(x)`.
        let s = try evaluate("""
            import SwiftUI
            struct Summary: View {
                var body: some View {
                    var scores = [1, 2]
                    scores[1] = 9
                    scores[0] += 1
                    var labels = ["old": "Old"]
                    labels["done"] = "Done"
                    labels["old"] = nil
                    var groups: [String: [String]] = [:]
                    for (day, task) in [("Mon", "Run"), ("Mon", "Swim"), ("Tue", "Rest")] {
                        groups[day, default: []].append(task)
                    }
                    return Text(verbatim: "\\(scores[0]) \\(scores[1]) \\(labels["done"] ?? "-") \\(labels["old"] ?? "-") \\(groups["Mon"]?.count ?? 0)")
                }
            }
            #Preview { Summary() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("2 9 Done - 2")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
    func testATrailingClosureGoesToItsParameterAndAClosureWritesItsInoutBack() throws {
        // A `with(_:update:)` helper (`var copy = item; try update(&copy); return copy`) called
        // with a trailing closure, and `twice { 4 }`: the trailing closure was never given to an
        // app's function ("unknown function 'update'"), and the closure's `&copy` not written back.
        let s = try evaluate("""
            import SwiftUI
            @discardableResult
            func with<T>(_ item: T, update: (inout T) throws -> Void) rethrows -> T {
                var copy = item
                try update(&copy)
                return copy
            }
            func twice(_ make: () -> Int) -> Int { make() * 2 }
            struct Badge { var count = 1; var title = "New" }
            struct BadgeRow: View {
                var body: some View {
                    let badge = with(Badge()) { $0.count = 5 }
                    Text(verbatim: "\\(badge.title) \\(badge.count) \\(twice { 4 })")
                }
            }
            #Preview { BadgeRow() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("New 5 8")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
    func testADiscardedValueThatCannotBeMadeIsSaidWhereItIsDiscarded() throws {
        // `_ = Feed.live.subscribe()` in a model's `init`: the value was made unknown and dropped
        // without a word, the screen counted fully evaluated.
        let s = try evaluate("""
            import SwiftUI
            final class Inbox {
                var title = "Inbox"
                init() {
                    _ = Feed.live.subscribe()
                }
            }
            struct InboxTitle: View {
                let inbox = Inbox()
                var body: some View { Text(verbatim: inbox.title) }
            }
            #Preview { InboxTitle() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("Inbox")"#], s.screen.body.outline)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.source.line), [5], "\(s.unevaluated)")
        XCTAssertTrue(s.unevaluated.first?.hasSuffix("the value is discarded") == true, "\(s.unevaluated)")
    }
}
