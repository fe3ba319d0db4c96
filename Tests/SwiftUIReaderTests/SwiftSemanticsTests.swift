import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Swift as models in real apps write it: `if`/`switch` expressions as a body's value (SE-0380),
/// an enum's `init` handing on to another (`self.init(hour:)`).
final class SwiftSemanticsTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    func testASwitchOrIfExpressionIsTheValueOfABodyAndAnEnumInitHandsOnItsCase() throws {
        let s = try evaluate("""
            import SwiftUI
            enum TimeOfDay: Hashable {
                case night, day
                init(hour: Int) {
                    switch hour {
                    case 0 ..< 6: self = .night
                    default: self = .day
                    }
                }
                init(interval: Double) {
                    self.init(hour: Int(interval / 3600))
                }
                var label: String {
                    switch self {
                    case .night: "Night"
                    case .day: "Day"
                    }
                }
                var symbol: String {
                    if self == .night { "moon" } else { "sun.max" }
                }
            }
            struct Sky: View {
                var body: some View {
                    VStack {
                        Text(TimeOfDay(interval: 7200).label)
                        Text(TimeOfDay(hour: 9).label)
                        Image(systemName: TimeOfDay(interval: 0).symbol)
                    }
                }
            }
            #Preview { Sky() }
            """)
        XCTAssertEqual(texts(s), [#"literal("Night")"#, #"literal("Day")"#], s.screen.body.outline)
        XCTAssertTrue(s.screen.body.all.contains { if case .image(.symbol("moon")) = $0.kind { return true } else { return false } },
                      s.screen.body.outline)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
    }
    func testAnImplicitMemberAssignedToAPropertyIsOfThePropertysType() throws {
        // `self.platform = .phone` in an `init` is `Platform.phone`, `self.loader = .init(...)` a
        // `Loader`, as Swift types an implicit member by the property it is assigned to.
        let s = try evaluate("""
            import SwiftUI
            struct Platform {
                let spacing: CGFloat
                static let phone = Platform(spacing: 16)
                static let pad = Platform(spacing: 24)
            }
            final class Metrics {
                private var platform: Platform
                static let main: Metrics = .init()
                private init() { self.platform = .phone }
                var spacing: CGFloat { platform.spacing }
            }
            final class Loader {
                let title: String
                init(title: String) { self.title = title }
            }
            struct Card: View {
                @State var loader: Loader
                init(title: String) { self.loader = .init(title: title) }
                var body: some View {
                    Text(loader.title).padding(Metrics.main.spacing)
                }
            }
            #Preview { Card(title: "Harbour") }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        XCTAssertEqual(texts(s), [#"literal("Harbour")"#])
        XCTAssertEqual(s.screen.body.all.first { $0.modifiers.padding != nil }?.modifiers.padding?.top, 16)
    }

    func testAnOverloadIsChosenByTheTypesOfItsArguments() throws {
        // Two functions of one name and one label: a String that is no literal goes to the
        // String one, `nil as String?` too; a literal goes to the one not disfavoured.
        let s = try evaluate("""
            import SwiftUI
            enum Toast {
                case basic(title: String)
                static func done(_ message: LocalizedStringResource? = nil) -> Toast {
                    if let message { return done(String(localized: message)) }
                    return done(nil as String?)
                }
                @_disfavoredOverload
                static func done(_ message: String? = nil) -> Toast {
                    .basic(title: message ?? "Done")
                }
                var title: String {
                    switch self { case .basic(let title): return title }
                }
            }
            func label(_ n: Int) -> String { "count \\(n)" }
            func label(_ s: String) -> String { "name " + s }
            struct Banner: View {
                let name: String
                var body: some View {
                    VStack {
                        Text(Toast.done("Saved").title)
                        Text(Toast.done().title)
                        Text(label(name))
                    }
                }
            }
            #Preview { Banner(name: "Ada") }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        XCTAssertEqual(texts(s), [#"key("Saved")"#, #"literal("Done")"#, #"literal("name Ada")"#], s.screen.body.outline)
    }

    func testABareMemberSharingACaseNameIsTheStaticProperty() throws {
        // `case dismiss(title:)` beside `static let dismiss = Action.dismiss(title: "Close")`:
        // `.dismiss` is the static, `.dismiss(title:)` the case (it was the case with no payload,
        // whose unbound `title` read the property itself until the step limit).
        let s = try evaluate("""
            import SwiftUI
            enum Action {
                static let dismiss = Action.dismiss(title: "Close")
                static var accept: Action { .accept(title: "Accept") }
                case dismiss(title: String)
                case accept(title: String)
                case remind(title: String)
                var title: String {
                    switch self {
                    case .dismiss(let title), .accept(let title), .remind(let title): title
                    }
                }
            }
            struct Bar: View {
                let action: Action
                var body: some View { Button(action.title) {} }
            }
            #Preview {
                VStack {
                    Bar(action: .dismiss)
                    Bar(action: .accept)
                    Bar(action: .dismiss(title: "Back"))
                    Bar(action: Action.accept)
                    // Unapplied, a case with associated values is a function that makes it.
                    ForEach(["Later", "Never"].map(Action.remind), id: \\.title) { Bar(action: $0) }
                }
            }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        XCTAssertEqual(texts(s), [#"literal("Close")"#, #"literal("Accept")"#, #"literal("Back")"#, #"literal("Accept")"#,
                                  #"literal("Later")"#, #"literal("Never")"#], s.screen.body.outline)
    }

    func testAssigningAComputedPropertyRunsItsSetter() throws {
        // `celsius = 20` and `celsius += 5` run `set(value)`; `reading.label = x` runs another
        // instance's setter and writes the instance back. A getter-only property is not assigned.
        let s = try evaluate("""
            import SwiftUI
            struct Reading {
                var stored = ""
                var label: String {
                    get { stored }
                    set { stored = newValue.uppercased() }
                }
            }
            final class Thermometer {
                var kelvin = 0.0
                var celsius: Double {
                    get { kelvin - 273 }
                    set(value) { kelvin = value + 273 }
                }
                var reading = Reading()
                init() {
                    celsius = 20
                    celsius += 5
                    reading.label = "warm"
                }
            }
            struct Dial: View {
                let thermometer = Thermometer()
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(Int(thermometer.kelvin))")
                        Text(verbatim: thermometer.reading.stored)
                    }
                }
            }
            #Preview { Dial() }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        XCTAssertEqual(texts(s), [#"literal("298")"#, #"literal("WARM")"#], s.screen.body.outline)
    }

    func testABareTypeNameIsTheOneNestedAroundWhereItIsWritten() throws {
        // In `enum Ids`, `LockScreen()` is `Ids.LockScreen` (it made the top-level view, which
        // has no `cancel`); outside, `LockScreen` is the top-level view; a nested `Label` hides SwiftUI's.
        let s = try evaluate("""
            import SwiftUI
            enum Ids {
                static let lockScreen = LockScreen()
                struct LockScreen {
                    let cancel = "lock-cancel"
                }
            }
            struct Badge {
                struct Label { let text = "badge label" }
                static var caption: String { Label().text }
            }
            // A type of the same short path elsewhere is not nested in the view `Panel`.
            enum Strings { enum Panel { enum Button { static let title = "Go" } } }
            struct Panel: View {
                var body: some View { Button(action: {}) { Text(verbatim: Strings.Panel.Button.title) } }
            }
            struct LockScreen: View {
                let title: String
                var body: some View {
                    VStack {
                        Text(title).accessibilityIdentifier(Ids.lockScreen.cancel)
                        Text(Badge.caption)
                        Panel()
                    }
                }
            }
            #Preview { LockScreen(title: "Locked") }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        XCTAssertEqual(texts(s), [#"literal("Locked")"#, #"literal("badge label")"#, #"literal("Go")"#], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.all.compactMap(\.modifiers.id), ["lock-cancel"])
    }

    func testAnImplicitMemberChainIsLookedUpInTheTypeItIsGivenTo() throws {
        // `.general.success` (SE-0287): `general` is looked up in the type the chain is given to.
        let s = try evaluate("""
            import SwiftUI
            struct Icon: Hashable {
                let name: String
                init(_ name: String) { self.name = name }
            }
            extension Icon {
                struct GeneralIcons {
                    let success: Icon = .init("checkmark.circle")
                }
                static let general: GeneralIcons = .init()
            }
            struct Palette {
                let accent = Color.orange
            }
            extension Color {
                static let palette = Palette()
            }
            enum Toast {
                case basic(title: String, icon: Icon?)
                var icon: Icon? {
                    switch self { case .basic(_, let icon): return icon }
                }
            }
            struct Banner: View {
                let toast: Toast
                var body: some View {
                    VStack {
                        Image(systemName: toast.icon?.name ?? "questionmark")
                        Text("Saved").foregroundStyle(.palette.accent)
                        Text(.nowhere.title)
                    }
                }
            }
            #Preview { Banner(toast: .basic(title: "Saved", icon: .general.success)) }
            """)
        let symbols = s.screen.body.all.compactMap { n -> String? in
            if case .image(.symbol(let name)) = n.kind { return name } else { return nil }
        }
        XCTAssertEqual(symbols, ["checkmark.circle"])
        XCTAssertEqual(s.screen.body.all.first { $0.modifiers.foreground != nil }?.modifiers.foreground, .system(.systemOrange))
        let unevaluated = s.screen.coverage?.unevaluated.map(\.message) ?? []
        XCTAssertEqual(unevaluated.count, 1, "a chain no type is given to stays unknown: \(unevaluated)")
        XCTAssertTrue(unevaluated.first?.contains("title") == true, "\(unevaluated)")
    }

    func testSelfInAStaticMemberIsTheType() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Badge {
                let symbol: String
                init(_ symbol: String) { self.symbol = symbol }
                static func circled(_ name: String) -> Self { self.init(name + ".circle") }
                static var star: Badge { self.circled("star") }
            }
            struct Row: View {
                var body: some View {
                    Image(systemName: Badge.star.symbol)
                }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        let symbols = s.screen.body.all.compactMap { n -> String? in
            if case .image(.symbol(let name)) = n.kind { return name } else { return nil }
        }
        XCTAssertEqual(symbols, ["star.circle"])
    }

    func testACaseAndAStaticFunctionOfOneNameAreToldApartByTheirLabels() throws {
        let s = try evaluate("""
            import SwiftUI
            enum Toast {
                case undoable(title: String?, callback: () -> Void)
                static func undoable(_ title: String? = nil, callback: @escaping () -> Void) -> Toast {
                    .undoable(title: title ?? "Undo", callback: callback)
                }
                var title: String {
                    switch self { case .undoable(let title, _): return title ?? "none" }
                }
            }
            struct Banner: View {
                let toast: Toast
                var body: some View { Text(verbatim: toast.title) }
            }
            #Preview {
                VStack {
                    Banner(toast: .undoable(callback: {}))
                    Banner(toast: Toast.undoable(title: "Moved", callback: {}))
                }
            }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        XCTAssertEqual(texts(s), [#"literal("Undo")"#, #"literal("Moved")"#])
    }

    func testWhatABranchOfAnUnknownConditionAssignsIsUnknownAfterIt() throws {
        // Either branch may have run: an enum's `init` whose `self = ...` sits under a condition
        // on data the preview does not have makes an unknown case (a `switch` on it draws the
        // fullest branch, never a placeholder); a local set in such a branch is unknown after it
        // (its old value is not drawn as if known); one set under a known condition stays known.
        let s = try evaluate("""
            import SwiftUI
            enum Badge: Equatable {
                case ranked(rank: Int, of: Int)
                case open
                init(response: Response?) {
                    if let rank = response?.rank {
                        self = .ranked(rank: rank, of: 10)
                    } else {
                        self = .open
                    }
                }
                var title: String {
                    switch self {
                    case .ranked: return "Ranked"
                    case .open: return "Open"
                    }
                }
            }
            struct Row: View {
                let response: Response?
                var tint: Color {
                    var color = Color.red
                    if response?.isLate == true { color = .orange }
                    return color
                }
                var label: String {
                    var text = "Sure"
                    if 2 > 1 { text = "Known" }
                    return text
                }
                var body: some View {
                    VStack {
                        Text(Badge(response: response).title)
                        Text("Due").foregroundStyle(tint)
                        Text(label)
                    }
                }
            }
            #Preview { Row(response: Store.shared.latest) }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        let texts = s.screen.body.all.filter { if case .text = $0.kind { return true } else { return false } }
        XCTAssertEqual(texts.count, 3, s.screen.body.outline)
        XCTAssertNotEqual(texts[1].modifiers.foreground, .system(.systemRed), "red may have been replaced: not known")
        XCTAssertTrue(texts[1].unverified.contains(.color), s.screen.body.outline)
        XCTAssertEqual(texts[2].textsDrawn, [#"literal("Known")"#])
        XCTAssertTrue(unevaluated(s).contains { $0.contains("Store") }, "\(unevaluated(s))")
    }

    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    /// An implicit member beside a number in arithmetic is a static of the number's type: the app's
    /// `extension CGFloat { static let ... }` or Swift's `.pi` (was "cannot evaluate Double +
    /// .columnSpacing": the padding left out).
    func testAnImplicitMemberInArithmeticIsAStaticOfTheNumbersType() throws {
        let s = try evaluate("""
            import SwiftUI
            extension CGFloat { static let columnSpacing: CGFloat = 8 }
            struct Row: View {
                let avatar: CGFloat = 40
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(avatar + .columnSpacing)")
                        Text(verbatim: "\\(Int(avatar * .pi))")
                        Text(verbatim: "\\(.columnSpacing * 2 - avatar)")
                    }
                }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        XCTAssertEqual(texts(s), ["literal(\"48.0\")", "literal(\"125\")", "literal(\"-24.0\")"])
    }

    /// `Int64(x)`, `UInt8(x)` and the other integer widths convert as `Int(x)` does; a value out of
    /// the width's range stops the app (Swift traps), an unknown there (was "unknown view 'Int64'").
    func testIntegersOfEveryWidthConvert() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Sizes: View {
                let bytes: Int? = 2048
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(Int64(bytes ?? 0)) \\(UInt8(200)) \\(Int32(-7.9))")
                        Text(verbatim: "\\(UInt8(300))")
                    }
                }
            }
            #Preview { Sizes() }
            """)
        XCTAssertEqual(texts(s).first, "literal(\"2048 200 -7\")")
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], ["UInt8(300) is out of its range (Swift stops the app here): drawn as a stand-in text of 12 characters"])
    }
}
