// What the SwiftUI reader could not evaluate, carried with the screen so that no later stage
// guesses: each node says which of its aspects rest on something unevaluated (`UnverifiedAspects`),
// and each screen says how much of it was evaluated and what was not (`Coverage`). A screen file
// (YAML) or a DSL screen is wholly evaluated: no aspects, no coverage (nil reads as complete).

/// Aspects of a node that rest on something the reader could not evaluate. A check whose judgement
/// rests on one of them reports the element as unverified instead of passing or failing it.
public struct UnverifiedAspects: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The text shown is a stand-in (`TextStandIn`) for a string that was not evaluated.
    public static let text = UnverifiedAspects(rawValue: 1)
    /// Its accessibility label was not evaluated (`.accessibilityLabel(x)` with x unknown).
    public static let label = UnverifiedAspects(rawValue: 2)
    /// A colour it or a view around it paints with (foreground, background, fill) was not
    /// evaluated: the default is drawn, so its contrast is not known.
    public static let color = UnverifiedAspects(rawValue: 4)
    /// Its font (or one it inherits) was not evaluated: the default is used.
    public static let font = UnverifiedAspects(rawValue: 8)
    /// Its size or place depends on something not evaluated: a placeholder for an unknown view, a
    /// stand-in text, a left-out `frame`/`padding`/`offset`/font, in it or beside it in a stack.
    public static let size = UnverifiedAspects(rawValue: 16)
    /// Its foreground style (what text, symbols and a shape with no fill of its own draw with) was
    /// set to a colour that was not evaluated (`.foregroundStyle(x)`, `.fill(x)`, `.tint(x)`). Always
    /// given with `.color`, which outputs name; this one only tells the renderer that a shape's
    /// default fill is not known (`PaintRules`), so it is not in `named`.
    public static let foreground = UnverifiedAspects(rawValue: 32)

    /// Every aspect, in the order outputs name them.
    public static let named: [(aspect: UnverifiedAspects, name: String)] = [
        (.text, "text"), (.label, "label"), (.color, "color"), (.font, "font"), (.size, "size"),
    ]

    /// The aspects' names, in a fixed order (`["color", "size"]`), as JSON and reports write them.
    public var names: [String] { Self.named.filter { contains($0.aspect) }.map(\.name) }

    /// What a subtree inherits from a node: what colours, fonts and geometry of the node decide
    /// for its content. A stand-in text or an unevaluated label is the node's own.
    public var inherited: UnverifiedAspects { intersection([.color, .font, .size, .foreground]) }
}

/// A text the reader could not evaluate is drawn as this many `x`s, so that the row it sits in is
/// still laid out, rendered and checked: 12 characters, about the median length of the short UI
/// strings (titles, labels, values) a `Text` shows. Its length decides nothing: the text is marked
/// `UnverifiedAspects.text` and `.size`, and the checks judge neither.
public enum TextStandIn {
    public static let length = 12
    public static let character: Character = "x"
    public static let string = String(repeating: character, count: length)
}

/// One thing the reader could not evaluate, where, and what it did instead
/// (`Screen.swift:12:9`, "colour 'App Dev' is not in the configured asset catalogs: modifier
/// '.foregroundColor' left out").
public struct Unevaluated: Hashable, Sendable, Comparable {
    public var source: NodeSource
    public var message: String

    public init(source: NodeSource, message: String) { self.source = source; self.message = message }

    public static func < (a: Unevaluated, b: Unevaluated) -> Bool {
        (a.source.file, a.source.line, a.source.column, a.message) < (b.source.file, b.source.line, b.source.column, b.message)
    }
}

/// How much of a screen the reader evaluated, and the list of what it did not.
public struct Coverage: Hashable, Sendable {
    /// Views evaluated over views drawn: a placeholder for an unknown view counts as one view not
    /// evaluated. 0 when the whole screen is a placeholder.
    public var views: Double
    /// Characters of text evaluated over characters of text drawn (a stand-in's characters are
    /// not evaluated); a screen that draws no text has the views' fraction.
    public var text: Double
    /// What was not evaluated, in source order, each once.
    public var unevaluated: [Unevaluated]
    /// Nothing of the screen could be evaluated: its body is one placeholder.
    public var isNothingEvaluated: Bool

    public init(views: Double, text: Double, unevaluated: [Unevaluated], isNothingEvaluated: Bool) {
        self.views = views; self.text = text; self.unevaluated = unevaluated; self.isNothingEvaluated = isNothingEvaluated
    }

    /// A wholly evaluated screen.
    public static let complete = Coverage(views: 1, text: 1, unevaluated: [], isNothingEvaluated: false)

    /// The lower of the two fractions: what `minimumCoverage` is compared with.
    public var lowest: Double { min(views, text) }

    /// A fraction as outputs write it: whole percent, rounded down so 99.6% is never "100%".
    public static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100 + 1e-9).rounded(.down)))%" }

    /// `views 75%, text 60%, 3 not evaluated`: one line for reports.
    public var summary: String {
        "views \(Coverage.percent(views)), text \(Coverage.percent(text)), \(unevaluated.count) not evaluated"
    }

    /// The worse of two evaluations of one screen (two variants): the lower fractions, every entry.
    public func merged(_ other: Coverage) -> Coverage {
        Coverage(views: min(views, other.views), text: min(text, other.text),
                 unevaluated: Array(Set(unevaluated + other.unevaluated)).sorted(),
                 isNothingEvaluated: isNothingEvaluated || other.isNothingEvaluated)
    }

    /// The coverage of a screen's nodes: views and text counted over the body, its decorations
    /// and its presentation.
    public static func measure(_ screen: Screen, unevaluated: [Unevaluated]) -> Coverage {
        var views = 0, placeholders = 0, characters = 0, standIn = 0
        func visit(_ n: Node) {
            views += 1
            if case .placeholder = n.kind { placeholders += 1 }
            for text in n.kind.shownTexts {
                characters += text.length
                if n.unverified.contains(.text) { standIn += text.standInLength }
            }
            n.kind.children.forEach(visit)
            if case .node(let b)? = n.modifiers.background { visit(b) }
            if case .node(let o)? = n.modifiers.overlay { visit(o) }
        }
        visit(screen.body)
        switch screen.presentation {
        case .sheet(let s)?: visit(s.content)
        case .alert(let a)?, .confirmationDialog(let a)?: a.actions.forEach(visit)
        case nil: break
        }
        let viewFraction = views == 0 ? 1 : Double(views - placeholders) / Double(views)
        let textFraction = characters == 0 ? viewFraction : Double(characters - standIn) / Double(characters)
        var isPlaceholder = false
        if case .placeholder = screen.body.kind { isPlaceholder = true }
        return Coverage(views: viewFraction, text: textFraction, unevaluated: unevaluated.sorted(),
                        isNothingEvaluated: isPlaceholder)
    }
}

extension TextValue {
    /// Characters shown, as written (a key's own length: the catalog's string is the variant's).
    var length: Int {
        switch self {
        case .literal(let s), .key(let s): return s.count
        case .format(let k, _): return k.count
        case .concatenation(let parts): return parts.reduce(0) { $0 + $1.length }
        case .formatted: return TextStandIn.length
        }
    }
}

extension TextValue {
    /// Characters of a text marked `.text` that are stand-ins: each `TextStandIn` written in a
    /// literal (`"Hello \(user.name)"` keeps "Hello "), else all of them.
    var standInLength: Int {
        guard case .literal(let s) = self else { return length }
        let pieces = s.components(separatedBy: TextStandIn.string).count - 1
        return pieces == 0 ? length : pieces * TextStandIn.length
    }
}

extension NodeKind {
    /// The texts a node of this kind shows itself (a text's string, a control's title).
    public var shownTexts: [TextValue] {
        switch self {
        case .text(let t): return [t]
        case .label(let l): return [l.title]
        case .toggle(let t): return [t.label]
        case .link(let l): return [l.title]
        default: return []
        }
    }
}

extension Node {
    /// Rule: a container's size depends on its children's, so a child whose size is unverified
    /// makes its container's unverified too, up to a container whose size does not follow its
    /// content: a frame fixed on both axes, a scroll view, list, navigation stack, tab view or
    /// geometry reader (they take the space offered). Returns the node with `.size` raised through the subtree.
    public func raisingUnverifiedSize() -> Node {
        var n = self
        func raised(_ c: Node) -> Node { c.raisingUnverifiedSize() }
        switch n.kind {
        case .button(let label): n.kind = .button(label: raised(label))
        case .menu(let label): n.kind = .menu(label: raised(label))
        case .hStack(let c): n.kind = .hStack(c.map(raised))
        case .vStack(let c): n.kind = .vStack(c.map(raised))
        case .zStack(let c): n.kind = .zStack(c.map(raised))
        case .adaptiveStack(let c): n.kind = .adaptiveStack(c.map(raised))
        case .viewThatFits(let c): n.kind = .viewThatFits(c.map(raised))
        case .list(let c): n.kind = .list(c.map(raised))
        case .scrollView(let c): n.kind = .scrollView(raised(c))
        case .navigationStack(var v):
            v.leading = v.leading.map(raised)
            v.trailing = v.trailing.map(raised)
            v.content = v.content.map(raised)
            n.kind = .navigationStack(v)
        case .tabView(var t):
            t.content = t.content.map(raised)
            n.kind = .tabView(t)
        case .section, .grid, .lazyVGrid, .geometryReader: n.kind = n.kind.mappingContainerChildren(raised)
        default: break
        }
        if case .node(let b)? = n.modifiers.background { n.modifiers.background = .node(raised(b)) }
        if case .node(let o)? = n.modifiers.overlay { n.modifiers.overlay = .node(raised(o)) }
        let fixed = n.modifiers.frame.map { $0.width != nil && $0.height != nil } ?? false
        if case .placeholder = n.kind, !fixed { n.unverified.insert(.size) }
        if n.unverified.contains(.text), !fixed { n.unverified.insert(.size) }
        let fills: Bool
        switch n.kind {
        case .scrollView, .list, .navigationStack, .tabView, .geometryReader: fills = true
        default: fills = false
        }
        if !fixed, !fills, n.kind.children.contains(where: { $0.unverified.contains(.size) }) { n.unverified.insert(.size) }
        return n
    }
}
