import Foundation
import LayoutModel

/// One stop of VoiceOver's swipe order.
public struct ReadingItem: Hashable, Sendable {
    public var element: String
    public var label: String
    public var value: String?
    public var traits: [String]
    public var hint: String?

    /// How VoiceOver would speak it: `Subscribe, button`, `Reminders, on, switch button`.
    public var spoken: String {
        ([label] + (value.map { [$0] } ?? []) + traits + (hint.map { [$0] } ?? []))
            .filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

/// VoiceOver's reading order of a laid-out variant. Rules, as SwiftUI builds its accessibility tree:
/// elements follow the view hierarchy (leading to trailing, so an RTL layout reads right to left
/// on screen), siblings with a higher `sortPriority` first; a control is one element labelled by its
/// `accessibility.label` or the text inside it; `element: combine` joins a subtree into one element,
/// `ignore` keeps only the container's own label; `hidden` subtrees are skipped.
/// Bars, as UIKit exposes them: a navigation stack reads its bar first (the back button, with the
/// button trait; the title, with the header trait; the leading, then the trailing items), then its
/// content; a tab view reads its content, then its tab bar: each tab one element with the tab
/// trait, `selected` when it is, and its position (`2 of 3`) as its value. A progress view is read
/// with its value, as a slider is.
/// Controls: a label, link, picker, stepper, secure field, menu, date picker or gauge is one element
/// named by its own label (a label's or link's title; else the text inside it), with the value its
/// kind announces and its trait (`link`, `pop up button`, `adjustable`, `secure text field`,
/// `button`); a segmented picker is one element per segment, like tabs (`button`, `selected`, `2 of 3`).
/// Focus containment (presentations): an element with the `isModal` trait hides its siblings and
/// their subtrees from VoiceOver (UIKit's `accessibilityViewIsModal`: "VoiceOver ignores elements
/// within views that are siblings of the receiver"; SwiftUI's `.isModal` trait); a presented sheet,
/// alert or dialog is such an element, and the screen under it is inert (never read).
public enum ReadingOrder {
    public static func items(_ result: LayoutResult, strings: any StringResolving = VerbatimStrings()) -> [ReadingItem] {
        var out: [ReadingItem] = []
        visit(result.root, strings: strings, into: &out)
        return out
    }

    /// The order as numbered lines, for the text snapshot and the report.
    public static func text(_ items: [ReadingItem]) -> String {
        items.enumerated().map { "\($0.offset + 1). \($0.element.spoken)" }.joined(separator: "\n")
    }

    private static func visit(_ e: LayoutElement, strings: any StringResolving, into out: inout [ReadingItem]) {
        let a11y = e.accessibility
        if e.isHidden || a11y.isHidden || e.opacity <= 0.01 || e.isInert { return }
        if e.role == .background || e.role == .overlay { return }
        let ownLabel = a11y.label.map { strings.resolve($0) }
        let value = a11y.value.map { strings.resolve($0) }
        let hint = a11y.hint.map { strings.resolve($0) }

        if e.kind == .navigationBar { return navigationBar(e, strings: strings, into: &out) }
        // Controls
        if let kind = e.authoredKind, ReadingOrder.controlKinds.contains(kind) {
            if kind == .picker, let segments = e.element(withId: e.id + "/segments"), ownLabel == nil {
                return self.segments(segments, hint: hint, into: &out)
            }
            let own = a11y.kindLabel.map { strings.resolve($0) }.flatMap { $0.isEmpty ? nil : $0 }
            let label = ownLabel ?? own ?? (kind == .secureField ? "" : texts(in: e, strings: strings).joined(separator: ", "))
            out.append(ReadingItem(element: e.id, label: label, value: value ?? a11y.kindValue,
                                   traits: traits(of: e), hint: hint))
            return
        }
        if e.authoredKind == .progressView {
            let label = ownLabel ?? texts(in: e, strings: strings).joined(separator: ", ")
            out.append(ReadingItem(element: e.id, label: label, value: value ?? a11y.kindValue,
                                   traits: traits(of: e), hint: hint))
            return
        }
        if !e.isChrome, e.isControl || a11y.grouping == .combine || a11y.grouping == .ignore {
            let label = ownLabel ?? (a11y.grouping == .ignore ? "" : texts(in: e, strings: strings).joined(separator: ", "))
            out.append(ReadingItem(element: e.id, label: label, value: value ?? a11y.kindValue,
                                   traits: traits(of: e), hint: hint))
            return
        }
        if let text = e.text {
            out.append(ReadingItem(element: e.id, label: ownLabel ?? text.spokenString, value: value,
                                   traits: traits(of: e), hint: hint))
        } else if e.authoredKind == .image {
            let name = e.symbol.map(InlineSymbol.spokenName(ofSymbol:)) ?? "image"
            out.append(ReadingItem(element: e.id, label: ownLabel ?? name, value: nil, traits: traits(of: e), hint: hint))
        } else if let label = ownLabel {
            out.append(ReadingItem(element: e.id, label: label, value: nil, traits: traits(of: e), hint: nil))
        }
        // Rule: siblings with a higher sortPriority are read first; equal priorities keep source order;
        // a navigation stack's bar comes before its content.
        let ordered = e.children.enumerated().sorted { x, y in
            let bx = x.element.kind == .navigationBar, by = y.element.kind == .navigationBar
            if bx != by { return bx }
            let px = x.element.accessibility.sortPriority, py = y.element.accessibility.sortPriority
            return px != py ? px > py : x.offset < y.offset
        }
        let contained = modal(among: e.children)
        for (i, c) in ordered where contained == nil || contained == i {
            if c.kind == .tabBar, e.authoredKind == .tabView {
                tabBar(c, into: &out)
            } else {
                visit(c, strings: strings, into: &out)
            }
        }
    }

    /// The index of the sibling that contains VoiceOver, if one does: the last visible child with
    /// the `isModal` trait (the frontmost, drawn last).
    static func modal(among children: [LayoutElement]) -> Int? {
        children.lastIndex { c in
            c.accessibility.traits.contains(.isModal) && !c.isHidden && !c.accessibility.isHidden && c.opacity > 0.01 && !c.isInert
        }
    }

    /// The back button, the title, then the bar items in the order the bar holds them.
    private static func navigationBar(_ bar: LayoutElement, strings: any StringResolving, into out: inout [ReadingItem]) {
        let back = bar.children.first { $0.id.hasSuffix("/back") && $0.isChrome }
        let title = bar.children.first { $0.id.hasSuffix("/title") && $0.isChrome }
        if let back, let text = back.text {
            out.append(ReadingItem(element: back.id, label: text.string, value: nil, traits: ["button"], hint: nil))
        }
        if let title, let text = title.text {
            out.append(ReadingItem(element: title.id, label: text.string, value: nil, traits: ["header"], hint: nil))
        }
        for item in bar.children where !item.isChrome { visit(item, strings: strings, into: &out) }
    }

    /// One element per tab.
    private static func tabBar(_ bar: LayoutElement, into out: inout [ReadingItem]) {
        let items = bar.children.filter { $0.kind == .tabItem }
        for (i, item) in items.enumerated() {
            let selected = item.accessibility.traits.contains(.selected)
            out.append(ReadingItem(element: item.id, label: texts(in: item).joined(separator: ", "),
                                   value: "\(i + 1) of \(items.count)",
                                   traits: (selected ? ["selected"] : []) + ["tab"], hint: nil))
        }
    }

    // Controls
    static let controlKinds: Set<ElementKind> = [.label, .link, .picker, .stepper, .secureField, .menu, .datePicker, .gauge]

    /// One element per segment of a segmented picker.
    private static func segments(_ track: LayoutElement, hint: String?, into out: inout [ReadingItem]) {
        let items = track.children.filter { $0.text != nil }
        for (i, item) in items.enumerated() {
            let selected = item.accessibility.traits.contains(.selected)
            out.append(ReadingItem(element: item.id, label: item.text?.string ?? "", value: "\(i + 1) of \(items.count)",
                                   traits: (selected ? ["selected"] : []) + ["button"], hint: hint))
        }
    }

    /// The texts of a subtree, in order; a `label` gives its title, whatever its style shows. With
    /// no text, the names of its symbol images: VoiceOver reads an icon-only button by its image.
    private static func texts(in e: LayoutElement, strings: any StringResolving = VerbatimStrings()) -> [String] {
        var out: [String] = []
        var symbols: [String] = []
        func visit(_ x: LayoutElement) {
            let hidden = x.accessibility.isHidden
            if x.authoredKind == .label, let title = x.accessibility.kindLabel, !hidden {
                out.append(strings.resolve(title))
                return
            }
            if let t = x.text, !t.string.isEmpty, !hidden { out.append(t.spokenString) }
            if x.authoredKind == .image, !x.isChrome, !hidden, let s = x.symbol { symbols.append(InlineSymbol.spokenName(ofSymbol: s)) }
            x.children.forEach(visit)
        }
        visit(e)
        return out.isEmpty ? symbols : out
    }

    private static func traits(of e: LayoutElement) -> [String] {
        var t: [String] = []
        switch e.authoredKind {
        case .button?: t.append("button")
        case .toggle?: t.append("switch button")
        case .textField?: t.append("text field")
        case .slider?: t.append("adjustable")
        case .progressView?: t.append("progress")
        case .image?: t.append("image")
        // Controls
        case .link?: t.append("link")
        case .picker?, .menu?: t.append("pop up button")
        case .stepper?: t.append("adjustable")
        case .secureField?: t.append("secure text field")
        case .datePicker?: t.append("button")
        default: break
        }
        for trait in e.accessibility.traits {
            let name: String
            switch trait {
            case .notEnabled: name = "dimmed"
            case .updatesFrequently: name = "updates frequently"
            case .isModal: continue
            case .searchField:
                t.removeAll { $0 == "text field" }
                name = "search field"
            default: name = trait.rawValue
            }
            if !t.contains(name) && !(name == "button" && t.contains("switch button")) { t.append(name) }
        }
        if e.paint.isDisabled, !t.contains("dimmed") { t.append("dimmed") }
        return t
    }
}
