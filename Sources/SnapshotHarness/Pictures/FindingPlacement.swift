import LayoutModel

/// Where a finding is marked on its screenshot: the part of its rect that shows, or, when none
/// does, a strip at the edge it is past with a note saying where it is.
///
/// A finding on content scrolled below the screen, or hidden under the tab bar, is still a defect
/// (the user scrolls to it and meets it there), so it stays reported; but a box squeezed onto the
/// screen's edge, over the bar, reads as a defect of the bar. Rules (points):
/// * a bar is a system bar drawn over scrolling content (the tab bar, the navigation bar): the
///   content goes on under it; the bar's own elements (its items) are on it, in view;
/// * what shows of a finding's rect is its part on the screen, inside its scroll views' viewports
///   (`ElementClip.visible`), outside the bars over it; a finding partly in view is outlined there;
/// * a finding is out of view when none of its rect shows;
/// * it is marked by a strip `strip` points deep across its extent along the edge it is past,
///   just inside the part of the screen that shows content: on top of a bottom bar (the screen's
///   bottom edge without one), under a top bar (the screen's top), or along a side;
/// * its legend entry says where it is (`note`): "Out of view: below the tab bar (scrolled out
///   of view); marked at the bar's edge."; one outside what its clipping views can ever show
///   (`ElementClip.cut`: a `.clipped()` frame, a widget's rounded rectangle) is cut off, not
///   scrolled: "Out of view: below the view that clips it (cut off, never shown)".
struct FindingPlacement {
    /// A bar over content, with the ids of its own elements.
    struct Bar {
        var name: String
        var rect: Rect
        var elements: Set<String>
    }

    static let strip = 6.0

    /// Where the mark goes: the part that shows (outlined), or the strip (filled).
    var mark: Rect
    /// Where the element is, for the legend; nil when (part of) it is in view.
    var note: String?
    var isOutOfView: Bool { note != nil }

    /// Nil when nothing clips the finding's rect (or it is on a bar): it is drawn as it is. `visible` is what of the element's
    /// surroundings shows before anyone scrolls (`ElementClip.visible`: its scroll views'
    /// viewports); nil when nothing clips it.
    static func place(_ f: Finding, screen: Size, bars: [Bar], visible: Rect?, cut: Rect? = nil) -> FindingPlacement? {
        if bars.contains(where: { $0.elements.contains(f.element) }) { return nil }
        let r = f.rect, whole = Rect(origin: .zero, size: screen)
        let area = visible.map { $0.intersection(whole) ?? Rect(x: $0.minX, y: $0.minY, width: 0, height: 0) } ?? whole
        let shown = r.intersection(area).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
        let under = shown.flatMap { s in bars.first { $0.rect.contains(s) } }
        if let shown, under == nil {
            // Only what the scroll view shows; a rect pulled onto the screen's edge is left to FindingPicture.
            guard let visible, !visible.contains(r) else { return nil }
            return FindingPlacement(mark: shown, note: nil)
        }
        // Outside what its clipping views can ever show, no scrolling brings it in.
        let isCut = cut.map { c in r.intersection(c).map { $0.width <= 0 || $0.height <= 0 } ?? true } ?? false
        let scrolled = isCut ? "the view that clips it"
            : area.maxY < screen.height || area.minY > 0 ? "its scroll view's visible area" : "the screen"
        // Beyond a side (its vertical extent in view): a strip along that side.
        if under == nil, r.maxY > area.minY, r.minY < area.maxY, r.maxX <= area.minX || r.minX >= area.maxX {
            let left = r.maxX <= area.minX
            let y0 = max(r.minY, area.minY), y1 = min(r.maxY, area.maxY)
            return FindingPlacement(mark: Rect(x: left ? max(area.minX, 0) : min(area.maxX, screen.width) - strip, y: y0,
                                        width: strip, height: max(y1 - y0, strip)),
                             note: "Out of view: beyond the \(left ? "left" : "right") edge of \(scrolled); marked at that edge.")
        }
        let x0 = min(max(r.minX, 0), screen.width - strip), x1 = max(min(r.maxX, screen.width), x0 + strip)
        let below = r.midY >= area.midY
        // The edge it is past: the content area's, or a bar's when the bar covers that edge.
        let bar = below ? bars.filter { $0.rect.midY >= screen.height / 2 && $0.rect.minY <= area.maxY }.min { $0.rect.minY < $1.rect.minY }
                        : bars.filter { $0.rect.midY < screen.height / 2 && $0.rect.maxY >= area.minY }.max { $0.rect.maxY < $1.rect.maxY }
        let edge = below ? (bar?.rect.minY ?? area.maxY) : (bar?.rect.maxY ?? area.minY)
        let mark = Rect(x: x0, y: below ? edge - strip : edge, width: x1 - x0, height: strip)
        let side = below ? "below" : "above"
        let whereItIs = under.map { "hidden under the \($0.name)" }
            ?? "\(side) \(bar.map { "the " + $0.name } ?? scrolled) (\(isCut ? "cut off, never shown" : "scrolled out of view"))"
        return FindingPlacement(mark: mark, note: "Out of view: \(whereItIs); marked at the \(bar == nil && under == nil ? "edge" : "bar's edge").")
    }

    /// The tab bars and navigation bars of a laid-out screen.
    static func bars(in root: LayoutElement) -> [Bar] {
        var out: [Bar] = []
        root.forEach { e in
            let name: String
            switch e.kind {
            case .tabBar: name = "tab bar"
            case .navigationBar: name = "navigation bar"
            default: return
            }
            out.append(Bar(name: name, rect: e.frame, elements: Set(e.flattened.map(\.id))))
        }
        return out
    }
}
