import ArgumentParser
import Foundation
import SnapshotHarness

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run the accessibility checks on every variant: findings only, no baselines.",
        discussion: """
            Checks: \(CheckName.allCases.map(\.rawValue).joined(separator: ", ")). Severities: P0 a \
            person cannot complete the task, P1 major, P2 minor. Findings covered by an `allow:` \
            entry (a11y-snap.yml, a screen file, or a `// a11y-snap: allow CHECK: reason` comment on \
            or above a SwiftUI view) are reported as allowed, with their reason.

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
        let (run, junit) = try reportingInputErrors { () -> (RunOutcome, String?) in
            let session = try Session(try options.request(mode: .never, renders: false, pictures: pictures))
            return (try session.run(), session.configuration.junit)
        }
        printWarnings(run)
        if let junit {
            try reportingInputErrors { try AtomicFile.write(JUnitReport.render(run, clock: options.junitClock), to: junit, durable: false) }
        }
        if format == .json {
            print(CheckJSONReport.render(run))
        } else {
            // Made safe first, then coloured: the colour codes are the tool's own.
            print(TerminalColor.paint(TerminalOutput.safe(TextSummary.render(run, positionalHint: true))), terminator: "")
        }
        if let pictures { TerminalOutput.error("pictures in \(pictures)/images") }
        if run.exitCode != 0 { throw ExitCode(run.exitCode) }
    }
}
