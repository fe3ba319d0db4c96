import LayoutModel
import Testing
@testable import Rasterizer

@Suite struct TextRenderingTests {
    let body = FontDescriptor(size: 17)

    @Test func sameLineRendersIdenticalMasks() throws {
        let engine = try #require(sharedTextEngine)
        let first = engine.renderLine("Hello, world", font: body, direction: .leftToRight, scale: 3)
        let second = engine.renderLine("Hello, world", font: body, direction: .leftToRight, scale: 3)
        #expect(first == second)
        // A fresh engine (no cached glyphs) draws the very same pixels.
        let fresh = try TextEngine(caching: false)
        #expect(fresh.renderLine("Hello, world", font: body, direction: .leftToRight, scale: 3) == first)
    }

    @Test func masksCoverTheGlyphs() throws {
        let engine = try #require(sharedTextEngine)
        let line = engine.renderLine("Hello", font: body, direction: .leftToRight, scale: 3)
        #expect(line.masks.count == 5)
        for placed in line.masks {
            #expect(placed.mask.coverage.contains { $0 > 0 })
            // Glyphs sit on the baseline: tops above it (negative y), within the ascender.
            #expect(placed.y < 0 && placed.y >= -Int((16.47 * 3).rounded(.up)))
        }
        // The "H" stem is solid: fully covered pixels exist.
        #expect(line.masks[0].mask.coverage.contains(255))
        // Masks go left to right, and the drawn width is the measured width x scale.
        #expect(line.masks.map(\.x) == line.masks.map(\.x).sorted())
        let measured = engine.measure(TextRequest(string: "Hello", font: body)).lines[0].width
        #expect(abs(line.advance - measured * 3) < 1)
        #expect(line.pixelWidth == Int(line.advance.rounded(.up)))
    }

    @Test func rightToLeftRunIsDrawnInVisualOrder() throws {
        let engine = try #require(sharedTextEngine)
        let line = engine.renderLine("Hello שלום world", font: body, direction: .leftToRight, scale: 3)
        let runs = engine.visualRuns(of: "Hello שלום world", font: body, direction: .leftToRight)
        // The Hebrew glyphs sit between the end of "Hello " and the start of " world".
        let hebrewStart = runs[0].width * 3, hebrewEnd = (runs[0].width + runs[1].width) * 3
        let hebrew = line.masks[5..<9]
        #expect(hebrew.allSatisfy { Double($0.x) >= hebrewStart - 2 && Double($0.x) <= hebrewEnd })
        #expect(line.masks.count == 14)
    }

    /// The glyph cache's effect: the same paragraph rendered N times by an engine with the glyph
    /// cache and by one without it (shaping cached in both). The output is identical; the
    /// timings are printed, not asserted.
    @Test func cachedAndUncachedRenderingAgree() throws {
        let paragraph = [
            "The quick brown fox jumps over the lazy dog", "Subscribe now and get 3 months free",
            "Hello שלום world", "مرحبا بالعالم", "Settings", "Notifications", "Privacy & Security",
            "Accessibility Large text must never truncate", "Cancel", "Done", "Restore purchases",
            "Terms of Service", "Version 2.4.1 (build 311)",
        ]
        let cached = try TextEngine()
        let uncached = try TextEngine(registry: .default, caching: true, glyphCaching: false)
        let rounds = 20
        func run(_ engine: TextEngine) -> (Duration, [RenderedLine]) {
            var output: [RenderedLine] = []
            let time = ContinuousClock().measure {
                for _ in 0..<rounds {
                    output = paragraph.map { engine.renderLine($0, font: body, direction: .leftToRight, scale: 3) }
                }
            }
            return (time, output)
        }
        let (withCache, a) = run(cached)
        let (withoutCache, b) = run(uncached)
        #expect(a == b)
        let counters = cached.cacheCounters
        // Every glyph after the first round came from the cache.
        #expect(counters.glyphHits >= counters.glyphMisses * (rounds - 1))
        #expect(uncached.cacheCounters.glyphHits == 0)
        print("glyph cache: \(paragraph.count) lines x \(rounds) renders: with cache \(withCache), without \(withoutCache); glyph hits \(counters.glyphHits), misses \(counters.glyphMisses)")
    }

    /// Measurement caching: repeated requests are answered from the cache, and word shaping is
    /// reused across different requests (same words, other widths).
    @Test func measurementCachesPayOff() throws {
        let cached = try TextEngine()
        let uncached = try TextEngine(caching: false)
        let text = "Accessibility Large text must never truncate, and words repeat: text, text, text."
        let requests = (0..<40).map { TextRequest(string: text, font: body, width: Double(120 + 5 * $0)) }
        func run(_ engine: TextEngine) -> (Duration, [TextMeasurement]) {
            var output: [TextMeasurement] = []
            let time = ContinuousClock().measure {
                for _ in 0..<5 { output = requests.map(engine.measure) }
            }
            return (time, output)
        }
        let (withCache, a) = run(cached)
        let (withoutCache, b) = run(uncached)
        #expect(a == b)
        let counters = cached.cacheCounters
        #expect(counters.measurementHits == 4 * requests.count)
        #expect(counters.shapeHits > 10 * counters.shapeMisses)
        print("measure cache: \(requests.count) requests x 5: with cache \(withCache), without \(withoutCache); shape hits \(counters.shapeHits), misses \(counters.shapeMisses)")
    }

    /// Engines of one font registry share their caches (`TextCaches`): what one worker's engine
    /// shaped and measured, another's finds, with the same results.
    @Test func enginesShareTheirCaches() throws {
        let first = try TextEngine(), second = try TextEngine()
        let text = "Shared by workers: zebra quokka ibex"
        let request = TextRequest(string: text, font: body, width: 173)
        let a = first.measure(request)
        #expect(first.cacheCounters.shapeMisses > 0)
        #expect(second.measure(request) == a)
        #expect(second.cacheCounters.measurementHits == 1)
        let line = first.renderLine(text, font: body, direction: .leftToRight, scale: 3)
        #expect(second.renderLine(text, font: body, direction: .leftToRight, scale: 3) == line)
        #expect(second.cacheCounters.shapeMisses == 0 && second.cacheCounters.glyphMisses == 0)
    }

    /// Each engine keeps what it found in the shared cache or put there in a front of its own
    /// (looked up again without the shared lock): it still answers after the shared cache emptied
    /// itself, while an engine that never asked finds nothing; the front empties at the capacity.
    @Test func engineFrontsKeepWhatTheyFound() {
        let shared = SharedCache<String, Int>(capacity: 8)
        let writer = FrontedCache(shared), reader = FrontedCache(shared), filler = FrontedCache(shared)
        writer.insert(42, for: "answer")
        #expect(reader["answer"] == 42)
        for i in 0 ..< 8 { filler.insert(i, for: "filler \(i)") }   // the shared cache empties once
        #expect(shared["answer"] == nil)
        #expect(reader["answer"] == 42 && writer["answer"] == 42)
        #expect(FrontedCache(shared)["answer"] == nil)
        #expect(filler["filler 0"] == 0)   // its own front holds all eight
        filler.insert(8, for: "filler 8")     // a ninth: the front was full and starts again
        #expect(filler["filler 0"] == nil && filler["filler 7"] == 7 && filler["filler 8"] == 8)
    }
}
