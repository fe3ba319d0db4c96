import LayoutModel
import XCTest
@testable import SwiftUIReader

/// swift-concurrency-extras' boxes as dependency clients hold state in them (`ConcurrencyExtras`).
final class ConcurrencyExtrasTests: XCTestCase {
    func testAClientsLockIsolatedStateIsReadThroughItsValue() throws {
        // A mock client keeps its preferences in a `LockIsolated` read by `get`: the condition on
        // the theme was unknown ("unknown view 'LockIsolated'") and a branch guessed.
        let s = try evaluate("""
            import SwiftUI
            import ConcurrencyExtras
            struct Preferences: Equatable {
                enum Theme { case system, dark, light }
                var theme: Theme = .dark
            }
            struct PreferencesClient {
                var get: () -> Preferences
                var set: (Preferences) -> Void
                static func mock(initial: Preferences = Preferences()) -> Self {
                    let stored = LockIsolated<Preferences>(initial)
                    return Self(get: { stored.value }, set: { new in stored.withValue { $0 = new } })
                }
            }
            struct ThemeRow: View {
                let client = PreferencesClient.mock()
                var body: some View {
                    if client.get().theme == .dark { Text("Dark") } else { Text("Other") }
                }
            }
            #Preview { ThemeRow() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"key("Dark")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testWithValueAndSetValueChangeTheBox() throws {
        // `withValue { $0 += 2 }` changes the value, `withValue { $0 * 2 }` gives the closure's
        // result, `setValue(_:)` replaces it; an `ActorIsolated`'s value is read with `await`.
        let s = try evaluate("""
            import SwiftUI
            import ConcurrencyExtras
            struct Counter: View {
                var body: some View {
                    let taps = LockIsolated(1)
                    taps.withValue { $0 += 2 }
                    let doubled = taps.withValue { $0 * 2 }
                    taps.setValue(taps.value + 10)
                    let queue = ActorIsolated(["a", "b"])
                    return Text(verbatim: "\\(taps.value) \\(doubled) \\(queue.value.count)")
                }
            }
            #Preview { Counter() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("13 6 2")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
}
