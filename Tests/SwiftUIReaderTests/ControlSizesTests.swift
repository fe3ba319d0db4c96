import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `.controlSize` (`ControlSizes.swift`): listed only where iOS draws a control differently.
final class ControlSizesTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    func testASpinnerOrABorderedButtonAtAnotherSizeIsMarkedAndListed() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Loading: View {
                var body: some View {
                    VStack {
                        ProgressView().controlSize(.large)
                        Button("Retry") { }.buttonStyle(.bordered).controlSize(.small)
                        Text("Plain")
                    }
                }
            }
            #Preview { Loading() }
            """)
        let c = s.screen.body.kind.children
        XCTAssertTrue(c[0].unverified.contains(.size), s.screen.body.outline)
        // The button carries its size; the layout marks it (LayoutControlSizeTests).
        XCTAssertEqual(c[1].modifiers.controlSize, .small)
        XCTAssertFalse(c[2].unverified.contains(.size))
        XCTAssertEqual(unevaluated(s).filter { $0.hasPrefix("control size '.large'") || $0.hasPrefix("control size '.small'") }.count, 2,
                       "\(unevaluated(s))")
    }

    func testALargeButtonIsDrawnWhateverOrderItsStyleIsWrittenIn() throws {
        let s = try evaluate("""
            import SwiftUI
            struct SignUp: View {
                var body: some View {
                    VStack {
                        Button("Create Account") { }
                            .controlSize(.large)
                            .buttonStyle(.borderedProminent)
                        Button("Not now") { }.buttonStyle(.plain).controlSize(.small)
                        Link("Terms", destination: URL(string: "https://example.com/terms")!)
                    }
                }
            }
            #Preview { SignUp() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertTrue(s.screen.body.all.allSatisfy { $0.unverified.isEmpty }, s.screen.body.outline)
        let c = s.screen.body.kind.children
        XCTAssertEqual(c[0].modifiers.controlSize, .large)
        XCTAssertEqual(c[0].modifiers.style, .borderedProminent)
    }

    func testTextsAndPlainControlsAtAnotherSizeAndTheRegularSizeChangeNothing() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Row: View {
                @State var on = true
                var body: some View {
                    VStack {
                        Text("Scoped").controlSize(.small)
                        Toggle("Amend", isOn: $on).controlSize(.mini)
                        Button("Save") { }.buttonStyle(.plain).controlSize(.large)
                        Button("Send") { }.buttonStyle(.borderedProminent).controlSize(.regular)
                    }
                }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertTrue(s.screen.body.all.allSatisfy { $0.unverified.isEmpty }, s.screen.body.outline)
    }
}
