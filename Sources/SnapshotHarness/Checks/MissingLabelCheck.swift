import Foundation
import LayoutModel

extension Check {
    /// Rule: VoiceOver announces a control by its accessibility label or the text inside it; a
    /// control with neither (an icon-only button) is announced as nothing a person can act on. P0.
    public static let missingLabel = Check(
        name: .missingLabel,
        rule: "A control with no accessibility label and no text in it."
    ) { input in
        let scene = input.scene
        return scene.records.indices.compactMap { i in
            let r = scene.records[i]
            guard let node = r.element.node, node.kind.isControl, r.element.role != .chrome, !r.isHidden else { return nil }
            if let label = node.modifiers.accessibility?.label, !isBlank(label) { return nil }
            if hasOwnLabel(node.kind) { return nil }
            let hasText = scene.records.indices.contains { j in
                j != i && scene.records[j].control == i && !(scene.element(j).text?.string.isEmpty ?? true)
            }
            if hasText { return nil }
            let message = "\(node.kind.name) '\(r.element.id)' has no label; VoiceOver reads nothing useful."
                + " " + Advice.missingLabel(r.element)
            return input.finding(.missingLabel, .P0, i, rect: r.element.frame, message)
        }
    }
}

private func isBlank(_ v: TextValue) -> Bool {
    switch v {
    case .literal(let s), .key(let s), .format(let s, _): return s.trimmingCharacters(in: .whitespaces).isEmpty
    case .formatted: return false
    }
}

/// Toggles, fields and sliders carry a label in their own value.
private func hasOwnLabel(_ kind: NodeKind) -> Bool {
    switch kind {
    case .toggle(let t): return !isBlank(t.label)
    case .textField(let f): return f.label.map { !isBlank($0) } ?? false
    case .slider(let s), .progressView(let s): return s.label.map { !isBlank($0) } ?? false
    default: return false
    }
}
