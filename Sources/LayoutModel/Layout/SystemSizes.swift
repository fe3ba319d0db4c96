// Sizes iOS sets: the axes of a control's hit area that iOS's own style decides from its own
// metrics, where the app changed nothing that makes the control smaller (`LayoutElement`'s
// `isSizedBySystem` and `isHeightSetBySystem`, which the `target-size` check reads). iOS draws
// several standard controls under 44 pt: a bordered button is 34.33 pt tall at Large (UIKit's
// regular button insets around a body label), a rounded-border text field 34 pt, a plain text
// field one line of its font, a compact date picker's date 34 pt.
// * A bordered or prominent button (or menu) at the regular, large or extra large control size:
//   its height. Its width follows its label, which the app wrote, so it stays the app's.
// * A text field or secure field: its height; not when the node's own `frame` sets or caps it.
// * A compact date picker: its date, both ways.
// In each case only while the font in effect is iOS's (none set, or a text style of body's size
// or larger: body, headline and the titles) and nothing in a button's label fixes or caps its
// height (a `frame` with `height` or `maxHeight`), nor sets a smaller font: a `.caption` label, a
// `.small` control size, a 20 pt frame are the app's choices, and judged.

enum SystemSizes {
    /// The height of `node`'s hit area is iOS's, in `env` (the node's own environment).
    static func setsHeight(_ node: Node, _ env: LayoutEnvironment) -> Bool {
        guard isSystemFont(env.font) else { return false }
        switch node.kind {
        case .button(let label), .menu(let label):
            guard (node.modifiers.style ?? .plain) != .plain,
                  [.regular, .large, .extraLarge].contains(env.controlSize) else { return false }
            return keepsHeight(label)
        case .textField, .secureField:
            return !capsHeight(node.modifiers.frame)
        default:
            return false
        }
    }

    /// Both axes of `node`'s hit area are iOS's: a compact date picker's date, in iOS's font.
    static func setsSize(_ node: Node, _ env: LayoutEnvironment) -> Bool {
        guard case .datePicker = node.kind else { return false }
        return isSystemFont(env.font)
    }

    /// iOS's own font for a control (none set), or a text style at least as large as body.
    static func isSystemFont(_ font: FontValue?) -> Bool {
        guard let font else { return true }
        guard font.size == nil, font.name == nil, let style = font.style,
              let body = TextStyle.allCases.firstIndex(of: .body) else { return false }
        return TextStyle.allCases.firstIndex(of: style)! <= body
    }

    /// Nothing in `label` makes it shorter than iOS draws it: no smaller font, no frame that fixes
    /// or caps a height.
    static func keepsHeight(_ label: Node) -> Bool {
        guard !capsHeight(label.modifiers.frame) else { return false }
        if let font = label.modifiers.font, !isSystemFont(font) { return false }
        return label.kind.children.allSatisfy(keepsHeight)
    }

    private static func capsHeight(_ frame: FrameValue?) -> Bool {
        frame?.height != nil || frame?.maxHeight != nil
    }
}
