// The SwiftUI environment as far as layout needs it: values a node passes down to its whole subtree.
// Inherited (spec §3, "own properties" that SwiftUI keeps in the environment): font, fontWeight,
// bold, foreground, lineLimit, truncationMode, multilineTextAlignment, minimumScaleFactor,
// dynamicTypeSize (a clamp of the parent's size), layoutDirection (a pin). Opacity multiplies and
// `hidden` makes the subtree invisible while it keeps its space (opacity 0). `allow`, `critical`
// and `minimumTarget` hold for the whole subtree too (what the checks read).

struct LayoutEnvironment {
    var variant: Variant
    /// Effective direction: the variant's, or the nearest `layoutDirection` pin.
    var direction: LayoutDirection
    /// True inside a subtree with a `layoutDirection` pin.
    var isPinned: Bool
    /// The variant's size after every enclosing `dynamicTypeSize` clamp.
    var dynamicTypeSize: DynamicTypeSize
    var font: FontValue?
    var fontWeight: FontWeight?
    var bold: Bool
    var foreground: ColorValue?
    /// `tint`: what the system's accent colour resolves to below (`resolve`).
    var tint: ColorValue?
    var lineLimit: Int?
    var truncationMode: TruncationMode
    var multilineTextAlignment: TextAlignment
    var minimumScaleFactor: Double
    /// `imageScale`: SF Symbols' scale (`SymbolScale`), medium unless set above.
    var imageScale: ImageScale = .medium
    /// `redacted`: texts and images below are drawn as placeholders (`RedactionRules`).
    var redacted = false
    /// The axis of the nearest enclosing scroll view (or list).
    var scrollAxis: Axis?
    /// The axis of the stack this node is a direct child of (Spacer and Divider read it).
    var stackAxis: Axis?
    var opacity: Double
    /// For the checks: `allow:` entries here and above, `critical: true` or `hidden: true` here or
    /// above, the nearest `minimumTarget`.
    var allowances: [Allowance] = []
    var isCritical = false
    var isHidden = false
    var minimumTarget: Size?
    /// What of the elements here rests on something not evaluated: the node's own aspects, what its
    /// ancestors pass down (`UnverifiedAspects.inherited`), and `.size` beside a sibling whose size
    /// is unverified in a stack (a stack shares its space among its children).
    var unverified: UnverifiedAspects = []
    // Controls
    /// Inside a list's rows (a menu picker draws as a row there).
    var isListRow = false
    /// `listStyle` and `listSectionSpacing`: how the lists below draw (`ListMetrics`).
    var listStyle: ListStyle = .insetGrouped
    var listSectionSpacing: Double?
    /// `controlSize`: what bordered buttons below draw at (`ButtonMetrics`).
    var controlSize: ControlSize = .regular
    // Containers and drawing
    /// `lineSpacing` and `textCase`, inherited by texts.
    var lineSpacing: Double = 0
    var textCase: TextCase?
    /// The foreground is the system's default for the text (a list section's header and footer),
    /// not one the screen chose; the screen's own `foreground` below ends it.
    var isSystemForeground = false

    init(variant: Variant) {
        self.variant = variant
        direction = variant.direction
        isPinned = false
        dynamicTypeSize = variant.size
        bold = false
        truncationMode = .tail
        multilineTextAlignment = .leading
        minimumScaleFactor = 1
        opacity = 1
    }

    var scale: Double { variant.device.scale }
    var device: Device { variant.device }
    var appearance: Appearance { variant.appearance }

    /// The environment of a node: its parent's with the node's own inheritable modifiers applied.
    func applying(_ m: Modifiers) -> LayoutEnvironment {
        var env = self
        if let d = m.layoutDirection { env.direction = d; env.isPinned = true }
        if let range = m.dynamicTypeSize { env.dynamicTypeSize = range.clamp(env.dynamicTypeSize) }
        if let f = m.font { env.font = f }
        if let w = m.fontWeight { env.fontWeight = w }
        if let b = m.bold { env.bold = b }
        if let c = m.foreground { env.foreground = c }
        if let t = m.tint { env.tint = t }
        if let l = m.lineLimit { env.lineLimit = l }
        if let t = m.truncationMode { env.truncationMode = t }
        if let a = m.multilineTextAlignment { env.multilineTextAlignment = a }
        if let s = m.minimumScaleFactor { env.minimumScaleFactor = s }
        if let s = m.imageScale { env.imageScale = s }
        if let r = m.redacted { env.redacted = r }
        if let o = m.opacity { env.opacity *= o }
        if m.hidden == true { env.opacity = 0; env.isHidden = true }
        if let a = m.allow { env.allowances += a }
        if m.critical == true { env.isCritical = true }
        if let t = m.minimumTarget { env.minimumTarget = t }
        // Containers and drawing
        if let l = m.lineSpacing { env.lineSpacing = l }
        if let c = m.textCase { env.textCase = c }
        if let l = m.listStyle { env.listStyle = l }
        if let l = m.listSectionSpacing { env.listSectionSpacing = l }
        if let c = m.controlSize { env.controlSize = c }
        if let f = m.foreground { env.isSystemForeground = env.isIOSTextColor(f) }
        return env
    }

    /// `c` is one of iOS's own text colours, which iOS keeps legible on its own backgrounds and
    /// darkens with Increase Contrast: the secondary and lower label colours (`.secondary`,
    /// `.tertiary`, a placeholder's) and the accent colour when no `tint` replaces it.
    func isIOSTextColor(_ c: ColorValue) -> Bool {
        switch c {
        case .system(.secondaryLabel), .system(.tertiaryLabel), .system(.quaternaryLabel), .system(.placeholderText): return true
        case .system(.accentColor): return tint == nil
        default: return false
        }
    }

    /// The environment a container gives its children: inside a stack of `axis` or none.
    func inStack(_ axis: Axis?) -> LayoutEnvironment {
        var env = self
        env.stackAxis = axis
        env.unverified = unverified.inherited
        return env
    }

    func inScrollView(_ axis: Axis) -> LayoutEnvironment {
        var env = self
        env.scrollAxis = axis
        env.stackAxis = nil
        env.unverified = unverified.inherited
        return env
    }

    /// The font text and symbols use here.
    var resolvedFont: ResolvedFont {
        FontResolution.resolve(font: font, fontWeight: fontWeight, bold: bold, at: dynamicTypeSize,
                               legibility: variant.legibilityWeight)
    }

    /// Foreground colour for text and symbols, default `label`, resolved for the appearance and contrast.
    var resolvedForeground: RGBA {
        resolve(foreground ?? .system(.label))
    }

    /// A colour for the variant; the accent colour is the nearest `tint`, as SwiftUI's controls
    /// take their accent from the environment.
    func resolve(_ color: ColorValue) -> RGBA {
        if case .system(.accentColor) = color, let tint { return tint.resolve(variant.colorTraits) }
        return color.resolve(variant.colorTraits)
    }
}
