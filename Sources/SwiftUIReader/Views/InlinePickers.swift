import LayoutModel

// `.pickerStyle(.inline)` (`InlinePickerStyle()`): where iOS draws it decides what it is, so it is
// judged once the preview's tree is built, in the order applied:
//
// 1. In a `List` or `Form`, its options are rows of the section it is in, the selected one with a
//    checkmark (the layout's `InlinePicker.swift`). A label shown with them (not `.labelsHidden()`,
//    not empty, not an `EmptyView` label) is not drawn: where iOS puts it is not modelled, an unknown
//    at the picker.
// 2. Anywhere else iOS draws a wheel, which is not modelled: an unknown at the picker, drawn as the
//    menu style, its size and colours unverified.
extension Evaluator {
    /// Rules 1 and 2 over the preview's tree.
    func reportingInlinePickers(_ root: Node) -> Node {
        var outside: Set<NodeSource> = [], labelled: Set<NodeSource> = []
        func walk(_ n: Node, inList: Bool) {
            if case .picker(let p) = n.kind, p.style == .inline, let source = n.source {
                if !inList { outside.insert(source) } else if !p.labelHidden, let label = p.label, !label.isEmptyLiteral { labelled.insert(source) }
            }
            let below = inList || { if case .list = n.kind { return true } else { return false } }()
            for child in n.kind.children { walk(child, inList: below) }
        }
        walk(root, inList: false)
        guard !outside.isEmpty || !labelled.isEmpty else { return root }
        func place(_ s: NodeSource) -> SourcePlace { SourcePlace(file: s.file, line: s.line, column: s.column) }
        for s in outside.sorted(by: { place($0) < place($1) }) {
            record(Unknown(place: place(s), reason: "an inline picker outside a list is a wheel, which is not modelled"), "drawn as a menu picker")
        }
        for s in labelled.sorted(by: { place($0) < place($1) }) {
            record(Unknown(place: place(s), reason: "where iOS draws an inline picker's label in a list is not modelled"), "its label is left out")
        }
        return root.mapSubtree(on: self) { n in
            guard case .picker = n.kind, let s = n.source else { return }
            if outside.contains(s) { n.unverified.formUnion([.size, .color]) }
            if labelled.contains(s) { n.unverified.insert(.size) }
        }
    }
}

extension TextValue {
    /// `""` written out or as a key: a label that shows nothing.
    var isEmptyLiteral: Bool {
        switch self {
        case .literal(let s), .key(let s): return s.isEmpty
        default: return false
        }
    }
}
