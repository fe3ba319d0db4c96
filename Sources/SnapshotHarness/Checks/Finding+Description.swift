extension Finding: CustomStringConvertible {
    /// `P1 target-size star in large-ltr-en-light: Button “star” has a 24×24 pt hit area; ...`:
    /// what a failing test prints, one line, no rects.
    public var description: String {
        let who = otherElement.map { "\(element) + \($0)" } ?? element
        var s = "\(severity.rawValue) \(check.rawValue) \(who) in \(variant.name): \(TextSnapshot.oneLine(message))"
        if allowed { s += " (allowed: \(TextSnapshot.oneLine(allowReason ?? "")))" }
        return s
    }
}
