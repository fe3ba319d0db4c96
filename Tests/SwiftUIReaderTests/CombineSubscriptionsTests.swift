import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Combine's `send`, `sink` and `store(in:)` as view models wire their state (`CombineValues` rules 3-5).
final class CombineSubscriptionsTests: XCTestCase {
    func testASinkOnACurrentValueSubjectDeliversItsValueAtOnce() throws {
        // A view model subscribes to a service's attempts subject in its `init` and a mock sends
        // a new value first; the subscription was "CurrentValueSubject is not a view".
        let s = try evaluate("""
            import SwiftUI
            import Combine
            final class LockService {
                let attempts = CurrentValueSubject<Int, Never>(0)
                let events = PassthroughSubject<String, Never>()
            }
            final class LockModel {
                var attempts = -1
                var lastEvent = "none"
                var cancellables = Set<AnyCancellable>()
                init(service: LockService) {
                    service.attempts.send(2)
                    service.events.send("opened")
                    service.attempts.sink { value in self.attempts = value }.store(in: &cancellables)
                    service.events.sink { event in self.lastEvent = event }.store(in: &cancellables)
                    Just("ready").sink(receiveValue: { self.lastEvent = $0 }).store(in: &cancellables)
                }
            }
            struct LockRow: View {
                let model = LockModel(service: LockService())
                var body: some View { Text(verbatim: "\\(model.attempts) \\(model.lastEvent)") }
            }
            #Preview { LockRow() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("2 ready")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAnOperatorOnASubjectIsAnUnknownMethodNotAView() throws {
        let s = try evaluate("""
            import SwiftUI
            import Combine
            final class Model {
                var text = "a"
                let subject = CurrentValueSubject<String, Never>("b")
                init() { subject.debounce(for: 0.1, scheduler: RunLoop.main).sink { self.text = $0 } }
            }
            struct Row: View {
                let model = Model()
                var body: some View { Text(verbatim: model.text) }
            }
            #Preview { Row() }
            """)
        XCTAssertTrue(s.unevaluated.contains { $0.hasPrefix("unknown method 'debounce' of CurrentValueSubject") }, "\(s.unevaluated)")
    }
}
