#if canImport(Testing)
import Testing

/// `@Test(.a11ySnapshots(record: .failed))` or on a `@Suite`: the settings of every
/// `assertA11ySnapshot` in the test (or every test of the suite).
public struct A11ySnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    public var record: RecordMode?
    public var folder: String?

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        var settings = A11ySnapshotSettings.current
        if let record { settings.record = record }
        if let folder { settings.folder = folder }
        try await A11ySnapshotSettings.$current.withValue(settings) { try await function() }
    }
}

extension Trait where Self == A11ySnapshotsTrait {
    /// The record mode and baselines folder of the test's (or suite's) `assertA11ySnapshot` calls.
    public static func a11ySnapshots(record: RecordMode? = nil, folder: String? = nil) -> Self {
        A11ySnapshotsTrait(record: record, folder: folder)
    }
}
#endif
