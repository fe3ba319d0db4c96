import LayoutModel

extension Check {
    /// Rule: text the text engine had to cut (an ellipsis shown or lines dropped) lost content.
    /// P0 when the text is `critical` or labels a control (a person cannot tell what it does), else P1.
    /// A label's finding is reported on its control (the id the screen gave the button), at the
    /// text's rect. A text field's value is the person's own input, which the field scrolls while
    /// editing: not judged. Its placeholder is, at P2: a hint shown only while the field is empty,
    /// not the field's label (VoiceOver reads it in full; a `TextField(axis: .vertical)` wraps it).
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
            let isPlaceholder = isTextFieldPlaceholder(scene, i)
            let isLabel = r.control != nil && !isPlaceholder
            let severity: Severity = isPlaceholder ? .P2 : (r.isCritical || isLabel) ? .P0 : .P1
            let shown = text.measurement.lines.map(\.text).joined(separator: " ")
            let limit = text.lineLimit.map { ", lineLimit \($0)" } ?? ""
            let what = isPlaceholder ? "placeholder" : isLabel ? "control label" : (r.isCritical ? "critical text" : "text")
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

/// The placeholder a text field or secure field shows while empty (its `<id>/placeholder` chrome).
func isTextFieldPlaceholder(_ scene: CheckScene, _ i: Int) -> Bool {
    guard let c = scene.records[i].control, [.textField, .secureField].contains(scene.element(c).authoredKind) else { return false }
    return scene.element(i).role == .chrome && scene.element(i).id == scene.element(c).id + "/placeholder"
}

/// Points in messages: whole numbers without decimals, others to one decimal.
func fmt(_ v: Double) -> String {
    NumberText.decimal(v, places: 1)
}
