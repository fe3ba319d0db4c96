/// One rendering of a screen: device x Dynamic Type size x direction x locale (x appearance x
/// Bold Text x Increase Contrast).
public struct Variant: Hashable, Sendable {
    public var device: Device
    public var size: DynamicTypeSize
    public var direction: LayoutDirection
    public var locale: String
    public var appearance: Appearance
    public var legibilityWeight: LegibilityWeight
    public var contrast: ColorSchemeContrast
    /// The iOS version whose system metrics apply (one per run, `ios:`; not part of the name).
    public var ios: IOSVersion

    public init(device: Device = .default, size: DynamicTypeSize = .large,
                direction: LayoutDirection = .leftToRight, locale: String = "en",
                appearance: Appearance = .light, legibilityWeight: LegibilityWeight = .regular,
                contrast: ColorSchemeContrast = .standard, ios: IOSVersion = .default) {
        self.device = device; self.size = size; self.direction = direction
        self.locale = locale; self.appearance = appearance
        self.legibilityWeight = legibilityWeight; self.contrast = contrast; self.ios = ios
    }

    /// `DEVICE_SIZE_DIRECTION_LOCALE`, plus `_dark` for the dark appearance, `_bold` for Bold Text
    /// and `_hc` for Increase Contrast, e.g. `iphone15_accessibilityLarge_rtl_pseudo150_bold`.
    public var name: String {
        var parts = [device.name, size.uiKitName, direction.shortName, locale]
        if appearance == .dark { parts.append("dark") }
        if legibilityWeight == .bold { parts.append("bold") }
        if contrast == .increased { parts.append("hc") }
        return parts.joined(separator: "_")
    }
}
