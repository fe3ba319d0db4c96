import Testing
@testable import LayoutModel

@Suite struct NodePathTests {
    @Test func pathsFollowTheTree() {
        let button = Node(.button(label: Node(.text(.literal("Go")))))
        let body = Node(.vStack([Node(.text(.literal("a"))), Node(.spacer(minLength: nil)), button]))
        let screen = Screen(name: "S", body: body).assigningPaths()
        guard case .vStack(let children) = screen.body.kind else { Issue.record("not a vStack"); return }
        #expect(screen.body.path == "body/vStack")
        #expect(children[2].path == "body/vStack[2]/button")
        #expect(children[2].kind.children.first?.path == "body/vStack[2]/button/text")
    }

    @Test func explicitIdWins() {
        var m = Modifiers(); m.id = "cta"
        let node = Node(.text(.literal("x")), m).assigningPaths("body/text")
        #expect(node.id == "cta")
        #expect(node.path == "body/text")
    }

    @Test func aControlsLabelIsNamedByTheControlsId() {
        var m = Modifiers(); m.id = "go"
        let text = Node(.button(label: Node(.text(.literal("Go")))), m).assigningPaths("body/vStack[3]/button")
        #expect(text.kind.children.first?.path == "go/label")
        let icon = Node(.button(label: Node(.image(.symbol("star")))), m).assigningPaths("body/button")
        #expect(icon.kind.children.first?.path == "go/icon")
        let stacked = Node(.button(label: Node(.hStack([Node(.image(.symbol("star"))), Node(.text(.literal("A"))),
                                                         Node(.text(.literal("B"))), Node(.spacer(minLength: nil))]))), m)
            .assigningPaths("body/button")
        let content = stacked.kind.children.first
        #expect(content?.path == "go/content")
        #expect(content?.kind.children.map(\.path) == ["go/icon", "go/label", "go/label[1]", "go/content[3]/spacer"])
        // Without an id the label keeps its positional path.
        #expect(Node(.button(label: Node(.text(.literal("Go"))))).assigningPaths("body/button").kind.children.first?.path
                == "body/button/text")
    }
}
