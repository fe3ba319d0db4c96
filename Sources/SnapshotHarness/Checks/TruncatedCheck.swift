import LayoutModel

extension Check {
    /// Rule: text the text engine had to cut (an ellipsis shown or lines dropped) lost content.
    /// P0 when the text is `critical` or labels a control (a person cannot tell what it does), else P1.
    /// A label's finding is reported on its control (the id the screen gave the button), at the
    /// text's rect. A text field's value is the person's own input, which the field scrolls while
    /// editing: not judged (its placeholder is).
    public static let truncated = Check(
        name: .truncated,
        rule: "Text that needed more lines or width than it got (ellipsis or line limit hit)."
    ) { input in
        let scene = input.scene
        return scene.records.indices.compactMap { i in
            let r = scene.records[i]
            // A redacted text shows no characters (`RedactionRules`): nothing readable is cut.
            guard let text = r.element.text, text.measurement.isTruncated, !text.isRedacted, scene.isContent(i),
                  !isTextFieldValue(scene, i) else { return nil }
            let isLabel = r.control != nil
            let severity: Severity = (r.isCritical || isLabel) ? .P0 : .P1
            let shown = text.measurement.lines.map(\.text).joined(separator: " ")
            let limit = text.lineLimit.map { ", lineLimit \($0)" } ?? ""
            let what = isLabel ? "control label" : (r.isCritical ? "critical text" : "text")
            let message = "\(what) “\(text.string)” is cut to “\(shown)” at \(fmt(text.measurement.fontSize)) pt"
                + " (\(text.measurement.lines.count) line\(text.measurement.lines.count == 1 ? "" : "s")\(limit));"
                + " let it wrap or give it more room"
            return input.finding(.truncated, severity, scene.reportedElement(i), about: i, rect: scene.inkRect(i), message)
        }
    }
}

/// The value a text field shows (its `<id>/text` chrome), as opposed to its placeholder.
func isTextFieldValue(_ scene: CheckScene, _ i: Int) -> Bool {
    guard let c = scene.records[i].control, scene.element(c).authoredKind == .textField else { return false }
    return scene.element(i).role == .chrome && scene.element(i).id == scene.element(c).id + "/text"
}

/// Points in messages: whole numbers without decimals, others to one decimal.
func fmt(_ v: Double) -> String {
    NumberText.decimal(v, places: 1)
}
