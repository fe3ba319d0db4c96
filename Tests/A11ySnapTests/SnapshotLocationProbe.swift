@testable import A11ySnap

/// `SnapshotLocation` is internal; the tests read its rule through this.
enum SnapshotLocationProbe {
    static func baselines(filePath: String, test: String, name: String?, folder: String? = nil) -> String {
        SnapshotLocation(filePath: filePath, testName: test, name: name, folder: folder, environment: [:]).baselines
    }
}
