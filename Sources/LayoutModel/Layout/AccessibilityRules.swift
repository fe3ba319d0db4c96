// What VoiceOver knows of a node's element (`ElementAccessibility`): the `accessibility:` modifier
// as written, and what the node's kind says by itself. Rules:
// * a toggle, a text field, a slider and a progress view carry a label in their own value
//   (`kindLabel`);
// * their kind announces a value (`kindValue`): a toggle `on`/`off`, a slider or progress view its
//   value as a whole percentage, a text field its text (a catalog key as written; none when empty);
// * a button's `role` is kept (`buttonRole`): a cancel button is a way to close what is shown.

extension ElementAccessibility {
    init(_ node: Node) {
        let a = node.modifiers.accessibility
        self.init(label: a?.label, hint: a?.hint, value: a?.value, traits: a?.traits ?? [],
                  isHidden: a?.hidden ?? false, sortPriority: a?.sortPriority ?? 0, grouping: a?.element)
        buttonRole = node.modifiers.role
        switch node.kind {
        case .toggle(let t):
            kindLabel = t.label
            kindValue = t.isOn ? "on" : "off"
        case .slider(let v), .progressView(let v):
            kindLabel = v.label
            kindValue = "\(Int((v.value * 100).rounded()))%"
        case .textField(let f):
            kindLabel = f.label
            if case .literal(let s)? = f.text, !s.isEmpty { kindValue = s } else { kindValue = f.text?.key }
        default:
            break
        }
    }
}
