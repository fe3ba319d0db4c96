import Dispatch
import Foundation
import LayoutModel
import Rasterizer

/// Runs a plan's work units (screen x variant): lays out and checks every one; renders, diffs and
/// records the baselined ones; writes the pictures a report shows. Units run on `jobs` worker
/// threads (with large stacks, for deep screens), each with its own text engine; outcomes come back in plan order, so every output is
/// byte-identical at any `jobs`.
public struct SnapshotRunner: Sendable {
    /// Which variants get pictures beyond the baselined ones.
    public enum Pictures: Sendable {
        /// None (no report).
        case none
        /// The size ladder (every size, both directions, first device/locale/appearance) and the
        /// annotated findings of every rendered variant: what the HTML report shows.
        case report(folder: String)
        /// An annotated picture of every variant with findings (`check --pictures`).
        case everyFinding(folder: String)
        /// Only the baselined variants' renders, diffs and annotated findings (`assertA11ySnapshot`).
        case baselined(folder: String)

        var folder: String? {
            switch self {
            case .none: return nil
            case .report(let f), .everyFinding(let f), .baselined(let f): return f
            }
        }
    }

    public var plan: RunPlan
    /// The screens by name, each held only while its units run.
    let shelf: ScreenShelf
    public var catalog: StringsCatalog?
    /// nil: checks only, no pixels (the `check` command).
    public var strategy: VariantStrategy?
    public var pictures: Pictures
    public var jobs: Int
    /// The known findings before this run: a report picture is full size only where something fails.
    public var known: Set<FindingKey>
    /// Units pictured although off the ladder: each shows a finding no pictured variant shows.
    public var forced: Set<String> = []
    /// Hears of every layout the run makes (tests count them).
    public var layouts: LayoutCounter?
    /// `test --pictures all`: the report pictures every finding group (known and allowed ones as
    /// thumbnails), not only the failing ones.
    public var allFindingPictures = false
    /// false: once a screen's outcomes went to `eachScreen` (its text snapshot), the run keeps them
    /// without reading orders and notes, which no report of findings alone reads (`check`).
    public var keepsReadingOrders = true

    /// zlib's level for pictures only the report shows (thumbnails, finding pictures, changed
    /// renders): the fastest, as they are looked at once and thrown away; baselines keep theirs.
    public static let reportCompressionLevel = 1

    /// The width a report's thumbnail is shrunk to (at most), in pixels.
    public static let thumbnailWidth = 200

    public init(plan: RunPlan, screens: [LoadedScreen], catalog: StringsCatalog?, strategy: VariantStrategy?,
                pictures: Pictures, jobs: Int, known: Set<FindingKey> = []) {
        self.init(plan: plan, screens: screens.map(PlannedScreen.init(held:)), catalog: catalog, strategy: strategy,
                  pictures: pictures, jobs: jobs, known: known)
    }

    public init(plan: RunPlan, screens: [PlannedScreen], catalog: StringsCatalog?, strategy: VariantStrategy?,
                pictures: Pictures, jobs: Int, known: Set<FindingKey> = []) {
        self.plan = plan
        shelf = ScreenShelf(screens)
        self.catalog = catalog; self.strategy = strategy; self.pictures = pictures
        self.jobs = max(1, jobs); self.known = known
    }

    /// Every unit's outcome, in plan order. `progress` hears of each finished unit; `eachScreen`
    /// gets a screen's outcomes (in plan order) as soon as its last unit finishes, on that worker;
    /// then the screen is dropped (loaded again if a later run asks for it).
    public func run(progress: ProgressReporter? = nil, only: [WorkUnit]? = nil,
                    eachScreen: (@Sendable (String, [VariantOutcome]) throws -> Void)? = nil) throws -> [VariantOutcome] {
        let units = only ?? plan.units
        let results = ResultSlots<VariantOutcome>(groups: units.map(\.screen))
        let tasks = Self.twinGroups(units)
        let next = Counter()
        let workers = min(jobs, max(tasks.count, 1))
        let fonts = try CustomFontNames.registry(plan.configuration.fonts)
        LargeStack.parallel(workers) { _ in
            let pipeline: VariantPipeline
            do {
                pipeline = VariantPipeline(text: try TextEngine(registry: fonts), catalog: catalog, thresholds: plan.configuration.thresholds,
                                           checker: Checker(rules: plan.configuration.allow), layouts: layouts)
            } catch {
                results.fail(at: 0, error)
                return
            }
            while case let t = next.next(), t < tasks.count {
                var twin: LayoutResult?
                for i in tasks[t] {
                    do {
                        let start = DispatchTime.now().uptimeNanoseconds
                        let (done, layout) = try process(units[i], pipeline, leftToRight: twin)
                        var outcome = done
                        outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                        if let screen = results.put(outcome, at: i) {
                            shelf.release(units[i].screen)
                            try eachScreen?(units[i].screen, screen)
                            if !keepsReadingOrders { results.update(groupOf: i) { $0.readingOrder = []; $0.notes = [] } }
                        }
                        twin = layout
                    } catch {
                        results.fail(at: i, error)
                    }
                    progress?.finished(units[i].id)
                }
            }
        }
        return try results.collect()
    }

    /// The units as tasks a worker runs in order: a right-to-left unit right after its left-to-right
    /// twin (the same screen and variant but the direction), so the twin's layout is handed to the
    /// `not-mirrored` check instead of being laid out again; every other unit alone. Tasks are in
    /// plan order of their first unit; outcomes still come back in plan order.
    static func twinGroups(_ units: [WorkUnit]) -> [[Int]] {
        struct Key: Hashable { var screen: String; var variant: Variant }
        var ltr: [Key: Int] = [:]
        for (i, u) in units.enumerated() where u.variant.direction == .leftToRight {
            ltr[Key(screen: u.screen, variant: u.variant)] = ltr[Key(screen: u.screen, variant: u.variant)] ?? i
        }
        var rtlOf: [Int: Int] = [:], paired = Set<Int>()
        for (i, u) in units.enumerated() where u.variant.direction == .rightToLeft {
            var v = u.variant
            v.direction = .leftToRight
            if let j = ltr[Key(screen: u.screen, variant: v)], rtlOf[j] == nil { rtlOf[j] = i; paired.insert(i) }
        }
        return units.indices.filter { !paired.contains($0) }.map { i in rtlOf[i].map { [i, $0] } ?? [i] }
    }

    /// Lays out and checks one unit; renders, compares and records it when it needs pixels. Returns
    /// its layout too, for the right-to-left twin that follows it.
    func process(_ unit: WorkUnit, _ pipeline: VariantPipeline,
                 leftToRight: LayoutResult? = nil) throws -> (VariantOutcome, LayoutResult) {
        let loaded = try shelf.screen(unit.screen, file: unit.screenFile)
        var outcome = VariantOutcome(unit: unit)
        let evaluation = try pipeline.evaluate(loaded, unit.variant, leftToRight: leftToRight)
        outcome.findings = evaluation.findings
        outcome.unverified = evaluation.unverified
        outcome.coverage = evaluation.layout.coverage
        outcome.minimumCoverage = plan.configuration.minimumCoverage.minimum(for: unit.screen)
        outcome.readingOrder = evaluation.readingOrder
        outcome.notes = evaluation.notes
        guard let strategy, needsPicture(unit, findings: evaluation.findings) else { return (outcome, evaluation.layout) }

        // Rule (report cost): a variant whose every picture is a thumbnail (not baselined, nothing
        // failing, a report run) is drawn at 1x: its 200 px thumbnail loses nothing, and a 1x canvas
        // has a ninth of an @3x one's pixels.
        let failing = evaluation.findings.contains(where: isFailing)
        let onlyThumbnails = isReport && !unit.planned.isBaselined && !failing
        let variant = EvaluatedVariant(evaluation, text: pipeline.text, scale: onlyThumbnails ? 1 : nil)
        let image = try strategy.snapshot(variant)
        defer { PixelMemory.recycle(image) }   // its memory is the next canvas's
        // Rule (report cost): a report's thumbnail is made at once, while much of the canvas just
        // drawn is still in the processor's cache; made after the baseline comparison, it took a
        // fifth longer (perf of `test` on the bundled example). A failing baseline's full picture
        // takes its place.
        let thumbnail = isReport ? image.thumbnail(maxWidth: Self.thumbnailWidth) : nil
        let stem = pictures.folder.map { "\($0)/images/\(unit.screen)/\(unit.variant.name)" }
        var png: Data?
        func encoded() throws -> Data {
            if let png { return png }
            let data = try strategy.diffing.toData(image)
            png = data
            return data
        }

        if unit.planned.isBaselined && comparesBaselines {
            let path = plan.store.imagePath(screen: unit.screen, variant: unit.variant)
            var comparison = BaselineStatus.missing
            var diffImage: RGBAImage?
            if let data = plan.store.read(path) {
                let compared = try strategy.diffing.compare(image, baseline: data, name: path)
                comparison = compared.status
                outcome.diff = compared.count
                diffImage = compared.artifact
            }
            // Rule: a PNG is encoded only where something is written (a baseline or a report image).
            outcome.baselineStatus = try plan.store.settle(image: encoded, at: path, comparison: comparison)
            if let stem {
                var paths = ImagePaths(actual: stem + ".actual.png", baseline: path)
                if let diffImage {
                    try AtomicFile.write(try Self.reportPNG(diffImage), to: stem + ".diff.png", durable: false)
                    paths.diff = stem + ".diff.png"
                }
                outcome.image = paths
            }
        } else if let stem {
            outcome.image = ImagePaths(actual: stem + ".actual.png", baseline: "")
        }
        if let stem {
            // Rule (report size): full-size pictures only where the baseline failed or a finding fails
            // (`check --pictures` keeps every picture full size); thumbnails everywhere else. A finding
            // picture only where a finding fails, unless `--pictures all`.
            let full = outcome.baselineStatus?.fails == true || !isReport
            if outcome.image != nil {
                try AtomicFile.write(full ? png ?? Self.reportPNG(image) : Self.reportPNG(thumbnail ?? image),
                                     to: stem + ".actual.png", durable: false)
            }
            if !evaluation.findings.isEmpty && (failing || allFindingPictures || !isReport) {
                let picture = variant.annotated(image)
                let sized = full || failing ? picture : picture.thumbnail(maxWidth: Self.thumbnailWidth)
                try AtomicFile.write(try Self.reportPNG(sized), to: stem + ".finding1.png", durable: false)
                outcome.findingPictures = [stem + ".finding1.png"]
            }
        }
        return (outcome, evaluation.layout)
    }

    var isReport: Bool { if case .report = pictures { return true } else { return false } }

    /// Rule: `check --pictures` (every finding pictured) draws pictures of findings only; it never
    /// compares with, nor reports on, the baselines (a clean screen exits 0 with or without them).
    var comparesBaselines: Bool { if case .everyFinding = pictures { return false } else { return true } }

    /// A picture only the report shows, encoded at `reportCompressionLevel`.
    static func reportPNG(_ picture: RGBAImage) throws -> Data {
        Data(try PNGEncoder.encode(picture, compressionLevel: reportCompressionLevel))
    }

    /// A finding that fails this run: not allowed, at a failing severity, not known.
    func isFailing(_ f: Finding) -> Bool {
        !f.allowed && plan.configuration.failOn.contains(f.severity) && !known.contains(FindingKey(f))
    }

    /// Baselined variants always; with a report, the size ladder and every variant with a finding
    /// no other variant of its group pictures (a finding only in non-baselined variants still gets
    /// its picture: `forced`); with `everyFinding`, every variant that has findings.
    func needsPicture(_ unit: WorkUnit, findings: [Finding]) -> Bool {
        if unit.planned.isBaselined && comparesBaselines { return true }
        switch pictures {
        case .none, .baselined: return false
        case .everyFinding: return !findings.isEmpty
        case .report: return isOnLadder(unit.variant) || (forced.contains(unit.id) && !findings.isEmpty)
        }
    }

    /// The size ladders: every Dynamic Type size in both directions, for the matrix's first device,
    /// locale and appearance; one ladder per Bold Text and per Increase Contrast value, each with
    /// the other setting at its first value (Bold Text and Increase Contrast together get none).
    func isOnLadder(_ v: Variant) -> Bool {
        let m = plan.configuration.matrix
        return v.device == m.devices.first && v.locale == m.locales.first && v.appearance == m.appearances.first
            && (v.legibilityWeight == m.legibilityWeights.first || v.contrast == m.contrasts.first)
    }
}

extension SnapshotRunner {
    /// The outcomes with a picture added for every failing finding group (screen, element, check; every
    /// group with `--pictures all`) that no variant pictures yet: its first variant is rendered again, annotated.
    func picturingEveryFinding(_ outcomes: [VariantOutcome]) throws -> [VariantOutcome] {
        guard isReport, strategy != nil else { return outcomes }
        var pictured = Set<String>(), wanted: [String] = []
        for o in outcomes where !o.findingPictures.isEmpty {
            for f in o.findings { pictured.insert(Self.group(f)) }
        }
        for o in outcomes where o.findingPictures.isEmpty {
            let missing = o.findings.filter { allFindingPictures || isFailing($0) }.map(Self.group).filter { !pictured.contains($0) }
            guard !missing.isEmpty else { continue }
            wanted.append(o.id)
            pictured.formUnion(o.findings.map(Self.group))
        }
        guard !wanted.isEmpty else { return outcomes }
        var again = self
        again.forced = Set(wanted)
        let redone = try again.run(only: plan.units.filter { again.forced.contains($0.id) })
        let byID = Dictionary(redone.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return outcomes.map { o in
            guard var r = byID[o.id] else { return o }
            r.seconds += o.seconds
            return r
        }
    }

    static func group(_ f: Finding) -> String {
        [f.screen, f.check.rawValue, f.element, f.otherElement ?? ""].joined(separator: "|")
    }
}

/// Results written by index from many threads, read once all are in. Each index belongs to a
/// group (a screen); `put` hands back a group's values when its last one comes in.
final class ResultSlots<T: Sendable>: Sendable {
    private struct State {
        var values: [T?]
        var errors: [(Int, any Error)] = []
        /// Per group, the values still to come.
        var remaining: [Int]
    }
    /// Each index's group, and each group's indexes.
    private let group: [Int]
    private let members: [[Int]]
    private let state: Protected<State>

    /// `count` slots, each a group of its own.
    convenience init(count: Int) { self.init(groups: (0..<count).map(String.init)) }

    init(groups: [String]) {
        var index: [String: Int] = [:]
        var group: [Int] = [], members: [[Int]] = [], remaining: [Int] = []
        for (i, name) in groups.enumerated() {
            let g = index[name] ?? members.count
            if g == members.count { index[name] = g; members.append([]); remaining.append(0) }
            members[g].append(i)
            remaining[g] += 1
            group.append(g)
        }
        self.group = group
        self.members = members
        state = Protected(State(values: Array(repeating: nil, count: groups.count), remaining: remaining))
    }

    /// Stores a value; returns its group's values, in index order, when it was the group's last.
    @discardableResult
    func put(_ value: T, at i: Int) -> [T]? {
        state.withLock { state in
            state.values[i] = value
            let g = group[i]
            state.remaining[g] -= 1
            return state.remaining[g] == 0 ? members[g].compactMap { state.values[$0] } : nil
        }
    }

    /// Changes in place the values of the group index `i` belongs to.
    func update(groupOf i: Int, _ change: (inout T) -> Void) {
        state.withLock { state in
            for j in members[group[i]] where state.values[j] != nil { change(&state.values[j]!) }
        }
    }

    func fail(at i: Int, _ error: any Error) { state.withLock { $0.errors.append((i, error)) } }

    /// The values in order, or the error of the earliest failed unit (deterministic at any `jobs`).
    func collect() throws -> [T] {
        try state.withLock { state in
            if let first = state.errors.min(by: { $0.0 < $1.0 }) { throw first.1 }
            return state.values.compactMap { $0 }
        }
    }
}
