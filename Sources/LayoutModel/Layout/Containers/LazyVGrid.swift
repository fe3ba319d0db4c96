// LazyVGrid (SwiftUI `LazyVGrid(columns:alignment:spacing:)` with `GridItem`s; rules as Apple's
// GridItem documentation states them and as measured in public write-ups of its column sizing,
// e.g. swiftui-lab.com "Impossible Grids"). With the grid's width W:
// 1. `fixedColumns`: a `fixed(w)` column is w wide;
// 2. `resolveAdaptive`: what is left (W minus the fixed columns and every spacing after a
//    column) goes first to adaptive items: one adaptive item becomes n = max(1, floor((left +
//    spacing) / (minimum + spacing))) columns, each (left - (n - 1) * spacing) / n wide, capped at
//    its maximum (at most `maximumAdaptiveColumns`); several adaptive items share what is left equally first;
// 3. `shareFlexible`: flexible columns share what is left equally, each clamped to its minimum and
//    maximum, the smallest maximum first, so what a capped column does not take goes to the others;
// 4. spacing: a column's `spacing` after it, default 8; `spacing` (the node's) between rows, default 8;
// 5. items fill the columns row by row in reading order; each is proposed its column's width and
//    nil height; a row is as tall as its tallest item; an item sits in its cell by its column's
//    `alignment` (default center);
// 6. the grid is as wide as W (its columns' total when nil), as tall as its rows; right-to-left puts
//    the first column at the right edge.

final class LazyVGridLayout: KindLayout {
    let columns: [GridItemValue]
    let items: [NodeBox]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let env: LayoutEnvironment

    static let defaultSpacing = 8.0
    /// An adaptive item's columns are capped (a zero minimum would otherwise make millions).
    static let maximumAdaptiveColumns = 1_000.0

    init(columns: [GridItemValue], items: [NodeBox], alignment: HorizontalAlignment, spacing: Double?, env: LayoutEnvironment) {
        self.columns = columns; self.items = items; self.alignment = alignment; self.spacing = spacing; self.env = env
    }

    /// One resolved column: its width, the space after it and its alignment.
    struct Column { var width: Double; var spacing: Double; var alignment: Alignment }

    func columns(forWidth width: Double?) -> [Column] {
        let gaps = columns.map { $0.spacing ?? Self.defaultSpacing }
        func aligned(_ item: GridItemValue) -> Alignment { item.alignment ?? .center }
        // Without a width: every column at its minimum, an adaptive item one column.
        guard let width, width.isFinite else {
            return columns.enumerated().map { i, item in
                let w: Double
                switch item.size {
                case .fixed(let f): w = f
                case .flexible(let lo, _), .adaptive(let lo, _): w = lo
                }
                return Column(width: w, spacing: gaps[i], alignment: aligned(item))
            }
        }
        // 1. fixedColumns
        var left = width - gaps.dropLast().reduce(0, +)
        for item in columns { if case .fixed(let f) = item.size { left -= f } }
        // 2. resolveAdaptive
        let adaptiveCount = columns.filter { if case .adaptive = $0.size { return true } else { return false } }.count
        let flexibleCount = columns.filter { if case .flexible = $0.size { return true } else { return false } }.count
        var resolved: [[Column]] = []
        var adaptiveLeft = max(left, 0) / Double(max(adaptiveCount + flexibleCount, 1)) * Double(adaptiveCount)
        var adaptiveTaken = 0.0
        for (i, item) in columns.enumerated() {
            guard case .adaptive(let lo, let hi) = item.size else { resolved.append([]); continue }
            let share = adaptiveLeft / Double(max(adaptiveCount - resolved.filter { !$0.isEmpty }.count, 1))
            let fitting = ((share + gaps[i]) / max(lo + gaps[i], 1e-9)).rounded(.down)
            let n = max(1, Int(min(fitting.isFinite ? fitting : 1, Self.maximumAdaptiveColumns)))
            let w = min(max((share - Double(n - 1) * gaps[i]) / Double(n), 0), hi)
            resolved.append(Array(repeating: Column(width: w, spacing: gaps[i], alignment: aligned(item)), count: n))
            adaptiveLeft -= share
            adaptiveTaken += Double(n) * w + Double(n - 1) * gaps[i]
        }
        left -= adaptiveTaken
        // 3. shareFlexible: the most constrained (smallest maximum) first, so what a capped column
        //    leaves goes to the wider ones.
        for (i, item) in columns.enumerated() {
            if case .fixed(let f) = item.size { resolved[i] = [Column(width: f, spacing: gaps[i], alignment: aligned(item))] }
        }
        let flexible = columns.indices.compactMap { i -> (Int, Double, Double)? in
            if case .flexible(let lo, let hi) = columns[i].size { return (i, lo, hi) } else { return nil }
        }.sorted { $0.2 < $1.2 || ($0.2 == $1.2 && $0.0 < $1.0) }
        var flexibleLeft = flexible.count
        for (i, lo, hi) in flexible {
            let w = min(max(left / Double(flexibleLeft), lo), hi)
            resolved[i] = [Column(width: w, spacing: gaps[i], alignment: aligned(columns[i]))]
            left -= w
            flexibleLeft -= 1
        }
        return resolved.flatMap { $0 }
    }

    /// Items by row (rule 5).
    func rows(_ count: Int) -> [ArraySlice<NodeBox>] {
        guard count > 0 else { return [] }
        return stride(from: 0, to: items.count, by: count).map { items[$0..<min($0 + count, items.count)] }
    }

    /// The columns' width with the spacing between them.
    func total(_ cols: [Column]) -> Double {
        let widths: Double = cols.map(\.width).reduce(0, +)
        let gaps: Double = cols.dropLast().map(\.spacing).reduce(0, +)
        return widths + gaps
    }

    var rowSpacing: Double { spacing ?? Self.defaultSpacing }

    func rowHeights(_ cols: [Column]) -> [Double] {
        rows(cols.count).map { row -> Double in
            var tallest = 0.0
            for (item, col) in zip(row, cols) {
                tallest = max(tallest, item.sizeThatFits(ProposedSize(width: col.width, height: nil)).height)
            }
            return tallest
        }
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let cols = columns(forWidth: proposal.width)
        let heights = rowHeights(cols)
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? total(cols)
        return Size(width: w, height: heights.reduce(0, +) + rowSpacing * Double(max(heights.count - 1, 0)))
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        let cols = columns(forWidth: rect.width)
        let heights = rowHeights(cols)
        let rtl = env.direction == .rightToLeft
        // The columns' total, placed in the grid by its alignment when narrower than it.
        let start = AlignmentMath.centerOverflow(length: total(cols), in: rect.width, start: 0,
                                                 fraction: AlignmentMath.resolveLeadingTrailing(alignment, .leftToRight))
        var out: [LayoutElement] = []
        var y = rect.minY
        for (r, row) in rows(cols.count).enumerated() {
            var lead = start
            for (item, col) in zip(row, cols) {
                let x = rtl ? rect.maxX - lead - col.width : rect.minX + lead
                let slot = Rect(x: x, y: y, width: col.width, height: heights[r])
                out.append(item.placeAligned(in: slot, proposal: ProposedSize(width: col.width, height: nil),
                                             alignment: col.alignment, direction: env.direction, context: context))
                lead += col.width + col.spacing
            }
            y += heights[r] + rowSpacing
        }
        return KindPlacement(children: out)
    }
}
