// Text (notes §1.5, rule 6; OpenSwiftUI `View/Text/Text/Text+View.swift` `StyledTextLayoutEngine`):
// * the string comes from `StringResolving` (catalog / pseudo-localization), the font from the
//   environment at the effective Dynamic Type size (`FontResolution`);
// * `textMinimumWidthIsZero`: a width proposal of 0 gives size zero, so a Text's flexibility in a
//   stack is its ideal single-line width;
// * `idealIsUnwrapped`: a nil (or infinite) width means no wrapping, one line per hard break;
// * `wrapAtProposedWidth`: a finite width wraps at word boundaries (the text engine does it);
// * `truncateToProposedHeight`: a finite height keeps floor(height / lineHeight) lines, at least 1,
//   and the last kept line is truncated; `lineLimit` caps the lines too;
// * `minimumScaleFactor` and `truncationMode` go to the text engine, which shrinks before truncating;
// * sizes come back rounded up to the pixel from the text engine;
// * `measureOnce`: a proposal comes down to a request (a width or none, a line count). Greedy line
//   breaking is monotone, so a measurement that is not truncated holds for every width from its
//   `fillWidth` up to the width it was made at (up to any width when made without one), and for
//   any line count not below its lines: a request inside such a band takes it without asking the
//   engine. Nested stacks propose a text many sizes; most fall in a band already measured.
// * `textCase`: the shown string is cased for the variant's language (`TextCasing`);
// * `lineSpacing`: SwiftUI adds it between lines (not above the first or below the last): line i's
//   baseline moves down by i x lineSpacing and the height grows by (lines - 1) x lineSpacing,
//   rounded up to the pixel; a finite height keeps floor((height + s) / (lineHeight + s)) lines.
// * `inlineImages`: an image written inside the text is drawn as the text engine's glyph for it
//   and read by its name (`InlineSymbol`), after the string is looked up and cased.

final class TextLayout: KindLayout {
    let string: String
    /// As VoiceOver reads it, when an image inside the text makes it differ (`InlineSymbol`).
    let spoken: String?
    let isLiteral: Bool
    let font: ResolvedFont
    let color: RGBA
    let lineLimit: Int?
    let env: LayoutEnvironment
    let measurer: any TextMeasuring
    private var cache: [ProposedSize: TextMeasurement] = [:]
    private var requests: [Request: TextMeasurement] = [:]
    /// The measurements that are not truncated, with the width each was made at.
    private var bands: [(width: Double?, measurement: TextMeasurement)] = []
    private(set) lazy var metrics: FontMetrics = measurer.metrics(for: font.descriptor)

    /// What the text engine is asked: the width to wrap at (nil: none) and the most lines.
    struct Request: Hashable {
        var width: Double?
        var maxLines: Int?
    }

    init(string: String, isLiteral: Bool, font: ResolvedFont, color: RGBA, lineLimit: Int?,
         env: LayoutEnvironment, measurer: any TextMeasuring) {
        // `inlineImages`.
        self.spoken = InlineSymbol.contains(string) ? InlineSymbol.spoken(string) : nil
        self.string = InlineSymbol.drawn(string, measurer: measurer); self.isLiteral = isLiteral; self.font = font; self.color = color
        self.lineLimit = lineLimit; self.env = env; self.measurer = measurer
    }

    /// A text node: string, font, colour and line limit from the environment.
    convenience init(value: TextValue, env: LayoutEnvironment, measurer: any TextMeasuring,
                     strings: any StringResolving) {
        let literal: Bool
        if case .literal = value { literal = true } else { literal = false }
        self.init(string: TextCasing.apply(env.textCase, to: strings.resolve(value), locale: env.variant.locale),
                  isLiteral: literal, font: env.resolvedFont,
                  color: env.resolvedForeground, lineLimit: env.lineLimit, env: env, measurer: measurer)
    }

    var spacing: ViewSpacing { .text(metrics) }

    /// `truncateToProposedHeight` combined with `lineLimit`.
    func maxLines(for height: Double?) -> Int? {
        var limit = lineLimit.map { max($0, 1) }
        if let h = height, h.isFinite {
            let s = env.lineSpacing
            let lines = ((h + s) / (metrics.lineHeight + s) + 1e-6).rounded(.down)
            let fitting = lines.isFinite && lines < Double(Int32.max) ? max(1, Int(lines)) : Int(Int32.max)
            limit = min(limit ?? fitting, fitting)
        }
        return limit
    }

    func measure(_ p: ProposedSize) -> TextMeasurement {
        if let m = cache[p] { return m }
        let m: TextMeasurement
        if p.width == 0 {
            // textMinimumWidthIsZero: nothing of the string shows at zero width.
            m = TextMeasurement(size: .zero, lines: [], isTruncated: !string.isEmpty,
                                fontSize: font.descriptor.size, metrics: metrics)
        } else {
            m = spaced(measureOnce(Request(width: p.width.flatMap { $0.isFinite ? $0 : nil }, maxLines: maxLines(for: p.height))))
        }
        cache[p] = m
        return m
    }

    func measureOnce(_ request: Request) -> TextMeasurement {
        if let m = requests[request] { return m }
        let width = request.width ?? .infinity
        if let band = bands.first(where: { b in
            guard let fill = b.measurement.fillWidth else { return false }
            return fill <= width && width <= (b.width ?? .infinity) && b.measurement.lines.count <= (request.maxLines ?? .max)
        }) {
            return band.measurement
        }
        let m = measurer.measure(TextRequest(string: string, font: font.descriptor, width: request.width,
                                             maxLines: request.maxLines, truncation: env.truncationMode,
                                             direction: env.direction, minimumScaleFactor: env.minimumScaleFactor,
                                             scale: env.scale))
        requests[request] = m
        if !m.isTruncated { bands.append((request.width, m)) }
        return m
    }

    /// `lineSpacing` applied to a measurement of the text engine.
    func spaced(_ m: TextMeasurement) -> TextMeasurement {
        let s = env.lineSpacing
        guard s != 0, m.lines.count > 1 else { return m }
        var out = m
        for i in out.lines.indices { out.lines[i].baseline += s * Double(i) }
        let grown = m.size.height + s * Double(m.lines.count - 1)
        out.size.height = max((grown * env.scale - 1e-9).rounded(.up) / env.scale, 0)
        return out
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { measure(proposal).size }

    func laidOut(_ p: ProposedSize) -> LaidOutText {
        var text = LaidOutText(string: string, font: font.descriptor, measurement: measure(p), color: color,
                               alignment: env.multilineTextAlignment, style: font.style,
                               isFixedSize: font.isFixedSize, isLiteral: isLiteral)
        text.isSystemColor = env.isSystemForeground
        text.isRedacted = env.redacted
        text.spoken = spoken
        return text
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        KindPlacement(text: laidOut(proposal))
    }

    /// A chrome text (titles, tab labels, back buttons, control labels) sized for `proposal` and
    /// placed at `origin`.
    func chromeElement(id: String, proposal: ProposedSize, at origin: Point, factory: ChromeFactory) -> LayoutElement {
        let size = sizeThatFits(proposal)
        return factory.element(id: id, kind: .text, frame: Rect(origin: origin, size: size), text: laidOut(proposal))
    }
}
