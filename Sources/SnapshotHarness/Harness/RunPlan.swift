import Foundation
import LayoutModel

/// One run's plan and its bookkeeping around the rendering the caller does:
/// which units this machine runs, where baselines live, and, once every unit has an outcome,
/// the findings baseline, text snapshots, manifest and stale listing.
/// Order of use: `init`, print `manifestLine(current:)` before diffing, render/check/diff each of `units`
/// (settling images with `store.settle(image:at:comparison:)`), then `finish`.
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

    /// Completes the run: marks known findings, accepts findings only as `findings` says, records text
    /// snapshots as the record mode says, writes the manifest when a baseline was recorded, and lists stale files.
    /// Rules: text snapshots are settled only for screens whose every variant is in `outcomes` (a shard
    /// cannot write a whole snapshot); gone findings are those still gone after accepting.
    public func finish(_ outcomes: [VariantOutcome], current manifest: Manifest,
                       findings policy: FindingsPolicy = .compare) throws -> RunOutcome {
        var outcomes = outcomes
        let old = try FindingsBaseline.load(path: store.findingsPath)
        var known = old ?? FindingsBaseline()
        var acceptance: FindingsAcceptance?
        switch policy {
        case .compare: break
        case .createIfMissing:
            if old == nil {
                let (accepted, a) = known.accepting(outcomes, allowP0: true)
                known = accepted
                acceptance = FindingsAcceptance(accepted: a.accepted, created: true)
            }
        case .accept(let allowP0):
            let (accepted, a) = known.accepting(outcomes, allowP0: allowP0)
            known = accepted
            acceptance = a
            acceptance?.created = old == nil
        }
        if acceptance != nil, known != old { try known.write(path: store.findingsPath) }
        let gone = known.annotate(&outcomes)

        var snapshots: [TextSnapshotOutcome] = []
        let ran = Set(outcomes.map(\.id))
        for screen in Set(outcomes.map(\.screen)).sorted() {
            let expected = Set(allUnits.filter { $0.screen == screen }.map(\.id))
            guard expected.isSubset(of: ran) else { continue }
            var text = TextSnapshot.render(screen: screen, outcomes: outcomes)
            // A narrowed run keeps the old snapshot's sections of the configured variants it did not run.
            let configured = configuredUnits.filter { $0.screen == screen }
            if !Set(configured.map(\.id)).isSubset(of: ran), let old = store.read(store.snapshotPath(screen: screen)) {
                text = TextSnapshot.merging(text, into: String(decoding: old, as: UTF8.self),
                                            order: configured.map(\.variant.name))
            }
            snapshots.append(try store.settle(snapshot: text, screen: screen, refreshFindings: acceptance != nil))
        }
        store.removeLeftovers()
        if outcomes.contains(where: { $0.baselineStatus == .recorded }) { try store.writeManifest(manifest) }
        let line = try store.readManifest().flatMap { Manifest.mismatchLine(recorded: $0, current: manifest) }
        var run = RunOutcome(units: outcomes, stale: store.staleFiles(units: configuredUnits), manifestLine: line,
                             goneFindings: gone, failOn: configuration.failOn)
        run.acceptance = acceptance
        run.textSnapshots = snapshots
        return run
    }
}
