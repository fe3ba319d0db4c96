import LayoutModel

/// A laid-out variant indexed for checking: every element once, in drawing order (parents before
/// their content children, a `background:` before the element it decorates, overlays after), with
/// what it inherits from its ancestors. The screen under a presentation (`isInert`) is left out.
public struct CheckScene: Sendable {
    public struct Record: Sendable {
        /// The element, without its children (they are records of their own).
        public var element: LayoutElement
        public var parent: Int?
        public var depth: Int
        /// The nearest control at or above this element (a button's label text points at its button).
        public var control: Int?
        /// The element whose `background:`/`overlay:` this element belongs to, if any.
        public var decorationOwner: Int?

        /// `allow:` entries of this node and every ancestor.
        public var allowances: [Allowance] { element.allowances }
        /// `critical: true` here or above.
        public var isCritical: Bool { element.isCritical }
        /// What can never be seen of the element (the layout's `Clipping` rule: clipping ancestors,
        /// a scroll view across its axis, its own `clipped`/`cornerRadius`); nil when nothing clips.
        public var clip: Rect? { element.clip.cut }
        /// Hidden here or above (`hidden: true`).
        public var isHidden: Bool { element.isHidden }
    }

    public var result: LayoutResult
    public var records: [Record]
    /// Each element id's first record (an id shared by a decoration and its owner: the first drawn).
    public let recordByID: [String: Int]
    public var screenName: String { result.screenName }
    public var variant: Variant { result.variant }
    public var device: Device { result.variant.device }

    public init(_ result: LayoutResult) {
        self.result = result
        var records: [Record] = []
        func visit(_ e: LayoutElement, parent: Int?, depth: Int, control: Int?, owner: Int?) {
            // Presentations: what is under a modal presentation cannot be reached and is not judged.
            if e.isInert { return }
            // Drawing order: a `background:` is drawn before the element it decorates, so its
            // records come first and the element's own record follows them (`index` reserved).
            let backgrounds = e.children.filter { $0.role == .background }
            let index = records.count + backgrounds.reduce(0) { $0 + $1.flattened.count }
            let ownControl = e.isControl ? index : control
            func visitChild(_ c: LayoutElement) {
                let decorationOwner = (c.role == .background || c.role == .overlay) ? index : owner
                visit(c, parent: index, depth: depth + 1, control: ownControl, owner: decorationOwner)
            }
            backgrounds.forEach(visitChild)
            assert(records.count == index)
            var stripped = e
            stripped.children = []
            records.append(Record(element: stripped, parent: parent, depth: depth, control: ownControl,
                                  decorationOwner: owner))
            e.children.filter { $0.role != .background }.forEach(visitChild)
        }
        visit(result.root, parent: nil, depth: 0, control: nil, owner: nil)
        self.records = records
        var byID: [String: Int] = [:]
        for (i, r) in records.enumerated() where byID[r.element.id] == nil { byID[r.element.id] = i }
        self.recordByID = byID
    }

    // MARK: - Questions checks ask

    public func element(_ i: Int) -> LayoutElement { records[i].element }

    /// True when `a` is `b` or one of its ancestors.
    public func isAncestor(_ a: Int, of b: Int) -> Bool {
        var cur: Int? = b
        while let c = cur {
            if c == a { return true }
            cur = records[c].parent
        }
        return false
    }

    /// Content a person reads or taps: text, images and controls (shapes and colours are not content).
    public func isContent(_ i: Int) -> Bool {
        let e = records[i].element
        if records[i].isHidden || e.opacity <= 0.01 { return false }
        // A text shows something only with characters in it (an empty field's placeholder does not).
        if let text = e.text { return !text.string.allSatisfy(\.isWhitespace) }
        return e.authoredKind == .image || e.isControl
    }

    /// The rect of what is drawn: a text's lines (aligned in its frame), otherwise the frame.
    public func inkRect(_ i: Int) -> Rect {
        let e = records[i].element
        guard let text = e.text, !text.measurement.lines.isEmpty else { return e.frame }
        let widest = text.measurement.lines.map(\.width).max() ?? e.frame.width
        let width = min(widest, e.frame.width)
        let x: Double
        switch (text.alignment, e.direction) {
        case (.center, _): x = e.frame.midX - width / 2
        case (.leading, .leftToRight), (.trailing, .rightToLeft): x = e.frame.minX
        default: x = e.frame.maxX - width
        }
        return Rect(x: x, y: e.frame.minY, width: width, height: min(text.measurement.size.height, e.frame.height))
    }

    /// The part of `inkRect` on screen in the initial scroll position (`visiblePart`); nil when all
    /// of it is cut away or scrolled out of view.
    public func visibleInk(_ i: Int) -> Rect? {
        visiblePart(of: inkRect(i), for: i)
    }

    /// The nearest ancestor of `i` (not `i` itself) that `matches`, or nil.
    public func ancestor(of i: Int, where matches: (LayoutElement) -> Bool) -> Int? {
        var cur = records[i].parent
        while let c = cur {
            if matches(records[c].element) { return c }
            cur = records[c].parent
        }
        return nil
    }

    /// The bars the system draws over a screen: content wholly behind one is hidden, and their own
    /// text is drawn in the system's colours.
    public static let systemBarKinds: Set<ElementKind> = [.navigationBar, .tabBar]

    /// The nearest scroll view or list around `i` (content there scrolls), nil when it does not scroll.
    public func scrollContainer(of i: Int) -> Int? {
        ancestor(of: i, where: { $0.kind.scrolls })
    }

    /// What of `rect` (a rect of element `i` or its hit area) is on screen in the initial scroll
    /// position (the layout's `ElementClip.visible`); nil when nothing is.
    public func visiblePart(of rect: Rect, for i: Int) -> Rect? {
        records[i].element.clip.visiblePart(of: rect)
    }

    /// The `allow:` entry covering `check` for element `i`, if any.
    public func allowance(_ check: CheckName, for i: Int) -> Allowance? {
        records[i].allowances.first { $0.check == check.rawValue }
    }

    /// The element a finding about element `i` is reported on: the control `i` belongs to (a
    /// button's label text is reported as the button, under the id the screen gave it, e.g.
    /// `subscribe-button`), else `i` itself.
    public func reportedElement(_ i: Int) -> Int { records[i].control ?? i }

    /// Whether the element is a control (or inside one, for labels).
    public func isControl(_ i: Int) -> Bool { records[i].element.isControl }

    /// A short human name for messages: the text shown, else the id.
    public func describe(_ i: Int) -> String {
        let e = records[i].element
        // An icon inside a control is named by its control (`button 'skip-button'`), not its node path.
        if e.text == nil, let c = records[i].control, c != i { return describe(c) }
        if let t = e.text?.string {
            let short = t.count > 40 ? String(t.prefix(39)) + "…" : t
            return "“\(short)”"
        }
        if let c = records[i].control, c != i, let label = records.indices.first(where: {
            records[$0].control == c && records[$0].element.text != nil
        }) {
            return "\(e.kind) “\(records[label].element.text!.string)”"
        }
        return "\(e.kind) '\(e.id)'"
    }
}
