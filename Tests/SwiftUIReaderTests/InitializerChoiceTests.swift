import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Which `init` a call runs when several fit its labels (`OverloadChoice` rule 2, issue 26), and
/// the nested type an array's elements are made as.
final class InitializerChoiceTests: XCTestCase {
    func testAStringGoesToTheInitTakingAStringNotAClosure() throws {
        let s = try evaluate("""
            import SwiftUI
            struct EmptyState<Title: View>: View {
                let title: () -> Title
                let message: String
                init(@ViewBuilder title: @escaping () -> Title, message: String) {
                    self.title = title
                    self.message = message
                }
                var body: some View { VStack { title(); Text(message) } }
            }
            extension EmptyState where Title == Text {
                init(title: String, message: String) {
                    self.message = message
                    self.title = { Text(title) }
                }
            }
            #Preview { EmptyState(title: "No episodes", message: "Subscribe to a show") }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"No episodes\")", "literal(\"Subscribe to a show\")"], s.screen.body.outline)
    }

    func testArrayElementsAreTheNestedTypeWhereTheArrayIsDeclared() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Banner: View {
                let actions: [Action]
                var body: some View { HStack { ForEach(actions) { a in Button(a.title) { a.run() } } } }
                struct Action: Identifiable {
                    let title: String
                    let run: () -> Void
                    var id: String { title }
                }
            }
            struct Action: View {
                let symbol: String
                var body: some View { Image(systemName: symbol) }
            }
            #Preview { Banner(actions: [.init(title: "Retry", run: {}), .init(title: "Dismiss", run: {})]) }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"Retry\")", "literal(\"Dismiss\")"], s.screen.body.outline)
    }

    /// An `init(text: String)` handing on with `self.init(text: LocalizedStringKey(text))` reaches
    /// the `LocalizedStringKey` init, not itself again (was "unknown value 'text'": the property
    /// was never set).
    func testALocalizedStringKeyGoesToTheInitTakingAKey() throws {
        let s = try evaluate("""
            import SwiftUI
            struct SectionHeader: View {
                let text: LocalizedStringKey
                var icon: String?
                init(text: LocalizedStringKey, icon: String? = nil) { self.text = text; self.icon = icon }
                init(text: String, icon: String? = nil) { self.init(text: LocalizedStringKey(text), icon: icon) }
                var body: some View { Text(text) }
            }
            struct Today: View {
                let title = "Events"
                var body: some View { VStack { SectionHeader(text: "Visitors"); SectionHeader(text: title) } }
            }
            #Preview { Today() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Visitors\")", "key(\"Events\")"], s.screen.body.outline)
    }

    func testAnInitWithAnUnlabelledParameterNeedsAValueForIt() throws {
        // A generated mock's convenience `init(_ configuration:)` hands on to `self.init()`; a
        // badge's `init()` hands on to `init(_ text:)`. Neither `init()` call is the unlabelled one.
        let s = try evaluate("""
            import SwiftUI
            struct SessionConfiguration { var name = "Ada" }
            class SessionMock {
                var name = "Unnamed"
                var isOnline = false
            }
            extension SessionMock {
                convenience init(_ configuration: SessionConfiguration) {
                    self.init()
                    name = configuration.name
                    isOnline = true
                }
            }
            struct Badge {
                var text: String
                init(_ text: String) { self.text = text }
                init() { self.init("New") }
            }
            struct Header: View {
                let session = SessionMock(.init())
                let badge = Badge()
                var body: some View {
                    Text(verbatim: "\\(session.name) \\(session.isOnline) \\(badge.text)")
                }
            }
            #Preview { Header() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("Ada true New")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
}
