import Foundation
import SnapshotHarness

/// Runs a session and writes what a run produces: the manifest line first, progress on standard
/// error, the summary, the HTML report, the run JSON (for merge-reports), JUnit when asked, and
/// GitHub annotations inside GitHub Actions. Returns the run's exit code and the session, for
/// follow-up work on the same plan (`record --prune`).
func runAndReport(_ request: SessionRequest, json: Bool) throws -> (code: Int32, session: Session, run: RunOutcome) {
    let (session, run) = try reportingInputErrors { () -> (Session, RunOutcome) in
        let session = try Session(request)
        if let line = try session.manifestLine() {
            TerminalOutput.error(line)
        }
        let progress = ProgressReporter(total: session.plan.units.count, style: ProgressReporter.style())
        return (session, try session.run(strategy: SnapshotStrategy.standard(session.configuration.diff), progress: progress))
    }
    printWarnings(run)
    let env = ProcessInfo.processInfo.environment
    let report = session.configuration.report
    let page = try HTMLReport.write(run, to: report)
    try AtomicFile.write(RunJSONReport.render(run), to: report + "/run.json")
    if let junit = session.configuration.junit {
        try AtomicFile.write(JUnitReport.render(run), to: junit)
    }
    if env["GITHUB_ACTIONS"] == "true" {
        let annotations = GitHubAnnotations.render(run)
        if !annotations.isEmpty { print(annotations, terminator: annotations.hasSuffix("\n") ? "" : "\n") }
    }
    if json {
        print(RunJSONReport.render(run))
    } else {
        TerminalOutput.print(TextSummary.render(run), terminator: "")
        TerminalOutput.print("Report: \(page)")
    }
    return (run.exitCode, session, run)
}


/// What the SwiftUI reader could not evaluate, one line each on standard error (`file:line:column: warning: ...`).
func printWarnings(_ run: RunOutcome) {
    for w in run.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
}
