import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `DispatchQueue.main.async { }` run before the preview is seen; `asyncAfter` a located unknown
/// (`DispatchQueues`).
final class DispatchQueuesTests: XCTestCase {
    func testWorkPutOnTheMainQueueIsDoneBeforeThePreviewIsSeen() throws {
        // A model that finishes its setup on the main queue, a view that marks itself ready when
        // it appears, and a banner hidden five seconds later.
        let s = try evaluate("""
            import SwiftUI
            final class InboxModel: ObservableObject {
                @Published var heading = "Loading"
                @Published var banner = "Welcome"
                init() {
                    DispatchQueue.main.async {
                        self.heading = "Inbox"
                    }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
                        self.banner = ""
                    }
                }
            }
            struct InboxView: View {
                @StateObject private var model = InboxModel()
                @State private var status = "Idle"
                var body: some View {
                    VStack {
                        Text(model.heading)
                        Text(status)
                    }
                    .onAppear {
                        DispatchQueue.main.async { status = "Ready" }
                    }
                }
            }
            #Preview { InboxView() }
            """)
        let texts = s.screen.body.textsDrawn
        XCTAssertEqual(texts.count, 2, s.screen.body.outline)
        XCTAssertTrue(texts[0].contains("Inbox") && texts[1].contains("Ready"), "\(texts)")
        XCTAssertEqual(s.unevaluated, ["DispatchQueue.main.asyncAfter runs its work after the preview is shown: the call is skipped"])
    }

    func testWorkPutOnTheQueueWhileAStaticIsMadeIsNotRunInsideIt() throws {
        // A shared environment whose init schedules a read of the shared environment itself:
        // run at once, it read the static unfinished ("defined in terms of itself").
        let s = try evaluate("""
            import SwiftUI
            final class AppEnvironment {
                static let current = AppEnvironment()
                var isForeground = false
                init() {
                    DispatchQueue.main.async {
                        AppEnvironment.current.isForeground = true
                    }
                }
            }
            struct StatusView: View {
                var body: some View { Text(AppEnvironment.current.isForeground ? "Active" : "Background") }
            }
            #Preview { StatusView() }
            """)
        XCTAssertEqual(s.unevaluated, ["DispatchQueue.main.async runs its work once 'AppEnvironment.current' is made, after this code: the call is skipped"])
    }
}
