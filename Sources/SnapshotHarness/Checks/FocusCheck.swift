import LayoutModel

extension Check {
    /// Rule: where VoiceOver's focus goes when a screen or a modal appears (P1 each).
    /// 1. The first stop, after a way back or close that comes before it (a back button, a Close or
    ///    Cancel control: iOS bars put those first), is the title: an element with the header trait
    ///    (a navigation title has it), or, when an alert or dialog is presented, its title (else its
    ///    message). Judged only where there is a title to land on: a screen with no header at all
    ///    may be a component's preview (a card, a row), which has none by design; a dialog with
    ///    neither title nor message is not judged either (SwiftUI hides a dialog's title by default).
    /// 2. Focus is contained: an element VoiceOver reaches is not wholly hidden under an opaque view
    ///    drawn after it (a custom overlay or popup without the `isModal` trait). Presented sheets,
    ///    alerts and dialogs contain focus by themselves (`ReadingOrder`).
    /// 3. A presented sheet, and any element with the `isModal` trait, has a reachable way to close
    ///    it: a back button, a button with `role: cancel`, or a control labelled or drawn as close,
    ///    cancel, done or dismiss (an `xmark`, a `chevron.down`), or as a prompt's "Not now", "No
    ///    thanks", "Maybe later". Screens themselves are not judged: a root screen has no way back
    ///    by design (a pushed one shows its `back:`).
    /// 4. A translucent layer over the screen with content over it is a presentation: VoiceOver
    ///    does not reach what is behind it (`dimmedLayers`).
    /// 5. A screen that draws a text as its title has a header (`titleWithoutHeader`).
    /// The message names the element VoiceOver lands on.
    public static let focus = Check(
        name: .focus,
        rule: "VoiceOver's first stop is not the title, reaches content hidden under an overlay or a dimmed layer, a modal has no way to close it, or a title is no header."
    ) { input in
        let scene = input.scene
        let items = input.spokenOrder
        let index = scene.recordByID
        let reached = items.compactMap { index[$0.element] }
        return FocusRules(scene: scene, input: input).firstStop(items, index: index)
            + FocusRules(scene: scene, input: input).hiddenUnderOverlay(reached)
            + FocusRules(scene: scene, input: input).withoutWayOut(reached)
            + dimmedLayers(input, reached: reached)
            + titleWithoutHeader(input, items: items, index: index)
    }
}

private struct FocusRules {
    let scene: CheckScene
    let input: CheckInput

    /// Rule 1.
    func firstStop(_ items: [ReadingItem], index: [String: Int]) -> [Finding] {
        let presentation = scene.result.presentation
        if presentation?.kind == .confirmationDialog, presentation?.title == nil { return [] }
        guard let k = items.firstIndex(where: { index[$0.element].map { !isWayOut($0) } ?? true }),
              let i = index[items[k].element] else { return [] }
        let item = items[k]
        let title = presentation?.title
        if let title, item.element == title { return [] }
        if title == nil, !items.contains(where: { $0.traits.contains("header") }) || item.traits.contains("header") { return [] }
        let whose: String
        switch presentation?.kind {
        case .alert?: whose = "the alert's title"
        case .confirmationDialog?: whose = "the dialog's title"
        case .sheet?: whose = "the sheet's title"
        default: whose = "the screen's title"
        }
        let fix = title != nil ? "give the alert a title"
            : "make the title the first element VoiceOver reads (a navigation title, or accessibility: {traits: [header]} on the title, first in order or with a higher sortPriority); hide decorative images with accessibility: {hidden: true}"
        let message = "VoiceOver lands first on “\(item.spoken)” (\(scene.element(i).kind) '\(item.element)'), not on \(whose); \(fix)"
        return [input.finding(.focus, .P1, i, rect: scene.element(i).frame, message)]
    }

    /// Rule 2: reachable content wholly under an opaque fill drawn after it.
    func hiddenUnderOverlay(_ reached: [Int]) -> [Finding] {
        let covers = scene.records.indices.filter { j in
            let e = scene.element(j)
            return !e.isChrome && !scene.records[j].isHidden && e.opacity >= 0.99
                && e.paint.fills.contains { $0.color.a >= 0.99 }
        }
        guard !covers.isEmpty else { return [] }
        var out: [Finding] = []
        for i in Set(reached).sorted() {
            guard let ink = scene.visibleInk(i) else { continue }
            let cover = covers.first { j in
                j > i && !scene.isAncestor(j, of: i) && !scene.isAncestor(i, of: j)
                    && scene.element(j).paint.fills.contains { f in
                        f.color.a >= 0.99 && (scene.visiblePart(of: f.rect, for: j).map { contains($0, ink) } ?? false)
                    }
            }
            guard let j = cover else { continue }
            let message = "VoiceOver reaches \(scene.describe(i)), hidden under '\(scene.element(j).id)' drawn over it; "
                + "give the overlay accessibility: {traits: [isModal]} or hide what is under it"
            out.append(input.finding(.focus, .P1, i, rect: ink, message, other: j))
        }
        return out
    }

    /// Rule 3: a sheet or `isModal` element without a reachable way out.
    func withoutWayOut(_ reached: [Int]) -> [Finding] {
        var modals: [(index: Int, name: String)] = []
        for j in scene.records.indices {
            let e = scene.element(j)
            if e.kind == .sheet, e.isChrome { modals.append((j, "the sheet")) }
            else if !e.isChrome, e.accessibility.traits.contains(.isModal), !scene.records[j].isHidden {
                modals.append((j, "\(e.kind) '\(e.id)' (isModal)"))
            }
        }
        return modals.compactMap { m in
            let inside = reached.filter { scene.isAncestor(m.index, of: $0) }
            guard !inside.contains(where: isWayOut) else { return nil }
            // A sheet's rect is its card's (the presentation itself spans the device).
            let e = scene.element(m.index)
            let card = e.kind == .sheet ? scene.records.indices.first { scene.records[$0].parent == m.index } : nil
            let message = "\(m.name) has no way to close it that VoiceOver reaches; add a Close, Cancel or Done button"
                + " (role: cancel), or a back button"
            return input.finding(.focus, .P1, m.index, rect: card.map { scene.element($0).frame } ?? e.frame, message)
        }
    }

    /// A back button, a tab, or a control that closes: `role: cancel`, a close-like label, or a
    /// close-like symbol inside it.
    func isWayOut(_ i: Int) -> Bool {
        let e = scene.element(i)
        if e.isChrome { return e.id.hasSuffix("/back") || e.kind == .tabItem }
        guard e.isControl || e.accessibility.traits.contains(.button) else { return false }
        if e.accessibility.buttonRole == .cancel { return true }
        if let label = e.accessibility.label, Self.closes(label) { return true }
        return scene.records.indices.contains { j in
            guard scene.records[j].control == i, !scene.element(j).isChrome else { return false }
            let inner = scene.element(j)
            if let symbol = inner.symbol, Self.closeSymbols.contains(where: { symbol.hasPrefix($0) }) { return true }
            return inner.text?.value.map(Self.closes) ?? false
        }
    }

    static let closeWords: Set<String> = ["close", "cancel", "done", "dismiss", "back"]
    static let closeSymbols = ["xmark", "chevron.down", "chevron.backward", "chevron.left", "arrow.backward", "arrow.left"]

    /// A key (`paywall.close`) or the string as written (`Close`) that says close, in words.
    static func closes(_ v: TextValue) -> Bool {
        let written: String
        switch v {
        case .literal(let s), .key(let s), .format(let s, _): written = s
        case .concatenation(let parts): return parts.contains(where: closes)
        case .formatted: return false
        }
        var words: [String] = []
        var word = ""
        for ch in written {
            if ch.isLetter, !(ch.isUppercase && !word.isEmpty && word.last!.isLowercase) { word.append(ch) }
            else { if !word.isEmpty { words.append(word.lowercased()) }; word = ch.isLetter ? String(ch) : "" }
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        let phrase = " " + words.joined(separator: " ") + " "
        return words.contains(where: closeWords.contains) || closePhrases.contains { phrase.contains(" \($0) ") }
    }

    /// What a prompt's dismissing button says (an app's own popup: "Not now", "No thanks").
    static let closePhrases = ["not now", "no thanks", "maybe later"]

    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX + 0.5 && outer.minY <= inner.minY + 0.5
            && outer.maxX >= inner.maxX - 0.5 && outer.maxY >= inner.maxY - 0.5
    }
}
