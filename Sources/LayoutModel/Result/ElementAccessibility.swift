/// What VoiceOver knows of an element, as the screen gave it: the `accessibility:` modifier, and
/// what a control's own kind says (a toggle's label and state, a slider's value).
public struct ElementAccessibility: Hashable, Sendable {
    public var label: TextValue?
    public var hint: TextValue?
    public var value: TextValue?
    public var traits: [AccessibilityTrait]
    /// `accessibility.hidden` on this node (VoiceOver skips its subtree; it is still drawn).
    public var isHidden: Bool
    /// Siblings with a higher priority are read first; 0 by default.
    public var sortPriority: Double
    /// `combine`, `contain` or `ignore`; nil when the screen says nothing.
    public var grouping: AccessibilityElementBehavior?
    /// The label a control carries in its own value: a toggle's, a text field's, a slider's or a
    /// progress view's.
    public var kindLabel: TextValue?
    /// The value a control's kind announces: `on`/`off`, `50%`, a text field's text.
    public var kindValue: String?
    // Presentations
    /// A button's `role` (`cancel` marks a way to close what is shown).
    public var buttonRole: ButtonRole?
    /// The node takes taps (`onTapGesture`): VoiceOver activates it, but announces it as a button
    /// only with the `button` trait.
    public var takesTaps = false
    /// Named actions VoiceOver offers on the element (`accessibility: {actions: [...]}`,
    /// `.accessibilityAction(named:)`): a way to what a hidden control inside it does.
    public var actions: [String] = []

    public init(label: TextValue? = nil, hint: TextValue? = nil, value: TextValue? = nil,
                traits: [AccessibilityTrait] = [], isHidden: Bool = false, sortPriority: Double = 0,
                grouping: AccessibilityElementBehavior? = nil, kindLabel: TextValue? = nil, kindValue: String? = nil) {
        self.label = label; self.hint = hint; self.value = value; self.traits = traits; self.isHidden = isHidden
        self.sortPriority = sortPriority; self.grouping = grouping; self.kindLabel = kindLabel; self.kindValue = kindValue
    }
}
