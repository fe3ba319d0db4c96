// list: a List on iPhone (spec §2), inset-grouped unless `listStyle` says `grouped` or `plain`. Like SwiftUI's List it is a scroll view that
// takes the space it is offered (nil -> its content's size) and its rows scroll: rows carry
// `scrollAxis: vertical` and are clipped to the list (its viewport, `Clipping`). Metrics are the
// run's iOS version's (`ListMetrics.swift`, measured on iOS 17.5, 18.5 and 26.2):
// * a card inset `cardInset` from the list's sides, `cardFill` (`secondarySystemGroupedBackground`;
//   plain: `systemBackground`) on a `listFill` list (`systemGroupedBackground`; plain:
//   `systemBackground`), corners `cardCornerRadius`;
// * each row: content proposed the card width minus `rowHorizontalInset` each side and nil
//   height, at least `rowMinimumHeight` tall, `rowVerticalInset` above and below the content;
//   content leading-aligned and vertically centred;
// * a separator (one pixel, `separator` colour) at the bottom of every row but the last, from the
//   row's leading content inset to the card's trailing edge;
// * the list's background reaches down over the home-indicator area when the list ends at the
//   safe area (`coverBottomSafeArea`, chrome `<id>/background`), as a List's background ignores
//   the safe area; a navigation bar above a list shows it too (NavigationStack's `barFill`).
// * sections (`ListSection.swift`): a `section` row is a card of its own, with its header above and
//   footer below; rows outside sections are grouped into implicit sections, one card per run. The
//   header's text starts `headerTop` below the list's top, a later one `spacingAfterCard` below the
//   previous card or `spacingAfterFooter` below the previous footer; a section without a header
//   starts `topInset` below the top or `sectionSpacing` below the previous section; the last ends
//   `bottomInset` above the bottom.
// Chrome: `<id>/card` (kind `card`), `<id>/row[i]` (kind `row`, containing the row node's element),
// `<id>/separator[i]` (kind `separator`, below row i); a second run of rows outside sections is
// `<id>/group[k]/card`, ... and a section's own are `<section id>/card`, ... inside its element.

final class ListLayout: KindLayout {
    /// A list's sections in order: a `section` node, or a run of rows outside sections.
    enum Block {
        case section(NodeBox, hasHeader: Bool, hasFooter: Bool)
        case rows(ListSectionLayout)

        func sizeThatFits(_ p: ProposedSize) -> Size {
            switch self {
            case .section(let box, _, _): return box.sizeThatFits(p)
            case .rows(let layout): return layout.sizeThatFits(p)
            }
        }

        var hasHeader: Bool { if case .section(_, let h, _) = self { return h } else { return false } }
        var hasFooter: Bool { if case .section(_, _, let f) = self { return f } else { return false } }
    }

    let id: String
    let blocks: [Block]
    let env: LayoutEnvironment
    /// The rows' environment (they scroll): its chrome's too.
    let rowEnv: LayoutEnvironment
    let metrics: ListMetrics

    init(id: String, blocks: [Block], env: LayoutEnvironment, rowEnv: LayoutEnvironment) {
        self.id = id; self.blocks = blocks; self.env = env; self.rowEnv = rowEnv
        metrics = ListMetrics(env)
    }

    /// The blocks' heights and the gaps before each, for a list `width` wide.
    func heights(listWidth w: Double) -> (blocks: [Double], gaps: [Double]) {
        let p = ProposedSize(width: w, height: nil)
        let heights = blocks.map { $0.sizeThatFits(p).height }
        let gaps = blocks.indices.map { i -> Double in
            guard blocks[i].hasHeader else { return i == 0 ? metrics.topInset : metrics.sectionSpacing }
            if i == 0 { return metrics.headerTop }
            return blocks[i - 1].hasFooter ? metrics.spacingAfterFooter : metrics.spacingAfterCard
        }
        return (heights, gaps)
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let w = proposal.width ?? (blocks.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0)
        guard proposal.height == nil else { return Size(width: w, height: proposal.height!) }
        let (heights, gaps) = heights(listWidth: w)
        let content = zip(heights, gaps).reduce(0) { $0 + $1.0 + $1.1 }
        return Size(width: w, height: blocks.isEmpty ? metrics.topInset + metrics.bottomInset : content + metrics.bottomInset)
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        let viewport = context.scrolling(in: rect, along: .vertical)
        let factory = ChromeFactory(env: rowEnv, context: viewport)
        let (heights, gaps) = heights(listWidth: rect.width)
        var out: [LayoutElement] = [], separators: [LayoutElement] = []
        var y = rect.minY
        for (i, block) in blocks.enumerated() {
            y += gaps[i]
            let blockRect = Rect(x: rect.minX, y: y, width: rect.width, height: heights[i])
            let p = ProposedSize(width: rect.width, height: nil)
            switch block {
            case .section(let box, _, _):
                out.append(box.place(in: blockRect, proposal: p, context: viewport))
            case .rows(let layout):
                let placed = layout.place(in: blockRect, proposal: p, context: viewport)
                out += placed.children.filter { $0.kind != .separator }
                separators += placed.children.filter { $0.kind == .separator }
            }
            y += heights[i]
        }
        // coverBottomSafeArea
        let grouped = env.resolve(.system(metrics.listFill))
        let safeBottom = env.device.height - env.device.safeArea.bottom
        if env.device.safeArea.bottom > 0, rect.maxY >= safeBottom - 0.5, rect.maxY < env.device.height {
            let below = Rect(x: rect.minX, y: rect.maxY, width: rect.width, height: env.device.height - rect.maxY)
            // A background, not content: painted outside the list's viewport clip, never a finding's subject.
            var background = factory.element(id: id + "/background", kind: .listBackground, frame: below, fill: grouped)
            background.role = .background
            out.insert(background, at: 0)
        }
        return KindPlacement(children: out + separators, fill: grouped)
    }
}
