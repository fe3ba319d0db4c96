/// Every modifier key of the screen format (section 3 of the spec), all optional.
/// They apply in one fixed order, innermost first: the node's own properties -> `fixedSize` ->
/// `padding` -> `frame` -> `position` -> `background`/`overlay`/`border` -> `cornerRadius`/`clipped` -> `offset` -> `hitSlop`.
public struct Modifiers: Sendable {
    public var id: String?
    // Text and symbols
    public var font: FontValue?
    public var fontWeight: FontWeight?
    public var bold: Bool?
    public var foreground: ColorValue?
    /// SwiftUI's `.tint`: the accent colour of every control below (inherited).
    public var tint: ColorValue?
    public var lineLimit: Int?
    public var truncationMode: TruncationMode?
    public var multilineTextAlignment: TextAlignment?
    public var minimumScaleFactor: Double?
    /// `imageScale`: the scale of SF Symbols below (inherited), relative to their font.
    public var imageScale: ImageScale?
    // Kind-specific properties
    /// Stack spacing (`nil` = SwiftUI's default spacing).
    public var spacing: Double?
    /// Stack or frame alignment.
    public var alignment: Alignment?
    /// `viewThatFits` axes.
    public var axes: FitAxes?
    /// `scrollView` axis.
    public var axis: Axis?
    /// `adaptiveStack`: the size at and above which it stacks vertically (default `accessibility1`).
    public var threshold: DynamicTypeSize?
    /// `lazy: true` on a `vStack`/`hStack` (SwiftUI's `LazyVStack`/`LazyHStack`): it takes the
    /// whole length it is offered across its axis, where a `VStack` is as wide as its widest child.
    public var lazy: Bool?
    /// `button` style, role and state.
    public var style: ButtonStyle?
    public var role: ButtonRole?
    public var disabled: Bool?
    /// `navigates: true`: the button is a navigation link; as a list row it is drawn untinted with a
    /// disclosure chevron (`DisclosureRows`), elsewhere as a plain button.
    public var navigates: Bool?
    /// Not a key of the format: a part iOS draws for a control that the layout made as a node (a
    /// disclosure row's chevron). Placed as chrome, so the checks leave it to iOS as bar chrome.
    var isSystemPart: Bool?
    // Layout, in the fixed order
    public var fixedSize: FixedSizeValue?
    public var padding: EdgeInsets?
    public var frame: FrameValue?
    /// `position`: the node's centre at this point of the space it is proposed, which it takes.
    public var position: PositionValue?
    public var background: DecorationValue?
    public var overlay: DecorationValue?
    public var border: StrokeValue?
    public var cornerRadius: Double?
    public var clipped: Bool?
    public var offset: OffsetValue?
    public var hitSlop: EdgeInsets?
    /// `contentShape`: the node's whole `bounds` (padding and frame included) take touches, as
    /// `.contentShape(Rectangle())` after the frame does; without it a button's hit area is what
    /// it draws (see the target-size check).
    public var contentShape: Bool?
    /// `onTapGesture`: the node takes taps (SwiftUI's `.onTapGesture`): a tap target for the checks
    /// whatever its traits; its hit area is what it draws, as a button's (`HitArea`).
    public var onTapGesture: Bool?
    // The node as a whole
    public var layoutPriority: Double?
    public var opacity: Double?
    public var hidden: Bool?
    public var dynamicTypeSize: DynamicTypeRange?
    public var layoutDirection: LayoutDirection?
    public var flipsForRightToLeft: Bool?
    /// `redacted`: true is SwiftUI's `.redacted(reason: .placeholder)`, false its `.unredacted()`;
    /// inherited, the innermost wins. Layout unchanged; drawn as `RedactionRules` says.
    public var redacted: Bool?
    public var accessibility: AccessibilityValue?
    public var critical: Bool?
    public var allow: [Allowance]?
    /// `minimumTarget`: the smallest hit area the targets in this subtree must have, in points
    /// (a product's own rule, such as 56 pt buttons); the configuration's `targetSize` elsewhere.
    public var minimumTarget: Size?
    // Containers and drawing
    /// `shadow`: drawn beneath the element, no effect on layout.
    public var shadow: ShadowValue?
    /// `lineSpacing`: points added between the lines of a text (inherited).
    public var lineSpacing: Double?
    /// `textCase`: texts shown upper- or lowercased (inherited).
    public var textCase: TextCase?
    /// `gridCellColumns`: a grid cell spanning this many columns.
    public var gridCellColumns: Int?
    /// `gridColumnAlignment`: the horizontal alignment of this cell's whole column.
    public var gridColumnAlignment: HorizontalAlignment?
    // List rows
    /// `listRowBackground`: what the row of a `list` that this node is draws behind it, in place of
    /// the card's fill (`Color.clear` shows the list's background); nil keeps the card's.
    public var listRowBackground: DecorationValue?
    /// `listRowInsets`: the insets of the row's content in its row, in place of the list's.
    public var listRowInsets: EdgeInsets?
    /// `listRowSeparator: hidden`: no separator above or below the row this node is.
    public var listRowSeparatorHidden: Bool?
    /// `listRowSeparatorLeading`: where the separator below the row this node is starts, in points
    /// from the row content's leading edge (SwiftUI's `.listRowSeparatorLeading` alignment guide).
    public var listRowSeparatorLeading: Double?
    /// `listStyle`: how the `list`s below draw (inherited, as SwiftUI's `.listStyle` is an
    /// environment value); `insetGrouped` unless set.
    public var listStyle: ListStyle?
    /// `listSectionSpacing`: points between two sections of the `list`s below (inherited).
    public var listSectionSpacing: Double?
    /// `controlSize`: the size of the controls below (inherited, as SwiftUI's `.controlSize` is an
    /// environment value; the innermost wins). Only `bordered`/`borderedProminent` buttons draw it
    /// (`ButtonMetrics`); nil is `regular`.
    public var controlSize: ControlSize?
    // Safe area
    /// `ignoresSafeArea`: the edges on which the node, where it touches the safe area's edge,
    /// extends into the device's insets (status bar, home indicator).
    public var ignoresSafeArea: EdgeSet?

    public init() {}
}

/// SwiftUI's `Image.Scale`: an SF Symbol drawn smaller or larger than its font.
public enum ImageScale: String, Hashable, Sendable, CaseIterable { case small, medium, large }

public enum TruncationMode: String, Hashable, Sendable, CaseIterable { case tail, head, middle }

public enum TextAlignment: String, Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// A font as written: a text style (scales), `{size}` (fixed), or `{size, relativeTo}` (scales like the style).
public struct FontValue: Hashable, Sendable {
    public var style: TextStyle?
    public var size: Double?
    public var relativeTo: TextStyle?
    public var weight: FontWeight?
    public var design: FontDesign?
    /// `Font.custom(name, ...)`: a configured font's PostScript or family name (`fonts:`).
    public var name: String?
    public init(style: TextStyle? = nil, size: Double? = nil, relativeTo: TextStyle? = nil,
                weight: FontWeight? = nil, design: FontDesign? = nil, name: String? = nil) {
        self.style = style; self.size = size; self.relativeTo = relativeTo; self.weight = weight; self.design = design
        self.name = name
    }
    /// True for `{size: N}` without `relativeTo`: the size does not follow Dynamic Type.
    public var isFixed: Bool { size != nil && relativeTo == nil }
}

public enum HorizontalAlignment: String, Hashable, Sendable {
    case leading, center, trailing
    /// Absolute: do not mirror in RTL.
    case left, right
}

public enum VerticalAlignment: String, Hashable, Sendable {
    case top, center, bottom
}

public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)

    /// Parses `leading`, `center`, `topLeading`, `bottomTrailing`, `left`, `topRight`, ...
    public init?(name: String) {
        let verticals: [(String, VerticalAlignment)] = [("top", .top), ("bottom", .bottom)]
        var rest = name
        var v = VerticalAlignment.center
        for (prefix, value) in verticals where rest.hasPrefix(prefix) {
            v = value
            rest = String(rest.dropFirst(prefix.count))
            if rest.isEmpty { self.init(horizontal: .center, vertical: v); return }
            rest = rest.prefix(1).lowercased() + rest.dropFirst()
        }
        if rest == "center" { self.init(horizontal: .center, vertical: v); return }
        guard let h = HorizontalAlignment(rawValue: rest), h != .center || v == .center else { return nil }
        self.init(horizontal: h, vertical: v)
    }

    /// The spelling a screen file uses.
    public var name: String {
        switch (vertical, horizontal) {
        case (.center, .center): return "center"
        case (.center, let h): return h.rawValue
        case (let v, .center): return v.rawValue
        case (let v, let h): return v.rawValue + h.rawValue.prefix(1).uppercased() + h.rawValue.dropFirst()
        }
    }
}

public enum FitAxes: String, Hashable, Sendable { case horizontal, vertical, both }

/// SwiftUI's list styles the model draws on iPhone (`ListMetrics.swift`): `automatic` there is `insetGrouped`.
public enum ListStyle: String, Hashable, Sendable, CaseIterable { case insetGrouped, grouped, plain }

public enum ButtonStyle: String, Hashable, Sendable, CaseIterable { case plain, bordered, borderedProminent }

/// SwiftUI's `ControlSize`.
public enum ControlSize: String, Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

public enum ButtonRole: String, Hashable, Sendable, CaseIterable { case destructive, cancel }

/// Which edges, as SwiftUI's `Edge.Set` (`padding(_:_:)`, `ignoresSafeArea`).
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.horizontal, .vertical]
    /// The screen format's names, in order.
    public static let names: [(String, EdgeSet)] = [("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
                                                    ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing)]
}

public struct FixedSizeValue: Hashable, Sendable {
    public var horizontal: Bool
    public var vertical: Bool
    public init(horizontal: Bool, vertical: Bool) { self.horizontal = horizontal; self.vertical = vertical }
}

/// `frame:`. `maxWidth`/`maxHeight` may be `.infinity`.
public struct FrameValue: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment?
    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
                maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil,
                maxHeight: Double? = nil, alignment: Alignment? = nil) {
        self.width = width; self.height = height; self.minWidth = minWidth; self.idealWidth = idealWidth
        self.maxWidth = maxWidth; self.minHeight = minHeight; self.idealHeight = idealHeight
        self.maxHeight = maxHeight; self.alignment = alignment
    }
    /// A fixed frame (`width`/`height`) as opposed to a flexible one (min/ideal/max).
    public var isFlexible: Bool {
        minWidth != nil || idealWidth != nil || maxWidth != nil || minHeight != nil || idealHeight != nil || maxHeight != nil
    }
}

/// `position:`: SwiftUI's `.position(x:y:)`, `x` from the leading edge, `y` from the top.
public struct PositionValue: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double = 0, y: Double = 0) { self.x = x; self.y = y }
}

/// `offset:`: `x` is absolute (does not mirror), `leading` mirrors in RTL.
public struct OffsetValue: Hashable, Sendable {
    public var x: Double
    public var leading: Double
    public var y: Double
    public init(x: Double = 0, leading: Double = 0, y: Double = 0) { self.x = x; self.leading = leading; self.y = y }
}

/// A border's colour and width; no colour is the foreground style (SwiftUI's `.strokeBorder()` with
/// no style strokes with the environment's foreground style, `.primary` unless a view above sets one).
public struct StrokeValue: Hashable, Sendable {
    public var color: ColorValue?
    public var width: Double
    public init(color: ColorValue?, width: Double = 1) { self.color = color; self.width = width }
}

/// `background:` / `overlay:`: a colour, a node, or a styled fill.
public indirect enum DecorationValue: Sendable {
    case color(ColorValue)
    case node(Node)
    case styled(color: ColorValue?, cornerRadius: Double?, stroke: StrokeValue?)
}

public struct DynamicTypeRange: Hashable, Sendable {
    public var min: DynamicTypeSize?
    public var max: DynamicTypeSize?
    public init(min: DynamicTypeSize? = nil, max: DynamicTypeSize? = nil) { self.min = min; self.max = max }
    public func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize {
        var s = size
        if let lo = min, s < lo { s = lo }
        if let hi = max, s > hi { s = hi }
        return s
    }
}

public enum AccessibilityTrait: String, Hashable, Sendable, CaseIterable {
    case button, header, selected, notEnabled, image, link, tab, adjustable, updatesFrequently
    /// A search field (SwiftUI's `.isSearchField`, UIKit's `.searchField`): VoiceOver says
    /// "search field" for it, not "text field". `.searchable`'s field has it.
    case searchField
    // Presentations
    /// Contains VoiceOver: the element's siblings (and their subtrees) are not reachable, as UIKit's
    /// `accessibilityViewIsModal` and SwiftUI's `.isModal` trait do.
    case isModal
}

public enum AccessibilityElementBehavior: String, Hashable, Sendable { case combine, contain, ignore }

public struct AccessibilityValue: Sendable {
    public var label: TextValue?
    public var hint: TextValue?
    public var value: TextValue?
    public var traits: [AccessibilityTrait]
    public var hidden: Bool
    public var sortPriority: Double?
    public var element: AccessibilityElementBehavior?
    public var actions: [String]
    public init(label: TextValue? = nil, hint: TextValue? = nil, value: TextValue? = nil,
                traits: [AccessibilityTrait] = [], hidden: Bool = false, sortPriority: Double? = nil,
                element: AccessibilityElementBehavior? = nil, actions: [String] = []) {
        self.label = label; self.hint = hint; self.value = value; self.traits = traits; self.hidden = hidden
        self.sortPriority = sortPriority; self.element = element; self.actions = actions
    }
}

/// A reviewed exception: findings of `check` on this node and its subtree are reported as allowed.
public struct Allowance: Hashable, Sendable {
    public var check: String
    public var reason: String
    public init(check: String, reason: String) { self.check = check; self.reason = reason }
}
