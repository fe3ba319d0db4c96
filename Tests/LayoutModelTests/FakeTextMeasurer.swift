import LayoutModel

/// A deterministic stand-in for the real text engine, so layout tests can derive exact frames by
/// hand: every character is 0.5 x the font size wide, a line is 1.2 x the size tall (ascender 0.95,
/// descender 0.25, no line gap, cap height 0.7), lines wrap greedily at spaces (a word wider than
/// the line breaks between characters), hard breaks at "\n", sizes rounded up to the pixel.
/// Truncation keeps `maxLines` lines and ends the last one with "…" cut to the width.
/// `minimumScaleFactor` shrinks in 0.5 pt steps until the text fits.
struct FakeTextMeasurer: TextMeasuring {
    func metrics(for font: FontDescriptor) -> FontMetrics {
        FontMetrics(ascender: 0.95 * font.size, descender: 0.25 * font.size, lineGap: 0, capHeight: 0.7 * font.size)
    }

    func measure(_ r: TextRequest) -> TextMeasurement {
        var size = r.font.size
        var result = layout(r, size: size)
        while result.truncated && size - 0.5 >= r.font.size * r.minimumScaleFactor - 1e-9 {
            size -= 0.5
            result = layout(r, size: size)
        }
        let m = metrics(for: FontDescriptor(size: size, weight: r.font.weight, design: r.font.design))
        let cw = 0.5 * size, lh = 1.2 * size
        let lines = result.lines.enumerated().map { i, s in
            TextLine(text: s, width: Double(s.count) * cw, baseline: Double(i) * lh + m.ascender)
        }
        let width = lines.map(\.width).max() ?? 0
        return TextMeasurement(size: Size(width: ceilPixel(width, r.scale), height: ceilPixel(Double(lines.count) * lh, r.scale)),
                               lines: lines, isTruncated: result.truncated, fontSize: size, metrics: m)
    }

    private func ceilPixel(_ v: Double, _ scale: Double) -> Double { ((v * scale) - 1e-9).rounded(.up) / scale }

    private func layout(_ r: TextRequest, size: Double) -> (lines: [String], truncated: Bool) {
        let cw = 0.5 * size
        let maxChars = r.width.map { max(1, Int(($0 / cw) + 1e-9)) }
        var lines: [String] = []
        for paragraph in r.string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxChars else { lines.append(String(paragraph)); continue }
            var line = ""
            for word in paragraph.split(separator: " ") {
                var w = String(word)
                let candidate = line.isEmpty ? w : line + " " + w
                if candidate.count <= maxChars { line = candidate; continue }
                if !line.isEmpty { lines.append(line); line = "" }
                while w.count > maxChars { lines.append(String(w.prefix(maxChars))); w = String(w.dropFirst(maxChars)) }
                line = w
            }
            lines.append(line)
        }
        guard let maxLines = r.maxLines, lines.count > maxLines else { return (lines, false) }
        var kept = Array(lines.prefix(maxLines))
        let rest = lines[(maxLines - 1)...].joined(separator: " ")
        let room = (maxChars ?? rest.count + 1) - 1
        kept[maxLines - 1] = String(rest.prefix(max(room, 0))) + "…"
        return (kept, true)
    }
}
