import Foundation

/// Where an assertion's baselines and failure pictures go.
/// Rules: baselines in `__Snapshots__/<TestFile>/<testName>/` beside the test file, as
/// swift-snapshot-testing keeps them (or in the configured folder, `<folder>/<TestFile>/<testName>/`);
/// `named:` makes it `<testName>.<name>`. Pictures of a run (renders, diffs, findings, the report)
/// go to `$A11Y_SNAP_ARTIFACTS` or the temporary folder, never beside the baselines.
struct SnapshotLocation {
    var baselines: String
    var artifacts: String

    init(filePath: String, testName: String, name: String?, folder: String?, environment: [String: String]) {
        let file = URL(fileURLWithPath: filePath)
        let testFile = file.deletingPathExtension().lastPathComponent
        let test = Self.sanitized(testName) + (name.map { "." + Self.sanitized($0) } ?? "")
        let beside = file.deletingLastPathComponent().path
        let root: String
        switch folder {
        case nil: root = beside + "/__Snapshots__"
        case let f? where f.hasPrefix("/"): root = f
        case let f?: root = beside + "/" + f
        }
        baselines = "\(root)/\(testFile)/\(test)"
        let scratch = environment["A11Y_SNAP_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-artifacts").path
        artifacts = "\(scratch)/\(testFile)/\(test)"
    }

    /// `testPaywall()` -> `testPaywall`; anything but letters, digits, `-`, `_` and `.` becomes `_`.
    static func sanitized(_ name: String) -> String {
        let bare = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
        return String(bare.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
    }
}
