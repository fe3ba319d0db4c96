import Fuzzing
import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Whatever a Swift file holds, the reader gives a located error or warnings, within the limits
/// (`Evaluator.maximumDepth`, `maximumSteps`, `maximumNodes`, `maximumForEachItems`), and never crashes.
final class HostileSourceTests: XCTestCase {
    func testRandomBytesAreASyntaxErrorOrNothing() throws {
        var generator = SplitMix(seed: 12)
        for round in 0..<20 {
            let bytes = (0..<400).map { _ in UInt8.random(in: 32...126, using: &generator) }
            let text = "import SwiftUI\n#Preview {\n" + String(decoding: bytes, as: UTF8.self) + "\n}\n"
            let fixture = try SwiftFixture(["Noise\(round).swift": text])
            do {
                let project = try fixture.project(["Noise\(round).swift"])
                for p in project.previews { _ = project.screen(p, in: ViewEnvironment()) }
            } catch let e as SwiftSourceError {
                XCTAssertGreaterThanOrEqual(e.place.line, 1)
                XCTAssertTrue(e.description.contains("Noise\(round).swift:"))
            }
        }
    }

    func testDeepNestingStopsAtTheDepthLimitWithAWarning() throws {
        func nested(_ depth: Int) -> String {
            let body = String(repeating: "VStack {\n", count: depth) + "Text(\"deep\")\n" + String(repeating: "}\n", count: depth)
            return "import SwiftUI\n#Preview {\n\(body)}\n"
        }
        // Deeper than the parser goes: a located syntax error.
        let tooDeep = try SwiftFixture(["TooDeep.swift": nested(3_000)])
        XCTAssertThrowsError(try tooDeep.project(["TooDeep.swift"])) { error in
            XCTAssertGreaterThan((error as? SwiftSourceError)?.place.line ?? 0, 1)
        }
        // Deeper than the evaluator expands: a warning and a placeholder.
        let fixture = try SwiftFixture(["Deep.swift": nested(Evaluator.maximumDepth + 3)])
        let project = try fixture.project(["Deep.swift"])
        let s = project.screen(project.previews[0], in: ViewEnvironment())
        XCTAssertTrue(s.warnings.contains { $0.message.contains("nested more than") }, "\(s.warnings)")
        XCTAssertTrue(s.screen.body.all.contains { if case .placeholder = $0.kind { return true } else { return false } })
    }

    func testViewsThatUseEachOtherOrThemselvesAreCutWithAWarning() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Ping: View { var body: some View { VStack { Text("ping"); Pong() } } }
            struct Pong: View { var body: some View { Ping() } }
            struct Mirror: View { var body: some View { Mirror() } }
            #Preview { VStack { Ping(); Mirror() } }
            """)
        XCTAssertTrue(s.warnings.contains { $0.message.contains("contains itself") }, "\(s.warnings)")
        let placeholders = s.screen.body.all.filter { if case .placeholder = $0.kind { return true } else { return false } }
        XCTAssertFalse(placeholders.isEmpty)
        XCTAssertTrue(s.warnings.allSatisfy { $0.place.line > 0 })
    }

    func testAHugeForEachIsCutToTheLimit() throws {
        let s = try evaluate("import SwiftUI\n#Preview {\n    List { ForEach(0..<1_000_000) { i in Text(\"Row \\(i)\") } }\n}\n")
        guard case .list(let rows) = s.screen.body.kind else { return XCTFail(s.screen.body.outline) }
        XCTAssertEqual(rows.count, Evaluator.maximumForEachItems)
        XCTAssertEqual(s.warnings.map(\.message), ["1000000 items: only the first \(Evaluator.maximumForEachItems) are laid out"])
        XCTAssertEqual(s.warnings.first?.place.line, 3)
    }

    func testALoopThatDoesNotEndStopsAtTheStepLimit() throws {
        let s = try evaluate("""
            import SwiftUI
            func spin(_ n: Int) -> Int { spin(n + 1) }
            struct Busy: View {
                var total: Int {
                    var sum = 0
                    for i in 0..<1_000_000_000 { sum += i }
                    return sum
                }
                var body: some View { VStack { Text(verbatim: "\\(total)"); Text(verbatim: "\\(spin(0))") } }
            }
            #Preview { Busy() }
            """)
        XCTAssertFalse(s.warnings.isEmpty)
        XCTAssertTrue(s.warnings.allSatisfy { $0.place.line > 0 })
    }

    func testUnknownViewsAndModifiersAreWarningsWithPlaceholders() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                VStack {
                    MapView(region: .init())
                    Text("Hi").sparkle(3)
                }
            }
            """)
        XCTAssertEqual(s.warnings.map(\.description).map { $0.components(separatedBy: "/").last! }, [
            "Screen.swift:4:9: warning: unknown view 'MapView': drawn as a placeholder",
            "Screen.swift:5:9: warning: modifier '.sparkle' is not understood: left out",
        ])
        guard case .placeholder("MapView") = s.screen.body.kind.children[0].kind else { return XCTFail(s.screen.body.outline) }
        guard case .text = s.screen.body.kind.children[1].kind else { return XCTFail() }
    }
}
