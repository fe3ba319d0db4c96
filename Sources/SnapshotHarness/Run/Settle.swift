import Foundation
import LayoutModel

/// The settle stage: what a run's outcomes do to the baselines folder beyond the images (which
/// `BaselineStore.settle(image:at:comparison:)` settles unit by unit).
/// Rules: a screen's text snapshot is settled as soon as its last unit finishes, and only when every
/// variant of it is in this run (a shard cannot write a whole snapshot); a narrowed run keeps the old
/// snapshot's sections of the configured variants it did not run. Findings are accepted only as the
/// policy says; gone findings are those still gone after accepting; the manifest is written when a
/// baseline was recorded. Nothing here is O(screens x variants): units are grouped by screen once.
extension RunPlan {
    /// Whether this run rewrites findings lines of the text snapshots: it accepts findings.
    public func acceptsFindings(_ policy: FindingsPolicy) -> Bool {
        switch policy {
        case .compare: return false
        case .createIfMissing: return store.read(store.findingsPath) == nil
        case .accept: return true
        }
    }

    /// Settles text snapshots screen by screen as the runner finishes them.
    public func snapshotSettler(refreshFindings: Bool) -> TextSnapshotSettler {
        TextSnapshotSettler(plan: self, refreshFindings: refreshFindings)
    }

    /// The settle stage for outcomes already in hand, every screen at once (tests, tools).
    public func settle(_ outcomes: [VariantOutcome], current manifest: Manifest,
                       findings policy: FindingsPolicy = .compare) throws -> RunOutcome {
        let snapshots = snapshotSettler(refreshFindings: acceptsFindings(policy))
        for (screen, group) in Dictionary(grouping: outcomes, by: \.screen) { try snapshots.settle(screen, group) }
        return try settle(outcomes, textSnapshots: snapshots.outcomes, current: manifest, findings: policy)
    }

    /// Completes the run once every unit has an outcome: the findings baseline, the manifest, the
    /// stale listing, and the finished `RunOutcome` the reports read.
    public func settle(_ outcomes: [VariantOutcome], textSnapshots: [TextSnapshotOutcome], current manifest: Manifest,
                       findings policy: FindingsPolicy = .compare) throws -> RunOutcome {
        var outcomes = outcomes
        let old = try FindingsBaseline.load(path: store.findingsPath)
        var known = old ?? FindingsBaseline()
        var acceptance: FindingsAcceptance?
        switch policy {
        case .compare: break
        case .createIfMissing:
            // Rule: the first record accepts as `accept` does: a new P0 is listed and refused.
            if old == nil {
                let (accepted, a) = known.accepting(outcomes, allowP0: false)
                known = accepted
                acceptance = FindingsAcceptance(accepted: a.accepted, heldBack: a.heldBack, created: true)
            }
        case .accept(let allowP0):
            let (accepted, a) = known.accepting(outcomes, allowP0: allowP0)
            known = accepted
            acceptance = a
            acceptance?.created = old == nil
        }
        if acceptance != nil, known != old { try known.write(path: store.findingsPath) }
        let gone = known.annotate(&outcomes)

        store.removeLeftovers()
        if outcomes.contains(where: { $0.baselineStatus == .recorded }) { try store.writeManifest(manifest) }
        let line = try store.readManifest().flatMap { Manifest.mismatchLine(recorded: $0, current: manifest) }
        var run = RunOutcome(units: outcomes, stale: store.staleFiles(units: configuredUnits), manifestLine: line,
                             goneFindings: gone, failOn: configuration.failOn)
        run.acceptance = acceptance
        run.textSnapshots = textSnapshots.sorted { $0.screen < $1.screen }
        return run
    }

    /// Settles one screen's text snapshot from its outcomes (all of this run's for that screen), or
    /// nil when this run does not hold every variant of it.
    func settleTextSnapshot(screen: String, outcomes: [VariantOutcome], refreshFindings: Bool,
                            whole: Bool, configured: [WorkUnit]) throws -> TextSnapshotOutcome? {
        guard whole else { return nil }
        var text = TextSnapshot.render(screen: screen, outcomes: outcomes)
        let ran = Set(outcomes.map(\.id))
        if !Set(configured.map(\.id)).isSubset(of: ran), let old = store.read(store.snapshotPath(screen: screen)) {
            text = TextSnapshot.merging(text, into: String(decoding: old, as: UTF8.self),
                                        order: configured.map(\.variant.name))
        }
        return try store.settle(snapshot: text, screen: screen, refreshFindings: refreshFindings)
    }
}

/// The text snapshots of a run, settled per screen from the runner's worker threads.
public final class TextSnapshotSettler: Sendable {
    private let plan: RunPlan
    private let refreshFindings: Bool
    /// Screens every unit of which (over all shards) this run holds.
    private let whole: Set<String>
    private let configured: [String: [WorkUnit]]
    private let settled = Protected<[TextSnapshotOutcome]>([])

    init(plan: RunPlan, refreshFindings: Bool) {
        self.plan = plan
        self.refreshFindings = refreshFindings
        var counts: [String: Int] = [:]
        for u in plan.allUnits { counts[u.screen, default: 0] += 1 }
        for u in plan.units { counts[u.screen, default: 0] -= 1 }
        whole = Set(counts.filter { $0.value == 0 }.map(\.key))
        configured = Dictionary(grouping: plan.configuredUnits, by: \.screen)
    }

    /// Settles the text snapshot of `screen` from this run's outcomes of it.
    public func settle(_ screen: String, _ outcomes: [VariantOutcome]) throws {
        guard let outcome = try plan.settleTextSnapshot(screen: screen, outcomes: outcomes, refreshFindings: refreshFindings,
                                                        whole: whole.contains(screen), configured: configured[screen] ?? [])
        else { return }
        settled.withLock { $0.append(outcome) }
    }

    /// Every text snapshot settled so far.
    public var outcomes: [TextSnapshotOutcome] { settled.withLock { $0 } }
}
