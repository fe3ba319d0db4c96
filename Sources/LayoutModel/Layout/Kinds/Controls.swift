// Controls drawn by the system (spec §2). Chosen sizes, iOS-like, documented here:
// * toggle: a full-width row, label leading (wraps), a 51 x 31 switch trailing (chrome kind
//   `switch`, id `<id>/switch`), at least 8 pt between them (the Spacer of iOS's
//   `HStack { label; Spacer(); switch }`); height = max(31, label); minimum width 59.
//   The label is a chrome text `<id>/label`.
// * textField: one line, full width; shows `text`, else `placeholder` (in tertiary label
//   colour), else `label`, as chrome text `<id>/text` or `<id>/placeholder`, vertically centred,
//   truncated to the field's width less its insets. Per `style` (SwiftUI's `.textFieldStyle`):
//   - `automatic` / `plain`: borderless, the text at the field's leading edge, the line plus
//     `plainVerticalInset` above and below: 22 pt tall at body Large, as iOS 17, 18 and 26 draw
//     a plain SwiftUI TextField (issue 28's measurement of public iOS renders);
//   - `roundedBorder`: UIKit's `UITextField.BorderStyle.roundedRect`: a hairline `separator`
//     border with 5 pt corners, the text 7 pt in from each side and 7 pt above and below, at
//     least 34 pt tall (UIKit's default rounded-rect height; Interface Builder's default field);
//   - `search`: UIKit's `UISearchTextField` (`SearchFieldMetrics`): filled `tertiarySystemFill`
//     with 9 pt corners, at least 36 pt tall, the `magnifyingglass` symbol (chrome
//     `<id>/magnifyingglass`) at its leading side, the prompt in `secondaryLabel`, not tertiary,
//     a colour the system chose (`LaidOutText.isSystemColor`: `contrast` leaves it to iOS).
//   Ideal width = the shown string's single-line width plus the horizontal insets. An empty field
//   (no text, no placeholder) is still one line of its font tall, as iOS draws it.
//   `axis: vertical` (SwiftUI's `TextField(_:text:axis:)`): the text or placeholder wraps onto
//   more lines, up to the `lineLimit` in effect (none: as many as it needs), and the field grows.
// * slider: full width, 44 pt tall (the touch height iOS gives a slider's 28 pt thumb), ideal
//   width 100; chrome `<id>/track` (4 pt, grey), `<id>/value` (the filled part, accent, from the
//   leading edge) and `<id>/thumb` (28 x 28 circle at `value`); mirrors in right-to-left.
// * progressView: full width, ideal width 100; an optional chrome label `<id>/label` above a 4 pt
//   bar (`<id>/track`, `<id>/value`), 4 pt apart.
// Full width = the proposed width (infinity for the stack's maximum probe, nil -> ideal).

enum ControlMetrics {
    static let switchSize = Size(width: 51, height: 31)
    static let switchGap = 8.0
    static let plainVerticalInset = 0.83
    static let roundedBorderInset = 7.0
    static let roundedBorderMinHeight = 34.0
    static let roundedBorderCornerRadius = 5.0
    static let sliderHeight = 44.0
    static let thumbSize = 28.0
    static let trackHeight = 4.0
    static let progressLabelGap = 4.0
    static let idealWidth = 100.0
}

final class ToggleLayout: KindLayout {
    let id: String
    let label: TextLayout
    let isOn: Bool
    let env: LayoutEnvironment

    init(id: String, value: ToggleValue, env: LayoutEnvironment, measurer: any TextMeasuring,
         strings: any StringResolving) {
        self.id = id; self.isOn = value.isOn; self.env = env
        label = TextLayout(value: value.label, env: env, measurer: measurer, strings: strings)
    }

    var chromeWidth: Double { ControlMetrics.switchSize.width + ControlMetrics.switchGap }

    func labelProposal(width: Double, height: Double?) -> ProposedSize {
        ProposedSize(width: width.isInfinite ? nil : max(width - chromeWidth, 0), height: height)
    }

    func width(_ p: ProposedSize) -> Double {
        max(p.width ?? (label.sizeThatFits(.unspecified).width + chromeWidth), chromeWidth)
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let w = width(proposal)
        let l = label.sizeThatFits(labelProposal(width: w, height: proposal.height))
        return Size(width: w, height: max(ControlMetrics.switchSize.height, l.height))
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        let factory = ChromeFactory(env: env, context: context)
        let lp = labelProposal(width: rect.width, height: proposal.height)
        let ls = label.sizeThatFits(lp)
        let rtl = env.direction == .rightToLeft
        let labelX = rtl ? rect.maxX - ls.width : rect.minX
        let labelY = AlignmentMath.centerOverflow(length: ls.height, in: rect.height, start: rect.minY, fraction: 0.5)
        let sw = ControlMetrics.switchSize
        let switchX = rtl ? rect.minX : rect.maxX - sw.width
        let switchY = AlignmentMath.centerOverflow(length: sw.height, in: rect.height, start: rect.minY, fraction: 0.5)
        // Off: iOS's fill grey, #787880 at 16 % (light) / 32 % (dark): #E9E9EA on white, #39393D on
        // a dark grouped card (#1C1C1E), as UISwitch draws it.
        let offAlpha = env.appearance == .dark ? 0.32 : 0.16
        // On: green, or the `tint` (SwiftUI's switch toggle takes the tint as its on colour).
        let fill = isOn ? env.resolve(env.tint ?? .system(.systemGreen)) : RGBA(hex: 0x787880, alpha: offAlpha)
        return KindPlacement(children: [
            label.chromeElement(id: id + "/label", proposal: lp, at: Point(x: labelX, y: labelY), factory: factory),
            factory.element(id: id + "/switch", kind: .`switch`,
                            frame: Rect(origin: Point(x: switchX, y: switchY), size: sw),
                            fill: fill, cornerRadius: sw.height / 2, isOn: isOn),
        ])
    }
}

final class TextFieldLayout: KindLayout {
    let id: String
    let shown: TextLayout
    let isPlaceholder: Bool
    let style: TextFieldStyle
    let env: LayoutEnvironment

    init(id: String, value: TextFieldValue, env: LayoutEnvironment, measurer: any TextMeasuring,
         strings: any StringResolving) {
        self.id = id; self.env = env; self.style = value.style
        var e = env
        if value.axis != .vertical { e.lineLimit = 1 }
        let text = value.text.flatMap { strings.resolve($0).isEmpty ? nil : $0 }
        isPlaceholder = text == nil
        if isPlaceholder { e.foreground = .system(value.style == .search ? .secondaryLabel : .tertiaryLabel) }
        // A placeholder or a search field's prompt is drawn in iOS's grey, which the app does not choose.
        if isPlaceholder { e.isSystemForeground = true }
        shown = TextLayout(value: text ?? value.placeholder ?? value.label ?? .literal(""), env: e,
                           measurer: measurer, strings: strings)
    }

    var isBordered: Bool { style == .roundedBorder }
    var isSearch: Bool { style == .search }
    /// The text's inset from the leading edge and from the trailing edge, and from the top and bottom.
    var leadingInset: Double {
        isSearch ? SearchFieldMetrics.textLeadingInset : isBordered ? ControlMetrics.roundedBorderInset : 0
    }
    var trailingInset: Double {
        isSearch ? SearchFieldMetrics.trailingInset : isBordered ? ControlMetrics.roundedBorderInset : 0
    }
    var verticalInset: Double {
        isBordered || isSearch ? ControlMetrics.roundedBorderInset : ControlMetrics.plainVerticalInset
    }
    var minimumHeight: Double {
        isSearch ? SearchFieldMetrics.fieldHeight : isBordered ? ControlMetrics.roundedBorderMinHeight : 0
    }

    /// The text's width proposal inside a field `width` wide (the insets on both sides).
    func textProposal(width: Double) -> ProposedSize {
        ProposedSize(width: width.isInfinite ? nil : max(width - leadingInset - trailingInset, 0), height: nil)
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let w = proposal.width ?? shown.sizeThatFits(.unspecified).width + leadingInset + trailingInset
        let line = PixelGrid.ceil(shown.metrics.lineHeight, scale: env.scale)
        let h = max(shown.sizeThatFits(textProposal(width: w)).height, line) + 2 * verticalInset
        return Size(width: w, height: max(minimumHeight, PixelGrid.round(h, scale: env.scale)))
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        let factory = ChromeFactory(env: env, context: context)
        let p = textProposal(width: rect.width)
        let s = shown.sizeThatFits(p)
        let rtl = env.direction == .rightToLeft
        let x = rtl ? rect.maxX - leadingInset - s.width : rect.minX + leadingInset
        let y = AlignmentMath.centerOverflow(length: s.height, in: rect.height, start: rect.minY, fraction: 0.5)
        var placed = KindPlacement(children: [
            shown.chromeElement(id: id + (isPlaceholder ? "/placeholder" : "/text"), proposal: p,
                                at: Point(x: x, y: y), factory: factory),
        ])
        if isSearch {
            let box = SearchFieldMetrics.glassSide, side = SearchFieldMetrics.glassGlyph
            let inset = SearchFieldMetrics.glassInset + (box - side) / 2
            let glass = Rect(x: rtl ? rect.maxX - inset - side : rect.minX + inset, y: rect.midY - side / 2,
                             width: side, height: side)
            placed.children.insert(factory.element(id: id + "/magnifyingglass", kind: .image, frame: glass,
                                                   fill: env.resolve(SearchFieldMetrics.itemColor),
                                                   symbol: "magnifyingglass"), at: 0)
            placed.fill = env.resolve(SearchFieldMetrics.fill)
            placed.cornerRadius = SearchFieldMetrics.cornerRadius
        }
        return placed
    }
}

/// slider and progressView.
final class ValueControlLayout: KindLayout {
    enum Style { case slider, progress }
    let id: String
    let style: Style
    let value: Double
    let label: TextLayout?
    let env: LayoutEnvironment

    init(id: String, style: Style, value: ValueControl, env: LayoutEnvironment, measurer: any TextMeasuring,
         strings: any StringResolving) {
        self.id = id; self.style = style; self.env = env
        self.value = min(max(value.value, 0), 1)
        // A SwiftUI Slider shows no label on iOS (it is its accessibility label); a ProgressView does.
        label = style == .progress ? value.label.map {
            TextLayout(value: $0, env: env, measurer: measurer, strings: strings)
        } : nil
    }

    func labelHeight(width: Double) -> Double {
        guard let label else { return 0 }
        return label.sizeThatFits(ProposedSize(width: width.isInfinite ? nil : width, height: nil)).height
            + ControlMetrics.progressLabelGap
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let ideal = max(ControlMetrics.idealWidth, label?.sizeThatFits(.unspecified).width ?? 0)
        let w = proposal.width ?? ideal
        switch style {
        case .slider: return Size(width: w, height: ControlMetrics.sliderHeight)
        case .progress: return Size(width: w, height: labelHeight(width: w) + ControlMetrics.trackHeight)
        }
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        let factory = ChromeFactory(env: env, context: context)
        let rtl = env.direction == .rightToLeft
        var out: [LayoutElement] = []
        var trackY: Double
        switch style {
        case .slider:
            trackY = rect.midY - ControlMetrics.trackHeight / 2
        case .progress:
            trackY = rect.minY
            if let label {
                let p = ProposedSize(width: rect.width, height: nil)
                let s = label.sizeThatFits(p)
                let x = rtl ? rect.maxX - s.width : rect.minX
                out.append(label.chromeElement(id: id + "/label", proposal: p, at: Point(x: x, y: rect.minY),
                                               factory: factory))
                trackY += s.height + ControlMetrics.progressLabelGap
            }
        }
        let h = ControlMetrics.trackHeight
        let track = Rect(x: rect.minX, y: trackY, width: rect.width, height: h)
        let filled = rect.width * value
        let valueRect = Rect(x: rtl ? rect.maxX - filled : rect.minX, y: trackY, width: filled, height: h)
        out.append(factory.element(id: id + "/track", kind: .track, frame: track,
                                   fill: RGBA(hex: 0x787880, alpha: 0.2), cornerRadius: h / 2))
        out.append(factory.element(id: id + "/value", kind: .track, frame: valueRect,
                                   fill: env.resolve(.system(.accentColor)), cornerRadius: h / 2))
        if style == .slider {
            let t = ControlMetrics.thumbSize
            let centre = rtl ? rect.maxX - filled : rect.minX + filled
            let thumbX = min(max(centre - t / 2, rect.minX), rect.maxX - t)
            out.append(factory.element(id: id + "/thumb", kind: .thumb,
                                       frame: Rect(x: thumbX, y: rect.midY - t / 2, width: t, height: t),
                                       fill: .white, cornerRadius: t / 2))
        }
        return KindPlacement(children: out)
    }
}
