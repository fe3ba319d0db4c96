import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `.redacted(reason:)` and `.unredacted()` read as the model's `redacted` (`StillFrameModifiers`).
final class RedactionReaderTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    func testAPlaceholderRedactionIsTheModelsAndUnredactedBelowWins() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Card: View {
                let isLoading: Bool
                var body: some View {
                    VStack {
                        Text("Headline")
                        Image(systemName: "star").unredacted()
                        Text("Shown").redacted(reason: isLoading ? [] : .placeholder)
                    }
                    .redacted(reason: isLoading ? .placeholder : [])
                }
            }
            #Preview { Card(isLoading: true) }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.modifiers.redacted, true)
        let c = s.screen.body.kind.children
        XCTAssertNil(c[0].modifiers.redacted, "inherits the stack's")
        XCTAssertEqual(c[1].modifiers.redacted, false)
        XCTAssertNil(c[2].modifiers.redacted, "`[]` redacts nothing")
    }

    func testAReasonTheModelHasNotIsListedAndLeftOut() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Balance: View {
                var body: some View { Text("$1,024").redacted(reason: .privacy) }
            }
            #Preview { Balance() }
            """)
        XCTAssertNil(s.screen.body.modifiers.redacted)
        XCTAssertTrue(unevaluated(s).contains { $0.hasPrefix("redaction reason '.privacy' is not modelled") }, "\(unevaluated(s))")
    }
}
