/// One rendering of a screen: device x Dynamic Type size x direction x locale (x appearance).
public struct Variant: Hashable, Sendable {
    public var device: Device
    public var size: DynamicTypeSize
    public var direction: LayoutDirection
    public var locale: String
    public var appearance: Appearance

    public init(device: Device = .default, size: DynamicTypeSize = .large,
                direction: LayoutDirection = .leftToRight, locale: String = "en",
                appearance: Appearance = .light) {
        self.device = device; self.size = size; self.direction = direction
        self.locale = locale; self.appearance = appearance
    }

    /// `DEVICE_SIZE_DIRECTION_LOCALE`, plus `_dark` for the dark appearance,
    /// e.g. `iphone15_accessibilityLarge_rtl_pseudo150`.
    public var name: String {
        var parts = [device.name, size.uiKitName, direction.shortName, locale]
        if appearance == .dark { parts.append("dark") }
        return parts.joined(separator: "_")
    }
}
