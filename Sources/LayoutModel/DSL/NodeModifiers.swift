// Modifiers of the node as a whole (spec section 3: `id`, `accessibility`, `critical`, `allow`,
// `dynamicTypeSize`, `layoutDirection`, `flipsForRightToLeft`).

extension Node {
    /// `id:`: the element id used in findings instead of the path.
    public func id(_ id: String) -> Node { modified { $0.id = id } }

    /// `accessibility:`. Given values replace earlier ones; traits and actions are added.
    public func accessibility(label: (any TextRepresentable)? = nil, hint: (any TextRepresentable)? = nil,
                              value: (any TextRepresentable)? = nil, traits: [AccessibilityTrait] = [],
                              hidden: Bool? = nil, sortPriority: Double? = nil,
                              element: AccessibilityElementBehavior? = nil, actions: [String] = []) -> Node {
        modified { m in
            var a = m.accessibility ?? AccessibilityValue()
            a.label = label?.textValue ?? a.label
            a.hint = hint?.textValue ?? a.hint
            a.value = value?.textValue ?? a.value
            a.traits += traits.filter { !a.traits.contains($0) }
            a.hidden = hidden ?? a.hidden
            a.sortPriority = sortPriority ?? a.sortPriority
            a.element = element ?? a.element
            a.actions += actions.filter { !a.actions.contains($0) }
            m.accessibility = a
        }
    }

    /// `critical: true`: this text must never be truncated or clipped.
    public func critical(_ isCritical: Bool = true) -> Node { modified { $0.critical = isCritical } }

    /// `allow: [{check, reason}]`: a reviewed exception; each call adds one.
    public func allow(_ check: String, reason: String) -> Node {
        modified { $0.allow = ($0.allow ?? []) + [Allowance(check: check, reason: reason)] }
    }

    /// `dynamicTypeSize: {min, max}`: caps text scaling in the subtree.
    public func dynamicTypeSize(min: DynamicTypeSize? = nil, max: DynamicTypeSize? = nil) -> Node {
        modified { $0.dynamicTypeSize = DynamicTypeRange(min: min, max: max) }
    }
    /// SwiftUI's range spellings: `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` and the like.
    public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> Node {
        dynamicTypeSize(max: range.upperBound)
    }
    public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> Node {
        dynamicTypeSize(min: range.lowerBound)
    }
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> Node {
        dynamicTypeSize(min: range.lowerBound, max: range.upperBound)
    }

    /// `layoutDirection:`: pins the subtree to a direction.
    public func layoutDirection(_ direction: LayoutDirection) -> Node { modified { $0.layoutDirection = direction } }

    /// `flipsForRightToLeft: true`: a directional image that must mirror in RTL.
    public func flipsForRightToLeft(_ flips: Bool = true) -> Node { modified { $0.flipsForRightToLeft = flips } }
    /// `.redacted(reason: .placeholder)` (true) or `.unredacted()` (false).
    public func redacted(_ on: Bool = true) -> Node { modified { $0.redacted = on } }
}
