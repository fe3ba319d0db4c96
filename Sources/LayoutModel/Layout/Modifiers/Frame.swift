// frame (notes §1.6; OpenSwiftUI `Layout/Modifier/FrameLayout.swift`).
//
// `fixedFrame` (`_FrameLayout`, frame(width:height:alignment:)): a given dimension is the frame's size
// on that axis and what the child is proposed; the child may choose something else and then
// overflows, aligned in the frame (a centred child overflows both sides equally). A missing dimension
// passes the proposal through and takes the child's answer.
//
// `flexibleFrameClamp` (`_FlexFrameLayout`, frame(minWidth:idealWidth:maxWidth:...)), per axis:
// * normalise: min = max(min, 0), ideal = max(min, ideal), max = max(ideal, max);
// * proposal p concrete and both min and max given: size = clamp(p, min, max), the child's answer
//   does not matter on that axis;
// * p nil and ideal given: size = ideal;
// * otherwise the child is proposed c = clamp(p ?? ideal, min, max) (nil if both nil), answers s, and
//   size = (min,max): clamp(s, min, max); (min,nil): max(min(c ?? inf, s), min);
//   (nil,max): min(max(c ?? -inf, s), max); (nil,nil): s.
// So `maxWidth: infinity` takes the whole proposed width; `minWidth: 100` is "at least 100".
// Placement proposes the child the frame's chosen size, except on an axis with no ideal that was
// proposed nil and whose size lies strictly between min and max: there the child is proposed nil
// again (so it keeps the size it had when measured).
//
// A `frame:` with both fixed (`width`/`height`) and flexible keys is applied as
// `.frame(width:height:).frame(min...max)`: the fixed frame inside, the flexible one around it.

struct FixedFrameLayout: ModifierLayout {
    var width: Double?
    var height: Double?
    var alignment: Alignment

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let s = child(childProposal(proposal))
        return Size(width: width ?? s.width, height: height ?? s.height)
    }

    func placeChild(in rect: Rect, proposal: ProposedSize, direction: LayoutDirection,
                    child: (ProposedSize) -> Size) -> (rect: Rect, proposal: ProposedSize) {
        let p = childProposal(proposal)
        let s = child(p)
        return (AlignmentMath.align(s, in: rect, alignment: alignment, direction: direction), p)
    }
}

/// One axis of a flexible frame, normalised.
struct FlexibleFrameAxis: Hashable {
    var min: Double?
    var ideal: Double?
    var max: Double?

    init(min: Double?, ideal: Double?, max: Double?) {
        let lo = min.map { Swift.max($0, 0) }
        let id = ideal.map { Swift.max($0, lo ?? $0) }
        let hi = max.map { Swift.max($0, id ?? lo ?? $0) }
        self.min = lo; self.ideal = id; self.max = hi
    }

    var isConstrained: Bool { min != nil || ideal != nil || max != nil }

    /// The size on this axis without asking the child, when the rules allow it.
    func sizeWithoutChild(_ p: Double?) -> Double? {
        if let p, let min, let max { return Swift.min(Swift.max(p, min), max) }
        if p == nil, let ideal { return ideal }
        return nil
    }

    /// c = clamp(p ?? ideal, min, max), nil when both are nil.
    func childProposal(_ p: Double?) -> Double? {
        guard var c = p ?? ideal else { return nil }
        if let max { c = Swift.min(c, max) }
        if let min { c = Swift.max(c, min) }
        return c
    }

    /// `flexibleFrameClamp` of the child's answer `s` given the child proposal `c`.
    func clamp(_ s: Double, childProposal c: Double?) -> Double {
        switch (min, max) {
        case let (lo?, hi?): return Swift.min(Swift.max(s, lo), hi)
        case let (lo?, nil): return Swift.max(Swift.min(c ?? .infinity, s), lo)
        case let (nil, hi?): return Swift.min(Swift.max(c ?? -.infinity, s), hi)
        case (nil, nil): return s
        }
    }

    func size(_ p: Double?, childAnswer: () -> Double) -> Double {
        if let fixed = sizeWithoutChild(p) { return fixed }
        return clamp(childAnswer(), childProposal: childProposal(p))
    }

    /// What the child is proposed when placed in a frame of `size`.
    func placementProposal(_ p: Double?, size: Double) -> Double? {
        if ideal == nil, p == nil, size > (min ?? -.infinity), size < (max ?? .infinity) { return nil }
        return size
    }
}

struct FlexibleFrameLayout: ModifierLayout {
    var horizontal: FlexibleFrameAxis
    var vertical: FlexibleFrameAxis
    var alignment: Alignment

    func sizeThatFits(_ proposal: ProposedSize, child: (ProposedSize) -> Size) -> Size {
        let c = ProposedSize(width: horizontal.childProposal(proposal.width),
                             height: vertical.childProposal(proposal.height))
        var answer: Size?
        func childSize() -> Size {
            if let answer { return answer }
            let s = child(c)
            answer = s
            return s
        }
        return Size(width: horizontal.size(proposal.width) { childSize().width },
                    height: vertical.size(proposal.height) { childSize().height })
    }

    func placeChild(in rect: Rect, proposal: ProposedSize, direction: LayoutDirection,
                    child: (ProposedSize) -> Size) -> (rect: Rect, proposal: ProposedSize) {
        let p = ProposedSize(width: horizontal.placementProposal(proposal.width, size: rect.width),
                             height: vertical.placementProposal(proposal.height, size: rect.height))
        let s = child(p)
        return (AlignmentMath.align(s, in: rect, alignment: alignment, direction: direction), p)
    }
}

enum FrameLayouts {
    /// The layers a `frame:` value becomes, innermost first.
    static func layers(for frame: FrameValue) -> [any ModifierLayout] {
        let alignment = frame.alignment ?? .center
        var out: [any ModifierLayout] = []
        if frame.width != nil || frame.height != nil {
            out.append(FixedFrameLayout(width: frame.width, height: frame.height, alignment: alignment))
        }
        if frame.isFlexible {
            out.append(FlexibleFrameLayout(
                horizontal: FlexibleFrameAxis(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
                vertical: FlexibleFrameAxis(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight),
                alignment: alignment))
        }
        return out
    }
}
