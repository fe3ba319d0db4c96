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
// value); a full cache empties (results never depend on what a cache holds).

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
