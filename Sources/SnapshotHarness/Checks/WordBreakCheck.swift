import LayoutModel

extension Check {
    /// Rule: a text line that ends inside a word (the text engine broke a word wider than the whole
    /// line between two characters, "Cros|sword") is a `word-break`. Breaks at spaces, hyphens and
    /// between CJK characters are break opportunities (UAX #14) and never count. P2: the words are
    /// all there, and at the largest sizes a long word may not fit any layout (a project that wants
    /// it to fail the run says `severity: {word-break: P1}`); P1 for `critical` text. One finding
    /// per text, naming the first broken word.
    public static let wordBreak = Check(
        name: .wordBreak,
        rule: "A word broken across lines because it was wider than the line."
    ) { input in
        let scene = input.scene
        return scene.records.indices.compactMap { i in
            let r = scene.records[i]
            guard let text = r.element.text, scene.isContent(i) else { return nil }
            let lines = text.measurement.lines
            guard let k = lines.indices.dropLast().first(where: { lines[$0].breaksWord }) else { return nil }
            let head = lines[k].text.split(separator: " ").last.map(String.init) ?? lines[k].text
            let tail = lines[k + 1].text.split(separator: " ").first.map(String.init) ?? lines[k + 1].text
            let severity: Severity = r.isCritical ? .P1 : .P2
            let message = "“\(text.string)” breaks inside a word at \(fmt(text.measurement.fontSize)) pt: "
                + "“\(head)|\(tail)”; give it the width of its longest word (let the row stack vertically"
                + " at accessibility sizes) or allow it to shrink (minimumScaleFactor)"
            return input.finding(.wordBreak, severity, scene.reportedElement(i), about: i, rect: scene.inkRect(i), message)
        }
    }
}
