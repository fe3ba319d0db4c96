// `redacted: true` (SwiftUI's `.redacted(reason: .placeholder)`): the content below is drawn as
// placeholders, its layout unchanged (Apple's `redacted(reason:)`: "Adds a reason to apply a
// redaction to this view hierarchy"; `unredacted()`: "Removes any reason to apply a redaction to
// this view hierarchy", here `redacted: false`). Rules:
// * `textBars`: each line of a text is a rounded bar from the line's start as wide as its glyphs,
//   from the font's ascender above the baseline to its descender below, in the text's colour at
//   `opacity`; no glyph is drawn;
// * `imageBoxes`: an image (a symbol, a bitmap, an asset) is a rounded box filling its frame, in
//   the colour it would draw with (the foreground for a bitmap) at `opacity`;
// * what the checks make of it: a redacted text shows no characters to read, so `contrast` and
//   `truncated` do not judge it (its content is a stand-in for data still loading, and nothing is
//   cut that a person could read); redaction changes only drawing, so VoiceOver reads the element
//   as before (label, traits) and every other check judges it as usual.
// Apple publishes neither the placeholders' colour nor their radius: `opacity` and
// `cornerFraction` are this tool's choice (light bars of the text's own colour, as SwiftUI's look);
// no check judges them.

public enum RedactionRules {
    /// The share of the content's colour the placeholders are drawn with (a choice, see above).
    public static let opacity = 0.2
    /// A placeholder's corner radius as a fraction of its height (a choice, see above).
    public static let cornerFraction = 0.2

    /// `textBars`: the bar of a line whose left edge is `x`, in a text box whose top is `top`.
    public static func textBar(_ line: TextLine, x: Double, top: Double, metrics: FontMetrics) -> Rect {
        Rect(x: x, y: top + line.baseline - metrics.ascender, width: line.width, height: metrics.ascender + metrics.descender)
    }

    /// `imageBoxes`: the box an image is drawn as.
    static func imageBox(_ frame: Rect, color: RGBA) -> PaintLayer {
        PaintLayer(color: color.withAlpha(color.a * opacity), rect: frame,
                   cornerRadius: min(frame.width, frame.height) * cornerFraction)
    }
}
