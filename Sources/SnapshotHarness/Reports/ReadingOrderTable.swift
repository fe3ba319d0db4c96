/// The distinct reading orders of some variants, in order of first use, and each variant's index
/// into them. Most variants of a screen differ only by language or size, not by order: run.json
/// and the HTML page write each distinct order once (77 for the example's 1,700 variants).
struct ReadingOrderTable {
    let distinct: [[ReadingItem]]
    /// `index[k]` is the order of `units[k]`.
    let index: [Int]

    init(_ units: [VariantOutcome]) {
        var distinct: [[ReadingItem]] = [], seen: [[ReadingItem]: Int] = [:]
        index = units.map { u in
            if let i = seen[u.readingOrder] { return i }
            distinct.append(u.readingOrder)
            seen[u.readingOrder] = distinct.count - 1
            return distinct.count - 1
        }
        self.distinct = distinct
    }
}
