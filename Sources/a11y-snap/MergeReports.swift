import ArgumentParser
import Foundation
import SnapshotHarness

struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the run.json files of shards (--shard I/N) into one report.",
        discussion: """
            Example: a11y-snap merge-reports shard1/run.json shard2/run.json --report a11y-snap-report

            The merged report equals the report of one unsharded run. Exit status follows the \
            merged run: 0 clean, 1 failing, 2 bad input.
            """)

    @Argument(help: ArgumentHelp("The shards' run.json files.", valueName: "FILES"))
    var files: [String]

    @Option(help: ArgumentHelp("Where to write the merged HTML report and run.json.", valueName: "DIR"))
    var report: String = "a11y-snap-report"

    @Option(help: ArgumentHelp("Also write JUnit XML here.", valueName: "FILE"))
    var junit: String?

    @Flag(name: .customLong("junit-times"), help: "Write measured seconds and the start time into the JUnit file (by default 0 and SOURCE_DATE_EPOCH or 1970-01-01).")
    var junitTimes = false

    func run() throws {
        let run = try reportingInputErrors { () -> RunOutcome in
            var outputs = [OutputPaths.Output("--report", report, .folder)]
            if let junit { outputs.append(.init("--junit", junit, .file)) }
            try OutputPaths.check(outputs, baselines: try projectBaselines(), inputs: files + [Configuration.fileName])
            return try MergeReports.merge(files: files)
        }
        let page = try HTMLReport.write(run, to: report)
        try AtomicFile.write(RunJSONReport.file(run), to: report + "/run.json", durable: false)
        if let junit { try AtomicFile.write(JUnitReport.render(run, clock: junitTimes ? .measured : .reproducible(environment: ProcessInfo.processInfo.environment)), to: junit, durable: false) }
        TerminalOutput.print(TextSummary.render(run), terminator: "")
        TerminalOutput.print("Report: \(page)")
        if run.exitCode != 0 { throw ExitCode(run.exitCode) }
    }
}
