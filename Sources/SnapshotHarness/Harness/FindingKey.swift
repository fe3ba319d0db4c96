/// What identifies a finding across runs: screen, variant, check and element(s).
/// Rule: not the message or the exact rect, so a reworded message or a one-point shift does not churn.
public struct FindingKey: Hashable, Sendable, Comparable {
    public var screen: String
    /// The variant's name (`iphone15_accessibilityLarge_rtl_pseudo150`).
    public var variant: String
    public var check: String
    public var element: String
    /// The second element of a pair finding (overlap, target-spacing).
    public var otherElement: String?

    public init(screen: String, variant: String, check: String, element: String, otherElement: String? = nil) {
        self.screen = screen; self.variant = variant; self.check = check; self.element = element
        self.otherElement = otherElement
    }

    public init(_ f: Finding) {
        self.init(screen: f.screen, variant: f.variant.name, check: f.check.rawValue, element: f.element,
                  otherElement: f.otherElement)
    }

    /// Rule: an element without an `id:` (its default id, the node's path, starts with `body/`) is
    /// matched across runs only by its position in the screen file.
    public var isPositional: Bool {
        element.hasPrefix("body/") || (otherElement?.hasPrefix("body/") ?? false)
    }

    /// The work unit it belongs to (`screen/variant`).
    public var unitID: String { "\(screen)/\(variant)" }

    public static func < (a: FindingKey, b: FindingKey) -> Bool {
        (a.screen, a.variant, a.check, a.element, a.otherElement ?? "")
            < (b.screen, b.variant, b.check, b.element, b.otherElement ?? "")
    }
}
