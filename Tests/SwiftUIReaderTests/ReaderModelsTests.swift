import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Values and models as real apps' previews hand them to views (issue 26): stores, implicit
/// `.init`s of a parameter's type, unknowns that propagate, patterns, optional chains on views.
final class ReaderModelsTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    private func placeholders(_ s: PreviewScreen) -> Int {
        s.screen.body.all.filter { if case .placeholder = $0.kind { return true } else { return false } }.count
    }

    func testAStoredFunctionCalledInABodyIsCalledNotTheViewAgain() throws {
        // `self.now()` with `var now: () -> Date` read from the environment: a call of the stored
        // value. It was taken for a modifier of `self`, which expanded the body inside itself until
        // the nesting limit ("nested more than 32 levels deep") and took seconds per preview.
        let s = try evaluate("""
            import SwiftUI
            extension EnvironmentValues {
                var now: () -> Date {
                    get { self[NowKey.self] }
                    set { self[NowKey.self] = newValue }
                }
            }
            private struct NowKey: EnvironmentKey {
                static var defaultValue: () -> Date { Date.init }
            }
            struct Deadline: View {
                @Environment(\\.now) var now
                let label: String
                var format: (String) -> String = { $0 + " left" }
                var body: some View {
                    VStack {
                        Text(self.format(label))
                        Text(self.now().formatted()).font(.caption)
                    }
                }
            }
            #Preview { Deadline(label: "2 hours") }
            """)
        XCTAssertFalse(unevaluated(s).contains { $0.contains("levels deep") }, "\(unevaluated(s))")
        XCTAssertEqual(texts(s).first, "literal(\"2 hours left\")", s.screen.body.outline)
        XCTAssertEqual(placeholders(s), 0, s.screen.body.outline)
    }

    /// A TCA feature as apps write it: the reducer's nested `State`, the store typed `StoreOf<R>`.
    private let feature = """
        import SwiftUI
        import ComposableArchitecture
        struct Gallery { var title: String; var pages: Int }
        enum Loading { case idle, loading, failed(String) }
        @Reducer
        struct DetailReducer {
            @ObservableState
            struct State: Equatable {
                var gallery = Gallery(title: "Sunset", pages: 12)
                var tags = [String]()
                var ratings = [Int: Double]()
                var showsFullTitle = false
                var loading: Loading = .failed("Offline")
                var child: ChildReducer.State? = ChildReducer.State()
                var detailSearchState: Heap<DetailReducer.State?> = .init(DetailReducer.State())
                init() {}
            }
            enum Action { case toggle }
        }
        @Reducer
        struct ChildReducer {
            @ObservableState
            struct State: Equatable { var caption = "Cover" }
            enum Action { case tap }
        }
        struct ChildView: View {
            let store: StoreOf<ChildReducer>
            var body: some View { Text(store.caption) }
        }
        struct DetailView: View {
            @Bindable private var store: StoreOf<DetailReducer>
            @Binding private var zoom: Setting
            init(store: StoreOf<DetailReducer>, zoom: Binding<Setting>) {
                self.store = store
                _zoom = zoom
            }
            var body: some View {
                VStack {
                    Text(store.gallery.title)
                    Text("\\(store.state.gallery.pages) pages")
                    Text(zoom.name)
                    if store.tags.isEmpty && store.ratings.isEmpty { Text("No tags") }
                    Text(store.loading.failed ?? "Fine")
                    if let child = store.scope(state: \\.child, action: \\.child) { ChildView(store: child) }
                    Button("Toggle") { store.send(.toggle) }
                }
            }
        }
        struct Setting { var name = "Zoom" }
        """

    func testAStoreHoldsItsInitialStateAndViewsReadThroughIt() throws {
        // `.init(initialState: .init(), reducer: R.init)` for a `StoreOf<R>`; `.constant(.init())`
        // for a `Binding<Setting>`; `_zoom = zoom` sets the property, not the parameter.
        let s = try evaluate(feature + """

            #Preview {
                DetailView(store: .init(initialState: .init(), reducer: DetailReducer.init), zoom: .constant(.init()))
            }
            """)
        XCTAssertEqual(texts(s), ["literal(\"Sunset\")", "format(key: \"%lld pages\", arguments: [\"12\"])", "literal(\"Zoom\")",
                                  "key(\"No tags\")", "literal(\"Offline\")", "literal(\"Cover\")", "key(\"Toggle\")"], s.screen.body.outline)
        XCTAssertEqual(placeholders(s), 0)
        // The state that holds itself through `Heap` is not made again inside itself.
        XCTAssertFalse(unevaluated(s).contains { $0.contains("steps") || $0.contains("levels deep") }, "\(unevaluated(s))")
    }

    func testAStoreMadeByNameWithATrailingReducer() throws {
        let s = try evaluate(feature + """

            struct ViewStoreRow: View {
                let store: Store<ChildReducer.State, ChildReducer.Action>
                var body: some View {
                    WithViewStore(store, observe: \\.caption) { viewStore in Text(viewStore.state) }
                }
            }
            extension Store where State == ChildReducer.State, Action == ChildReducer.Action {
                static let mock = Store(initialState: ChildReducer.State(caption: "Mock")) { ChildReducer() }
            }
            #Preview {
                VStack {
                    ChildView(store: Store(initialState: ChildReducer.State(caption: "Made")) { ChildReducer() })
                    ChildView(store: Store(initialState: .init()) { ChildReducer() })
                    ViewStoreRow(store: .init(initialState: .init(caption: "Observed"), reducer: { ChildReducer() }))
                    ChildView(store: .mock)
                }
            }
            """)
        XCTAssertEqual(texts(s), ["literal(\"Made\")", "literal(\"Cover\")", "literal(\"Observed\")", "literal(\"Mock\")"], s.screen.body.outline)
        XCTAssertEqual(unevaluated(s), [])
    }

    func testStandardValuesMadeFromTheirTypes() throws {
        // `.init()` of a String parameter, `[T]()`, a static typed `Self`, String's own members.
        let s = try evaluate("""
            import SwiftUI
            struct Detail {
                var title: String
                var tags: [String]
                static let empty: Self = .init(title: "untitled draft", tags: [])
            }
            struct Card: View {
                let id: String
                let detail: Detail
                var counts = [Int: Int]()
                var body: some View {
                    VStack {
                        Text(id.isEmpty ? "No id" : id)
                        Text(detail.title.capitalized)
                        Text(detail.title.components(separatedBy: " ").first ?? "")
                        Text("\\(detail.tags.count + counts.count) tags")
                    }
                }
            }
            #Preview { Card(id: .init(), detail: .empty) }
            """)
        XCTAssertEqual(texts(s), ["key(\"No id\")", "literal(\"Untitled Draft\")", "literal(\"untitled\")",
                                  "format(key: \"%lld tags\", arguments: [\"0\"])"], s.screen.body.outline)
        XCTAssertEqual(unevaluated(s), [])
    }

    func testConditionsAndPatternsAsSwiftMatchesThem() throws {
        // A condition that is no Bool is unknown (not a placeholder); `.some(x)`/`.none`, `let x?`
        // and range patterns match as Swift's `~=` does; `T?.none` is nil; `didSet` is no call.
        let s = try evaluate("""
            import SwiftUI
            enum Configuration { case edges(Edge.Set, CGFloat?) }
            extension ProcessInfo { static var isRunningTests: Bool? { nil } }
            struct Card: View {
                enum Step { case icon, title }
                @State var step = Step?.none {
                    didSet { print("changed") }
                }
                let configuration: Configuration
                let width: Double
                let nickname: String?
                var body: some View {
                    VStack {
                        if ProcessInfo.isRunningTests { Text("Testing") } else { Text("Live") }
                        switch configuration {
                        case let .edges(_, .some(length)): Text("Inset \\(Int(length))")
                        case .edges(_, .none): Text("Default inset")
                        }
                        switch width {
                        case ..<375: Text("Small")
                        case 375..<428: Text("Medium")
                        default: Text("Large")
                        }
                        switch nickname {
                        case let name?: Text(name)
                        case nil: Text("Anonymous")
                        }
                        Text(step == nil ? "Resting" : "Moving")
                    }
                }
            }
            #Preview { Card(configuration: .edges(.all, 8), width: 393, nickname: nil) }
            """)
        XCTAssertEqual(texts(s), ["key(\"Testing\")", "format(key: \"Inset %lld\", arguments: [\"8\"])", "key(\"Medium\")",
                                  "key(\"Anonymous\")", "key(\"Resting\")"], s.screen.body.outline)
        XCTAssertEqual(placeholders(s), 0)
        XCTAssertEqual(unevaluated(s), ["condition 'ProcessInfo.isRunningTests' is not known (expected a Bool, found nil): the branch at line 14 is drawn (the one that makes the most views)"])
    }

    func testTrailingClosuresGoWhereSwiftPutsThem() throws {
        // SE-0286: the unlabelled trailing closure skips a defaulted closure parameter when a later
        // one needs an argument; `.init(systemName:)` for an `Image` parameter is that image.
        let s = try evaluate("""
            import SwiftUI
            struct ButtonSpec { let icon: Image?; let title: Text }
            struct SubSection<Content: View>: View {
                private let title: String
                private let reload: (() -> Void)?
                private let showAll: () -> Void
                private let spec: ButtonSpec
                private let content: Content
                init(title: String, spec: ButtonSpec, reload: (() -> Void)? = nil, showAll: @escaping () -> Void = {},
                     @ViewBuilder content: () -> Content) {
                    self.title = title; self.spec = spec; self.reload = reload; self.showAll = showAll
                    self.content = content()
                }
                var body: some View {
                    VStack {
                        HStack { spec.icon?.offset(x: 2); spec.title }
                        Text(title)
                        content
                    }
                }
            }
            #Preview {
                SubSection(title: "Popular", spec: .init(icon: .init(systemName: "star"), title: Text("All"))) { Text("Row") }
            }
            """)
        XCTAssertEqual(texts(s), ["key(\"All\")", "literal(\"Popular\")", "key(\"Row\")"], s.screen.body.outline)
        XCTAssertEqual(placeholders(s), 0, s.screen.body.outline)
        XCTAssertEqual(unevaluated(s), [])
    }

    func testAViewReturnedOnAnUnknownConditionIsTheFullestBranch() throws {
        // A plain function returning a view on an unknown condition draws like a builder's `if`;
        // an implicit `.init(...)` that fails is that failure, not "unknown member of .init".
        let s = try evaluate("""
            import SwiftUI
            final class Account {
                let bot: Bool
                init(bot: Bool, followers: Int) {
                    precondition(followers >= 0, "a follower count is never negative")
                    self.bot = bot
                }
            }
            struct Row: View {
                let account: Account
                private var badge: Text? {
                    if account.bot { return Text("Bot") }
                    return nil
                }
                var body: some View { HStack { Text("Ada"); badge } }
            }
            #Preview { Row(account: .init(bot: true, followers: -1)) }
            """)
        XCTAssertEqual(texts(s), ["key(\"Ada\")", "key(\"Bot\")"], s.screen.body.outline)
        XCTAssertEqual(placeholders(s), 0)
        XCTAssertEqual(unevaluated(s), ["precondition failed: the app stops here",
                                         "condition 'account.bot' is not known (precondition failed: the app stops here): the branch at line 12 is drawn (the one that makes the most views)"])
        XCTAssertFalse(unevaluated(s).contains { $0.contains("of .init") }, "\(unevaluated(s))")
    }

    func testEqualityOfInstancesOptionSetsAndBindingsToNil() throws {
        // Synthesized `Equatable` of structs, `frame == .badge` through the type's static, an
        // option set against one option; a member read through a binding to nil is nil; `Bundle.module`.
        let s = try evaluate("""
            import SwiftUI
            struct Info: Equatable { let title: String; let value: Int }
            struct FrameConfig: Equatable { let size: Double; static let badge = FrameConfig(size: 12) }
            enum Route { case detail(String), settings }
            struct Panel: View {
                @Environment(\\.redactionReasons) private var reasons
                @State private var route: Route?
                let infos: [Info]
                let frame: FrameConfig
                var body: some View {
                    VStack {
                        ForEach(infos, id: \\.title) { info in
                            Text(info.title)
                            if info == infos.last { Text("Last") }
                        }
                        if frame == .badge { Text("Badge") }
                        if reasons == .placeholder { Text("Redacted") } else { Text("Shown") }
                        Color("Brand", bundle: .module).frame(height: 1)
                    }
                    .sheet(isPresented: .constant($route.detail != nil)) { Text("Detail") }
                }
            }
            #Preview { Panel(infos: [Info(title: "A", value: 1), Info(title: "B", value: 2)], frame: .badge) }
            """)
        XCTAssertEqual(texts(s), ["literal(\"A\")", "literal(\"B\")", "key(\"Last\")", "key(\"Badge\")", "key(\"Shown\")"], s.screen.body.outline)
        XCTAssertFalse(unevaluated(s).contains { $0.contains("cannot evaluate") || $0.contains("Bundle") || $0.contains("detail") }, "\(unevaluated(s))")
    }

    func testADelegatingInitAndAForEachOverAStoreOfRows() throws {
        // `self.init(...) { EmptyView() }` in an extension's init; `ForEach(store.scope(...))`
        // iterates one store per row.
        let s = try evaluate("""
            import SwiftUI
            struct Header<Content: View>: View {
                let title: String
                let content: Content
                init(title: String, @ViewBuilder content: () -> Content) { self.title = title; self.content = content() }
                var body: some View { VStack { Text(title); content } }
            }
            extension Header where Content == EmptyView {
                init(title: String) { self.init(title: title) { EmptyView() } }
            }
            @Reducer struct Rows {
                @ObservableState struct State { var rows: [Row.State] = [Row.State(name: "One"), Row.State(name: "Two")] }
            }
            @Reducer struct Row { @ObservableState struct State: Identifiable { var id: String { name }; var name: String } }
            struct RowsView: View {
                let store: StoreOf<Rows>
                var body: some View {
                    List {
                        Header(title: "Rows")
                        ForEach(store.scope(state: \\.rows, action: \\.rows)) { rowStore in Text(rowStore.name) }
                    }
                }
            }
            #Preview { RowsView(store: Store(initialState: Rows.State()) { Rows() }) }
            """)
        XCTAssertEqual(texts(s), ["literal(\"Rows\")", "literal(\"One\")", "literal(\"Two\")"], s.screen.body.outline)
        XCTAssertEqual(unevaluated(s), [])
    }

    func testSuperInitSetsWhatTheGenericBaseClassMakes() throws {
        // `super.init(initial:)` of a generic base `ScreenModel<State>` makes the `handle` the
        // views read (it set nothing: "unknown member 'handle'"); a middle class's own `super.init`
        // runs too, and a base the files do not declare (`NSObject`) sets nothing. `state.taps = step`
        // runs `state`'s setter (`ComputedSetters`), which writes through the handle. The base is
        // made as the subclass writes it, so `.init()` given to `initial: State` makes a `Counter`;
        // another type named `State` elsewhere is not it.
        let s = try evaluate("""
            import SwiftUI
            class ScreenModel<State> {
                var handle: Handle
                var state: State {
                    get { handle.current }
                    set { handle.current = newValue }
                }
                init(initial: State) { handle = Handle(current: initial) }
                final class Handle: ObservableObject {
                    @Published var current: State
                    init(current: State) { self.current = current }
                }
            }
            struct Counter { var taps = 0; var caption: String { taps == 0 ? "Tap to start" : "Tapped \\(taps) times" } }
            enum Feature { struct State { var taps = "none" } }
            class CounterModel: ScreenModel<Counter> {
                let step: Int
                init(step: Int) {
                    self.step = step
                    super.init(initial: .init())
                    state.taps = step
                }
            }
            final class DoubleCounterModel: CounterModel {
                init() { super.init(step: 2) }
            }
            final class Clock: NSObject { let zone = "UTC"; override init() { super.init() } }
            struct CounterView: View {
                @ObservedObject var handle: ScreenModel<Counter>.Handle
                var body: some View { VStack { Text(handle.current.caption); Text(Clock().zone) } }
            }
            #Preview {
                VStack {
                    CounterView(handle: CounterModel(step: 3).handle)
                    CounterView(handle: DoubleCounterModel().handle)
                }
            }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(texts(s), ["literal(\"Tapped 3 times\")", "literal(\"UTC\")", "literal(\"Tapped 2 times\")", "literal(\"UTC\")"], s.screen.body.outline)
    }

    func testCombineSubjectsHoldTheirValues() throws {
        // A mock's `CurrentValueSubject<String, Never>("Ada")` behind a wrapper that reads
        // `subject.value`; `.eraseToAnyPublisher()` keeps the subject; `Just(3)` its output.
        let s = try evaluate("""
            import SwiftUI
            import Combine
            struct Live<Output> {
                private let subject: CurrentValueSubject<Output, Never>
                init(_ subject: CurrentValueSubject<Output, Never>) { self.subject = subject }
                var value: Output { subject.value }
            }
            final class ProfileMock {
                var name = Live(CurrentValueSubject<String, Never>("Ada"))
                var unread = CurrentValueSubject(2).eraseToAnyPublisher()
                let ticks = PassthroughSubject<Void, Never>()
                let limit = Just(3)
            }
            struct Profile: View {
                let mock = ProfileMock()
                var body: some View {
                    VStack {
                        Text(verbatim: mock.name.value)
                        Text(verbatim: "\\(mock.limit.output)")
                    }
                }
            }
            #Preview { Profile() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(texts(s), ["literal(\"Ada\")", "literal(\"3\")"], s.screen.body.outline)
    }

    func testEnumPayloadClosuresAndNestedTypesFoundWhereWritten() throws {
        // `.custom { Text("Custom") }` keeps its closure as the payload; `Kind` inside `Accessory`
        // is `Accessory.Kind`, not `Badge.Kind` (both named `Kind`).
        let s = try evaluate("""
            import SwiftUI
            struct Badge { enum Kind { case new, hot } }
            struct Accessory {
                enum Kind { case selection(Bool), chevron
                    var isSelection: Bool { if case .selection = self { return true } else { return false } }
                }
                let kind: Kind
                static let chevron = Accessory(kind: .chevron)
            }
            enum RowKind { case label(String), custom(() -> Text) }
            struct Row: View {
                let kind: RowKind
                let accessory: Accessory
                var body: some View {
                    HStack {
                        switch kind {
                        case .label(let title): Text(title)
                        case .custom(let content): content()
                        }
                        if accessory.kind.isSelection { Text("Selectable") } else { Text("Chevron") }
                    }
                }
            }
            #Preview { Row(kind: .custom { Text("Custom") }, accessory: .init(kind: .selection(true))) }
            """)
        XCTAssertEqual(texts(s), ["key(\"Custom\")", "key(\"Selectable\")"], s.screen.body.outline)
        XCTAssertEqual(unevaluated(s), [])
    }
    func testASwiftDataQueryIsEmptyOutsideTheAppAlsoWhenAnInitSetsIt() throws {
        // `@Query` has no store in a preview: its array is empty, said once; an `init` that sets
        // `_items = Query(filter:sort:)` (on a known or an unknown condition) keeps it empty.
        let s = try evaluate("""
            import SwiftUI
            import SwiftData
            struct Results: View {
                @Binding var searchText: String
                @Query private var trips: [Trip]
                init(searchText: Binding<String>) {
                    _searchText = searchText
                    if searchText.wrappedValue.isEmpty {
                        _trips = Query(sort: \\.date)
                    } else {
                        let term = searchText.wrappedValue
                        _trips = Query(filter: #Predicate { trip in trip.name.contains(term) }, sort: \\.name)
                    }
                }
                var body: some View {
                    VStack {
                        Text("Trips")
                        ForEach(trips) { trip in Text(trip.name) }
                    }
                }
            }
            #Preview { Results(searchText: .constant("")) }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"key("Trips")"#], s.screen.body.outline)
        XCTAssertFalse(s.warnings.contains { $0.message.contains("unknown view 'Query'") }, "\(s.warnings)")
        XCTAssertTrue(s.warnings.contains { $0.message.contains("@Query 'trips' has no data outside the app") }, "\(s.warnings)")
    }
}
