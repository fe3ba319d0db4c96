import LayoutModel
import XCTest
@testable import SwiftUIReader

/// What an unknown that is no view says (`UnknownCallees`), and a `body` that is a plain value.
final class UnknownCalleesTests: XCTestCase {
    func testAnUnknownTypeOrFunctionCalledForItsEffectSaysWhereItMayComeFrom() throws {
        // A connectivity monitor started in a model's init and an image context opened by a
        // drawing helper: neither is a view, and the file's imports say where they may come from.
        let s = try evaluate("""
            import SwiftUI
            #if os(iOS)
            import Network
            #endif
            final class Connectivity {
                let monitor = PathMonitor()
                init() {
                    monitor.start()
                    BeginImageContext(CGSize(width: 4, height: 4), false, 0)
                }
            }
            struct StatusView: View {
                let connectivity = Connectivity()
                var body: some View { VStack { Text("Online"); LegacyBadge() } }
            }
            #Preview { StatusView() }
            """)
        XCTAssertEqual(s.unevaluated, [
            "unknown type or function 'PathMonitor' (declared in no file read; the file imports Network): the call is skipped",
            "unknown type or function 'BeginImageContext' (declared in no file read; the file imports Network): the call is skipped",
            "unknown view 'LegacyBadge': drawn as a placeholder",
        ])
    }

    func testSwiftsResultIsAValueTheReaderDoesNotMakeNotAnUnknownType() throws {
        // A loader wraps a throwing read in `Result(catching:)` and discards it: "unknown view
        // 'Result'", then "unknown type or function 'Result'", for Swift's own type.
        let s = try evaluate("""
            import SwiftUI
            struct Loader {
                init() {
                    _ = Result(catching: { try readCache() })
                }
            }
            struct CacheView: View {
                let loader = Loader()
                var body: some View { Text("Cache") }
            }
            #Preview { CacheView() }
            """)
        XCTAssertEqual(s.unevaluated, ["a Result is not evaluated: the value is discarded"])
    }

    func testAMethodAModelOrAURLLacksIsAnUnknownMethodNotAModifier() throws {
        // `exportURL.appendPathComponent(...)` and a model's method declared by a package's
        // extension were "URL is not a view" and "Exporter is not a view".
        let s = try evaluate("""
            import SwiftUI
            final class Exporter {
                func prepare() -> String {
                    var exportURL = URL(string: "https://example.com")!
                    exportURL.appendPathComponent("backup")
                    return "Ready"
                }
            }
            struct ExportView: View {
                let exporter = Exporter()
                var body: some View {
                    VStack { Text(exporter.prepare()); Text(exporter.summary()) }
                }
            }
            #Preview { ExportView() }
            """)
        XCTAssertEqual(s.unevaluated, [
            "unknown method 'appendPathComponent' of URL: the call is skipped",
            "unknown method 'summary' of Exporter: drawn as a stand-in text of 12 characters",
        ])
    }

    func testAStaticOrPlainValueNamedBodyIsAValueNotAView() throws {
        // Generated string tables name a key `body`; a message model has a `body` text.
        let s = try evaluate("""
            import SwiftUI
            enum Strings {
                enum Settings {
                    static var body: String { "Choose how the app behaves" }
                }
            }
            struct Message { let raw: String; var body: String? { raw.isEmpty ? nil : raw } }
            struct Header: View {
                let subtitle: String?
                var body: some View {
                    VStack {
                        if let subtitle { Text(subtitle) }
                        if let text = Message(raw: "Hi").body { Text(text) }
                    }
                }
            }
            #Preview { Header(subtitle: Strings.Settings.body) }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.textsDrawn.count, 2, s.screen.body.outline)
    }
}
