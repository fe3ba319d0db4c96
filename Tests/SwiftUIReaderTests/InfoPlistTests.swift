import Foundation
import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `Bundle.main.infoDictionary` is the app's Info.plist as Xcode builds it (`Evaluate/InfoPlist.swift`).
final class InfoPlistTests: XCTestCase {
    private let settingsScreen = """
        import SwiftUI
        struct Credits: View {
            private var version: String {
                Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "unknown"
            }
            private var build: String {
                Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? "unknown"
            }
            var body: some View {
                VStack {
                    Text("Version \\(version) (\\(build))")
                    Text(Bundle.main.infoDictionary?["CFBundleDisplayName"] as? String ?? "App")
                    Text(Bundle.main.infoDictionary?["NSHumanReadableCopyright"] as? String ?? "")
                }
            }
        }
        #Preview { Credits() }
        """

    private func plist(_ entries: [String: String]) -> String {
        let body = entries.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>\(body)</dict></plist>
            """
    }

    private func texts(_ fixture: SwiftFixture, _ screen: String) throws -> (texts: [String], unevaluated: [String]) {
        let project = try fixture.project([screen])
        let s = project.screen(project.previews[0], in: ViewEnvironment())
        let texts = s.screen.body.all.compactMap { n -> String? in
            if case .text(let t) = n.kind { return "\(t)" } else { return nil }
        }
        return (texts, s.screen.coverage?.unevaluated.map(\.message) ?? [])
    }

    func testValuesComeFromTheNearestInfoPlistWithBuildSettingsFilledIn() throws {
        let fixture = try SwiftFixture([
            "Garden/Screens/Credits.swift": settingsScreen,
            "Garden/Info.plist": plist(["CFBundleShortVersionString": "$(MARKETING_VERSION)",
                                        "CFBundleVersion": "${CURRENT_PROJECT_VERSION}", "CFBundleDisplayName": "Garden"]),
            "Garden.xcodeproj/project.pbxproj": """
                buildSettings = {
                    CURRENT_PROJECT_VERSION = 57;
                    MARKETING_VERSION = 3.1.0;
                };
                buildSettings = {
                    CURRENT_PROJECT_VERSION = 57;
                    MARKETING_VERSION = 3.1.0;
                };
                """,
        ])
        let (texts, unevaluated) = try texts(fixture, "Garden/Screens/Credits.swift")
        XCTAssertTrue(texts.contains { $0.contains("Version %@ (%@)") && $0.contains("\"3.1.0\", \"57\"") }, "\(texts)")
        XCTAssertTrue(texts.contains { $0.contains("Garden") }, "\(texts)")
        XCTAssertEqual(unevaluated.count, 1, "a key the plist has not is unknown, not nil: \(unevaluated)")
        XCTAssertTrue(unevaluated[0].contains("no 'NSHumanReadableCopyright'"), "\(unevaluated)")
    }

    func testAGeneratedInfoPlistHasTheVersionsAndASettingWithTwoValuesIsUnknown() throws {
        let fixture = try SwiftFixture([
            "Garden/Credits.swift": settingsScreen,
            "Garden/Info.plist": plist(["NSHumanReadableCopyright": "Leaf and Co"]),
            "Garden.xcodeproj/project.pbxproj": """
                GENERATE_INFOPLIST_FILE = YES;
                MARKETING_VERSION = 2.4;
                CURRENT_PROJECT_VERSION = 10;
                CURRENT_PROJECT_VERSION = 11;
                """,
        ])
        let (texts, unevaluated) = try texts(fixture, "Garden/Credits.swift")
        XCTAssertTrue(texts.contains { $0.contains("Leaf and Co") }, "\(texts)")
        XCTAssertTrue(unevaluated.contains { $0.contains("CURRENT_PROJECT_VERSION has 2 values") }, "\(unevaluated)")
        XCTAssertFalse(texts.contains { $0.contains("unknown") }, "never the fallback: \(texts)")
    }

    func testNoInfoPlistAboveTheFileIsAnUnknown() throws {
        let fixture = try SwiftFixture(["Credits.swift": settingsScreen, "Shop.xcodeproj/project.pbxproj": "MARKETING_VERSION = 1.0;"])
        let (_, unevaluated) = try texts(fixture, "Credits.swift")
        XCTAssertTrue(unevaluated.contains { $0.contains("no Info.plist is found above this file") }, "\(unevaluated)")
    }
}
