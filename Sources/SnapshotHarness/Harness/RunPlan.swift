import Foundation
import LayoutModel

/// The first stage of a run (plan -> evaluate -> compare -> settle -> report): which units this
/// machine runs, which the configuration asks for, and where their baselines live (with the record
/// mode, decided once). The later stages take it as their input: `SnapshotRunner` evaluates and
/// compares its units, `RunPlan.settle` (Run/Settle.swift) settles what they produced.
public struct RunPlan: Sendable {
    public var configuration: Configuration
    public var matrix: Matrix
    /// Every screen x variant of the configuration (all shards).
    public var allUnits: [WorkUnit]
    /// This shard's units, in report order.
    public var units: [WorkUnit]
    /// Every unit the configuration file asks for, before command-line narrowing (`PATHS`,
    /// `--sizes`...): what the baselines folder should hold. Stale files and `--prune` go by it, so a
    /// narrowed run never calls the rest stale. Equal to `allUnits` when nothing narrows.
    public var configuredUnits: [WorkUnit]
    public var store: BaselineStore

    /// `screens` are the decoded screens' names and files; the baselines folder is taken as given
    /// (resolve it against the configuration's folder first).
    public init(configuration: Configuration, screens: [(name: String, file: String)], devices: [String: Device] = [:],
                shard: Shard = .whole, mode: RecordMode) throws {
        var seen: [String: String] = [:]
        for s in screens {
            if let other = seen[s.name] {
                throw InputError(file: s.file, key: "screen", message: "the name '\(s.name)' is already used by \(other)")
            }
            seen[s.name] = s.file
        }
        self.configuration = configuration
        matrix = Matrix(configuration)
        allUnits = WorkUnit.all(screens: screens, matrix: matrix, devices: devices)
        units = shard.select(allUnits)
        configuredUnits = allUnits
        store = BaselineStore(root: configuration.baselines, mode: mode)
    }

    /// The line to print before any pixel diff when the baselines were rendered elsewise, or nil.
    public func manifestLine(current: Manifest) throws -> String? {
        guard let recorded = try store.readManifest() else { return nil }
        return Manifest.mismatchLine(recorded: recorded, current: current)
    }
}
