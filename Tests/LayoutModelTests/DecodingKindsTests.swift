import Foundation
import Testing
@testable import LayoutModel

@Suite struct DecodingKindsTests {
    @Test func topLevelKeys() throws {
        let screen = try decodeScreen("""
            screen: Paywall-2_x
            description: The subscription offer
            device: iphoneSE
            background: "#102030"
            body: Hello
            """)
        #expect(screen.name == "Paywall-2_x")
        #expect(screen.description == "The subscription offer")
        #expect(screen.device == "iphoneSE")
        #expect(screen.background == .rgba(RGBA(hex: 0x102030)))
        #expect(screen.file == "test.screen.yaml")
        guard case .text(.literal("Hello")) = screen.body.kind else { Issue.record("\(screen.body.kind)"); return }
        #expect(screen.body.path == "body/text")
        #expect(screen.body.line == 5)
    }

    @Test func backgroundDefaultsToSystemBackground() throws {
        #expect(try decodeScreen("screen: S\nbody: x").background == .system(.systemBackground))
    }

    @Test func textForms() throws {
        let body = try decodeBody("""
              vStack:
                - Plain
                - text: Written out
                - text: {key: paywall.title}
                - text: No
                - text: 2024
            """)
        guard case .vStack(let c) = body.kind else { Issue.record("not a vStack"); return }
        let texts = c.compactMap { n -> TextValue? in if case .text(let t) = n.kind { return t } else { return nil } }
        // `No` and `2024` stay the words written, not a boolean or a number.
        #expect(texts == [.literal("Plain"), .literal("Written out"), .key("paywall.title"), .literal("No"), .literal("2024")])
        #expect(c[2].path == "body/vStack[2]/text")
        #expect(c[2].line == 6)
    }

    @Test func controls() throws {
        let body = try decodeBody("""
              vStack:
                - button: Subscribe
                  style: borderedProminent
                  role: destructive
                  disabled: true
                - button: {image: {symbol: xmark}}
                - toggle: {label: Wi-Fi, isOn: true}
                - textField: {label: Name, placeholder: {key: name.hint}}
                - slider: {label: Volume, value: 0.25}
                - progressView: {value: 1}
            """)
        guard case .vStack(let c) = body.kind, c.count == 6 else { Issue.record("not six children"); return }
        guard case .button(let label) = c[0].kind, case .text(.literal("Subscribe")) = label.kind else { Issue.record("button"); return }
        #expect(c[0].modifiers.style == .borderedProminent)
        #expect(c[0].modifiers.role == .destructive)
        #expect(c[0].modifiers.disabled == true)
        #expect(label.path == "body/vStack[0]/button/text")
        guard case .button(let icon) = c[1].kind, case .image(.symbol("xmark")) = icon.kind else { Issue.record("icon button"); return }
        guard case .toggle(let t) = c[2].kind else { Issue.record("toggle"); return }
        #expect(t.label == .literal("Wi-Fi") && t.isOn)
        guard case .textField(let f) = c[3].kind else { Issue.record("textField"); return }
        #expect(f.label == .literal("Name") && f.placeholder == .key("name.hint") && f.text == nil)
        guard case .slider(let s) = c[4].kind, case .progressView(let p) = c[5].kind else { Issue.record("slider"); return }
        #expect(s.value == 0.25 && s.label == .literal("Volume"))
        #expect(p.value == 1 && p.label == nil)
    }

    @Test func shapesAndSpacers() throws {
        let body = try decodeBody("""
              hStack:
                - image: {width: 40, height: 30}
                - spacer:
                - spacer: {}
                - spacer: {minLength: 12}
                - divider: {}
                - shape: {kind: roundedRectangle, fill: systemRed, cornerRadius: 8}
                - color: "#00FF0080"
            """)
        guard case .hStack(let c) = body.kind, c.count == 7 else { Issue.record("not seven children"); return }
        guard case .image(.bitmap(40, 30)) = c[0].kind,
              case .spacer(nil) = c[1].kind, case .spacer(nil) = c[2].kind, case .spacer(12) = c[3].kind,
              case .divider = c[4].kind, case .shape(let shape) = c[5].kind, case .color(let color) = c[6].kind
        else { Issue.record("kinds: \(c.map(\.kind.name))"); return }
        #expect(shape.kind == .roundedRectangle && shape.fill == .system(.systemRed) && shape.cornerRadius == 8)
        #expect(color == .rgba(RGBA(r: 0, g: 1, b: 0, a: 128.0 / 255)))
    }

    @Test func containers() throws {
        let body = try decodeBody("""
              tabView:
                tabs:
                  - {label: Home, symbol: house, selected: true}
                  - {label: {key: tab.settings}}
                content:
                  navigationStack:
                    title: Settings
                    titleDisplayMode: inline
                    back: Back
                    trailing: [{button: Done}]
                    content:
                      scrollView: {list: [a, b]}
                      axis: horizontal
            """)
        guard case .tabView(let tabs) = body.kind else { Issue.record("tabView"); return }
        #expect(tabs.tabs.map(\.label) == [.literal("Home"), .key("tab.settings")])
        #expect(tabs.tabs.map(\.selected) == [true, false] && tabs.tabs[0].symbol == "house")
        guard case .navigationStack(let nav)? = tabs.content?.kind else { Issue.record("navigationStack"); return }
        #expect(nav.title == .literal("Settings") && nav.titleDisplayMode == .inline && nav.back == .literal("Back"))
        #expect(nav.trailing.first?.path == "body/tabView/content/navigationStack/trailing[0]/button")
        guard case .scrollView(let list)? = nav.content?.kind, case .list(let rows) = list.kind else { Issue.record("scroll"); return }
        #expect(nav.content?.modifiers.axis == .horizontal)
        #expect(rows.count == 2)
    }

    @Test func aNavigationStackWithItsBarHidden() throws {
        let hidden = try decodeBody("  navigationStack: {title: Home, barHidden: true, content: {text: a}}\n")
        guard case .navigationStack(let nav) = hidden.kind else { Issue.record("navigationStack"); return }
        #expect(nav.barHidden)
        // Written back in the format's shape, and read again.
        let back = try JSONDecoder().decode(Node.self, from: try JSONEncoder().encode(hidden))
        guard case .navigationStack(let again) = back.kind else { Issue.record("navigationStack"); return }
        #expect(again.barHidden)
        let shown = try decodeBody("  navigationStack: {title: Home, content: {text: a}}\n")
        guard case .navigationStack(let plain) = shown.kind else { Issue.record("navigationStack"); return }
        #expect(!plain.barHidden)
    }

    @Test func stacksOfEveryKind() throws {
        let body = try decodeBody("""
              zStack:
                - adaptiveStack: [a]
                  threshold: accessibilityLarge
                - viewThatFits: [a, b]
                  axes: horizontal
            """)
        guard case .zStack(let c) = body.kind, case .adaptiveStack = c[0].kind, case .viewThatFits(let fits) = c[1].kind else {
            Issue.record("stacks"); return
        }
        #expect(c[0].modifiers.threshold == .accessibility2)
        #expect(c[1].modifiers.axes == .horizontal && fits.count == 2)
    }

    @Test func jsonIsAccepted() throws {
        let screen = try decodeScreen(#"{"screen": "J", "body": {"vStack": ["a", {"text": "b", "padding": 4}]}}"#)
        guard case .vStack(let c) = screen.body.kind else { Issue.record("vStack"); return }
        #expect(c[1].modifiers.padding == EdgeInsets(all: 4))
    }
}

@Suite struct DecodingButtonKeyTests {
    @Test func buttonTakesACatalogKeyAsItsLabel() throws {
        let screen = try ScreenFile.decode(yaml: "screen: S\nbody:\n  button: {key: paywall.subscribe}\n", file: "s.screen.yaml")
        guard case .button(let label) = screen.body.kind, case .text(.key(let key)) = label.kind else {
            Issue.record("expected a button labelled by a key, got \(screen.body.kind.name)"); return
        }
        #expect(key == "paywall.subscribe")
        #expect(label.path == "body/button/text")
    }
}
