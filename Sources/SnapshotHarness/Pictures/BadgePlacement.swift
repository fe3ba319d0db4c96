import LayoutModel

/// Where the numbered badges go on a screenshot.
///
/// Rules: each badge tries, in order, spots just outside its rect's outline — above its top-left
/// corner (like a tab), left of it, above its top-right corner, below its bottom-left corner, right
/// of it, below its bottom-right corner, left of its bottom — each pulled inside the picture. A spot
/// that covers any of the badge's own rect (the text it points at) costs 100,000; one that touches
/// an earlier badge 10,000 per badge; then ten times the area it covers of the screen's text (so a
/// badge sits off words where any spot is), then the area it covers of other marked rects (what the
/// reader needs to see). The cheapest spot wins, the earlier one on a tie, so the result is
/// deterministic. When the best spot still touches a badge or covers its own rect, it moves right
/// (then down a row) until it does neither, within 400 steps.
struct BadgePlacement {
    let picture: Size
    let marks: [Rect]
    /// The screen's text (every text element's frame), which a badge should not hide.
    let text: [Rect]
    let diameter: Double
    private(set) var placed: [Point] = []

    init(picture: Size, marks: [Rect], text: [Rect] = [], diameter: Double) {
        self.picture = picture; self.marks = marks; self.text = text; self.diameter = diameter
    }

    /// What covering text costs per square point, against 1 for another finding's rect.
    static let textWeight = 10.0
    /// What touching an earlier badge costs: more than a badge-sized patch of text.
    static let badgeCost = 10_000.0

    /// Space kept around the outline (its line plus the badge's white ring).
    static let clearance = 3.5

    var radius: Double { diameter / 2 + 1.5 }

    mutating func place(for r: Rect) -> Point {
        let k = radius + BadgePlacement.clearance
        let candidates = [
            Point(x: r.minX + radius, y: r.minY - k), Point(x: r.minX - k, y: r.minY + radius),
            Point(x: r.maxX - radius, y: r.minY - k), Point(x: r.minX + radius, y: r.maxY + k),
            Point(x: r.maxX + k, y: r.minY + radius), Point(x: r.maxX - radius, y: r.maxY + k),
            Point(x: r.minX - k, y: r.maxY - radius),
        ].map(clamp)
        var best = candidates[0], bestCost = Double.infinity
        for c in candidates {
            let cost = self.cost(c) + (covers(r, c) ? 100_000 : 0)
            if cost < bestCost { best = c; bestCost = cost }
        }
        var tries = 0
        while tries < 400, touchesBadge(best) || covers(r, best) {
            let next = Point(x: best.x + 2 * radius + 1, y: best.y)
            best = next.x > picture.width - radius ? clamp(Point(x: radius, y: best.y + 2 * radius + 1)) : next
            tries += 1
        }
        placed.append(best)
        return best
    }

    private func clamp(_ p: Point) -> Point {
        Point(x: min(max(p.x, radius), max(picture.width - radius, radius)),
              y: min(max(p.y, radius), max(picture.height - radius, radius)))
    }

    private func covers(_ r: Rect, _ p: Point) -> Bool {
        Rect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius).intersection(r).map { $0.area > 0 } ?? false
    }

    private func touchesBadge(_ p: Point) -> Bool {
        placed.contains { abs($0.x - p.x) < 2 * radius && abs($0.y - p.y) < 2 * radius }
    }

    private func cost(_ p: Point) -> Double {
        let box = Rect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius)
        var c = Double(placed.filter { abs($0.x - p.x) < 2 * radius && abs($0.y - p.y) < 2 * radius }.count) * Self.badgeCost
        for t in text { c += (box.intersection(t)?.area ?? 0) * Self.textWeight }
        for m in marks { c += box.intersection(m)?.area ?? 0 }
        return c
    }
}
