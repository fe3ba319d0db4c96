import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Unknown is a value: what the reader cannot evaluate is drawn as a stand-in, a default or a
/// placeholder, marked on its node and listed with the screen, and everything beside it is kept.
final class UnknownValueTests: XCTestCase {
    private func texts(_ n: Node) -> [String] {
        n.all.compactMap { if case .text(let t) = $0.kind { return "\(t)" } else { return nil } }
    }

    private func placeholders(_ n: Node) -> [String] {
        n.all.compactMap { if case .placeholder(let name) = $0.kind { return name } else { return nil } }
    }

    func testAMissingAssetColourInSampleDataLosesNothingElse() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Project { var name: String; var color: Color }
            extension Project { static let sample = Project(name: "Dev", color: Color("App Dev")) }
            struct ProjectRow: View {
                let project: Project
                var body: some View {
                    HStack {
                        Circle().fill(project.color).frame(width: 10, height: 10)
                        Text(verbatim: project.name).foregroundStyle(project.color)
                    }
                }
            }
            struct ProjectList: View {
                var projects: [Project]
                var body: some View { VStack { ForEach(projects, id: \\.name) { ProjectRow(project: $0) }; Text("Other") } }
            }
            #Preview { ProjectList(projects: [.sample]) }
            """)
        XCTAssertEqual(placeholders(s.screen.body), [], s.screen.body.outline)
        XCTAssertEqual(texts(s.screen.body), ["literal(\"Dev\")", "key(\"Other\")"])
        let dev = try XCTUnwrap(s.screen.body.all.first { if case .text(.literal("Dev")) = $0.kind { return true } else { return false } })
        XCTAssertTrue(dev.unverified.contains(.color), "the colour left out leaves its contrast unverified")
        XCTAssertNil(dev.modifiers.foreground)
        let circle = try XCTUnwrap(s.screen.body.all.first { if case .shape = $0.kind { return true } else { return false } })
        XCTAssertTrue(circle.unverified.contains(.color))
        let coverage = try XCTUnwrap(s.screen.coverage)
        XCTAssertEqual(coverage.views, 1)
        XCTAssertEqual(coverage.text, 1)
        XCTAssertFalse(coverage.isNothingEvaluated)
        XCTAssertEqual(Set(coverage.unevaluated.map(\.source.line)), [3], "\(coverage.unevaluated)")
        XCTAssertTrue(coverage.unevaluated.allSatisfy { $0.message.hasPrefix("colour 'App Dev' is not in the configured asset catalogs") })
        XCTAssertTrue(coverage.unevaluated.contains { $0.message.hasSuffix("modifier '.foregroundStyle' left out") })
    }

    func testAnUnknownButtonTitleIsAStandInAndMarkedText() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                VStack {
                    Button(L10n.save) { }
                    Button { } label: { Image(systemName: "gear") }.accessibilityLabel(Strings.settings)
                }
            }
            """)
        let buttons = s.screen.body.all.filter { if case .button = $0.kind { return true } else { return false } }
        XCTAssertEqual(buttons.count, 2, s.screen.body.outline)
        XCTAssertTrue(buttons[0].unverified.contains(.text))
        XCTAssertEqual(texts(buttons[0]), ["literal(\"\(TextStandIn.string)\")"])
        XCTAssertTrue(buttons[1].unverified.contains(.label), "its label left out: \(buttons[1].unverified)")
        XCTAssertNil(buttons[1].modifiers.accessibility?.label)
        XCTAssertTrue(s.warnings.contains { $0.message == "unknown value 'L10n': drawn as a stand-in text of 12 characters" && $0.place.line == 4 },
                      "\(s.warnings)")
        let coverage = try XCTUnwrap(s.screen.coverage)
        XCTAssertEqual(coverage.text, 0, "the only text is a stand-in")
    }

    func testInterpolatingAnUnknownKeepsTheKnownPart() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Greeting: View {
                let user: User
                var body: some View { Text("Hello \\(user.name)!") }
            }
            #Preview { Greeting(user: .mock) }
            """)
        guard case .text(.literal("Hello \(TextStandIn.string)!")) = s.screen.body.kind else { return XCTFail(s.screen.body.outline) }
        XCTAssertTrue(s.screen.body.unverified.contains(.text))
        let coverage = try XCTUnwrap(s.screen.coverage)
        XCTAssertEqual(coverage.text, 7.0 / 19.0, accuracy: 1e-9, "7 of 19 characters evaluated")
    }

    func testAnUnknownViewIsAPlaceholderItsModifiersStillSizeAndItsSiblingsAreKept() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                HStack {
                    MapView(region: .init()).frame(width: 120, height: 80)
                    Text("Nearby places")
                    Chart(data: Store.points)
                }
            }
            """)
        let c = s.screen.body.kind.children
        guard c.count == 3, case .placeholder("MapView") = c[0].kind, case .text = c[1].kind, case .placeholder("Chart") = c[2].kind else {
            return XCTFail(s.screen.body.outline)
        }
        XCTAssertEqual(c[0].modifiers.frame?.height, 80)
        XCTAssertTrue(c[2].unverified.contains(.size))
        XCTAssertTrue(s.screen.body.unverified.contains(.size), "the stack's size follows its placeholder's")
        XCTAssertFalse(c[0].unverified.contains(.size), "its frame fixes its size")
        XCTAssertTrue(c[0].unverified.contains(.color), "what is drawn over a placeholder has no known colour under it")
        let coverage = try XCTUnwrap(s.screen.coverage)
        XCTAssertEqual(coverage.views, 2.0 / 4.0, accuracy: 1e-9)
        XCTAssertEqual(coverage.text, 1)
    }

    func testAnUnknownConditionDrawsTheBranchWithTheMostViews() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Inbox: View {
                @State var model = InboxModel()
                var body: some View {
                    if model.isLoading {
                        ProgressView()
                    } else {
                        VStack { Text("First"); Text("Second") }
                    }
                    switch model.state {
                    case .empty: Text("Nothing")
                    case .loaded(let items): VStack { Text("Items"); Text(items.first ?? "none"); Divider() }
                    }
                }
            }
            #Preview { Inbox() }
            """)
        XCTAssertEqual(texts(s.screen.body).count, 4, s.screen.body.outline)
        XCTAssertTrue(texts(s.screen.body).contains("key(\"Second\")"))
        XCTAssertTrue(texts(s.screen.body).contains("key(\"Items\")"))
        XCTAssertFalse(texts(s.screen.body).contains("key(\"Nothing\")"))
        let conditions = try XCTUnwrap(s.screen.coverage).unevaluated.filter { $0.message.hasPrefix("condition") }
        XCTAssertEqual(conditions.map(\.source.line), [5, 10], "\(conditions)")
        XCTAssertEqual(conditions.first?.message, "condition 'model.isLoading' is not known (unknown type or function 'InboxModel' (declared in no file read)):"
                       + " the branch at line 8 is drawn (the one that makes the most views)")
        XCTAssertEqual(s.warnings.filter { $0.message.contains("Nothing") }, [], "the candidates not drawn leave no warnings")
    }

    func testForEachOverAnUnknownCollectionDrawsOneRow() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Feed: View {
                let store: FeedStore
                var body: some View {
                    List { ForEach(store.posts) { post in HStack { Text(post.title); Text("Reply") } } }
                }
            }
            #Preview { Feed(store: .preview) }
            """)
        XCTAssertEqual(texts(s.screen.body), ["literal(\"\(TextStandIn.string)\")", "key(\"Reply\")"], s.screen.body.outline)
        XCTAssertTrue(try XCTUnwrap(s.screen.coverage).unevaluated.contains { $0.message.hasSuffix("iterated as one item of unknown value") })
    }

    func testPlainCodeOnAnUnknownIsUnknownWhereItMatters() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Badge: View {
                let count: Int
                var tint: Color { if count > Limits.max { return .red }; return .green }
                var label: String { count > 0 && Flags.on ? "New" : "Old" }
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(count * 2)").foregroundStyle(tint)
                        Text(verbatim: label)
                        Text(verbatim: false && Flags.on ? "x" : "Known")
                    }
                }
            }
            #Preview { Badge(count: 2) }
            """)
        let c = s.screen.body.kind.children
        guard c.count == 3, case .text(.literal("4")) = c[0].kind, case .text(.literal(TextStandIn.string)) = c[1].kind,
              case .text(.literal("Known")) = c[2].kind else { return XCTFail(s.screen.body.outline) }
        XCTAssertEqual(c[0].unverified.names, ["color"])
        XCTAssertTrue(c[1].unverified.contains(.text))
        XCTAssertEqual(c[2].unverified, [])
    }

    func testAPreviewOfNothingButAnUnknownViewIsNothingEvaluated() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview { AccountScreen(session: .live) }
            """)
        guard case .placeholder("AccountScreen") = s.screen.body.kind else { return XCTFail(s.screen.body.outline) }
        let coverage = try XCTUnwrap(s.screen.coverage)
        XCTAssertTrue(coverage.isNothingEvaluated)
        XCTAssertEqual(coverage.views, 0)
        XCTAssertEqual(coverage.unevaluated.map(\.source.line), [2])
        XCTAssertEqual(coverage.unevaluated.first?.message, "unknown view 'AccountScreen': drawn as a placeholder")
    }

    func testAWhollyEvaluatedPreviewIsComplete() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview { VStack { Text("A"); Button("B") { } } }
            """)
        XCTAssertEqual(s.screen.coverage, Coverage(views: 1, text: 1, unevaluated: [], isNothingEvaluated: false))
        XCTAssertTrue(s.screen.body.all.allSatisfy { $0.unverified.isEmpty })
    }
}
