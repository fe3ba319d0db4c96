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
        let m = e.node?.modifiers
        if m?.hidden == true || m?.accessibility?.hidden == true || e.opacity <= 0.01 { return }
        if e.role == .background || e.role == .overlay { return }
        let a11y = m?.accessibility
        let ownLabel = a11y?.label.map { strings.resolve($0) }

        if e.kind == "navigationBar" { return navigationBar(e, strings: strings, into: &out) }
        if case .progressView? = e.node?.kind {
            let label = ownLabel ?? texts(in: e).joined(separator: ", ")
            out.append(ReadingItem(element: e.id, label: label,
                                   value: a11y?.value.map { strings.resolve($0) } ?? e.node.flatMap { value(of: $0.kind) },
                                   traits: traits(of: e, a11y), hint: a11y?.hint.map { strings.resolve($0) }))
            return
        }
        if let node = e.node, node.kind.isControl || a11y?.element == .combine || a11y?.element == .ignore {
            let label = ownLabel ?? (a11y?.element == .ignore ? "" : texts(in: e).joined(separator: ", "))
            out.append(ReadingItem(element: e.id, label: label,
                                   value: a11y?.value.map { strings.resolve($0) } ?? value(of: node.kind),
                                   traits: traits(of: e, a11y), hint: a11y?.hint.map { strings.resolve($0) }))
            return
        }
        if let text = e.text {
            out.append(ReadingItem(element: e.id, label: ownLabel ?? text.string, value: a11y?.value.map { strings.resolve($0) },
                                   traits: traits(of: e, a11y), hint: a11y?.hint.map { strings.resolve($0) }))
        } else if case .image(let image)? = e.node?.kind {
            let name: String
            switch image {
            case .symbol(let s): name = s.replacingOccurrences(of: ".", with: " ")
            case .bitmap, .png: name = "image"
            }
            out.append(ReadingItem(element: e.id, label: ownLabel ?? name, value: nil,
                                   traits: traits(of: e, a11y), hint: a11y?.hint.map { strings.resolve($0) }))
        } else if let label = ownLabel {
            out.append(ReadingItem(element: e.id, label: label, value: nil, traits: traits(of: e, a11y), hint: nil))
        }
        // Rule: siblings with a higher sortPriority are read first; equal priorities keep source order;
        // a navigation stack's bar comes before its content.
        let ordered = e.children.enumerated().sorted { x, y in
            let bx = x.element.kind == "navigationBar", by = y.element.kind == "navigationBar"
            if bx != by { return bx }
            let px = x.element.node?.modifiers.accessibility?.sortPriority ?? 0
            let py = y.element.node?.modifiers.accessibility?.sortPriority ?? 0
            return px != py ? px > py : x.offset < y.offset
        }
        for (_, c) in ordered {
            if c.kind == "tabBar", case .tabView(let value)? = e.node?.kind {
                tabBar(c, tabs: value.tabs, into: &out)
            } else {
                visit(c, strings: strings, into: &out)
            }
        }
    }

    /// The back button, the title, then the bar items in the order the bar holds them.
    private static func navigationBar(_ bar: LayoutElement, strings: any StringResolving, into out: inout [ReadingItem]) {
        let back = bar.children.first { $0.id.hasSuffix("/back") && $0.node == nil }
        let title = bar.children.first { $0.id.hasSuffix("/title") && $0.node == nil }
        if let back, let text = back.text {
            out.append(ReadingItem(element: back.id, label: text.string, value: nil, traits: ["button"], hint: nil))
        }
        if let title, let text = title.text {
            out.append(ReadingItem(element: title.id, label: text.string, value: nil, traits: ["header"], hint: nil))
        }
        for item in bar.children where item.node != nil { visit(item, strings: strings, into: &out) }
    }

    /// One element per tab.
    private static func tabBar(_ bar: LayoutElement, tabs: [Tab], into out: inout [ReadingItem]) {
        let items = bar.children.filter { $0.kind == "tabItem" }
        for (i, item) in items.enumerated() {
            let selected = i < tabs.count && tabs[i].selected
            out.append(ReadingItem(element: item.id, label: texts(in: item).joined(separator: ", "),
                                   value: "\(i + 1) of \(items.count)",
                                   traits: (selected ? ["selected"] : []) + ["tab"], hint: nil))
        }
    }

    private static func texts(in e: LayoutElement) -> [String] {
        var out: [String] = []
        e.forEach { if let t = $0.text, !t.string.isEmpty, $0.node?.modifiers.accessibility?.hidden != true { out.append(t.string) } }
        return out
    }

    private static func value(of kind: NodeKind) -> String? {
        switch kind {
        case .toggle(let t): return t.isOn ? "on" : "off"
        case .slider(let v), .progressView(let v): return "\(Int((v.value * 100).rounded()))%"
        case .textField(let f):
            if case .literal(let s)? = f.text, !s.isEmpty { return s }
            if let s = f.text?.key { return s }
            return nil
        default: return nil
        }
    }

    private static func traits(of e: LayoutElement, _ a11y: AccessibilityValue?) -> [String] {
        var t: [String] = []
        switch e.node?.kind {
        case .button?: t.append("button")
        case .toggle?: t.append("switch button")
        case .textField?: t.append("text field")
        case .slider?: t.append("adjustable")
        case .progressView?: t.append("progress")
        case .image?: t.append("image")
        default: break
        }
        for trait in a11y?.traits ?? [] {
            let name: String
            switch trait {
            case .notEnabled: name = "dimmed"
            case .updatesFrequently: name = "updates frequently"
            default: name = trait.rawValue
            }
            if !t.contains(name) && !(name == "button" && t.contains("switch button")) { t.append(name) }
        }
        if e.node?.modifiers.disabled == true, !t.contains("dimmed") { t.append("dimmed") }
        return t
    }
}
