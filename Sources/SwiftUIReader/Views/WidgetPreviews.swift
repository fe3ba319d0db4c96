import LayoutModel
import SwiftSyntax

// WidgetKit previews, as Xcode's canvas shows them (issue 26):
//
//     #Preview(as: .systemMedium) { MentionsWidget() } timeline: { Entry(date: .now, title: "Mentions") }
//     #Preview(as: .systemSmall, widget: { CalendarWidget() }, timeline: { entry })
//
// 1. The preview names a widget family (`as:`), a widget (the trailing closure, or `widget:`) and a
//    timeline (`timeline:`, a builder of entries). Its first entry is the one drawn.
// 2. The widget's `body` is a configuration (`StaticConfiguration`, `AppIntentConfiguration`,
//    `IntentConfiguration`, `ActivityConfiguration`) whose content closure takes the entry: it is
//    called with the preview's first entry. With no entry (the widget drawn from an app preview, or a
//    timeline that cannot be evaluated) the entry is an unknown, reported where it is read.
//    The configuration's own modifiers (`.configurationDisplayName`, `.supportedFamilies`, ...)
//    describe the widget in the gallery and draw nothing.
// 3. The entry view is drawn in the family's container: the family's size on the device (Apple's
//    Human Interface Guidelines, "Widgets", Specifications, iOS dimensions; a screen width the table
//    lacks takes the row of the nearest narrower one), inset by the content margins (16 pt on every
//    side for the Home Screen families, none for the Lock Screen's `accessory` ones, none after
//    `.contentMarginsDisabled()`), over the container background (`.containerBackground(for: .widget)`'s
//    colour, else the system background), clipped to its rounded rectangle, centred on a plain
//    backdrop that fills the screen (as Xcode's canvas shows a widget).
// 4. `@Environment(\.widgetFamily)` reads the preview's family (`systemSmall` outside a widget
//    preview, as SwiftUI's default).
// 5. Lock Screen families are drawn by the system in a vibrant or tinted style over the wallpaper:
//    the colours there are not known, so they are marked unverified.

/// A widget family and its size on a device.
enum WidgetFamily: String, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    /// Rows of the HIG's iOS table: screen width (points, portrait) -> small, medium, large,
    /// circular, rectangular, inline sizes.
    private static let table: [(width: Double, sizes: [Size])] = [
        (320, [Size(width: 141, height: 141), Size(width: 292, height: 141), Size(width: 292, height: 311),
               Size(width: 68, height: 68), Size(width: 153, height: 68), Size(width: 225, height: 26)]),
        (375, [Size(width: 155, height: 155), Size(width: 329, height: 155), Size(width: 329, height: 345),
               Size(width: 72, height: 72), Size(width: 157, height: 72), Size(width: 225, height: 26)]),
        (390, [Size(width: 158, height: 158), Size(width: 338, height: 158), Size(width: 338, height: 354),
               Size(width: 72, height: 72), Size(width: 160, height: 72), Size(width: 234, height: 26)]),
        (414, [Size(width: 169, height: 169), Size(width: 360, height: 169), Size(width: 360, height: 379),
               Size(width: 76, height: 76), Size(width: 160, height: 72), Size(width: 248, height: 26)]),
        (428, [Size(width: 170, height: 170), Size(width: 364, height: 170), Size(width: 364, height: 382),
               Size(width: 76, height: 76), Size(width: 172, height: 76), Size(width: 257, height: 26)]),
    ]

    /// The 375 x 667 row (iPhone SE) differs from the 375 x 812 one in the HIG's table.
    private static let shortScreen: [Size] = [
        Size(width: 148, height: 148), Size(width: 321, height: 148), Size(width: 321, height: 324),
        Size(width: 68, height: 68), Size(width: 153, height: 68), Size(width: 225, height: 26),
    ]

    /// Rule 3: the family's size on a screen of `screen` points.
    func size(on screen: Size) -> Size {
        let row = screen.width == 375 && screen.height < 700 ? Self.shortScreen
            : (Self.table.last { $0.width <= screen.width } ?? Self.table[0]).sizes
        switch self {
        case .systemSmall: return row[0]
        case .systemMedium: return row[1]
        // The extra-large family is the iPad's; on an iPhone screen it is drawn as wide as a large one.
        case .systemLarge, .systemExtraLarge: return row[2]
        case .accessoryCircular: return row[3]
        case .accessoryRectangular: return row[4]
        case .accessoryInline: return row[5]
        }
    }

    var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// Rule 3: the content margins (iOS 17's default for Home Screen widgets).
    static let homeScreenMargin = 16.0
    /// The backdrop a widget is shown on (Xcode's canvas is a plain grey, not a wallpaper).
    static let canvas = ColorValue.system(.secondarySystemBackground)
    /// The corner radius of a Home Screen widget on an iPhone (the app icon's continuous corner, scaled).
    static let cornerRadius = 22.0
}

/// What a widget preview gives the evaluation: its family and first entry (rule 1), and what the
/// entry view asked of its container (rule 3).
struct WidgetContext {
    var family: WidgetFamily
    var entry: Value
    var marginsDisabled = false
    var background: ColorValue?
}

/// A `#Preview(as:...)` as written: the family expression and the timeline closure.
struct WidgetPreviewSyntax {
    var family: ExprSyntax
    var timeline: ClosureExprSyntax?

    /// Rule 1: `as:` names a family; the timeline is `timeline:` or the trailing closure so labelled.
    init?(_ arguments: LabeledExprListSyntax, additional: MultipleTrailingClosureElementListSyntax?) {
        guard let family = arguments.first(where: { $0.label?.text == "as" })?.expression else { return nil }
        self.family = family
        timeline = arguments.first(where: { $0.label?.text == "timeline" })?.expression.as(ClosureExprSyntax.self)
            ?? additional?.first(where: { $0.label.text == "timeline" })?.closure
    }

    /// The widget closure: `widget:`, else the trailing closure.
    static func widgetClosure(_ arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?) -> ClosureExprSyntax? {
        arguments.first(where: { $0.label?.text == "widget" })?.expression.as(ClosureExprSyntax.self) ?? trailing
    }
}

extension Evaluator {
    static let widgetConfigurations: Set<String> = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration",
                                                    "ActivityConfiguration"]

    /// Rule 1: the context of a widget preview: its family, and the timeline's first entry.
    func widgetContext(_ preview: WidgetPreviewSyntax) -> WidgetContext {
        let family: WidgetFamily
        if case .member(let name, _)? = try? evaluate(preview.family, Scope(parent: nil)), let f = WidgetFamily(rawValue: name) {
            family = f
        } else {
            warn(preview.family, "widget family '\(short(preview.family))' is not understood: systemSmall is drawn")
            family = .systemSmall
        }
        var entry = Value.unknown(Unknown(place: place(preview.family), reason: "the preview gives no timeline entry"))
        if let timeline = preview.timeline, let first = PreviewChain.firstExpression(timeline.statements) {
            do { entry = try evaluate(first, Scope(parent: nil)) } catch {
                entry = .unknown(Unknown(place: place(first), reason: "the timeline's first entry cannot be evaluated: \(error)"))
            }
        }
        return WidgetContext(family: family, entry: entry)
    }

    /// Rule 2: a widget configuration's content, called with the preview's entry.
    func widgetConfiguration(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        guard let closure = args.trailing ?? args.closure("content") else {
            throw fail(node, "this \(name) has no content closure", view: name)
        }
        let entry = widget?.entry ?? .unknown(Unknown(place: place(node), reason: "a widget's timeline entry (a #Preview(as:) with a timeline gives one)"))
        return try content(closure, at: node, [entry])
    }

    /// Rule 3: the entry view in its family's container.
    func widgetContainer(_ content: Node, _ context: WidgetContext, at node: some SyntaxProtocol) throws -> Node {
        let size = context.family.size(on: environment.screen)
        var m = Modifiers()
        let margin = context.family.isAccessory || context.marginsDisabled ? 0 : WidgetFamily.homeScreenMargin
        m.padding = EdgeInsets(all: margin)
        m.frame = FrameValue(width: size.width, height: size.height)
        if !context.family.isAccessory {
            m.background = .styled(color: context.background ?? .system(.systemBackground), cornerRadius: WidgetFamily.cornerRadius, stroke: nil)
            m.cornerRadius = WidgetFamily.cornerRadius
        }
        m.clipped = true
        var container = try make(.zStack([content]), "Widget", at: node, m)
        // Rule 5: the Lock Screen draws these in a style of its own over the wallpaper.
        if context.family.isAccessory { container = container.mapSubtree { $0.unverified.formUnion(.color) } }
        // The canvas around it, as Xcode's shows a widget: a plain backdrop filling the screen, so
        // the widget's own edge and background are seen.
        var canvas = Modifiers()
        canvas.frame = FrameValue(maxWidth: .infinity, maxHeight: .infinity)
        canvas.background = .color(WidgetFamily.canvas)
        return try make(.zStack([container]), "WidgetCanvas", at: node, canvas)
    }
}

extension Evaluator {
    /// Rule 3: `.containerBackground(Color.x, for: .widget)` or `.containerBackground(for: .widget) { Color.x }`
    /// sets the widget's container colour (nothing is drawn outside a widget preview). A background
    /// that is not one colour leaves the system background, and the colours over it unverified.
    func containerBackground(_ v: ViewValue, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        guard case .member("widget", _)? = args.labeled("for") else {
            record(Unknown(place: place(node), reason: "a container background for other than a widget is not modelled"), "left out")
            return v
        }
        guard widget != nil else { return v }
        var colour: ColorValue?
        if let style = args.first {
            colour = ColorConversion.color(style, environment.appearance)
        } else if let c = args.trailing ?? args.closure("content"),
                  case .color(let c)? = try content(c, at: node).nodes.first?.kind {
            colour = c
        }
        guard let colour else {
            record(Unknown(place: place(node), reason: "this widget container background is not one colour"), "the system background is drawn")
            return v.marking(.color)
        }
        widget?.background = colour
        return v
    }
}

extension PreviewChain {
    /// The first expression statement of a builder (a timeline's first entry).
    static func firstExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        for item in statements {
            if case .expr(let e) = item.item { return e }
            if case .stmt(let s) = item.item, let e = s.as(ExpressionStmtSyntax.self)?.expression { return e }
        }
        return nil
    }
}
