import LayoutModel
import SwiftSyntax

// iOS 26's Liquid Glass, as a still frame can show it (`GlassEffectsTests`):
// * `glassValue`: SwiftUI's `Glass` values `.regular`, `.clear` and `.identity`, and their
//   `.tint(color)` and `.interactive(_:)`; `interactive` changes how the glass answers a touch
//   (it scales and shimmers), nothing a still frame shows, so it keeps the glass as it is;
// * `glassEffect`: `.glassEffect(_ glass: Glass = .regular, in shape: some Shape = .capsule)` puts
//   the view over a glass shape. Glass refracts, blurs and adapts to what is behind it, none of
//   which the model draws, and Apple publishes no figures for its tint: it is drawn as a material
//   is (`ColorConversion.material`): `.regular` as the regular material, `.clear` as the
//   ultra-thin one, a tint as its colour at that material's opacity, in the shape given (a capsule
//   unless another is), and `.identity` draws nothing. The view's colour is marked unverified, so
//   no contrast is judged on or over the glass (iOS adapts the text over glass to what is behind);
// * `GlassEffectContainer(spacing:) { content }`: merges the glass shapes inside it as they near
//   each other (within `spacing`), adding no frame, padding or drawing of its own: its one view is
//   drawn in its place, exactly. How it places more than one view is not documented: they are
//   drawn as a `Group` gives them to its parent, their sizes unverified and the container listed;
// * `.glassEffectID`, `.glassEffectUnion`, `.glassEffectTransition`, `.backgroundExtensionEffect`:
//   how glass shapes merge and morph while they animate, nothing a still frame shows.

extension Evaluator {
    /// `.regular.interactive()`, `.clear.tint(.blue)`: a `Glass` value (`$glass`, its kind and
    /// tint); nil when `base` and `name` are no glass.
    func glassValue(_ base: Value, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard name == "interactive" || name == "tint", let glass = Self.glass(base) else { return nil }
        guard name == "tint" else { return glass.value }
        let tint = try arguments(c, scope).first.flatMap { ColorConversion.color($0, environment.appearance) }
        return Glass(kind: glass.kind, tint: tint ?? glass.tint).value
    }

    /// `GlassEffectContainer`'s content, or nil when `name` is not it.
    func glassContainer(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        guard name == "GlassEffectContainer" else { return nil }
        let inner = try content(args.trailing ?? args.closure("content"), at: node)
        guard inner.nodes.count > 1 else { return inner }
        record(Unknown(place: place(node), reason: "how GlassEffectContainer places more than one view is not known"),
               "they are drawn as a Group gives them to its parent, their sizes unverified")
        return inner.marking(.size)
    }

    /// Handles `.glassEffect` and the glass modifiers that change nothing in a still frame; nil
    /// when `name` is not one.
    func glassModifier(_ name: String, on view: ViewValue, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        switch name {
        case "glassEffectID", "glassEffectUnion", "glassEffectTransition", "backgroundExtensionEffect":
            return view
        case "glassEffect":
            let glass = args.first.flatMap(Self.glass) ?? Glass(kind: "regular", tint: nil)
            guard glass.kind != "identity" else { return view }
            var radius: Double? = 10_000
            if let shape = args.labeled("in") {
                guard let s = ShapeConversion.shape(shape, container: containerShape) else {
                    throw fail(node, "glass shape '\(args.argument("in")?.syntax.map { short($0) } ?? "")' is not understood")
                }
                radius = Self.radius(of: Node(.shape(s)))
            }
            let material = ColorConversion.material(glass.kind == "clear" ? "ultraThinMaterial" : "regularMaterial", environment.appearance)
            let fill = glass.tint.map { $0.withOpacity(glass.kind == "clear" ? 0.35 : 0.7, in: environment.appearance) } ?? material
            // A background drawn as `.background(fill, in: shape)`, outside what the view has.
            let decorated = try applyModifier("background", on: view, Arguments(list: [], trailing: nil, extra: [], syntax: nil), at: node)
            var v = decorated
            v.nodes = v.nodes.map { n in
                var n = n
                n.modifiers.background = .styled(color: fill, cornerRadius: radius, stroke: nil)
                n.unverified.formUnion(.color)
                return n
            }
            return v
        default:
            return nil
        }
    }

    struct Glass {
        var kind: String
        var tint: ColorValue?
        var value: Value {
            .member(name: "$glass", arguments: [Argument(value: .member(name: kind, arguments: []))]
                + (tint.map { [Argument(label: "tint", value: .color($0))] } ?? []))
        }
    }

    /// A `Glass` value: `.regular`, `.clear`, `.identity`, or one made by `glassValue`.
    static func glass(_ v: Value) -> Glass? {
        switch v {
        case .member(let kind, let a) where a.isEmpty && ["regular", "clear", "identity"].contains(kind):
            return Glass(kind: kind, tint: nil)
        case .member("$glass", let a):
            guard case .member(let kind, _)? = a.first?.value else { return nil }
            let tint: ColorValue? = if case .color(let c)? = a.first(where: { $0.label == "tint" })?.value { c } else { nil }
            return Glass(kind: kind, tint: tint)
        default:
            return nil
        }
    }
}
