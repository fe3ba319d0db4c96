import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `isFinite`, `isNaN`, `isZero`, `magnitude` and `sign` of a number (`FloatingPointMembers`).
final class FloatingPointMembersTests: XCTestCase {
    func testAProgressLabelGuardsItsNumbersAsSwiftDoes() throws {
        // A progress label that shows a percentage only for a finite, non-zero total.
        let s = try evaluate("""
            import SwiftUI
            struct ProgressLabel: View {
                let done: Double
                let total: Double
                var caption: String {
                    guard total.isFinite, !total.isZero, !done.isNaN else { return "No data" }
                    let change = (done - total).magnitude
                    return "\\(Int(done / total * 100))% (\\(Int(change)) left\\((done - total).sign == .minus ? "" : ", over"))"
                }
                var body: some View { Text(caption) }
            }
            #Preview {
                VStack {
                    ProgressLabel(done: 3, total: 4)
                    ProgressLabel(done: 1, total: 0)
                    ProgressLabel(done: 1, total: .infinity)
                }
            }
            """)
        XCTAssertEqual(s.unevaluated, [])
        let texts = s.screen.body.textsDrawn
        XCTAssertEqual(texts.count, 3, s.screen.body.outline)
        XCTAssertTrue(texts[0].contains("75% (1 left)"), "\(texts)")
        XCTAssertTrue(texts[1].contains("No data") && texts[2].contains("No data"), "\(texts)")
    }
}
