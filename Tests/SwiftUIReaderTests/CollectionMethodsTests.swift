import LayoutModel
import XCTest
@testable import SwiftUIReader

/// The standard library's collection methods real previews call on their sample data (issue 26:
/// "unknown method 'sorted' / 'reduce' / 'union' of Array" made stand-ins and unknown conditions).
final class CollectionMethodsTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    func testSortedReduceAllSatisfyMinMaxAndSetOperations() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Tag { let name: String; let uses: Int }
            struct Options: OptionSet { let rawValue: Int
                static let wide = Options(rawValue: 1)
                static let media = Options(rawValue: 2)
            }
            struct Tags: View {
                let tags = [Tag(name: "swift", uses: 3), Tag(name: "art", uses: 9), Tag(name: "nostr", uses: 5)]
                let words = ["pear", "apple", "fig"]
                var body: some View {
                    VStack {
                        ForEach(tags.sorted(by: { $0.uses > $1.uses }), id: \\.name) { tag in Text(tag.name) }
                        Text(words.sorted().joined(separator: ","))
                        Text("\\(tags.reduce(0) { $0 + $1.uses }) uses")
                        if tags.allSatisfy({ $0.uses > 1 }) { Text("all used") }
                        Text("\\([4, 2, 8].min() ?? 0)-\\([4, 2, 8].max() ?? 0)")
                        let options = [Options.wide].union([.media, .wide])
                        if options.contains(.media) { Text("media shown") }
                        if [Options.wide, .media].subtracting([.wide]).contains(.wide) { Text("never") }
                    }
                }
            }
            #Preview { Tags() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let texts = s.screen.body.textsDrawn.joined(separator: "|")
        for expected in ["art", "nostr", "swift", "apple,fig,pear", "[\"17\"]", "all used", "[\"2\", \"8\"]", "media shown"] {
            XCTAssertTrue(texts.contains(expected), "\(expected) in \(texts)")
        }
        XCTAssertFalse(texts.contains("never"))
        let names = s.screen.body.textsDrawn.filter { ["art", "nostr", "swift"].contains(where: $0.contains) }
        XCTAssertEqual(names.count, 3)
        XCTAssertTrue(names[0].contains("art") && names[1].contains("nostr") && names[2].contains("swift"), "\(names)")
    }

    func testAStringIsASequenceOfCharacters() throws {
        // `reduce` over a string's characters (a hash picking a colour), `filter` giving a
        // String, `allSatisfy`, `contains(where:)`, and a character's Unicode scalar values.
        let s = try evaluate("""
            import SwiftUI
            extension String {
                var paletteIndex: Int {
                    reduce(0) { sum, character in sum + Int(character.unicodeScalars.first?.value ?? 0) } % 5
                }
            }
            struct Initials: View {
                let name: String
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(name.paletteIndex)")
                        Text(verbatim: name.filter { $0 != "a" })
                        Text(verbatim: name.allSatisfy { $0 != " " } ? "one word" : "words")
                        Text(verbatim: name.contains(where: { $0 == "d" }) ? "has d" : "no d")
                        Text(verbatim: name.map { $0.uppercased() }.joined(separator: "."))
                    }
                }
            }
            #Preview { Initials(name: "Ada") }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"2\")", "literal(\"Ad\")", "literal(\"one word\")", "literal(\"has d\")",
                                                  "literal(\"A.D.A\")"], s.screen.body.outline)
    }

    func testADictionaryMadeFromPairsLabelledOrNot() throws {
        // `Dictionary(uniqueKeysWithValues:)` takes `(key: k, value: v)` as it takes `(k, v)`.
        let s = try evaluate("""
            import SwiftUI
            struct Stock: View {
                let names = ["Fig", "Plum"]
                var byLength: [String: Int] { Dictionary(uniqueKeysWithValues: names.map { (key: $0, value: $0.count) }) }
                var byInitial: [String: String] { Dictionary(uniqueKeysWithValues: names.map { (String($0.prefix(1)), $0) }) }
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(byLength["Plum"] ?? 0)")
                        Text(verbatim: byInitial["F"] ?? "none")
                    }
                }
            }
            #Preview { Stock() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"4\")", "literal(\"Fig\")"], s.screen.body.outline)
    }

    func testABindingMadeFromAGetterHoldsWhatTheGetterGives() throws {
        let s = try evaluate("""
            import SwiftUI
            struct MenuItem { let title: String }
            struct Sheet: View {
                @Binding var menu: MenuItem?
                var body: some View {
                    if let menu { Text(menu.title) } else { Text("No menu") }
                }
            }
            struct Home: View {
                let current = MenuItem(title: "Settings")
                var body: some View {
                    Sheet(menu: Binding(get: { current }, set: { _ in }))
                }
            }
            #Preview { Home() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn.count, 1)
        XCTAssertTrue(s.screen.body.textsDrawn[0].contains("Settings"), "\(s.screen.body.textsDrawn)")
    }

    func testABindingUnwrappedFromAnOptionalOneIsItsValueOrNil() throws {
        // SwiftUI's failable `Binding(_: Binding<Value?>)` and swift-navigation's
        // `Binding(unwrapping:)`: nil when the optional is nil, else a binding to its value.
        let s = try evaluate("""
            import SwiftUI
            struct Draft { var title: String }
            struct Editor: View {
                @State var draft: Draft? = Draft(title: "Groceries")
                @State var other: Draft? = nil
                var body: some View {
                    VStack {
                        if let d = Binding($draft) { Text(d.wrappedValue.title) }
                        if let d = Binding(unwrapping: $draft) { Text(d.title.wrappedValue) }
                        if let o = Binding(unwrapping: $other) { Text(o.title.wrappedValue) } else { Text("None") }
                    }
                }
            }
            #Preview { Editor() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn.count, 3, s.screen.body.outline)
        XCTAssertTrue(s.screen.body.textsDrawn[0].contains("Groceries") && s.screen.body.textsDrawn[1].contains("Groceries"),
                      "\(s.screen.body.textsDrawn)")
        XCTAssertTrue(s.screen.body.textsDrawn[2].contains("None"), "\(s.screen.body.textsDrawn)")
    }

    func testANameWrittenInBackticksIsThatName() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Palette {
                var title: String
                var `class`: String
                static let `default` = Palette(title: "Default palette", class: "plain")
            }
            struct Card: View {
                var palette: Palette = .default
                var body: some View {
                    VStack {
                        Text(palette.title)
                        Text(Palette.`default`.`class`)
                    }
                }
            }
            #Preview { Card() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let texts = s.screen.body.textsDrawn.joined(separator: "|")
        XCTAssertTrue(texts.contains("Default palette") && texts.contains("plain"), texts)
    }

    /// A dictionary is the sequence of its `(key, value)` elements, in its keys' order (was
    /// "Dictionary is not a view" / "cannot iterate over Dictionary": stand-in rows).
    func testADictionaryIsASequenceOfKeyValuePairs() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Totals: View {
                let votes: [String: Int] = ["pear": 2, "apple": 7, "fig": 4]
                let badges: [Int: String]? = nil
                let ranks: [Int: String] = [10: "ten", 9: "nine"]
                var body: some View {
                    VStack {
                        ForEach(votes.sorted(by: { $0.value > $1.value }), id: \\.key) { pair in Text(verbatim: "\\(pair.key)=\\(pair.value)") }
                        ForEach((badges ?? [:]).sorted(by: { $0.key < $1.key }).map(\\.value), id: \\.self) { Text($0) }
                        Text(ranks.sorted { $0.key < $1.key }.map(\\.value).joined(separator: ","))
                        ForEach(Array(votes.filter { $0.value > 3 }), id: \\.key) { name, count in Text(verbatim: "kept \\(name)") }
                        Text(verbatim: "\\(votes.mapValues { $0 * 10 }["fig"] ?? 0)")
                        let total = votes.reduce(0) { $0 + $1.value }
                        Text(verbatim: "total \\(total)")
                    }
                }
            }
            #Preview { Totals() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let texts = s.screen.body.textsDrawn.joined(separator: "|")
        for expected in ["apple=7", "fig=4", "pear=2", "nine,ten", "kept apple", "kept fig", "40", "total 13"] {
            XCTAssertTrue(texts.contains(expected), "\(expected) in \(texts)")
        }
        XCTAssertFalse(texts.contains("kept pear"), texts)
        XCTAssertLessThan(texts.range(of: "apple=7")!.lowerBound, texts.range(of: "pear=2")!.lowerBound, texts)
    }

    /// `reduce(into:)` hands its closure the accumulator to change (`$0 += $1.score`); a `String`
    /// appends; an array of numbers or strings shows as Swift prints it (was "cannot show a nil in
    /// a string" for a score summed with `reduce(into: 0)`).
    func testReduceIntoChangesTheAccumulatorAndArraysShowAsSwiftPrintsThem() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Word { let score: Int; let letters: String }
            struct Board: View {
                let words = [Word(score: 3, letters: "CAB"), Word(score: 4, letters: "DOG")]
                var total: Int { words.reduce(into: 0) { $0 += $1.score } }
                var body: some View {
                    VStack {
                        Text("\\(total).")
                        Text(verbatim: words.reduce(into: "") { text, word in text.append(word.letters.first.map(String.init) ?? "") })
                        Text(verbatim: "\\(words.reduce(into: [Int]()) { $0.append($1.score * 2) }) \\(words.map(\\.letters))")
                    }
                }
            }
            #Preview { Board() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["format(key: \"%lld.\", arguments: [\"7\"])", "literal(\"CD\")", "literal(\"[6, 8] [\\\"CAB\\\", \\\"DOG\\\"]\")"])
    }

    /// A binding that animates its changes (`$choice.animation(.easeInOut)`, `self.$menu.animation()`)
    /// holds the same value (was "unknown method 'animation' of Int", "Menu is not a view").
    func testAnAnimatedBindingHoldsItsValue() throws {
        let s = try evaluate("""
            import SwiftUI
            struct GameMenu { var title = "Play" }
            struct MenuSheet: View {
                @Binding var menu: GameMenu?
                var body: some View { Text(verbatim: menu?.title ?? "none") }
            }
            struct Settings: View {
                @State private var menu: GameMenu? = GameMenu()
                @State private var choice = 1
                var body: some View {
                    VStack {
                        Picker("Speed", selection: $choice.animation(.easeInOut)) { Text("Slow").tag(0); Text("Fast").tag(1) }
                        MenuSheet(menu: self.$menu.animation())
                    }
                }
            }
            #Preview { Settings() }
            """)
        XCTAssertEqual(unevaluated(s), [], "the picker's selection is known, the sheet's menu too")
        XCTAssertTrue(s.screen.body.textsDrawn.contains("literal(\"Play\")"), s.screen.body.outline)
    }
}
