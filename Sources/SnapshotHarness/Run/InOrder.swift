import Dispatch

/// Independent pieces of one finished value (a report's screen sections, its HTML and its JSON)
/// made on all cores, handed back in the order of the items, so the output never depends on which
/// thread finished first. An error is the earliest item's, as if the items ran in order.
public enum InOrder {
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @Sendable (Item) throws -> Result) throws -> [Result] {
        let slots = ResultSlots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            do { slots.put(try transform(items[i]), at: i) } catch { slots.fail(at: i, error) }
        }
        return try slots.collect()
    }

    /// The same for a transform that cannot fail.
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        // No item can record an error, so collecting cannot throw.
        try! map(items) { (item: Item) throws -> Result in transform(item) }
    }
}
