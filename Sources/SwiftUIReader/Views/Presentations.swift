import LayoutModel
import SwiftSyntax

// Presentations: `.sheet(isPresented:)`, `.alert(_:isPresented:actions:message:)` and
// `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)` become the screen's
// presentation when the preview shows them presented: `isPresented` evaluates to true (a `@State`
// or `@Previewable @State` whose initial value is true, `.constant(true)`), or `item:` to a value.
// The last one presented wins (one presentation at a time). `.presentationDetents([.medium,
// .large])` on a sheet's content gives its detents. Not presented: nothing is drawn, as in the app.

extension Evaluator {
    /// Handles a presentation modifier; nil when `name` is not one.
    func presentationModifier(_ name: String, on view: ViewValue, _ args: Arguments,
                              at node: FunctionCallExprSyntax) throws -> ViewValue? {
        var v = view
        switch name {
        case "presentationDetents":
            v.preferences.detents = Self.detents(args.first)
            return v
        case "sheet", "alert", "confirmationDialog":
            guard isPresented(args) else { return v }
        default:
            return nil
        }
        if name == "sheet" {
            let item = args.labeled("item").map { [$0] } ?? []
            let content = try self.content(args.trailing ?? args.closure("content"), at: node, item)
            let nodes = content.nodes
            let root = nodes.count == 1 ? nodes[0] : try make(.vStack(nodes), "VStack", at: node)
            let detents = content.preferences.detents ?? [.large]
            presentation = .sheet(SheetValue(detents: detents.isEmpty ? [.large] : detents, content: root))
            return v
        }
        let actionsClosure = args.closure("actions") ?? args.trailing
        let buttons = try content(actionsClosure, at: node).nodes.filter {
            if case .button = $0.kind { return true }
            warn(node, "only buttons are drawn among an \(name)'s actions")
            return false
        }
        let message = try args.closure("message").flatMap { try firstText(content($0, at: node)) }
        var title = try self.title(args, at: node)
        if title == nil, case .view(let t)? = args.first { title = firstText(t) }   // `.alert(Text(...), ...)`
        if name == "confirmationDialog" {
            // SwiftUI hides a dialog's title unless `titleVisibility: .visible`.
            if case .member("visible", _)? = args.labeled("titleVisibility") {} else { title = nil }
        }
        let value = AlertValue(title: title, message: message, actions: buttons)
        presentation = name == "alert" ? .alert(value) : .confirmationDialog(value)
        return v
    }

    /// `isPresented: true` (a binding's value), or `item:` holding a value.
    func isPresented(_ args: Arguments) -> Bool {
        if case .bool(let b)? = args.labeled("isPresented") { return b }
        if let item = args.labeled("item") { if case .none = item { return false } else { return true } }
        return false
    }

    /// `[.medium, .large]` (a set literal reads as an array).
    static func detents(_ v: Value?) -> [SheetDetent] {
        guard case .array(let items)? = v else { return [] }
        return items.compactMap { if case .member(let n, _) = $0 { return SheetDetent(rawValue: n) } else { return nil } }
    }
}

extension Presentation {
    /// The modifiers that present (or size what is presented): read here, never ignored.
    static let modifiers: Set<String> = ["sheet", "alert", "confirmationDialog", "presentationDetents"]

    /// Element ids for a SwiftUI screen's presentation, rooted like the screen format's
    /// (`sheet/...`, `alert/actions/Button[i]`), the rest of the path as `SwiftPaths` makes it.
    func swiftPaths() -> Presentation {
        func rooted(_ n: Node, _ base: String) -> Node {
            var n = n
            n.path = base + "/" + n.path
            return SwiftPaths.assign(n)
        }
        func actions(_ v: AlertValue, _ base: String) -> AlertValue {
            var v = v
            v.actions = v.actions.enumerated().map { rooted($1, base + "/actions[\($0)]") }
            return v
        }
        switch self {
        case .sheet(var s):
            s.content = rooted(s.content, "sheet")
            return .sheet(s)
        case .alert(let a): return .alert(actions(a, "alert"))
        case .confirmationDialog(let a): return .confirmationDialog(actions(a, "confirmationDialog"))
        }
    }
}
