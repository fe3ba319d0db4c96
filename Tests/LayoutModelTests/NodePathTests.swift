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
}
