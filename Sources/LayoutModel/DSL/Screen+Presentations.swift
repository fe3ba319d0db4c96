// Presentations in the Swift DSL, as SwiftUI writes them on the presenting view:
// `Screen("Share") { ... }.sheet(detents: [.medium, .large]) { ... }`,
// `.alert("Delete?", message: "...") { Button("Delete").role(.destructive); Button("Cancel").role(.cancel) }`,
// `.confirmationDialog(...)`. Paths are assigned as the YAML decoder assigns them.
extension Screen {
    public func sheet(detents: [SheetDetent] = [.large], selected: SheetDetent? = nil,
                      @NodeBuilder content: () -> [Node]) -> Screen {
        presenting(.sheet(SheetValue(detents: detents, selected: selected,
                                     content: NodeBuilder.single(content(), in: NodeKind.vStack))))
    }

    public func alert(_ title: (any TextRepresentable)?, message: (any TextRepresentable)? = nil,
                      @NodeBuilder actions: () -> [Node]) -> Screen {
        presenting(.alert(AlertValue(title: title?.textValue, message: message?.textValue, actions: actions())))
    }

    public func confirmationDialog(_ title: (any TextRepresentable)?, message: (any TextRepresentable)? = nil,
                                   @NodeBuilder actions: () -> [Node]) -> Screen {
        presenting(.confirmationDialog(AlertValue(title: title?.textValue, message: message?.textValue, actions: actions())))
    }

    private func presenting(_ p: Presentation) -> Screen {
        var s = self
        s.presentation = p
        return s.assigningPaths()
    }
}
