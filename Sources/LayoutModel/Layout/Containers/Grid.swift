// Grid (SwiftUI `Grid`/`GridRow`, iOS 16; rules from Apple's Grid documentation and measured
// behaviour described there: "a grid's column is as wide as its widest cell, a row as tall as its
// tallest cell"). Rules, in the order they apply:
// 1. `columnCount`: the most columns any `GridRow` uses, a cell with `gridCellColumns: n` using n;
// 2. `columnWidths`: P.width nil -> each column as wide as its widest cell's ideal width (spanning
//    cells and views outside a GridRow take no part). A finite width is shared like an HStack shares
//    it (`Stack.swift` rule 3): columns in order of flexibility (widest cell at infinity minus at
//    0), each proposed what is left divided by the columns left, and taking its widest cell's width;
// 3. `rowHeights`: each row as tall as its tallest cell proposed its column's width (a spanning
//    cell the columns' widths and the spacing between them); a view outside a GridRow is proposed
//    the whole grid's width;
// 4. spacing: `horizontalSpacing` between columns and `verticalSpacing` between rows, default 8;
// 5. `cellAlignment`: a cell sits in its slot by the `gridColumnAlignment` any cell of its column
//    gives, else the grid's `alignment` (default center); vertically by the grid's alignment;
// 6. right-to-left: the first column is at the right edge (`mirrorForRightToLeft`).

final class GridLayout: KindLayout {
    let value: GridValue
    let rows: [[NodeBox]]
    let alignment: Alignment
    let env: LayoutEnvironment

    static let defaultSpacing = 8.0

    init(value: GridValue, rows: [[NodeBox]], alignment: Alignment, env: LayoutEnvironment) {
        self.value = value; self.rows = rows; self.alignment = alignment; self.env = env
    }

    var hSpacing: Double { value.horizontalSpacing ?? Self.defaultSpacing }
    var vSpacing: Double { value.verticalSpacing ?? Self.defaultSpacing }

    /// A cell of a GridRow: its box, first column and span.
    struct Cell { var box: NodeBox; var column: Int; var span: Int }

    /// `columnCount`: the cells of each GridRow by column; nil for a view outside a GridRow.
    private(set) lazy var cells: [[Cell]?] = rows.enumerated().map { r, boxes in
        guard value.rows[r].isGridRow else { return nil }
        var column = 0
        return boxes.map { box in
            let span = max(1, box.node.modifiers.gridCellColumns ?? 1)
            defer { column += span }
            return Cell(box: box, column: column, span: span)
        }
    }

    private(set) lazy var columnCount: Int = cells.compactMap { $0?.last.map { $0.column + $0.span } }.max() ?? 0

    /// The single-column cells of column `c`.
    func column(_ c: Int) -> [NodeBox] { cells.flatMap { ($0 ?? []).filter { $0.column == c && $0.span == 1 }.map(\.box) } }

    /// `columnWidths`.
    func columnWidths(_ width: Double?) -> [Double] {
        let columns = (0..<columnCount).map(column)
        func widest(_ c: [NodeBox], _ w: Double?) -> Double { c.map { $0.sizeThatFits(ProposedSize(width: w, height: nil)).width }.max() ?? 0 }
        guard let width else { return columns.map { widest($0, nil) } }
        var available = width - hSpacing * Double(max(columnCount - 1, 0))
        let order = columns.indices.sorted { a, b in
            let fa = widest(columns[a], .infinity) - widest(columns[a], 0), fb = widest(columns[b], .infinity) - widest(columns[b], 0)
            return fa < fb || (fa == fb && a < b)
        }
        var widths = Array(repeating: 0.0, count: columnCount)
        for (k, c) in order.enumerated() {
            let share = max(available / Double(order.count - k), 0)
            widths[c] = widest(columns[c], share)
            available -= widths[c]
        }
        return widths
    }

    /// The width a cell spanning `span` columns from `column` is proposed.
    func slotWidth(_ widths: [Double], _ column: Int, _ span: Int) -> Double {
        let end = min(column + span, widths.count)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + hSpacing * Double(end - column - 1)
    }

    func gridWidth(_ widths: [Double]) -> Double { slotWidth(widths, 0, widths.count) }

    /// `rowHeights`.
    func rowHeights(_ widths: [Double]) -> [Double] {
        cells.enumerated().map { r, row in
            guard let row else { return rows[r][0].sizeThatFits(ProposedSize(width: gridWidth(widths), height: nil)).height }
            return row.map { $0.box.sizeThatFits(ProposedSize(width: slotWidth(widths, $0.column, $0.span), height: nil)).height }.max() ?? 0
        }
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let widths = columnWidths(proposal.width.flatMap { $0.isFinite ? $0 : nil })
        let heights = rowHeights(widths)
        let h = heights.reduce(0, +) + vSpacing * Double(max(heights.count - 1, 0))
        // Views outside a GridRow do not widen the grid, except in a grid that has no GridRow.
        let w = columnCount == 0 ? (rows.map { $0[0].sizeThatFits(.unspecified).width }.max() ?? 0) : gridWidth(widths)
        return Size(width: w, height: h)
    }

    /// `cellAlignment` of column `c`.
    func alignment(ofColumn c: Int) -> Alignment {
        let h = column(c).lazy.compactMap { $0.node.modifiers.gridColumnAlignment }.first ?? alignment.horizontal
        return Alignment(horizontal: h, vertical: alignment.vertical)
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        let widths = columnWidths(rect.width)
        let heights = rowHeights(widths)
        let rtl = env.direction == .rightToLeft
        var out: [LayoutElement] = []
        var y = rect.minY
        for (r, row) in cells.enumerated() {
            if let row {
                for cell in row {
                    let w = slotWidth(widths, cell.column, cell.span)
                    let lead = slotWidth(widths, 0, cell.column) + (cell.column > 0 ? hSpacing : 0)
                    let x = rtl ? rect.maxX - lead - w : rect.minX + lead
                    let slot = Rect(x: x, y: y, width: w, height: heights[r])
                    out.append(cell.box.placeAligned(in: slot, proposal: ProposedSize(width: w, height: nil),
                                                     alignment: cell.span == 1 ? alignment(ofColumn: cell.column) : alignment,
                                                     direction: env.direction, context: context))
                }
            } else {
                let slot = Rect(x: rect.minX, y: y, width: rect.width, height: heights[r])
                out.append(rows[r][0].placeAligned(in: slot, proposal: ProposedSize(width: rect.width, height: nil),
                                                   alignment: alignment, direction: env.direction, context: context))
            }
            y += heights[r] + vSpacing
        }
        return KindPlacement(children: out)
    }
}
