import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `AttributedString`/`NSAttributedString` as values (`AttributedStrings.swift`, issue 26) and a
/// property of a value assigned (`formatter.dateStyle = .medium`, `title.foregroundColor = .red`).
final class AttributedStringsTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [String] { s.screen.body.textsDrawn }

    func testAttributedStringsAreTheirCharacters() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Notice: View {
                let message: String
                var body: some View {
                    let styled = (try? AttributedString(markdown: message)) ?? AttributedString(message)
                    VStack {
                        Text(styled)
                        Text(AttributedString("Plain"))
                        Text(NSAttributedString(string: "Legacy").string)
                        Text(String(AttributedString("Chars").characters))
                    }
                }
            }
            #Preview { Notice(message: "Read the [terms](https://example.com) **now**") }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(texts(s), ["literal(\"Read the terms now\")", "literal(\"Plain\")", "literal(\"Legacy\")", "literal(\"Chars\")"],
                       s.screen.body.outline)
    }

    func testAttributesOnTheWholeStringAreTheTextsModifiers() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Badge: View {
                var title: AttributedString {
                    var t = AttributedString("Sale")
                    t.foregroundColor = .red
                    t.font = .headline
                    return t
                }
                var body: some View {
                    VStack {
                        Text(title)
                        Text(AttributedString("Same") + AttributedString(" style"))
                    }
                }
            }
            #Preview { Badge() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        let nodes = s.screen.body.all.filter { if case .text = $0.kind { return true } else { return false } }
        XCTAssertEqual(nodes.count, 2, s.screen.body.outline)
        XCTAssertEqual(nodes[0].modifiers.foreground, .system(.systemRed), s.screen.body.outline)
        XCTAssertNotNil(nodes[0].modifiers.font, s.screen.body.outline)
        XCTAssertEqual(texts(s).last, "literal(\"Same style\")")
        XCTAssertTrue(nodes[1].unverified.isEmpty)
    }

    func testPiecesInDifferentStylesAreMarked() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Price: View {
                var body: some View {
                    var amount = AttributedString("$4")
                    amount.foregroundColor = .green
                    var label = AttributedString("Total ")
                    label.append(amount)
                    return Text(label)
                }
            }
            #Preview { Price() }
            """)
        XCTAssertEqual(texts(s), ["literal(\"Total $4\")"], s.screen.body.outline)
        let text = try XCTUnwrap(s.screen.body.all.first { if case .text = $0.kind { return true } else { return false } })
        XCTAssertTrue(text.unverified.contains(.color), s.screen.body.outline)
        XCTAssertEqual(s.unevaluated.count, 1)
    }

    func testABodyThatReturnsExplicitlyRunsAsPlainCode() throws {
        // SE-0289: with a `return`, `body` is not a builder: a call the reader cannot run is
        // skipped and said, never a placeholder beside the text it returns.
        let s = try evaluate("""
            import SwiftUI
            struct LinkText: View {
                let text: String
                var body: some View {
                    var styled = (try? AttributedString(markdown: text)) ?? AttributedString(text)
                    styled.runs.filter { $0.link != nil }.forEach { run in
                        styled[run.range].underlineStyle = .single
                    }
                    let shown = Text(styled)
                    return shown.padding()
                }
            }
            #Preview { LinkText(text: "Open [settings](app://settings)") }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(texts(s), ["literal(\"Open settings\")"], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, ["unknown member 'runs' of AttributedString: the call is skipped"])
    }

    func testAPropertyOfALocalValueIsAssigned() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Style { var title = "Untitled"; var size = 12.0 }
            struct Card: View {
                static let style: Style = {
                    var s = Style()
                    s.title = "Configured"
                    s.size += 4
                    return s
                }()
                var body: some View {
                    Text(Card.style.title).font(.system(size: Card.style.size))
                }
            }
            #Preview { Card() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(texts(s), ["literal(\"Configured\")"], s.screen.body.outline)
    }
}
