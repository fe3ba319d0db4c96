// The one seam between layout and the text engine: LayoutModel asks, the Rasterizer answers
// with real fonts (FreeType + HarfBuzz + ICU). Tests may answer with a fake.

/// A concrete font: point size and weight (the family is the text engine's registry default).
public struct FontDescriptor: Hashable, Sendable {
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    /// `Font.custom`'s name: a configured font's PostScript or family name (nil: the system font).
    public var name: String?
    public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .default, name: String? = nil) {
        self.size = size; self.weight = weight; self.design = design; self.name = name
    }
}

/// Vertical metrics of a font at a size, in points (all positive).
public struct FontMetrics: Hashable, Sendable {
    public var ascender: Double
    public var descender: Double
    public var lineGap: Double
    public var capHeight: Double
    public init(ascender: Double, descender: Double, lineGap: Double, capHeight: Double) {
        self.ascender = ascender; self.descender = descender; self.lineGap = lineGap; self.capHeight = capHeight
    }
    /// The rendered line height, as iOS text uses: ascender + descender + line gap.
    public var lineHeight: Double { ascender + descender + lineGap }
}

/// One question to the text engine.
public struct TextRequest: Hashable, Sendable {
    public var string: String
    public var font: FontDescriptor
    /// The width proposal; nil = ideal (no wrapping, one line per hard line break).
    public var width: Double?
    /// At most this many lines (nil = unlimited); the last kept line is truncated with an ellipsis.
    public var maxLines: Int?
    public var truncation: TruncationMode
    /// The paragraph's base direction (the variant's layout direction).
    public var direction: LayoutDirection
    /// When the text does not fit in `maxLines` x `width`, shrink the font down to this factor first.
    public var minimumScaleFactor: Double
    /// Device pixels per point: sizes are rounded up to the pixel grid.
    public var scale: Double

    public init(string: String, font: FontDescriptor, width: Double? = nil, maxLines: Int? = nil,
                truncation: TruncationMode = .tail, direction: LayoutDirection = .leftToRight,
                minimumScaleFactor: Double = 1, scale: Double = 3) {
        self.string = string; self.font = font; self.width = width; self.maxLines = maxLines
        self.truncation = truncation; self.direction = direction
        self.minimumScaleFactor = minimumScaleFactor; self.scale = scale
    }
}

/// One laid-out line, in logical order (the renderer reorders it visually with bidi).
public struct TextLine: Hashable, Sendable {
    /// The characters shown on this line, an ellipsis included when it was truncated.
    public var text: String
    /// Advance width of the line in points (trailing spaces hang and are not counted).
    public var width: Double
    /// Baseline, in points from the top of the text box.
    public var baseline: Double
    /// True when the line ends inside a word: the word was wider than a whole line, so the text
    /// engine broke it between characters.
    public var breaksWord: Bool
    public init(text: String, width: Double, baseline: Double, breaksWord: Bool = false) {
        self.text = text; self.width = width; self.baseline = baseline; self.breaksWord = breaksWord
    }
}

/// The text engine's answer.
public struct TextMeasurement: Hashable, Sendable {
    /// Width of the widest line and height of all lines, rounded up to the pixel.
    public var size: Size
    public var lines: [TextLine]
    /// True when an ellipsis was shown or lines were dropped.
    public var isTruncated: Bool
    /// The point size actually used (smaller than requested after `minimumScaleFactor`).
    public var fontSize: Double
    public var metrics: FontMetrics
    /// The widest line as the line breaker filled it. Measured again at any width from this up to
    /// the request's width (any width at all, for a request without one), the text breaks into the
    /// same lines and gives this same measurement, unless it is truncated. nil: the measurer does
    /// not say.
    public var fillWidth: Double?
    public init(size: Size, lines: [TextLine], isTruncated: Bool, fontSize: Double, metrics: FontMetrics) {
        self.size = size; self.lines = lines; self.isTruncated = isTruncated
        self.fontSize = fontSize; self.metrics = metrics
    }
}

public protocol TextMeasuring: Sendable {
    /// Lays out `request.string` and reports lines, size and truncation.
    func measure(_ request: TextRequest) -> TextMeasurement
    /// Vertical metrics of `font` (for line heights and text-aware spacing).
    func metrics(for font: FontDescriptor) -> FontMetrics
    /// The drawn size of the symbol `name` (an SF Symbol name) beside text in `font`, in points;
    /// nil when the engine has no glyph for it (the layout then uses a square a line tall).
    func symbolSize(_ name: String, font: FontDescriptor) -> Size?
    /// The character that draws the symbol `name` inside a text run (`InlineSymbol`); nil when
    /// the engine has no glyph for it.
    func inlineSymbolCharacter(_ name: String) -> String?
}

extension TextMeasuring {
    public func symbolSize(_ name: String, font: FontDescriptor) -> Size? { nil }
    public func inlineSymbolCharacter(_ name: String) -> String? { nil }
}
