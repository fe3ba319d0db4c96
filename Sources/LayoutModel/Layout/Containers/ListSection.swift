// A section of an inset-grouped list, laid out across the list's whole width: `header`, one card
// of `rows` (rows, separators and card as in `List.swift`), `footer`. Metrics are the run's iOS
// version's (`ListMetrics.swift`, measured on iOS 17.5, 18.5 and 26.2 renders of
// `List { Section { } header: { } footer: { } }`):
// * `headerStyle`: a header is text in `secondaryLabel` with the header trait for VoiceOver, as
//   SwiftUI's list section header: footnote UPPER CASE on iOS 17 and 18, headline in its own case
//   on iOS 26; the screen's own modifiers on the header win. A footer is footnote text in
//   `secondaryLabel`, in its own case;
// * `alignedWithRows`: header and footer are proposed the rows' content width and placed at the
//   rows' leading content inset (card inset + row inset), so their text lines up with the rows;
// * `headerGap` between the header's bottom and the card; `footerGap` between the card's bottom
//   and the footer;
// * `rowInsets`: a row's `listRowInsets` replace the list's content insets (`rowVerticalInset`,
//   `rowHorizontalInset`) for that row: its content is proposed the card width minus its own
//   leading and trailing insets, its height is its content plus its own top and bottom insets (still
//   at least `rowMinimumHeight`, SwiftUI's `defaultMinListRowHeight`), and its separator starts at
//   its own leading inset, as SwiftUI's separator follows the row's content;
// * `rowBackground`: a row's `listRowBackground` replaces the card's fill behind that row (a
//   table cell's background view: `Color.clear` shows the list's grouped background). When any row
//   of the card has one, the card draws no fill of its own, each other row takes the card's colour,
//   and every row is clipped to the card's rounded rectangle, so the card keeps its corners;
// * `separatorLeading`: a row's `listRowSeparatorLeading` moves the start of the separator below it
//   to that many points from the row content's leading edge (the row's leading inset), as SwiftUI's
//   `.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }` on the row does;
// * `separatorHidden`: a row's `listRowSeparator: hidden` removes the separators above and below
//   it (SwiftUI's `.listRowSeparator(.hidden)`, whose edges default to both).
// Outside a `list` a section is a vStack of header, rows and footer (`TreeBuilder`).

enum ListSectionStyle {
    /// `headerStyle`: the system's grey is the environment's (`systemForeground`), not the node's.
    static func header(_ node: Node, _ metrics: ListMetrics) -> Node {
        var n = node
        n.modifiers.font = n.modifiers.font ?? metrics.headerFont
        n.modifiers.textCase = n.modifiers.textCase ?? metrics.headerCase
        var a = n.modifiers.accessibility ?? AccessibilityValue()
        if !a.traits.contains(.header) { a.traits.append(.header) }
        n.modifiers.accessibility = a
        return n
    }

    /// `headerStyle` for a footer.
    static func footer(_ node: Node) -> Node {
        var n = node
        n.modifiers.font = n.modifiers.font ?? FontValue(style: .footnote)
        return n
    }

    /// `systemForeground`: the environment of a header or footer, its text in the system's
    /// `secondaryLabel` (which, like the bars' chrome colours, the contrast check leaves to iOS:
    /// 3.3:1 on the grouped background in light mode, as every iOS list shows it).
    static func systemForeground(_ env: LayoutEnvironment) -> LayoutEnvironment {
        var e = env
        e.foreground = .system(.secondaryLabel)
        e.isSystemForeground = true
        return e
    }
}

final class ListSectionLayout: KindLayout {
    /// The prefix of its chrome ids: the section's id, or the list's for rows outside sections.
    let id: String
    let header: NodeBox?
    let rows: [NodeBox]
    let footer: NodeBox?
    /// Each row's `listRowBackground` when it is a view (a colour is the row's fill).
    let rowBackgrounds: [NodeBox?]
    let env: LayoutEnvironment
    let metrics: ListMetrics

    init(id: String, header: NodeBox?, rows: [NodeBox], rowBackgrounds: [NodeBox?], footer: NodeBox?, env: LayoutEnvironment) {
        self.id = id; self.header = header; self.rows = rows; self.rowBackgrounds = rowBackgrounds; self.footer = footer
        self.env = env
        metrics = ListMetrics(env)
    }

    var horizontalChrome: Double { 2 * (metrics.cardInset + metrics.rowHorizontalInset) }

    /// The list's content insets, or `rowInsets`: the row's own `listRowInsets`.
    func contentInsets(of row: NodeBox) -> EdgeInsets {
        row.node.modifiers.listRowInsets
            ?? EdgeInsets(top: metrics.rowVerticalInset, leading: metrics.rowHorizontalInset,
                          bottom: metrics.rowVerticalInset, trailing: metrics.rowHorizontalInset)
    }

    /// What a header, a footer (and a row with the list's insets) is proposed in a list `listWidth` wide.
    func rowProposal(listWidth: Double) -> ProposedSize {
        ProposedSize(width: listWidth.isInfinite ? nil : max(listWidth - horizontalChrome, 0), height: nil)
    }

    /// What `row` is proposed: the card's width less its own leading and trailing insets.
    func rowProposal(_ row: NodeBox, listWidth: Double) -> ProposedSize {
        let i = contentInsets(of: row)
        return ProposedSize(width: listWidth.isInfinite ? nil : max(listWidth - 2 * metrics.cardInset - i.leading - i.trailing, 0),
                            height: nil)
    }

    /// `rowMinimumHeight`: content plus the row's vertical insets, at least 44.
    func rowHeights(listWidth: Double) -> [Double] {
        rows.map { row in
            let i = contentInsets(of: row)
            return max(metrics.rowMinimumHeight, row.sizeThatFits(rowProposal(row, listWidth: listWidth)).height + i.top + i.bottom)
        }
    }

    /// `headerGap` and `footerGap` included.
    func headerHeight(_ p: ProposedSize) -> Double { header.map { $0.sizeThatFits(p).height + metrics.headerGap } ?? 0 }
    func footerHeight(_ p: ProposedSize) -> Double { footer.map { $0.sizeThatFits(p).height + metrics.footerGap } ?? 0 }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let parts = [header, footer].compactMap { $0 } + rows
        let w = proposal.width ?? ((parts.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0) + horizontalChrome)
        let p = rowProposal(listWidth: w)
        let h = headerHeight(p) + rowHeights(listWidth: w).reduce(0, +) + footerHeight(p)
        return Size(width: w, height: proposal.height.map { max($0, h) } ?? h)
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        let factory = ChromeFactory(env: env, context: context)
        let p = rowProposal(listWidth: rect.width)
        let heights = rowHeights(listWidth: rect.width)
        let card = Rect(x: rect.minX + metrics.cardInset, y: rect.minY + headerHeight(p),
                        width: max(rect.width - 2 * metrics.cardInset, 0), height: heights.reduce(0, +))
        let insets = EdgeInsets(top: 0, leading: metrics.rowHorizontalInset, bottom: 0, trailing: metrics.rowHorizontalInset)
        // alignedWithRows
        let textColumn = PaddingLayout.mirrorForRightToLeft(insets, env.direction, inset: card)
        var out: [LayoutElement] = []
        if let header {
            let size = header.sizeThatFits(p)
            let slot = Rect(x: textColumn.minX, y: rect.minY, width: textColumn.width, height: size.height)
            out.append(header.placeAligned(in: slot, proposal: p, alignment: Alignment(horizontal: .leading, vertical: .top),
                                           direction: env.direction, context: context))
        }
        let ownBackgrounds = rows.contains { $0.node.modifiers.listRowBackground != nil }
        let cardFill = env.resolve(.system(metrics.cardFill))
        out.append(factory.element(id: id + "/card", kind: .card, frame: card, fill: ownBackgrounds ? nil : cardFill,
                                   cornerRadius: metrics.cardCornerRadius))
        let rtl = env.direction == .rightToLeft
        var separators: [LayoutElement] = []
        var y = card.minY
        for (i, row) in rows.enumerated() {
            let rowRect = Rect(x: card.minX, y: y, width: card.width, height: heights[i])
            let rowInsets = contentInsets(of: row)
            let content = PaddingLayout.mirrorForRightToLeft(rowInsets, env.direction, inset: rowRect)
            var element = row.placeAligned(in: content, proposal: rowProposal(row, listWidth: rect.width),
                                           alignment: Alignment(horizontal: .leading, vertical: .center),
                                           direction: env.direction, context: context)
            HitArea.inListRow(&element, row: rowRect)
            var rowElement = factory.element(id: "\(id)/row[\(i)]", kind: .row, frame: rowRect, children: [element])
            if ownBackgrounds { rowBackground(&rowElement, i, fill: cardFill, card: card, context: context) }
            out.append(rowElement)
            // separatorHidden: a row's hidden separator is gone above and below it.
            if i < rows.count - 1, rows[i].node.modifiers.listRowSeparatorHidden != true,
               rows[i + 1].node.modifiers.listRowSeparatorHidden != true {
                let px = env.device.pixel
                let inset = min(max(rowInsets.leading + (row.node.modifiers.listRowSeparatorLeading ?? 0), 0), rowRect.width)
                let sep = Rect(x: rtl ? rowRect.minX : rowRect.minX + inset, y: rowRect.maxY - px,
                               width: max(rowRect.width - inset, 0), height: px)
                separators.append(factory.element(id: "\(id)/separator[\(i)]", kind: .separator, frame: sep,
                                                  fill: env.resolve(.system(.separator))))
            }
            y += heights[i]
        }
        if let footer {
            let size = footer.sizeThatFits(p)
            let slot = Rect(x: textColumn.minX, y: card.maxY + metrics.footerGap, width: textColumn.width, height: size.height)
            out.append(footer.placeAligned(in: slot, proposal: p, alignment: Alignment(horizontal: .leading, vertical: .top),
                                           direction: env.direction, context: context))
        }
        return KindPlacement(children: out + separators)
    }

    /// `rowBackground`: the row's `listRowBackground` (a colour as the row's fill, a view as its
    /// background element, proposed the row's size), else the card's colour; clipped to the card.
    private func rowBackground(_ element: inout LayoutElement, _ i: Int, fill: RGBA, card: Rect, context: PlacementContext) {
        let shape = ClipShape(rect: card, cornerRadius: metrics.cardCornerRadius)
        let clipped = context.clipping(to: shape)
        var own: RGBA? = fill
        if let box = rowBackgrounds[i] {
            own = nil
            element.children.insert(NodeBox.placeDecoration(box, on: element.frame, context: clipped, role: .background), at: 0)
        } else if case .color(let c)? = rows[i].node.modifiers.listRowBackground {
            own = env.resolve(c)
        }
        element = ChromeFactory(env: env, context: clipped)
            .element(id: element.id, kind: .row, frame: element.frame, children: element.children, fill: own)
        element.clip = clipped.clip(shape: shape, viewport: nil)
    }
}
