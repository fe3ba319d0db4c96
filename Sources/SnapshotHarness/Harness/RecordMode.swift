/// When baselines are written, named as swift-snapshot-testing names them.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Write baselines that do not exist yet; compare the rest. The default locally.
    case missing
    /// Rewrite every baseline (`a11y-snap record --update`).
    case all
    /// Rewrite only the baselines that differ (and write missing ones).
    case failed
    /// Write nothing; a missing baseline is a failure. The default when `CI` is set.
    case never

    /// Rule: `never` when the environment variable `CI` is set (to anything but empty), else `missing`.
    public static func `default`(environment: [String: String]) -> RecordMode {
        if let ci = environment["CI"], !ci.isEmpty { return .never }
        return .missing
    }

    /// Whether a baseline in the given state is (re)written in this mode.
    /// `exists` is false for a missing baseline; `matches` says whether the rendering equals it.
    public func writes(exists: Bool, matches: Bool) -> Bool {
        switch self {
        case .all: return true
        case .never: return false
        case .missing: return !exists
        case .failed: return !exists || !matches
        }
    }
}
