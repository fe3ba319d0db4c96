// Presentations (spec §2.1): at most one of `sheet`, `alert`, `confirmationDialog` beside `body`.
// * `sheet: {detents: [medium, large], selected: medium, content: NODE}`; detents default [large];
// * `alert` / `confirmationDialog`: `{title: TEXT, message: TEXT, actions: [NODE]}`; every action is
//   a `button` (a bare string is a button with that title), with `role: cancel / destructive`.
extension Reader {
    func presentation(_ f: Fields<ScreenKey>) throws -> Presentation? {
        let present = [ScreenKey.sheet, .alert, .confirmationDialog].filter { f.has($0) }
        if present.count > 1 {
            throw f[present[1]]!.error("a screen presents one thing at a time: give only one of sheet, alert, confirmationDialog")
        }
        guard let key = present.first, let r = f[key] else { return nil }
        switch key {
        case .sheet: return .sheet(try r.sheet())
        case .alert: return .alert(try r.alert("alert"))
        default: return .confirmationDialog(try r.alert("confirmationDialog"))
        }
    }

    private func sheet() throws -> SheetValue {
        let f = try fields(SheetKey.self, "{detents: [medium, large], selected, content: NODE}")
        let detents = try f.optional(.detents) { try $0.list().map { try $0.name("detent", SheetDetent.self) } } ?? [.large]
        guard !detents.isEmpty else { throw f[.detents]!.error("a sheet needs at least one detent (medium, large)") }
        let selected = try f.optional(.selected) { try $0.name("detent", SheetDetent.self) }
        if let selected, !detents.contains(selected) {
            throw f[.selected]!.error("the selected detent '\(selected.rawValue)' is not one of detents [\(detents.map(\.rawValue).joined(separator: ", "))]")
        }
        return SheetValue(detents: detents, selected: selected, content: try f.required(.content).readNode())
    }

    private func alert(_ what: String) throws -> AlertValue {
        let f = try fields(AlertKey.self, "{title, message, actions: [button]}")
        let actions = try f.required(.actions).list().map { r -> Node in
            var node = try r.readNode()
            if r.node.scalar != nil { node = Node(.button(label: node), line: node.line); node.source = node.kind.children.first?.source }
            guard case .button = node.kind else {
                throw r.error("an \(what)'s actions are buttons (found \(node.kind.name)): write {button: TITLE, role: cancel}")
            }
            return node
        }
        guard !actions.isEmpty else { throw f[.actions]!.error("an \(what) needs at least one action (a button)") }
        return AlertValue(title: try f.optional(.title) { try $0.text() },
                          message: try f.optional(.message) { try $0.text() }, actions: actions)
    }
}

extension Presentation {
    /// The inverse of the reader.
    var source: SourceNode {
        switch self {
        case .sheet(let s):
            var pairs: [(String, SourceNode)] = []
            if s.detents != [.large] { pairs.append((SheetKey.detents.rawValue, .sequence(s.detents.map { .string($0.rawValue) }))) }
            if let selected = s.selected { pairs.append((SheetKey.selected.rawValue, .string(selected.rawValue))) }
            pairs.append((SheetKey.content.rawValue, s.content.source(bare: true)))
            return .mapping(pairs)
        case .alert(let a), .confirmationDialog(let a):
            var pairs: [(String, SourceNode)] = []
            if let title = a.title { pairs.append((AlertKey.title.rawValue, title.source)) }
            if let message = a.message { pairs.append((AlertKey.message.rawValue, message.source)) }
            pairs.append((AlertKey.actions.rawValue, .sequence(a.actions.map { $0.source(bare: false) })))
            return .mapping(pairs)
        }
    }
}
