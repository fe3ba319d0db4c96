/// The twelve iOS content size categories, in order. Raw values are SwiftUI's `DynamicTypeSize` names.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// UIKit's `UIContentSizeCategory` name, the one used in variant names
    /// (`iphone15_accessibilityLarge_rtl_pseudo150`).
    public var uiKitName: String {
        switch self {
        case .xSmall: return "extraSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "extraLarge"
        case .xxLarge: return "extraExtraLarge"
        case .xxxLarge: return "extraExtraExtraLarge"
        case .accessibility1: return "accessibilityMedium"
        case .accessibility2: return "accessibilityLarge"
        case .accessibility3: return "accessibilityExtraLarge"
        case .accessibility4: return "accessibilityExtraExtraLarge"
        case .accessibility5: return "accessibilityExtraExtraExtraLarge"
        }
    }

    /// Accepts both the SwiftUI and the UIKit spelling.
    public init?(name: String) {
        if let v = DynamicTypeSize(rawValue: name) { self = v; return }
        guard let v = DynamicTypeSize.allCases.first(where: { $0.uiKitName == name }) else { return nil }
        self = v
    }

    public var index: Int { DynamicTypeSize.allCases.firstIndex(of: self)! }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }
}

public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
}

public enum FontWeight: String, Hashable, Sendable, CaseIterable, Comparable {
    case regular, medium, semibold, bold, heavy
    public var index: Int { FontWeight.allCases.firstIndex(of: self)! }
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.index < b.index }
}

public enum FontDesign: String, Hashable, Sendable, CaseIterable {
    case `default`, rounded, serif, monospaced
}
