import Foundation
import LayoutModel
import Rasterizer

/// One invocation of the harness, as the command line asks for it.
public struct SessionRequest: Sendable {
    /// `a11y-snap.yml`; nil: the one in the current folder if there is one, else the defaults.
    public var configurationFile: String?
    public var overrides: Overrides
    public var shard: Shard
    public var mode: RecordMode
    public var jobs: Int
    /// false for `check`: findings only, no pixels, no baselines touched.
    public var renders: Bool
    /// `check --pictures DIR`: an annotated picture of every variant with findings.
    public var picturesFolder: String?
    /// What happens to `Baselines/findings.json`; verify runs only compare.
    public var findings: FindingsPolicy

    public init(configurationFile: String? = nil, overrides: Overrides = Overrides(), shard: Shard = .whole,
                mode: RecordMode = .never, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                renders: Bool = true, picturesFolder: String? = nil, findings: FindingsPolicy = .compare) {
        self.configurationFile = configurationFile; self.overrides = overrides; self.shard = shard
        self.mode = mode; self.jobs = jobs; self.renders = renders; self.picturesFolder = picturesFolder
        self.findings = findings
    }
}

/// Loads the configuration, screens and strings; runs every unit; completes the plan (findings
/// baseline, text snapshots, manifest). What to print or write is the caller's.
public struct Session {
    public var configuration: Configuration
    public var plan: RunPlan
    public var screens: [LoadedScreen]
    public var catalog: StringsCatalog?
    /// What this machine renders with, for the manifest.
    public var manifest: Manifest

    /// The glyph load flags the text engine renders with (see TextEngine+Render.swift).
    public static let glyphLoadFlags = "FT_LOAD_NO_HINTING|FT_LOAD_NO_BITMAP, FT_RENDER_MODE_NORMAL, quarter-pixel positions"

    public init(_ request: SessionRequest) throws {
        let fm = FileManager.default
        var file = request.configurationFile
        if file == nil, fm.fileExists(atPath: Configuration.fileName) { file = Configuration.fileName }
        var base = try file.map { try ConfigurationLoader.load(path: $0) } ?? Configuration()
        // Rule: paths in a configuration are relative to the folder it is in.
        if let file {
            let folder = (file as NSString).deletingLastPathComponent
            if !folder.isEmpty && folder != "." {
                func rebase(_ p: String) -> String { p.hasPrefix("/") ? p : folder + "/" + p }
                base.screens = base.screens.map(rebase)
                base.baselines = rebase(base.baselines)
                base.strings = base.strings.map(rebase)
                base.report = rebase(base.report)
            }
        }
        let stringsPath = request.overrides.strings ?? base.strings
        catalog = try stringsPath.map { try StringsCatalog.load(path: $0) }
        configuration = try request.overrides.applied(to: base, catalogLocales: catalog?.languages.sorted() ?? [])
        screens = try ScreenLoader.load(configuration.screens)
        plan = try RunPlan(configuration: configuration, screens: screens.map { ($0.screen.name, $0.file) },
                           shard: request.shard, mode: request.renders ? request.mode : .never)
        let fonts = FontRegistry.default.allFamilies.flatMap { Array(Set($0.files.values)) }
        manifest = try Manifest.current(fontPaths: Array(Set(fonts)).sorted(), glyphLoadFlags: Session.glyphLoadFlags)
        self.request = request
    }

    private var request: SessionRequest

    /// The line to print before any pixel diff when the baselines came from another machine.
    public func manifestLine() throws -> String? {
        request.renders ? try plan.manifestLine(current: manifest) : nil
    }

    /// Runs every unit of the plan and completes it.
    public func run(strategy: SnapshotStrategy?, progress: ProgressReporter? = nil) throws -> RunOutcome {
        let pictures: SnapshotRunner.Pictures
        if let folder = request.picturesFolder {
            pictures = .everyFinding(folder: folder)
        } else {
            pictures = request.renders ? .report(folder: configuration.report) : .none
        }
        let runner = SnapshotRunner(plan: plan, screens: screens, catalog: catalog,
                                    strategy: request.renders || request.picturesFolder != nil ? strategy : nil,
                                    pictures: pictures, jobs: request.jobs,
                                    known: (try FindingsBaseline.load(path: plan.store.findingsPath))?.keys ?? [])
        let started = Date()
        let outcomes = try runner.picturingEveryFinding(try runner.run(progress: progress))
        var run = try plan.finish(outcomes, current: manifest, findings: request.renders ? request.findings : .compare)
        run.started = started
        return run
    }
}
