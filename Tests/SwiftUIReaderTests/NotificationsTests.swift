import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `NotificationCenter.default` in a still frame (`Notifications.swift`, issue 26).
final class NotificationsTests: XCTestCase {
    func testObservingAndPostingChangeNothingTheFrameShows() throws {
        let s = try evaluate("""
            import SwiftUI
            final class Player: ObservableObject {
                @Published var title = "Nothing playing"
                private var token: NSObjectProtocol?
                init() {
                    token = NotificationCenter.default.addObserver(forName: .init("play"), object: nil, queue: .main) { [weak self] _ in
                        self?.title = "Playing"
                    }
                    NotificationCenter.default.post(name: .init("ready"), object: nil)
                }
            }
            struct NowPlaying: View {
                @StateObject var player = Player()
                var body: some View {
                    Text(player.title)
                        .onReceive(NotificationCenter.default.publisher(for: .init("pause"))) { _ in }
                        .onDisappear { NotificationCenter.default.removeObserver(player) }
                }
            }
            #Preview { NowPlaying() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"Nothing playing\")"], s.screen.body.outline)
    }

    func testWhatTheCenterIsAskedBeyondThatStaysUnknown() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Badge: View {
                var body: some View { Text(NotificationCenter.default.description) }
            }
            #Preview { Badge() }
            """)
        XCTAssertEqual(s.unevaluated.count, 1, "\(s.unevaluated)")
    }
}
