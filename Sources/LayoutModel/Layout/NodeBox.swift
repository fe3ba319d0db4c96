// A node in the layout tree: its kind's layout wrapped in its modifiers, in the fixed order of
// spec §3, innermost first: own properties (the kind) -> fixedSize -> padding -> frame ->
// background/overlay/border -> cornerRadius/clipped -> offset -> hitSlop; `ignoresSafeArea`
// (`SafeAreaRules`) grows the rect the node is placed in before all of them.
//
// `sizeThatFits` runs the sizing modifiers (fixedSize, padding, frame) and is memoised per proposal:
// stacks probe each child at 0, infinity and their real share, often more than once.
// `place` turns the node into a `LayoutElement`: `bounds` is the node with padding and frame,
// `frame` is where the kind itself is drawn, both after `offset`.
// Decorations: a node `background:`/`overlay:` becomes a child element (role `.background` /
// `.overlay`) proposed the owner's bounds and centred on them; colour and styled decorations and
// `border` (drawn inside the bounds) are the element's `paint` (`PaintRules`). `hitSlop` does not
// affect layout; it grows the element's `hitArea` (`HitArea`). Clipping is `Clipping`'s rule.

final class NodeBox {
    let node: Node
    /// The node's environment (its own inheritable modifiers applied).
    let env: LayoutEnvironment
    let kind: KindLayout
    /// Sizing modifiers, innermost first.
    let layers: [any ModifierLayout]
    let background: NodeBox?
    let overlay: NodeBox?
    private var sizeCache: [ProposedSize: Size] = [:]

    init(node: Node, env: LayoutEnvironment, kind: KindLayout, background: NodeBox?, overlay: NodeBox?) {
        self.node = node; self.env = env; self.kind = kind
        self.background = background; self.overlay = overlay
        let m = node.modifiers
        var layers: [any ModifierLayout] = []
        if let f = m.fixedSize, f.horizontal || f.vertical {
            layers.append(FixedSizeLayout(horizontal: f.horizontal, vertical: f.vertical))
        }
        if let p = m.padding { layers.append(PaddingLayout(insets: p)) }
        if let f = m.frame { layers.append(contentsOf: FrameLayouts.layers(for: f)) }
        if let p = m.position { layers.append(PositionLayout(position: p)) }
        self.layers = layers
    }

    /// `layoutPriority` (notes §1.8): a stack trait, default 0; a Spacer's is -infinity so spacers are
    /// always sized last (notes §1.2).
    var layoutPriority: Double {
        if case .spacer = node.kind { return -.infinity }
        return node.modifiers.layoutPriority ?? 0
    }

    var isSpacer: Bool {
        if case .spacer = node.kind { return true }
        return false
    }

    /// The node's spacing preferences after its modifiers. Computed once: a stack's spacing asks
    /// its children's, so asking afresh each time walks the subtree again and again.
    private(set) lazy var spacing: ViewSpacing = layers.reduce(kind.spacing) { $1.spacing($0) }

    // MARK: propose -> size

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let s = sizeCache[proposal] { return s }
        let s = size(atLayer: layers.count - 1, proposal)
        sizeCache[proposal] = s
        return s
    }

    private func size(atLayer i: Int, _ p: ProposedSize) -> Size {
        if i < 0 { return kind.sizeThatFits(p) }
        return layers[i].sizeThatFits(p) { self.size(atLayer: i - 1, $0) }
    }

    // MARK: place

    /// Places the node in `rect` (normally of the size it chose for `proposal`).
    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext,
               role: ElementRole = .content) -> LayoutElement {
        let m = node.modifiers
        // ignoresSafeArea: outermost; grows the node over the safe area's edges it reaches.
        var rect = rect, proposal = proposal
        if let edges = m.ignoresSafeArea, env.scrollAxis == nil {
            let grown = SafeAreaRules.grow(rect, edges: edges, safeArea: context.safeArea ?? env.device.safeRect,
                                           screen: env.device.bounds, direction: env.direction)
            if grown != rect { rect = grown; proposal = ProposedSize(grown.size) }
        }
        // offset: after everything else; moves the node, its decorations and its subtree.
        let (dx, dy) = OffsetRules.displacement(m.offset, direction: env.direction)
        let bounds = rect.offsetBy(dx: dx, dy: dy)

        // Sizing modifiers, outermost first, down to the kind's own rect.
        var r = bounds, p = proposal
        for i in stride(from: layers.count - 1, through: 0, by: -1) {
            (r, p) = layers[i].placeChild(in: r, proposal: p, direction: env.direction) {
                self.size(atLayer: i - 1, $0)
            }
        }

        // cornerRadius / clipped: clip the node (its own drawing, decorations and subtree) to bounds.
        let shape = PlacementContext.shape(cornerRadius: m.cornerRadius, clipped: m.clipped, bounds: bounds)
        let ctx = context.clipping(to: shape)

        let placed = kind.place(in: r, proposal: p, context: ctx)
        var children: [LayoutElement] = []
        if let background {
            children.append(NodeBox.placeDecoration(background, on: bounds, context: ctx, role: .background))
        }
        children.append(contentsOf: placed.children)
        if let overlay {
            children.append(NodeBox.placeDecoration(overlay, on: bounds, context: ctx, role: .overlay))
        }
        return finished(frame: r, bounds: bounds, role: role, children: children, placed: placed,
                        clip: ctx.clip(shape: shape, viewport: node.kind.elementKind.scrolls ? r : nil))
    }

    /// The node's element: everything the renderer and the checks need, from the node, its
    /// environment and what its kind placed.
    private func finished(frame: Rect, bounds: Rect, role: ElementRole, children: [LayoutElement],
                          placed: KindPlacement, clip: ElementClip) -> LayoutElement {
        let m = node.modifiers
        let kind = node.kind.elementKind
        let cornerRadius = placed.cornerRadius ?? m.cornerRadius
        var text = placed.text
        if case .text(let value) = node.kind {
            text?.value = value
            text?.lineLimit = m.lineLimit
        }
        let fixed = m.frame.flatMap { f in
            f.width != nil || f.height != nil ? FixedFrameAxes(width: f.width != nil, height: f.height != nil) : nil
        }
        var accessibility = ElementAccessibility(node)
        if let value = placed.accessibilityValue { accessibility.kindValue = value }
        var element = LayoutElement(
            id: node.id, kind: kind, role: role, frame: frame, bounds: bounds, children: children,
            source: node.source, direction: env.direction, isPinned: env.isPinned,
            dynamicTypeSize: env.dynamicTypeSize, scrollAxis: env.scrollAxis, clip: clip, opacity: env.opacity,
            text: text, fill: placed.fill, cornerRadius: cornerRadius, symbol: placed.symbol,
            isMirrored: placed.isMirrored,
            paint: PaintRules.node(node, placed: placed, cornerRadius: cornerRadius, frame: frame, bounds: bounds, env: env),
            accessibility: accessibility,
            hitArea: HitArea.of(kind: kind, frame: frame, bounds: bounds, part: placed.hitPart, contentShape: m.contentShape,
                                hitSlop: m.hitSlop, direction: env.direction,
                                tappedAsDrawn: m.onTapGesture == true && m.background == nil),
            hitSlop: m.hitSlop, allowances: env.allowances, isCritical: env.isCritical, isHidden: env.isHidden,
            minimumTarget: env.minimumTarget, fixedFrame: fixed)
        element.isSizedBySystem = placed.isSizedBySystem || SystemSizes.setsSize(node, env)
        element.isHeightSetBySystem = SystemSizes.setsHeight(node, env)
        element.unverified = env.unverified
        if m.isSystemPart == true { element.markAsChrome() }
        return element
    }

    /// `background`/`overlay` (spec §3): proposed the owner's size (padding and frame included) and
    /// centred on it; they never change the owner's size.
    static func placeDecoration(_ box: NodeBox, on bounds: Rect, context: PlacementContext,
                                role: ElementRole) -> LayoutElement {
        let proposal = ProposedSize(bounds.size)
        let size = box.sizeThatFits(proposal)
        let rect = AlignmentMath.align(size, in: bounds, alignment: .center, direction: box.env.direction)
        return box.place(in: rect, proposal: proposal, context: context, role: role)
    }

    /// Sizes the node for `proposal` and places it aligned in `container` (`centerOverflow`).
    func placeAligned(in container: Rect, proposal: ProposedSize, alignment: Alignment,
                      direction: LayoutDirection, context: PlacementContext) -> LayoutElement {
        let size = sizeThatFits(proposal)
        let rect = AlignmentMath.align(size, in: container, alignment: alignment, direction: direction)
        return place(in: rect, proposal: proposal, context: context)
    }
}
