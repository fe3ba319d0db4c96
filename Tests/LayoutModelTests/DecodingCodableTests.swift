import Foundation
import Testing
import Yams
@testable import LayoutModel

/// The model's `Codable` writes the screen format's own shape, and reads it back to the same tree.
@Suite struct DecodingCodableTests {
    /// Every kind and most modifier shapes.
    static let everything = """
        screen: Everything
        description: All kinds
        device: iphone15ProMax
        background: secondarySystemBackground
        components:
          Badge: {text: "${label}", font: caption2, padding: {horizontal: 6, vertical: 2}, background: {color: systemRed, cornerRadius: 8}}
        body:
          tabView:
            tabs: [{label: Home, symbol: house, selected: true}, {label: {key: tab.more}}]
            content:
              navigationStack:
                title: {key: nav.title}
                titleDisplayMode: inline
                back: Back
                leading: [{button: {image: {symbol: chevron.left}, flipsForRightToLeft: true}, accessibility: {label: Back}}]
                content:
                  scrollView:
                    vStack:
                      - text: Title
                        font: {size: 13, relativeTo: footnote}
                        lineLimit: 2
                        truncationMode: head
                      - {use: Badge, with: {label: NEW}}
                      - image: {width: 20, height: 10}
                        overlay: {text: "#1", padding: 1}
                      - button: Buy
                        style: bordered
                        role: cancel
                        disabled: false
                        hitSlop: {top: 4}
                        frame: {maxWidth: infinity, minHeight: 44, alignment: bottomTrailing}
                      - toggle: {label: On, isOn: false}
                      - textField: {label: Name, placeholder: Jane, text: Joe}
                      - slider: {label: {key: s}, value: 0.5}
                      - progressView: {value: 0}
                      - hStack: [{spacer: {}}, {spacer: {minLength: 3}}, {divider: {}}]
                        spacing: 0
                        alignment: top
                      - zStack: [{shape: {kind: circle, fill: "#11223344"}}, {color: clear}]
                        fixedSize: {horizontal: true, vertical: false}
                        offset: {leading: 3, y: 1}
                        border: {color: separator, width: 0.5}
                        cornerRadius: 2
                        clipped: true
                      - adaptiveStack: [a, b]
                        threshold: accessibility3
                      - viewThatFits: [a]
                        axes: both
                      - list: [row]
                        opacity: 0.5
                        hidden: true
                        layoutPriority: -1
                        dynamicTypeSize: {max: xxLarge}
                        layoutDirection: rightToLeft
                        critical: true
                        id: the-list
                        allow: [{check: overlap, reason: Intended}]
                        accessibility: {hint: h, value: v, traits: [tab], hidden: true, sortPriority: 1, element: contain, actions: [a, b]}
                    axis: vertical
        """

    @Test func yamlRoundTripIsStable() throws {
        let screen = try decodeScreen(Self.everything)
        let first = try YAMLEncoder().encode(screen)
        let again = try ScreenFile.decode(yaml: first, file: "dump.screen.yaml")
        let second = try YAMLEncoder().encode(again)
        #expect(first == second)
        #expect(first.hasPrefix("screen: Everything\n"))
        // The dump is the format itself: one kind key plus modifiers, colours as names.
        #expect(first.contains("background: secondarySystemBackground"))
        #expect(first.contains("maxWidth: infinity"))
        #expect(first.contains("value: 0.5\n") && first.contains("width: 0.5\n"))
        #expect(again.components["Badge"] != nil)
    }

    @Test func stringsThatLookLikeOtherTypesSurvive() throws {
        let screen = try decodeScreen("screen: S\nbody: {vStack: [\"true\", \"\", \"null\", \"42\", \"#1\", No]}")
        let back = try ScreenFile.decode(yaml: try YAMLEncoder().encode(screen), file: "dump.screen.yaml")
        guard case .vStack(let items) = back.body.kind else { Issue.record("vStack"); return }
        let texts = items.compactMap { n -> TextValue? in if case .text(let t) = n.kind { return t } else { return nil } }
        #expect(texts == ["true", "", "null", "42", "#1", "No"].map(TextValue.literal))
    }

    @Test func jsonRoundTripMatchesYAML() throws {
        let screen = try decodeScreen(Self.everything)
        let json = try JSONEncoder().encode(screen)
        let fromJSON = try JSONDecoder().decode(Screen.self, from: json)
        #expect(try YAMLEncoder().encode(fromJSON) == YAMLEncoder().encode(screen))
        // The JSON text is also a valid screen file.
        let fromText = try ScreenFile.decode(yaml: String(decoding: json, as: UTF8.self), file: "dump.json")
        #expect(try YAMLEncoder().encode(fromText) == YAMLEncoder().encode(screen))
    }

    @Test func yamlDecoderUsesTheSameReaders() throws {
        let screen = try YAMLDecoder().decode(Screen.self, from: Self.everything)
        #expect(try YAMLEncoder().encode(screen) == YAMLEncoder().encode(try decodeScreen(Self.everything)))
        // Errors through Codable read the same, with the file from userInfo and Yams' marks.
        let decoder = YAMLDecoder()
        do {
            _ = try decoder.decode(Screen.self, from: "screen: S\nbody:\n  text: x\n  paddin: 2\n",
                                   userInfo: [ScreenFile.fileUserInfoKey: "codable.yaml"])
            Issue.record("expected an error")
        } catch {
            // Yams wraps what `init(from:)` throws.
            guard case DecodingError.dataCorrupted(let context) = error, let e = context.underlyingError as? ScreenFileError else {
                Issue.record("unexpected \(error)"); return
            }
            #expect(e.description.hasPrefix("codable.yaml:4:11: body.text.paddin: unknown key 'paddin' (did you mean 'padding'?)"))
        }
    }

    @Test func swiftBuiltTreeDumpsAndReadsBack() throws {
        var m = Modifiers()
        m.padding = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        m.background = .node(LayoutModel.Node(.text(.literal("behind"))))
        m.font = FontValue(style: .title, weight: .heavy)
        let body = LayoutModel.Node(.vStack([LayoutModel.Node(.text(.literal("Hi")), m), LayoutModel.Node(.button(label: LayoutModel.Node(.text(.key("go")))))]))
        let screen = Screen(name: "Built", body: body)
        let yaml = try YAMLEncoder().encode(screen)
        let back = try ScreenFile.decode(yaml: yaml, file: "built.screen.yaml")
        #expect(try YAMLEncoder().encode(back) == yaml)
        guard case .vStack(let c) = back.body.kind, case .node(let bg)? = c[0].modifiers.background,
              case .text(.literal("behind")) = bg.kind else { Issue.record("background text"); return }
        #expect(c[0].modifiers.padding == m.padding)
        #expect(c[0].modifiers.font == m.font)
    }

    @Test func nodeAndValuesAreCodableAlone() throws {
        let node = try YAMLDecoder().decode(LayoutModel.Node.self, from: "button: Go\nstyle: bordered\n")
        #expect(try YAMLEncoder().encode(node) == "button: Go\nstyle: bordered\n")
        #expect(try JSONDecoder().decode([ColorValue].self, from: Data(##"["systemRed", "#FF000080"]"##.utf8))
                == [.system(.systemRed), .rgba(RGBA(hex: 0xFF0000, alpha: 128.0 / 255))])
        #expect(throws: ScreenFileError.self) { try JSONDecoder().decode(ColorValue.self, from: Data(#""redd""#.utf8)) }
        #expect(try JSONDecoder().decode(TextValue.self, from: Data(#"{"key": "k"}"#.utf8)) == .key("k"))
    }
}
