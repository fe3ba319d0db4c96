import LayoutModel
import SwiftSyntax

// Views from packages the reader has no source of, given a content closure: TCA's
// `WithViewStore(store) { viewStore in ... }` and `IfLetStore`, Perception's
// `WithPerceptionTracking { ... }`, a design system's `Card { ... }`. Such a view almost always
// shows its content (that is what the closure is for), so its content is drawn in its place, as a
// `Group` would draw it, with the closure's parameters unknown (`viewStore`: its reads are unknown
// texts and values, as any unknown), instead of one placeholder hiding everything inside:
//
// 1. Only an unknown view (a capitalised name no scanned file declares) used where a view goes,
//    whose call has a trailing closure or a `content:` closure. The same call used as a value
//    (`Store(initialState: ...) { Feature() }`) stays unknown.
// 2. What the wrapper itself adds (a frame, padding, a background) is not known: every node drawn
//    is marked `size` and `color` unverified, so no check judges geometry or contrast on them, and
//    the view is listed among what was not evaluated ("its content is drawn in its place").
// 3. A content closure that cannot be drawn (it fails as a whole) leaves the placeholder.
// 5. Apple's views whose content closure holds no views: MapKit's `Map { Marker(...) }` draws
//    markers and annotations from it. Its content is not drawn in its place: it is one placeholder
//    of the size SwiftUI gives it (all it is offered). (Swift Charts' `Chart` is drawn: `Charts.swift`.)
// 4. A view whose `body` a package's protocol provides (SwiftUIFlux's `ConnectedView`: the app
//    writes `func body(props: Props) -> some View` and the protocol's `body` calls it with props
//    mapped from its store): the app's `body(...)` method is drawn with its arguments unknown (the
//    store's state is not known), listed as not evaluated; when the preview puts in no object at
//    all, the unknown says the store (an `@EnvironmentObject`) is missing: a real preview stops.
// 5. A package's modifiers reached through a property its `View` extension adds (EmojiText's
//    `.emojiText.size(12)`, `.emojiText.baselineOffset(2)`): a member of a view that no scanned
//    file declares holds the view (`ViewNamespace`); called, it is an unknown modifier, left out
//    and marked with what it may change, the view kept. Used as a view uncalled, it is the view.
// 6. MarkdownUI's `Markdown(string)` (a view no scanned file declares, given one string): the
//    string as a text, shown as written (its block styles, headings and code, are the package's:
//    the size is unverified); an unknown string is a stand-in.
// 7. An activity indicator no scanned file declares (exyte's `ActivityIndicatorView(isVisible:
//    type:)`, `ActivityIndicatorView(style:)`): a spinner, drawn as `ProgressView()` draws one,
//    its size unverified (the package's animations differ); nothing when `isVisible` is false.

/// The content closure an unknown view was called with, kept with the unknown (equal by syntax:
/// an unknown is a value, and two unknowns of one call are one).
extension Evaluator {
    /// Rule 5: views whose content closure lists marks or annotations, not views.
    static let marksContent: Set<String> = ["Map"]
}

struct UnknownViewContent: Hashable {
    let closure: Closure

    /// Rule 1: the trailing closure, else a `content:` closure; nil when the call has neither.
    init?(_ args: Arguments) {
        guard let c = args.trailing ?? args.closure("content") else { return nil }
        closure = c
    }

    static func == (a: UnknownViewContent, b: UnknownViewContent) -> Bool { a.closure.syntax.id == b.closure.syntax.id }
    func hash(into h: inout Hasher) { h.combine(closure.syntax.id) }
}

extension Evaluator {
    /// Rules 2 and 3: the content of unknown view `name` drawn in its place, or nil to draw the placeholder.
    func contentInPlace(of name: String, _ content: UnknownViewContent, _ u: Unknown, at node: some SyntaxProtocol) -> ViewValue? {
        // Rule 5.
        guard !Self.marksContent.contains(name) else { return nil }
        let parameters = content.closure.parameterCount
        let unknownParameter = Value.unknown(Unknown(place: u.place, reason: "a value given by unknown view '\(name)'"))
        let drawn: ViewValue
        do {
            drawn = try self.content(content.closure, at: node, Array(repeating: unknownParameter, count: parameters))
        } catch {
            return nil
        }
        guard !drawn.nodes.isEmpty else { return nil }
        record(u, "its content is drawn in its place")
        return drawn.marking([.size, .color])
    }

    /// How many parameters a closure names (`{ a, b in }`, `{ (a: A) in }`), or the `$n` it uses.
    static func parameterCount(_ c: ClosureExprSyntax) -> Int {
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?: return list.count
        case .parameterClause(let clause)?: return clause.parameters.count
        case nil:
            let dollars = c.statements.tokens(viewMode: .sourceAccurate).compactMap { t -> Int? in
                guard case .dollarIdentifier(let s) = t.tokenKind else { return nil }
                return Int(s.dropFirst())
            }
            return (dollars.max() ?? -1) + 1
        }
    }

    /// Rule 4: the app's `body(...)` method of a type conforming to a protocol no scanned file
    /// declares, run with unknown arguments; nil when the type has none.
    func packageProtocolBody(_ instance: Instance, at node: some SyntaxProtocol) throws -> ViewValue? {
        guard let type = declarations.types[instance.type], type.computed["body"] == nil,
              let method = type.methods["body"]?.first(where: { !$0.parameters.isEmpty }),
              let external = type.conformances.sorted().first(where: { declarations.types[$0] == nil }) else { return nil }
        var reason = "'\(instance.type)' is a \(external) (a package's protocol) whose body(\(method.parameters.map { $0.firstName.text + ":" }.joined())) gets values the reader cannot know"
        // SwiftUIFlux's `ConnectedView` maps its props from the store its `StoreConnector` reads
        // with `@EnvironmentObject`: with no object put in, SwiftUI stops the preview there.
        if external == "ConnectedView", !environment.hasModelObjects {
            reason = "'\(instance.type)' is a ConnectedView whose store (an @EnvironmentObject) the preview does not put in (SwiftUI stops the preview when it reads it)"
        }
        let u = Unknown(place: place(node), reason: reason)
        record(u, "its body(...) is drawn with them unknown")
        let args = method.parameters.map { Argument(label: $0.firstName.text == "_" ? nil : $0.firstName.text, value: .unknown(u), syntax: nil) }
        return try viewValue(try run(method, self: instance, arguments: args, at: node), at: node)
    }
}

/// Rule 5: `view.name` (a property of a package's `View` extension), as a value holding the view.
enum ViewNamespace {
    private static let prefix = "$viewNamespace."

    /// `view.name`, or `view.a.name` on a namespace already: the view and the path written.
    static func member(of base: Value, _ name: String) -> Value? {
        switch base {
        case .view: return .member(name: prefix + name, arguments: [Argument(value: base)])
        case .member(let path, let parts) where path.hasPrefix(prefix):
            return .member(name: path + "." + name, arguments: parts)
        default: return nil
        }
    }

    /// The view a namespace value holds and the path written after it (`emojiText`).
    static func parts(_ v: Value) -> (view: ViewValue, path: String)? {
        guard case .member(let path, let parts) = v, path.hasPrefix(prefix), case .view(let view)? = parts.first?.value else { return nil }
        return (view, String(path.dropFirst(prefix.count)))
    }
}

extension Evaluator {
    /// Rule 5: `view.emojiText.size(12)`: the view with the package's modifier left out and
    /// marked; nil when `base` is not a view's namespace.
    func namespacedModifier(_ base: Value, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard let (view, path) = ViewNamespace.parts(base) else { return nil }
        _ = try arguments(c, scope)
        record(Unknown(place: place(c), reason: "modifier '.\(path).\(name)' is a package's (a property of its View extension)"), "left out")
        return .view(view.marking(ModifierAspects.of(name)))
    }
}

extension Evaluator {
    /// Rule 6: `Markdown(string)` as a text, or nil for any other call.
    func markdownView(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        guard name == "Markdown", args.list.count == 1, let first = args.first, args.trailing == nil else { return nil }
        let text: TextValue
        switch first {
        case .string(let s): text = s.unknown.map(standIn) ?? .literal(s.text)
        case .unknown(let u): text = standIn(u)
        default: return nil
        }
        var n = try make(.text(text), "Markdown", at: node)
        n.unverified.insert(.size)
        if case .unknown = first { n.unverified.insert(.text) }
        if case .string(let s) = first, s.unknown != nil { n.unverified.insert(.text) }
        return ViewValue(nodes: [n])
    }
}

extension Evaluator {
    /// Rule 7: a package's activity indicator as a spinner, or nil for any other call.
    func packageSpinner(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        guard name == "ActivityIndicatorView" || name == "ActivityIndicator" else { return nil }
        if case .bool(false)? = args.labeled("isVisible") { return .empty }
        var n = try make(.image(.symbol("progress.indicator")), name, at: node)
        n.unverified.insert(.size)
        return ViewValue(nodes: [n])
    }
}
