import LayoutModel

extension Check {
    /// Rule: content is clipped when part of what it draws falls outside (1) a clipping ancestor
    /// (`clipped`, `cornerRadius`, a scroll view across its axis), (2) the screen, outside a scroll
    /// view, or (3) a fixed-size `frame` it was given: SwiftUI does not clip there, it draws the
    /// overflow over the neighbours. P0 for controls, their labels and critical text, else P1.
    /// A control and its label are one finding, on the control (the first of them found).
    /// An overflow of a fixed frame by at most `slightOverflow` (2 pt: an icon a hair wider than
    /// the frame it was given) hides nothing a person needs: P2, whatever the element. So does an
    /// icon that grew with Dynamic Type past a frame of at least the minimum target size (44 x 44,
    /// the fix the target-size check asks for) and draws over nothing: the control keeps its full
    /// target and the icon is whole. An overflow that draws over a neighbour's text, image or
    /// control names it.
    /// (4) A scroll view that is not itself scrolled and runs past the screen edge (a
    /// `fixedSize` one takes its content's width) is clipped too: what lies between the screen edge
    /// and its own edge can never be scrolled into view. P0 when a control is in it, else P1. The
    /// finding is on what made a vertical one that wide: the innermost element in it wider than
    /// the screen (a `fixedSize` row, a fixed frame) whose own content is narrower; on the scroll
    /// view itself when nothing in it is (and for a horizontal one, wide by its own `fixedSize`).
    public static let clipped = Check(
        name: .clipped,
        rule: "Content cut by a clipping ancestor or the screen edge, or overflowing a fixed-size frame."
    ) { input in
        let scene = input.scene
        var reported = Set<Int>()
        let content: [Finding] = scene.records.indices.compactMap { i in
            let unit = scene.reportedElement(i)
            guard scene.isContent(i), !reported.contains(unit), let found = clippedFinding(input, i) else { return nil }
            reported.insert(unit)
            return found
        }
        return content + scene.records.indices.compactMap { scrollViewPastTheScreen(input, $0) }
    }
}

/// Rule 4: the `clipped` finding for a scroll view `i` that runs past the screen edge, or nil.
private func scrollViewPastTheScreen(_ input: CheckInput, _ i: Int) -> Finding? {
    let scene = input.scene
    let r = scene.records[i]
    guard r.element.authoredKind == .scrollView, r.element.scrollAxis == nil, !r.isHidden else { return nil }
    let frame = r.element.frame, screen = scene.device.bounds
    let by = overflow(of: frame, outside: screen)
    guard by > input.thresholds.hair, frame.intersection(screen) != nil else { return nil }
    let inside = scene.records.indices.filter { j in j != i && scene.isAncestor(i, of: j) && !scene.records[j].isHidden }
    let holdsControl = inside.contains { scene.records[$0].element.isControl }
    let severity: Severity = holdsControl ? .P0 : .P1
    // A vertical scroll view is as wide as its content: what made that wider is to blame. A
    // horizontal one's content is meant to be wider; it is wide itself only by its own fixedSize.
    let ownContent = inside.filter { scene.scrollContainer(of: $0) == i }
    let axis = ownContent.first { scene.records[$0].parent == i }.flatMap { scene.element($0).scrollAxis }
    if axis == .vertical, let row = widener(scene, ownContent, wider: screen.width + input.thresholds.hair) {
        let b = scene.element(row).bounds
        return input.finding(.clipped, severity, row, rect: b,
                             "\(scene.describe(row)) is \(fmt(b.width)) pt wide on a \(fmt(screen.width)) pt screen and makes "
                             + "\(scene.describe(i)) as wide: \(fmt(by)) pt of it lies past the screen edge, where it can never "
                             + "be scrolled into view; let it wrap to the width it is offered (no fixedSize or fixed width)")
    }
    return input.finding(.clipped, severity, i, rect: frame,
                         "\(scene.describe(i)) is \(fmt(frame.width)) pt wide on a \(fmt(screen.width)) pt screen: "
                         + "\(fmt(by)) pt of it lies past the screen edge, where its content can never be scrolled "
                         + "into view; let it take the width it is offered (no fixedSize)")
}

/// Rule 4's cause: of the elements `inside` a scroll view (not in a scroll view within it), the
/// first innermost one wider than `wider` none of whose children is (the row that does not
/// wrap), or nil.
private func widener(_ scene: CheckScene, _ inside: [Int], wider: Double) -> Int? {
    let wide = inside.filter { scene.element($0).bounds.width > wider }
    return wide.first { j in !wide.contains { $0 != j && scene.isAncestor(j, of: $0) } }
}

/// The `clipped` finding for content element `i` (reported on its control, if any), or nil.
private func clippedFinding(_ input: CheckInput, _ i: Int) -> Finding? {
    let scene = input.scene
    let hair = input.thresholds.hair
    let screen = scene.device.bounds
    let unit = scene.reportedElement(i)
    let r = scene.records[i]
    let ink = scene.inkRect(i)
    guard !ink.isEmpty else { return nil }
    let severity: Severity = (r.control != nil || r.isCritical) ? .P0 : .P1
    let name = scene.describe(i)

    if let clip = r.clip, overflow(of: ink, outside: clip) > hair {
        guard let visible = ink.intersection(clip) else {
            return input.finding(.clipped, severity, unit, about: i, rect: ink, "\(name) is entirely cut off by a clipping container")
        }
        let lost = Int(((1 - visible.area / ink.area) * 100).rounded())
        return input.finding(.clipped, severity, unit, about: i, rect: ink,
                             "\(name) is cut by a clipping container (\(lost)% hidden); give it room or let it scroll")
    }
    if r.element.scrollAxis == nil, overflow(of: ink, outside: screen) > hair, ink.intersection(screen) != nil {
        return input.finding(.clipped, severity, unit, about: i, rect: ink,
                             "\(name) runs \(fmt(overflow(of: ink, outside: screen))) pt past the screen edge")
    }
    if let (frameOwner, by) = fixedFrameOverflow(scene, i, ink: ink, hair: hair) {
        let f = scene.element(frameOwner).bounds
        let overflows = "\(name) overflows its \(fmt(f.width))×\(fmt(f.height)) pt frame by \(fmt(by)) pt"
        let neighbour = drawnOver(scene, i, owner: frameOwner, ink: ink, frame: f, hair: hair)
        let target = input.thresholds.minimumTargetSize
        if neighbour == nil, r.element.text == nil, f.width >= target - hair, f.height >= target - hair {
            return input.finding(.clipped, .P2, unit, about: i, rect: ink,
                                 overflows + ", over nothing else here; use a flexible frame (minHeight/maxWidth)")
        }
        guard let neighbour else {
            return input.finding(.clipped, by <= slightOverflow ? .P2 : severity, unit, about: i, rect: ink,
                                 overflows + " and draws past it; use a flexible frame (minHeight/maxWidth)")
        }
        return input.finding(.clipped, by <= slightOverflow ? .P2 : severity, unit, about: i, rect: ink,
                             overflows + " and draws over \(scene.describe(neighbour)); use a flexible frame (minHeight/maxWidth)")
    }
    return nil
}

/// Rule 3's neighbour: the first other text, image or control whose ink lies in the part of
/// `ink` outside `frame` (owned by `owner`), not inside `i` or the frame, nor around them.
private func drawnOver(_ scene: CheckScene, _ i: Int, owner: Int, ink: Rect, frame: Rect, hair: Double) -> Int? {
    scene.records.indices.first { j in
        guard j != i, scene.isContent(j), !scene.isAncestor(j, of: i), !scene.isAncestor(owner, of: j),
              !scene.isAncestor(j, of: owner), scene.reportedElement(j) != scene.reportedElement(i),
              let hit = scene.inkRect(j).intersection(ink) else { return false }
        return hit.width > hair && hit.height > hair && overflow(of: hit, outside: frame) > hair
    }
}

/// A fixed-frame overflow up to this many points is cosmetic (rule 3).
let slightOverflow = 2.0

/// How far `rect` sticks out of `container`, the largest side.
func overflow(of rect: Rect, outside container: Rect) -> Double {
    max(container.minX - rect.minX, rect.maxX - container.maxX,
        container.minY - rect.minY, rect.maxY - container.maxY, 0)
}

/// The nearest ancestor with a fixed `frame` width or height that `ink` overflows on that axis,
/// below the nearest scroll view or list: content inside one scrolls within it and is judged
/// against its viewport (rule 1), never against a frame outside it.
private func fixedFrameOverflow(_ scene: CheckScene, _ i: Int, ink: Rect, hair: Double) -> (Int, Double)? {
    var cur = scene.records[i].parent
    var selfFirst: Int? = i
    while let a = selfFirst ?? cur {
        selfFirst = nil
        let e = scene.element(a)
        if a != i, e.kind.scrolls { return nil }
        if let frame = e.fixedFrame {
            let b = e.bounds
            var by = 0.0
            if frame.width { by = max(by, b.minX - ink.minX, ink.maxX - b.maxX) }
            if frame.height { by = max(by, b.minY - ink.minY, ink.maxY - b.maxY) }
            return by > hair ? (a, by) : nil
        }
        cur = scene.records[a].parent
    }
    return nil
}
