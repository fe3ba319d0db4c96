import ArgumentParser
import Foundation
import SnapshotHarness

struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write baselines: the images and the text snapshots; accept findings on purpose.",
        discussion: """
            By default writes only what is missing. --update rewrites every image and text snapshot; \
            --failed rewrites only those that differ. Neither touches the known findings \
            (Baselines/findings.json): --accept-findings (or the `accept` command) makes the current \
            findings known and drops the gone ones, and prints what it accepted; a new P0 needs \
            --allow-p0 as well. The first record, with no findings.json yet, creates it. \
            --prune removes stale baselines that no screen or variant produces any more.

            Refuses to run when CI is set: baselines are recorded by people, on purpose \
            (--force overrides this).
            """)

    @OptionGroup var options: RunOptions

    @Flag(help: "Rewrite every image and text snapshot (not the known findings).")
    var update = false

    @Flag(help: "Rewrite only the images and text snapshots that differ (not the known findings).")
    var failed = false

    @Flag(name: .customLong("accept-findings"), help: "Accept the current findings as known and drop the gone ones.")
    var acceptFindings = false

    @Flag(name: .customLong("allow-p0"), help: "With --accept-findings: accept new P0 findings too.")
    var allowP0 = false

    @Flag(help: "Remove stale baselines (files no screen or variant produces).")
    var prune = false

    @Flag(help: "Record even though CI is set.")
    var force = false

    func run() throws {
        try Record.record(options, update: update, failed: failed, acceptFindings: acceptFindings,
                          allowP0: allowP0, prune: prune, force: force)
    }

    /// The work of `record` and `accept`: pixels as the mode says, findings only when asked.
    static func record(_ options: RunOptions, update: Bool, failed: Bool, acceptFindings: Bool, allowP0: Bool,
                       prune: Bool, force: Bool) throws {
        let request = try reportingInputErrors { () -> SessionRequest in
            if ProcessInfo.processInfo.environment["CI"] != nil && !force {
                throw InputFailure("record does not run when CI is set: baselines are recorded on purpose, by a person (use --force to override)")
            }
            if update && failed { throw InputFailure("--update and --failed: choose one") }
            if allowP0 && !acceptFindings { throw InputFailure("--allow-p0 goes with --accept-findings (or the accept command)") }
            var request = try options.request(mode: update ? .all : (failed ? .failed : .missing))
            request.findings = acceptFindings ? .accept(allowP0: allowP0) : .createIfMissing
            return request
        }
        let (code, session, run) = try runAndReport(request, format: .text, junitClock: options.junitClock)
        if let acceptance = run.acceptance {
            print(AcceptanceSummary.render(acceptance, run: run), terminator: "")
            // Asked once, where findings become known: `test` does not repeat it.
            if let line = TextSummary.positionalLine(run) { print(line) }
        }
        for hint in RecordHints.lines(run, acceptingFindings: acceptFindings) { print(hint) }
        if prune {
            let removed = try reportingInputErrors { try session.pruneStale() }
            TerminalOutput.print(removed.isEmpty ? "No stale baselines." : "Removed \(removed.count) stale baseline(s):\n" + removed.joined(separator: "\n"))
        }
        if code != 0 { throw ExitCode(code) }
    }
}

/// `accept`: `record --accept-findings`, under its own name.
struct Accept: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Accept the current findings as known (record --accept-findings).",
        discussion: """
            Makes every new finding known in Baselines/findings.json and drops the known findings \
            that are gone; prints both, grouped, with counts by severity. A new P0 (a person cannot \
            complete the task) is accepted only with --allow-p0. Images are recorded only where missing.
            """)

    @OptionGroup var options: RunOptions

    @Flag(name: .customLong("allow-p0"), help: "Accept new P0 findings too.")
    var allowP0 = false

    @Flag(help: "Accept even though CI is set.")
    var force = false

    func run() throws {
        try Record.record(options, update: false, failed: false, acceptFindings: true, allowP0: allowP0,
                          prune: false, force: force)
    }
}
