/// A screen file: one YAML document (`*.screen.yaml`).
public struct Screen: Sendable {
    public var name: String
    public var description: String?
    /// A device name from the screen file; the matrix decides when absent.
    public var device: String?
    public var background: ColorValue
    /// Reusable nodes for `use:`; already expanded into `body`, kept for dumping.
    public var components: [String: Node]
    public var body: Node
    /// Where the screen came from, for messages.
    public var file: String?
    /// The line of its name (`screen: NAME`, a preview's title) in `file`, for messages.
    public var nameLine: Int?
    // Presentations
    /// A sheet, alert or confirmation dialog shown over the body (modal: the body is not reachable).
    public var presentation: Presentation?
    /// How much of the screen the SwiftUI reader evaluated and what it did not; nil for a screen
    /// written in full (a screen file, the DSL): nothing unevaluated.
    public var coverage: Coverage?

    public init(name: String, description: String? = nil, device: String? = nil,
                background: ColorValue = .system(.systemBackground),
                components: [String: Node] = [:], body: Node, file: String? = nil) {
        self.name = name; self.description = description; self.device = device
        self.background = background; self.components = components; self.body = body; self.file = file
    }
}

/// One node of a screen: exactly one kind plus its modifiers.
public struct Node: Sendable {
    public var kind: NodeKind
    public var modifiers: Modifiers
    /// The node's place in the file, e.g. `body/vStack[2]/button`; the default element id.
    public var path: String
    /// 1-based line in the source file, when decoded from one.
    public var line: Int?
    /// Where the node was written (a YAML key or a SwiftUI view), for messages and findings.
    public var source: NodeSource?
    /// What of this node rests on something the SwiftUI reader could not evaluate (`UnverifiedAspects`).
    public var unverified: UnverifiedAspects = []
    /// SwiftUI's `.tag(_:)` (or a `ForEach` row's id) as the SwiftUI reader wrote it: what a
    /// `Picker` built around the node matches its selection with. Not part of the screen format.
    public var tag: String?

    public init(_ kind: NodeKind, _ modifiers: Modifiers = Modifiers(), path: String = "body", line: Int? = nil) {
        self.kind = kind; self.modifiers = modifiers; self.path = path; self.line = line
    }

    /// The element id used in findings and the reading order.
    public var id: String { modifiers.id ?? path }
}

/// A place in a screen's source file, 1-based.
public struct NodeSource: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) { self.file = file; self.line = line; self.column = column }
}

/// The kinds of the screen format (section 2 of the spec). `use:` is expanded when decoding.
public indirect enum NodeKind: Sendable {
    case text(TextValue)
    case image(ImageValue)
    case button(label: Node)
    case toggle(ToggleValue)
    case textField(TextFieldValue)
    case slider(ValueControl)
    case progressView(ValueControl)
    case spacer(minLength: Double?)
    case divider
    case shape(ShapeValue)
    case color(ColorValue)
    case hStack([Node])
    case vStack([Node])
    case zStack([Node])
    case adaptiveStack([Node])
    case viewThatFits([Node])
    case scrollView(Node)
    case list([Node])
    case navigationStack(NavigationValue)
    case tabView(TabViewValue)
    /// A view the SwiftUI reader could not evaluate, named by its type: drawn as a hatched box
    /// that takes the space offered (as an unknown view without an ideal size does).
    case placeholder(String)
    // Controls
    case label(LabelValue)
    case picker(PickerValue)
    case stepper(StepperValue)
    case secureField(TextFieldValue)
    /// A `Menu`: only its button is laid out (its items are never shown in a snapshot).
    case menu(label: Node)
    case link(LinkValue)
    case datePicker(DatePickerValue)
    case gauge(GaugeValue)
    // Containers and drawing
    /// A list section: a card of rows with a header and footer (`SectionValue`).
    case section(SectionValue)
    /// `Grid`: rows of cells in columns as wide as their widest cell (`GridValue`).
    case grid(GridValue)
    /// `LazyVGrid`: items flowing into columns (`LazyGridValue`).
    case lazyVGrid(LazyGridValue)
    /// Swift Charts' `Chart` (`ChartValue`).
    case chart(ChartValue)
    /// `GeometryReader`: content made for the size it is given (`GeometryReaderValue`).
    case geometryReader(GeometryReaderValue)

    /// The key that names this kind in a screen file.
    public var name: String {
        switch self {
        case .text: return "text"
        case .image: return "image"
        case .button: return "button"
        case .toggle: return "toggle"
        case .textField: return "textField"
        case .slider: return "slider"
        case .progressView: return "progressView"
        case .spacer: return "spacer"
        case .divider: return "divider"
        case .shape: return "shape"
        case .color: return "color"
        case .hStack: return "hStack"
        case .vStack: return "vStack"
        case .zStack: return "zStack"
        case .adaptiveStack: return "adaptiveStack"
        case .viewThatFits: return "viewThatFits"
        case .scrollView: return "scrollView"
        case .list: return "list"
        case .navigationStack: return "navigationStack"
        case .tabView: return "tabView"
        case .placeholder: return "placeholder"
        // Controls
        case .label: return "label"
        case .picker: return "picker"
        case .stepper: return "stepper"
        case .secureField: return "secureField"
        case .menu: return "menu"
        case .link: return "link"
        case .datePicker: return "datePicker"
        case .gauge: return "gauge"
        // Containers and drawing
        case .section: return "section"
        case .grid: return "grid"
        case .lazyVGrid: return "lazyVGrid"
        case .chart: return "chart"
        case .geometryReader: return "geometryReader"
        }
    }

    public static let allNames = ["text", "image", "button", "toggle", "textField", "slider", "progressView",
                                  "spacer", "divider", "shape", "color", "hStack", "vStack", "zStack",
                                  "adaptiveStack", "viewThatFits", "scrollView", "list", "navigationStack",
                                  "tabView", "placeholder", "use",
                                  // Controls
                                  "label", "picker", "stepper", "secureField", "menu", "link", "datePicker", "gauge",
                                  // Containers and drawing
                                  "section", "grid", "lazyVGrid", "chart", "geometryReader"]

    /// Controls are what a person taps: the element kind's list (`ElementKind.isControl`), the one source.
    public var isControl: Bool { elementKind.isControl }

    /// The node's direct children (labels, stack members, content), in source order.
    public var children: [Node] {
        switch self {
        case .button(let label), .menu(let label): return [label]
        case .hStack(let c), .vStack(let c), .zStack(let c), .adaptiveStack(let c), .viewThatFits(let c), .list(let c):
            return c
        case .scrollView(let c): return [c]
        case .navigationStack(let n): return n.leading + n.trailing + (n.content.map { [$0] } ?? [])
        case .tabView(let t): return t.content.map { [$0] } ?? []
        // Containers and drawing
        case .section(let s): return [s.header].compactMap { $0 } + s.content + [s.footer].compactMap { $0 }
        case .grid(let g): return g.rows.flatMap(\.cells)
        case .lazyVGrid(let g): return g.items
        case .chart(let c): return c.marks.compactMap(\.annotation)
        case .geometryReader(let g): return g.content
        default: return []
        }
    }
}

/// A string in a screen: written out, or a key looked up in the strings catalog.
public enum TextValue: Hashable, Sendable {
    case literal(String)
    case key(String)
    /// A catalog key whose string has format specifiers (`%lld cycles`), filled with `arguments`
    /// in order: SwiftUI's `Text("\(count) cycles")`. In a screen file: `{key: K, arguments: [..]}`.
    case format(key: String, arguments: [String])
    /// Pieces shown as one text, each resolved on its own: SwiftUI's `Text("a") + Text(verbatim: "b")`.
    case concatenation([TextValue])
    /// A date, duration or number the app formats for the locale (`{date: 2026-03-03, style: medium}`).
    case formatted(FormattedValue)

    /// The key, for a looked-up string (a concatenation's first).
    public var key: String? {
        switch self {
        case .literal, .formatted: return nil
        case .key(let k), .format(let k, _): return k
        case .concatenation(let parts): return parts.lazy.compactMap(\.key).first
        }
    }

    /// `a + b` as one text: concatenations flattened, neighbouring literals merged.
    public static func joined(_ a: TextValue, _ b: TextValue) -> TextValue {
        func parts(_ v: TextValue) -> [TextValue] { if case .concatenation(let p) = v { return p } else { return [v] } }
        var out: [TextValue] = []
        for p in parts(a) + parts(b) {
            if case .literal(let y) = p, case .literal(let x)? = out.last { out[out.count - 1] = .literal(x + y) } else { out.append(p) }
        }
        return out.count == 1 ? out[0] : .concatenation(out)
    }
}

/// A value shown as the locale writes it (Foundation's `formatted()` styles), through ICU.
public enum FormattedValue: Hashable, Sendable {
    /// A calendar day, `Date.FormatStyle(date: style)`.
    case date(year: Int, month: Int, day: Int, style: DateStyle)
    /// Seconds as `h:mm:ss` (or `m:ss` under an hour), `Duration.TimeFormatStyle`'s positional pattern.
    case duration(seconds: Double, style: DurationStyle)
    /// A decimal number with the locale's digits, grouping and decimal separator.
    case number(Double)
    /// A date, number, size or duration as a Foundation formatter the app configured writes it
    /// (`FoundationFormat`): read from Swift only, a screen file writes its English text.
    case foundation(FoundationFormat)
}

extension FormattedValue {
    /// `YYYY-MM-DD`, as the screen format writes a day.
    public static func isoDay(year: Int, month: Int, day: Int) -> String {
        func pad(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(width - String(n).count, 0)) + String(n) }
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }
}

public enum DateStyle: String, Hashable, Sendable, CaseIterable { case short, medium, long, full }
public enum DurationStyle: String, Hashable, Sendable, CaseIterable { case positional }

public enum ImageValue: Hashable, Sendable {
    /// An SF Symbol-like glyph that scales with its font.
    case symbol(String)
    /// A symbol made `.resizable()`: it takes the size proposed to it (a `.frame` around it), not
    /// its font's, and its glyph is fitted into that frame; unproposed, it is its font's size.
    case resizableSymbol(String)
    /// A fixed-size bitmap.
    case bitmap(width: Double, height: Double)
    /// A bitmap drawn from a PNG file (an asset catalog's image set), `width` x `height` points.
    case png(file: String, width: Double, height: Double)

    /// The symbol's name, resizable or not; nil for a bitmap.
    public var symbolName: String? {
        switch self {
        case .symbol(let name), .resizableSymbol(let name): return name
        case .bitmap, .png: return nil
        }
    }

    /// The size in points of a bitmap of either kind; nil for a symbol.
    public var bitmapSize: Size? {
        switch self {
        case .symbol, .resizableSymbol: return nil
        case .bitmap(let w, let h), .png(_, let w, let h): return Size(width: w, height: h)
        }
    }

    /// The same picture at another size (a resizable image in its frame).
    public func resized(width: Double, height: Double) -> ImageValue {
        switch self {
        case .symbol, .resizableSymbol: return self
        case .bitmap: return .bitmap(width: width, height: height)
        case .png(let file, _, _): return .png(file: file, width: width, height: height)
        }
    }
}

public struct ToggleValue: Sendable {
    public var label: TextValue
    public var isOn: Bool
    public init(label: TextValue, isOn: Bool) { self.label = label; self.isOn = isOn }
}

public struct TextFieldValue: Sendable {
    public var label: TextValue?
    public var placeholder: TextValue?
    public var text: TextValue?
    /// SwiftUI's `.textFieldStyle`: `automatic` and `plain` are borderless, `roundedBorder` is
    /// UIKit's rounded-rect field; `search` is UIKit's `UISearchTextField`, the field `.searchable`
    /// puts in the navigation bar (`SearchField.swift`).
    public var style: TextFieldStyle
    /// SwiftUI's `TextField(_:text:axis:)`: `vertical` wraps its text (and placeholder) onto more
    /// lines, up to the `lineLimit` in effect, and grows; nil (`horizontal`) keeps one line.
    public var axis: Axis?
    public init(label: TextValue? = nil, placeholder: TextValue? = nil, text: TextValue? = nil,
                style: TextFieldStyle = .automatic, axis: Axis? = nil) {
        self.label = label; self.placeholder = placeholder; self.text = text; self.style = style; self.axis = axis
    }
}

public enum TextFieldStyle: String, Hashable, Sendable, CaseIterable { case automatic, plain, roundedBorder, search }

/// `slider` and `progressView`.
public struct ValueControl: Sendable {
    public var label: TextValue?
    public var value: Double
    public init(label: TextValue? = nil, value: Double) { self.label = label; self.value = value }
}

public enum ShapeKind: String, Hashable, Sendable, CaseIterable {
    case rectangle, roundedRectangle, capsule, circle
}

public struct ShapeValue: Sendable {
    public var kind: ShapeKind
    public var fill: ColorValue?
    public var cornerRadius: Double?
    // Containers and drawing
    /// A gradient fill (instead of `fill`).
    public var gradient: GradientValue?
    /// The outline drawn instead of the fill (`.stroke`), and the part of it drawn (`.trim`).
    public var stroke: ShapeStroke?
    public var trim: TrimValue?
    /// `.rotationEffect(.degrees(N))` on the shape, clockwise, about its centre: a progress ring's
    /// `-90` makes its trim start at 12 o'clock.
    public var rotation: Double?
    public init(kind: ShapeKind, fill: ColorValue? = nil, cornerRadius: Double? = nil) {
        self.kind = kind; self.fill = fill; self.cornerRadius = cornerRadius
    }
}

public enum TitleDisplayMode: String, Hashable, Sendable { case large, inline }

public struct NavigationValue: Sendable {
    public var title: TextValue?
    public var titleDisplayMode: TitleDisplayMode
    public var back: TextValue?
    public var leading: [Node]
    public var trailing: [Node]
    public var content: Node?
    /// `barBackground`: the bar's own colour (SwiftUI's `.toolbarBackground(_:for: .navigationBar)`);
    /// nil: transparent at the scroll edge.
    public var barBackground: ColorValue?
    /// `barHidden`: no navigation bar (SwiftUI's `.navigationBarHidden(true)`,
    /// `.toolbar(.hidden, for: .navigationBar)`); the content takes the whole stack.
    public var barHidden = false
    /// `search`: a search field under the title showing this prompt (SwiftUI's `.searchable`), and
    /// `searchText`, what is typed in it (nil: the prompt shows).
    public var search: TextValue?
    public var searchText: TextValue?
    /// What of the search field rests on something the SwiftUI reader could not evaluate (its
    /// prompt a stand-in, its bound text unknown): the field's node carries it. Not in the format.
    public var searchUnverified: UnverifiedAspects = []
    public init(title: TextValue? = nil, titleDisplayMode: TitleDisplayMode = .large, back: TextValue? = nil,
                leading: [Node] = [], trailing: [Node] = [], content: Node? = nil) {
        self.title = title; self.titleDisplayMode = titleDisplayMode; self.back = back
        self.leading = leading; self.trailing = trailing; self.content = content
    }
}

public struct Tab: Sendable {
    public var label: TextValue
    public var symbol: String?
    public var selected: Bool
    public init(label: TextValue, symbol: String? = nil, selected: Bool = false) {
        self.label = label; self.symbol = symbol; self.selected = selected
    }
}

public struct TabViewValue: Sendable {
    public var tabs: [Tab]
    public var content: Node?
    /// `barBackground`: the tab bar's own colour (`.toolbarBackground(_:for: .tabBar)`); nil:
    /// transparent when the content ends above the bar, else the system's chrome (`BarAppearance`).
    public var barBackground: ColorValue?
    /// `scrolledBarBackground`: the bar's colour once content scrolls under it, in place of the
    /// system's chrome (SwiftUI's `.toolbarBackground(color, for: .tabBar)` without `.visible`);
    /// at its scroll edge the bar stays transparent.
    public var scrolledBarBackground: ColorValue?
    public init(tabs: [Tab], content: Node? = nil) { self.tabs = tabs; self.content = content }
}

// Controls: the values of the views teams reach for (docs/screen-format.md, "Controls").

/// `Label`'s three looks (SwiftUI's `.labelStyle`): the icon and title side by side (the default),
/// the icon alone or the title alone. VoiceOver reads the title in all three.
public enum LabelStyle: String, Hashable, Sendable, CaseIterable { case titleAndIcon, iconOnly, titleOnly }

public struct LabelValue: Sendable {
    public var title: TextValue
    public var symbol: String?
    public var style: LabelStyle
    public init(title: TextValue, symbol: String? = nil, style: LabelStyle = .titleAndIcon) {
        self.title = title; self.symbol = symbol; self.style = style
    }
}

/// `menu` (iOS's default: a button showing the selection; in a list, a row with the value
/// trailing), `segmented`, or `inline` (in a list, each option a row, the selected one checked:
/// `Containers/InlinePicker.swift`; outside a list drawn as `menu`).
public enum PickerStyle: String, Hashable, Sendable, CaseIterable { case menu, segmented, inline }

public struct PickerValue: Sendable {
    public var label: TextValue?
    public var options: [TextValue]
    /// The selected option's index, 0-based.
    public var selection: Int
    public var style: PickerStyle
    /// SwiftUI's `.labelsHidden()`: the label is not drawn (VoiceOver still reads it).
    public var labelHidden: Bool
    public init(label: TextValue? = nil, options: [TextValue], selection: Int = 0, style: PickerStyle = .menu,
                labelHidden: Bool = false) {
        self.label = label; self.options = options; self.selection = selection; self.style = style
        self.labelHidden = labelHidden
    }
    /// The selected option, nil when the index is outside the options.
    public var selected: TextValue? { options.indices.contains(selection) ? options[selection] : nil }
}

public struct StepperValue: Sendable {
    public var label: TextValue
    /// The stepped value VoiceOver announces, when the screen gives it.
    public var value: Double?
    public init(label: TextValue, value: Double? = nil) { self.label = label; self.value = value }
}

public struct LinkValue: Sendable {
    public var title: TextValue
    public var url: String?
    public init(title: TextValue, url: String? = nil) { self.title = title; self.url = url }
}

/// A compact date picker: its label and the chosen day (a `FormattedValue.date`).
public struct DatePickerValue: Sendable {
    public var label: TextValue?
    public var date: FormattedValue
    public init(label: TextValue? = nil, date: FormattedValue) { self.label = label; self.date = date }
}

/// A gauge in the default (linear capacity) style: its label and a value in 0...1.
public struct GaugeValue: Sendable {
    public var label: TextValue?
    public var value: Double
    public init(label: TextValue? = nil, value: Double) { self.label = label; self.value = value }
}

// Presentations

/// What a screen presents over its body (spec §2.1): a top-level key beside `body`.
public enum Presentation: Sendable {
    case sheet(SheetValue)
    case alert(AlertValue)
    case confirmationDialog(AlertValue)

    /// The key that names it in a screen file.
    public var name: String {
        switch self {
        case .sheet: return "sheet"
        case .alert: return "alert"
        case .confirmationDialog: return "confirmationDialog"
        }
    }

    public static let allNames = ["sheet", "alert", "confirmationDialog"]

    /// The nodes it holds: a sheet's content, an alert's or dialog's actions.
    public var nodes: [Node] {
        switch self {
        case .sheet(let s): return [s.content]
        case .alert(let a), .confirmationDialog(let a): return a.actions
        }
    }
}

/// The heights a sheet may rest at (`presentationDetents`).
public enum SheetDetent: String, Hashable, Sendable, CaseIterable { case medium, large }

public struct SheetValue: Sendable {
    /// Where it may rest; a grabber is drawn when there is more than one.
    public var detents: [SheetDetent]
    /// The detent it is shown at; nil: the smallest (where a sheet first appears).
    public var selected: SheetDetent?
    public var content: Node
    public init(detents: [SheetDetent] = [.large], selected: SheetDetent? = nil, content: Node) {
        self.detents = detents; self.selected = selected; self.content = content
    }

    /// The detent shown: `selected`, else the smallest.
    public var shown: SheetDetent {
        selected ?? (detents.contains(.medium) ? .medium : .large)
    }
}

/// An alert or a confirmation dialog: a title, a message and buttons (`role: cancel/destructive`).
public struct AlertValue: Sendable {
    public var title: TextValue?
    public var message: TextValue?
    /// `button` nodes, in the order written.
    public var actions: [Node]
    public init(title: TextValue? = nil, message: TextValue? = nil, actions: [Node]) {
        self.title = title; self.message = message; self.actions = actions
    }
}
