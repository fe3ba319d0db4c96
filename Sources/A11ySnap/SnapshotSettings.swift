import Foundation

/// What the assertions of a scope share: set with `withA11ySnapshotSettings` (XCTest) or the
/// `.a11ySnapshots(...)` trait (Swift Testing).
public struct A11ySnapshotSettings: Sendable {
    /// The record mode when neither the environment nor the assertion names one.
    public var record: RecordMode?
    /// The baselines folder instead of `__Snapshots__` beside the test file (relative paths are
    /// taken from the test file's folder).
    public var folder: String?
    public var diff: DiffSettings
    /// Severities whose new findings fail the assertion.
    public var failOn: Set<Severity>

    public init(record: RecordMode? = nil, folder: String? = nil, diff: DiffSettings = DiffSettings(),
                failOn: Set<Severity> = [.P0, .P1]) {
        self.record = record; self.folder = folder; self.diff = diff; self.failOn = failOn
    }

    @TaskLocal public static var current = A11ySnapshotSettings()

    /// The environment variables that name a record mode, ours first.
    public static let recordVariables = ["A11Y_SNAP_RECORD", "SNAPSHOT_TESTING_RECORD"]

    /// The record mode of an assertion.
    /// Rules, first that applies: under `CI` nothing is ever written (`never`); then `A11Y_SNAP_RECORD`,
    /// then `SNAPSHOT_TESTING_RECORD` (so `A11Y_SNAP_RECORD=failed swift test` re-records without
    /// editing a test); then the assertion's `record:`; then the scope's; then `missing`.
    public static func recordMode(argument: RecordMode?, scope: RecordMode?,
                                  environment: [String: String]) throws -> RecordMode {
        if RecordMode.default(environment: environment) == .never { return .never }
        for name in recordVariables {
            guard let value = environment[name], !value.isEmpty else { continue }
            guard let mode = RecordMode(rawValue: value) else {
                throw InputError(file: nil, key: name, message: "'\(value)' is not a record mode (use "
                    + RecordMode.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            return mode
        }
        return argument ?? scope ?? .missing
    }
}

/// Runs `body` with these settings for every `assertA11ySnapshot` inside it (XCTest's way; Swift
/// Testing can use the `.a11ySnapshots(...)` trait).
public func withA11ySnapshotSettings<R>(record: RecordMode? = nil, folder: String? = nil,
                                        operation: () throws -> R) rethrows -> R {
    var settings = A11ySnapshotSettings.current
    if let record { settings.record = record }
    if let folder { settings.folder = folder }
    return try A11ySnapshotSettings.$current.withValue(settings, operation: operation)
}
