import ICUBridge
import LayoutModel

/// A bidi run: a UTF-16 range of the paragraph text at one direction.
struct BidiRun: Hashable {
    var start: Int
    var end: Int
    var isRightToLeft: Bool
}

/// ICU's bidi algorithm (UAX #9) over one text. The base level comes from the text's first strong
/// character; when there is none, from the requested direction (UBIDI_DEFAULT_LTR / _RTL), so a
/// forced-RTL layout keeps each text's own script direction. An explicit level (0 or 1) can be
/// given instead, e.g. to lay out a truncated line at its paragraph's level.
final class BidiParagraph {
    private let text: UnsafeMutableBufferPointer<UInt16>
    private let paragraph: OpaquePointer
    private let line: OpaquePointer
    let length: Int

    init?(_ utf16: [UInt16], direction: LayoutDirection, explicitLevel: UInt8? = nil) {
        guard let para = a11y_bidi_open(), let line = a11y_bidi_open() else { return nil }
        // ICU keeps a pointer to the text (also for line objects), so the engine owns a copy.
        let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(utf16.count, 1))
        _ = buffer.initialize(from: utf16)
        text = buffer; paragraph = para; self.line = line; length = utf16.count
        let level = explicitLevel ?? (direction == .rightToLeft ? a11y_bidi_default_rtl() : a11y_bidi_default_ltr())
        let status = a11y_bidi_set_paragraph(para, buffer.baseAddress, Int32(utf16.count), level)
        guard status <= 0 else { return nil }
    }

    deinit {
        a11y_bidi_close(line)
        a11y_bidi_close(paragraph)
        text.deallocate()
    }

    /// The resolved base level of the (ICU) paragraph containing `index`: 0 = LTR, 1 = RTL.
    func baseLevel(at index: Int) -> UInt8 {
        guard length > 0 else { return a11y_bidi_paragraph_level(paragraph) & 1 }
        var start: Int32 = 0, limit: Int32 = 0, level: UInt8 = 0
        var status: Int32 = 0
        _ = a11y_bidi_paragraph_at(paragraph, Int32(min(index, length - 1)), &start, &limit, &level, &status)
        return status <= 0 ? level & 1 : a11y_bidi_paragraph_level(paragraph) & 1
    }

    /// Bidi runs of `start..<end` in visual order (left to right on screen), reordered for that
    /// line alone with ubidi_setLine (rule L2 applies per line, after line breaking). The range
    /// must lie in one paragraph; trailing whitespace takes the paragraph level (rule L1).
    func visualRuns(_ start: Int, _ end: Int) -> [BidiRun] {
        guard start < end, end <= length else { return [] }
        var status = a11y_bidi_set_line(paragraph, Int32(start), Int32(end), line)
        guard status <= 0 else {
            return [BidiRun(start: start, end: end, isRightToLeft: baseLevel(at: start) == 1)]
        }
        let count = a11y_bidi_count_runs(line, &status)
        guard status <= 0 else { return [] }
        var runs: [BidiRun] = []
        for i in 0..<count {
            var runStart: Int32 = 0, runLength: Int32 = 0
            let isRTL = a11y_bidi_visual_run(line, i, &runStart, &runLength) == 1
            // Run offsets are relative to the line.
            runs.append(BidiRun(start: start + Int(runStart), end: start + Int(runStart + runLength),
                                isRightToLeft: isRTL))
        }
        return runs
    }
}
