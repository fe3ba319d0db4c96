import Dispatch
import Foundation
import LayoutModel
import Rasterizer

/// Runs a plan's work units (screen x variant): lays out and checks every one; renders, diffs and
/// records the baselined ones; writes the pictures a report shows. Units run on `jobs` worker
/// threads, each with its own text engine; outcomes come back in plan order, so every output is
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

        var folder: String? {
            switch self {
            case .none: return nil
            case .report(let f), .everyFinding(let f): return f
            }
        }
    }

    public var plan: RunPlan
    public var screens: [String: LoadedScreen]
    public var catalog: StringsCatalog?
    /// nil: checks only, no pixels (the `check` command).
    public var strategy: SnapshotStrategy?
    public var pictures: Pictures
    public var jobs: Int

    public init(plan: RunPlan, screens: [LoadedScreen], catalog: StringsCatalog?, strategy: SnapshotStrategy?,
                pictures: Pictures, jobs: Int) {
        self.plan = plan
        self.screens = Dictionary(screens.map { ($0.screen.name, $0) }, uniquingKeysWith: { a, _ in a })
        self.catalog = catalog; self.strategy = strategy; self.pictures = pictures
        self.jobs = max(1, jobs)
    }

    /// Every unit's outcome, in plan order. `progress` hears of each finished unit.
    public func run(progress: ProgressReporter? = nil) throws -> [VariantOutcome] {
        let units = plan.units
        let results = ResultSlots<VariantOutcome>(count: units.count)
        let next = Counter()
        let workers = min(jobs, max(units.count, 1))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
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
        let evaluation = try pipeline.evaluate(loaded.screen, unit.variant)
        outcome.findings = evaluation.findings.map { f in
            var f = f
            let at = Screen.location(of: f.element, in: loaded.locations)
            f.line = at?.line; f.column = at?.column
            return f
        }
        outcome.readingOrder = evaluation.readingOrder
        guard let strategy, needsPicture(unit, findings: evaluation.findings) else { return outcome }

        let image = strategy.render(evaluation.layout, pipeline.text)
        let stem = pictures.folder.map { "\($0)/images/\(unit.screen)/\(unit.variant.name)" }
        var png: Data?
        func encoded() throws -> Data {
            if let png { return png }
            let data = Data(try PNGEncoder.encode(image))
            png = data
            return data
        }

        if unit.planned.isBaselined {
            let path = plan.store.imagePath(screen: unit.screen, variant: unit.variant)
            var comparison = BaselineStatus.missing
            var diffImage: RGBAImage?
            if let data = plan.store.read(path) {
                let compared = try strategy.compare(image, baseline: [UInt8](data), name: path)
                comparison = compared.status
                outcome.diff = compared.count
                diffImage = compared.diffImage
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
                    try AtomicFile.write(Data(try PNGEncoder.encode(diffImage)), to: stem + ".diff.png")
                    paths.diff = stem + ".diff.png"
                }
                outcome.image = paths
            }
        } else if let stem {
            outcome.image = ImagePaths(actual: stem + ".actual.png", baseline: "")
        }
        if let stem {
            if outcome.image != nil { try AtomicFile.write(try encoded(), to: stem + ".actual.png") }
            if !evaluation.findings.isEmpty {
                let picture = strategy.annotate(image, evaluation.layout, evaluation.findings, pipeline.text)
                try AtomicFile.write(Data(try PNGEncoder.encode(picture)), to: stem + ".finding1.png")
                outcome.findingPictures = [stem + ".finding1.png"]
            }
        }
        return outcome
    }

    /// Baselined variants always; with a report, the size ladder too; with `everyFinding`, every
    /// variant that has findings.
    func needsPicture(_ unit: WorkUnit, findings: [Finding]) -> Bool {
        if unit.planned.isBaselined { return true }
        switch pictures {
        case .none: return false
        case .everyFinding: return !findings.isEmpty
        case .report: return isOnLadder(unit.variant)
        }
    }

    /// The size ladder: every Dynamic Type size in both directions, for the matrix's first device,
    /// locale and appearance.
    func isOnLadder(_ v: Variant) -> Bool {
        let m = plan.configuration.matrix
        return v.device == m.devices.first && v.locale == m.locales.first && v.appearance == m.appearances.first
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
