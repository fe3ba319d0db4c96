import LayoutModel
import SwiftSyntax

// Colours given as UIKit's or AppKit's, and colours the reader could not evaluate used as views:
//
// 1. `Color(uiColor: x)`, `Color(nsColor: x)`, `Color(cgColor: x)`: a colour value `x` is itself;
//    a UIKit or AppKit name is the system colour of that name (`ColorConversion.platformNamed`),
//    else an asset's generated symbol (`UIColor.brand`); any other is an unknown colour.
// 2. An unknown colour where a view goes (`Color(nsColor: isActive ? .controlAccentColor :
//    .systemGray)`, `Color("Missing")`, `Color.tokenNotFound`) is still a Color: it fills the space
//    offered as a Color does, drawn clear (the reader invents no colour), its colour unverified, so
//    no check judges what is drawn over it; never a placeholder.

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

    /// Rule 2: an unknown that would have made a `Color`, drawn as a clear Color of unverified
    /// colour; nil for an unknown of any other view.
    func unknownColorView(_ u: Unknown, _ name: String, at node: some SyntaxProtocol) -> ViewValue? {
        guard name == "Color" else { return nil }
        record(u, "drawn as a Color of unknown colour")
        var n = Node(.color(.system(.clear)), path: "Color")
        n.source = NodeSource(place(node))
        n.line = place(node).line
        n.unverified = .color
        return ViewValue(nodes: [n])
    }
}
