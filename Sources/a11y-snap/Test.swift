import ArgumentParser
import Foundation
import SnapshotHarness

struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Render, check and diff every screen against its baselines (the main job).",
        discussion: """
            Every screen x variant of the matrix is laid out and checked; the baselined variants \
            (by default accessibilityLarge and large, LTR and RTL, en and pseudo150: the CI gate) \
            are rendered and compared with Baselines/<screen>/<variant>.png: identical pixels \
            first, then the perceptual diff. Known findings (Baselines/findings.json) do not fail \
            the run; new ones do.

            Missing baselines are recorded locally (record mode `missing`) and the run fails, as \
            swift-snapshot-testing and Playwright do: look at them, commit them, run again. When CI \
            is set nothing is written and a missing baseline fails (mode `never`).

            Writes the HTML report (default a11y-snap-report/index.html) and run.json beside it. \
            Exit status: 0 clean, 1 failing findings or differences, 2 bad input.
            """)

    @OptionGroup var options: RunOptions

    @Option(name: .customLong("record"), help: ArgumentHelp(
        "Record mode: missing (default locally), all, failed, never (default when CI is set).", valueName: "MODE"))
    var recordMode: RecordMode?

    @Option(help: ArgumentHelp("text (a summary for people), json (the run, for tools), or github (text plus annotations; the default inside GitHub Actions).", valueName: "text|json|github"))
    var format: OutputFormat?

    @Option(help: ArgumentHelp("Also write the Markdown job summary here (inside GitHub Actions it goes to $GITHUB_STEP_SUMMARY).", valueName: "FILE"))
    var summary: String?

    @Option(help: ArgumentHelp("Finding pictures in the report: failing (the default: only where a finding fails) or all (known and allowed findings too, as thumbnails).", valueName: "failing|all"))
    var pictures: FindingPictures = .failing

    func run() throws {
        let request = try reportingInputErrors { () -> SessionRequest in
            var request = try options.request(mode: recordMode ?? RecordMode.default(environment: ProcessInfo.processInfo.environment))
            request.allFindingPictures = pictures == .all
            request.recordingFails = true
            return request
        }
        let code = try runAndReport(request, format: format ?? .standard, summary: summary, junitClock: options.junitClock).code
        if code != 0 { throw ExitCode(code) }
    }
}

/// Which findings `test` pictures in the report (`--pictures`).
enum FindingPictures: String, CaseIterable, ExpressibleByArgument {
    /// Only findings that fail the run (the default).
    case failing
    /// Known and allowed findings too, as thumbnails.
    case all
}
