// Controls (docs/screen-format.md, "Controls"): the views teams reach for, each built from the
// format's own kinds (stacks, text, images, colours, a progress bar) with the modifiers iOS draws
// them with, laid out by the same rules as everything else, and handed on as the control's chrome
// (`<id>/<part>` elements). Metrics, with their source:
// * label: SwiftUI's `Label` in the default style is its icon and title in an HStack with the
//   standard spacing, centred; `iconOnly` / `titleOnly` show one of them; in a list row its icon
//   is in the tint (accent) colour unless a foreground is in effect. (SwiftUI `Label`.)
// * link: its title in the tint (accent) colour, like a plain button. (SwiftUI `Link`.)
// * picker, segmented: UISegmentedControl, 32 pt tall, its titles 13 pt (UIKit's default segment
//   font, which does not follow Dynamic Type: iOS offers the Large Content Viewer instead), medium,
//   semibold when selected; segments of equal width in a track of tertiarySystemFill (#767680 at
//   12 % light, 24 % dark) with a 9 pt corner radius and 2 pt inset; the selected segment a white
//   (dark: #636366) rounded rect, radius 7. (UIKit default sizes; Apple HIG "Segmented controls".)
// * picker, menu: outside a list, a button showing the selection and `chevron.up.chevron.down`
//   in the tint; in a list row, the label leading (unless `.labelsHidden()`) and the selection with
//   the chevron trailing in secondaryLabel (iOS 16+ Form/List rows).
// * stepper: the label leading (wrapping), the UIStepper trailing: 94 x 32 pt at every size (it
//   does not scale), two 46.5 pt halves with `minus` and `plus` (17 pt medium) split by an 18 pt
//   separator line, on tertiarySystemFill with an 8 pt radius. (UIKit: UIStepper's intrinsic size.)
// * secureField: a text field whose text is drawn as one `•` per character (UIKit's secure entry).
// * datePicker (compact): the label leading, the date trailing in a tertiarySystemFill rounded
//   rect (radius 6), 11 pt / 6 pt insets, body text that scales: 34 pt tall at Large, as iOS's
//   compact UIDatePicker; the label and the one-line date share the row as an HStack shares it;
//   the date as `.formatted(date: .abbreviated)` (ICU medium).
// * gauge: the default linear capacity style: its label above a 4 pt bar filled to its value (a
//   progress view's track), 4 pt apart.
// Touches: a stepper is hit-tested on its 94 x 32 control and a date picker on its date, not
// across the row; the others across what they draw (`HitArea`).

enum ComposedMetrics {
    static let segmentHeight = 32.0
    static let segmentInset = 2.0
    static let segmentFontSize = 13.0
    static let segmentTrackRadius = 9.0
    static let segmentRadius = 7.0
    static let stepperSize = Size(width: 94, height: 32)
    static let stepperRadius = 8.0
    static let stepperSymbolSize = 17.0
    static let stepperSeparatorHeight = 18.0
    static let dateInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    static let dateRadius = 6.0
    static let gaugeGap = 4.0
    static let secureDot: Character = "•"

    /// tertiarySystemFill: #767680 at 12 % (light) / 24 % (dark).
    static func fill(_ env: LayoutEnvironment) -> ColorValue {
        .rgba(RGBA(hex: 0x767680, alpha: env.appearance == .dark ? 0.24 : 0.12))
    }

    /// The selected segment: white (light), #636366 (dark).
    static func selectedSegment(_ env: LayoutEnvironment) -> ColorValue {
        .rgba(env.appearance == .dark ? RGBA(hex: 0x636366) : .white)
    }
}

/// A control's parts as nodes: ids `<control id>/<part>`, written where the control was.
struct ControlParts {
    let id: String
    let source: NodeSource?
    let env: LayoutEnvironment

    func node(_ kind: NodeKind, _ part: String, _ configure: (inout Modifiers) -> Void = { _ in }) -> Node {
        var m = Modifiers()
        m.id = id + "/" + part
        configure(&m)
        var n = Node(kind, m, path: id + "/" + part)
        n.source = source
        return n
    }

    var tint: ColorValue? { env.foreground == nil ? .system(.accentColor) : nil }

    func label(_ v: LabelValue) -> Node {
        let title = node(.text(v.title), "title")
        // In a list row iOS tints a label's icon (the accent colour) and not its title.
        let icon = v.symbol.map { node(.image(.symbol($0)), "icon") { if env.isListRow { $0.foreground = tint } } }
        switch v.style {
        case .titleOnly: return title
        case .iconOnly: return icon ?? title
        case .titleAndIcon: return icon.map { node(.hStack([$0, title]), "stack") } ?? title
        }
    }

    func link(_ v: LinkValue) -> Node {
        node(.text(v.title), "title") { $0.foreground = tint }
    }

    func segmented(_ v: PickerValue) -> Node {
        let segments = v.options.indices.map { i -> Node in
            let selected = i == v.selection
            return node(.text(v.options[i]), "segment[\(i)]") {
                $0.font = FontValue(size: ComposedMetrics.segmentFontSize, weight: selected ? .semibold : .medium)
                $0.lineLimit = 1
                $0.frame = FrameValue(maxWidth: .infinity,
                                      minHeight: ComposedMetrics.segmentHeight - 2 * ComposedMetrics.segmentInset)
                if selected {
                    $0.background = .styled(color: ComposedMetrics.selectedSegment(env),
                                            cornerRadius: ComposedMetrics.segmentRadius, stroke: nil)
                    $0.accessibility = AccessibilityValue(traits: [.selected])
                }
            }
        }
        return node(.hStack(segments), "segments") {
            $0.spacing = 0
            $0.padding = EdgeInsets(top: ComposedMetrics.segmentInset, leading: ComposedMetrics.segmentInset,
                                    bottom: ComposedMetrics.segmentInset, trailing: ComposedMetrics.segmentInset)
            $0.background = .styled(color: ComposedMetrics.fill(env), cornerRadius: ComposedMetrics.segmentTrackRadius,
                                    stroke: nil)
        }
    }

    func menuPicker(_ v: PickerValue, inList: Bool) -> Node {
        let colour: ColorValue? = inList ? .system(.secondaryLabel) : tint
        let value = node(.text(v.selected ?? .literal("")), "value") { $0.foreground = colour }
        let chevron = node(.image(.symbol("chevron.up.chevron.down")), "chevron") {
            $0.foreground = colour
            $0.font = FontValue(style: .footnote, weight: .semibold)
        }
        guard inList else { return node(.hStack([value, chevron]), "menu") }
        let leading = v.label.flatMap { v.labelHidden ? nil : [node(.text($0), "label"), node(.spacer(minLength: nil), "spacer")] }
            ?? [node(.spacer(minLength: nil), "spacer")]
        return node(.hStack(leading + [value, chevron]), "menu")
    }

    func stepper(_ v: StepperValue) -> Node {
        let half = (ComposedMetrics.stepperSize.width - 1) / 2
        func button(_ symbol: String) -> Node {
            node(.image(.symbol(symbol)), symbol) {
                $0.font = FontValue(size: ComposedMetrics.stepperSymbolSize, weight: .medium)
                $0.foreground = .system(.label)
                $0.frame = FrameValue(width: half, height: ComposedMetrics.stepperSize.height)
            }
        }
        let separator = node(.color(.system(.separator)), "separator") {
            $0.frame = FrameValue(width: 1, height: ComposedMetrics.stepperSeparatorHeight)
        }
        let control = node(.hStack([button("minus"), separator, button("plus")]), "control") {
            $0.spacing = 0
            $0.background = .styled(color: ComposedMetrics.fill(env), cornerRadius: ComposedMetrics.stepperRadius, stroke: nil)
        }
        return node(.hStack([node(.text(v.label), "label"), node(.spacer(minLength: nil), "spacer"), control]), "row")
    }

    func datePicker(_ v: DatePickerValue) -> Node {
        let date = node(.text(.formatted(v.date)), "date") {
            $0.lineLimit = 1
            $0.padding = ComposedMetrics.dateInsets
            $0.background = .styled(color: ComposedMetrics.fill(env), cornerRadius: ComposedMetrics.dateRadius, stroke: nil)
        }
        guard let label = v.label else { return date }
        return node(.hStack([node(.text(label), "label"), node(.spacer(minLength: nil), "spacer"), date]), "row")
    }

    func gauge(_ v: GaugeValue) -> Node {
        let bar = node(.progressView(ValueControl(value: v.value)), "bar")
        guard let label = v.label else { return bar }
        return node(.vStack([node(.text(label), "label"), bar]), "stack") {
            $0.alignment = Alignment(horizontal: .leading, vertical: .center)
            $0.spacing = ComposedMetrics.gaugeGap
        }
    }
}

/// A control laid out as its parts: sized and placed exactly as the parts' tree, whose elements
/// become the control's chrome. `hitPart` names the part iOS hit-tests, when not the whole control.
final class ComposedLayout: KindLayout {
    let parts: NodeBox
    let hitPart: String?
    let accessibilityValue: String?
    let isSizedBySystem: Bool

    init(parts: NodeBox, hitPart: String? = nil, accessibilityValue: String? = nil, isSizedBySystem: Bool = false) {
        self.parts = parts; self.hitPart = hitPart; self.accessibilityValue = accessibilityValue
        self.isSizedBySystem = isSizedBySystem
    }

    var spacing: ViewSpacing { parts.spacing }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { parts.sizeThatFits(proposal) }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        var e = parts.place(in: rect, proposal: proposal, context: context, role: .chrome)
        e.markAsChrome()
        var placed = KindPlacement(children: [e])
        placed.hitPart = hitPart.flatMap { e.element(withId: $0)?.bounds }
        placed.accessibilityValue = accessibilityValue
        placed.isSizedBySystem = isSizedBySystem
        return placed
    }
}

extension LayoutElement {
    /// Marks the subtree as drawn by the layout for a control.
    mutating func markAsChrome() {
        isChrome = true
        if role == .content { role = .chrome }
        for i in children.indices { children[i].markAsChrome() }
    }
}
