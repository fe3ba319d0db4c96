import LayoutModel
import SwiftSyntax

// Colours given as UIKit's or AppKit's, and colours the reader could not evaluate used as views:
//
// 1. `Color(uiColor: x)`, `Color(nsColor: x)`, `Color(cgColor: x)`: a colour value `x` is itself;
//    a UIKit or AppKit name is the system colour of that name (`ColorConversion.platformNamed`),
//    else an asset's generated symbol (`UIColor.brand`); any other is an unknown colour.
//    A dynamic colour (`UIColor { traits in ... }`, `UIColor(dynamicProvider:)`, an app's
//    `Color { $0.userInterfaceStyle == .dark ? .ink : .white }`) is its provider called with the
//    variant's traits: `userInterfaceStyle` `.dark` or `.light` as the variant's appearance,
//    `accessibilityContrast` `.normal` (Increase Contrast is the catalog's high-contrast entries'),
//    `horizontalSizeClass` `.compact` (an iPhone in portrait).
// 2. An unknown colour where a view goes (`Color(nsColor: isActive ? .controlAccentColor :
//    .systemGray)`, `Color("Missing")`, `Color.tokenNotFound`, a property declared `Color` whose
//    value is unknown) is still a Color: it fills the space offered as a Color does, drawn clear
//    (the reader invents no colour), its colour unverified, so no check judges what is drawn over
//    it; never a placeholder.
// 3. Likewise an unknown image (`this Image is not understood`, a property or function declared
//    `Image` whose value is unknown: `image = .compound[keyPath: icon]`) is an image of unknown size
//    and label (`RuntimeImages`, rule 6 sizes it by its frame).
// 4. Likewise an unknown gradient (a property declared `LinearGradient`, `RadialGradient`,
//    `AngularGradient`, `EllipticalGradient` whose value is unknown) fills the space offered as a
//    gradient does, drawn clear, colour unverified; an unknown shape of a kind the model draws
//    (`Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`) is that shape in the default fill,
//    taking the space offered as a shape does (its radius, if any, unknown: none).

/// The types an unknown is still drawn as where a view goes (rules 2 to 4).
enum UnknownTypedViews {
    static let gradients: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]
    static let shapes: [String: ShapeKind] = ["Rectangle": .rectangle, "RoundedRectangle": .roundedRectangle, "Capsule": .capsule, "Circle": .circle]
    static let types: Set<String> = Set(["Color", "Image"]).union(gradients).union(shapes.keys)
}

extension Evaluator {
    /// Rule 1: the colour of `Color(uiColor:|nsColor:|cgColor:)`, or nil when the call is not one.
    func platformColor(_ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        guard let label = ["uiColor", "nsColor", "cgColor"].first(where: { args.labeled($0) != nil }), let value = args.labeled(label) else { return nil }
        switch value {
        case .color(let c): return .color(c)
        case .member(let name, let inner) where inner.isEmpty:
            if let c = ColorConversion.platformNamed(name) { return .color(c) }
            if let set = assets.colorNamed(symbol: name) { return .color(set.value(environment.appearance)) }
            throw fail(node, "\(label) colour '.\(name)' is not modelled", view: "Color")
        case .unknown(let u):
            throw EvaluationFailure(place: u.place, message: u.reason, viewName: "Color")
        default:
            throw fail(node, "this Color(\(label):) is not understood", view: "Color")
        }
    }

    /// Rule 1: a dynamic colour's value for the variant, or nil when `args` gives no provider.
    func dynamicColor(_ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        guard let provider = args.closure("dynamicProvider") ?? (args.list.isEmpty ? args.trailing : nil) else { return nil }
        let traits = Instance(type: "UITraitCollection", fields: [
            "userInterfaceStyle": .member(name: environment.appearance == .dark ? "dark" : "light", arguments: []),
            "accessibilityContrast": .member(name: "normal", arguments: []),
            "horizontalSizeClass": .member(name: "compact", arguments: []),
        ])
        let made = try callClosure(provider, [.object(traits)], at: node)
        if let c = ColorConversion.color(made, environment.appearance) ?? ColorConversion.color(resolveImplicit(made, in: "Color"), environment.appearance) {
            return .color(c)
        }
        if case .unknown(let u) = made { throw EvaluationFailure(place: u.place, message: u.reason, viewName: "Color") }
        throw fail(node, "this dynamic colour's provider gave \(made.typeName)", view: "Color")
    }

    /// Rules 2 to 4: an unknown that would have made a `Color`, an `Image`, a gradient or a shape,
    /// drawn as one with what is unknown unverified; nil for an unknown of any other view.
    func unknownTypedView(_ u: Unknown, _ name: String, at node: some SyntaxProtocol) -> ViewValue? {
        var n: Node
        switch name {
        case "Color":
            record(u, "drawn as a Color of unknown colour")
            n = Node(.color(.system(.clear)), path: name)
            n.unverified = .color
        case "Image":
            record(u, "drawn as an image of unknown size and label")
            n = Node(.image(.bitmap(width: 0, height: 0)), path: name)
            n.unverified = [.size, .label]
        case _ where UnknownTypedViews.gradients.contains(name):
            record(u, "drawn as a gradient of unknown colours")
            n = Node(.shape(ShapeValue(kind: .rectangle, fill: .system(.clear))), path: name)
            n.unverified = .color
        case _ where UnknownTypedViews.shapes[name] != nil:
            record(u, "drawn as a \(name) in the default fill")
            n = Node(.shape(ShapeValue(kind: UnknownTypedViews.shapes[name]!)), path: name)
        default:
            return nil
        }
        n.source = NodeSource(place(node))
        n.line = place(node).line
        return ViewValue(nodes: [n])
    }
}
