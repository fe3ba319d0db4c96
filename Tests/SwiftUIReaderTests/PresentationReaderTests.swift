import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `.sheet`, `.alert` and `.confirmationDialog` become the screen's presentation when the preview
/// shows them presented.
final class PresentationReaderTests: XCTestCase {
    func testAPresentedSheetWithDetents() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Library: View {
                @State private var sharing = true
                var body: some View {
                    Text("Library")
                        .sheet(isPresented: $sharing) {
                            Text("Share").accessibilityAddTraits(.isHeader)
                                .presentationDetents([.medium, .large])
                        }
                }
            }
            #Preview { Library() }
            """).screen
        guard case .sheet(let sheet)? = s.presentation else { return XCTFail("no sheet: \\(String(describing: s.presentation))") }
        XCTAssertEqual(sheet.detents, [.medium, .large])
        XCTAssertEqual(sheet.shown, .medium)
        XCTAssertEqual(sheet.content.path, "sheet/Text")
        guard case .text(.key("Share")) = sheet.content.kind else { return XCTFail("\\(sheet.content.kind)") }
    }

    func testANotPresentedSheetIsNotDrawn() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                @Previewable @State var sharing = false
                Text("Library").sheet(isPresented: $sharing) { Text("Share") }
            }
            """)
        XCTAssertNil(s.screen.presentation)
        XCTAssertEqual(s.warnings, [])
    }

    func testAnAlertWithActionsAndMessage() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                Text("Recordings")
                    .alert("Delete Recording?", isPresented: .constant(true)) {
                        Button("Delete", role: .destructive) {}
                        Button("Cancel", role: .cancel) {}
                    } message: {
                        Text("You can't undo this.")
                    }
            }
            """).screen
        guard case .alert(let alert)? = s.presentation else { return XCTFail("no alert") }
        XCTAssertEqual(alert.title, .key("Delete Recording?"))
        XCTAssertEqual(alert.message, .key("You can't undo this."))
        XCTAssertEqual(alert.actions.map(\.modifiers.role), [.destructive, .cancel])
        XCTAssertEqual(alert.actions.map(\.path), ["alert/actions[0]/Button", "alert/actions[1]/Button"])
    }

    func testADialogHidesItsTitleUnlessVisible() throws {
        func dialog(_ visibility: String) throws -> AlertValue? {
            let s = try evaluate("""
                import SwiftUI
                #Preview {
                    Text("Recordings")
                        .confirmationDialog("Options", isPresented: .constant(true)\(visibility)) {
                            Button("Duplicate") {}
                        }
                }
                """).screen
            if case .confirmationDialog(let d)? = s.presentation { return d }
            return nil
        }
        XCTAssertNil(try XCTUnwrap(dialog("")).title)
        XCTAssertEqual(try XCTUnwrap(dialog(", titleVisibility: .visible")).title, .key("Options"))
    }

    func testIsModalTrait() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview { Text("Popup").accessibilityAddTraits(.isModal) }
            """).screen
        XCTAssertEqual(s.body.modifiers.accessibility?.traits, [.isModal])
    }
}
