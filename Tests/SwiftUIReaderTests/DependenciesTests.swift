import LayoutModel
import XCTest
@testable import SwiftUIReader

/// swift-dependencies as a preview reads it (`Dependencies.swift`): `@Dependency` gives the key's
/// preview value, `withDependencies` and `prepareDependencies` override it, and a global "world"
/// read through a dependency (`var Current: World { @Dependency(\.world) var world; ... }`) is the
/// world its key makes.
final class DependenciesTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    private let clients = """
        import SwiftUI
        import Dependencies

        struct PaletteClient {
            var title: String
            var isCompact: () -> Bool
        }
        extension PaletteClient: DependencyKey {
            static let liveValue = PaletteClient(title: "Live", isCompact: { false })
            static let previewValue = PaletteClient(title: "Preview", isCompact: { true })
        }

        struct StepperClient { var start: Int }
        extension StepperClient: TestDependencyKey {
            static let testValue = StepperClient(start: 7)
        }

        final class Services {
            var appName = "Harbor"
            var settings = Options()
            var now: () -> Date = Date.init
            var greeting: () -> String = { readGreetingFile() }
        }
        struct Options { var showsBadge = true; var badgeCount = 3 }
        private var sharedServices = Services()
        private enum ServicesKey: DependencyKey {
            static var liveValue: Services { sharedServices }
        }

        extension DependencyValues {
            var palette: PaletteClient {
                get { self[PaletteClient.self] }
                set { self[PaletteClient.self] = newValue }
            }
            var stepper: StepperClient {
                get { self[StepperClient.self] }
                set { self[StepperClient.self] = newValue }
            }
            var services: Services {
                get { self[ServicesKey.self] }
                set { self[ServicesKey.self] = newValue }
            }
        }

        var World: Services {
            @Dependency(\\.services) var services
            return services
        }

        """

    func testADependencyIsItsKeysPreviewValueElseLiveElseTestValue() throws {
        let s = try evaluate(clients + """
            struct Banner: View {
                @Dependency(\\.palette) private var palette
                @Dependency(\\.stepper.start) var start
                @Dependency(StepperClient.self) var stepper
                @Dependency(\\.date.now) var now
                var body: some View {
                    VStack {
                        Text(palette.title)
                        if palette.isCompact() { Text("Compact") }
                        Text(verbatim: "\\(start) \\(stepper.start)")
                        Text(verbatim: "\\(now.timeIntervalSince1970)")
                    }
                }
            }
            #Preview { Banner() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(texts(s), [#"literal("Preview")"#, #"key("Compact")"#, #"literal("7 7")"#, #"literal("1772530860.0")"#], s.screen.body.outline)
    }

    func testAWorldGlobalReadThroughADependencyIsTheWorldItsKeyMakes() throws {
        let s = try evaluate(clients + """
            struct Header: View {
                var body: some View {
                    VStack {
                        Text(World.appName)
                        if World.settings.showsBadge { Text(verbatim: "Badge \\(World.settings.badgeCount)") }
                        Text(World.now(), style: .date)
                        Text(World.greeting())
                    }
                }
            }
            #Preview { Header() }
            """)
        XCTAssertEqual(Array(texts(s).prefix(3)), [#"literal("Harbor")"#, #"literal("Badge 3")"#, "formatted(LayoutModel.FormattedValue.date(year: 2026, month: 3, day: 3, style: LayoutModel.DateStyle.long))"], s.screen.body.outline)
        // The closure whose body cannot run is an unknown where it fails, nothing else.
        XCTAssertEqual(s.unevaluated.count, 1, "\(s.unevaluated)")
        XCTAssertTrue(s.unevaluated.first?.contains("readGreetingFile") == true, "\(s.unevaluated)")
    }

    func testALazyMemberOfTheWorldIsMadeWhenReadWithSelf() throws {
        let s = try evaluate("""
            import SwiftUI
            final class Uplink {
                let label: String
                init(label: String) { self.label = label }
            }
            final class Environment {
                var region = "EU"
                lazy var uplink = Uplink(label: "Uplink " + region)
                lazy var journal: Journal = .init()
            }
            final class Journal {
                let opened = Current.region
                init() { startWatching() }
            }
            var Current = Environment()
            struct Status: View {
                var body: some View {
                    Text(Current.uplink.label)
                }
            }
            #Preview { Status() }
            """)
        // The lazy journal is never read: its initializer (which reads `Current` and calls an
        // unknown function) does not run, so nothing is reported for it.
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(texts(s), [#"literal("Uplink EU")"#], s.screen.body.outline)
    }

    func testWithDependenciesAndPrepareDependenciesOverrideForThePreview() throws {
        let source = clients + """
            struct Banner: View {
                @Dependency(\\.palette) var palette
                @Dependency(\\.stepper) var stepper
                var body: some View {
                    VStack {
                        Text(palette.title)
                        Text(verbatim: "\\(stepper.start)")
                    }
                }
            }
            #Preview("Scoped") {
                withDependencies {
                    $0.palette.title = "Night"
                    $0.stepper = StepperClient(start: 42)
                } operation: {
                    Banner()
                }
            }
            #Preview("Prepared") {
                let _ = prepareDependencies { $0.stepper.start = 12 }
                Banner()
            }
            """
        let scoped = try evaluate(source, preview: "Scoped")
        XCTAssertEqual(scoped.unevaluated, [])
        XCTAssertEqual(texts(scoped), [#"literal("Night")"#, #"literal("42")"#], scoped.screen.body.outline)
        let prepared = try evaluate(source, preview: "Prepared")
        XCTAssertEqual(prepared.unevaluated, [])
        XCTAssertEqual(texts(prepared), [#"literal("Preview")"#, #"literal("12")"#], prepared.screen.body.outline)
    }

    func testAKeyThatCannotBeFoundIsALocatedUnknown() throws {
        let s = try evaluate("""
            import SwiftUI
            import Dependencies
            struct Row: View {
                @Dependency(\\.analytics) var analytics
                var body: some View {
                    Text(analytics.screenName)
                }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(s.unevaluated.count, 1, "\(s.unevaluated)")
        XCTAssertTrue(s.unevaluated.first?.contains("dependency '\\.analytics'") == true, "\(s.unevaluated)")
        XCTAssertEqual(s.screen.coverage?.unevaluated.first?.source.line, 4)
    }
}
