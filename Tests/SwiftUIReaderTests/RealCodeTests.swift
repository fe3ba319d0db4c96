import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Constructs real app code uses around its views.
final class RealCodeTests: XCTestCase {
    func testConditionalCompilationAsAnIOSPreviewBuild() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Card: View {
                #if os(macOS)
                var title = "mac"
                #else
                var title = "phone"
                #endif
                var body: some View {
                    VStack {
                        #if os(iOS) && DEBUG
                        Text(verbatim: title)
                        #elseif os(watchOS)
                        Text(verbatim: "watch")
                        #endif
                        Text(verbatim: "all")
                            #if canImport(UIKit)
                            .padding(3)
                            #else
                            .padding(9)
                            #endif
                    }
                }
            }
            #Preview { Card() }
            """)
        XCTAssertEqual(s.warnings, [])
        let children = s.screen.body.kind.children
        guard children.count == 2, case .text(.literal("phone")) = children[0].kind else { return XCTFail(s.screen.body.outline) }
        XCTAssertEqual(children[1].modifiers.padding, EdgeInsets(all: 3))
    }

    func testABodyThatIsOneIfConfigReturnsTheActiveClausesExpression() throws {
        // `static var isUnderTest: Bool { #if DEBUG <expr> #else false #endif }`: the DEBUG clause's
        // lone expression is the getter's value (it was nil, an unknown condition in every use).
        let s = try evaluate("""
            import SwiftUI
            extension ProcessInfo {
                static var isUnderTest: Bool {
                    #if DEBUG
                    processInfo.environment["UNDER_TEST"] == "1"
                    #else
                    false
                    #endif
                }
            }
            func badge() -> String {
                #if os(iOS)
                "phone"
                #else
                "other"
                #endif
            }
            struct Card: View {
                var body: some View {
                    if ProcessInfo.isUnderTest { Text(verbatim: "test") } else { Text(verbatim: badge()) }
                }
            }
            #Preview { Card() }
            """)
        XCTAssertEqual(s.warnings, [])
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("phone")"#], s.screen.body.outline)
    }

    func testStaticsNestedTypesDictionariesAndKeyPaths() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Menu {
                struct Item { var name: String; var price: Int }
                static let coffee = Item(name: "Coffee", price: 3)
                static let tea = Menu.Item(name: "Tea", price: 2)
                static let all = [coffee, tea]
                static let stock = ["Coffee": 4, "Tea": 0]
                static func total() -> Int { all.map(\\.price).reduce(0, +) }
            }
            struct MenuView: View {
                var body: some View {
                    VStack {
                        Text(verbatim: Menu.all.map(\\.name).joined(separator: ", "))
                        Text(verbatim: "\\(Menu.stock["Coffee"]!)")
                        FlowLayout { Text("a") }
                    }
                }
            }
            struct FlowLayout: Layout {}
            #Preview { MenuView() }
            """)
        let children = s.screen.body.kind.children
        guard case .text(.literal("Coffee, Tea")) = children[0].kind, case .text(.literal("4")) = children[1].kind else {
            return XCTFail(s.screen.body.outline + "\n\(s.warnings)")
        }
        // A custom layout's subviews are drawn (stacked, positions unverified): `ChartsAndLayoutsTests`.
        guard case .vStack(let subviews) = children[2].kind, subviews.count == 1, subviews[0].unverified.contains(.size) else {
            return XCTFail(s.screen.body.outline)
        }
        XCTAssertEqual(s.warnings.map(\.message), ["custom Layout 'FlowLayout' is not modelled: its subviews are drawn stacked, their positions unverified"])
    }

    func testAFailingStaticReportsItsOwnCause() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Order { var id: String; static let preview = Order(id: OrderStore.shared.nextID()) }
            struct OrderView: View { let order: Order; var body: some View { Text(verbatim: order.id) } }
            #Preview { OrderView(order: .preview) }
            """)
        // The id it could not make is a stand-in; the warning is at the static's own cause.
        XCTAssertTrue(s.warnings.contains { $0.message.hasPrefix("unknown value 'OrderStore'") && $0.place.line == 2 }, "\(s.warnings)")
        guard case .text(.literal(TextStandIn.string)) = s.screen.body.kind else { return XCTFail(s.screen.body.outline) }
    }

    func testObjectsPutInTheEnvironmentReachTheViewsBelow() throws {
        let source = """
            import SwiftUI
            @Observable final class Theme { var accent = "teal"; static let shared = Theme() }
            final class Session: ObservableObject { var user = "Ada" }
            struct Badge: View {
                @Environment(Theme.self) private var theme
                @EnvironmentObject var session: Session
                var body: some View { Text(verbatim: theme.accent + " " + session.user) }
            }
            #Preview { Badge().environment(Theme.shared).environmentObject(Session()) }
            #Preview("Bare") { Badge() }
            """
        let s = try evaluate(source)
        XCTAssertEqual(s.warnings, [])
        guard case .text(.literal("teal Ada")) = s.screen.body.kind else { return XCTFail(s.screen.body.outline) }
        // Without them (the app puts them in through a helper, `.withEnvironments()`), each model
        // holds its own initial values: the singleton the type declares, else a new instance.
        let bare = try evaluate(source, preview: "Bare")
        XCTAssertEqual(bare.warnings.map(\.message), ["the preview puts in no Theme for 'theme': Theme.shared is used",
                                                       "the preview puts in no Session for 'session': a new Session with its initial values is used"])
        guard case .text(.literal("teal Ada")) = bare.screen.body.kind else { return XCTFail(bare.screen.body.outline) }
    }
}

extension RealCodeTests {
    func testEnumeratedPairsInForEachAndFor() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Steps: View {
                let names = ["Wash", "Dry"]
                var total: Int {
                    var sum = 0
                    for (i, _) in names.enumerated() { sum += i + 1 }
                    return sum
                }
                var body: some View {
                    VStack {
                        ForEach(Array(names.enumerated()), id: \\.offset) { index, name in
                            Text(verbatim: "\\(index + 1). \\(name)")
                        }
                        ForEach(names.enumerated().map { $0 }, id: \\.offset) { pair in Text(verbatim: pair.element) }
                        Text(verbatim: "\\(total)")
                    }
                }
            }
            #Preview { Steps() }
            """)
        let texts = s.screen.body.kind.children.compactMap { n -> String? in
            if case .text(.literal(let t)) = n.kind { return t } else { return nil }
        }
        XCTAssertEqual(texts, ["1. Wash", "2. Dry", "Wash", "Dry", "3"], "\(s.warnings)")
    }
}

extension RealCodeTests {
    func testImplicitInitAndStaticFunctionsResolveByTheParametersType() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Post { var title: String; static func placeholder() -> Post { Post(title: "Loading") } }
            struct PostRow: View {
                let post: Post
                var body: some View { Text(verbatim: post.title) }
            }
            #Preview { VStack { PostRow(post: .placeholder()); PostRow(post: .init(title: "Hello")) } }
            """)
        let texts = s.screen.body.kind.children.compactMap { n -> String? in
            if case .text(.literal(let t)) = n.kind { return t } else { return nil }
        }
        XCTAssertEqual(texts, ["Loading", "Hello"], "\(s.warnings)")
    }
}
