import Foundation
import LayoutModel

/// How a variant's rendering compares with its pixel baseline.
public enum BaselineStatus: String, Hashable, Sendable, CaseIterable {
    /// Within the diff tolerance.
    case matched
    /// Beyond the diff tolerance; the baseline was kept.
    case changed
    /// No baseline, and the record mode did not write one (`never`): a failure.
    case missing
    /// Written by this run (record mode `missing`, `all` or `failed`).
    case recorded
    /// Baseline and rendering have different pixel sizes: a failure, no pixel diff possible.
    case sizeMismatch

    /// Rule: changed, missing and size-mismatched baselines fail the run.
    public var fails: Bool { self == .changed || self == .missing || self == .sizeMismatch }
}

/// The PNG files of one variant: what rendered now, its baseline, and the diff picture when one was made.
public struct ImagePaths: Hashable, Sendable {
    public var actual: String
    public var baseline: String
    public var diff: String?
    public init(actual: String, baseline: String, diff: String? = nil) {
        self.actual = actual; self.baseline = baseline; self.diff = diff
    }
}

/// A pixel diff's count: pixels beyond the threshold, and all pixels.
public struct DiffCount: Hashable, Sendable {
    public var different: Int
    public var total: Int
    public init(different: Int, total: Int) { self.different = different; self.total = total }
}

/// What happened to one work unit (one screen in one variant).
public struct VariantOutcome: Hashable, Sendable {
    public var screen: String
    public var screenFile: String
    public var variant: Variant
    /// The variant's position in the matrix: reports list variants in this order.
    public var variantIndex: Int
    public var isBaselined: Bool
    /// Every finding, allowed ones included, in `Finding.reportOrder`.
    public var findings: [Finding]
    /// Keys of the findings that the findings baseline already knows (they do not fail the run).
    public var knownFindings: Set<FindingKey>
    public var readingOrder: [ReadingItem]
    /// Text snapshot notes that are not findings (`ReviewNotes`: units marked `needs_review`).
    public var notes: [String] = []
    /// The annotated pictures of findings (a PNG with the findings' rects drawn), if made.
    public var findingPictures: [String]
    public var image: ImagePaths?
    public var diff: DiffCount?
    /// How long laying out, checking, rendering and comparing took (JUnit's `time`; no other report shows it).
    public var seconds: Double = 0
    /// Nil when the variant is not baselined (checks only).
    public var baselineStatus: BaselineStatus?
    /// How much of the screen the SwiftUI reader evaluated in this variant; nil: all of it.
    public var coverage: Coverage?
    /// The configuration's `minimumCoverage` for this screen; nil: none.
    public var minimumCoverage: Double?
    /// Elements the checks could not judge (`UnverifiedElement`): neither passed nor failed.
    public var unverified: [UnverifiedElement] = []

    public init(screen: String, screenFile: String, variant: Variant, variantIndex: Int, isBaselined: Bool,
                findings: [Finding] = [], knownFindings: Set<FindingKey> = [], readingOrder: [ReadingItem] = [],
                findingPictures: [String] = [], image: ImagePaths? = nil, diff: DiffCount? = nil,
                baselineStatus: BaselineStatus? = nil) {
        self.screen = screen; self.screenFile = screenFile; self.variant = variant; self.variantIndex = variantIndex
        self.isBaselined = isBaselined; self.findings = findings.sorted(by: Finding.reportOrder)
        self.knownFindings = knownFindings; self.readingOrder = readingOrder; self.findingPictures = findingPictures
        self.image = image; self.diff = diff; self.baselineStatus = baselineStatus
    }

    /// A unit's outcome with nothing rendered yet.
    public init(unit: WorkUnit) {
        self.init(screen: unit.screen, screenFile: unit.screenFile, variant: unit.variant,
                  variantIndex: unit.planned.index, isBaselined: unit.planned.isBaselined)
    }

    public var id: String { "\(screen)/\(variant.name)" }

    public func isKnown(_ f: Finding) -> Bool { knownFindings.contains(FindingKey(f)) }

    /// Rule: a finding fails the run when its severity is in `failOn`, no `allow:` covers it,
    /// and the findings baseline does not know it.
    public func fails(_ f: Finding, failOn: Set<Severity>) -> Bool {
        !f.allowed && failOn.contains(f.severity) && !isKnown(f)
    }

    public func failingFindings(failOn: Set<Severity>) -> [Finding] { findings.filter { fails($0, failOn: failOn) } }

    /// Rule: a unit fails on a failing finding, a failing baseline status, or its coverage: a
    /// screen nothing of which was evaluated is never clean, and one evaluated less than its
    /// `minimumCoverage` fails.
    public func fails(failOn: Set<Severity>) -> Bool {
        !failingFindings(failOn: failOn).isEmpty || (baselineStatus?.fails ?? false) || coverageFailure != nil
    }

    /// Why the unit's coverage fails it, with the place and cause of the first thing not
    /// evaluated; nil when it does not.
    public var coverageFailure: String? {
        guard let c = coverage else { return nil }
        let cause = c.unevaluated.first.map { ": \($0.source.file):\($0.source.line):\($0.source.column): \($0.message)" } ?? ""
        if c.isNothingEvaluated { return "nothing of the screen could be evaluated" + cause }
        if let m = minimumCoverage, c.lowest < m {
            return "coverage \(Coverage.percent(c.lowest)) is below minimumCoverage \(Coverage.percent(m))" + cause
        }
        return nil
    }

    /// Reports' order: screen name, then matrix position.
    static func reportOrder(_ a: VariantOutcome, _ b: VariantOutcome) -> Bool {
        if a.screen != b.screen { return a.screen < b.screen }
        if a.variantIndex != b.variantIndex { return a.variantIndex < b.variantIndex }
        return a.variant.name < b.variant.name
    }
}

/// A whole run (or one shard of it): every unit's outcome plus what concerns the baselines as a whole.
/// Rule: units are kept in report order whatever order work finished in, so reports are byte-identical.
public struct RunOutcome: Hashable, Sendable {
    public private(set) var units: [VariantOutcome]
    /// Baseline files that no screen/variant of the configuration produces (relative to the baselines folder).
    public var stale: [String]
    /// The manifest mismatch line (`Manifest.mismatchLine`), printed before any pixel diff.
    public var manifestLine: String?
    /// Known findings that no longer occur in the units run.
    public var goneFindings: [FindingKey]
    public var failOn: Set<Severity>
    /// What `record --accept-findings` (or the first `record`) accepted; nil when findings were only compared.
    public var acceptance: FindingsAcceptance?
    /// Each whole screen's text snapshot comparison (a shard that ran part of a screen has none for it).
    public var textSnapshots: [TextSnapshotOutcome] = []
    /// When the run started (JUnit's `timestamp`; no other report shows it).
    public var started: Date?
    /// Text snapshots whose reading order changed and were not recorded: they fail the run.
    public var changedReadingOrders: [TextSnapshotOutcome] { textSnapshots.filter { $0.status == .changed } }
    /// A verify run (`test`) that wrote a baseline fails, as swift-snapshot-testing and Playwright do:
    /// a reference nobody has looked at is never a pass. `record` and `accept` leave this false.
    public var recordingFails = false
    /// The baseline images this run wrote.
    public var recordedCount: Int { units.filter { $0.baselineStatus == .recorded }.count }
    /// True when this run recorded a baseline and that fails it (`recordingFails`).
    public var failedByRecording: Bool { recordingFails && recordedCount > 0 }
    /// What the SwiftUI reader could not evaluate, as `file:line:column: warning: message` lines.
    public var warnings: [String] = []

    public init(units: [VariantOutcome], stale: [String] = [], manifestLine: String? = nil,
                goneFindings: [FindingKey] = [], failOn: Set<Severity> = [.P0, .P1]) {
        self.units = units.sorted(by: VariantOutcome.reportOrder)
        self.stale = Array(Set(stale)).sorted()
        self.manifestLine = manifestLine
        self.goneFindings = Array(Set(goneFindings)).sorted()
        self.failOn = failOn
    }

    public var screens: [String] { Array(Set(units.map(\.screen))).sorted() }
    public var allFindings: [Finding] { units.flatMap(\.findings) }
    public var failingFindings: [Finding] { units.flatMap { $0.failingFindings(failOn: failOn) } }
    public var failed: Bool {
        units.contains { $0.fails(failOn: failOn) } || !changedReadingOrders.isEmpty || failedByRecording
    }
    /// The exit code of `test`/`check`: 0 clean, 1 failing findings or diffs (2, bad input, is thrown earlier).
    public var exitCode: Int32 { failed ? 1 : 0 }

    /// `3 known findings are gone: drop them with a11y-snap accept`, or nil.
    public var goneLine: String? {
        switch goneFindings.count {
        case 0: return nil
        case 1: return "1 known finding is gone: drop it with a11y-snap accept"
        case let n: return "\(n) known findings are gone: drop them with a11y-snap accept"
        }
    }
}
