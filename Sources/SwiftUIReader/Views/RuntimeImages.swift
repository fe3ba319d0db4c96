import LayoutModel
import SwiftSyntax

// Images whose pixels exist only when the app runs: `Image(uiImage: photo)`, `Image(nsImage:)`,
// `Image(cgImage:...)`, and `Image(name)` / `Image(systemName: name)` with a name the reader could
// not evaluate. The image is drawn (an empty bitmap, or the symbol `questionmark.square` in the
// text's font), so the row it sits in keeps its other views; its size and its accessibility label
// (a symbol's name is its label) are marked unverified and the cause recorded, so no check judges
// them. An asset image named by its generated symbol (`Image(.logo)`, Xcode 15's `ImageResource`)
// is the catalog's image of that name.

extension Evaluator {
    func runtimeImage(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        if case .member(let name, let inner)? = args.first, inner.isEmpty, let asset = assets.imageNamed(symbol: name) {
            let size = assets.image(named: asset) ?? .zero
            if let file = assets.imageFile(named: asset) {
                return ViewValue(nodes: [try make(.image(.png(file: file, width: size.width, height: size.height)), "Image", at: node)])
            }
            return ViewValue(nodes: [try make(.image(.bitmap(width: size.width, height: size.height)), "Image", at: node)])
        }
        let unknown: Unknown
        let kind: ImageValue
        if let label = ["uiImage", "nsImage", "cgImage"].first(where: { args.labeled($0) != nil }) {
            unknown = Unknown(place: place(node), reason: "Image(\(label):)'s pixels exist only when the app runs")
            kind = .bitmap(width: 0, height: 0)
        } else if case .unknown(let u)? = args.labeled("systemName") {
            unknown = u
            kind = .symbol("questionmark.square")
        } else if case .unknown(let u)? = args.first {
            unknown = u
            kind = .bitmap(width: 0, height: 0)
        } else {
            return nil
        }
        record(unknown, "drawn as an image of unknown size and label")
        var n = try make(.image(kind), "Image", at: node)
        n.unverified.formUnion([.size, .label])
        return ViewValue(nodes: [n])
    }
}
