import Foundation
import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `.pickerStyle(.inline)` (`Views/InlinePickers.swift`, the layout's `InlinePicker.swift`): in a
/// list its options are rows, the selected one checked; elsewhere it is a wheel, an unknown.
final class InlinePickersTests: XCTestCase {
    private func elements(_ s: PreviewScreen) -> [LayoutElement] {
        func all(_ e: LayoutElement) -> [LayoutElement] { [e] + e.children.flatMap(all) }
        return all(LayoutEngine(measurer: OneLineMeasurer()).layout(s.screen, variant: Variant()).root)
    }

    func testInAFormEachOptionIsARowAndTheSelectedOneIsChecked() throws {
        let s = try evaluate("""
            import SwiftUI
            enum Arrangement: String, CaseIterable, Identifiable {
                case byName, byDate, bySize
                var id: Self { self }
                var title: String {
                    switch self {
                    case .byName: return "Name"
                    case .byDate: return "Date Added"
                    case .bySize: return "Size"
                    }
                }
            }
            struct ArrangeSettings: View {
                @State private var arrangement = Arrangement.byDate
                var body: some View {
                    Form {
                        Section("Arrange by") {
                            Picker("Arrange by", selection: $arrangement) {
                                ForEach(Arrangement.allCases) { a in
                                    Text(a.title).tag(a)
                                }
                            }
                            .pickerStyle(.inline)
                            .labelsHidden()
                        }
                        Section {
                            Picker("Columns", selection: .constant(2)) {
                                Text("One").tag(1)
                                Text("Two").tag(2)
                            }
                            .labelsHidden()
                        }
                    }
                }
            }
            #Preview { ArrangeSettings() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        let all = elements(s)
        let rows = (0..<3).compactMap { i in all.first { $0.id.hasSuffix("/option[\(i)]") } }
        XCTAssertEqual(rows.count, 3, all.map(\.id).joined(separator: "\n"))
        XCTAssertEqual(rows.map { $0.element(withId: $0.id + "/checkmark") != nil }, [false, true, false])
        XCTAssertTrue(zip(rows, rows.dropFirst()).allSatisfy { $0.bounds.maxY <= $1.bounds.minY }, "one row under the other")
        XCTAssertTrue(zip(rows, rows.dropFirst()).allSatisfy { $1.bounds.minY - $0.bounds.minY >= 44 }, "a list row each: \(rows.map(\.bounds))")
        XCTAssertEqual(rows.map { $0.kind }, [.button, .button, .button])
        // A menu picker whose label is hidden shows only its value and chevron in its row.
        let menu = try XCTUnwrap(all.first { $0.kind == .picker }, all.map(\.id).joined(separator: "\n"))
        XCTAssertNil(menu.element(withId: menu.id + "/label"), all.map(\.id).joined(separator: "\n"))
        XCTAssertNotNil(menu.element(withId: menu.id + "/value"), all.map(\.id).joined(separator: "\n"))
    }

    func testOutsideAListItIsAWheelAndAShownLabelInAListIsAnUnknown() throws {
        let s = try evaluate("""
            import SwiftUI
            struct ServerChoice: View {
                @State private var server = 0
                var body: some View {
                    VStack {
                        Picker("Server", selection: $server) {
                            Text("Production").tag(0)
                            Text("Staging").tag(1)
                        }
                        .pickerStyle(InlinePickerStyle())
                        .frame(height: 120)
                        List {
                            Picker("Region", selection: $server) {
                                Text("Europe").tag(0)
                                Text("Asia").tag(1)
                            }
                            .pickerStyle(.inline)
                        }
                    }
                }
            }
            #Preview { ServerChoice() }
            """)
        XCTAssertEqual(s.unevaluated.count, 2, "\(s.unevaluated)")
        XCTAssertTrue(s.unevaluated.contains { $0.contains("outside a list is a wheel") }, "\(s.unevaluated)")
        XCTAssertTrue(s.unevaluated.contains { $0.contains("inline picker's label in a list") }, "\(s.unevaluated)")
    }
}
