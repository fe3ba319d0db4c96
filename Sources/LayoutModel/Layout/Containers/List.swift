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
// * sections (`ListSection.swift`): a `section` row is a card of its own, with its header above and
//   footer below; rows outside sections are grouped into implicit sections, one card per run. The
//   first section starts `topInset` below the list's top, the next ones `sectionSpacing` below the
//   end of the previous one (its card or its footer); the last ends `bottomInset` above the bottom.
// Chrome: `<id>/card` (kind `card`), `<id>/row[i]` (kind `row`, containing the row node's element),
// `<id>/separator[i]` (kind `separator`, below row i); a second run of rows outside sections is
// `<id>/group[k]/card`, ... and a section's own are `<section id>/card`, ... inside its element.

enum ListMetrics {
    static let cardInset = 16.0
    static let topInset = 20.0
    static let bottomInset = 20.0
    static let cardCornerRadius = 10.0
    static let rowHorizontalInset = 16.0
    static let rowVerticalInset = 11.0
    static let rowMinimumHeight = 44.0
    /// Between one section's end and the next one's start (UIKit's grouped default: an empty
    /// footer and an empty header of 17.5 pt each).
    static let sectionSpacing = 35.0
}

final class ListLayout: KindLayout {
    /// A list's sections in order: a `section` node, or a run of rows outside sections.
    enum Block {
        case section(NodeBox)
        case rows(ListSectionLayout)

        func sizeThatFits(_ p: ProposedSize) -> Size {
            switch self {
            case .section(let box): return box.sizeThatFits(p)
            case .rows(let layout): return layout.sizeThatFits(p)
            }
        }
    }

    let id: String
    let blocks: [Block]
    let env: LayoutEnvironment
    /// The rows' environment (they scroll): its chrome's too.
    let rowEnv: LayoutEnvironment

    init(id: String, blocks: [Block], env: LayoutEnvironment, rowEnv: LayoutEnvironment) {
        self.id = id; self.blocks = blocks; self.env = env; self.rowEnv = rowEnv
    }

    /// The blocks' heights and the gaps before each, for a list `width` wide.
    func heights(listWidth w: Double) -> (blocks: [Double], gaps: [Double]) {
        let p = ProposedSize(width: w, height: nil)
        let heights = blocks.map { $0.sizeThatFits(p).height }
        let gaps = blocks.indices.map { $0 == 0 ? ListMetrics.topInset : ListMetrics.sectionSpacing }
        return (heights, gaps)
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let w = proposal.width ?? (blocks.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0)
        guard proposal.height == nil else { return Size(width: w, height: proposal.height!) }
        let (heights, gaps) = heights(listWidth: w)
        let content = zip(heights, gaps).reduce(0) { $0 + $1.0 + $1.1 }
        return Size(width: w, height: blocks.isEmpty ? ListMetrics.topInset + ListMetrics.bottomInset : content + ListMetrics.bottomInset)
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
            case .section(let box):
                out.append(box.place(in: blockRect, proposal: p, context: viewport))
            case .rows(let layout):
                let placed = layout.place(in: blockRect, proposal: p, context: viewport)
                out += placed.children.filter { $0.kind != .separator }
                separators += placed.children.filter { $0.kind == .separator }
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
