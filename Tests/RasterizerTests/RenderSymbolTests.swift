import LayoutModel
import Testing
@testable import Rasterizer

@Suite struct RenderSymbolTests {
    static let names = [
        "chevron.backward", "chevron.forward", "arrow.left", "arrow.right", "star", "star.fill", "heart",
        "heart.fill", "play.fill", "pause.fill", "gear", "bell", "bell.fill", "person",
        "person.circle", "plus", "xmark", "checkmark", "checkmark.circle.fill",
        "magnifyingglass", "house", "clock", "timer", "pawprint.fill", "calendar", "music.note",
        "backward.fill", "forward.fill", "ellipsis", "ellipsis.circle", "cart.badge.questionmark",
        "minus", "circle", "trash", "lock", "mic", "info.circle", "exclamationmark.triangle",
        "square.and.arrow.up", "bookmark", "repeat", "backward.end", "forward.end",
    ]

    /// Each symbol in its own 40 pt cell, 8 per row, at 3x.
    func gallery(_ engine: TextEngine) -> (Canvas, [Rect]) {
        let cell = 44.0
        let canvas = Canvas(width: Int(8 * cell * 3), height: Int(7 * cell * 3), scale: 3, background: .white)
        let painter = SymbolPainter(canvas: canvas, engine: engine)
        var frames: [Rect] = []
        for (i, name) in Self.names.enumerated() {
            let f = Rect(x: Double(i % 8) * cell + 2, y: Double(i / 8) * cell + 2, width: 40, height: 40)
            painter.draw(name, in: f, color: .black, mirrored: false)
            frames.append(f)
        }
        return (canvas, frames)
    }

    @Test func everySymbolDrawsADistinctGlyph() throws {
        let engine = try #require(sharedTextEngine)
        let (canvas, frames) = gallery(engine)
        let image = RGBAImage(width: canvas.width, height: canvas.height, pixels: canvas.rgba)
        preview(image, "symbols")
        var seen: [[UInt8]: String] = [:]
        for (name, f) in zip(Self.names, frames) {
            #expect(darkPixels(image, in: f, scale: 3, limit: 128) > 40, "\(name) draws too little")
            let x0 = Int(f.minX * 3), y0 = Int(f.minY * 3)
            var cell: [UInt8] = []
            for y in y0..<(y0 + 120) { for x in x0..<(x0 + 120) { cell.append(image[x, y][0]) } }
            #expect(seen[cell] == nil, "\(name) looks like \(seen[cell] ?? "")")
            seen[cell] = name
        }
    }

    @Test func unknownNamesGetALetterInABox() throws {
        let engine = try #require(sharedTextEngine)
        func draw(_ name: String) -> [UInt8] {
            let canvas = Canvas(width: 60, height: 60, scale: 3, background: .white)
            SymbolPainter(canvas: canvas, engine: engine).draw(name, in: Rect(x: 0, y: 0, width: 20, height: 20),
                                                              color: .black, mirrored: false)
            return canvas.rgba
        }
        // Names the table lacks: same first letter, same box; another letter, another glyph.
        #expect(draw("carrot") == draw("cable.connector"))
        #expect(draw("carrot") != draw("brakesignal"))
        #expect(draw("carrot") != draw("cart"))
    }

    @Test func everyTableEntryHasAGlyphInTheSymbolFont() throws {
        let engine = try #require(sharedTextEngine)
        for (name, glyphs) in SymbolTable.glyphs {
            for codepoint in [glyphs.outline, glyphs.fill] {
                let mask = engine.renderSymbol(codepoint, emPixels: 64)
                #expect(mask.map { $0.coverage.contains { $0 > 128 } } == true, "\(name): no glyph U+\(String(codepoint, radix: 16))")
            }
        }
        #expect(SymbolTable.glyphs.count >= 300)
    }

    @Test func mirroredSymbolsAreTheMirrorImage() throws {
        let engine = try #require(sharedTextEngine)
        func draw(_ mirrored: Bool) -> RGBAImage {
            let canvas = Canvas(width: 60, height: 60, scale: 3, background: .white)
            SymbolPainter(canvas: canvas, engine: engine).draw("arrow.backward", in: Rect(x: 0, y: 0, width: 20, height: 20),
                                                              color: .black, mirrored: mirrored)
            return RGBAImage(width: 60, height: 60, pixels: canvas.rgba)
        }
        // The arrow's head is the darker half: on the left drawn plain, on the right mirrored.
        func ink(_ image: RGBAImage, _ columns: Range<Int>) -> Int {
            var sum = 0
            for y in 0..<60 { for x in columns { sum += 255 - Int(image[x, y][0]) } }
            return sum
        }
        let plain = draw(false), mirrored = draw(true)
        #expect(2 * ink(plain, 0..<20) > 3 * ink(plain, 40..<60))
        #expect(2 * ink(mirrored, 40..<60) > 3 * ink(mirrored, 0..<20))
        #expect(abs(ink(plain, 0..<60) - ink(mirrored, 0..<60)) < ink(plain, 0..<60) / 50)
    }

    @Test func filledGlyphsAreSolidInsideAndOutlinesAreNot() throws {
        let engine = try #require(sharedTextEngine)
        func centre(_ name: String) -> [UInt8] {
            let canvas = Canvas(width: 120, height: 120, scale: 3, background: .white)
            SymbolPainter(canvas: canvas, engine: engine).draw(name, in: Rect(x: 0, y: 0, width: 40, height: 40),
                                                              color: .black, mirrored: false)
            return canvas.pixelBytes(atX: 60, y: 64)
        }
        for name in ["heart", "star", "bell"] {
            #expect(centre(name + ".fill") == [0, 0, 0, 255], "\(name).fill")
            #expect(centre(name) == [255, 255, 255, 255], "\(name)")
        }
    }

    @Test func aSymbolIsAsLargeAsItsGlyph() throws {
        let engine = try #require(sharedTextEngine)
        func frame(_ name: String, _ size: DynamicTypeSize = .large) -> Rect {
            let screen = Screen("S") { A11y.Image(symbol: name).id("icon") }
            let result = LayoutEngine(measurer: engine).layout(screen, variant: Variant(size: size))
            return result.root.element(withId: "icon")!.frame
        }
        let ellipsis = frame("ellipsis"), chevron = frame("chevron.right"), star = frame("star")
        let unknown = frame("carrot"), line = engine.metrics(for: FontDescriptor(size: 17)).lineHeight
        #expect(ellipsis.width > 3 * ellipsis.height, "\(ellipsis)")
        #expect(chevron.height > 1.4 * chevron.width, "\(chevron)")
        #expect(abs(star.width - star.height) < 1.5 && star.height > 0.8 * line && star.height < line, "\(star)")
        #expect(unknown.width == unknown.height && unknown.height >= line, "\(unknown)")
        #expect(frame("star", .accessibility3).height > 2 * star.height, "symbols follow Dynamic Type")
    }
}

@Suite struct RenderBoldSymbolTests {
    /// Under Bold Text a symbol's ink grows (the icon font has one weight), centred where it was.
    @Test func boldTextDrawsSymbolsHeavier() throws {
        let engine = try #require(sharedTextEngine)
        func ink(_ legibility: LegibilityWeight) -> Int {
            let canvas = Canvas(width: 120, height: 120, scale: 3, background: .white)
            SymbolPainter(canvas: canvas, engine: engine, legibility: legibility)
                .draw("heart", in: Rect(x: 0, y: 0, width: 40, height: 40), color: .black, mirrored: false)
            let image = RGBAImage(width: canvas.width, height: canvas.height, pixels: canvas.rgba)
            return darkPixels(image, in: Rect(x: 0, y: 0, width: 40, height: 40), scale: 3, limit: 128)
        }
        let regular = ink(.regular), bold = ink(.bold)
        #expect(bold > regular + regular / 10, "regular \(regular), bold \(bold)")
    }

    @Test func emboldeningGrowsByTheStrengthAndKeepsTheCentre() {
        let dot = CoverageMask(width: 1, height: 1, coverage: [255])
        let (whole, padding) = dot.emboldened(by: 1)
        #expect(padding == 1 && whole.width == 3)
        #expect(whole.coverage == [0, 255, 0, 255, 255, 255, 0, 255, 0])
        let half = dot.emboldened(by: 0.5).mask
        #expect(half.coverage == [0, 128, 0, 128, 255, 128, 0, 128, 0])
        #expect(dot.emboldened(by: 0).mask == dot)
    }

    /// On an irregular mask, emboldening gives what the rule computed pixel by pixel gives: pad,
    /// whole dilations, then one at the fraction's share, each product rounded.
    @Test func emboldeningMatchesTheRuleComputedPlainly() {
        var seed: UInt32 = 99
        func next() -> UInt8 { seed = seed &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: seed >> 16) }
        let (width, height) = (23, 17)
        let mask = CoverageMask(width: width, height: height, coverage: (0 ..< width * height).map { _ in next() < 90 ? next() : 0 })
        func plain(_ strength: Double) -> CoverageMask {
            let n = Int(strength.rounded(.up)), w = width + 2 * n, h = height + 2 * n
            var c = [Int](repeating: 0, count: w * h)
            for y in 0 ..< height { for x in 0 ..< width { c[(y + n) * w + x + n] = Int(mask.coverage[y * width + x]) } }
            func dilate(_ share: Double) {
                let before = c
                for y in 0 ..< h {
                    for x in 0 ..< w {
                        let neighbours = [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].filter { $0.0 >= 0 && $0.0 < w && $0.1 >= 0 && $0.1 < h }
                        let m = neighbours.map { before[$0.1 * w + $0.0] }.max() ?? 0
                        c[y * w + x] = max(before[y * w + x], Int((Double(m) * share).rounded()))
                    }
                }
            }
            for _ in 0 ..< Int(strength.rounded(.down)) { dilate(1) }
            if strength > strength.rounded(.down) { dilate(strength - strength.rounded(.down)) }
            return CoverageMask(width: w, height: h, coverage: c.map { UInt8($0) })
        }
        for strength in [0.3, 1, 2.7] {
            #expect(mask.emboldened(by: strength).mask == plain(strength), "strength \(strength)")
        }
    }
}
