/// What an element is, for the stages after layout to switch on: a kind of the screen format
/// (`text`, `button`, `hStack`, ...) or a piece of chrome the layout drew for a container (`screen`,
/// `navigationBar`, `switch`, `card`, ...). The raw value is the name the `layout` JSON and messages use.
/// A chrome `image` (a back chevron, a tab symbol) or chrome `text` (a title, a control's label)
/// shares its kind with the screen's own images and texts: `LayoutElement.isChrome` tells them apart.
public enum ElementKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    // The screen format's kinds (spec §2).
    case text, image, button, toggle, textField, slider, progressView, spacer, divider, shape, color
    case hStack, vStack, zStack, adaptiveStack, viewThatFits, scrollView, list, navigationStack, tabView
    case placeholder
    // Controls
    case label, picker, stepper, secureField, menu, link, datePicker, gauge
    // Chrome.
    /// The root: the whole device in the screen's background colour.
    case screen
    case navigationBar, tabBar, tabItem
    /// A list's inset-grouped card, one row of it, the line between rows, and the grouped
    /// background below the list.
    case card, row, separator, listBackground
    /// A toggle's switch; a slider's or progress view's track (and its filled part); a slider's thumb.
    case `switch`, track, thumb
    // Presentations
    /// A presentation over the whole device (its dimming, trait `isModal`), holding its cards.
    case sheet, alert, confirmationDialog
    /// A sheet's drag indicator.
    case grabber
    // Containers and drawing (kinds of the screen format).
    case section, grid, lazyVGrid
    /// Swift Charts' `Chart`: its plot, marks and axis labels are its children (`Layout/Kinds/Chart.swift`).
    case chart
    /// `GeometryReader`: takes its proposal and holds its content at its top-leading corner.
    case geometryReader

    public var description: String { rawValue }

    /// Controls are what a person taps: the targets of `target-size` and `missing-label`.
    public var isControl: Bool {
        switch self {
        case .button, .toggle, .textField, .slider: return true
        // Controls
        case .picker, .stepper, .secureField, .menu, .link, .datePicker: return true
        default: return false
        }
    }

    /// Scroll views and lists: their content scrolls inside their frame.
    public var scrolls: Bool { self == .scrollView || self == .list }
}

extension NodeKind {
    /// The element kind a node of this kind lays out as.
    var elementKind: ElementKind { ElementKind(rawValue: name)! }
}
