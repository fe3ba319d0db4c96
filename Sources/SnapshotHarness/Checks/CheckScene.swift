import LayoutModel

/// A laid-out variant indexed for checking: every element once, in drawing order (parents before
/// their content children, a `background:` before the element it decorates, overlays after), with
/// what it inherits from its ancestors.
public struct CheckScene: Sendable {
    public struct Record: Sendable {
        /// The element, without its children (they are records of their own).
        public var element: LayoutElement
        public var parent: Int?
        public var depth: Int
        /// `allow:` entries of this node and every ancestor.
        public var allowances: [Allowance]
        /// The nearest control at or above this element (a button's label text points at its button).
        public var control: Int?
        /// The element whose `background:`/`overlay:` this element belongs to, if any.
        public var decorationOwner: Int?
        /// `critical: true` here or above.
        public var isCritical: Bool
        /// The visible area after every clipping ancestor (`clipped`, `cornerRadius`, a scroll
        /// view across its axis) and the element's own `clipped`/`cornerRadius` (SwiftUI clips the
        /// node's own drawing to its bounds too); nil when nothing clips.
        public var clip: Rect?
        /// Hidden here or above (`hidden: true`, or `accessibility.hidden` for the reading order).
        public var isHidden: Bool
    }

    public var result: LayoutResult
    public var records: [Record]
    public var screenName: String { result.screen.name }
    public var variant: Variant { result.variant }
    public var device: Device { result.variant.device }

    public init(_ result: LayoutResult) {
        self.result = result
        var records: [Record] = []
        func visit(_ e: LayoutElement, parent: Int?, depth: Int, allowances: [Allowance], control: Int?,
                   owner: Int?, critical: Bool, clip: Rect?, hidden: Bool) {
            // Drawing order: a `background:` is drawn before the element it decorates, so its
            // records come first and the element's own record follows them (`index` reserved).
            let backgrounds = e.children.filter { $0.role == .background }
            let index = records.count + backgrounds.reduce(0) { $0 + $1.flattened.count }
            let node = e.node
            let isControl = node.map { $0.kind.isControl } ?? false
            let allow = allowances + (node?.modifiers.allow ?? [])
            let crit = critical || node?.modifiers.critical == true
            let hide = hidden || node?.modifiers.hidden == true
            let childClip = CheckScene.clipForChildren(of: e, inherited: clip)
            func visitChild(_ c: LayoutElement) {
                let decorationOwner = (c.role == .background || c.role == .overlay) ? index : owner
                visit(c, parent: index, depth: depth + 1, allowances: allow,
                      control: isControl ? index : control, owner: decorationOwner,
                      critical: crit, clip: childClip, hidden: hide)
            }
            backgrounds.forEach(visitChild)
            assert(records.count == index)
            var stripped = e
            stripped.children = []
            records.append(Record(element: stripped, parent: parent, depth: depth, allowances: allow,
                                  control: isControl ? index : control, decorationOwner: owner,
                                  isCritical: crit, clip: CheckScene.ownClip(of: e, inherited: clip),
                                  isHidden: hide))
            e.children.filter { $0.role != .background }.forEach(visitChild)
        }
        visit(result.root, parent: nil, depth: 0, allowances: [], control: nil, owner: nil,
              critical: false, clip: nil, hidden: false)
        self.records = records
    }

    /// What clips the element's own drawing: the inherited clip and its own `clipped`/`cornerRadius`
    /// (a scroll view clips only its content, not itself).
    static func ownClip(of e: LayoutElement, inherited: Rect?) -> Rect? {
        guard let m = e.node?.modifiers, m.clipped == true || m.cornerRadius != nil else { return inherited }
        return inherited.map { $0.intersection(e.bounds) ?? Rect(origin: e.bounds.origin, size: .zero) } ?? e.bounds
    }

    /// Rule: `clipped: true` and `cornerRadius` clip a subtree to the node's bounds; a scroll view
    /// clips only across its axis (along it, content scrolls into view and is never cut).
    static func clipForChildren(of e: LayoutElement, inherited: Rect?) -> Rect? {
        var clip = inherited
        func intersect(_ r: Rect) {
            clip = clip.map { $0.intersection(r) ?? Rect(origin: r.origin, size: .zero) } ?? r
        }
        if let m = e.node?.modifiers, m.clipped == true || m.cornerRadius != nil {
            intersect(e.bounds)
        }
        if scrolls(e) {
            // A list scrolls vertically; a scroll view along its axis.
            let axis = e.node?.modifiers.axis ?? .vertical
            let far = 1e9
            if axis == .vertical {
                intersect(Rect(x: e.frame.minX, y: -far, width: e.frame.width, height: 2 * far))
            } else {
                intersect(Rect(x: -far, y: e.frame.minY, width: 2 * far, height: e.frame.height))
            }
        }
        return clip
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
        if e.text != nil { return true }
        if let kind = e.node?.kind {
            if case .image = kind { return true }
            return kind.isControl
        }
        return false
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
    public static let systemBarKinds: Set<String> = ["navigationBar", "tabBar"]

    /// The nearest scroll view or list around `i` (content there scrolls), nil when it does not scroll.
    public func scrollContainer(of i: Int) -> Int? {
        ancestor(of: i, where: CheckScene.scrolls)
    }

    /// What of `rect` (a rect of element `i` or its hit area) is on screen in the initial scroll
    /// position: cut by the element's clip and by the frame (the viewport) of every scroll view or
    /// list around it; nil when nothing is.
    public func visiblePart(of rect: Rect, for i: Int) -> Rect? {
        var visible: Rect? = records[i].clip.map { rect.intersection($0) } ?? rect
        var cur = records[i].parent
        while let c = cur, let v = visible {
            if CheckScene.scrolls(records[c].element) { visible = v.intersection(records[c].element.frame) }
            cur = records[c].parent
        }
        return visible
    }

    /// True for a scroll view or a list: its content scrolls inside it.
    public static func scrolls(_ e: LayoutElement) -> Bool {
        switch e.node?.kind {
        case .scrollView?, .list?: return true
        default: return false
        }
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
    public func isControl(_ i: Int) -> Bool { records[i].element.node?.kind.isControl ?? false }

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
