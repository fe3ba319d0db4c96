import Testing
@testable import LayoutModel

/// The text of a `text` node, for short assertions.
func textValue(_ node: Node?) -> TextValue? {
    guard case .text(let value)? = node?.kind else { return nil }
    return value
}

@Suite struct DSLScreenTests {
    private let paywall = Screen("Paywall") {
        A11y.VStack(spacing: 12) {
            A11y.Text("Go Pro").font(.largeTitle)
            A11y.Text(key: "paywall.subtitle")
            A11y.Button("Subscribe").buttonStyle(.borderedProminent).id("cta")
            A11y.Spacer()
            A11y.Toggle("Reminders", isOn: true)
            A11y.HStack { A11y.Image(symbol: "star"); A11y.Text("x") }
        }
    }

    @Test func buildsTheNodeModelWithFilePaths() throws {
        #expect(paywall.name == "Paywall")
        #expect(paywall.background == .system(.systemBackground))
        let body = paywall.body
        #expect(body.kind.name == "vStack")
        #expect(body.path == "body/vStack")
        #expect(body.modifiers.spacing == 12)
        let c = body.kind.children
        #expect(c.map(\.kind.name) == ["text", "text", "button", "spacer", "toggle", "hStack"])
        #expect(c.map(\.path) == ["body/vStack[0]/text", "body/vStack[1]/text", "body/vStack[2]/button",
                                  "body/vStack[3]/spacer", "body/vStack[4]/toggle", "body/vStack[5]/hStack"])
        #expect(textValue(c[0]) == .literal("Go Pro"))
        #expect(c[0].modifiers.font == FontValue(style: .largeTitle))
        #expect(textValue(c[1]) == .key("paywall.subtitle"))
        #expect(c[2].id == "cta")
        #expect(c[2].modifiers.style == .borderedProminent)
        #expect(textValue(c[2].kind.children.first) == .literal("Subscribe"))
        #expect(c[2].kind.children.first?.path == "cta/label")
        guard case .toggle(let toggle) = c[4].kind else { Issue.record("not a toggle"); return }
        #expect(toggle.label == .literal("Reminders") && toggle.isOn)
        let row = c[5].kind.children
        #expect(row.map(\.path) == ["body/vStack[5]/hStack[0]/image", "body/vStack[5]/hStack[1]/text"])
        guard case .image(.symbol("star")) = row[0].kind else { Issue.record("not the star symbol"); return }
    }

    @Test func pathsMatchAssigningPathsOnTheSameTree() {
        // Built by hand, the way the YAML decoder builds it, then given paths.
        var cta = Modifiers(); cta.id = "cta"; cta.style = .borderedProminent
        let tree = Screen(name: "Paywall", body: Node(.vStack([
            Node(.text(.literal("Go Pro"))), Node(.text(.key("paywall.subtitle"))),
            Node(.button(label: Node(.text(.literal("Subscribe")))), cta), Node(.spacer(minLength: nil)),
            Node(.toggle(ToggleValue(label: .literal("Reminders"), isOn: true))),
            Node(.hStack([Node(.image(.symbol("star"))), Node(.text(.literal("x")))])),
        ]))).assigningPaths()
        func paths(_ n: Node) -> [String] { [n.path] + n.kind.children.flatMap(paths) }
        #expect(paths(paywall.body) == paths(tree.body))
    }

    @Test func builderControlFlowAndBareStrings() {
        let showBadge = false
        let screen = Screen("Flow") {
            "Title"
            if showBadge { A11y.Text("badge") } else { A11y.Text("no badge") }
            for i in 0..<2 { A11y.Text("row \(i)") }
        }
        // Several top-level views are stacked, as a multi-view SwiftUI body.
        #expect(screen.body.kind.name == "vStack")
        #expect(screen.body.kind.children.map { textValue($0) } ==
                [.literal("Title"), .literal("no badge"), .literal("row 0"), .literal("row 1")])
        #expect(screen.body.kind.children[3].path == "body/vStack[3]/text")
    }

    @Test func singleRootKeepsItsKind() {
        let screen = Screen("One", device: "iphoneSE", background: .system(.secondarySystemBackground)) {
            A11y.Text("only")
        }
        #expect(screen.body.path == "body/text")
        #expect(screen.device == "iphoneSE")
        #expect(screen.background == .system(.secondarySystemBackground))
    }
}
