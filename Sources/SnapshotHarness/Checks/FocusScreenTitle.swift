import LayoutModel

/// Rule (`focus`, a title with no header): VoiceOver users move through a screen by its headings
/// (the rotor) and expect its title among them. A screen with no header at all (no navigation
/// title, no element with the `header` trait) that draws a text as iOS draws a screen's title (the
/// `largeTitle` text style, or a fixed font of 34 pt or more: the size of iOS's large navigation
/// title) gives them neither: reported on the first such text VoiceOver reaches (P1), with the fix
/// (`.accessibilityAddTraits(.isHeader)`). Other large or bold texts are not judged: a card or row
/// previewed alone has no title by design (the first-stop rule leaves such screens alone too).
/// Not judged while an alert, dialog or sheet is presented (their own titles are judged).
func titleWithoutHeader(_ input: CheckInput, items: [ReadingItem], index: [String: Int]) -> [Finding] {
    let scene = input.scene
    guard scene.result.presentation == nil, !items.contains(where: { $0.traits.contains("header") }) else { return [] }
    let title = items.lazy.compactMap { index[$0.element] }.first { i in
        guard let text = scene.element(i).text, text.string.contains(where: \.isLetter) else { return false }
        return text.style == .largeTitle || (text.isFixedSize && text.font.size >= largeTitleSize)
    }
    guard let i = title else { return [] }
    let message = "\(scene.describe(i)) is drawn as the screen's title, but the screen has no header for VoiceOver's"
        + " headings rotor; add accessibility: {traits: [header]}, or a navigation title"
    return [input.finding(.focus, .P1, i, rect: scene.inkRect(i), message)]
}

/// iOS's large navigation title and the `largeTitle` text style at the default size, in points.
private let largeTitleSize = 34.0
