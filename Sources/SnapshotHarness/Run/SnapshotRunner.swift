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
    public var screens: [String: LoadedScreen]
    public var catalog: StringsCatalog?
    /// nil: checks only, no pixels (the `check` command).
    public var strategy: VariantStrategy?
    public var pictures: Pictures
    public var jobs: Int
    /// The known findings before this run: a report picture is full size only where something fails.
    public var known: Set<FindingKey>
    /// Units pictured although off the ladder: each shows a finding no pictured variant shows.
    public var forced: Set<String> = []

    /// The width a report's thumbnail is shrunk to (at most), in pixels.
    public static let thumbnailWidth = 200

    public init(plan: RunPlan, screens: [LoadedScreen], catalog: StringsCatalog?, strategy: VariantStrategy?,
                pictures: Pictures, jobs: Int, known: Set<FindingKey> = []) {
        self.plan = plan
        self.screens = Dictionary(screens.map { ($0.screen.name, $0) }, uniquingKeysWith: { a, _ in a })
        self.catalog = catalog; self.strategy = strategy; self.pictures = pictures
        self.jobs = max(1, jobs); self.known = known
    }

    /// Every unit's outcome, in plan order. `progress` hears of each finished unit.
    public func run(progress: ProgressReporter? = nil, only: [WorkUnit]? = nil) throws -> [VariantOutcome] {
        let units = only ?? plan.units
        let results = ResultSlots<VariantOutcome>(count: units.count)
        let next = Counter()
        let workers = min(jobs, max(units.count, 1))
        LargeStack.parallel(workers) { _ in
            let pipeline: VariantPipeline
            do {
                pipeline = VariantPipeline(text: try TextEngine(), catalog: catalog, thresholds: plan.configuration.thresholds)
            } catch {
                results.fail(at: 0, error)
                return
            }
            while let i = next.take(below: units.count) {
                do {
                    let start = DispatchTime.now().uptimeNanoseconds
                    var outcome = try process(units[i], pipeline)
                    outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    results.put(outcome, at: i)
                } catch {
                    results.fail(at: i, error)
                }
                progress?.finished(units[i].id)
            }
        }
        return try results.collect()
    }

    /// Lays out and checks one unit; renders, compares and records it when it needs pixels.
    func process(_ unit: WorkUnit, _ pipeline: VariantPipeline) throws -> VariantOutcome {
        guard let loaded = screens[unit.screen] else {
            throw InputError(file: unit.screenFile, key: "screen", message: "screen '\(unit.screen)' was not loaded")
        }
        var outcome = VariantOutcome(unit: unit)
        let evaluation = try pipeline.evaluate(loaded, unit.variant)
        outcome.findings = evaluation.findings.map { $0.speaking(loaded.language) }
        outcome.readingOrder = evaluation.readingOrder
        guard let strategy, needsPicture(unit, findings: evaluation.findings) else { return outcome }

        let variant = EvaluatedVariant(evaluation, text: pipeline.text)
        let image = try strategy.snapshot(variant)
        let stem = pictures.folder.map { "\($0)/images/\(unit.screen)/\(unit.variant.name)" }
        var png: Data?
        func encoded() throws -> Data {
            if let png { return png }
            let data = try strategy.diffing.toData(image)
            png = data
            return data
        }

        if unit.planned.isBaselined {
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
            if plan.store.mode.writes(exists: comparison != .missing, matches: comparison == .matched) {
                outcome.baselineStatus = try plan.store.settle(image: try encoded(), at: path, comparison: comparison)
            } else {
                outcome.baselineStatus = comparison
            }
            if let stem {
                var paths = ImagePaths(actual: stem + ".actual.png", baseline: path)
                if let diffImage {
                    try AtomicFile.write(try strategy.diffing.toData(diffImage), to: stem + ".diff.png")
                    paths.diff = stem + ".diff.png"
                }
                outcome.image = paths
            }
        } else if let stem {
            outcome.image = ImagePaths(actual: stem + ".actual.png", baseline: "")
        }
        if let stem {
            // Rule (report size): full-size pictures only where the baseline failed or a finding fails
            // (`check --pictures` keeps every picture full size); thumbnails everywhere else.
            let full = outcome.baselineStatus?.fails == true || !isReport
            let failing = evaluation.findings.contains { f in
                !f.allowed && plan.configuration.failOn.contains(f.severity) && !known.contains(FindingKey(f))
            }
            if outcome.image != nil {
                try AtomicFile.write(full ? try encoded() : Data(try PNGEncoder.encode(image.thumbnail(maxWidth: Self.thumbnailWidth))),
                                     to: stem + ".actual.png")
            }
            if !evaluation.findings.isEmpty {
                let picture = variant.annotated(image)
                let sized = full || failing ? picture : picture.thumbnail(maxWidth: Self.thumbnailWidth)
                try AtomicFile.write(Data(try PNGEncoder.encode(sized)), to: stem + ".finding1.png")
                outcome.findingPictures = [stem + ".finding1.png"]
            }
        }
        return outcome
    }

    var isReport: Bool { if case .report = pictures { return true } else { return false } }

    /// Baselined variants always; with a report, the size ladder and every variant with a finding
    /// no other variant of its group pictures (a finding only in non-baselined variants still gets
    /// its picture: `forced`); with `everyFinding`, every variant that has findings.
    func needsPicture(_ unit: WorkUnit, findings: [Finding]) -> Bool {
        if unit.planned.isBaselined { return true }
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
    /// The outcomes with a picture added for every finding group (screen, element, check) that no
    /// variant pictures yet: its first variant is rendered again, annotated, as a thumbnail.
    func picturingEveryFinding(_ outcomes: [VariantOutcome]) throws -> [VariantOutcome] {
        guard isReport, strategy != nil else { return outcomes }
        var pictured = Set<String>(), wanted: [String] = []
        for o in outcomes where !o.findingPictures.isEmpty {
            for f in o.findings { pictured.insert(Self.group(f)) }
        }
        for o in outcomes where o.findingPictures.isEmpty {
            let missing = o.findings.map(Self.group).filter { !pictured.contains($0) }
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

/// Results written by index from many threads, read once all are in.
final class ResultSlots<T>: @unchecked Sendable {
    private var values: [T?]
    private var errors: [(Int, Error)] = []
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func put(_ value: T, at i: Int) { lock.lock(); values[i] = value; lock.unlock() }
    func fail(at i: Int, _ error: Error) { lock.lock(); errors.append((i, error)); lock.unlock() }

    /// The values in order, or the error of the earliest failed unit (deterministic at any `jobs`).
    func collect() throws -> [T] {
        lock.lock(); defer { lock.unlock() }
        if let first = errors.min(by: { $0.0 < $1.0 }) { throw first.1 }
        return values.compactMap { $0 }
    }
}

/// Hands out unit indexes, each once.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func take(below limit: Int) -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
