import LayoutModel
import SwiftSyntax

// SwiftUI's modifiers onto the model's. SwiftUI applies modifiers in the order written; the model
// applies its layout modifiers in one fixed order (fixedSize -> padding -> frame -> background,
// overlay, border -> cornerRadius, clipped -> offset). A modifier written after one that the
// model applies later (`.background(...).padding()`) wraps the node in a one-child ZStack first,
// exactly as the screen format's docs say to write it. `ignoresSafeArea` is outermost of all. Environment-style modifiers (font,
// foreground, lineLimit, ...) set the value only where the node has none: the innermost wins.

/// The model's order of layout modifiers; a modifier of a lower stage after a higher one wraps.
enum ModifierStage: Int, Comparable {
    case fixedSize = 1, padding, frame, position, decoration, clip, offset, safeArea

    static func < (a: ModifierStage, b: ModifierStage) -> Bool { a.rawValue < b.rawValue }

    /// The highest stage a node's modifiers already use.
    static func highest(_ m: Modifiers) -> ModifierStage? {
        if m.ignoresSafeArea != nil { return .safeArea }
        if m.offset != nil { return .offset }
        if m.cornerRadius != nil || m.clipped != nil { return .clip }
        if m.background != nil || m.overlay != nil || m.border != nil { return .decoration }
        if m.position != nil { return .position }
        if m.frame != nil { return .frame }
        if m.padding != nil { return .padding }
        if m.fixedSize != nil { return .fixedSize }
        return nil
    }
}

extension Evaluator {
    /// Applies `.name(args)` to every node of `view`; an unknown modifier is one warning.
    func applyModifier(_ name: String, on view: ViewValue, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        var v = view
        // Modifiers that act on the view as a whole (its preferences) or need no node.
        switch name {
        case "navigationTitle":
            if let t = try title(args, at: node) { v.preferences.title = t }
            return v
        case "navigationBarTitle":
            // iOS 13's spelling of `.navigationTitle(_:)` with `.navigationBarTitleDisplayMode(_:)`.
            if let t = try title(args, at: node) { v.preferences.title = t }
            if case .member(let mode, _)? = args.labeled("displayMode") { v.preferences.titleDisplayMode = mode == "inline" ? .inline : .large }
            return v
        case "navigationBarItems":
            // iOS 13's toolbar: `leading:` and `trailing:` views.
            if let l = args.labeled("leading") { v.preferences.leading += try viewValue(l, at: node).nodes }
            if let t = args.labeled("trailing") { v.preferences.trailing += try viewValue(t, at: node).nodes }
            return v
        case "navigationBarTitleDisplayMode":
            if case .member(let mode, _)? = args.first { v.preferences.titleDisplayMode = mode == "inline" ? .inline : .large }
            return v
        case "navigationBarHidden":
            if case .bool(let hidden)? = args.first, v.preferences.navigationBarHidden == nil { v.preferences.navigationBarHidden = hidden }
            return v
        case "toolbarVisibility":
            barVisibility(args, &v.preferences, at: node)
            return v
        case "toolbar" where args.trailing == nil && args.closure("content") == nil:
            barVisibility(args, &v.preferences, at: node)
            return v
        case "toolbar":
            guard let c = args.trailing ?? args.closure("content") else { return v }
            let items = try content(c, at: node)
            v.preferences.leading += items.preferences.leading
            v.preferences.trailing += items.preferences.trailing + items.nodes
            return v
        case "toolbarBackground":
            try toolbarBackground(args, &v.preferences, at: node)
            return v
        case "contentMarginsDisabled":
            widget?.marginsDisabled = true
            return v
        case "containerBackground":
            return try containerBackground(v, args, at: node)
        case "modifier":
            return try viewModifierStruct(args, on: v, at: node)
        case "tabItem":
            v = marking(v, as: barItem(try content(args.trailing ?? args.closure("label"), at: node).nodes))
            return v
        default: break
        }
        if let presented = try presentationModifier(name, on: v, args, at: node) { return presented }
        if let still = try stillFrameModifier(name, on: v, args, at: node) { return still }
        if let multiplied = try colorMultiplyModifier(name, on: v, args, at: node) { return multiplied }
        if let sized = controlSizeModifier(name, on: v, args, at: node) { return sized }
        if let glass = try glassModifier(name, on: v, args, at: node) { return glass }
        if let inset = try safeAreaInsetModifier(name, on: v, args, at: node) { return inset }
        if let known = Modifiers.ignored[name] {
            if let why = known {
                record(Unknown(place: place(node), reason: "modifier '.\(name)' is not modelled (\(why))"), "left out")
                return v.marking(ModifierAspects.of(name))
            }
            return v
        }
        var out: [Node] = []
        for n in v.nodes { out.append(try apply(name, to: n, args, at: node)) }
        v.nodes = out
        return v
    }

    /// `.toolbarBackground(Color.x | .visible | .hidden, for: .navigationBar, .tabBar)`: each bar
    /// named (the navigation bar when none is) takes the style or the visibility.
    private func toolbarBackground(_ args: Arguments, _ p: inout Preferences, at node: FunctionCallExprSyntax) throws {
        guard let first = args.first else { throw fail(node, ".toolbarBackground needs a style or a visibility") }
        var set = ToolbarBackground()
        switch first {
        case .member("visible", _), .member("hidden", _), .member("automatic", _):
            if case .member(let v, _) = first { set.visibility = v }
        case .member(let material, _) where material.hasSuffix("Material") || material == "bar":
            set.style = BarAppearance.chrome
        default:
            guard let c = ColorConversion.color(first, environment.appearance)
                    ?? ColorConversion.color(resolveImplicit(first, in: "Color"), environment.appearance) else {
                warn(node, "toolbar background '\(args.list.first?.syntax.map { short($0) } ?? "")' is not understood: left out")
                return
            }
            set.style = c
        }
        for bar in Self.bars(args) {
            switch bar {
            // What an inner view set wins over this outer modifier.
            case "navigationBar", "automatic": p.navigationBarBackground.merge(set)
            case "tabBar": p.tabBarBackground.merge(set)
            default: break   // bottom bars and windows are not modelled
            }
        }
    }

    /// The bars named after `for:` (`for: .navigationBar, .tabBar`); `automatic` when none is.
    private static func bars(_ args: Arguments) -> [String] {
        var bars: [String] = []
        if let at = args.list.firstIndex(where: { $0.label == "for" }) {
            for a in args.list[at...] where a.label == "for" || a.label == nil {
                if case .member(let bar, _) = a.value { bars.append(bar) }
            }
        }
        return bars.isEmpty ? ["automatic"] : bars
    }

    /// `.toolbar(.hidden | .visible | .automatic, for: bars...)` and `.toolbarVisibility(...)`:
    /// the navigation bar (also when no bar is named) shown or not; other bars are not modelled.
    private func barVisibility(_ args: Arguments, _ p: inout Preferences, at node: FunctionCallExprSyntax) {
        // `.toolbar(removing: .sidebarToggle)`: a split view's control on iPad; an iPhone shows none.
        if args.labeled("removing") != nil { return }
        guard case .member(let visibility, _)? = args.first, ["hidden", "visible", "automatic"].contains(visibility) else {
            record(Unknown(place: place(node), reason: "toolbar visibility '\(short(node))' is not understood"), "left out")
            return
        }
        for bar in Self.bars(args) {
            switch bar {
            case "navigationBar", "automatic":
                if p.navigationBarHidden == nil { p.navigationBarHidden = visibility == "hidden" }
            default:
                record(Unknown(place: place(node), reason: "the visibility of the '\(bar)' bar is not modelled"), "left out")
            }
        }
    }

    private func apply(_ name: String, to n: Node, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> Node {
        var n = n
        let first = args.first
        func color(_ v: Value?) throws -> ColorValue {
            let v = try v.map { try resolvedShapeStyle($0, at: node) }
            guard let v, let c = ColorConversion.color(v, environment.appearance) ?? ColorConversion.color(resolveImplicit(v, in: "Color"), environment.appearance) else {
                throw fail(node, "colour '\(args.list.first.map { short($0.syntax ?? ExprSyntax(node)) } ?? "")' is not understood")
            }
            return c
        }
        func number(_ v: Value?) throws -> Double {
            guard let d = v?.number else { throw fail(node, ".\(name) needs a number") }
            return d
        }
        /// The node ready for a layout modifier of `stage`: wrapped when a later stage is already used.
        func staged(_ stage: ModifierStage, replacing used: Bool = false) throws -> Node {
            if let highest = ModifierStage.highest(n.modifiers), highest > stage || (highest == stage && used) {
                return try wrap(n, at: node)
            }
            return n
        }
        switch name {
        // Controls
        case "labelStyle":
            if case .object(let custom)? = first, let styled = try applyingLabelStyle(custom, to: n, at: node) { return styled }
            return try controlStyle(name, on: n, first, at: node)
        case "pickerStyle", "datePickerStyle", "gaugeStyle":
            return try controlStyle(name, on: n, first, at: node)
        case "labelsHidden":
            return try controlStyle(name, on: n, .member(name: "hidden", arguments: []), at: node)
        // Text and symbols: the innermost value wins.
        case "font":
            guard let f = first.flatMap(FontConversion.font) else { throw fail(node, "font '\(short(args.list.first?.syntax ?? ExprSyntax(node)))' is not understood") }
            if n.modifiers.font == nil { n.modifiers.font = f }
        case "fontWeight":
            if n.modifiers.fontWeight == nil { n.modifiers.fontWeight = first.flatMap(FontConversion.weight) }
        case "bold":
            if n.modifiers.bold == nil { n.modifiers.bold = (first.flatMap { if case .bool(let b) = $0 { return b } else { return nil } }) ?? true }
        case "foregroundStyle", "foregroundColor":
            // `nil` (`.foregroundColor(done ? .green : nil)`) and `.foreground` (the style already in
            // effect) are the style the view has without this modifier: nothing changes.
            if case .none? = first { break }
            if case .member("foreground", let a)? = first, a.isEmpty { break }
            // A shape fills with its foreground style: a gradient style is its gradient fill, unless
            // a fill or style written inside it wins (then it changes nothing a shape draws).
            if case .shape(var s) = n.kind, let style = try first.map({ try resolvedShapeStyle($0, at: node) }),
               let g = DrawingConversion.gradient(style, color: { ColorConversion.color($0, self.environment.appearance) }) {
                guard s.fill == nil, s.gradient == nil, n.modifiers.foreground == nil else { break }
                s.gradient = g.value
                markingUnknownParts(of: g, &n, at: node)
                n.kind = .shape(s)
                break
            }
            let c = try color(first)
            if n.modifiers.foreground == nil { n.modifiers.foreground = c }
        case "tint", "accentColor":
            // `nil` is the app's accent colour, which controls have without a tint.
            if case .none? = first { break }
            // The innermost wins; every control below takes it as its accent (`tint` in the model).
            let c = try color(first)
            if n.modifiers.tint == nil { n.modifiers.tint = c }
        case "lineLimit":
            if case .none? = first { break }
            if n.modifiers.lineLimit == nil { n.modifiers.lineLimit = whole(try number(first), in: Limits.lineLimit, ".lineLimit", at: node) }
        case "truncationMode":
            if case .member(let t, _)? = first, n.modifiers.truncationMode == nil { n.modifiers.truncationMode = TruncationMode(rawValue: t) }
        case "multilineTextAlignment":
            if n.modifiers.multilineTextAlignment == nil { n.modifiers.multilineTextAlignment = first.flatMap(LayoutConversion.textAlignment) }
        case "minimumScaleFactor":
            if n.modifiers.minimumScaleFactor == nil { n.modifiers.minimumScaleFactor = try number(first) }
        case "imageScale":
            guard case .member(let s, _)? = first, let scale = ImageScale(rawValue: s) else { throw fail(node, ".imageScale '\(short(node))' is not understood") }
            if n.modifiers.imageScale == nil { n.modifiers.imageScale = scale }
        case "symbolRenderingMode", "symbolVariant", "renderingMode", "italic", "monospacedDigit", "kerning", "tracking", "underline", "strikethrough":
            break
        // Layout, in the model's order.
        case "fixedSize":
            n = try staged(.fixedSize, replacing: n.modifiers.fixedSize != nil)
            let h = args.labeled("horizontal").flatMap { if case .bool(let b) = $0 { return b } else { return nil } }
            let vv = args.labeled("vertical").flatMap { if case .bool(let b) = $0 { return b } else { return nil } }
            n.modifiers.fixedSize = FixedSizeValue(horizontal: h ?? (vv == nil), vertical: vv ?? (h == nil))
        case "padding", "baselineOffset":
            let insets: EdgeInsets
            if name == "padding" { insets = try paddingInsets(args, at: node) } else {
                guard case .text = n.kind else { throw fail(node, ".baselineOffset of a view that is no Text is not modelled") }
                insets = TextModifiers.baselineOffset(length(try number(first), in: Limits.signedLength, ".baselineOffset", at: node) ?? 0)
            }
            if ModifierStage.highest(n.modifiers) == .padding, let old = n.modifiers.padding {
                n.modifiers.padding = EdgeInsets(top: old.top + insets.top, leading: old.leading + insets.leading,
                                                 bottom: old.bottom + insets.bottom, trailing: old.trailing + insets.trailing)
            } else {
                n = try staged(.padding)
                n.modifiers.padding = insets
            }
        case "frame":
            n = try staged(.frame, replacing: n.modifiers.frame != nil)
            let f = try frame(args, at: node)
            n.modifiers.frame = f
            // A resizable asset image in a fixed frame is a bitmap of that size.
            if case .image(let image) = n.kind, image.bitmapSize == .zero, let w = f.width, let h = f.height {
                n.kind = .image(image.resized(width: w, height: h))
            }
        case "background", "overlay":
            // A view that draws nothing (`.overlay(badge)` with `badge` an `if` not taken) decorates nothing.
            guard let decoration = try self.decoration(args, at: node) else { break }
            let slot = name == "background" ? n.modifiers.background : n.modifiers.overlay
            n = try staged(.decoration, replacing: slot != nil || (name == "background" && n.modifiers.overlay != nil) || n.modifiers.border != nil)
            if name == "background" { n.modifiers.background = decoration } else { n.modifiers.overlay = decoration }
        case "border":
            n = try staged(.decoration, replacing: n.modifiers.border != nil)
            n.modifiers.border = StrokeValue(color: try color(first), width: args.labeled("width")?.number ?? 1)
        case "cornerRadius":
            n = try staged(.clip, replacing: n.modifiers.cornerRadius != nil)
            n.modifiers.cornerRadius = length(try number(first), ".cornerRadius", at: node)
        case "clipShape":
            n = try staged(.clip, replacing: n.modifiers.cornerRadius != nil)
            // A rounded clip is the model's cornerRadius (which clips); a rectangle is `clipped`.
            if let r = clipRadius(first, of: n) { n.modifiers.cornerRadius = r } else { n.modifiers.clipped = true }
        case "backgroundStyle":
            // Applied to what is below it when the call was evaluated (`environmentChange`); a style
            // that is no colour the reader knows is listed here.
            _ = try color(first)
        case "containerShape":
            // Applied to what is below it when the call was evaluated (`environmentChange`).
            guard let f = first, ShapeConversion.shape(f, container: containerShape) != nil else {
                throw fail(node, "container shape '\(args.list.first.map { short($0.syntax ?? ExprSyntax(node)) } ?? "")' is not understood")
            }
        case "clipped":
            n = try staged(.clip, replacing: n.modifiers.clipped != nil)
            n.modifiers.clipped = true
        case "offset":
            n = try staged(.offset, replacing: n.modifiers.offset != nil)
            // SwiftUI's offset is a geometry effect: x mirrors in right-to-left, the format's `leading`.
            if case .member("$size", let size)? = first {
                n.modifiers.offset = OffsetValue(leading: length(size.first?.value.number, in: Limits.signedLength, ".offset", at: node) ?? 0,
                                                 y: length(size.last?.value.number, in: Limits.signedLength, ".offset", at: node) ?? 0)
            } else {
                n.modifiers.offset = OffsetValue(leading: length(args.labeled("x")?.number, in: Limits.signedLength, ".offset x", at: node) ?? 0,
                                                 y: length(args.labeled("y")?.number, in: Limits.signedLength, ".offset y", at: node) ?? 0)
            }
        case "position":
            // `.position(x:y:)`, `.position(CGPoint(x:y:))`, `.position(point)`: the centre there.
            n = try staged(.position, replacing: n.modifiers.position != nil)
            let point: (Double?, Double?)
            if case .object(let p)? = first, p.type == "CGPoint" { point = (p.fields["x"]?.number, p.fields["y"]?.number) }
            else if case .member("init", let p)? = first { point = (p.first { $0.label == "x" }?.value.number, p.first { $0.label == "y" }?.value.number) }
            else if case .member("zero", _)? = first { point = (0, 0) }
            else { point = (args.labeled("x")?.number, args.labeled("y")?.number) }
            guard first == nil || point != (nil, nil) else { throw fail(node, ".position '\(short(node))' is not understood") }
            n.modifiers.position = PositionValue(x: length(point.0, in: Limits.signedLength, ".position x", at: node) ?? 0,
                                                 y: length(point.1, in: Limits.signedLength, ".position y", at: node) ?? 0)
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            guard let edges = try safeAreaEdges(name, args, at: node) else { break }
            n = try staged(.safeArea, replacing: n.modifiers.ignoresSafeArea != nil)
            n.modifiers.ignoresSafeArea = edges
        // The node as a whole.
        case "layoutPriority": n.modifiers.layoutPriority = length(try number(first), in: Limits.priority, ".layoutPriority", at: node)
        // The hit area: the view's whole bounds take touches (the model does not keep the shape).
        case "contentShape": n.modifiers.contentShape = true
        // A view with a tap gesture takes taps: a tap target whatever its accessibility traits.
        case "onTapGesture": n.modifiers.onTapGesture = true
        case "opacity": n.modifiers.opacity = (n.modifiers.opacity ?? 1) * (try number(first))
        case "hidden": n.modifiers.hidden = true
        case "disabled":
            if case .bool(true)? = first { n = n.settingDisabled() }
        case "buttonStyle":
            if case .object(let custom)? = first, let styled = try applyingButtonStyle(custom, to: n, at: node) { n = styled; break }
            guard case .member(let style, _)? = first else { throw fail(node, "button style '\(short(node))' is not understood") }
            n = n.settingButtonStyle(style)
        case "textFieldStyle":
            guard case .member(let name, _)? = first, let style = TextFieldStyle(rawValue: name) else {
                warn(node, "modifier '.textFieldStyle(\(args.list.first.map { short($0.syntax ?? ExprSyntax(node)) } ?? ""))' is not modelled: the default (borderless) style is drawn")
                return n
            }
            n = n.settingTextFieldStyle(style)
        case "tabViewStyle":
            n = try TabViewStyles.apply(first, to: n, evaluator: self, at: node)
        case "listStyle":
            // The lists below (an environment value: the innermost wins). On iPhone `automatic` is
            // inset-grouped; `PlainListStyle()` reads as `.plain`.
            if case .member(let style, _)? = first, let s = style == "automatic" ? .insetGrouped : ListStyle(rawValue: style) {
                if n.modifiers.listStyle == nil { n.modifiers.listStyle = s }
                break
            }
            record(Unknown(place: place(node), reason: "list style '\(args.list.first.map { short($0.syntax ?? ExprSyntax(node)) } ?? "")' is not modelled"), "drawn inset-grouped")
            n.unverified.formUnion(ModifierAspects.of(name))
        case "listSectionSpacing":
            // `.listSectionSpacing(24)`, `.custom(24)`, `.default`; `.compact`'s length is not published.
            switch first {
            case .member("default", _)?: break
            case .member("custom", let a)?: n.modifiers.listSectionSpacing = n.modifiers.listSectionSpacing ?? length(a.first?.value.number, ".listSectionSpacing", at: node)
            case let v? where v.number != nil: n.modifiers.listSectionSpacing = n.modifiers.listSectionSpacing ?? length(v.number, ".listSectionSpacing", at: node)
            default:
                record(Unknown(place: place(node), reason: "list section spacing '\(args.list.first.map { short($0.syntax ?? ExprSyntax(node)) } ?? "")' is not modelled"),
                       "the default spacing is drawn")
                n.unverified.formUnion(ModifierAspects.of(name))
            }
        case "dynamicTypeSize":
            n.modifiers.dynamicTypeSize = try typeSizeRange(first, at: node)
        case "environment":
            try environmentModifier(args, &n, at: node)
        case "flipsForRightToLeftLayoutDirection":
            n.modifiers.flipsForRightToLeft = (first.flatMap { if case .bool(let b) = $0 { return b } else { return nil } }) ?? true
        case "preferredColorScheme", "colorScheme":
            break
        case "fill", "foregroundStyleFill":
            guard case .shape(var s) = n.kind else { throw fail(node, ".fill applies to shapes") }
            if let f = first, let g = DrawingConversion.gradient(f, color: { ColorConversion.color($0, self.environment.appearance) }) {
                s.gradient = g.value
                markingUnknownParts(of: g, &n, at: node)
            } else if first != nil {
                s.fill = try color(first)
            } else {
                s.fill = nil   // `.fill()`, `.fill(style:)`: the foreground style
            }
            n.kind = .shape(s)
        case "stroke", "strokeBorder":
            // A shape's `.stroke` is centred on its outline; `.strokeBorder` (and a stroke on
            // anything else) is drawn inside the bounds, as a border. With no style (`.stroke(lineWidth:
            // 2)`, `.strokeBorder()`) it strokes with the foreground style.
            // A gradient as the stroke's style (`.stroke(LinearGradient(...), lineWidth: 4)`): the
            // model strokes with one colour, so the line is drawn in the foreground style, its width
            // and place as written, and its colour marked unverified with the reason.
            let gradient = first.flatMap { DrawingConversion.gradient($0, color: { ColorConversion.color($0, self.environment.appearance) }) }
            let c = first == nil || gradient != nil ? nil : try color(first)
            if gradient != nil {
                record(Unknown(place: place(node), reason: "a gradient stroke is not drawn by the layout model (it strokes with one colour)"),
                       "the line is drawn in the foreground style, its colour unverified")
                n.unverified.insert(.color)
            }
            if strokeShape(&n, args, color: c, inside: name == "strokeBorder") { break }
            n.modifiers.border = StrokeValue(color: c, width: strokeWidth(args) ?? 1)
        case "resizable":
            // A resizable image takes the size its frame gives, not its own; a symbol then takes
            // the size proposed to it instead of its font's.
            if case .image(.symbol(let name)) = n.kind { n.kind = .image(.resizableSymbol(name)) }
            if case .image(let image) = n.kind, image.bitmapSize != nil { n.kind = .image(image.resized(width: 0, height: 0)) }
        case "scaledToFit", "scaledToFill", "aspectRatio", "interpolation", "antialiased":
            break
        // Accessibility.
        case "accessibilityIdentifier":
            guard case .string(let s)? = first else { throw fail(node, "accessibilityIdentifier needs a string") }
            n = n.settingInnermost { $0.modifiers.id = s.text }
        case "accessibilityLabel", "accessibilityHint", "accessibilityValue":
            // A string, or a `Text` (`.accessibilityLabel(Text("Reposted by \(name)"))`): its text.
            let text: TextValue? = if case .view(let v)? = first, v.nodes.count == 1, case .text(let t) = v.nodes[0].kind { t } else { nil }
            guard let t = try title(args, at: node) ?? text else { throw fail(node, ".\(name) needs a string") }
            var a = n.modifiers.accessibility ?? AccessibilityValue()
            switch name {
            case "accessibilityLabel": if a.label == nil { a.label = t }
            case "accessibilityHint": if a.hint == nil { a.hint = t }
            default: if a.value == nil { a.value = t }
            }
            n.modifiers.accessibility = a
        case "accessibilityAddTraits", "accessibilityRemoveTraits":
            var a = n.modifiers.accessibility ?? AccessibilityValue()
            let traits = Accessibility.traits(first)
            if name == "accessibilityAddTraits" { a.traits += traits.filter { !a.traits.contains($0) } }
            else { a.traits.removeAll { traits.contains($0) } }
            n.modifiers.accessibility = a
        case "accessibilityHidden":
            var a = n.modifiers.accessibility ?? AccessibilityValue()
            if case .bool(let b)? = first { a.hidden = b }
            n.modifiers.accessibility = a
        case "accessibilityElement":
            var a = n.modifiers.accessibility ?? AccessibilityValue()
            if case .member(let behaviour, _)? = args.labeled("children") { a.element = AccessibilityElementBehavior(rawValue: behaviour) }
            else { a.element = .ignore }
            n.modifiers.accessibility = a
        // Containers and drawing
        case "trim":
            guard case .shape(var s) = n.kind else { throw fail(node, ".trim applies to shapes") }
            s.trim = TrimValue(from: args.labeled("from")?.number ?? 0, to: args.labeled("to")?.number ?? 1)
            n.kind = .shape(s)
        case "rotationEffect":
            // Modelled on shapes (a progress ring's `-90`); other views are drawn unrotated.
            if case .shape(var s) = n.kind, case .member(let unit, let a)? = first, let amount = a.first?.value.number {
                s.rotation = unit == "radians" ? amount * 180 / .pi : amount
                n.kind = .shape(s)
            }
        case "shadow":
            n.modifiers.shadow = try shadow(args, color: { try color($0) })
        case "lineSpacing":
            if n.modifiers.lineSpacing == nil { n.modifiers.lineSpacing = length(try number(first), ".lineSpacing", at: node) }
        case "textCase":
            if n.modifiers.textCase == nil {
                if case .member(let c, _)? = first { n.modifiers.textCase = TextCase(rawValue: c) } else { n.modifiers.textCase = TextCase.none }
            }
        case "gridCellColumns":
            n.modifiers.gridCellColumns = whole(try number(first), in: 1...Limits.gridColumns, ".gridCellColumns", at: node)
        case "gridColumnAlignment":
            n.modifiers.gridColumnAlignment = first.flatMap(LayoutConversion.horizontal)
        case "accessibilitySortPriority":
            var a = n.modifiers.accessibility ?? AccessibilityValue()
            a.sortPriority = try number(first)
            n.modifiers.accessibility = a
        case "accessibilityAction":
            var a = n.modifiers.accessibility ?? AccessibilityValue()
            if case .string(let s)? = args.labeled("named") { a.actions.append(s.text) }
            n.modifiers.accessibility = a
        // List rows: the row this view is in a List takes them; on a Section, each of its rows.
        case "listRowBackground":
            var d: DecorationValue?
            if case .none? = first {} else { d = try decoration(args, at: node) }
            n = n.settingListRow { if $0.listRowBackground == nil { $0.listRowBackground = d } }
        case "listRowSeparator":
            // `.listRowSeparator(.hidden)` (edges: both by default; one edge hides that one, which
            // the model, drawing one separator between two rows, counts as hiding it).
            guard case .member(let visibility, _)? = first else { throw fail(node, ".listRowSeparator '\(short(node))' is not understood") }
            n = n.settingListRow { if $0.listRowSeparatorHidden == nil { $0.listRowSeparatorHidden = visibility == "hidden" } }
        case "alignmentGuide":
            // Only the list row separator's leading guide is modelled; one closure value for the row.
            guard case .member("listRowSeparatorLeading", _)? = first else {
                throw fail(node, "alignment guide '\(args.list.first.map { short($0.syntax ?? ExprSyntax(node)) } ?? "")' is not modelled")
            }
            let leading = try separatorLeading(args, at: node)
            n = n.settingListRow { if $0.listRowSeparatorLeading == nil { $0.listRowSeparatorLeading = leading } }
        case "listRowInsets":
            let insets = try listRowInsets(first, at: node)
            n = n.settingListRow { if $0.listRowInsets == nil { $0.listRowInsets = insets } }
        default:
            record(Unknown(place: place(node), reason: "modifier '.\(name)' is not understood"), "left out")
            n.unverified.formUnion(ModifierAspects.of(name))
        }
        return n
    }

    /// A one-child ZStack around `n`, so a modifier can apply outside what `n` already has.
    private func wrap(_ n: Node, at node: some SyntaxProtocol) throws -> Node {
        var inner = n
        var outer = try make(.zStack([]), n.path, at: node)
        outer.source = n.source
        outer.line = n.line
        // What belongs to the view as a whole moves out; the id stays on the element itself.
        outer.modifiers.layoutPriority = inner.modifiers.layoutPriority; inner.modifiers.layoutPriority = nil
        outer.modifiers.accessibility = inner.modifiers.accessibility; inner.modifiers.accessibility = nil
        // A tap gesture belongs to the element VoiceOver reads, with its traits and label.
        outer.modifiers.onTapGesture = inner.modifiers.onTapGesture; inner.modifiers.onTapGesture = nil
        outer.modifiers.listRowBackground = inner.modifiers.listRowBackground; inner.modifiers.listRowBackground = nil
        outer.modifiers.listRowInsets = inner.modifiers.listRowInsets; inner.modifiers.listRowInsets = nil
        outer.modifiers.listRowSeparatorHidden = inner.modifiers.listRowSeparatorHidden; inner.modifiers.listRowSeparatorHidden = nil
        outer.modifiers.listRowSeparatorLeading = inner.modifiers.listRowSeparatorLeading; inner.modifiers.listRowSeparatorLeading = nil
        inner.path = SwiftPaths.wrapped
        outer.kind = .zStack([inner])
        outer.path = n.path
        return outer
    }

    /// `.ignoresSafeArea(_ regions: = .all, edges: = .all)`, `.edgesIgnoringSafeArea(_ edges:)`:
    /// the edges, or nil for the keyboard's region alone (no keyboard is shown in a snapshot).
    private func safeAreaEdges(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> EdgeSet? {
        func edgeSet(_ v: Value) throws -> EdgeSet {
            guard let names = LayoutConversion.edges(v) else { throw fail(node, ".\(name) '\(short(node))' is not understood") }
            var set: EdgeSet = []
            for n in names { if let e = EdgeSet.names.first(where: { $0.0 == n })?.1 { set.formUnion(e) } }
            return set
        }
        if name == "edgesIgnoringSafeArea" { return try edgeSet(args.first ?? .member(name: "all", arguments: [])) }
        var regions: [String] = []
        switch args.first {
        case .member(let r, _)?: regions = [r]
        case .array(let items)?: regions = items.compactMap { if case .member(let r, _) = $0 { return r } else { return nil } }
        default: regions = ["all"]
        }
        guard regions.contains(where: { $0 == "all" || $0 == "container" }) else { return nil }
        return try args.labeled("edges").map(edgeSet) ?? .all
    }

    /// `.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }`: the closure's value, called with the
    /// view's dimensions unknown (a value read from them, `d[.leading]`, cannot be known here).
    private func separatorLeading(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> Double {
        guard let closure = args.trailing ?? args.closure("computeValue") else { throw fail(node, ".alignmentGuide needs a closure") }
        let dimensions = Value.unknown(Unknown(place: place(node), reason: "a view's dimensions are known only at layout"))
        let v = try callClosure(closure, [dimensions], at: node)
        if case .unknown(let u) = v { throw fail(node, u.reason) }
        guard let d = v.number else { throw fail(node, ".alignmentGuide's value is not a number") }
        return length(d, in: Limits.signedLength, ".alignmentGuide", at: node) ?? 0
    }

    /// `.listRowInsets(EdgeInsets(...))`, `.listRowInsets(.zero)`; `nil` keeps the list's.
    private func listRowInsets(_ v: Value?, at node: some SyntaxProtocol) throws -> EdgeInsets? {
        if case .none? = v { return nil }
        guard let v, let parts = Self.insetParts(v) else { throw fail(node, ".listRowInsets '\(short(node))' is not understood") }
        let l = parts.map { length($0, ".listRowInsets", at: node) ?? 0 }
        return EdgeInsets(top: l[0], leading: l[1], bottom: l[2], trailing: l[3])
    }

    /// An `EdgeInsets` value's top, leading, bottom and trailing: `EdgeInsets(...)`, the implicit
    /// `.init(top:leading:bottom:trailing:)` (each 0 when not given), `.zero`; nil for anything else.
    private static func insetParts(_ v: Value) -> [Double?]? {
        switch v {
        case .member("$insets", let parts): return parts.map(\.value.number)
        case .member("zero", let a) where a.isEmpty: return [0, 0, 0, 0]
        case .member("init", let a):
            guard a.allSatisfy({ ["top", "leading", "bottom", "trailing"].contains($0.label ?? "") }) else { return nil }
            return ["top", "leading", "bottom", "trailing"].map { side in a.first { $0.label == side }.map { $0.value.number } ?? 0 }
        default: return nil
        }
    }

    private func paddingInsets(_ args: Arguments, at node: some SyntaxProtocol) throws -> EdgeInsets {
        if let first = args.first, let parts = Self.insetParts(first) {
            let v = parts.map { length($0, in: Limits.signedLength, ".padding", at: node) ?? 0 }
            return EdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
        }
        var amount = 16.0
        var edges: Set<String> = ["top", "bottom", "leading", "trailing"]
        for a in args.unlabeled {
            if let d = a.value.number { amount = length(d, in: Limits.signedLength, ".padding", at: node) ?? 0 }
            else if let e = LayoutConversion.edges(a.value) { edges = e }
            else { throw fail(node, "padding '\(a.syntax.map { short($0) } ?? "")' is not understood") }
        }
        return EdgeInsets(top: edges.contains("top") ? amount : 0, leading: edges.contains("leading") ? amount : 0,
                          bottom: edges.contains("bottom") ? amount : 0, trailing: edges.contains("trailing") ? amount : 0)
    }

    private func frame(_ args: Arguments, at node: some SyntaxProtocol) throws -> FrameValue {
        var f = FrameValue()
        for a in args.list {
            if a.label == "alignment" { f.alignment = LayoutConversion.alignment(a.value); continue }
            if case .none = a.value { continue }
            guard let number = a.value.number else { throw fail(node, "frame \(a.label ?? "") is not a number") }
            let fills = a.label == "maxWidth" || a.label == "maxHeight"
            guard let d = length(number, ".frame \(a.label ?? "")", allowingInfinity: fills, at: node) else { continue }
            switch a.label {
            case "width": f.width = d
            case "height": f.height = d
            case "minWidth": f.minWidth = d
            case "idealWidth": f.idealWidth = d
            case "maxWidth": f.maxWidth = d
            case "minHeight": f.minHeight = d
            case "idealHeight": f.idealHeight = d
            case "maxHeight": f.maxHeight = d
            default: break
            }
        }
        return f
    }

    /// `.background(Color.x)`, `.background(.x, in: RoundedRectangle(cornerRadius: 12))`,
    /// `.background(RoundedRectangle(cornerRadius: 16).fill(.x))`, `.background { view }`; nil for a
    /// view that draws nothing (an `EmptyView`, a `@ViewBuilder` whose `if` is not taken), as SwiftUI
    /// draws no background or overlay then.
    private func decoration(_ args: Arguments, at node: some SyntaxProtocol) throws -> DecorationValue? {
        if let closure = args.trailing ?? args.closure("content") {
            let v = try content(closure, at: node)
            let decoration = try single(v, at: node, axis: .vertical)
            guard let alignment = args.labeled("alignment").flatMap(LayoutConversion.alignment), alignment != .center else {
                return decoration.asDecoration
            }
            // `.overlay(alignment: .topTrailing) { badge }`: the badge aligned in the owner's bounds,
            // as a ZStack that fills what the owner proposes.
            var m = Modifiers()
            m.frame = FrameValue(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
            return .node(try make(.zStack([decoration]), "ZStack", at: node, m))
        }
        let shape: Node?
        if case .view(let s)? = args.labeled("in") { shape = s.nodes.first } else { shape = nil }
        guard let first = args.first else {
            // `.background()` and `.background(in: shape)` fill with the background style: the one
            // `.backgroundStyle(_:)` set above, else the system background.
            return .styled(color: environment.backgroundStyle ?? .system(.systemBackground), cornerRadius: shape.flatMap(Self.radius), stroke: nil)
        }
        if let c = ColorConversion.color(first, environment.appearance) {
            if let shape { return .styled(color: c, cornerRadius: Self.radius(of: shape), stroke: nil) }
            return .color(c)
        }
        let v = try viewValue(first, at: node)
        return v.nodes.first?.asDecoration
    }

    static func radius(of shape: Node) -> Double? {
        guard case .shape(let s) = shape.kind else { return nil }
        switch s.kind {
        case .roundedRectangle: return s.cornerRadius
        case .capsule, .circle: return 10_000
        case .rectangle: return nil
        }
    }

    private func clipRadius(_ v: Value?, of n: Node) -> Double? {
        guard let v, let value = ShapeConversion.shape(v, container: containerShape) else { return nil }
        switch value.kind {
        case .roundedRectangle: return value.cornerRadius
        case .rectangle: return nil
        case .capsule, .circle:
            // Half the smaller side when the frame is fixed, as a circle of that size.
            if let w = n.modifiers.frame?.width, let h = n.modifiers.frame?.height { return min(w, h) / 2 }
            if case .image(let image) = n.kind, let s = image.bitmapSize { return min(s.width, s.height) / 2 }
            return 10_000
        }
    }

    private func typeSizeRange(_ v: Value?, at node: some SyntaxProtocol) throws -> DynamicTypeRange {
        if case .member("...", let bounds)? = v, bounds.count == 2 {
            return DynamicTypeRange(min: LayoutConversion.dynamicTypeSize(bounds[0].value), max: LayoutConversion.dynamicTypeSize(bounds[1].value))
        }
        if let v, let s = LayoutConversion.dynamicTypeSize(v) { return DynamicTypeRange(min: s, max: s) }
        throw fail(node, "dynamicTypeSize '\(short(node))' is not understood")
    }

    private func environmentModifier(_ args: Arguments, _ n: inout Node, at node: some SyntaxProtocol) throws {
        guard case .keyPath(let key)? = args.first, args.list.count >= 2 else { return }
        let value = args.list[1].value
        switch key {
        case "layoutDirection":
            if case .member(let d, _) = value { n.modifiers.layoutDirection = LayoutDirection(rawValue: d) }
        case "dynamicTypeSize", "sizeCategory":
            n.modifiers.dynamicTypeSize = try typeSizeRange(value, at: node)
        default: break
        }
    }

    /// `.environment(\.dynamicTypeSize, .x)`, `.preferredColorScheme(.dark)`, `.dynamicTypeSize(...)`:
    /// the environment the modified view is evaluated in.
    func environmentChange(_ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> ((inout EnvironmentValues) -> Void)? {
        switch name {
        case "environment" where c.arguments.count == 1, "environmentObject":
            // An object for `@Environment(Type.self)` / `@EnvironmentObject` below; one the reader
            // could not make is kept as that unknown (`EnvironmentDefaults` rule 3).
            guard let e = c.arguments.first?.expression else { return nil }
            let put = try evaluate(e, scope)
            if case .unknown = put { return { $0.objects[EnvironmentValues.unknownObjectKey] = put } }
            guard case .object(let object) = put else { return nil }
            return { $0.objects[object.type] = .object(object) }
        case "environment":
            guard c.arguments.count == 2, let k = c.arguments.first?.expression.as(KeyPathExprSyntax.self) else { return nil }
            let key = k.components.trimmedText.trimmingCharacters(in: ["."])
            let value = try evaluate(c.arguments[c.arguments.index(after: c.arguments.startIndex)].expression, scope)
            switch key {
            case "dynamicTypeSize", "sizeCategory":
                guard let s = LayoutConversion.dynamicTypeSize(value) else { return nil }
                return { $0.size = s }
            case "layoutDirection":
                guard case .member(let d, _) = value, let dir = LayoutDirection(rawValue: d) else { return nil }
                return { $0.direction = dir }
            case "colorScheme":
                guard case .member(let a, _) = value, let appearance = Appearance(rawValue: a) else { return nil }
                return { $0.appearance = appearance }
            default:
                // An app's own key: read by `@Environment(\.key)` below.
                guard declarations.types["EnvironmentValues"].map({ $0.computed[key] != nil || $0.stored.contains { $0.name == key } }) == true else { return nil }
                return { $0.objects[EnvironmentValues.keyPrefix + key] = value }
            }
        // `.colorScheme(_:)` (deprecated) sets the subtree's scheme as `.environment(\.colorScheme, _)` does.
        case "preferredColorScheme", "colorScheme":
            guard let e = c.arguments.first?.expression, case .member(let a, _) = try evaluate(e, scope),
                  let appearance = Appearance(rawValue: a) else { return nil }
            return { $0.appearance = appearance }
        case "containerShape":
            return try containerShapeChange(c, scope)
        case "backgroundStyle":
            guard let e = c.arguments.first?.expression else { return nil }
            let v = try evaluate(e, scope)
            guard let style = ColorConversion.color(v, environment.appearance) ?? ColorConversion.color(resolveImplicit(v, in: "Color"), environment.appearance) else { return nil }
            return { $0.backgroundStyle = style }
        case "dynamicTypeSize":
            guard let e = c.arguments.first?.expression else { return nil }
            let range = try typeSizeRange(try evaluate(e, scope), at: c)
            return { $0.size = range.clamp($0.size) }
        default: return nil
        }
    }
}

extension Node {
    /// A shape with only a fill and a stroke is the format's styled decoration; anything else a node.
    var asDecoration: DecorationValue {
        if case .shape(let s) = kind, s.kind != .circle, s.kind != .capsule, s.gradient == nil, s.trim == nil {
            var rest = modifiers
            // A shape's `.stroke` as a decoration is the styled decoration's stroke.
            let stroke = rest.border ?? s.stroke.map { StrokeValue(color: $0.color, width: $0.width) }
            rest.border = nil
            if ModifierStage.highest(rest) == nil, rest.id == nil {
                return .styled(color: s.fill, cornerRadius: s.kind == .roundedRectangle ? s.cornerRadius : nil, stroke: stroke)
            }
        }
        if case .color(let c) = kind, ModifierStage.highest(modifiers) == nil { return .color(c) }
        return .node(self)
    }

    /// Changes the view itself, inside any ZStack a reordered modifier wrapped it in.
    func settingInnermost(_ change: (inout Node) -> Void) -> Node {
        var n = self
        if case .zStack(let c) = kind, c.count == 1, c[0].path == SwiftPaths.wrapped {
            n.kind = .zStack([c[0].settingInnermost(change)])
        } else {
            change(&n)
        }
        return n
    }

    /// `.buttonStyle` reaches every button below that has none of its own.
    func settingButtonStyle(_ name: String) -> Node {
        mapSubtree { n in
            guard case .button = n.kind, n.modifiers.style == nil else { return }
            switch name {
            case "borderedProminent": n.modifiers.style = .borderedProminent
            case "bordered": n.modifiers.style = .bordered
            case "plain":
                n.modifiers.style = .plain
                if n.modifiers.foreground == nil { n.modifiers.foreground = .system(.label) }
            default: n.modifiers.style = .plain
            }
        }
    }

    /// `.textFieldStyle` reaches every text field below that has the default style.
    func settingTextFieldStyle(_ style: TextFieldStyle) -> Node {
        mapSubtree { n in
            switch n.kind {
            case .textField(var v) where v.style == .automatic: v.style = style; n.kind = .textField(v)
            case .secureField(var v) where v.style == .automatic: v.style = style; n.kind = .secureField(v)
            default: break
            }
        }
    }

    /// A list row's modifier: on the view itself, or on each row of a `Section`.
    func settingListRow(_ change: (inout Modifiers) -> Void) -> Node {
        var n = self
        if case .section(var s) = n.kind {
            s.content = s.content.map { $0.settingListRow(change) }
            n.kind = .section(s)
        } else {
            change(&n.modifiers)
        }
        return n
    }

    /// `.disabled(true)` reaches every control below.
    func settingDisabled() -> Node {
        mapSubtree { n in if n.kind.isControl, n.modifiers.disabled == nil { n.modifiers.disabled = true } }
    }

    /// `change` on the node and every node below; a geometry reader's content made at layout gets it
    /// too (`SubtreeChange`), run with `evaluator`'s state when it runs code.
    func mapSubtree(on evaluator: Evaluator? = nil, _ change: @escaping (inout Node) -> Void) -> Node {
        var n = self
        change(&n)
        switch n.kind {
        case .button(let label): n.kind = .button(label: label.mapSubtree(on: evaluator, change))
        case .hStack(let c): n.kind = .hStack(c.map { $0.mapSubtree(on: evaluator, change) })
        case .vStack(let c): n.kind = .vStack(c.map { $0.mapSubtree(on: evaluator, change) })
        case .zStack(let c): n.kind = .zStack(c.map { $0.mapSubtree(on: evaluator, change) })
        case .adaptiveStack(let c): n.kind = .adaptiveStack(c.map { $0.mapSubtree(on: evaluator, change) })
        case .viewThatFits(let c): n.kind = .viewThatFits(c.map { $0.mapSubtree(on: evaluator, change) })
        case .list(let c): n.kind = .list(c.map { $0.mapSubtree(on: evaluator, change) })
        case .scrollView(let c): n.kind = .scrollView(c.mapSubtree(on: evaluator, change))
        case .navigationStack(var v):
            v.leading = v.leading.map { $0.mapSubtree(on: evaluator, change) }
            v.trailing = v.trailing.map { $0.mapSubtree(on: evaluator, change) }
            v.content = v.content?.mapSubtree(on: evaluator, change)
            n.kind = .navigationStack(v)
        case .tabView(var t):
            t.content = t.content?.mapSubtree(on: evaluator, change)
            n.kind = .tabView(t)
        // Containers and drawing
        case .section, .grid, .lazyVGrid: n.kind = n.kind.mappingContainerChildren { $0.mapSubtree(on: evaluator, change) }
        case .geometryReader(let g): n.kind = .geometryReader(g.changing(SubtreeChange(evaluator: evaluator, change: change)))
        default: break
        }
        return n
    }
}

enum Accessibility {
    static func traits(_ v: Value?) -> [AccessibilityTrait] {
        var names: [String] = []
        switch v {
        case .member(let n, _)?: names = [n]
        case .array(let items)?: names = items.compactMap { if case .member(let n, _) = $0 { return n } else { return nil } }
        default: break
        }
        return names.compactMap { name in
            switch name {
            case "isButton": return .button
            case "isHeader": return .header
            case "isSelected": return .selected
            case "isImage": return .image
            case "isLink": return .link
            case "updatesFrequently": return .updatesFrequently
            case "isModal": return .isModal
            case "isSearchField": return .searchField
            default: return nil
            }
        }
    }
}

// Controls
extension Evaluator {
    /// `.pickerStyle(.segmented | .menu | .inline | .automatic)`, `.labelStyle(.iconOnly | .titleOnly |
    /// .titleAndIcon | .automatic)`, `.labelsHidden()`: set on the pickers and labels of the view
    /// (inside stacks and button labels too; `.labelsHidden()` hides a picker's label, the other
    /// controls' labels are drawn); `.datePickerStyle(.compact | .automatic)` and `.gaugeStyle(.automatic |
    /// .linearCapacity)` are what is drawn. Any other style is a warning, and the default is drawn.
    fileprivate func controlStyle(_ name: String, on n: Node, _ first: Value?, at node: FunctionCallExprSyntax) throws -> Node {
        guard case .member(let style, _)? = first else { throw fail(node, ".\(name) is not understood") }
        let picker = style == "automatic" ? PickerStyle.menu : PickerStyle(rawValue: style)
        let label = style == "automatic" ? LabelStyle.titleAndIcon : LabelStyle(rawValue: style)
        func restyle(_ n: Node) -> Node {
            var n = n
            switch n.kind {
            case .picker(var p) where name == "pickerStyle": p.style = picker ?? p.style; n.kind = .picker(p)
            case .picker(var p) where name == "labelsHidden": p.labelHidden = true; n.kind = .picker(p)
            case .label(var l) where name == "labelStyle": l.style = label ?? l.style; n.kind = .label(l)
            case .hStack(let c): n.kind = .hStack(c.map(restyle))
            case .vStack(let c): n.kind = .vStack(c.map(restyle))
            case .zStack(let c): n.kind = .zStack(c.map(restyle))
            case .list(let c): n.kind = .list(c.map(restyle))
            case .section(var s):
                s.content = s.content.map(restyle)
                n.kind = .section(s)
            case .button(let l): n.kind = .button(label: restyle(l))
            case .menu(let l): n.kind = .menu(label: restyle(l))
            case .scrollView(let c): n.kind = .scrollView(restyle(c))
            case .geometryReader(let g): n.kind = .geometryReader(g.changing(SubtreeChange(evaluator: nil) { $0 = restyle($0) }))
            default: break
            }
            return n
        }
        switch name {
        case "pickerStyle" where picker == nil, "labelStyle" where label == nil,
             "datePickerStyle" where !["compact", "automatic"].contains(style),
             "gaugeStyle" where !["linearCapacity", "automatic"].contains(style):
            record(Unknown(place: place(node), reason: "modifier '.\(name)(.\(style))' is not modelled"), "the default style is drawn")
            var n = n
            n.unverified.formUnion(ModifierAspects.of(name))
            return n
        default:
            return restyle(n)
        }
    }
}

extension Modifiers {
    /// Modifiers that change nothing the model lays out or checks (nil), or that do but are not
    /// modelled (the reason, given in a warning).
    static let ignored: [String: String?] = [
        "onAppear": nil, "onDisappear": nil, "task": nil, "animation": nil, "transition": nil,
        "id": nil, "tag": nil, "sheet": nil, "fullScreenCover": nil, "alert": nil, "confirmationDialog": nil,
        "navigationDestination": nil, "refreshable": nil, "onChange": nil, "onGeometryChange": nil, "onSubmit": nil, "onReceive": nil,
        "contextMenu": nil, "swipeActions": nil, "help": nil, "previewDisplayName": nil, "previewLayout": nil,
        "previewDevice": nil, "previewInterfaceOrientation": nil, "previewTrait": nil, "keyboardType": nil,
        "textInputAutocapitalization": nil, "autocorrectionDisabled": nil, "submitLabel": nil, "textContentType": nil,
        "geometryGroup": nil, "allowedDynamicRange": nil, "preference": nil,
        "focused": nil, "accessibilityFocused": nil, "environmentObject": nil, "modelContainer": nil, "sensoryFeedback": nil, "contentTransition": nil,
        "blur": nil, "saturation": nil, "brightness": nil, "grayscale": nil, "scaleEffect": nil,
        // A shape's `.scale(2)` (a `ScaledShape`) scales its drawing about its centre, as `.scaleEffect` does.
        "scale": nil,
        "rotation3DEffect": nil, "matchedGeometryEffect": nil, "gesture": nil,
        "simultaneousGesture": nil, "highPriorityGesture": nil, "onLongPressGesture": nil, "draggable": nil,
        "dropDestination": nil, "navigationBarBackButtonHidden": nil, "toolbarColorScheme": nil,
        "statusBarHidden": nil, "scrollDismissesKeyboard": nil, "scrollIndicators": nil, "scrollContentBackground": nil,
        "hoverEffect": nil, "allowsHitTesting": nil, "zIndex": nil, "compositingGroup": nil,
        "drawingGroup": nil, "mask": nil, "toggleStyle": nil,
        "progressViewStyle": nil, "buttonBorderShape": nil,
        "listSectionSeparator": nil, "interactiveDismissDisabled": nil, "presentationDetents": nil, "symbolEffect": nil,
"frame(in:)": nil, "coordinateSpace": nil,
        "accessibilityRepresentation": "accessibility representations", "accessibilityChildren": nil,
        "accessibilityInputLabels": nil, "accessibilityShowsLargeContentViewer": nil, "accessibilityRotor": nil,
        // Input behaviour, editing and scrolling actions, and styles of platforms other than the iPhone's.
        "disableAutocorrection": nil, "autocapitalization": nil, "textSelection": nil, "onDelete": nil, "onMove": nil,
        "navigationViewStyle": nil, "formStyle": nil, "onOpenURL": nil, "onHover": nil, "focusable": nil,
        "privacySensitive": nil, "scrollTargetLayout": nil, "scrollTargetBehavior": nil, "scrollPosition": nil,
        "defaultScrollAnchor": nil, "persistentSystemOverlays": nil, "onPreferenceChange": nil, "transaction": nil,
        "onDrag": nil, "onDrop": nil, "keyboardShortcut": nil, "onContinuousHover": nil, "scrollDisabled": nil,
        "blendMode": "blend modes", "scrollClipDisabled": "content drawn past the scroll view's edges",
        "contentMargins": "margins around a scroll view's or list's content",
        // A widget's description in the gallery, and what a tap opens.
        "configurationDisplayName": nil, "description": nil, "supportedFamilies": nil, "disfavoredLocations": nil,
        "promptsForUserConfiguration": nil, "widgetURL": nil, "invalidatableContent": nil, "containerBackgroundRemovable": nil,
        "widgetAccentable": nil,
        // Nothing a still frame shows or a check judges (`StillFrameModifiers.swift` says why).
        "searchSuggestions": nil, "anchorPreference": nil, "accessibilityRespondsToUserInteraction": nil, "menuOrder": nil,
        "presentationCornerRadius": nil, "presentationBackgroundInteraction": nil,
        "presentationContentInteraction": nil, "presentationCompactAdaptation": nil,
        "onScrollVisibilityChange": nil, "onScrollPhaseChange": nil, "onScrollGeometryChange": nil, "onKeyPress": nil,
        "onCopyCommand": nil, "onPasteCommand": nil, "onExitCommand": nil, "onMoveCommand": nil, "userActivity": nil,
        "onContinueUserActivity": nil, "handlesExternalEvents": nil, "backgroundTask": nil,
        "scrollBounceBehavior": nil, "defersSystemGestures": nil, "tabBarMinimizeBehavior": nil,
        // The page dots' backdrop (`.page(backgroundDisplayMode: .always)`, `PageIndexViewStyle(...)`):
        // the dots are not drawn, and a paged TabView lists them as left out (`PagedTabViews.swift`).
        "indexViewStyle": nil,
    ]
}
