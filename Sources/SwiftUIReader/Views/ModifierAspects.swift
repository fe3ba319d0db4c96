import LayoutModel
import SwiftSyntax

// A modifier the reader cannot apply (an argument unknown, a style or modifier it does not model)
// is left out, and the view it was written on is marked with what the modifier would have changed,
// so no check judges that on the default it drew instead: a colour left out leaves contrast
// unverified, a frame left out the size, a font left out the font and size.

enum ModifierAspects {
    /// What leaving out `.name(...)` leaves unverified on the view it was written on.
    static func of(_ name: String) -> UnverifiedAspects {
        if let aspects = known[name] { return aspects }
        // A modifier that changes nothing a screen lays out or checks.
        if case .some(.none) = Modifiers.ignored[name] { return [] }
        // Unknown (a custom modifier, a `View` extension): it may change anything drawn.
        return [.size, .color, .font]
    }

    private static let known: [String: UnverifiedAspects] = {
        var table: [String: UnverifiedAspects] = [:]
        for n in ["font", "fontWeight", "bold", "fontDesign", "fontWidth", "dynamicTypeSize", "environment", "italic",
                  "monospacedDigit", "kerning", "tracking"] { table[n] = [.font, .size] }
        for n in ["foregroundColor", "foregroundStyle", "tint", "accentColor", "background", "backgroundStyle", "overlay", "blendMode",
                  "border", "fill", "stroke", "strokeBorder", "shadow", "opacity", "colorMultiply", "preferredColorScheme", "redacted",
                  "listRowBackground", "toolbarBackground", "scrollContentBackground", "symbolRenderingMode"] {
            table[n] = [.color]
        }
        // The foreground style: what a shape with no fill of its own is drawn in (`PaintRules`).
        for n in ["foregroundColor", "foregroundStyle", "fill", "stroke", "strokeBorder"] { table[n] = [.color, .foreground] }
        for n in ["accessibilityLabel", "accessibilityElement", "accessibilityHidden", "accessibilityRepresentation",
                  "accessibilityChildren"] { table[n] = [.label] }
        for n in ["accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "accessibilityAddTraits",
                  "accessibilityRemoveTraits", "accessibilitySortPriority", "accessibilityAction", "navigationTitle",
                  "navigationBarTitleDisplayMode", "navigationBarTitle", "navigationBarItems", "toolbar", "tabItem", "sheet", "alert", "confirmationDialog",
                  "presentationDetents", "onTapGesture"] { table[n] = [] }
        for n in ["buttonStyle", "labelStyle", "pickerStyle", "toggleStyle", "textFieldStyle", "listStyle", "controlSize",
                  "gaugeStyle", "progressViewStyle", "datePickerStyle", "buttonBorderShape", "disabled"] {
            table[n] = [.size, .color]
        }
        for n in ["frame", "padding", "fixedSize", "offset", "position", "layoutPriority", "lineLimit", "minimumScaleFactor",
                  "lineSpacing", "cornerRadius", "clipShape", "clipped", "hidden", "imageScale", "aspectRatio", "scaledToFit",
                  "scaledToFill", "resizable", "gridCellColumns", "gridColumnAlignment", "safeAreaInset", "ignoresSafeArea",
                  "edgesIgnoringSafeArea", "listRowInsets", "listSectionSpacing", "scrollClipDisabled", "contentMargins", "baselineOffset", "searchable", "multilineTextAlignment", "truncationMode",
                  "textCase", "labelsHidden", "trim", "rotationEffect", "contentShape"] { table[n] = [.size] }
        return table
    }()

    /// View modifiers (no value has a method of these names) that still apply to the placeholder
    /// of an unknown view: its size, its decorations, what it publishes to its container.
    static let appliesToPlaceholder: Set<String> = [
        "frame", "padding", "fixedSize", "offset", "layoutPriority", "hidden", "background", "overlay", "border",
        "cornerRadius", "clipShape", "clipped", "navigationTitle", "navigationBarTitleDisplayMode", "toolbar", "tabItem",
        "accessibilityLabel", "accessibilityIdentifier", "accessibilityHidden", "accessibilityElement",
        "accessibilityAddTraits", "onTapGesture", "sheet", "alert", "confirmationDialog", "toolbarBackground", "foregroundStyle",
        "foregroundColor", "ignoresSafeArea", "edgesIgnoringSafeArea", "listRowBackground", "listRowInsets",
    ]
}

extension ViewValue {
    /// `.redacted(reason: .placeholder)` (true) or `.unredacted()` (false) on every node that has
    /// neither already: the innermost wins.
    func settingRedacted(_ on: Bool) -> ViewValue {
        var v = self
        v.nodes = v.nodes.map { n in var n = n; if n.modifiers.redacted == nil { n.modifiers.redacted = on }; return n }
        return v
    }

    /// Every node marked with `aspects`.
    func marking(_ aspects: UnverifiedAspects) -> ViewValue {
        guard !aspects.isEmpty else { return self }
        var v = self
        v.nodes = v.nodes.map { n in var n = n; n.unverified.formUnion(aspects); return n }
        return v
    }

    /// Every node of every subtree for which `change` (given the node and its subtree's top, able to
    /// change the node) says so marked with `aspects`, and whether any was: what a modifier the
    /// model draws only in part (`.colorMultiply`, `.controlSize`) lists once, at the modifier.
    func markingSubtrees(_ aspects: UnverifiedAspects, where change: (inout Node, Node) -> Bool) -> (ViewValue, marked: Bool) {
        var marked = false
        var v = self
        withoutActuallyEscaping(change) { change in
            v.nodes = v.nodes.map { top in
                top.mapSubtree { n in
                    if change(&n, top) { n.unverified.formUnion(aspects); marked = true }
                }
            }
        }
        return (v, marked)
    }
}

extension Evaluator {
    /// `.name(args)` on `view`: applied, or left out when an argument is unknown or the modifier
    /// cannot be applied, and the view marked with what it would have changed. An unknown
    /// navigation title is a stand-in title (the bar keeps its height).
    func modifier(_ name: String, on view: ViewValue, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        // An image loader's own modifiers (`ImageLoaders` rule 3); any other makes a modified view.
        if let loaded = try loaderModifier(name, on: view, args, at: node) { return loaded }
        var view = view
        view.loader = nil
        var args = args
        // iOS 13's `.accessibility(label: Text("x"))`, `.accessibility(addTraits: .isButton)`...:
        // the modifier of today that its label names (`.accessibilityLabel(Text("x"))`).
        if name == "accessibility", args.list.count == 1, let label = args.list[0].label {
            var today = args
            today.list[0].label = nil
            return try modifier("accessibility" + label.prefix(1).uppercased() + label.dropFirst(), on: view, today, at: node)
        }
        do { args = try resolvingAppStatics(args, for: name, at: node) } catch let failure as EvaluationFailure {
            record(Unknown(failure), "modifier '.\(name)' left out")
            return view.marking(ModifierAspects.of(name))
        }
        if name == "tag", let tagged = tagged(view, args) { return tagged }
        if name == "navigationTitle", case .unknown(let u)? = args.first {
            var v = view
            v.preferences.title = standIn(u)
            return v
        }
        if let searched = try searchableModifier(name, on: view, args, at: node) { return searched }
        if let u = args.firstUnknown {
            // `.environment(object)` (no key path) only puts the object in the environment for the
            // views below (`environmentChange`), which read it as the unknown it is and say so where
            // they use it; it changes nothing drawn itself.
            if name == "environment", args.list.count == 1, args.list[0].label == nil, args.trailing == nil { return view }
            // A modifier that changes nothing a screen lays out or checks: whatever its arguments are.
            if case .some(.none) = Modifiers.ignored[name], !Presentation.modifiers.contains(name) { return view }
            record(u, "modifier '.\(name)' left out")
            return view.marking(ModifierAspects.of(name))
        }
        do {
            let v = try applyModifier(name, on: view, args, at: node)
            // A string with a stand-in in it is applied as shown, and what it decides is unverified.
            guard let u = args.firstPartlyUnknown else { return v }
            record(u, "'.\(name)' given a stand-in text")
            return v.marking(ModifierAspects.of(name).union(name.hasPrefix("accessibility") ? .label : []))
        } catch let failure as EvaluationFailure {
            record(Unknown(failure), "modifier '.\(name)' left out")
            return view.marking(ModifierAspects.of(name))
        }
    }
}
