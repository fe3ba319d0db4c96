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
            let e = r.element
            guard e.isControl, e.role != .chrome, !r.isHidden else { return nil }
            // A label, or text inside, that was not evaluated (a stand-in, an unknown view in its
            // label): whether VoiceOver has a name for it is not known.
            let inside = scene.records.indices.filter { $0 != i && scene.records[$0].control == i }
            let unknown = inside.reduce(e.unverified) { a, j in
                scene.element(j).authoredKind == .placeholder ? a.union(.label) : a.union(scene.element(j).unverified)
            }.intersection(CheckName.missingLabel.restsOn)
            if !unknown.isEmpty { return input.unverified(.missingLabel, i, unknown) }
            if let label = e.accessibility.label, !isBlank(label) { return nil }
            if let label = e.accessibility.kindLabel, !isBlank(label) { return nil }
            // A `label` inside names the control by its title, even when only its icon shows.
            let hasText = scene.records.indices.contains { j in
                guard j != i, scene.records[j].control == i else { return false }
                let inner = scene.element(j)
                if inner.authoredKind == .label, let title = inner.accessibility.kindLabel, !isBlank(title) { return true }
                return !(inner.text?.string.isEmpty ?? true)
            }
            if hasText { return nil }
            let message = "\(e.kind) '\(e.id)' has no label; VoiceOver reads nothing useful."
                + " Add accessibility: {label: ...} or visible text"
            return input.finding(.missingLabel, .P0, i, rect: r.element.frame, message)
        }
    }
}

private func isBlank(_ v: TextValue) -> Bool {
    switch v {
    case .literal(let s), .key(let s), .format(let s, _): return s.trimmingCharacters(in: .whitespaces).isEmpty
    case .concatenation(let parts): return parts.allSatisfy(isBlank)
    case .formatted: return false
    }
}
