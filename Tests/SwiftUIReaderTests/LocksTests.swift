import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Foundation's locks as models guard their state with them (`Locks`).
final class LocksTests: XCTestCase {
    func testAModelsStateReadUnderItsLockIsItsState() throws {
        // `lock.lock(); defer { lock.unlock() }` and `lock.withLock { }` around a model's messages:
        // "unknown view 'NSLock'" made every read unknown.
        let s = try evaluate("""
            import SwiftUI
            final class Inbox {
                private let lock = NSLock()
                private var messages = ["Hello", "Welcome back"]
                var count: Int {
                    lock.lock()
                    defer { lock.unlock() }
                    return messages.count
                }
                var latest: String { lock.withLock { messages.last ?? "" } }
            }
            struct InboxRow: View {
                let inbox = Inbox()
                var body: some View {
                    Text(verbatim: "\\(inbox.count): \\(inbox.latest)")
                        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { _ in }
                }
            }
            #Preview { InboxRow() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("2: Welcome back")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
}
