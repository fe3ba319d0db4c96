import Foundation
import LayoutModel

extension Check {
    /// Rule: VoiceOver announces a tap target (a control, an element with the button or link trait
    /// or with a tap gesture) by its accessibility label or the text inside it; one with neither
    /// (an icon-only button) is announced as nothing a person can act on, or by its symbol's name
    /// ("square and arrow up"), which says what it shows, not what it does. P0. The text inside does
    /// not count under `accessibilityElement(children: .ignore)`: VoiceOver reads none of it. An
    /// element that takes taps (`onTapGesture`) but is neither a control nor marked as a button or
    /// link is announced without saying it can be activated: P1 when it has a label, said with the
    /// P0 when it has none. A control hidden from accessibility has no name at all
    /// (`hiddenControl`, P0); an image VoiceOver reads without a label is named by its file or
    /// symbol (`unlabelledImages`, P2).
    public static let missingLabel = Check(
        name: .missingLabel,
        rule: "A tap target with no accessibility label and no text VoiceOver reads in it, hidden from VoiceOver, or a tap gesture without the button trait; an image read without a label."
    ) { input in
        let scene = input.scene
        return unlabelledImages(input) + scene.records.indices.compactMap { i in
            let r = scene.records[i]
            let e = r.element
            guard isTapTarget(scene, i), e.role != .chrome, !r.isHidden else { return nil }
            switch e.paint.isDisabled ? nil : hiddenControl(scene, i) {
            case .unreachable(let message)?: return input.finding(.missingLabel, .P0, i, rect: e.frame, message)
            case .offeredAbove?: return nil
            case nil: break
            }
            let ignoresChildren = e.accessibility.grouping == .ignore
            let traits = e.accessibility.traits
            let untraited = !e.isControl && !traits.contains(.button) && !traits.contains(.link)
            let noTrait = untraited
                ? ". It takes taps but VoiceOver does not say so: add the button trait (.accessibilityAddTraits(.isButton)), or make it a Button."
                : ""
            // What VoiceOver reads inside: a control's label, an element's content; nothing under `.ignore`.
            let inside = ignoresChildren ? [] : scene.records.indices.filter { j in
                j != i && (e.isControl ? scene.records[j].control == i : scene.isAncestor(i, of: j))
            }
            // A label, or text inside, that was not evaluated (a stand-in, an unknown view in its
            // label): whether VoiceOver has a name for it is not known.
            let unknown = inside.reduce(e.unverified) { a, j in
                scene.element(j).authoredKind == .placeholder ? a.union(.label) : a.union(scene.element(j).unverified)
            }.intersection(CheckName.missingLabel.restsOn)
            if !unknown.isEmpty { return input.unverified(.missingLabel, i, unknown) }
            let labelled = [e.accessibility.label, e.accessibility.kindLabel].contains { $0.map { !isBlank($0) } ?? false }
                // A text that takes taps itself (`Text("Sign in").onTapGesture`) is read by its text.
                || (!ignoresChildren && !(e.text?.string.isEmpty ?? true))
                // A `label` inside names the control by its title, even when only its icon shows.
                || inside.contains { j in
                    let inner = scene.element(j)
                    if inner.authoredKind == .label, let title = inner.accessibility.kindLabel, !isBlank(title) { return true }
                    return !(inner.text?.string.isEmpty ?? true)
                }
            if labelled {
                guard untraited else { return nil }
                return input.finding(.missingLabel, .P1, i, rect: e.frame, "\(e.kind) '\(e.id)' has a tap gesture but no button trait" + noTrait)
            }
            // An icon-only control is read by its symbol's name: say what VoiceOver reads.
            let symbol = ([i] + inside).lazy.map { scene.element($0) }
                .first { $0.authoredKind == .image && !$0.accessibility.isHidden && $0.symbol != nil }?.symbol
            let read = symbol.map { "VoiceOver reads only its symbol's name, “\(InlineSymbol.spokenName(ofSymbol: $0))”, not what it does." }
                ?? "VoiceOver reads nothing useful."
            let message = "\(e.kind) '\(e.id)' has no label; " + read
                + " Add accessibility: {label: ...} or visible text" + (ignoresChildren ? " (VoiceOver ignores its children)" : "") + noTrait
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
