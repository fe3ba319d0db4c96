// Builds the layout tree: for each `Node`, its environment (inherited modifiers applied), its
// kind's layout and its decorations, wrapped in a `NodeBox`. The tree (Node), the style (Modifiers,
// LayoutEnvironment) and the algorithms (KindLayout, ModifierLayout) stay apart.

struct LayoutTreeBuilder {
    let measurer: any TextMeasuring
    let strings: any StringResolving

    /// `kind`: a layout chosen by the container instead of the node's own (a list's sections).
    func box(_ node: Node, parent: LayoutEnvironment, kind chosen: ((LayoutEnvironment) -> KindLayout)? = nil) -> NodeBox {
        var env = parent.applying(node.modifiers)
        // A foreground of the node's own that was evaluated replaces an unknown one from above.
        if node.modifiers.foreground != nil { env.unverified.remove(.foreground) }
        env.unverified.formUnion(node.unverified)
        if ButtonMetrics.isSizeUnverified(node, env) { env.unverified.insert(.size) }
        let kind = chosen?(env) ?? kindLayout(node, env: env)
        let childEnv = env.inStack(nil)
        func decoration(_ d: DecorationValue?) -> NodeBox? {
            if case .node(let n)? = d { return box(n, parent: childEnv) }
            return nil
        }
        return NodeBox(node: node, env: env, kind: kind,
                       background: decoration(node.modifiers.background),
                       overlay: decoration(node.modifiers.overlay))
    }

    private func stack(_ axis: Axis, _ children: [Node], _ node: Node, _ env: LayoutEnvironment) -> StackLayout {
        var childEnv = env.inStack(axis)
        if children.contains(where: { $0.unverified.contains(.size) || ButtonMetrics.isSizeUnverified($0, env.applying($0.modifiers)) }) {
            childEnv.unverified.insert(.size)
        }
        return StackLayout(axis: axis, alignment: node.modifiers.alignment ?? .center,
                           spacing: node.modifiers.spacing, children: children.map { box($0, parent: childEnv) },
                           fillsAcross: node.modifiers.lazy == true, env: env)
    }

    private func kindLayout(_ node: Node, env: LayoutEnvironment) -> KindLayout {
        let m = node.modifiers
        let plain = env.inStack(nil)
        switch node.kind {
        case .text(let value):
            return TextLayout(value: value, env: env, measurer: measurer, strings: strings)
        case .image(let value):
            return ImageLayout(value: value, flips: m.flipsForRightToLeft ?? false, env: env, measurer: measurer)
        case .button(let label):
            let style = m.style ?? .plain
            let labelEnv = DisclosureRows.isUntinted(m, env) ? env.inStack(nil)
                : ButtonMetrics.labelEnvironment(env, style: style, role: m.role, disabled: m.disabled ?? false)
            return ButtonLayout(label: box(label, parent: labelEnv), style: style, role: m.role, env: env)
        case .toggle(let value):
            return ToggleLayout(id: node.id, value: value, env: env, measurer: measurer, strings: strings)
        case .textField(let value):
            return TextFieldLayout(id: node.id, value: value, env: env, measurer: measurer, strings: strings)
        case .slider(let value):
            return ValueControlLayout(id: node.id, style: .slider, value: value, env: env, measurer: measurer,
                                      strings: strings)
        case .progressView(let value):
            return ValueControlLayout(id: node.id, style: .progress, value: value, env: env, measurer: measurer,
                                      strings: strings)
        case .spacer(let minLength):
            return SpacerLayout(minLength: minLength, axis: env.stackAxis)
        case .divider:
            return DividerLayout(env: env)
        case .shape(let shape):
            return FillLayout(fill: DrawingRules.kindFill(shape, env: env), shape: shape)
        case .color(let color):
            return FillLayout(fill: env.resolve(color), shape: nil)
        case .placeholder:
            return FillLayout(fill: PlaceholderStyle.fill, shape: nil)
        case .hStack(let children):
            return stack(.horizontal, children, node, env)
        case .vStack(let children):
            return stack(.vertical, children, node, env)
        case .adaptiveStack(let children):
            // adaptiveStack: an hStack below `threshold` (default accessibility1), a vStack at or above.
            let threshold = m.threshold ?? .accessibility1
            return stack(env.dynamicTypeSize >= threshold ? .vertical : .horizontal, children, node, env)
        case .zStack(let children):
            return ZStackLayout(alignment: m.alignment ?? .center, children: children.map { box($0, parent: plain) },
                                env: env)
        case .viewThatFits(let children):
            return ViewThatFitsLayout(axes: m.axes ?? .both, children: children.map { box($0, parent: plain) })
        case .scrollView(let content):
            let axis = m.axis ?? .vertical
            return ScrollViewLayout(axis: axis, content: box(content, parent: env.inScrollView(axis)), env: env)
        case .list(let rows):
            var rowEnv = env.inScrollView(.vertical)
            rowEnv.isListRow = true
            return ListLayout(id: node.id, blocks: listBlocks(rows, list: node, rowEnv: rowEnv), env: env, rowEnv: rowEnv)
        case .navigationStack(let value):
            var barItems = plain
            barItems.dynamicTypeSize = NavigationMetrics.barSize
            return NavigationStackLayout(id: node.id, value: value,
                                         leading: value.leading.map { box($0, parent: barItems) },
                                         trailing: value.trailing.map { box($0, parent: barItems) },
                                         content: value.content.map { box($0, parent: plain) },
                                         search: value.search.map {
                                             var field = SearchFieldMetrics.node(prompt: $0, text: value.searchText, id: node.id + "/search")
                                             field.unverified = value.searchUnverified
                                             return box(field, parent: barItems)
                                         },
                                         env: env, measurer: measurer, strings: strings)
        case .tabView(let value):
            return TabViewLayout(id: node.id, value: value, content: value.content.map { box($0, parent: plain) },
                                 env: env, measurer: measurer, strings: strings)
        // Containers and drawing
        case .section(let s):
            // Outside a list: header, rows and footer stacked, as a Section in a VStack shows them.
            return stack(.vertical, [s.header].compactMap { $0 } + s.content + [s.footer].compactMap { $0 }, node, env)
        case .grid(let g):
            return GridLayout(value: g, rows: g.rows.map { $0.cells.map { box($0, parent: plain) } },
                              alignment: m.alignment ?? .center, env: env)
        case .lazyVGrid(let g):
            return LazyVGridLayout(columns: g.columns, items: g.items.map { box($0, parent: plain) },
                                   alignment: m.alignment?.horizontal ?? .center, spacing: m.spacing, env: env)
        // Controls
        case .menu(let label):
            let style = m.style ?? .plain
            let labelEnv = ButtonMetrics.labelEnvironment(env, style: style, role: m.role, disabled: m.disabled ?? false)
            return ButtonLayout(label: box(label, parent: labelEnv), style: style, role: m.role, env: env)
        case .secureField(var value):
            // One dot per character typed: a literal as written (what a person typed is never localized).
            if let text = value.text {
                let count: Int
                if case .literal(let s) = text { count = s.count } else { count = strings.resolve(text).count }
                value.text = .literal(String(repeating: ComposedMetrics.secureDot, count: count))
            }
            return TextFieldLayout(id: node.id, value: value, env: env, measurer: measurer, strings: strings)
        case .label, .picker, .stepper, .link, .datePicker, .gauge:
            return composed(node, env: env)
        case .chart(let value):
            // Its parts depend on the size it is given (`Kinds/Chart.swift`): made when it is placed.
            let parts = ChartParts(id: node.id, source: node.source, value: value) { self.box($0, parent: plain).sizeThatFits(.unspecified) }
            return ChartLayout { size in self.box(parts.root(size), parent: plain) }
        case .geometryReader(let value):
            // Its content depends on the size it is given (`Containers/GeometryReader.swift`): made when it is placed.
            return GeometryReaderLayout(value: value, path: node.path, env: env) { self.box($0, parent: plain) }
        }
    }

    /// Controls built from the format's own kinds (`ComposedControls`).
    private func composed(_ node: Node, env: LayoutEnvironment) -> KindLayout {
        let parts = ControlParts(id: node.id, source: node.source, env: env)
        // The parts are the control itself: its own unverified aspects (a stand-in title) are theirs.
        var partsEnv = env.inStack(nil)
        partsEnv.unverified = env.unverified
        func layout(_ root: Node, hitPart: String? = nil, value: String? = nil, sizedBySystem: Bool = false) -> KindLayout {
            ComposedLayout(parts: box(root, parent: partsEnv), hitPart: hitPart.map { node.id + "/" + $0 },
                           accessibilityValue: value, isSizedBySystem: sizedBySystem)
        }
        switch node.kind {
        case .label(let v): return layout(parts.label(v))
        case .link(let v): return layout(parts.link(v))
        case .picker(let v):
            let value = v.selected.map { strings.resolve($0) }
            switch v.style {
            case .segmented: return layout(parts.segmented(v), value: value, sizedBySystem: true)
            // An inline picker outside a list (in a list its options are rows: `InlinePicker.swift`).
            case .menu, .inline: return layout(parts.menuPicker(v, inList: env.isListRow), value: value)
            }
        case .stepper(let v): return layout(parts.stepper(v), hitPart: "control", sizedBySystem: true)
        case .datePicker(let v):
            return layout(parts.datePicker(v), hitPart: "date", value: strings.resolve(.formatted(v.date)))
        case .gauge(let v): return layout(parts.gauge(v))
        default: preconditionFailure("not a composed control: \(node.kind.name)")
        }
    }

    /// A list's sections (`ListSection.swift`): each `section` row, and each run of other rows.
    private func listBlocks(_ rows: [Node], list: Node, rowEnv: LayoutEnvironment) -> [ListLayout.Block] {
        var blocks: [ListLayout.Block] = []
        var run: [Node] = []
        var runs = 0
        func endRun(force: Bool = false) {
            guard !run.isEmpty || force else { return }
            let id = runs == 0 ? list.id : "\(list.id)/group[\(runs)]"
            blocks.append(.rows(ListSectionLayout(id: id, header: nil, rows: run.map { box($0, parent: rowEnv) },
                                                  rowBackgrounds: run.map { rowBackground($0, parent: rowEnv) }, footer: nil,
                                                  env: rowEnv)))
            runs += 1
            run = []
        }
        for row in DisclosureRows.expanding(InlinePickerRows.expanding(rows)) {
            guard case .section(let written) = row.kind else { run.append(row); continue }
            let s = written.expandingInlinePickers.expandingDisclosureRows
            endRun()
            let metrics = ListMetrics(rowEnv)
            blocks.append(.section(box(row, parent: rowEnv) { env in
                let inner = env.inStack(nil)
                let styled = ListSectionStyle.systemForeground(inner)
                return ListSectionLayout(id: row.id, header: s.header.map { self.box(ListSectionStyle.header($0, metrics), parent: styled) },
                                         rows: s.content.map { self.box($0, parent: inner) },
                                         rowBackgrounds: s.content.map { self.rowBackground($0, parent: inner) },
                                         footer: s.footer.map { self.box(ListSectionStyle.footer($0), parent: styled) }, env: env)
            }, hasHeader: s.header != nil, hasFooter: s.footer != nil))
        }
        // A list without rows still has its (empty) card.
        endRun(force: blocks.isEmpty)
        return blocks
    }

    /// A row's `listRowBackground` when it is a view or a styled shape (`ListSection.swift`'s
    /// `rowBackground`); a colour is the row's own fill, nil.
    private func rowBackground(_ row: Node, parent: LayoutEnvironment) -> NodeBox? {
        let env = parent.applying(row.modifiers).inStack(nil)
        switch row.modifiers.listRowBackground {
        case .node(let n)?: return box(n, parent: env)
        case .styled(let color, let radius, let stroke)?:
            var shape = Node(.shape(ShapeValue(kind: radius == nil ? .rectangle : .roundedRectangle, fill: color, cornerRadius: radius)),
                             path: row.path + "/listRowBackground")
            shape.modifiers.border = stroke
            return box(shape, parent: env)
        case .color?, nil: return nil
        }
    }
}

