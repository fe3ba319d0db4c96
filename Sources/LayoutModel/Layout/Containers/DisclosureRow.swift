// A navigation link as a list row (SwiftUI's `NavigationLink` as a row of a `List` or `Form`;
// `navigates: true` on a `button` in a screen file). iOS draws such a row untinted, its label in
// the primary label colour where a plain button in a row is tinted, with a disclosure indicator
// trailing: `chevron.forward` in tertiaryLabel, body semibold at the small image scale (UIKit's
// disclosure accessory, which SwiftUI's list rows use), pushed to the trailing edge and mirrored
// in right-to-left layouts as every `forward` symbol is; VoiceOver reads the row as its label and
// "button", never the chevron. A link that is not itself a row (inside a row's stack, outside a
// list) is a plain button, tinted, with no chevron.

enum DisclosureRows {
    /// `rows` with each navigation link that is a row drawn as iOS's disclosure row.
    static func expanding(_ rows: [Node]) -> [Node] { rows.map(row) }

    static func row(_ link: Node) -> Node {
        guard case .button(let label) = link.kind, link.modifiers.navigates == true else { return link }
        func part(_ kind: NodeKind, _ name: String, _ configure: (inout Modifiers) -> Void) -> Node {
            Node.part(kind, id: link.id + "/" + name, path: link.path + "/" + name, source: link.source, configure)
        }
        let chevron = part(.image(.symbol("chevron.forward")), "chevron") {
            $0.foreground = .system(.tertiaryLabel)
            $0.font = FontValue(style: .body, weight: .semibold)
            $0.imageScale = .small
            $0.accessibility = AccessibilityValue(hidden: true)
            $0.isSystemPart = true
        }
        var row = link
        row.kind = .button(label: part(.hStack([label, part(.spacer(minLength: nil), "spacer") { _ in }, chevron]), "row") { _ in })
        return row
    }

    /// A navigation link's label in a list row is not tinted (`ButtonMetrics.labelEnvironment`).
    static func isUntinted(_ m: Modifiers, _ env: LayoutEnvironment) -> Bool { m.navigates == true && env.isListRow }
}

extension SectionValue {
    /// The section with its navigation links drawn as disclosure rows.
    var expandingDisclosureRows: SectionValue {
        var s = self
        s.content = DisclosureRows.expanding(content)
        return s
    }
}
