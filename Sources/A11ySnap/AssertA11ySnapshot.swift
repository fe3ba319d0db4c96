import Foundation

/// Checks `screen` in every variant of `matrix` and compares it with its baselines (pixel images of
/// the baselined variants, the findings baseline, the text snapshot), recording them as the record
/// mode says; reports a readable failure to XCTest or Swift Testing, whichever runs the test.
/// Baselines live in `__Snapshots__/<TestFile>/<testName>/` beside the test file (see
/// `SnapshotLocation`); a verify (`never`, and always under `CI`) writes nothing there.
/// Returns the run, for further assertions.
@discardableResult
public func assertA11ySnapshot(
    of screen: Screen, matrix: SnapshotMatrix = .ciGate, record: RecordMode? = nil, named name: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> RunOutcome? {
    let verdict = verifyA11ySnapshot(of: screen, matrix: matrix, record: record, named: name,
                                     filePath: "\(filePath)", testName: testName)
    if let failure = verdict.failure {
        reportFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return verdict.run
}

/// What one assertion found: the run, and the failure message when it fails.
public struct A11ySnapshotVerdict: Sendable {
    public var run: RunOutcome?
    public var mode: RecordMode
    /// The folder of this assertion's baselines.
    public var baselines: String
    public var failure: String?
}

/// `assertA11ySnapshot` without the reporting: the verdict, for tools and for tests of the assertion.
public func verifyA11ySnapshot(of screen: Screen, matrix: SnapshotMatrix = .ciGate, record: RecordMode? = nil,
                               named name: String? = nil, filePath: String, testName: String,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> A11ySnapshotVerdict {
    let settings = A11ySnapshotSettings.current
    let location = SnapshotLocation(filePath: filePath, testName: testName, name: name, folder: settings.folder,
                                    environment: environment)
    var verdict = A11ySnapshotVerdict(run: nil, mode: .never, baselines: location.baselines)
    do {
        verdict.mode = try A11ySnapshotSettings.recordMode(argument: record, scope: settings.record, environment: environment)
        var configuration = Configuration()
        configuration.matrix = matrix.axes
        configuration.baselined = matrix.baselined
        configuration.baselines = location.baselines
        configuration.report = location.artifacts
        configuration.diff = settings.diff
        configuration.failOn = settings.failOn
        let session = try Session(configuration: configuration, screens: [LoadedScreen(screen, file: filePath)],
                                  request: SessionRequest(mode: verdict.mode, findings: verdict.mode == .never ? .compare : .createIfMissing))
        let run = try session.run(pictures: .baselined(folder: location.artifacts))
        verdict.run = run
        verdict.failure = try FailureMessage(run: run, mode: verdict.mode, location: location,
                                             environment: environment).text
    } catch {
        verdict.failure = "a11y-snap: \(screen.name): \(error)"
    }
    return verdict
}
