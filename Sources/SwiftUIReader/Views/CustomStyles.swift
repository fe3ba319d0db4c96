import LayoutModel
import SwiftSyntax

// An app's own `ButtonStyle` (`.buttonStyle(CapsuleStyle())`, or `.buttonStyle(.capsule)` through
// `extension ButtonStyle where Self == CapsuleStyle { static var capsule: ... }`): SwiftUI draws each
// button below that has no style of its own as the style's `makeBody(configuration:)`, with
// `configuration.label` the button's label, `isPressed` false (a snapshot is never pressed) and
// `role` the button's role. The button keeps its action and role; what the style draws is its label,
// with no bezel of SwiftUI's around it.
//
// An app's own `LabelStyle` (`.labelStyle(.socialFeedTag)`, `.labelStyle(TagStyle())`) likewise draws
// each `Label` below that has no style of its own as the style's `makeBody(configuration:)`, with
// `configuration.title` the label's title (a Text) and `configuration.icon` its icon (an Image).

extension Evaluator {
    /// The node with every unstyled button below drawn by `style`'s `makeBody`, or nil when `style`
    /// has no `makeBody(configuration:)` in the scanned files.
    func applyingButtonStyle(_ style: Instance, to n: Node, at node: FunctionCallExprSyntax) throws -> Node? {
        guard let makeBody = declarations.types[style.type]?.methods["makeBody"]?.first else { return nil }
        var stopped: Error?
        let styled = n.mapSubtree(on: self) { [self] b in
            guard stopped == nil, case .button(let label) = b.kind, b.modifiers.style == nil else { return }
            let configuration = Instance(type: "ButtonStyleConfiguration", fields: [
                "label": .view(ViewValue(nodes: [label])), "isPressed": .bool(false),
                "role": b.modifiers.role.map { .member(name: $0.rawValue, arguments: []) } ?? .none,
            ])
            do {
                let body = try run(makeBody, self: style, arguments: [Argument(label: "configuration", value: .object(configuration), syntax: nil)], at: node)
                b.kind = .button(label: try single(try viewValue(body, at: node), at: node, axis: .horizontal))
                b.modifiers.style = .plain
            } catch { stopped = error }
        }
        if let stopped { throw stopped }
        return styled
    }

    /// An app's own `ShapeStyle` (`struct ThemedColor: ShapeStyle { func resolve(in environment:
    /// EnvironmentValues) -> Color }`) is what its `resolve(in:)` gives for the environment; any other
    /// value is itself.
    func resolvedShapeStyle(_ v: Value, at node: some SyntaxProtocol) throws -> Value {
        guard case .object(let style) = v, let resolve = declarations.types[style.type]?.methods["resolve"]?
                .first(where: { $0.parameters.first?.firstName.text == "in" }) else { return v }
        let environment = Argument(label: "in", value: .object(Instance(type: "EnvironmentValues", fields: [:])), syntax: nil)
        return try run(resolve, self: style, arguments: [environment], at: node)
    }

    /// The node with every `Label` below drawn by `style`'s `makeBody`, or nil when `style` has no
    /// `makeBody(configuration:)` in the scanned files.
    func applyingLabelStyle(_ style: Instance, to n: Node, at node: FunctionCallExprSyntax) throws -> Node? {
        guard let makeBody = declarations.types[style.type]?.methods["makeBody"]?.first else { return nil }
        var stopped: Error?
        let styled = n.mapSubtree(on: self) { [self] l in
            guard stopped == nil, case .label(let label) = l.kind else { return }
            var title = Node(.text(label.title), path: "Text")
            title.source = l.source
            var icon = Node(.image(label.symbol.map { .symbol($0) } ?? .bitmap(width: 0, height: 0)), path: "Image")
            icon.source = l.source
            let configuration = Instance(type: "LabelStyleConfiguration", fields: [
                "title": .view(ViewValue(nodes: [title])), "icon": .view(ViewValue(nodes: label.symbol == nil ? [] : [icon])),
            ])
            do {
                let body = try run(makeBody, self: style, arguments: [Argument(label: "configuration", value: .object(configuration), syntax: nil)], at: node)
                let drawn = try single(try viewValue(body, at: node), at: node, axis: .horizontal)
                // What was set on the Label itself (a font, a padding) applies around what its
                // style draws: the Label becomes a one-child ZStack of it, keeping its modifiers.
                l.kind = .zStack([drawn])
            } catch { stopped = error }
        }
        if let stopped { throw stopped }
        return styled
    }
}
