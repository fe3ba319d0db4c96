// list: an inset-grouped List on iPhone (spec §2). Like SwiftUI's List it is a scroll view that
// takes the space it is offered (nil -> its content's size) and its rows scroll: rows carry
// `scrollAxis: vertical` and are clipped to the list (its viewport, `Clipping`). Chosen metrics (iOS 17, compact width):
// * a card inset 16 pt from the list's sides, 20 pt below its top (and 20 above its bottom when
//   sized to content), corner radius 10, `secondarySystemGroupedBackground` on a
//   `systemGroupedBackground` list;
// * each row: content proposed the card width minus 16 pt each side and nil height, at least 44 pt
//   tall (`rowMinimumHeight`), 11 pt above and below the content; content leading-aligned and
//   vertically centred;
// * a separator (one pixel, `separator` colour) at the bottom of every row but the last, from the
//   row's leading content inset to the card's trailing edge;
// * the grouped background reaches down over the home-indicator area when the list ends at the
//   safe area (`coverBottomSafeArea`, chrome `<id>/background`), as a List's background ignores
//   the safe area; a navigation bar above a list shows it too (NavigationStack's `barFill`).
// Chrome: `<id>/card` (kind `card`), `<id>/row[i]` (kind `row`, containing the row node's element),
// `<id>/separator[i]` (kind `separator`, below row i).

enum ListMetrics {
    static let cardInset = 16.0
    static let topInset = 20.0
    static let bottomInset = 20.0
    static let cardCornerRadius = 10.0
    static let rowHorizontalInset = 16.0
    static let rowVerticalInset = 11.0
    static let rowMinimumHeight = 44.0
}

final class ListLayout: KindLayout {
    let id: String
    let rows: [NodeBox]
    let env: LayoutEnvironment
    let rowEnv: LayoutEnvironment

    init(id: String, rows: [NodeBox], env: LayoutEnvironment, rowEnv: LayoutEnvironment) {
        self.id = id; self.rows = rows; self.env = env; self.rowEnv = rowEnv
    }

    var horizontalChrome: Double { 2 * (ListMetrics.cardInset + ListMetrics.rowHorizontalInset) }

    func rowProposal(listWidth: Double) -> ProposedSize {
        ProposedSize(width: listWidth.isInfinite ? nil : max(listWidth - horizontalChrome, 0), height: nil)
    }

    /// `rowMinimumHeight`: content plus vertical insets, at least 44.
    func rowHeights(listWidth: Double) -> [Double] {
        let p = rowProposal(listWidth: listWidth)
        return rows.map { max(ListMetrics.rowMinimumHeight, $0.sizeThatFits(p).height + 2 * ListMetrics.rowVerticalInset) }
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let w = proposal.width ?? ((rows.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0) + horizontalChrome)
        let h = proposal.height ?? (ListMetrics.topInset + rowHeights(listWidth: w).reduce(0, +) + ListMetrics.bottomInset)
        return Size(width: w, height: h)
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        let viewport = context.scrolling(in: rect, along: .vertical)
        let factory = ChromeFactory(env: rowEnv, context: viewport)
        let heights = rowHeights(listWidth: rect.width)
        let card = Rect(x: rect.minX + ListMetrics.cardInset, y: rect.minY + ListMetrics.topInset,
                        width: max(rect.width - 2 * ListMetrics.cardInset, 0), height: heights.reduce(0, +))
        var out: [LayoutElement] = [
            factory.element(id: id + "/card", kind: .card, frame: card,
                            fill: env.resolve(.system(.secondarySystemGroupedBackground)),
                            cornerRadius: ListMetrics.cardCornerRadius),
        ]
        let rtl = env.direction == .rightToLeft
        let p = rowProposal(listWidth: rect.width)
        var separators: [LayoutElement] = []
        var y = card.minY
        for (i, row) in rows.enumerated() {
            let rowRect = Rect(x: card.minX, y: y, width: card.width, height: heights[i])
            let content = PaddingLayout.mirrorForRightToLeft(
                EdgeInsets(top: ListMetrics.rowVerticalInset, leading: ListMetrics.rowHorizontalInset,
                           bottom: ListMetrics.rowVerticalInset, trailing: ListMetrics.rowHorizontalInset),
                env.direction, inset: rowRect)
            var element = row.placeAligned(in: content, proposal: p,
                                           alignment: Alignment(horizontal: .leading, vertical: .center),
                                           direction: env.direction, context: viewport)
            HitArea.inListRow(&element, row: rowRect)
            out.append(factory.element(id: "\(id)/row[\(i)]", kind: .row, frame: rowRect, children: [element]))
            if i < rows.count - 1 {
                let px = env.device.pixel
                let inset = ListMetrics.rowHorizontalInset
                let sep = Rect(x: rtl ? rowRect.minX : rowRect.minX + inset, y: rowRect.maxY - px,
                               width: max(rowRect.width - inset, 0), height: px)
                separators.append(factory.element(id: "\(id)/separator[\(i)]", kind: .separator, frame: sep,
                                                  fill: env.resolve(.system(.separator))))
            }
            y += heights[i]
        }
        // coverBottomSafeArea
        let grouped = env.resolve(.system(.systemGroupedBackground))
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
