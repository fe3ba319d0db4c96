import ArgumentParser
import Foundation
import SnapshotHarness

struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write baselines: the images, the text snapshots and the known findings.",
        discussion: """
            By default writes only what is missing. --update rewrites every baseline (accepting \
            every change and every current finding); --failed rewrites only those that differ. \
            --prune removes stale baselines that no screen or variant produces any more.

            Refuses to run when CI is set: baselines are recorded by people, on purpose \
            (--force overrides this).
            """)

    @OptionGroup var options: RunOptions

    @Flag(help: "Rewrite all baselines and accept all current findings.")
    var update = false

    @Flag(help: "Rewrite only the baselines that differ.")
    var failed = false

    @Flag(help: "Remove stale baselines (files no screen or variant produces).")
    var prune = false

    @Flag(help: "Record even though CI is set.")
    var force = false

    func run() throws {
        let request = try reportingInputErrors { () -> SessionRequest in
            if ProcessInfo.processInfo.environment["CI"] != nil && !force {
                throw InputFailure("record does not run when CI is set: baselines are recorded on purpose, by a person (use --force to override)")
            }
            if update && failed { throw InputFailure("--update and --failed: choose one") }
            return try options.request(mode: update ? .all : (failed ? .failed : .missing))
        }
        let (code, session) = try runAndReport(request, json: false)
        if prune {
            let removed = try reportingInputErrors { try session.plan.store.prune(units: session.plan.configuredUnits) }
            TerminalOutput.print(removed.isEmpty ? "No stale baselines." : "Removed \(removed.count) stale baseline(s):\n" + removed.joined(separator: "\n"))
        }
        // Recording succeeds when it wrote what it was asked to; findings still show in the summary.
        if code != 0 && !update { throw ExitCode(code) }
    }
}
