// The Swift DSL: SwiftUI's names building the screen format's `Node` model, so tests can write
// screens in Swift and get the same tree (and the same paths) a YAML file decodes to.
// Views are static functions of the `A11y` namespace returning `Node` (A11y.swift says why);
// modifiers are methods on `Node` (see the *Modifiers files).

/// Collects the views of a `{ ... }` block, as SwiftUI's `@ViewBuilder` does: one per statement,
/// with `if`/`else`, `switch`, `for` and optional content. A bare string is a `Text`, as a bare
/// string in a screen file is short for `text:`.
@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildExpression(_ text: String) -> [Node] { [Node(.text(.literal(text)))] }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first part: [Node]) -> [Node] { part }
    public static func buildEither(second part: [Node]) -> [Node] { part }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }

    /// One node for a slot that holds one (a screen's body, a scroll view's content, a
    /// background): the node itself, or several (or none) in `container`, the layout SwiftUI
    /// gives a multi-view body there (a VStack for a body or vertical scroll view).
    static func single(_ nodes: [Node], in container: ([Node]) -> NodeKind) -> Node {
        nodes.count == 1 ? nodes[0] : Node(container(nodes))
    }
}

/// A string of a screen: a `String` is a literal, `TextValue.key("...")` a catalog key.
public protocol TextRepresentable: Sendable {
    var textValue: TextValue { get }
}

extension String: TextRepresentable {
    public var textValue: TextValue { .literal(self) }
}

extension TextValue: TextRepresentable {
    public var textValue: TextValue { self }
}

extension Node {
    /// A copy with `change` applied to its modifiers: the building block of every DSL modifier.
    func modified(_ change: (inout Modifiers) -> Void) -> Node {
        var node = self
        change(&node.modifiers)
        return node
    }
}
