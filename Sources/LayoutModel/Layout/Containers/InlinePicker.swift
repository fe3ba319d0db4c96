// An inline picker in a list (SwiftUI's `.pickerStyle(.inline)` in a `List` or `Form`): its options
// are rows of the section it is in, each its option's text leading in the primary label colour,
// the selected one with a `checkmark` trailing in the tint (body, semibold), as iOS's list
// selection draws it; each row is a button VoiceOver reads with its text, the selected one
// "Selected". The picker's own label is not drawn here (the SwiftUI reader reports a visible one).
// Outside a list the picker is drawn as the menu style (the reader reports it: iOS draws a wheel).

enum InlinePickerRows {
    /// `rows` with each inline picker replaced by its option rows, ids `<picker id>/option[i]`.
    static func expanding(_ rows: [Node]) -> [Node] {
        rows.flatMap { row -> [Node] in
            guard case .picker(let p) = row.kind, p.style == .inline else { return [row] }
            return p.options.indices.map { option(p, $0, of: row) }
        }
    }

    private static func option(_ p: PickerValue, _ i: Int, of picker: Node) -> Node {
        let id = picker.id + "/option[\(i)]"
        func part(_ kind: NodeKind, _ name: String, _ configure: (inout Modifiers) -> Void) -> Node {
            Node.part(kind, id: id + "/" + name, source: picker.source, configure)
        }
        let selected = i == p.selection
        var parts = [part(.text(p.options[i]), "text") { $0.foreground = $0.foreground ?? .system(.label) },
                     part(.spacer(minLength: nil), "spacer") { _ in }]
        if selected {
            parts.append(part(.image(.symbol("checkmark")), "checkmark") {
                $0.foreground = .system(.accentColor)
                $0.font = FontValue(style: .body, weight: .semibold)
                $0.accessibility = AccessibilityValue(hidden: true)
            })
        }
        var m = rowModifiers(picker.modifiers)
        m.id = id
        m.accessibility = AccessibilityValue(traits: selected ? [.selected] : [])
        var row = Node(.button(label: part(.hStack(parts), "stack") { _ in }), m, path: id)
        row.source = picker.source
        row.unverified = picker.unverified
        return row
    }

    /// What the picker's modifiers pass on to each row: its environment (font, tint, disabled,
    /// list row settings), not its own frame, padding, decorations or accessibility.
    private static func rowModifiers(_ m: Modifiers) -> Modifiers {
        var m = m
        m.padding = nil; m.frame = nil; m.position = nil; m.offset = nil; m.background = nil; m.overlay = nil
        m.border = nil; m.cornerRadius = nil; m.clipped = nil; m.fixedSize = nil; m.layoutPriority = nil
        m.accessibility = nil
        return m
    }
}

extension SectionValue {
    /// The section with its inline pickers' options as its rows.
    var expandingInlinePickers: SectionValue {
        var s = self
        s.content = InlinePickerRows.expanding(content)
        return s
    }
}

extension Node {
    /// A node the layout makes for a written one (`<id>/<part>`): its id, its path (the id unless
    /// given), the written node's source.
    static func part(_ kind: NodeKind, id: String, path: String? = nil, source: NodeSource?,
                     _ configure: (inout Modifiers) -> Void) -> Node {
        var m = Modifiers()
        m.id = id
        configure(&m)
        var n = Node(kind, m, path: path ?? id)
        n.source = source
        return n
    }
}
