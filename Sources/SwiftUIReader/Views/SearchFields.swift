import LayoutModel
import SwiftSyntax

// `.searchable(text:isPresented:placement:prompt:)` (`SearchFieldsTests`): the search field of the
// navigation stack around the view, as iOS 17 and 18 show it on iPhone before any scroll: a
// preference the nearest `NavigationStack` takes (`navigationStack.search`, drawn by
// `SearchField.swift`), or the stack's own when written on it. Rules, in order:
// 1. `searchPrompt`: `prompt:` (a string, a `Text`, a key; an unknown one a stand-in, marked), else
//    iOS's "Search";
// 2. `searchTyped`: what the `text:` binding holds, when not empty, is shown typed; an unknown one
//    leaves the prompt shown and marks the field's text unverified;
// 3. `searchPlacementNote`: `.automatic` and `.navigationBarDrawer(...)` are drawn under the title;
//    `.toolbar`, `.toolbarPrincipal` and `.sidebar` are drawn there too (iOS 17 and 18 put them
//    in the navigation bar on iPhone) with a located warning: iOS 26 moves a toolbar search field
//    to the bottom of the screen, which the model does not draw. An active search
//    (`isPresented: true`) and tokens are likewise warned of and drawn at rest;
// 4. `.searchable` with no stack around it draws nothing (iOS shows no field without a
//    navigation bar), as in the app.

extension Evaluator {
    /// Handles `.searchable`; nil when `name` is not it. Called before unknown arguments drop a
    /// modifier: an unknown binding or prompt still leaves the field drawn.
    func searchableModifier(_ name: String, on view: ViewValue, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        guard name == "searchable" else { return nil }
        var unverified: UnverifiedAspects = []
        let prompt = searchPrompt(args, &unverified)
        let typed = searchTyped(args, &unverified)
        searchPlacementNote(args, at: node)
        var v = view
        // Written on the stack itself: its own field.
        if v.nodes.count == 1, case .navigationStack(var nav) = v.nodes[0].kind {
            if nav.search == nil { nav.search = prompt; nav.searchText = typed; nav.searchUnverified = unverified }
            v.nodes[0].kind = .navigationStack(nav)
            return v
        }
        if v.preferences.search == nil {
            v.preferences.search = prompt; v.preferences.searchText = typed; v.preferences.searchUnverified = unverified
        }
        return v
    }

    /// Rule 1.
    private func searchPrompt(_ args: Arguments, _ unverified: inout UnverifiedAspects) -> TextValue {
        switch args.labeled("prompt") {
        case .string(let s)?:
            if let u = s.unknown { record(u, "search prompt given a stand-in text"); unverified.insert(.text) }
            return s.textValue
        case .view(let v)?:
            if let t = firstText(v) { return t }
        case .unknown(let u)?:
            unverified.insert(.text)
            return standIn(u)
        default: break
        }
        return .literal("Search")
    }

    /// Rule 2.
    private func searchTyped(_ args: Arguments, _ unverified: inout UnverifiedAspects) -> TextValue? {
        switch args.labeled("text") {
        case .string(let s)? where s.unknown == nil: return s.text.isEmpty ? nil : .literal(s.text)
        case .string(let s)?:
            if let u = s.unknown { record(u, "search text given a stand-in text") }
            unverified.insert(.text)
            return .literal(s.text)
        case .unknown(let u)?:
            record(u, "search text not evaluated: its prompt is shown, unverified")
            unverified.insert(.text)
            return nil
        default: return nil
        }
    }

    /// Rule 3, warned at `.searchable` itself (not at the start of the view it is written on).
    private func searchPlacementNote(_ args: Arguments, at call: FunctionCallExprSyntax) {
        let node = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
        if case .member(let placement, _)? = args.labeled("placement"),
           ["toolbar", "toolbarPrincipal", "sidebar"].contains(placement) {
            warn(node, "search field placement '.\(placement)' is drawn under the navigation title, as iOS 17 and 18 show it on iPhone; iOS 26's bottom toolbar search field is not modelled")
        }
        if case .bool(true)? = args.labeled("isPresented") {
            warn(node, "an active search ('isPresented' true: the keyboard up, the title hidden) is not modelled: the field is drawn at rest")
        }
        if case .array(let tokens)? = args.labeled("tokens"), !tokens.isEmpty {
            warn(node, "search tokens are not drawn in the search field")
        }
    }
}
