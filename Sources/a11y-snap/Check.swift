import ArgumentParser
import Foundation
import SnapshotHarness

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run the accessibility checks on every variant: findings only, no baselines.",
        discussion: """
            Checks: truncated, clipped, offscreen, overlap, target-size, target-spacing, contrast, \
            missing-label, fixed-font, not-mirrored, hardcoded-string. Severities: P0 a person \
            cannot complete the task, P1 major, P2 minor. Findings covered by an `allow:` entry are \
            reported as allowed.

            Example: a11y-snap check Examples/Screens --sizes all --directions all --locales en,pseudo130,pseudo150

            Exit status: 0 no failing finding, 1 a finding at a failing severity (--fail-on, \
            default P0,P1) that is not allowed, 2 bad input.
            """)

    @OptionGroup var options: RunOptions

    @Option(help: ArgumentHelp("text (findings grouped by screen; the default, as for test) or json (the spec's findings object).", valueName: "text|json"))
    var format: TextOrJSON = .text

    @Option(help: ArgumentHelp("Also write an annotated picture of every variant with findings into this folder.", valueName: "DIR"))
    var pictures: String?

    func run() throws {
        let run = try reportingInputErrors { () -> RunOutcome in
            let session = try Session(try options.request(mode: .never, renders: false, pictures: pictures))
            return try session.run()
        }
        printWarnings(run)
        if format == .json {
            print(CheckJSONReport.render(run))
        } else {
            // Made safe first, then coloured: the colour codes are the tool's own.
            print(TerminalColor.paint(TerminalOutput.safe(TextSummary.render(run))), terminator: "")
        }
        if let pictures { FileHandle.standardError.write(Data("a11y-snap: pictures in \(pictures)/images\n".utf8)) }
        if run.exitCode != 0 { throw ExitCode(run.exitCode) }
    }
}
