import LayoutModel

/// Rule (`missing-label`, an image read without a label): VoiceOver reads an image that is not
/// hidden, not decorative (`Image(decorative:)`) and not part of a control, a `Label` or a combined
/// element, as an element of its own, named by its symbol (`xmark.octagon.fill`: "xmark octagon
/// fill") or its file, which says what it looks like, not what it means (WCAG 1.1.1). An image that
/// tells something (a status, a rating, a warning) needs a label; one that is decoration should be
/// hidden. Which of the two an image is, its pixels do not say: P2, on every image VoiceOver reaches
/// with no `accessibility: {label: ...}`, except an icon that introduces a text: one VoiceOver
/// reads just before a text, or a control with a name, in the same stack (an icon above or before
/// its caption or link, as a `Label` draws it), which at worst repeats it. Images of iOS's own (a list row's chevron, a spinner) are iOS's; an
/// image that takes taps, or sits in an element that does, belongs to a target, judged as one.
func unlabelledImages(_ input: CheckInput) -> [Finding] {
    let scene = input.scene
    let items = input.spokenOrder
    let index = scene.recordByID
    return items.indices.compactMap { k in
        let item = items[k]
        guard let i = index[item.element] else { return nil }
        let e = scene.element(i)
        guard e.authoredKind == .image, !e.isChrome, e.role != .chrome, e.accessibility.label == nil,
              !insideTapTarget(scene, i), !iOSNamesIt(e.symbol) else { return nil }
        if k + 1 < items.count, let next = index[items[k + 1].element], !items[k + 1].label.isEmpty,
           scene.element(next).text != nil || scene.element(next).isControl,
           let parent = scene.records[i].parent, scene.isAncestor(parent, of: next) { return nil }
        let named = e.symbol.map { _ in "by its symbol (“\(item.label)”)" } ?? "by its file name"
        let message = "image '\(e.id)' has no label: VoiceOver reads it \(named), what it shows, not what it means. If it tells something (a status, a rating),"
            + " add accessibility: {label: ...}; if it is decoration, hide it with accessibility: {hidden: true}"
        return input.finding(.missingLabel, .P2, i, rect: e.frame, message)
    }
}

/// A spinner (`ProgressView()`, drawn as `progress.indicator`: UIKit's activity indicator, which
/// VoiceOver names "in progress" itself), or a symbol whose name is empty (nothing to judge).
private func iOSNamesIt(_ symbol: String?) -> Bool {
    symbol == "progress.indicator" || symbol?.isEmpty == true
}

/// `i` or an element above it is a tap target.
private func insideTapTarget(_ scene: CheckScene, _ i: Int) -> Bool {
    var cur: Int? = i
    while let c = cur {
        if isTapTarget(scene, c) { return true }
        cur = scene.records[c].parent
    }
    return false
}
