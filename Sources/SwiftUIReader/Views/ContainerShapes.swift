import LayoutModel
import SwiftSyntax

// Shapes given as values (`.clipShape(.circle)`, `.containerShape(.rect(cornerRadius: 12))`) and
// the container shape SwiftUI hands down the environment:
//
// 1. A shape value is a shape view (`Circle()`, `RoundedRectangle(cornerRadius: 8)`) or SwiftUI's
//    static member of `Shape` for one: `.rect` (`Rectangle`), `.rect(cornerRadius: r)` and
//    `.rect(cornerRadius: r, style:)` / `.roundedRectangle(cornerRadius:)` (`RoundedRectangle`),
//    `.capsule`, `.circle`, `.ellipse` (drawn as the model's circle, as `Ellipse()` is), and
//    `.containerRelative` (rule 3).
// 2. `.containerShape(shape)` sets the container shape for the views below it (an environment
//    value, as SwiftUI's `ContainerShapeModifier` does): the innermost wins.
// 3. `ContainerRelativeShape()` (a view, filled or stroked like any shape) and `.containerRelative`
//    are the nearest container shape above; with none, a widget's own rounded rectangle
//    (`WidgetFamily.cornerRadius`) inside a widget preview, else a rectangle (what SwiftUI uses
//    outside any container). Not modelled: SwiftUI insets a rounded container shape by the
//    distance of the view from the container's edge (concentric corners); the reader keeps the
//    container's radius, so a view padded inside its container has corners a little rounder.

enum ShapeConversion {
    /// Rule 1: the shape `v` is, with `container` for `.containerRelative`; nil when it is none.
    static func shape(_ v: Value, container: ShapeValue) -> ShapeValue? {
        switch v {
        case .view(let view):
            guard view.nodes.count == 1, case .shape(let s) = view.nodes[0].kind else { return nil }
            // The outline only: a shape value has no fill of its own.
            return ShapeValue(kind: s.kind, cornerRadius: s.cornerRadius)
        case .member(let name, let args):
            let a = Arguments(member: args)
            switch name {
            case "rect", "roundedRectangle":
                guard let r = a.labeled("cornerRadius")?.number else { return args.isEmpty ? ShapeValue(kind: .rectangle) : nil }
                return ShapeValue(kind: .roundedRectangle, cornerRadius: r)
            case "capsule": return ShapeValue(kind: .capsule)
            case "circle", "ellipse": return ShapeValue(kind: .circle)
            case "containerRelative": return container
            default: return nil
            }
        default: return nil
        }
    }
}

extension Evaluator {
    /// Rule 3: the container shape the views evaluated now are in.
    var containerShape: ShapeValue {
        if let s = environment.containerShape { return s }
        if widget != nil { return ShapeValue(kind: .roundedRectangle, cornerRadius: WidgetFamily.cornerRadius) }
        return ShapeValue(kind: .rectangle)
    }

    /// Rule 2: `.containerShape(shape)` as an environment change, or nil when the shape is not one.
    func containerShapeChange(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> ((inout EnvironmentValues) -> Void)? {
        guard let e = c.arguments.first?.expression, let s = ShapeConversion.shape(try evaluate(e, scope), container: containerShape) else {
            return nil
        }
        return { $0.containerShape = s }
    }

    /// Rule 3: `ContainerRelativeShape()` as a view: the container shape, a shape like any other.
    func containerRelativeShape(at node: FunctionCallExprSyntax) throws -> ViewValue {
        ViewValue(nodes: [try make(.shape(containerShape), "ContainerRelativeShape", at: node)])
    }
}
