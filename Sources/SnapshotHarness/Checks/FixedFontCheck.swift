import LayoutModel

extension Check {
    /// Rule: text with `font: {size: N}` (no `relativeTo`) keeps its size at every Dynamic Type
    /// setting, so people who need larger text cannot get it (WCAG 1.4.4). A `dynamicTypeSize` cap
    /// is a deliberate limit on scaling text, not this. Chrome the layout draws is not the screen's text.
    public static let fixedFont = Check(
        name: .fixedFont,
        rule: "Text whose size does not change with Dynamic Type."
    ) { input in
        let scene = input.scene
        return scene.records.indices.compactMap { i in
            let e = scene.element(i)
            guard let text = e.text, text.isFixedSize, e.role != .chrome, scene.isContent(i) else { return nil }
            let message = "“\(text.string)” is fixed at \(fmt(text.font.size)) pt and ignores Dynamic Type;"
                + " use a text style, or {size: \(fmt(text.font.size)), relativeTo: body}"
            return input.finding(.fixedFont, .P1, i, rect: scene.inkRect(i), message)
        }
    }
}
