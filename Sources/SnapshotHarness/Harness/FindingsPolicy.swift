/// What a run does with `Baselines/findings.json`.
/// Rule: findings are accepted on purpose, never as a side effect: verify runs (`test` in any record
/// mode, `check`) and pixel recording (`record`, `--update`, `--failed`) never change the file; only
/// `record --accept-findings` (`accept`) does, and the first `record` creates it when there is none.
/// Neither accepts a new P0 (a person cannot complete the task) unless asked (`--allow-p0`).
public enum FindingsPolicy: Hashable, Sendable {
    /// Compare with the known findings; write nothing.
    case compare
    /// Create the file from the run's findings when there is none yet (the first `record`), new P0s
    /// held back as `accept` holds them; else compare.
    case createIfMissing
    /// Accept the run's new findings as known (new P0s only with `allowP0`) and drop the gone ones.
    case accept(allowP0: Bool)
}

/// What accepting findings changed, for the command to print: the findings it made known, the new
/// P0s it refused (no `--allow-p0`), and the known findings it dropped because they are gone.
public struct FindingsAcceptance: Hashable, Sendable {
    public var accepted: [Finding]
    public var heldBack: [Finding]
    public var dropped: [FindingKey]
    /// The file did not exist: this run created it (the first `record`).
    public var created: Bool

    public init(accepted: [Finding] = [], heldBack: [Finding] = [], dropped: [FindingKey] = [], created: Bool = false) {
        self.accepted = accepted; self.heldBack = heldBack; self.dropped = dropped; self.created = created
    }
}
