import LayoutModel

/// Rule (`missing-label`, a hidden control): a control drawn on screen that is hidden from
/// accessibility (`accessibility: {hidden: true}`, SwiftUI's `.accessibilityHidden(true)`, on it or
/// above it) is one VoiceOver, Switch Control and Voice Control cannot reach: it has no name and
/// no role for them (WCAG 4.1.2), whatever its label says. P0, and said instead of its missing
/// label when it has none. Not judged when an element above it offers named actions
/// (`accessibilityAction(named:)`): they are the way to it for VoiceOver, which never reads the
/// hidden control, so its label is not judged either.
enum HiddenControl {
    /// Hidden, and VoiceOver cannot reach it: the message says so.
    case unreachable(String)
    /// Hidden, its action offered above it.
    case offeredAbove
}

func hiddenControl(_ scene: CheckScene, _ i: Int) -> HiddenControl? {
    let e = scene.element(i)
    guard e.opacity > 0.01 else { return nil }
    var hiddenAt: Int?
    var cur: Int? = i
    while let c = cur {
        let a = scene.element(c).accessibility
        if a.isHidden { hiddenAt = c }
        cur = scene.records[c].parent
    }
    guard let at = hiddenAt else { return nil }
    var above = scene.records[at].parent
    while let c = above {
        if !scene.element(c).accessibility.actions.isEmpty { return .offeredAbove }
        above = scene.records[c].parent
    }
    let whereHidden = at == i ? "is hidden from accessibility" : "is inside '\(scene.element(at).id)', which is hidden from accessibility,"
    let message = "\(e.kind) '\(e.id)' \(whereHidden) while people see and tap it: VoiceOver cannot reach it."
        + " Remove accessibility: {hidden: true} (hide only what is decoration), or offer its action on an element VoiceOver reads with accessibility: {actions: [...]}"
    return .unreachable(message)
}
