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
//   and the footer.
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
    let env: LayoutEnvironment
    let metrics: ListMetrics

    init(id: String, header: NodeBox?, rows: [NodeBox], footer: NodeBox?, env: LayoutEnvironment) {
        self.id = id; self.header = header; self.rows = rows; self.footer = footer; self.env = env
        metrics = ListMetrics(env.variant.ios)
    }

    var horizontalChrome: Double { 2 * (metrics.cardInset + metrics.rowHorizontalInset) }

    func rowProposal(listWidth: Double) -> ProposedSize {
        ProposedSize(width: listWidth.isInfinite ? nil : max(listWidth - horizontalChrome, 0), height: nil)
    }

    /// `rowMinimumHeight`: content plus vertical insets, at least 44.
    func rowHeights(listWidth: Double) -> [Double] {
        let p = rowProposal(listWidth: listWidth)
        return rows.map { max(metrics.rowMinimumHeight, $0.sizeThatFits(p).height + 2 * metrics.rowVerticalInset) }
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
        out.append(factory.element(id: id + "/card", kind: .card, frame: card,
                                   fill: env.resolve(.system(.secondarySystemGroupedBackground)),
                                   cornerRadius: metrics.cardCornerRadius))
        let rtl = env.direction == .rightToLeft
        var separators: [LayoutElement] = []
        var y = card.minY
        for (i, row) in rows.enumerated() {
            let rowRect = Rect(x: card.minX, y: y, width: card.width, height: heights[i])
            let content = PaddingLayout.mirrorForRightToLeft(
                EdgeInsets(top: metrics.rowVerticalInset, leading: metrics.rowHorizontalInset,
                           bottom: metrics.rowVerticalInset, trailing: metrics.rowHorizontalInset),
                env.direction, inset: rowRect)
            var element = row.placeAligned(in: content, proposal: p,
                                           alignment: Alignment(horizontal: .leading, vertical: .center),
                                           direction: env.direction, context: context)
            HitArea.inListRow(&element, row: rowRect)
            out.append(factory.element(id: "\(id)/row[\(i)]", kind: .row, frame: rowRect, children: [element]))
            if i < rows.count - 1 {
                let px = env.device.pixel
                let inset = metrics.rowHorizontalInset
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
}
