import LayoutModel

/// The real text engine: FreeType faces, HarfBuzz shaping (hb-ft), ICU bidi and line breaking.
///
/// Thread safety: every public call takes an internal lock, so one engine can be shared by all
/// workers (they then take turns). For throughput the harness may instead create one engine per
/// worker thread; each engine opens its own faces, and all engines of one font registry share
/// their caches (`TextCaches`), so no worker shapes or rasterizes what another already did.
///
/// Caches (all keyed by everything the result depends on, so they never change a result):
/// measurements by `TextRequest`, shaped items (words and runs) by text, face, size, direction
/// and script, rendered glyphs by face, glyph id, pixel size and subpixel bucket.
/// Measured with `swift test --filter measurementCachesPayOff` (debug build, shared 2 cores):
/// 40 requests (one text, 40 widths) measured 5 times took 0.010-0.018 s with caching and
/// 0.098-0.136 s without over three runs (1041 shaping hits against 40 misses: words repeat
/// across widths).
///
/// `@unchecked Sendable`: the faces, the shaper and the glyph cache hold FreeType and HarfBuzz
/// handles, which are not thread-safe; every public call takes `lock` before touching them (and
/// internal helpers are called with it held), so the engine can be shared between threads.
public final class TextEngine: TextMeasuring, @unchecked Sendable {
    let lock = Lock()
    let store: FaceStore
    let shaper: Shaper
    let glyphs: GlyphCache
    let caching: Bool
    private let measurements: FrontedCache<TextRequest, TextMeasurement>?
    private(set) var measurementHits = 0

    /// Opens every font file of `registry` (throws `TextEngineError` naming a missing file and its
    /// Debian package). `caching: false` turns all caches off (for measuring what they save).
    public convenience init(registry: FontRegistry = .default, caching: Bool = true) throws {
        try self.init(registry: registry, caching: caching, glyphCaching: caching)
    }

    /// `glyphCaching` alone switches the glyph cache (to measure it apart from shaping).
    init(registry: FontRegistry, caching: Bool, glyphCaching: Bool) throws {
        store = try FaceStore(registry: registry)
        let caches = TextCaches.shared(for: registry)
        shaper = Shaper(store: store, cache: caching ? FrontedCache(caches.shapes) : nil)
        glyphs = GlyphCache(store: store, images: glyphCaching ? FrontedCache(caches.glyphs) : nil)
        measurements = caching ? FrontedCache(caches.measurements) : nil
        self.caching = caching
    }

    public func measure(_ request: TextRequest) -> TextMeasurement {
        lock.lock(); defer { lock.unlock() }
        if let cached = measurements?[request] { measurementHits += 1; return cached }
        let result = measureUncached(request)
        measurements?.insert(result, for: request)
        return result
    }

    public func metrics(for font: FontDescriptor) -> FontMetrics {
        lock.lock(); defer { lock.unlock() }
        return primaryFace(font).metrics(size: font.size.isFinite ? max(0, font.size) : 0)
    }

    /// Cache counters: (shaping hits, shaping misses, measurement hits, glyph hits, glyph misses).
    var cacheCounters: (shapeHits: Int, shapeMisses: Int, measurementHits: Int, glyphHits: Int, glyphMisses: Int) {
        lock.lock(); defer { lock.unlock() }
        return (shaper.hits, shaper.misses, measurementHits, glyphs.hits, glyphs.misses)
    }

    // MARK: - Shared by measuring, visual runs and rendering (callers hold the lock)

    /// The faces for `font`, in the cut for `size` points (default: the font's size).
    func chain(_ font: FontDescriptor, size: Double? = nil) -> [Int] {
        store.fallbackChain(design: font.design, weight: font.weight, size: size ?? font.size, name: font.name)
    }

    /// The custom font named, else the design's family at the weight: its metrics are the line's metrics.
    func primaryFace(_ font: FontDescriptor, size: Double? = nil) -> FontFace {
        store.faces[chain(font, size: size).first ?? 0]
    }

    /// A size in 26.6 for FreeType (at 72 dpi, one unit = 1/64 pixel = 1/64 point).
    static func fixed26_6(_ size: Double) -> Int {
        guard size.isFinite, size > 0 else { return 0 }
        // FreeType's sizes are 32-bit: a size past it (only a Swift-built screen can ask) is clamped.
        return Int(min(size * 64, Double(Int32.max)).rounded())
    }
}
