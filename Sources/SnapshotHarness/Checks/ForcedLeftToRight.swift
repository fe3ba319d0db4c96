import LayoutModel

/// Rule (`not-mirrored`, for a pin): `layoutDirection: leftToRight` (SwiftUI's
/// `.environment(\.layoutDirection, .leftToRight)`) keeps a subtree from mirroring in right-to-left
/// languages. That is right for what reads left to right in every language (a phone number, a
/// code, a media player's transport controls, a diagram of labelled steps), and wrong for the
/// screen's writing: a pin holding prose, a text of three or more words (runs of two or more
/// letters), leaves its sentences, and the titles and buttons beside them, on the left-to-right
/// side of an Arabic or Hebrew screen. In a right-to-left variant such a pin is reported once, on
/// the outermost pinned element (P1).
func forcedLeftToRight(_ input: CheckInput) -> [Finding] {
    let scene = input.scene
    guard scene.variant.direction == .rightToLeft else { return [] }
    var out: [Finding] = []
    for i in scene.records.indices {
        let e = scene.element(i)
        guard e.isPinned, e.direction == .leftToRight, !scene.records[i].isHidden else { continue }
        if let p = scene.records[i].parent, scene.element(p).isPinned { continue }
        let texts = scene.records.indices.filter { j in
            let t = scene.element(j)
            guard !t.isChrome, t.role != .chrome, !scene.records[j].isHidden,
                  let string = t.text?.string, isProse(string) else { return false }
            return scene.isAncestor(i, of: j)
        }
        guard let first = texts.first else { continue }
        let message = "\(scene.describe(i)) is pinned with layoutDirection: leftToRight, with prose in it"
            + " (“\(scene.element(first).text?.string ?? "")”): in right-to-left languages it stays laid out left to right."
            + " Pin only what reads left to right in every language (a number, a code), or remove the pin"
        out.append(input.finding(.notMirrored, .P1, i, rect: e.frame, message))
    }
    return out
}

/// Three or more words: runs of two or more letters.
private func isProse(_ s: String) -> Bool {
    var words = 0, run = 0
    for ch in s + " " {
        if ch.isLetter { run += 1; continue }
        if run >= 2 { words += 1 }
        run = 0
    }
    return words >= 3
}
