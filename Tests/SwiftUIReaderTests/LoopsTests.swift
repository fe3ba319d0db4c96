import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `while`, `repeat { } while`, labelled `break`/`continue`, `for ... where` and `for case`, run as
/// Swift runs them (issue 26); a loop that stops on an unknown, or does not end within its steps,
/// is a located unknown and what it assigns is unknown after it.
final class LoopsTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    func testWhileAndRepeatLoopsRunToTheirEnd() throws {
        let s = try evaluate("""
            import SwiftUI
            enum Calendarish {
                static func nextLeapYear(after year: Int) -> Int {
                    var y = year + 1
                    while !(y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)) {
                        y += 1
                    }
                    return y
                }
                static func digitCount(_ n: Int) -> Int {
                    var count = 0
                    var rest = n
                    repeat {
                        count += 1
                        rest /= 10
                    } while rest > 0
                    return count
                }
                static func firstLong(_ words: [String]) -> String {
                    var i = 0
                    var found = "none"
                    while i < words.count {
                        let w = words[i]
                        i += 1
                        if w.count < 4 { continue }
                        found = w
                        break
                    }
                    return found
                }
            }
            struct YearBadge: View {
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(Calendarish.nextLeapYear(after: 2097))")
                        Text(verbatim: "\\(Calendarish.digitCount(0)) \\(Calendarish.digitCount(40512))")
                        Text(verbatim: Calendarish.firstLong(["a", "to", "tide", "river"]))
                    }
                }
            }
            #Preview { YearBadge() }
            """)
        XCTAssertEqual(texts(s), [#"literal("2104")"#, #"literal("1 5")"#, #"literal("tide")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testLabelledBreakAndContinueLeaveTheLoopTheyName() throws {
        let s = try evaluate("""
            import SwiftUI
            func firstMatch(in grid: [[Int]], equalTo target: Int) -> String {
                var found = "none"
                var skipped = 0
                rows: for row in grid {
                    for value in row {
                        if value < 0 { skipped += 1; continue rows }
                        if value == target { found = "\\(value)"; break rows }
                    }
                }
                return "\\(found) after \\(skipped)"
            }
            func evens(_ values: [Int?]) -> String {
                var out = ""
                for case let v? in values where v % 2 == 0 {
                    switch v {
                    case 0: break
                    default: out += "\\(v)"
                    }
                }
                return out
            }
            struct Finder: View {
                var body: some View {
                    VStack {
                        Text(verbatim: firstMatch(in: [[1, -1, 7], [-2], [3, 7, 7]], equalTo: 7))
                        Text(verbatim: evens([2, nil, 3, 0, 8]))
                    }
                }
            }
            #Preview { Finder() }
            """)
        XCTAssertEqual(texts(s), [#"literal("7 after 2")"#, #"literal("28")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testALoopThatDoesNotEndIsALocatedUnknown() throws {
        let s = try evaluate("""
            import SwiftUI
            func settle(_ start: Int) -> Int {
                var v = start
                while v != 0 {
                    v += 2
                }
                return v
            }
            struct Meter: View {
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(settle(1))")
                        Text("Done")
                    }
                }
            }
            #Preview { Meter() }
            """)
        XCTAssertEqual(texts(s), ["literal(\"\(TextStandIn.string)\")", #"key("Done")"#], s.screen.body.outline)
        let coverage = try XCTUnwrap(s.screen.coverage)
        XCTAssertTrue(coverage.unevaluated.contains { $0.message.hasPrefix("the loop did not end within") && $0.source.line == 4 },
                      "\(coverage.unevaluated)")
    }

    func testALoopOnAnUnknownLeavesWhatItAssignsUnknown() throws {
        // The condition, or an `if` that may leave the loop, is not known: how many passes ran is not
        // known, so the count is no value (never the count of the passes that did run).
        let s = try evaluate("""
            import SwiftUI
            func retries() -> Int {
                var n = 0
                while n < Config.limit {
                    n += 1
                }
                return n
            }
            func pages() -> Int {
                var n = 0
                for _ in 0..<10 {
                    n += 1
                    if Config.lastPage == n { break }
                }
                return n
            }
            struct Status: View {
                var body: some View {
                    HStack(spacing: 4) { Text(verbatim: "\\(retries())"); Text(verbatim: "\\(pages())") }
                }
            }
            #Preview { Status() }
            """)
        XCTAssertEqual(texts(s), Array(repeating: "literal(\"\(TextStandIn.string)\")", count: 2), s.screen.body.outline)
        XCTAssertEqual(s.unevaluated.count, 2, "\(s.unevaluated)")
    }
}
