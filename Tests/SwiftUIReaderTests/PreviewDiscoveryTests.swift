import LayoutModel
import XCTest
@testable import SwiftUIReader

final class PreviewDiscoveryTests: XCTestCase {
    func testNamedAndUnnamedPreviewsAreScreensInSourceOrder() throws {
        let fixture = try SwiftFixture(["Paywall.swift": """
            import SwiftUI
            struct Paywall: View { var body: some View { Text("Go Pro") } }
            #Preview { Paywall() }
            #Preview("Dark paywall") { Paywall().preferredColorScheme(.dark) }
            #Preview { Paywall() }
            """])
        let project = try fixture.project(["Paywall.swift"])
        XCTAssertEqual(project.previews.map(\.name), ["Paywall", "Dark-paywall", "Paywall-2"])
        XCTAssertEqual(project.previews.map(\.place.line), [3, 4, 5])
        XCTAssertEqual(project.pins(project.previews[1]).appearance, .dark)
        XCTAssertNil(project.pins(project.previews[0]).appearance)
    }

    func testAPreviewProviderGivesOneScreenPerGroupChild() throws {
        let fixture = try SwiftFixture(["Card.swift": """
            import SwiftUI
            struct Card: View { var title: String; var body: some View { Text(title) } }
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Card(title: "One")
                        Card(title: "Two").previewDisplayName("Second")
                        Card(title: "Three").environment(\\.dynamicTypeSize, .accessibility3)
                    }
                }
            }
            """])
        let project = try fixture.project(["Card.swift"])
        XCTAssertEqual(project.previews.map(\.name), ["Card", "Second", "Card-2"])
        let texts = project.previews.map { p -> String? in
            if case .text(.literal(let s)) = project.screen(p, in: ViewEnvironment()).screen.body.kind { return s }
            return nil
        }
        XCTAssertEqual(texts, ["One", "Two", "Three"])
        XCTAssertEqual(project.pins(project.previews[2]).size, .accessibility3)
        XCTAssertEqual(project.pins(project.previews[2]).applied(to: Variant(size: .large)).size, .accessibility3)
    }

    /// "Disconnected" in several files, as real apps name their states: each is told apart by its
    /// file, as Xcode shows them; never an error, and the same names on every run.
    func testTheSamePreviewNameInSeveralFilesIsToldApartByFile() throws {
        let fixture = try SwiftFixture([
            "RoomView.swift": "import SwiftUI\nstruct RoomView: View { var body: some View { Text(\"Room\") } }\n#Preview(\"Disconnected\") { RoomView() }\n#Preview(\"Disconnected\") { RoomView() }\n#Preview(\"Loaded\") { RoomView() }",
            "ServerView.swift": "import SwiftUI\nstruct ServerView: View { var body: some View { Text(\"Server\") } }\n#Preview(\"Disconnected\") { ServerView() }\n#Preview(\"Server status\") { ServerView() }",
            "Other/RoomView.swift": "import SwiftUI\n#Preview { Text(\"Other\") }",
            "Third/RoomView.swift": "import SwiftUI\n#Preview { Text(\"Third\") }",
        ])
        let files = ["RoomView.swift", "ServerView.swift", "Other/RoomView.swift", "Third/RoomView.swift"]
        let project = try fixture.project(files)
        XCTAssertEqual(project.previews.map(\.name), [
            "RoomView-Disconnected", "RoomView-Disconnected-2", "Loaded",
            "ServerView-Disconnected", "Server-status",
            "RoomView", "RoomView-2",
        ])
        XCTAssertEqual(try fixture.project(files).previews.map(\.name), project.previews.map(\.name))
        for name in project.previews.map(\.name) {
            XCTAssertTrue(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }, name)
        }
    }

    func testAFileWithoutPreviewsAddsDeclarationsOnly() throws {
        let fixture = try SwiftFixture([
            "Model.swift": "struct Greeting { static let text = \"Hello\" }\nstruct Badge: View { var body: some View { Text(verbatim: Greeting.text) } }",
            "Screen.swift": "import SwiftUI\n#Preview { Badge() }",
        ])
        let project = try fixture.project(["Screen.swift"], sources: ["Model.swift"])
        XCTAssertEqual(project.previews.map(\.name), ["Screen"])
        let screen = project.screen(project.previews[0], in: ViewEnvironment())
        XCTAssertEqual(screen.warnings, [])
        guard case .text(.literal("Hello")) = screen.screen.body.kind else { return XCTFail(screen.screen.body.outline) }
        XCTAssertEqual(screen.screen.body.id, "Badge/Text")
    }

    func testASyntaxErrorNamesFileLineAndColumn() throws {
        let fixture = try SwiftFixture(["Broken.swift": "import SwiftUI\nstruct A: View {\n    var body: some View {\n        Text(\"x\"\n    }\n}\n"])
        XCTAssertThrowsError(try fixture.project(["Broken.swift"])) { error in
            let e = error as? SwiftSourceError
            XCTAssertEqual(e?.place.file, fixture.path("Broken.swift"))
            XCTAssertEqual(e?.place.line, 4)
            XCTAssertEqual(e?.place.column, 17)
            XCTAssertTrue(e?.message.contains("expected ')'") == true, "\(error)")
            XCTAssertTrue(e?.description.contains("Broken.swift:4:17: syntax error") == true, "\(error)")
        }
        let clean = try SwiftFixture(["Fine.swift": "import SwiftUI\n#Preview { Text(\"x\") }\n"])
        XCTAssertNoThrow(try clean.project(["Fine.swift"]))
    }
}
