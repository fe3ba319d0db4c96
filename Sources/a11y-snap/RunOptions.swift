import ArgumentParser
import Foundation
import SnapshotHarness

/// The options every matrix command shares: what to run, on which variants, with how many workers.
struct RunOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Swift files with previews, *.screen.yaml files, or folders of them: run only these (default: `screens` of a11y-snap.yml).", valueName: "PATHS"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("The configuration file (default: ./a11y-snap.yml when present).", valueName: "FILE"))
    var config: String?

    @Option(help: ArgumentHelp("Devices, comma-separated or all: iphoneSE1, iphoneSE, iphone15, iphone15ProMax, iphone16Pro.", valueName: "LIST"))
    var devices: String?

    @Option(help: ArgumentHelp("Dynamic Type sizes, comma-separated or all (large, accessibilityLarge, accessibility5, ...).", valueName: "LIST"))
    var sizes: String?

    @Option(help: ArgumentHelp("Directions: ltr, rtl, or all.", valueName: "LIST"))
    var directions: String?

    @Option(help: ArgumentHelp("Locales: en, pseudo130, pseudo150, bounded, catalog languages, or all.", valueName: "LIST"))
    var locales: String?

    @Option(help: ArgumentHelp("Appearances: light, dark, or all.", valueName: "LIST"))
    var appearances: String?

    @Option(name: .customLong("legibility-weights"), help: ArgumentHelp("Bold Text: regular, bold, or all (suffix _bold).", valueName: "LIST"))
    var legibilityWeights: String?

    @Option(help: ArgumentHelp("Increase Contrast: standard, increased, or all (suffix _hc).", valueName: "LIST"))
    var contrasts: String?

    @Option(help: ArgumentHelp("A strings catalog (.xcstrings, .strings or a folder), overriding `strings`.", valueName: "PATH"))
    var strings: String?

    @Option(help: ArgumentHelp("Swift files or folders read for declarations only (views and models the previews use); repeatable, added to `sources`.", valueName: "PATH"))
    var sources: [String] = []

    @Option(help: ArgumentHelp("An asset catalog (.xcassets folder) for Color(\"Name\") and Image(\"Name\"); repeatable, added to `assets`.", valueName: "PATH"))
    var assets: [String] = []

    @Option(help: ArgumentHelp("A font file (.ttf, .otf) or a folder of them; repeatable, added to `fonts`.", valueName: "PATH"))
    var fonts: [String] = []

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Severities that fail the run (default P0,P1).", valueName: "LIST"))
    var failOn: String?

    // Unconditional: `--jobs -1` is a value to refuse with a reason, not a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("Parallel workers (default: the number of cores). Output is identical at any N.", valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Run one share of the work: I/N, 1-based (--shard 2/4). Join the shards with merge-reports.", valueName: "I/N"),
            transform: { try Shard(parsing: $0) })
    var shard: Shard?

    @Option(help: ArgumentHelp("Where to write the HTML report (default: `report` of a11y-snap.yml, a11y-snap-report).", valueName: "DIR"))
    var report: String?

    @Option(help: ArgumentHelp("Also write JUnit XML here: a test case per screen and check (and its pixels and reading order).", valueName: "FILE"))
    var junit: String?

    @Flag(name: .customLong("junit-times"), help: "Write measured seconds and the start time into the JUnit file (by default 0 and SOURCE_DATE_EPOCH or 1970-01-01, so identical runs give identical files).")
    var junitTimes = false

    /// Where the JUnit file's `time` and `timestamp` come from.
    var junitClock: JUnitReport.Clock {
        junitTimes ? .measured : .reproducible(environment: ProcessInfo.processInfo.environment)
    }

    @Flag(help: "Fail (exit 2) on anything the SwiftUI reader cannot evaluate in a .swift screen, instead of warning.")
    var strict = false

    func request(mode: RecordMode, renders: Bool = true, pictures: String? = nil) throws -> SessionRequest {
        var overrides = Overrides(screens: paths.isEmpty ? nil : paths, strings: strings, devices: devices,
                                  sizes: sizes, directions: directions, locales: locales,
                                  appearances: appearances, failOn: failOn, report: report, junit: junit)
        overrides.legibilityWeights = legibilityWeights; overrides.contrasts = contrasts
        overrides.sources = sources; overrides.assets = assets; overrides.fonts = fonts
        if let jobs, jobs < 1 { throw InputFailure("--jobs: needs a whole number of at least 1, found \(jobs)") }
        var request = SessionRequest(configurationFile: config, overrides: overrides,
                                     shard: shard ?? .whole, mode: mode,
                                     jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                     renders: renders, picturesFolder: pictures)
        request.strict = strict
        return request
    }
}
