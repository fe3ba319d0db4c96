import LayoutModel

/// Lines of a request laid out at one font size, widths in 26.6 points.
struct ParagraphLayout {
    var lines: [(text: [UInt16], width: Int, breaksWord: Bool)]
    var isTruncated: Bool
    /// `LineBreaker`'s widest fill: any width from it up to the request's breaks the same lines.
    var widestFill = 0
}

extension TextEngine {
    /// The measuring pipeline: bidi -> break opportunities -> greedy fill with shaped widths ->
    /// maxLines + truncation, with `minimumScaleFactor` shrinking first (swiftui-layout-notes 1.5).
    func measureUncached(_ request: TextRequest) -> TextMeasurement {
        let scale = request.scale.isFinite && request.scale > 0 ? request.scale : 1
        let size = request.font.size.isFinite ? max(0, request.font.size) : 0
        var usedSize = size
        var layout = self.layout(request, size: size)
        if layout.isTruncated, request.minimumScaleFactor < 1 {
            (usedSize, layout) = shrinkToFit(request, size: size, scale: scale, layout: layout)
        }
        let metrics = primaryFace(request.font, size: usedSize).metrics(size: usedSize)
        // Line i's baseline: i line heights down, plus the ascender (iOS stacks whole lines).
        var lines: [TextLine] = []
        for (i, line) in layout.lines.enumerated() {
            lines.append(TextLine(text: String(decoding: line.text, as: UTF16.self), width: Double(line.width) / 64,
                                  baseline: Double(i) * metrics.lineHeight + metrics.ascender,
                                  breaksWord: line.breaksWord))
        }
        let widest = lines.map(\.width).max() ?? 0
        let height = Double(lines.count) * metrics.lineHeight
        var measurement = TextMeasurement(size: Size(width: TextEngine.roundUp(widest, scale), height: TextEngine.roundUp(height, scale)),
                                          lines: lines, isTruncated: layout.isTruncated, fontSize: usedSize, metrics: metrics)
        // From here a width becomes a limit (26.6, in `layout`) of at least the widest fill.
        measurement.fillWidth = Double(layout.widestFill) / 64
        return measurement
    }

    /// Sizes are rounded up to the device pixel grid (swiftui-layout-notes 1.14); the tolerance
    /// keeps a width that already sits on the grid from moving up a pixel by float noise.
    static func roundUp(_ value: Double, _ scale: Double) -> Double {
        (value * scale - 1e-7).rounded(.up) / scale
    }

    /// The largest size from `size` down to `size x minimumScaleFactor`, in 1/scale-point steps,
    /// at which nothing truncates; found by bisection over the steps (deterministic). When even
    /// the smallest truncates, the smallest is used and truncated.
    private func shrinkToFit(_ request: TextRequest, size: Double, scale: Double,
                             layout: ParagraphLayout) -> (Double, ParagraphLayout) {
        let smallest = size * max(0, request.minimumScaleFactor)
        let steps = Int(((size - smallest) * scale + 1e-7).rounded(.down))
        guard steps > 0 else { return (size, layout) }
        let sizeAt = { (step: Int) in size - Double(step) / scale }
        let last = self.layout(request, size: sizeAt(steps))
        guard !last.isTruncated else { return (sizeAt(steps), last) }
        // Invariant: step `low` truncates, step `high` fits.
        var low = 0, high = steps, fitting = last
        while high - low > 1 {
            let mid = (low + high) / 2
            let attempt = self.layout(request, size: sizeAt(mid))
            if attempt.isTruncated { low = mid } else { high = mid; fitting = attempt }
        }
        return (sizeAt(high), fitting)
    }

    /// Breaks and truncates `request.string` at `size` points.
    func layout(_ request: TextRequest, size: Double) -> ParagraphLayout {
        let utf16 = Array(request.string.utf16)
        // A zero size draws nothing (FreeType would quietly substitute 1 px for a zero size).
        guard !utf16.isEmpty, TextEngine.fixed26_6(size) > 0,
              let paragraph = BidiParagraph(utf16, direction: request.direction) else {
            return ParagraphLayout(lines: [], isTruncated: false)
        }
        let shaping = LineShaping(shaper: shaper, chain: chain(request.font, size: size), size26_6: TextEngine.fixed26_6(size),
                                  pointSize: size, symbolFace: store.symbolFace(forCustomFont: request.font.name))
        // A proposal on the pixel grid must fit text measured at that width, hence the tolerance.
        let maxWidth = request.width.map { width -> Int in
            width.isFinite ? Int((max(0, width) * 64 + 1e-6).rounded(.down)) : Int.max / 4
        }
        let (ranges, widestFill) = LineBreaker(utf16: utf16, width: { shaping.width(utf16, paragraph, $0, $1) },
                                               maxWidth: maxWidth).lines()
        var lines = ranges.map { range in
            (text: Array(utf16[range.start..<range.contentEnd]), width: shaping.width(utf16, paragraph, range.start, range.contentEnd),
             breaksWord: range.breaksWord)
        }
        guard let maxLines = request.maxLines, lines.count > max(1, maxLines) else {
            return ParagraphLayout(lines: lines, isTruncated: false, widestFill: widestFill)
        }
        // Keep maxLines lines (at least one, as lineLimit(0) does not exist); the last kept one
        // shows the rest of the text truncated, laid out at its paragraph's base level.
        let kept = max(1, maxLines)
        let lastStart = ranges[kept - 1].start
        let level = paragraph.baseLevel(at: lastStart)
        let truncator = Truncator(width: { candidate in
            guard let line = BidiParagraph(candidate, direction: request.direction, explicitLevel: level) else { return 0 }
            return shaping.width(candidate, line, 0, candidate.count)
        }, maxWidth: maxWidth, mode: request.truncation)
        let text = truncator.truncate(Array(utf16[lastStart...]))
        lines.removeSubrange((kept - 1)...)
        let width = BidiParagraph(text, direction: request.direction, explicitLevel: level)
            .map { shaping.width(text, $0, 0, text.count) } ?? 0
        lines.append((text: text, width: width, breaksWord: false))
        return ParagraphLayout(lines: lines, isTruncated: true, widestFill: widestFill)
    }
}
