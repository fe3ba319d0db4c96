// What VoiceOver knows of a node's element (`ElementAccessibility`): the `accessibility:` modifier
// as written, and what the node's kind says by itself. Rules:
// * a toggle, a text field, a slider and a progress view carry a label in their own value
//   (`kindLabel`);
// * their kind announces a value (`kindValue`): a toggle `on`/`off`, a slider or progress view its
//   value as a whole percentage, a text field its text (a catalog key as written; none when empty).
// Controls: a label's title, a link's title, a picker's, stepper's, date picker's or gauge's label,
// a secure field's label (else its placeholder) are their `kindLabel`; a stepper announces its
// value, a gauge its percentage, a secure field never its text; a picker's selection and a date
// picker's date are resolved by their layout (`KindPlacement.accessibilityValue`).
// * a button's `role` is kept (`buttonRole`): a cancel button is a way to close what is shown.

extension ElementAccessibility {
    init(_ node: Node) {
        let a = node.modifiers.accessibility
        self.init(label: a?.label, hint: a?.hint, value: a?.value, traits: a?.traits ?? [],
                  isHidden: a?.hidden ?? false, sortPriority: a?.sortPriority ?? 0, grouping: a?.element)
        buttonRole = node.modifiers.role
        takesTaps = node.modifiers.onTapGesture == true
        actions = a?.actions ?? []
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
        // Controls
        case .label(let l): kindLabel = l.title
        case .link(let l): kindLabel = l.title
        case .picker(let p): kindLabel = p.label
        case .stepper(let v):
            kindLabel = v.label
            kindValue = v.value.map(NumberText.shortest)
        case .secureField(let f): kindLabel = f.label ?? f.placeholder
        case .datePicker(let d): kindLabel = d.label
        case .gauge(let g):
            kindLabel = g.label
            kindValue = "\(Int((g.value * 100).rounded()))%"
        default:
            break
        }
    }
}
