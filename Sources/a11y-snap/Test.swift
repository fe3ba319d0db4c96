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
    var recordMode: String?

    @Option(help: ArgumentHelp("text (a summary for people) or json (the run, for tools).", valueName: "text|json"))
    var format: String = "text"

    func run() throws {
        let request = try reportingInputErrors { () -> SessionRequest in
            guard ["text", "json"].contains(format) else { throw InputFailure("--format: use text or json") }
            return try options.request(mode: try Test.mode(recordMode))
        }
        let code = try runAndReport(request, json: format == "json").code
        if code != 0 { throw ExitCode(code) }
    }

    static func mode(_ name: String?) throws -> RecordMode {
        guard let name else { return RecordMode.default(environment: ProcessInfo.processInfo.environment) }
        guard let mode = RecordMode(rawValue: name) else {
            throw InputFailure("--record: unknown mode '\(name)'; use missing, all, failed or never")
        }
        return mode
    }
}
