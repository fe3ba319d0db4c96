import LayoutModel

/// A stretch of one line at one direction, in screen order.
public struct VisualRun: Hashable, Sendable {
    /// The run's characters in logical (reading) order.
    public var text: String
    public var isRightToLeft: Bool
    /// Advance width in points.
    public var width: Double
    public init(text: String, isRightToLeft: Bool, width: Double) {
        self.text = text; self.isRightToLeft = isRightToLeft; self.width = width
    }
    /// The run's graphemes as they appear left to right on screen.
    public var visualText: String { isRightToLeft ? String(text.reversed()) : text }
}

extension TextEngine {
    /// The bidi runs of one line, left to right on screen. Base direction: the line's first
    /// strong character, else `direction`.
    public func visualRuns(of line: String, font: FontDescriptor, direction: LayoutDirection) -> [VisualRun] {
        lock.lock(); defer { lock.unlock() }
        let utf16 = Array(line.utf16)
        guard !utf16.isEmpty, let paragraph = BidiParagraph(utf16, direction: direction) else { return [] }
        return visualRuns(utf16, paragraph, 0, utf16.count, font: font)
    }

    /// The measured lines of `request`, each as bidi runs left to right on screen. Lines are
    /// reordered with ubidi_setLine on the whole paragraph, so a line keeps its paragraph's base
    /// direction even when the line alone would resolve differently; a truncated last line is
    /// laid out at its paragraph's level.
    public func visualLines(for request: TextRequest) -> [[VisualRun]] {
        let measurement = measure(request)
        lock.lock(); defer { lock.unlock() }
        let utf16 = Array(request.string.utf16)
        guard let paragraph = BidiParagraph(utf16, direction: request.direction) else { return [] }
        let font = FontDescriptor(size: measurement.fontSize, weight: request.font.weight, design: request.font.design,
                                  name: request.font.name)
        var result: [[VisualRun]] = []
        var cursor = 0
        for (i, line) in measurement.lines.enumerated() {
            let text = Array(line.text.utf16)
            if let start = TextEngine.find(text, in: utf16, from: cursor), !(measurement.isTruncated && i == measurement.lines.count - 1) {
                result.append(visualRuns(utf16, paragraph, start, start + text.count, font: font))
                cursor = start + text.count
            } else {
                let level = paragraph.baseLevel(at: min(cursor, max(0, utf16.count - 1)))
                guard let own = BidiParagraph(text, direction: request.direction, explicitLevel: level) else { continue }
                result.append(visualRuns(text, own, 0, text.count, font: font))
            }
        }
        return result
    }

    private func visualRuns(_ utf16: [UInt16], _ paragraph: BidiParagraph, _ start: Int, _ end: Int,
                            font: FontDescriptor) -> [VisualRun] {
        let shaping = LineShaping(shaper: shaper, chain: chain(font), size26_6: TextEngine.fixed26_6(font.size), pointSize: font.size,
                                   symbolFace: store.symbolFace(forCustomFont: font.name))
        return shaping.shape(utf16, paragraph, start, end).map { shaped in
            VisualRun(text: String(decoding: utf16[shaped.run.start..<shaped.run.end], as: UTF16.self),
                      isRightToLeft: shaped.run.isRightToLeft, width: Double(shaped.advance) / 64)
        }
    }

    /// Where `needle` next occurs in `haystack` at or after `from` (lines are consecutive).
    private static func find(_ needle: [UInt16], in haystack: [UInt16], from: Int) -> Int? {
        guard !needle.isEmpty else { return from <= haystack.count ? from : nil }
        var i = from
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0], Array(haystack[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}
