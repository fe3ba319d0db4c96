@testable import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Text as SwiftUI treats it: a literal is a `LocalizedStringKey`, a variable is not.
final class LocalizedTextTests: XCTestCase {
    func texts(_ body: String) throws -> [TextValue] {
        let s = try evaluate("import SwiftUI\n" + body + "\n#Preview { Sample() }").screen.body
        return s.all.compactMap { if case .text(let t) = $0.kind { return t } else { return nil } }
    }

    func testLiteralsAreKeysVariablesAndVerbatimAreNot() throws {
        let t = try texts("""
            struct Sample: View {
                var name = "Rex"
                let title: LocalizedStringKey = "pet.title"
                var body: some View {
                    VStack {
                        Text("Start Wash")
                        Text(verbatim: "v1.2")
                        Text(name)
                        Text(title)
                        Text(String(localized: "pet.greeting"))
                        Text("\\(3) cycles")
                        Text("\\(name) has \\(2.5, specifier: "%.1f") kg")
                        Text("100% sure")
                    }
                }
            }
            """)
        XCTAssertEqual(t, [.key("Start Wash"), .literal("v1.2"), .literal("Rex"), .key("pet.title"), .key("pet.greeting"),
                           .format(key: "%lld cycles", arguments: ["3"]),
                           .format(key: "%@ has %.1f kg", arguments: ["Rex", "2.5"]),
                           .key("100% sure")])
    }

    func testAnImplicitInitOfTextsStringIsThatString() throws {
        let t = try texts("""
            struct Sample: View {
                var subtitle: String? = nil
                var body: some View {
                    VStack {
                        Text(subtitle ?? .init(localized: "toast.failed"))
                        Text(.init("toast.retry"))
                    }
                }
            }
            """)
        XCTAssertEqual(t, [.key("toast.failed"), .key("toast.retry")])
    }

    func testFormatKeysAreFilledFromTheCatalog() throws {
        let catalog = StringsCatalog(sourceLanguage: "en", tables: ["en": ["%lld cycles": "%lld cycles"], "de": ["%lld cycles": "%lld Durchgänge"]])
        let de = LocalizedStrings(locale: "de", catalog: catalog, language: "de", transform: .none)
        XCTAssertEqual(de.resolve(.format(key: "%lld cycles", arguments: ["3"])), "3 Durchgänge")
        XCTAssertEqual(VerbatimStrings().resolve(.format(key: "%@ has %.1f kg", arguments: ["Rex", "2.5"])), "Rex has 2.5 kg")
        XCTAssertEqual(Placeholders.fill("%2$@ before %1$@, 100%%", ["a", "b"]).text, "b before a, 100%")
    }

    func testTextPlusTextIsOneTextWhosePiecesResolveOnTheirOwn() throws {
        let t = try texts("""
            struct Sample: View {
                var name = "Rex"
                var body: some View {
                    VStack {
                        Text("Hello") + Text(verbatim: ", ") + Text(name).bold() + Text("!")
                        Text(verbatim: "a") + Text(verbatim: "b")
                    }
                }
            }
            """)
        XCTAssertEqual(t, [.concatenation([.key("Hello"), .literal(", Rex"), .key("!")]), .literal("ab")])
        let catalog = StringsCatalog(sourceLanguage: "en", tables: ["en": ["Hello": "Hello"], "de": ["Hello": "Hallo"]])
        let de = LocalizedStrings(locale: "de", catalog: catalog, language: "de", transform: .none)
        XCTAssertEqual(de.resolve(t[0]), "Hallo, Rex!")
        // The locale's transform applies once, to the whole text.
        let bounded = LocalizedStrings(locale: "bounded", catalog: catalog, language: "en", transform: .bounded)
        XCTAssertEqual(bounded.resolve(t[0]), "[Hello, Rex!]")
        XCTAssertEqual(VerbatimStrings().resolve(t[0]), "Hello, Rex!")
    }

    func testControlTitlesFollowTheSameRule() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Sample: View {
                var label = "Dynamic"
                var body: some View {
                    VStack {
                        Button("Save") { }
                        Button(label) { }
                        Toggle("Alerts", isOn: .constant(false)).accessibilityLabel(label)
                    }
                }
            }
            #Preview { Sample() }
            """).screen.body.kind.children
        guard case .button(let save) = s[0].kind, case .text(.key("Save")) = save.kind else { return XCTFail(s[0].outline) }
        guard case .button(let dynamic) = s[1].kind, case .text(.literal("Dynamic")) = dynamic.kind else { return XCTFail(s[1].outline) }
        XCTAssertEqual(s[2].modifiers.accessibility?.label, .literal("Dynamic"))
    }

    func testAFormatKeyRoundTripsThroughTheScreenFormat() throws {
        let yaml = "screen: S\nbody:\n  text: {key: \"%lld cycles\", arguments: [\"3\"]}\n"
        let screen = try ScreenFile.decode(yaml: yaml, file: "s.screen.yaml")
        guard case .text(.format("%lld cycles", ["3"])) = screen.body.kind else { return XCTFail() }
    }
}
