import LayoutModel

// The text engine's result caches, shared by every engine of the process that uses the same fonts.
//
// Why: the harness gives each worker thread its own `TextEngine` (FreeType faces are not thread-safe),
// and each engine used to keep its own caches, so with `--jobs 2` every word was shaped and every
// glyph rasterized twice: HarfBuzz's time doubled and a run cost ~30-40% more CPU than with one job.
// The faces stay per engine; the caches hold plain values (glyph ids and advances, coverage masks,
// measurements) that depend only on their keys, so engines can share them.
//
// Rules: one set of caches per `FontRegistry` (a face index in a key means the same font file in
// every engine of that registry); each cache has its own lock, held only to look up or insert, never
// while shaping or rasterizing (two workers may compute the same entry at once; both get the same
// value); a full cache empties (results never depend on what a cache holds); each engine reaches a
// shared cache through a front of its own (`FrontedCache`), which answers repeated lookups unlocked.

/// A dictionary behind a lock that empties itself when it reaches `capacity`.
final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let entries = Protected<[Key: Value]>([:])
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    subscript(key: Key) -> Value? {
        entries.withLock { $0[key] }
    }

    func insert(_ value: Value, for key: Key) {
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
    }
}

/// One engine's door to a shared cache: what it found there or put there stays in a dictionary of
/// its own as well, so looking it up again takes no lock. Why: with one lock per shared cache, two
/// workers measuring and shaping at once queued for it on nearly every word (the measurement of each
/// variant's strings most of all), and a queued thread sleeps and is woken by the kernel; with
/// `--jobs 2` that was most of the CPU a run spent over `--jobs 1`. Measured on the bundled example,
/// `check --jobs 2` CPU over `--jobs 1` (median of 6 alternating pairs, twice): 1.11 and 1.14
/// with the shared caches alone, 1.00 and 0.96 with fronts. Not thread-safe: the engine owning it
/// calls it with its own lock held. Its own dictionary empties at the shared capacity.
final class FrontedCache<Key: Hashable & Sendable, Value: Sendable> {
    let shared: SharedCache<Key, Value>
    private var own: [Key: Value] = [:]

    init(_ shared: SharedCache<Key, Value>) { self.shared = shared }

    subscript(key: Key) -> Value? {
        if let value = own[key] { return value }
        guard let value = shared[key] else { return nil }
        keep(value, for: key)
        return value
    }

    func insert(_ value: Value, for key: Key) {
        keep(value, for: key)
        shared.insert(value, for: key)
    }

    private func keep(_ value: Value, for key: Key) {
        if own.count >= shared.capacity { own.removeAll(keepingCapacity: true) }
        own[key] = value
    }
}

/// The caches of all engines built on one font registry.
final class TextCaches: Sendable {
    let shapes = SharedCache<ShapeKey, ShapedItem>(capacity: 50_000)
    let glyphs = SharedCache<GlyphKey, GlyphImage?>(capacity: 20_000)
    let measurements = SharedCache<TextRequest, TextMeasurement>(capacity: 20_000)

    private static let byRegistry = Protected<[FontRegistry: TextCaches]>([:])

    /// The process's caches for `registry`, made on first use.
    static func shared(for registry: FontRegistry) -> TextCaches {
        byRegistry.withLock { byRegistry in
            if let caches = byRegistry[registry] { return caches }
            let caches = TextCaches()
            byRegistry[registry] = caches
            return caches
        }
    }
}
