import LayoutModel
import XCTest
@testable import SwiftUIReader

/// A Picker's selection is matched to its options' tags, as SwiftUI matches it (issue 26: "Picker's
/// selection is not matched to an option" 44 times in 4 apps: options were matched by their text).
final class PickerTagsTests: XCTestCase {
    private func pickers(_ s: PreviewScreen) -> [PickerValue] {
        s.screen.body.all.compactMap { if case .picker(let p) = $0.kind { return p } else { return nil } }
    }

    func testTheSelectionIsTheOptionWhoseTagOrIdEqualsIt() throws {
        let s = try evaluate("""
            import SwiftUI
            enum Direction: Int, CaseIterable, Identifiable {
                case vertical, rightToLeft, leftToRight
                var id: Int { rawValue }
                var title: String {
                    switch self {
                    case .vertical: return "Top to bottom"
                    case .rightToLeft: return "Right to left"
                    case .leftToRight: return "Left to right"
                    }
                }
            }
            struct Reading: View {
                @Binding var direction: Direction
                @Binding var limit: Int
                @Binding var spacing: Double
                @Binding var theme: String
                var body: some View {
                    Form {
                        Picker("Direction", selection: $direction) {
                            ForEach(Direction.allCases) { Text($0.title).tag($0) }
                        }
                        Picker("Preload", selection: $limit) {
                            ForEach(Array(stride(from: 6, through: 18, by: 4)), id: \\.self) { value in
                                Text("\\(value) pages").tag(value).padding(2)
                            }
                        }
                        Picker("Spacing", selection: $spacing) {
                            ForEach([0, 5, 10], id: \\.self) { value in Text("\\(value) pt").tag(Double(value)) }
                        }
                        Picker("Theme", selection: $theme) {
                            ForEach(["Light", "Dark", "Sepia"], id: \\.self) { Text("Theme \\($0)") }
                        }
                    }
                }
            }
            #Preview {
                Reading(direction: .constant(.leftToRight), limit: .constant(14), spacing: .constant(10), theme: .constant("Sepia"))
            }
            """)
        XCTAssertFalse(s.warnings.contains { $0.message.contains("Picker") }, "\(s.warnings)")
        XCTAssertEqual(pickers(s).map(\.selection), [2, 2, 2, 2])
    }

    func testASelectionGivenAsAnImplicitBindingFromAGetterIsWhatTheGetterGives() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Zoom: View {
                let stored = 125
                var body: some View {
                    Picker("Zoom", selection: .init(get: { stored }, set: { _ in })) {
                        ForEach([100, 125, 150], id: \\.self) { Text("\\($0)%").tag($0) }
                    }
                }
            }
            #Preview { Zoom() }
            """)
        XCTAssertFalse(s.warnings.contains { $0.message.contains("Picker") }, "\(s.warnings)")
        XCTAssertEqual(pickers(s).map(\.selection), [1])
    }

    func testAnUnknownSelectionIsReportedWithItsCause() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Browser: View {
                var body: some View {
                    Picker("Browser", selection: .constant(Preferences.shared.browser)) { Text("Safari"); Text("Firefox") }
                }
            }
            #Preview { Browser() }
            """)
        let messages = s.screen.coverage?.unevaluated.map(\.message) ?? []
        XCTAssertTrue(messages.contains { $0.contains("Preferences") && $0.contains("the Picker's selection is not known") }, "\(messages)")
        XCTAssertFalse(s.warnings.contains { $0.message.contains("not matched") }, "\(s.warnings)")
    }

    func testASelectionNoTagEqualsShowsTheFirstAndSaysSo() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Size: View {
                var body: some View {
                    Picker("Size", selection: .constant(3)) {
                        Text("Small").tag(1)
                        Text("Large").tag(2)
                    }
                }
            }
            #Preview { Size() }
            """)
        XCTAssertEqual(pickers(s).map(\.selection), [0])
        XCTAssertTrue(s.warnings.contains { $0.message.contains("not matched to an option's tag") }, "\(s.warnings)")
    }
}
