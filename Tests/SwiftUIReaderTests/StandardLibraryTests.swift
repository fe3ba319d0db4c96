import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Free functions and mutating methods of the standard library that real previews' views and
/// models call (issue 26: "unknown function 'stride'", "unknown method 'append' of Array: the call
/// is skipped", "unknown method 'firstIndex' of Array", "unknown view 'Set'").
final class StandardLibraryTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }
    private func texts(_ s: PreviewScreen) -> [String] {
        s.screen.body.all.compactMap { if case .text(let t) = $0.kind, case .literal(let x) = t { return x } else { return nil } }
    }

    func testStrideZipAndPreconditionsAsSwiftDefinesThem() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Limits: View {
                let names = ["low", "mid", "high"]
                var body: some View {
                    VStack {
                        ForEach(Array(stride(from: 6, through: 18, by: 4)), id: \\.self) { value in Text(verbatim: "\\(value) pages") }
                        ForEach(Array(stride(from: 10, to: 0, by: -5)), id: \\.self) { value in Text(verbatim: "down \\(value)") }
                        Text(verbatim: "\\(stride(from: 0.0, to: 1.0, by: 0.25).count) quarters")
                        ForEach(Array(zip(names, [1, 2, 3])), id: \\.0) { name, level in Text(verbatim: "\\(name)=\\(level)") }
                        Text(verbatim: label(3))
                    }
                }
                func label(_ n: Int) -> String {
                    precondition(n > 0, "positive")
                    assert(n < 10)
                    print("label", n)
                    return "checked \\(n)"
                }
            }
            #Preview { Limits() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(texts(s), ["6 pages", "10 pages", "14 pages", "18 pages", "down 10", "down 5", "4 quarters",
                                  "low=1", "mid=2", "high=3", "checked 3"])
    }

    func testStringRepeatingIsThatTextWithinTheStringBudget() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Long: View {
                var body: some View {
                    VStack {
                        Text(verbatim: String(repeating: "Lorem ipsum ", count: 3))
                        Text(verbatim: String(repeating: "ab", count: 1 << 40))
                    }
                }
            }
            #Preview { Long() }
            """)
        XCTAssertEqual(texts(s).first, "Lorem ipsum Lorem ipsum Lorem ipsum ")
        XCTAssertEqual(unevaluated(s).count, 1, "past the 100,000-character budget: an unknown, located")
        XCTAssertTrue(unevaluated(s).first?.contains("String(repeating:count:)") == true, "\(unevaluated(s))")
    }

    func testAFailedPreconditionAndAZeroStrideAreUnknownsNotValues() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Broken: View {
                var body: some View {
                    VStack {
                        Text(verbatim: label(-1))
                        ForEach(Array(stride(from: 0, to: 10, by: 0)), id: \\.self) { value in Text(verbatim: "\\(value)") }
                    }
                }
                func label(_ n: Int) -> String {
                    precondition(n > 0)
                    return "never"
                }
            }
            #Preview { Broken() }
            """)
        XCTAssertFalse(texts(s).contains("never"), "\(texts(s))")
        let messages = unevaluated(s).joined(separator: "|")
        XCTAssertTrue(messages.contains("precondition failed"), messages)
        XCTAssertTrue(messages.contains("stride by 0"), messages)
    }

    func testMutatingMethodsChangeTheVariableTheyAreCalledOn() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Row { let title: String; var done: Bool }
            final class Model {
                var rows: [Row] = []
                var tags: Set<String> = []
                init() {
                    rows.append(Row(title: "Milk", done: false))
                    rows.append(contentsOf: [Row(title: "Eggs", done: true), Row(title: "Tea", done: false)])
                    rows.insert(Row(title: "Bread", done: false), at: 0)
                    rows.removeAll(where: { $0.done })
                    rows.remove(at: 1)
                    tags.insert("food")
                    tags.insert("food")
                    tags.formUnion(["shop", "food"])
                }
            }
            struct Groceries: View {
                let model = Model()
                var body: some View {
                    VStack {
                        ForEach(model.rows, id: \\.title) { row in Text(verbatim: row.title) }
                        Text(verbatim: "\\(model.tags.count) tags")
                        Text(verbatim: names())
                    }
                }
                func names() -> String {
                    var list = ["b", "c", "a"]
                    list.sort()
                    let last = list.removeLast()
                    var flag = false
                    flag.toggle()
                    return list.joined(separator: ",") + " " + last + " \\(flag)"
                }
            }
            #Preview { Groceries() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(texts(s), ["Bread", "Tea", "2 tags", "a,b c true"])
    }

    func testSearchesIterationAndSetsAndDictionaries() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Item { let name: String; let kind: String; let isDone: Bool }
            struct Items: View {
                let items = [Item(name: "a", kind: "x", isDone: true), Item(name: "b", kind: "y", isDone: false),
                             Item(name: "c", kind: "x", isDone: false)]
                var body: some View {
                    VStack {
                        Text(verbatim: items.first(where: { !$0.isDone })?.name ?? "none")
                        Text(verbatim: items.last(where: { $0.kind == "x" })?.name ?? "none")
                        Text(verbatim: "\\(items.firstIndex(where: { $0.name == "b" }) ?? -1) \\(["p", "q"].firstIndex(of: "q") ?? -1)")
                        Text(verbatim: "\\(items.filter(\\.isDone).count) done, \\(Set(items.map(\\.kind)).count) kinds")
                        Text(verbatim: "\\([3, 1, 2].sorted(by: >).map { String($0) }.joined())")
                        Text(verbatim: "\\([1, 2].elementsEqual([1, 2])) \\(Dictionary(grouping: items, by: \\.kind)["x"]?.count ?? 0)")
                        Text(verbatim: total())
                    }
                }
                func total() -> String {
                    var sum = 0
                    [1, 2, 3].forEach { sum += $0 }
                    return "sum \\(sum)"
                }
            }
            #Preview { Items() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(texts(s), ["b", "c", "1 1", "1 done, 2 kinds", "321", "true 2", "sum 6"])
    }

    func testShuffledKeepsTheWrittenOrderAndSaysSo() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Deck: View {
                var body: some View {
                    VStack { ForEach(["A", "K", "Q"].shuffled(), id: \\.self) { Text(verbatim: $0) } }
                }
            }
            #Preview { Deck() }
            """)
        XCTAssertEqual(texts(s), ["A", "K", "Q"])
        XCTAssertTrue(s.warnings.contains { $0.message.contains("shuffled() gives a new order on every run") }, "\(s.warnings)")
    }
}

/// UIKit's and Foundation's answers about the device, from the variant's device (issue 26:
/// "unknown value 'UIDevice'" made `userInterfaceIdiom == .pad` an unknown condition).
final class DeviceValuesTests: XCTestCase {
    private let source = """
        import SwiftUI
        enum DeviceUtil {
            static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
        }
        struct Settings: View {
            var body: some View {
                VStack {
                    if DeviceUtil.isPad { Text(verbatim: "sidebar") } else { Text(verbatim: "tabs") }
                    if UIDevice.current.userInterfaceIdiom != .pad, !ProcessInfo.processInfo.isiOSAppOnMac {
                        Text(verbatim: "landscape toggle")
                    }
                    Text(verbatim: UIDevice.current.model + " " + UIDevice.current.systemName)
                    if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { Text(verbatim: "preview") }
                }
            }
        }
        #Preview { Settings() }
        """

    private func texts(_ s: PreviewScreen) -> [String] {
        s.screen.body.all.compactMap { if case .text(let t) = $0.kind, case .literal(let x) = t { return x } else { return nil } }
    }

    func testAPhoneProfileIsAPhone() throws {
        let s = try evaluate(source)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        XCTAssertEqual(texts(s), ["tabs", "landscape toggle", "iPhone iOS", "preview"])
    }

    func testADeviceAsWideAsAnIPadIsAnIPad() throws {
        let s = try evaluate(source, ViewEnvironment(scale: 2, screen: Size(width: 820, height: 1180)))
        XCTAssertEqual(texts(s), ["sidebar", "iPad iPadOS", "preview"])
    }
}

/// Values that view code makes by a type's name and that are never views, and implicit
/// `.init(...)` typed by a generic type's parameter (issue 26: "unknown view 'DateFormatter'",
/// "unknown view 'Angle'", "unknown member 'resultEnvelope' of .init").
final class FoundationValuesTests: XCTestCase {
    func testAnglesRectsAndFormattersAreValuesNotViews() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Dial: View {
                let formatter = MeasurementFormatter()
                var body: some View {
                    VStack {
                        Circle().trim(from: 0, to: 0.5).rotationEffect(Angle(degrees: -90))
                        Text(verbatim: "\\(CGRect(x: 10, y: 20, width: 30, height: 40).maxX)")
                        Text(formatter.string(from: Date()))
                    }
                }
            }
            #Preview { Dial() }
            """)
        let shapes = s.screen.body.all.compactMap { if case .shape(let v) = $0.kind { return v } else { return nil } }
        XCTAssertEqual(shapes.first?.rotation, -90)
        XCTAssertTrue(s.screen.body.textsDrawn.contains { $0.contains("40.0") }, "\(s.screen.body.textsDrawn)")
        XCTAssertEqual(s.screen.body.placeholderNames, [])
        let messages = s.screen.coverage?.unevaluated.map(\.message) ?? []
        XCTAssertFalse(messages.contains { $0.contains("unknown view") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("a MeasurementFormatter is not evaluated") }, "\(messages)")
    }

    /// `CGSize.zero` and friends are zero values, written out or implicit, with their members; an
    /// `Angle` made from something unknown is that unknown, with its own reason (was
    /// "unknown view 'Angle'" for a rotation computed from a gesture state's `.zero` translation).
    func testCoreGraphicsZerosAndAnglesOfUnknownValues() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Tile: View {
                enum Drag { case idle, moving(CGSize)
                    var translation: CGSize { if case .moving(let t) = self { return t } else { return CGSize.zero } }
                }
                @GestureState private var drag = Drag.idle
                @State private var measured: CGSize = .zero
                @State private var anchor = CGPoint.zero
                let feed: Feed
                private func tilt() -> Angle { Angle(degrees: Double(drag.translation.width / 15)) }
                var body: some View {
                    VStack {
                        Text("Tilted").rotationEffect(tilt())
                        Text(verbatim: "\\(measured.width + CGRect.zero.maxX + CGRect().width + anchor.y)")
                        Text("Leaning").rotationEffect(Angle(degrees: feed.lean))
                    }
                }
            }
            #Preview { Tile(feed: Feed.sample) }
            """)
        XCTAssertTrue(s.screen.body.textsDrawn.contains { $0.contains("\"0.0\"") }, "\(s.screen.body.textsDrawn)")
        let messages = s.screen.coverage?.unevaluated.map(\.message) ?? []
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("unknown view") || $0.contains("CGSize") || $0.contains("CGRect") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("Feed") }, "\(messages)")
    }

    func testAnImplicitInitTakesAGenericParametersTypeWithoutItsArguments() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Results<Scope> {
                struct State {
                    var isLoading: Bool
                    var scope: Scope?
                    init(isLoading: Bool = true, scope: Scope? = nil) { self.isLoading = isLoading; self.scope = scope }
                }
            }
            struct Board: View {
                let state: Results<Int>.State
                init(state: Results<Int>.State = .init(scope: nil)) { self.state = state }
                var body: some View { Text(verbatim: state.isLoading ? "Loading" : "Done") }
            }
            #Preview { Board() }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        XCTAssertTrue(s.screen.body.textsDrawn.contains { $0.contains("Loading") }, "\(s.screen.body.textsDrawn)")
    }
}

/// An app's extensions of Swift's own types run on their values (issue 26: "unknown method
/// 'roundedString' of Double", "unknown member 'halfRounded' of Double").
final class StandardTypeExtensionsTests: XCTestCase {
    func testExtensionMethodsAndPropertiesOfNumbersStringsAndArraysRun() throws {
        let s = try evaluate("""
            import SwiftUI
            private extension Double {
                func roundedString() -> String { roundedString(with: 1) }
                func roundedString(with places: Int) -> String { String(format: "%.\\(places)f", self) }
                var halfRounded: Double { (self * 2).rounded() / 2 }
            }
            extension String {
                var shouting: String { uppercased() + "!" }
            }
            extension Array {
                func second() -> Element? { count > 1 ? self[1] : nil }
            }
            struct Scale: View {
                let factor = 2.26
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(factor.roundedString())x \\(factor.halfRounded)")
                        Text(verbatim: "hi".shouting)
                        Text(verbatim: ["a", "b"].second() ?? "none")
                        Text(verbatim: String(format: "%d of %@ (%05.1f%%)", 3, "ten", 12.345))
                    }
                }
            }
            #Preview { Scale() }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        let texts = s.screen.body.all.compactMap { if case .text(.literal(let x)) = $0.kind { return x } else { return nil } }
        XCTAssertEqual(texts, ["2.3x 2.5", "HI!", "b", "3 of ten (012.3%)"])
    }
}
