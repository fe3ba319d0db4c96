import LayoutModel
import XCTest
@testable import SwiftUIReader

/// What Swift's type checker knows that a value alone does not say (issue 26): a tuple pattern, an
/// app's own collection type and `@dynamicMemberLookup`, a case path's `is`, the element type an
/// `id:` key path names, a dictionary's value type, a nested type declared in another file.
final class SwiftTypingTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    func testASwitchOverATupleMatchesEachElement() throws {
        let s = try evaluate("""
            import SwiftUI
            enum Mode { case timed, free }
            func cheer(_ score: Int, _ mode: Mode) -> String {
                switch (score, mode) {
                case (0, _): return "Zero"
                case (..<100, .timed), (..<500, .free): return "Warming up"
                case let (n, .timed) where n > 1000: return "Star \\(n)"
                default: return "Fine"
                }
            }
            struct Cheer: View {
                var body: some View {
                    VStack {
                        Text(cheer(0, .free))
                        Text(cheer(300, .free))
                        Text(cheer(300, .timed))
                        Text(cheer(2000, .timed))
                    }
                }
            }
            #Preview { Cheer() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Zero")"#, #"literal("Warming up")"#, #"literal("Fine")"#, #"literal("Star 2000")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAnAppsCollectionTypeHasTheElementsItsSubscriptGives() throws {
        // A `Collection` wrapping an array, read through `Sequence` methods, `for` and `ForEach`;
        // a `@dynamicMemberLookup` wrapper reads members through its subscript.
        let s = try evaluate("""
            import SwiftUI
            struct Turn { var word: String; var points: Int }
            struct Turns: RandomAccessCollection {
                var raw: [Turn]
                var startIndex: Int { raw.startIndex }
                var endIndex: Int { raw.endIndex }
                subscript(position: Int) -> Turn { raw[position] }
                func index(after i: Int) -> Int { raw.index(after: i) }
            }
            struct Person { var name: String }
            @dynamicMemberLookup
            struct Me {
                var person: Person
                subscript<T>(dynamicMember keyPath: KeyPath<Person, T>) -> T { person[keyPath: keyPath] }
            }
            struct Board: View {
                let turns = Turns(raw: [Turn(word: "cube", points: 12), Turn(word: "face", points: 0)])
                let me = Me(person: Person(name: "Ada"))
                var total: Int {
                    var sum = 0
                    for t in turns { sum += t.points }
                    return sum
                }
                var body: some View {
                    VStack {
                        Text(me.name)
                        Text(turns.compactMap { $0.points > 0 ? $0.word : nil }.joined(separator: ","))
                        Text("\\(turns.count) turns, \\(total) points, first \\(turns[0].word)")
                        ForEach(turns.map(\\.word), id: \\.self) { Text($0) }
                    }
                }
            }
            #Preview { Board() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Ada")"#, #"literal("cube")"#, #"format(key: "%lld turns, %lld points, first %@", arguments: ["2", "12", "cube"])"#,
                                  #"literal("cube")"#, #"literal("face")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testACasePathsIsTellsWhetherTheValueIsThatCase() throws {
        // `destination.is(\\.some.upgrade)` on an optional enum: nil is no case; was a view.
        let s = try evaluate("""
            import SwiftUI
            enum Destination { case upgrade(Int), alert }
            struct Shell: View {
                var none: Destination?
                var some: Destination? = .upgrade(2)
                var body: some View {
                    VStack {
                        Text(none.is(\\.some.upgrade) ? "up" : "not up")
                        Text(some.is(\\.some.upgrade) ? "up" : "not up")
                        Text(some.is(\\.some.alert) ? "alert" : "no alert")
                        Text(none.is(\\.none) ? "nil" : "set")
                    }
                }
            }
            #Preview { Shell() }
            """)
        XCTAssertEqual(texts(s), [#"key("not up")"#, #"key("up")"#, #"key("no alert")"#, #"key("nil")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testImplicitMembersTakeTheKeyPathRootsAndTheDictionarysValueType() throws {
        // `ForEach([.day, .week], id: \\Span.rawValue)` has `Span` elements; a dictionary typed
        // `[Span: Rank]` holds `Rank`s made from `.init(...)`.
        let s = try evaluate("""
            import SwiftUI
            enum Span: String { case day, week }
            extension Span { var title: String { rawValue.capitalized } }
            struct Rank { var place: Int }
            struct Ranks: View {
                let ranks: [Span: Rank]
                var body: some View {
                    VStack {
                        ForEach([.day, .week], id: \\Span.rawValue) { span in
                            Text("\\(span.title): \\(ranks[span]?.place ?? 0)")
                        }
                    }
                }
            }
            #Preview { Ranks(ranks: [.day: .init(place: 3), .week: .init(place: 9)]) }
            """)
        XCTAssertEqual(texts(s), [#"format(key: "%@: %lld", arguments: ["Day", "3"])"#, #"format(key: "%@: %lld", arguments: ["Week", "9"])"#],
                       s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testANestedTypeDeclaredInAnotherFileIsFoundByItsPath() throws {
        let fixture = try SwiftFixture([
            "Models.swift": "struct Score {\n    struct Rank { var place: Int }\n}\n",
            "Screen.swift": """
                import SwiftUI
                struct Podium: View {
                    let rank: Score.Rank
                    var body: some View { Text("#\\(rank.place)") }
                }
                #Preview { Podium(rank: .init(place: 2)) }
                """,
        ])
        let project = try fixture.project(["Screen.swift"], sources: ["Models.swift"])
        let s = project.screen(project.previews[0], in: ViewEnvironment())
        XCTAssertEqual(texts(s), [##"format(key: "#%lld", arguments: ["2"])"##], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAURLHasFoundationsMembersAndAnInvalidOneIsNil() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Gallery { var link: URL?; var cover: URL? }
            struct Info: View {
                let gallery = Gallery(link: URL(string: "https://example.org/g/42/cover.png?size=2"), cover: URL(string: ""))
                var body: some View {
                    VStack {
                        Text(gallery.link?.absoluteString ?? "none")
                        Text(gallery.link?.lastPathComponent ?? "none")
                        Text((gallery.link?.host ?? "") + " " + (gallery.link?.pathExtension ?? ""))
                        Text(gallery.link?.deletingLastPathComponent().appendingPathComponent("thumb.jpg").path ?? "none")
                        Text(gallery.cover?.absoluteString ?? "no cover")
                        Link("Open", destination: gallery.link!)
                    }
                }
            }
            #Preview { Info() }
            """)
        XCTAssertEqual(Array(texts(s).prefix(5)), [#"literal("https://example.org/g/42/cover.png?size=2")"#, #"literal("cover.png")"#,
                                                   #"literal("example.org png")"#, #"literal("/g/42/thumb.jpg")"#, #"literal("no cover")"#],
                       s.screen.body.outline)
        let link = s.screen.body.all.compactMap { if case .link(let l) = $0.kind { return l } else { return nil } }.first
        XCTAssertEqual(link?.url, "https://example.org/g/42/cover.png?size=2")
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAChainWrittenWhereItsTypeIsDeclaredStartsInThatType() throws {
        // `static let home: Foundation.URL = .init(string: ...).unwrapped`: `.init` is Foundation's
        // URL's (never the app's own nested `URL`), then `.unwrapped` is read from it.
        let s = try evaluate("""
            import SwiftUI
            extension Optional {
                var unwrapped: Wrapped! { self }
            }
            struct Links {
                struct URL { static let unused = 0 }
                static let home: Foundation.URL = .init(string: "https://example.org/home").unwrapped
            }
            struct Badge { var title: String; static let plain = Badge(title: "Plain") }
            extension Badge { func loud() -> Badge { Badge(title: title.uppercased()) } }
            struct Footer: View {
                let badge: Badge = .plain.loud()
                var body: some View {
                    VStack {
                        Text(Links.home.lastPathComponent)
                        Text(badge.title)
                    }
                }
            }
            #Preview { Footer() }
            """)
        XCTAssertEqual(texts(s), [#"literal("home")"#, #"literal("PLAIN")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testCastsIdentityAndCoreFoundationBooleans() throws {
        // A row showing an `Any` value: booleans (bridged to the kCFBoolean objects) as true/false.
        let s = try evaluate("""
            import SwiftUI
            struct Row: View {
                let value: Any
                var shown: String {
                    if let number = value as? NSNumber, number === kCFBooleanTrue || number === kCFBooleanFalse {
                        return String(describing: number.boolValue)
                    }
                    if let text = value as? String { return "[" + text + "]" }
                    return String(describing: value)
                }
                var body: some View { Text(shown) }
            }
            #Preview {
                VStack {
                    Row(value: "camera")
                    Row(value: 3)
                    Row(value: true)
                    Row(value: 2.5)
                }
            }
            """)
        XCTAssertEqual(texts(s), [#"literal("[camera]")"#, #"literal("3")"#, #"literal("true")"#, #"literal("2.5")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAComputedGlobalRunsItsGetterAndAWrappedLocalIsAPreciseUnknown() throws {
        let s = try evaluate("""
            import SwiftUI
            final class AppWorld { var isCompact = true; var name = "World" }
            private let sharedWorld = AppWorld()
            var World: AppWorld { sharedWorld }
            var Injected: AppWorld {
                @Dependency(\\.world) var world
                return world
            }
            struct Header: View {
                var body: some View {
                    VStack {
                        Text(World.name)
                        if World.isCompact { Text("Compact") }
                        Text(Injected.name)
                    }
                }
            }
            #Preview { Header() }
            """)
        XCTAssertEqual(Array(texts(s).prefix(2)), [#"literal("World")"#, #"key("Compact")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated.count, 1, "\(s.unevaluated)")
        XCTAssertTrue(s.unevaluated.first?.contains("dependency '\\.world' is neither the app's") == true, "\(s.unevaluated)")
    }

    func testATypeAliasNamesItsTargetAndItsExtensionsAddToIt() throws {
        // A puzzle-style model: `Row` is a generic struct specialised by an alias, extended and
        // made through the alias (`Self(...)` in the extension is the target); an alias nested
        // in a type names an enum; a generic alias of a function type is only a type.
        let s = try evaluate("""
            import SwiftUI
            struct Trio<Element> {
                var items: [Element]
                init(_ a: Element, _ b: Element, _ c: Element) { items = [a, b, c] }
            }
            struct Tile { var letter: String }
            typealias Row = Trio<Tile>
            extension Row {
                static let sample = Self(Tile(letter: "A"), Tile(letter: "B"), Tile(letter: "C"))
                var word: String { items.map { $0.letter }.joined() }
            }
            enum Palette { case warm, cool }
            struct Theme {
                typealias Mode = Palette
                var mode: Mode
                static let evening = Theme(mode: Mode.warm)
            }
            typealias Handler<T> = (T) -> Void
            struct Board: View {
                let row: Row
                let onTap: Handler<Int>
                var body: some View {
                    VStack {
                        Text(verbatim: row.word)
                        Text(verbatim: Row.sample.word)
                        Text(verbatim: Theme(mode: .cool).mode == .cool ? "cool" : "warm")
                        Text(verbatim: Theme.evening.mode == Palette.warm ? "warm" : "cool")
                    }
                }
            }
            #Preview { Board(row: Row(Tile(letter: "X"), Tile(letter: "Y"), Tile(letter: "Z")), onTap: { _ in }) }
            """)
        XCTAssertEqual(texts(s), [#"literal("XYZ")"#, #"literal("ABC")"#, #"literal("cool")"#, #"literal("warm")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAnEnumCaseMadeWithoutADefaultedAssociatedValueHoldsTheDefault() throws {
        let s = try evaluate("""
            import SwiftUI
            enum LoadState {
                case loading(progress: Double = 0, note: String = "Starting")
                case failed(code: Int, retryable: Bool = true)
            }
            struct Loader: View {
                let state: LoadState
                var body: some View {
                    switch state {
                    case .loading(let progress, let note):
                        Text(verbatim: "\\(note) \\(Int(progress * 100))%")
                    case .failed(let code, let retryable):
                        Text(verbatim: "Error \\(code)" + (retryable ? ", retry" : ""))
                    }
                }
            }
            struct Loaders: View {
                var body: some View {
                    VStack {
                        Loader(state: .loading())
                        Loader(state: .loading(note: "Half"))
                        Loader(state: LoadState.loading(progress: 0.25))
                        Loader(state: .failed(code: 4))
                        if case let .failed(_, retryable) = LoadState.failed(code: 5), retryable { Text("Retryable") }
                    }
                }
            }
            #Preview { Loaders() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Starting 0%")"#, #"literal("Half 0%")"#, #"literal("Starting 25%")"#,
                                  #"literal("Error 4, retry")"#, #"key("Retryable")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testSelfInAPropertysInitialValueIsItsTypeAndAStoresOptionalArrayMapsAsOptional() throws {
        // A preview host starting from its own sample (`@State var sheet: Sheet? = Self.sample`);
        // a store's optional array (`[Challenge]?`) `map`ped as Optional's, then `?? false`.
        let s = try evaluate("""
            import SwiftUI
            import ComposableArchitecture
            struct Sheet { var title: String }
            struct SheetHost: View {
                @State var sheet: Sheet? = Self.sample
                static let sample = Sheet(title: "Sample sheet")
                var body: some View { Text(verbatim: sheet?.title ?? "None") }
            }
            struct Challenge { var rank: Int? }
            @Reducer struct Daily {
                @ObservableState struct State { var challenges: [Challenge]? = [Challenge(rank: 3), Challenge(rank: 1)] }
            }
            struct DailyHeader: View {
                let store: StoreOf<Daily>
                var playedAll: Bool { store.challenges.map { $0.allSatisfy { $0.rank != nil } } ?? false }
                var body: some View { Text(playedAll ? "All played" : "Play now") }
            }
            #Preview {
                VStack {
                    SheetHost()
                    DailyHeader(store: Store(initialState: Daily.State()) { Daily() })
                }
            }
            """)
        XCTAssertEqual(texts(s), [#"literal("Sample sheet")"#, #"key("All played")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAnArrayLiteralMakesAnExpressibleByArrayLiteralTypeAndSomeIsItsValue() throws {
        // A plan's steps kept in the app's own collection (`steps: [.first, .last]`, made by its
        // `init(arrayLiteral:)`, the implicit members `Step`s); `.some(.last)` for a `Step?`.
        let s = try evaluate("""
            import SwiftUI
            struct Step { var title: String; static let first = Step(title: "First"); static let last = Step(title: "Last") }
            struct Steps: Collection, ExpressibleByArrayLiteral {
                var raw: [Step]
                init(arrayLiteral elements: Step...) { raw = elements }
                var startIndex: Int { raw.startIndex }
                var endIndex: Int { raw.endIndex }
                subscript(position: Int) -> Step { raw[position] }
                func index(after i: Int) -> Int { i + 1 }
            }
            struct Plan { var steps: Steps; var current: Step? }
            struct PlanView: View {
                let plan: Plan
                var body: some View {
                    VStack {
                        ForEach(0..<plan.steps.count, id: \\.self) { i in Text(plan.steps[i].title) }
                        Text(plan.current?.title ?? "No step")
                    }
                }
            }
            #Preview { PlanView(plan: Plan(steps: [.first, .last], current: .some(.last))) }
            """)
        XCTAssertEqual(texts(s), [#"literal("First")"#, #"literal("Last")"#, #"literal("Last")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testATypeNamedInAFileIsTheOneOfAModuleItImports() throws {
        // Two targets of a package each declare `enum Origin`; a receipt nests a third. The view's
        // module imports `Models`, so `.gift(.init(code:))` is Models' case with its voucher.
        let fixture = try SwiftFixture([
            "Sources/Billing/Plan.swift": """
                public struct Receipt { public enum Origin { case store } }
                public enum Origin: String { case gift, trial }
                """,
            "Sources/Models/Origin.swift": """
                public struct Voucher { public var code: String }
                public enum Origin { case gift(Voucher), trial }
                """,
            "Sources/Feature/Card.swift": """
                import SwiftUI
                import Models
                struct Card: View {
                    let origin: Origin
                    var body: some View {
                        switch origin {
                        case .gift(let voucher): Text(verbatim: voucher.code)
                        case .trial: Text(verbatim: "Trial")
                        }
                    }
                }
                #Preview { Card(origin: .gift(.init(code: "SPRING"))) }
                """,
        ])
        let project = try fixture.project(["Sources/Feature/Card.swift"], sources: ["Sources/Billing/Plan.swift", "Sources/Models/Origin.swift"])
        let s = project.screen(project.previews[0], in: ViewEnvironment())
        XCTAssertEqual(texts(s), [#"literal("SPRING")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testATaggedValueIsItsRawValue() throws {
        // swift-tagged's wrapper, reached through a nested alias: made by `.init(rawValue:)`, by a
        // literal, and by `Tagged.init(rawValue:)` used as a function; compared and read as its raw value.
        let s = try evaluate("""
            import SwiftUI
            import Tagged
            struct Seat {
                typealias Number = Tagged<Seat, Int>
                var number: Number?
                var label: String
            }
            struct SeatsView: View {
                let mine: Seat.Number? = 1
                let seats: [Seat] = [Seat(number: .init(rawValue: 1), label: "Aisle"), Seat(number: .init(rawValue: 0), label: "Window")]
                var firstWindow: Seat.Number? {
                    seats.firstIndex { $0.label == "Window" }.map(Tagged.init(rawValue:))
                }
                var body: some View {
                    VStack {
                        ForEach(seats.filter { $0.number == mine }, id: \\.label) { Text(verbatim: $0.label) }
                        Text(verbatim: "\\(seats[1].number!.rawValue) \\(firstWindow!.rawValue)")
                    }
                }
            }
            #Preview { SeatsView() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Aisle")"#, #"literal("0 1")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testALabelledTupleIsReadByItsLabelsAndAChainedMapIsTheCollections() throws {
        // A scoreboard pairs each turn's player with its points in a labelled tuple, read by label,
        // by key path and taken apart; reactions are sorted and mapped inside an optional chain
        // (`reactions?.sorted(...).map(\.value)` maps the sorted array, not the optional).
        let s = try evaluate("""
            import SwiftUI
            enum Mood: String { case happy, sad }
            struct Turn { var player: Int?; var points: Int }
            struct Board {
                var turns: [Turn]
                var reactions: [Int: Mood]?
                var scored: [(player: Int, points: Int)] {
                    turns.compactMap { turn in turn.player.map { (player: $0, points: turn.points) } }
                }
                var moods: [Mood]? { reactions?.sorted(by: { $0.key < $1.key }).map(\\.value) }
            }
            struct Scores: View {
                let board = Board(turns: [Turn(player: 1, points: 5), Turn(player: nil, points: 9), Turn(player: 0, points: 7)],
                                  reactions: [1: .sad, 0: .happy])
                var body: some View {
                    VStack {
                        Text(verbatim: board.scored.map { "\\($0.player):\\($0.points)" }.joined(separator: " "))
                        Text(verbatim: board.scored.map(\\.points).map(String.init).joined(separator: "+"))
                        ForEach(board.scored, id: \\.player) { player, points in Text(verbatim: "P\\(player) \\(points)") }
                        Text(verbatim: board.moods?.map(\\.rawValue).joined(separator: ",") ?? "none")
                    }
                }
            }
            #Preview { Scores() }
            """)
        XCTAssertEqual(texts(s), ["1:5 0:7", "5+7", "P1 5", "P0 7", "happy,sad"].map { "literal(\"\($0)\")" }, s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAnOptionalComparedWithSomeOrNoneIsComparedWithItsValue() throws {
        // A results list pads its top unless the first word is the player's: `== .some(true)`.
        let s = try evaluate("""
            import SwiftUI
            struct Entry { var isMine: Bool; var word: String }
            struct Results: View {
                let entries: [Entry]
                var body: some View {
                    VStack {
                        Text(verbatim: entries.first?.isMine == .some(true) ? "mine first" : "theirs first")
                        Text(verbatim: entries.last?.word != .none ? "has last" : "empty")
                        Text(verbatim: entries.dropFirst().first?.isMine == .some(true) ? "mine second" : "theirs second")
                    }
                }
            }
            #Preview { Results(entries: [Entry(isMine: true, word: "CUBE"), Entry(isMine: false, word: "GAME")]) }
            """)
        XCTAssertEqual(texts(s), ["mine first", "has last", "theirs second"].map { "literal(\"\($0)\")" }, s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testATernarysImplicitMemberTakesTheOtherBranchsType() throws {
        // A menu's background: `Color.brand` in light mode, `.shade(0x242424)` (the app's static
        // function on Color) otherwise; Swift types both branches alike.
        let s = try evaluate("""
            import SwiftUI
            extension Color {
                static let brand = Color(red: 1, green: 0.5, blue: 0)
                static func shade(_ value: Int) -> Color {
                    Color(red: Double(value >> 16) / 255, green: Double((value >> 8) & 0xff) / 255, blue: Double(value & 0xff) / 255)
                }
            }
            struct SideSheet: View {
                let dark: Bool
                var body: some View {
                    Text("Menu")
                        .background { dark ? Color.brand : .shade(0x242424) }
                        .overlay { dark ? .shade(0x101010) : Color.brand }
                }
            }
            #Preview { SideSheet(dark: false) }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
    }

    func testAnArrayLiteralSortedWhereItsTypeIsDeclaredHasElementsOfThatType() throws {
        // A tone picker's list: implicit statics in an array literal, sorted (the type's own `<`)
        // and filtered before the declared `[Tone]` is reached.
        let s = try evaluate("""
            import SwiftUI
            struct Tone: Comparable {
                var label: String
                static func make(_ label: String) -> Tone { Tone(label: label) }
                static let chime = Tone(label: "Chime")
                static func < (lhs: Tone, rhs: Tone) -> Bool { lhs.label < rhs.label }
            }
            enum Tones {
                static let all: [Tone] = [.make("Tri-tone"), .chime, .make("Bell")].sorted()
                static let short: [Tone] = [.make("Horn"), .make("Alert")].filter { $0.label.count < 5 }.reversed()
            }
            struct ToneList: View {
                var body: some View {
                    VStack {
                        ForEach(Tones.all, id: \\.label) { Text(verbatim: $0.label) }
                        ForEach(Tones.short, id: \\.label) { Text(verbatim: $0.label) }
                    }
                }
            }
            #Preview { ToneList() }
            """)
        XCTAssertEqual(texts(s), ["Bell", "Chime", "Tri-tone", "Horn"].map { "literal(\"\($0)\")" }, s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
    func testATypeWrittenWithASystemModuleIsTheSystemsNotTheAppsOfThatName() throws {
        // A design system's `enum Font { static let body: SwiftUICore.Font = .body }`: `.body` is
        // SwiftUI's text style; it was looked up in the app's `Font` ("'Font.body' is defined in
        // terms of itself") and the font left out.
        let s = try evaluate("""
            import SwiftUI
            enum Tokens {
                enum Font {
                    static let body: SwiftUICore.Font = .body
                    static let note: SwiftUI.Font = .footnote
                }
            }
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("Hello").font(Tokens.Font.body)
                        Text("Small").font(Tokens.Font.note)
                    }
                }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(s.screen.body.textNodes.map(\.modifiers.font), [FontValue(style: .body), FontValue(style: .footnote)], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testAFailableInitThatReturnsNilMakesNil() throws {
        // `PageZoom(preference: 0)` for a zoom no option has runs `return nil`: the caller's
        // `if let` takes its default; the reader made a value with no zoom, and the Picker's
        // selection matched no tag.
        let s = try evaluate("""
            import SwiftUI
            struct PageZoom: Hashable {
                let zoom: Int
                static let options = [PageZoom(75), PageZoom(100), PageZoom(125)]
                static let standard = PageZoom(100)
                init(_ zoom: Int) { self.zoom = zoom }
                init?(preference: Int) {
                    guard Self.options.contains(where: { $0.zoom == preference }) else { return nil }
                    zoom = preference
                }
            }
            struct ZoomPicker: View {
                @State var zoom: PageZoom = PageZoom(preference: 0) ?? .standard
                var body: some View {
                    Picker("Zoom", selection: $zoom) {
                        ForEach(PageZoom.options, id: \\.zoom) { z in Text(verbatim: "\\(z.zoom)%").tag(z) }
                    }
                }
            }
            #Preview { ZoomPicker() }
            """)
        guard case .picker(let p)? = s.screen.body.all.first(where: { if case .picker = $0.kind { return true } else { return false } })?.kind else {
            return XCTFail(s.screen.body.outline)
        }
        XCTAssertEqual(p.selection, 1, s.screen.body.outline)
        XCTAssertFalse(s.warnings.contains { $0.message.contains("Picker") }, "\(s.warnings)")
    }
    func testAnOptionalStaticVarWithNoValueWrittenStartsAsNil() throws {
        // A loader caches its parsed list in `private static var cached: [Island]?`: read before it
        // is set, it is nil (it was "unknown member 'cached'" and the row a placeholder).
        let s = try evaluate("""
            import SwiftUI
            struct Island { let name: String
                private static var cached: [Island]?
                static func all() -> [Island] {
                    guard let cached = Self.cached else { return [Island(name: "Sandbar")] }
                    return cached
                }
            }
            struct IslandRow: View {
                var body: some View { Text(verbatim: Island.all().first?.name ?? "none") }
            }
            #Preview { IslandRow() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("Sandbar")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
}
