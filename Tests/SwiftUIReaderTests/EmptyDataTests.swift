import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Empty `Data` and decoding it, as a fresh install reads its saved settings (`EmptyData`).
final class EmptyDataTests: XCTestCase {
    func testSettingsDecodedFromNoSavedFileAreTheDefaults() throws {
        // No file is saved in a fresh install: `?? Data()` gives empty data, decoding it throws,
        // and `try?`'s nil gives the defaults; it was "a JSONDecoder is not evaluated".
        let s = try evaluate("""
            import SwiftUI
            struct Settings: Codable { var sound = true; var volume = 0.5 }
            extension URL { static let settingsFile = URL.documentsDirectory.appendingPathComponent("settings.json") }
            struct SoundRow: View {
                let settings: Settings = {
                    let data = (try? Data(contentsOf: .settingsFile)) ?? Data()
                    return (try? JSONDecoder().decode(Settings.self, from: data)) ?? Settings()
                }()
                var body: some View {
                    Text(verbatim: "\\(settings.sound ? "On" : "Off") \\(Data().isEmpty)")
                }
            }
            #Preview { SoundRow() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("On true")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
}
