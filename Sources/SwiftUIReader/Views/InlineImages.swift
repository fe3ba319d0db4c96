import LayoutModel
import SwiftSyntax

// An image inside a text (`InlineImagesTests`): `Text("\(Image(systemName: "star")) Favorites")`,
// `Text(Image(systemName: "star")) + Text(" Favorites")`. SwiftUI draws the image in the text run
// at the text's font size, on its baseline, taking its width, and VoiceOver reads its name there.
// The reader writes it into the string as `InlineSymbol`'s marker, which the layout draws and
// speaks. A symbol (`Image(systemName:)` and the package spellings the reader knows) is drawn as
// its glyph; an asset image (`Image("logo")`) has no glyph to draw in a text: a square one em wide
// stands in for it, with a warning where it is written.

extension Evaluator {
    /// The marker of `value` when it is one image (nil for anything else).
    func inlineImage(_ value: Value, at node: some SyntaxProtocol) -> String? {
        guard case .view(let v) = value, v.nodes.count == 1, case .image(let image) = v.nodes[0].kind else { return nil }
        if let name = image.symbolName { return InlineSymbol.marker(name) }
        warn(node, "an asset image inside a text is drawn as a square one em wide (the text model draws only symbols in a text)")
        let label: String
        if case .literal(let s)? = v.nodes[0].modifiers.accessibility?.label { label = s } else { label = "image" }
        return InlineSymbol.marker(label)
    }
}
