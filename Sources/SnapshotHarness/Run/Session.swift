import Foundation
import LayoutModel
import Rasterizer
import SwiftUIReader

/// One invocation of the harness, as the command line asks for it.
public struct SessionRequest: Sendable {
    /// `a11y-snap.yml`; nil: the one in the current folder if there is one, else the defaults.
    public var configurationFile: String?
    public var overrides: Overrides
    public var shard: Shard
    public var mode: RecordMode
    public var jobs: Int
    /// false for `check`: findings only, no pixels, no baselines touched; the run's outcomes keep
    /// no reading orders or notes (they are compared in the text snapshots, screen by screen).
    public var renders: Bool
    /// `check --pictures DIR`: an annotated picture of every variant with findings.
    public var picturesFolder: String?
    /// What happens to `Baselines/findings.json`; verify runs only compare.
    public var findings: FindingsPolicy
    /// `--strict`: what the SwiftUI reader could not evaluate is an error (exit 2), not a warning.
    public var strict = false
    /// `test --pictures all`: the report pictures every finding group, not only the failing ones.
    public var allFindingPictures = false
    /// `test`: a baseline this run wrote fails it (`RunOutcome.recordingFails`).
    public var recordingFails = false
    /// `test --summary FILE`: the Markdown job summary's file, checked with the other outputs.
    public var summaryFile: String?

    public init(configurationFile: String? = nil, overrides: Overrides = Overrides(), shard: Shard = .whole,
                mode: RecordMode = .never, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                renders: Bool = true, picturesFolder: String? = nil, findings: FindingsPolicy = .compare) {
        self.configurationFile = configurationFile; self.overrides = overrides; self.shard = shard
        self.mode = mode; self.jobs = jobs; self.renders = renders; self.picturesFolder = picturesFolder
        self.findings = findings
    }
}

/// The run as a pipeline: `init` plans (configuration, screens, strings, the units); `run`
/// evaluates and compares every unit (`SnapshotRunner`), settles each screen's text snapshot as its
/// last unit finishes, then the findings baseline and manifest (`RunPlan.settle`), and hands back the
/// finished `RunOutcome` for the reports. What to print or write is the caller's.
public struct Session {
    public var plan: RunPlan
    /// The configuration, held once: the plan's.
    public var configuration: Configuration { plan.configuration }
    /// The screens as planned: a screen file's screen is decoded when its units run (`PlannedScreen`).
    public var screens: [PlannedScreen]
    public var catalog: StringsCatalog?
    /// What the SwiftUI reader could not evaluate (and drew as placeholders), in source order.
    public var warnings: [ReaderWarning]
    /// What this machine renders with, for the manifest.
    public var manifest: Manifest

    /// The glyph load flags the text engine renders with (see TextEngine+Render.swift).
    public static let glyphLoadFlags = "FT_LOAD_NO_HINTING|FT_LOAD_NO_BITMAP, FT_RENDER_MODE_NORMAL, quarter-pixel positions"

    public init(_ request: SessionRequest) throws {
        let fm = FileManager.default
        var file = request.configurationFile
        if file == nil, fm.fileExists(atPath: Configuration.fileName) { file = Configuration.fileName }
        let base = try file.map { try ConfigurationLoader.load(path: $0) } ?? Configuration()
        let stringsPath = request.overrides.strings ?? base.strings
        let catalog = try stringsPath.map { try StringsCatalog.load(path: $0) }
        let configuration = try request.overrides.applied(to: base, catalogLocales: catalog?.languages.sorted() ?? [])
        let fontNames = try CustomFontNames.registry(configuration.fonts).customNames
        let screens = try ScreenLoader.plan(configuration.screens, sources: configuration.sources, assets: configuration.assets,
                                            variants: Session.readerVariants(configuration.matrix), fontNames: fontNames)
        // Every output, the baselines folder first, judged by the one rule (`OutputPaths`).
        var outputs = [OutputPaths.Output("baselines", configuration.baselines, .folder,
                                          writes: request.renders && request.mode != .never)]
        if request.renders { outputs.append(.init("report", configuration.report, .folder)) }
        if let junit = configuration.junit { outputs.append(.init("junit", junit, .file)) }
        if let summary = request.summaryFile { outputs.append(.init("--summary", summary, .file)) }
        if let pictures = request.picturesFolder { outputs.append(.init("--pictures", pictures, .folder)) }
        let inputs = screens.map(\.file) + configuration.screens + configuration.sources + configuration.assets
            + configuration.fonts + [file, stringsPath].compactMap { $0 }
        try OutputPaths.check(outputs, project: file.map(OutputPaths.parent(of:)) ?? ".",
                              baselines: configuration.baselines, inputs: inputs)
        if request.overrides.screens?.isEmpty ?? true { try Session.checkAllowScreens(configuration, screens: screens) }
        try self.init(configuration: configuration, planned: screens, catalog: catalog, request: request)
        if request.renders, file != nil, request.overrides.narrowsRun {
            // What the baselines folder should hold is what the configuration asks for, not this run.
            let whole = try request.overrides.unnarrowed.applied(to: base, catalogLocales: catalog?.languages.sorted() ?? [])
            let all = try ScreenLoader.plan(whole.screens, sources: whole.sources, assets: whole.assets,
                                            variants: Session.readerVariants(whole.matrix), fontNames: fontNames)
            plan.configuredUnits = WorkUnit.all(screens: all.map { ($0.name, $0.file) }, matrix: Matrix(whole),
                                                devices: Session.devices(of: all))
        }
    }

    /// A session over screens already in hand (DSL screens, or screens a test decoded): the same
    /// matrix, findings baseline, text snapshots and report as a configuration file's run. The
    /// configuration is taken as given (its paths resolved by the caller); `request`'s
    /// configuration file and overrides are not read.
    public init(configuration: Configuration, screens: [LoadedScreen], catalog: StringsCatalog? = nil,
                request: SessionRequest = SessionRequest()) throws {
        try self.init(configuration: configuration, planned: screens.map(PlannedScreen.init(held:)), catalog: catalog, request: request)
    }

    /// A session over planned screens (`ScreenLoader.plan`): each screen file is decoded when its units run.
    public init(configuration: Configuration, planned screens: [PlannedScreen], catalog: StringsCatalog? = nil,
                request: SessionRequest = SessionRequest()) throws {
        self.catalog = catalog
        self.screens = screens
        var configuration = configuration
        configuration.allow += try Session.sourceRules(screens)
        warnings = Array(Set(screens.flatMap(\.warnings))).sorted { ($0.place, $0.message) < ($1.place, $1.message) }
        if request.strict, !warnings.isEmpty {
            throw InputError(key: "--strict", message: "the SwiftUI reader could not evaluate everything:\n"
                             + warnings.map(\.description).joined(separator: "\n"))
        }
        plan = try RunPlan(configuration: configuration, screens: screens.map { ($0.name, $0.file) },
                           devices: Session.devices(of: screens), shard: request.shard,
                           mode: request.renders ? request.mode : .never)
        if request.renders { try plan.store.checkFiles(units: plan.units) }
        let registry = try CustomFontNames.registry(configuration.fonts)
        let fonts = registry.allFamilies.flatMap { Array(Set($0.files.values)) } + registry.customFiles.values
        manifest = try Manifest.current(fontPaths: Array(Set(fonts)).sorted(), glyphLoadFlags: Session.glyphLoadFlags)
        self.request = request
    }

    private var request: SessionRequest

    /// The allow comments of the SwiftUI projects the screens are read from, each project once.
    static func sourceRules(_ screens: [PlannedScreen]) throws -> [AllowRule] {
        var seen = Set<ObjectIdentifier>()
        let projects = screens.compactMap { $0.held?.preview?.project }.filter { seen.insert(ObjectIdentifier($0)).inserted }
        return try projects.flatMap { try AllowRule.rules($0.allowComments) }
    }

    /// Rule: an `allow:` entry of a11y-snap.yml that names a screen names one of the configuration's
    /// (checked when the run has them all): a misspelt name would silently allow nothing.
    static func checkAllowScreens(_ configuration: Configuration, screens: [PlannedScreen]) throws {
        let names = Set(screens.map(\.name))
        for rule in configuration.allow {
            guard let screen = rule.screen, !names.contains(screen) else { continue }
            throw InputError(file: rule.file, line: rule.line, column: rule.column, key: "allow.screen",
                             message: "no screen '\(screen)'; the screens are \(names.sorted().joined(separator: ", "))")
        }
    }

    /// The devices screens name for themselves (`device:`): their variants use it.
    static func devices(of screens: [PlannedScreen]) -> [String: Device] {
        screens.reduce(into: [String: Device]()) { out, s in
            if let name = s.device, let device = Device.named(name) { out[s.name] = device }
        }
    }

    /// The environments a preview's body can tell apart: each size, direction and appearance of the
    /// matrix, on each device (its scale rounds `@ScaledMetric`); the locale does not change what view code computes.
    static func readerVariants(_ m: MatrixSpec) -> [Variant] {
        var out: [Variant] = []
        for device in m.devices { for size in m.sizes { for direction in m.directions { for appearance in m.appearances {
            out.append(Variant(device: device, size: size, direction: direction, appearance: appearance))
        } } } }
        return out
    }

    /// Removes the stale baselines of the configured units (`record --prune`); returns what it removed.
    public func pruneStale() throws -> [String] {
        try plan.store.prune(units: plan.configuredUnits)
    }

    /// The line to print before any pixel diff when the baselines came from another machine.
    public func manifestLine() throws -> String? {
        request.renders ? try plan.manifestLine(current: manifest) : nil
    }

    /// The per-variant snapshot value every run renders and compares with: the command line's and
    /// `assertA11ySnapshot`'s alike.
    public var strategy: VariantStrategy { .standard(configuration.diff) }

    /// Runs every unit of the plan and completes it. `strategy` replaces the session's own (`strategy`);
    /// `pictures` replaces the request's choice (the HTML report's, or `check --pictures`).
    public func run(strategy chosenStrategy: VariantStrategy? = nil, progress: ProgressReporter? = nil,
                    pictures chosen: SnapshotRunner.Pictures? = nil) throws -> RunOutcome {
        let strategy = chosenStrategy ?? self.strategy
        let pictures: SnapshotRunner.Pictures
        if let chosen {
            pictures = chosen
        } else if let folder = request.picturesFolder {
            pictures = .everyFinding(folder: folder)
        } else {
            pictures = request.renders ? .report(folder: configuration.report) : .none
        }
        var runner = SnapshotRunner(plan: plan, screens: screens, catalog: catalog,
                                    strategy: request.renders || request.picturesFolder != nil ? strategy : nil,
                                    pictures: pictures, jobs: request.jobs,
                                    known: (try FindingsBaseline.load(path: plan.store.findingsPath))?.keys ?? [])
        runner.allFindingPictures = request.allFindingPictures
        // A findings-only run's reports read no reading orders: each screen's go to its text snapshot only.
        runner.keepsReadingOrders = request.renders
        let started = Date()
        let policy = request.renders ? request.findings : .compare
        let snapshots = plan.snapshotSettler(refreshFindings: plan.acceptsFindings(policy))
        let outcomes = try runner.picturingEveryFinding(try runner.run(progress: progress, eachScreen: { try snapshots.settle($0, $1) }))
        var run = try plan.settle(outcomes, textSnapshots: snapshots.outcomes, current: manifest, findings: policy)
        run.started = started
        run.recordingFails = request.recordingFails
        run.warnings = warnings.map(\.description)
        return run
    }
}
