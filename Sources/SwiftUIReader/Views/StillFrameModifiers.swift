import LayoutModel
import SwiftSyntax

// Modifiers real previews use whose effect a still frame does not show and no check judges, made
// deliberate, each with why: handled here, or (`searchSuggestions`, `anchorPreference`,
// `accessibilityRespondsToUserInteraction`, whatever their arguments) in `Modifiers.ignored`:
// * `.fileImporter(isPresented:...)`, `.fileExporter`, `.fileMover`, `.photosPicker(isPresented:...)`:
//   the system's document or photo picker, presented only while the binding is true; false draws
//   nothing. True is a presentation the model does not have: listed as left out, the screen under
//   it drawn;
// * event handlers that run only when the user or the system acts (`.onScrollVisibilityChange`,
//   `.onScrollPhaseChange`, `.onScrollGeometryChange`, `.onKeyPress`, `.onCopyCommand`,
//   `.onPasteCommand`, `.onExitCommand`, `.onMoveCommand`, `.userActivity`,
//   `.onContinueUserActivity`, `.handlesExternalEvents`, `.backgroundTask`), and
//   `.scrollBounceBehavior` and `.defersSystemGestures` (how a scroll or an edge swipe behaves),
//   `.tabBarMinimizeBehavior` (iOS 26: how the tab bar shrinks once content scrolls; a still frame
//   is never scrolled): nothing in a still frame, in `Modifiers.ignored`;
// * `.searchSuggestions { }`: shown only while a search is active, and a snapshot's never is;
// * `.anchorPreference(key:value:transform:)`: publishes a geometry preference; only a reader
//   (`.overlayPreferenceValue`, `.backgroundPreferenceValue`, `.onPreferenceChange`) draws or does
//   anything with it, and each of those is a modifier of its own, read (or listed) where written;
// * `.accessibilityRespondsToUserInteraction(_:)`: whether VoiceOver says the element is
//   interactive; no check judges interactivity, and the element, its label and traits are unchanged;
// * `.menuStyle(.automatic | .button | .borderlessButton)`: on iPhone a `Menu`'s label is drawn as
//   a borderless button with each of them, the model's menu; on a view with no `Menu` it changes
//   nothing. A custom `MenuStyle` is listed as left out (its `makeBody` is not run);
// * `.redacted(reason: [])` redacts nothing (the loading pattern `.redacted(reason: isLoading ?
//   .placeholder : [])` once loaded); `.placeholder` (alone or in a list) is the model's
//   `redacted: true` on the view (texts drawn as bars, images as boxes, `RedactionRules`), and
//   `.unredacted()` its `redacted: false`, the innermost winning as in SwiftUI's environment.
//   `.privacy` redacts only views marked `.privacySensitive()` and `.invalidated` dims a widget's
//   stale content: neither is modelled, listed and left out;
// * `.actionSheet(isPresented:content:)` and `.popover(isPresented:content:)` not presented draw
//   nothing (presented: listed, the screen under them drawn); `.presentationDragIndicator(.visible)`
//   (on a presented sheet's content) is listed, its grabber not drawn, `.hidden` and `.automatic`
//   change nothing drawn; `.menuOrder` orders a menu's items, shown only once it is open; a
//   sheet's `.presentationCornerRadius`, `...BackgroundInteraction`, `...ContentInteraction` and
//   `...CompactAdaptation` change what a presented sheet does, not what it shows in the model;
// * `.blendMode(.normal)`: source-over, as every view is drawn (other modes are listed);
// * `OpenURLAction { url in ... }` / `OpenURLAction(handler:)`: what a tapped link does, a value
//   (never a view); `.environment(\.openURL, action)` changes nothing a still frame shows.
// One that changes what a check judges is modelled instead:
// * `.accessibilityActions { Button("Dismiss") { } ... }`: each button's title is a named action of
//   the element, as `.accessibilityAction(named:)` adds one.

extension Evaluator {
    /// SwiftUI's action types an app makes (`OpenURLAction { url in .handled }`): an action value,
    /// its closure not run; nil for any other name.
    func actionValue(_ name: String, _ args: Arguments) -> Value? {
        guard name == "OpenURLAction" else { return nil }
        return .object(Instance(type: name, fields: [:]))
    }

    /// Handles a still-frame modifier; nil when `name` is not one.
    func stillFrameModifier(_ name: String, on view: ViewValue, _ args: Arguments,
                            at node: FunctionCallExprSyntax) throws -> ViewValue? {
        switch name {
        case "fileImporter", "fileExporter", "fileMover", "photosPicker":
            if isPresented(args) {
                record(Unknown(place: place(node), reason: "a presented '.\(name)' (the system's document picker) is not modelled"),
                       "the screen under it is drawn")
            }
            return view
        case "actionSheet", "popover":
            // iOS 13's action sheet, and a popover (on iPhone presented as a sheet): drawn only
            // while presented, as `.confirmationDialog` and `.sheet` are.
            if isPresented(args) {
                record(Unknown(place: place(node), reason: "a presented '.\(name)' is not modelled"), "the screen under it is drawn")
            }
            return view
        case "presentationDragIndicator":
            // The grabber at a sheet's top edge: in a still frame only on a presented sheet.
            if case .member("visible", _)? = args.first {
                record(Unknown(place: place(node), reason: "a sheet's drag indicator is not drawn"), "left out")
            }
            return view
        case "menuStyle":
            if case .member(let style, _)? = args.first, ["automatic", "button", "borderlessButton"].contains(style) { return view }
            record(Unknown(place: place(node), reason: "menu style '\(short(node))' is not modelled"), "the default style is drawn")
            return view.marking(ModifierAspects.of("buttonStyle"))
        case "redacted":
            return redaction(args, on: view, at: node)
        case "unredacted":
            return view.settingRedacted(false)
        case "blendMode":
            // `.normal` draws the view over what is below as without the modifier; any other mode
            // is listed (`Modifiers.ignored`).
            if case .member("normal", _)? = args.first { return view }
            return nil
        case "accessibilityActions":
            let buttons = try content(args.trailing ?? args.closure("content"), at: node).nodes
            let names = buttons.compactMap(actionName)
            var v = view
            v.nodes = v.nodes.map { n in
                var n = n
                var a = n.modifiers.accessibility ?? AccessibilityValue()
                a.actions += names
                n.modifiers.accessibility = a
                return n
            }
            return v
        default:
            return nil
        }
    }

    /// `.redacted(reason:)`: `.placeholder` redacts, `[]` nothing; other reasons are listed and left out.
    private func redaction(_ args: Arguments, on view: ViewValue, at node: FunctionCallExprSyntax) -> ViewValue {
        var reasons: [String] = []
        switch args.labeled("reason") {
        case .member(let r, _)?: reasons = [r]
        case .array(let items)?: reasons = items.compactMap { if case .member(let r, _) = $0 { return r } else { return nil } }
        default: break
        }
        if reasons.contains("placeholder") { return view.settingRedacted(true) }
        if let other = reasons.first {
            record(Unknown(place: place(node), reason: "redaction reason '.\(other)' is not modelled"), "the view is drawn unredacted")
            return view.marking([.color])
        }
        return view
    }

    /// A button's title as an action's name: its label's first text, as written (a key is its key).
    private func actionName(_ button: Node) -> String? {
        guard case .button(let label) = button.kind else { return nil }
        func text(_ n: Node) -> TextValue? {
            if case .text(let t) = n.kind { return t }
            if case .label(let l) = n.kind { return l.title }
            return n.kind.children.lazy.compactMap(text).first
        }
        switch text(label) {
        case .literal(let s)?: return s
        case let t?: return t.key
        case nil: return nil
        }
    }
}
