import ArgumentParser
import Foundation
import SnapshotHarness

/// Runs a session and writes what a run produces: the manifest line first, progress on standard
/// error, the summary, the HTML report, the run JSON (for merge-reports), JUnit when asked, and
/// GitHub annotations with `--format github` (the default inside GitHub Actions), and the Markdown
/// job summary into `$GITHUB_STEP_SUMMARY` (appended) and `--summary FILE`. Returns the run's exit code and the session, for
/// follow-up work on the same plan (`record --prune`).
func runAndReport(_ request: SessionRequest, format: OutputFormat, summary: String? = nil,
                  junitClock: JUnitReport.Clock) throws -> (code: Int32, session: Session, run: RunOutcome) {
    var request = request
    request.summaryFile = summary
    let (session, run) = try reportingInputErrors { () -> (Session, RunOutcome) in
        let session = try Session(request)
        if let line = try session.manifestLine() {
            TerminalOutput.error(line)
        }
        let progress = ProgressReporter(total: session.plan.units.count, style: ProgressReporter.style())
        return (session, try session.run(progress: progress))
    }
    printWarnings(run)
    let env = ProcessInfo.processInfo.environment
    let report = session.configuration.report
    // The HTML report, the run JSON and the summaries read the finished run only: made at once on
    // all cores (the run's serial tail), each handed back in its place. The run JSON, the longest
    // single piece, starts first; the page's sections spread over whatever cores are free.
    let page = HTMLReport.page(in: report)
    // A file that cannot be written (a full disk, `ulimit -f`, a folder made read-only during the
    // run) does not stop the others or the summary: each failure is said after them, exit 2.
    let made = InOrder.map(RunReport.allCases) { part -> (text: String, failure: String?) in
        switch part {
        case .html: return ("", failure { try HTMLReport.write(run, to: report) })
        case .json: return ("", failure { try AtomicFile.write(RunJSONReport.file(run), to: report + "/run.json", durable: false) })
        case .markdown: return (JobSummary.render(run, report: page), nil)
        case .text: return (format == .json ? "" : TextSummary.render(run), nil)
        }
    }
    var failures = made.compactMap(\.failure)
    if let junit = session.configuration.junit,
       let f = failure({ try AtomicFile.write(JUnitReport.render(run, clock: junitClock), to: junit, durable: false) }) {
        failures.append(f)
    }
    let markdown = made[RunReport.markdown.rawValue].text
    if let summary, let f = failure({ try AtomicFile.write(markdown, to: summary, durable: false) }) { failures.append(f) }
    if let step = env["GITHUB_STEP_SUMMARY"], !step.isEmpty, let handle = FileHandle(forWritingAtPath: step) {
        // The throwing calls: the old ones end the process on a write error (a full disk).
        if let f = failure({ _ = try handle.seekToEnd(); try handle.write(contentsOf: Data(markdown.utf8)) }) {
            failures.append("GITHUB_STEP_SUMMARY: \(step): cannot append the job summary: \(f)")
        }
        try? handle.close()
    }
    if format == .github { print(GitHubAnnotations.render(run, report: page), terminator: "") }
    if format == .json {
        print(RunJSONReport.render(run))
    } else {
        // Made safe first, then coloured: the colour codes are the tool's own.
        print(TerminalColor.paint(TerminalOutput.safe(made[RunReport.text.rawValue].text)), terminator: "")
        TerminalOutput.print("Report: \(page)")
    }
    if !failures.isEmpty {
        for failure in failures { TerminalOutput.error(failure) }
        TerminalOutput.error("the run finished, but \(failures.count) output(s) could not be written (above)")
        throw ExitCode(InputFailure.exitCode)
    }
    return (run.exitCode, session, run)
}


/// The message of the error `write` throws, nil when it wrote.
func failure(_ write: () throws -> Void) -> String? {
    do { try write(); return nil } catch { return "\(error)" }
}

/// What `runAndReport` makes from a finished run on several threads.
private enum RunReport: Int, CaseIterable { case json, markdown, text, html }

/// What the SwiftUI reader could not evaluate, one line each on standard error (`file:line:column: warning: ...`).
func printWarnings(_ run: RunOutcome) {
    for w in run.warnings { FileHandle.standardError.write(Data(TerminalOutput.safe("\(w)\n").utf8)) }
}

/// How `test` and `check` print a run: `text` for people, `json` for tools, `github` (text plus
/// workflow-command annotations) for GitHub Actions, where it is the default.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, github

    /// Rule: `github` inside GitHub Actions (`GITHUB_ACTIONS=true`), else `text`.
    static var standard: OutputFormat {
        ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" ? .github : .text
    }
}
