import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Methods and functions named where a closure goes (`FunctionReferences.swift`, issue 26):
/// `.toolbar(content: toolbar)`, `ForEach(items, content: row)`, `.onAppear(perform: load)`.
final class FunctionReferencesTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    private func navigation(_ s: PreviewScreen) throws -> NavigationValue {
        let node = s.screen.body.all.first { if case .navigationStack = $0.kind { return true } else { return false } }
        guard case .navigationStack(let nav)? = node?.kind else {
            XCTFail("no navigation stack: " + s.screen.body.outline)
            throw CancellationError()
        }
        return nav
    }

    func testAToolbarBuiltByAMethodIsDrawn() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    NavigationStack {
                        Text("No mail")
                            .navigationTitle("Inbox")
                            .toolbar(content: toolbar)
                    }
                }
                @ToolbarContentBuilder
                private func toolbar() -> some ToolbarContent {
                    ToolbarItem(placement: .cancellationAction) { Button("Close") { } }
                    ToolbarItem(placement: .primaryAction) { Button("Compose") { } }
                }
            }
            #Preview { Inbox() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        let nav = try navigation(s)
        XCTAssertEqual(nav.leading.count, 1, s.screen.body.outline)
        XCTAssertEqual(nav.trailing.count, 1, s.screen.body.outline)
        XCTAssertEqual(Set(texts(s)), ["key(\"No mail\")", "key(\"Close\")", "key(\"Compose\")"], s.screen.body.outline)
        XCTAssertEqual(nav.title, .key("Inbox"))
    }

    func testForEachRowsMadeByAMethod() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Planet: Identifiable { let id: Int; let name: String }
            struct Planets: View {
                let planets = [Planet(id: 1, name: "Mercury"), Planet(id: 2, name: "Venus")]
                var body: some View {
                    List {
                        ForEach(planets, content: row)
                        ForEach(planets, content: self.row(_:))
                        ForEach(planets.map(\\.name), id: \\.self, content: caption)
                    }
                }
                func row(_ planet: Planet) -> some View { Text(planet.name) }
                func row(_ planet: Planet, note: String) -> some View { Text(planet.name + note) }
                @ViewBuilder func caption(_ name: String) -> some View {
                    Text(name.uppercased())
                    Divider()
                }
            }
            #Preview { Planets() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(texts(s), ["literal(\"Mercury\")", "literal(\"Venus\")", "literal(\"Mercury\")", "literal(\"Venus\")",
                                  "literal(\"MERCURY\")", "literal(\"VENUS\")"], s.screen.body.outline)
    }

    func testStateSetByTheMethodTheViewAppearingPerformsIsDrawn() throws {
        let s = try evaluate("""
            import SwiftUI
            final class Feed: ObservableObject { @Published var count = 0; func load() { count = 9 } }
            struct Welcome: View {
                @State private var greeting = "Loading"
                @State private var expanded = false
                @StateObject private var feed = Feed()
                var body: some View {
                    VStack {
                        Text(greeting)
                        if expanded { Text("Details") }
                        Text("\\(feed.count) new")
                    }
                    .onAppear(perform: prepare)
                    .onAppear(perform: feed.load)
                    .task(fetch)
                }
                private func prepare() {
                    greeting = "Hello"
                    self.expanded = true
                }
                private func fetch() async { greeting = await Server.greeting() }
            }
            #Preview { Welcome() }
            """)
        XCTAssertEqual(texts(s).prefix(2), ["literal(\"Hello\")", "key(\"Details\")"], s.screen.body.outline)
        guard case .text(let count)? = s.screen.body.textNodes.last?.kind else { return XCTFail(s.screen.body.outline) }
        XCTAssertEqual(count, .format(key: "%lld new", arguments: ["0"]), "a model's method is not run before the frame")
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAButtonNamingItsActionKeepsItsLabel() throws {
        let s = try evaluate("""
            import SwiftUI
            final class Editor: ObservableObject { func save() { } }
            struct Compose: View {
                @StateObject var editor = Editor()
                var body: some View {
                    VStack {
                        Button(action: send) { Text("Send") }
                        Button("Save", action: editor.save)
                        Button(action: discard, label: discardLabel)
                    }
                }
                func send() { }
                func discard() { }
                func discardLabel() -> some View { Label("Discard", systemImage: "trash") }
            }
            #Preview { Compose() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        let buttons = s.screen.body.all.filter { if case .button = $0.kind { return true } else { return false } }
        XCTAssertEqual(buttons.count, 3, s.screen.body.outline)
        XCTAssertEqual(buttons.prefix(2).map { $0.textsDrawn.first ?? "" }, ["key(\"Send\")", "key(\"Save\")"], s.screen.body.outline)
        guard case .label(let discard)? = buttons.last?.all.last?.kind else { return XCTFail(s.screen.body.outline) }
        XCTAssertEqual(discard.title, .key("Discard"), "a label made by a method")
    }

    func testStaticGlobalAndLocalFunctionsAsValues() throws {
        let s = try evaluate("""
            import SwiftUI
            func shout(_ s: String) -> String { s.uppercased() + "!" }
            struct Badges: View {
                let names = ["new", "hot"]
                var body: some View {
                    VStack {
                        ForEach(names, id: \\.self, content: Self.badge)
                        ForEach(names.map(shout), id: \\.self, content: Badge.make)
                        tagged
                    }
                }
                static func badge(_ name: String) -> some View { Text(name) }
                var tagged: some View {
                    func tag(_ s: String, count: Int = 2) -> String { s + " x\\(count)" }
                    return Text(names.map(tag).joined(separator: ", ") + "; " + tag("all", count: 5))
                }
            }
            enum Badge { static func make(_ title: String) -> Text { Text(title) } }
            #Preview { Badges() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(texts(s), ["literal(\"new\")", "literal(\"hot\")", "literal(\"NEW!\")", "literal(\"HOT!\")",
                                  "literal(\"new x2, hot x2; all x5\")"], s.screen.body.outline)
    }

    func testInitializersAsFunctions() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Tag { let title: String; init(_ name: String) { title = "#" + name } }
            struct Chip: View { let title: String; var body: some View { Text(title) } }
            enum Level: Int { case low = 1, high = 3 }
            struct Tags: View {
                let names = ["swift", "ios"]
                var body: some View {
                    VStack {
                        ForEach(names.map(Tag.init), id: \\.title) { Text($0.title) }
                        ForEach([7, 8].map(String.init), id: \\.self, content: Chip.init)
                        ForEach([3, 2].compactMap(Level.init(rawValue:)), id: \\.self) { Text("\\($0)") }
                    }
                }
            }
            #Preview { Tags() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(texts(s), ["literal(\"#swift\")", "literal(\"#ios\")", "literal(\"7\")", "literal(\"8\")",
                                  "format(key: \"%@\", arguments: [\"high\"])"], s.screen.body.outline)
    }

    func testSwiftUIViewInitializersAsBuilders() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Zoom: View {
                @State private var scale = 1.0
                var body: some View {
                    VStack {
                        Slider(value: $scale, in: 1...4, label: EmptyView.init,
                               minimumValueLabel: { Text("1x") }, maximumValueLabel: { Text("4x") })
                        ForEach(["a", "b"], id: \\.self, content: Text.init)
                    }
                }
            }
            #Preview { Zoom() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(texts(s), ["literal(\"a\")", "literal(\"b\")"], "a String handed to Text.init is verbatim: " + s.screen.body.outline)
    }

    func testAListsRowsMadeByAMethod() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Chores: View {
                let chores = ["Water plants", "Call Ada"]
                var body: some View {
                    VStack {
                        List(chores, id: \\.self, rowContent: row)
                        List(chores, id: \\.self, rowContent: ChoreKit.row)
                    }
                }
                func row(_ chore: String) -> some View { Text(chore) }
            }
            #Preview { Chores() }
            """)
        XCTAssertEqual(texts(s), ["literal(\"Water plants\")", "literal(\"Call Ada\")"], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.placeholderNames.count, 1, "rows of an unknown function are one placeholder: " + s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, ["unknown value 'ChoreKit': drawn as a placeholder"])
    }

    func testANameTheReaderDoesNotKnowStaysALocatedUnknown() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Shelf: View {
                let books = ["Emma", "Persuasion"]
                var body: some View {
                    NavigationStack {
                        List {
                            Text("Shelf")
                            ForEach(books, id: \\.self, content: BookKit.row)
                        }
                        .toolbar(content: sharedToolbar)
                    }
                }
            }
            #Preview { Shelf() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Shelf\")"])
        XCTAssertEqual(s.screen.body.placeholderNames.count, 1, "the rows are one placeholder, not dropped: " + s.screen.body.outline)
        let gaps = s.screen.coverage?.unevaluated ?? []
        XCTAssertEqual(gaps.map(\.message), ["unknown value 'BookKit': drawn as a placeholder",
                                             "unknown value 'sharedToolbar': modifier '.toolbar' left out"])
        XCTAssertEqual(gaps.map(\.source.line), [8, 10])
    }
}
