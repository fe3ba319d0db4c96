import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Controls: SwiftUI's Label, Picker, Stepper, SecureField, Menu, Link, DatePicker and Gauge map onto
/// the model's control kinds, and their styles onto the kinds' styles.
final class ControlsVocabularyTests: XCTestCase {
    func testEachControlMapsToItsKind() throws {
        let s = try evaluate("""
            import SwiftUI
            enum Flavor: String, CaseIterable { case vanilla, chocolate }
            struct Order: View {
                @State private var flavor = Flavor.chocolate
                @State private var guests = 3
                var body: some View {
                    VStack {
                        Label("Favorites", systemImage: "star.fill").labelStyle(.iconOnly)
                        Picker("View", selection: .constant(1)) { Text("Day"); Text("Week") }.pickerStyle(.segmented)
                        Picker("Flavor", selection: $flavor) { Text("Vanilla"); Text("Chocolate") }
                        Stepper("Guests", value: $guests, in: 1...10)
                        SecureField("Password", text: .constant(""))
                        Menu("More") { Button("Copy") { } }
                        Link("Help", destination: URL(string: "https://example.com")!)
                        Gauge(value: 40, in: 0...100) { Text("Storage") }
                    }
                }
            }
            #Preview { Order() }
            """).screen.body
        let c = s.kind.children
        XCTAssertEqual(c.map(\.kind.name), ["label", "picker", "picker", "stepper", "secureField", "menu", "link", "gauge"], s.outline)
        guard case .label(let label) = c[0].kind, case .picker(let segmented) = c[1].kind, case .picker(let menu) = c[2].kind,
              case .stepper(let stepper) = c[3].kind, case .secureField(let field) = c[4].kind,
              case .link(let link) = c[6].kind, case .gauge(let gauge) = c[7].kind else { return XCTFail(s.outline) }
        XCTAssertEqual(label.style, .iconOnly)
        XCTAssertEqual(label.symbol, "star.fill")
        XCTAssertEqual(segmented.style, .segmented)
        XCTAssertEqual(segmented.selection, 1)
        XCTAssertEqual(menu.style, .menu)
        XCTAssertEqual(menu.selection, 1, "the enum case's name matches the option's text")
        XCTAssertEqual(stepper.value, 3)
        guard case .key("Password")? = field.placeholder, case .key("Help") = link.title else { return XCTFail() }
        XCTAssertEqual(gauge.value, 0.4, accuracy: 1e-9)
    }

    func testADatePickerIsDrawnOnAFixedDayWithAWarning() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview { DatePicker("Start", selection: .constant(Date()), displayedComponents: .date) }
            """)
        guard case .datePicker(let d) = s.screen.body.kind, case .date(2026, 3, 3, _) = d.date else { return XCTFail(s.screen.body.outline) }
        XCTAssertEqual(s.warnings.count, 1)
        XCTAssertTrue(s.warnings[0].message.contains("DatePicker"))
    }

    func testAnUnmodelledStyleIsAWarningAndTheDefaultIsDrawn() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview { Picker("Size", selection: .constant(0)) { Text("S"); Text("M") }.pickerStyle(.wheel) }
            """)
        guard case .picker(let p) = s.screen.body.kind else { return XCTFail(s.screen.body.outline) }
        XCTAssertEqual(p.style, .menu)
        XCTAssertTrue(s.warnings.contains { $0.message.contains("pickerStyle") }, "\(s.warnings)")
    }
}
