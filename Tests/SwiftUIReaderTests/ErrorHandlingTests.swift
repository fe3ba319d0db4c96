import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Swift's error handling as the evaluated code writes it (issue 26: damus' settings preview lost
/// most of its conditions to "statement 'do { ... }' is not evaluated"): `do`/`catch`, `throw`,
/// `try`, `try?`.
final class ErrorHandlingTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    func testDoCatchRunsItsBodyAndACaughtThrowRunsTheCatchClause() throws {
        let s = try evaluate("""
            import SwiftUI
            enum LoadError: Error { case missing }
            func load(_ name: String) throws -> String {
                if name.isEmpty { throw LoadError.missing }
                return "Loaded " + name
            }
            func title(_ name: String) -> String {
                do {
                    let text = try load(name)
                    return text
                } catch {
                    return "Nothing to load"
                }
            }
            struct Status: View {
                var body: some View {
                    VStack {
                        Text(title("notes"))
                        Text(title(""))
                        Text((try? load("")) ?? "Fallback")
                        Text((try? load("drafts")) ?? "Fallback")
                    }
                }
            }
            #Preview { Status() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let texts = s.screen.body.textsDrawn
        XCTAssertEqual(texts.count, 4, "\(texts)")
        for (text, expected) in zip(texts, ["Loaded notes", "Nothing to load", "Fallback", "Loaded drafts"]) {
            XCTAssertTrue(text.contains(expected), "\(text) is not \(expected)")
        }
    }

    func testAnErrorNothingCatchesIsAnUnknownWhereItWasThrown() throws {
        let s = try evaluate("""
            import SwiftUI
            enum LoadError: Error { case missing }
            func load() throws -> String { throw LoadError.missing }
            struct Status: View {
                var body: some View {
                    VStack {
                        Text(try! load())
                        Text("Still here")
                    }
                }
            }
            #Preview { Status() }
            """)
        XCTAssertTrue(unevaluated(s).contains { $0.contains("an error thrown here is not caught") }, "\(unevaluated(s))")
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        XCTAssertTrue(s.screen.body.textsDrawn.contains { $0.contains("Still here") })
    }
}
