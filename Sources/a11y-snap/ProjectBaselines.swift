import Foundation
import SnapshotHarness

/// The baselines folder of the project in the current folder (its a11y-snap.yml's `baselines`, else
/// the default): commands without a run of their own (`diff`, `merge-reports`) keep their
/// outputs out of it too.
func projectBaselines() throws -> String {
    guard FileManager.default.fileExists(atPath: Configuration.fileName) else { return Configuration().baselines }
    return try ConfigurationLoader.load(path: Configuration.fileName).baselines
}
