import LayoutModel

/// Rule (`focus`, a dimmed layer): a translucent fill over nearly the whole screen (nine tenths of
/// it or more) with content drawn over it is how an app presents its own popup, dialog or sheet
/// (`Color.black.opacity(0.4)` under a card in a `ZStack`). iOS's own presentations keep VoiceOver
/// inside them; an app's keeps it only with the `isModal` trait on what it shows
/// (`.accessibilityAddTraits(.isModal)`, `ReadingOrder`'s containment). Without it VoiceOver still
/// reaches the texts and controls behind the dim, which nobody can use while the card is up:
/// reported once per layer, on the first of them VoiceOver reaches (P1). A dim with nothing
/// reachable drawn over it is a tint, and one over nothing but images (a photo behind a title) a
/// style: neither is judged.
func dimmedLayers(_ input: CheckInput, reached: [Int]) -> [Finding] {
    let scene = input.scene
    let screen = scene.device.bounds
    var out: [Finding] = []
    for j in scene.records.indices {
        let e = scene.element(j)
        guard !e.isChrome, !scene.records[j].isHidden, e.opacity > 0.01 else { continue }
        let dim = e.paint.fills.compactMap { f -> Rect? in
            let alpha = f.color.a * e.opacity
            guard alpha >= 0.1, alpha < 0.99, let shown = scene.visiblePart(of: f.rect, for: j),
                  let on = shown.intersection(screen), on.width * on.height >= 0.9 * screen.width * screen.height else { return nil }
            return on
        }.first
        guard let dim else { continue }
        func under(_ i: Int) -> Bool {
            guard let ink = scene.visibleInk(i), let part = ink.intersection(dim) else { return false }
            return part.width * part.height >= 0.5 * ink.width * ink.height
        }
        let unrelated = { (i: Int) in !scene.isAncestor(i, of: j) && !scene.isAncestor(j, of: i) }
        guard reached.contains(where: { $0 > j && unrelated($0) && under($0) }) else { continue }
        let behind = reached.filter { i in
            let b = scene.element(i)
            return i < j && unrelated(i) && (b.text != nil || b.isControl) && under(i)
        }
        guard let first = behind.first else { continue }
        let more = behind.count > 1 ? " and \(behind.count - 1) more" : ""
        let message = "VoiceOver reaches \(scene.describe(first))\(more) behind the dimmed layer '\(e.id)' that content is shown over;"
            + " add accessibility: {traits: [isModal]} to what is shown over it, so VoiceOver stays in it"
        out.append(input.finding(.focus, .P1, first, rect: scene.visibleInk(first) ?? scene.element(first).frame, message, other: j))
    }
    return out
}
