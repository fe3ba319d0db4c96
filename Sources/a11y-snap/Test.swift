import ArgumentParser
import Foundation
import SnapshotHarness

struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render, check and diff every screen against its baselines (the main job).",
        discussion: """
            Every screen x variant of the matrix is laid out and checked; the baselined variants \
            (by default accessibilityLarge and large, LTR and RTL, en and pseudo150: the CI gate) \
            are rendered and compared with Baselines/<screen>/<variant>.png: identical pixels \
            first, then the perceptual diff. Known findings (Baselines/findings.json) do not fail \
            the run; new ones do.

            Missing baselines are recorded locally (record mode `missing`); when CI is set nothing \
            is written and a missing baseline fails (mode `never`).

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

    func run() throws {
        let request = try reportingInputErrors {
            try options.request(mode: recordMode ?? RecordMode.default(environment: ProcessInfo.processInfo.environment))
        }
        let code = try runAndReport(request, format: format ?? .standard, summary: summary).code
        if code != 0 { throw ExitCode(code) }
    }
}
