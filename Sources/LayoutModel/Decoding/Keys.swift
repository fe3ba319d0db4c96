// Every key name of the screen format, in one place: the readers accept exactly these and the
// writers emit exactly these, so decoding and encoding cannot drift apart. Kind names come from
// `NodeKind.name` / `NodeKind.allNames`. Case order is the order the writers emit keys in.

/// A set of keys allowed in one mapping.
protocol KeySet: RawRepresentable, CaseIterable, Hashable where RawValue == String {}

extension KeySet {
    static var names: [String] { allCases.map(\.rawValue) }
}

/// Top level of a screen file (spec section 1).
enum ScreenKey: String, KeySet {
    case screen, description, device, background, components, body
    // Presentations
    case sheet, alert, confirmationDialog
}

/// Every modifier of spec section 3, in the fixed order they apply (the node's own properties,
/// then layout innermost first, then what belongs to the node as a whole).
enum ModifierKey: String, KeySet {
    case id
    case font, fontWeight, bold, foreground, tint, lineLimit, truncationMode, multilineTextAlignment, minimumScaleFactor
    case imageScale
    case spacing, alignment, axes, axis, threshold, lazy, style, role, disabled, navigates
    case fixedSize, padding, frame, position, background, overlay, border, cornerRadius, clipped, offset, hitSlop, contentShape, onTapGesture
    case layoutPriority, opacity, hidden, dynamicTypeSize, layoutDirection, flipsForRightToLeft, redacted
    case accessibility, critical, allow, minimumTarget
    // Containers and drawing
    case shadow, lineSpacing, textCase, gridCellColumns, gridColumnAlignment
    // List rows
    case listRowBackground, listRowInsets, listRowSeparator, listRowSeparatorLeading, listStyle, listSectionSpacing
    // Controls
    case controlSize
    // Safe area
    case ignoresSafeArea
}

/// `use: NAME` takes its parameters from `with:`.
enum UseKey: String, KeySet { case with }

/// `{key: strings.key}` for a catalog string.
enum TextKey: String, KeySet { case key, arguments, args, date, duration, number, style }

enum ImageKey: String, KeySet { case symbol, resizable, width, height }
enum ToggleKey: String, KeySet { case label, isOn }
enum TextFieldKey: String, KeySet { case label, placeholder, text, style, axis }
enum ValueControlKey: String, KeySet { case label, value }
enum SpacerKey: String, KeySet { case minLength }
enum ShapeKey: String, KeySet {
    case kind, fill, cornerRadius
    // Containers and drawing
    case gradient, stroke, trim, rotation
}
enum NavigationKey: String, KeySet { case title, titleDisplayMode, back, leading, trailing, content, barBackground, barHidden, search, searchText }
enum TabViewKey: String, KeySet { case tabs, content, barBackground, scrolledBarBackground }
enum TabKey: String, KeySet { case label, symbol, selected }
// Controls
enum LabelKey: String, KeySet { case title, symbol, style }
enum PickerKey: String, KeySet { case label, options, selection, style, labelHidden }
enum StepperKey: String, KeySet { case label, value }
enum LinkKey: String, KeySet { case title, url }
enum DatePickerKey: String, KeySet { case label, date }

/// `padding` and `hitSlop` edges; `horizontal`/`vertical` set both sides of an axis.
enum EdgeKey: String, KeySet { case top, bottom, leading, trailing, horizontal, vertical }
enum FrameKey: String, KeySet {
    case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment
}
enum FixedSizeKey: String, KeySet { case horizontal, vertical }
enum TargetKey: String, KeySet { case width, height }
enum OffsetKey: String, KeySet { case x, leading, y }
enum PositionKey: String, KeySet { case x, y }
enum FontKey: String, KeySet { case style, size, relativeTo, weight, design, name }
/// A styled `background`/`overlay`: a mapping with only these keys (else it is a node).
enum DecorationKey: String, KeySet { case color, cornerRadius, stroke }
enum StrokeKey: String, KeySet { case color, width }
/// A colour with its own Increase Contrast value.
enum ContrastColorKey: String, KeySet { case color, increasedContrast }
enum DynamicTypeRangeKey: String, KeySet { case min, max }
enum AccessibilityKey: String, KeySet {
    case label, hint, value, traits, hidden, sortPriority, element, actions
}
enum AllowKey: String, KeySet { case check, reason }
// Presentations
enum SheetKey: String, KeySet { case detents, selected, content }
enum AlertKey: String, KeySet { case title, message, actions }
// Containers and drawing
enum SectionKey: String, KeySet { case header, content, footer }
enum GridKey: String, KeySet { case rows, horizontalSpacing, verticalSpacing }
enum LazyGridKey: String, KeySet { case columns, items }
enum GridItemKey: String, KeySet { case fixed, flexible, adaptive, spacing, alignment }
enum GridSizeKey: String, KeySet { case minimum, maximum }
enum GradientKey: String, KeySet { case linear, radial }
enum LinearGradientKey: String, KeySet { case colors, startPoint, endPoint }
enum RadialGradientKey: String, KeySet { case colors, center, startRadius, endRadius }
enum ShapeStrokeKey: String, KeySet { case color, width, lineCap, inside }
enum TrimKey: String, KeySet { case from, to }
enum ShadowKey: String, KeySet { case color, radius, x, y }
/// `forEach: {count: N, content: NODE}` or `{items: [...], content: NODE}` in a list of nodes.
enum ForEachKey: String, KeySet { case count, items, content }

/// Value spellings that are not Swift enum raw values.
enum Spelling {
    /// `padding: default` is SwiftUI's default padding.
    static let defaultPadding = "default"
    static let defaultPaddingValue = 16.0
    /// `maxWidth: infinity` (YAML's `.inf` is accepted too).
    static let infinity = "infinity"
    /// The checks of spec section 5, the names `allow:` accepts.
    static let checks = ["truncated", "clipped", "offscreen", "overlap", "target-size", "target-spacing",
                         "contrast", "missing-label", "fixed-font", "not-mirrored", "hardcoded-string",
                         "focus"]
    /// `screen:` and component names.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
    }
    /// Every alignment name `Alignment(name:)` accepts.
    static let alignments = ["center", "leading", "trailing", "left", "right", "top", "bottom",
                             "topLeading", "topTrailing", "topLeft", "topRight",
                             "bottomLeading", "bottomTrailing", "bottomLeft", "bottomRight"]
}
enum ChartKey: String, KeySet { case marks, xAxis, yAxis }
enum ChartMarkKey: String, KeySet { case mark, x, y, angle, color, series, annotation }
