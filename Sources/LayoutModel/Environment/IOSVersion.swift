/// The iOS version whose system metrics (lists, section headers, cards) a screen is laid out
/// with: `ios: 17 | 18 | 26` in a11y-snap.yml. The default is the newest measured, 26.
/// Each version's numbers were measured on public simulator renders of that version (17.5,
/// 18.5 and 26.2); see `ListMetrics` for what and where.
public enum IOSVersion: Int, Hashable, Sendable, CaseIterable, Comparable {
    case ios17 = 17, ios18 = 18, ios26 = 26

    public static let `default` = IOSVersion.ios26

    /// The major version, as written in a11y-snap.yml.
    public var major: Int { rawValue }

    /// `17`, `18` or `26` (a minor version such as `17.5` names its major).
    public init?(name: String) {
        let major = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        guard let n = Int(major), let v = IOSVersion(rawValue: n) else { return nil }
        self = v
    }

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.rawValue < b.rawValue }
}
