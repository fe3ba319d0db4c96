import ArgumentParser
import Foundation
import LayoutModel
import SnapshotHarness

@main
struct A11ySnap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11y-snap",
        abstract: "Accessibility snapshot tests for SwiftUI screens, on Linux.",
        discussion: """
            Screens are SwiftUI previews (#Preview, PreviewProvider) read from the app's Swift \
            files, YAML screens (*.screen.yaml), or screens built in Swift (the A11ySnap library). \
            Every screen is laid out like SwiftUI and rendered in each variant (device x Dynamic \
            Type size x direction x locale, with Bold Text, Increase Contrast and dark mode when \
            asked), checked, and compared with its baseline images.

            Checks: \(CheckName.allCases.map(\.rawValue).joined(separator: ", ")).

            Start in an app's folder: a11y-snap init (writes a11y-snap.yml for the previews, assets, \
            catalogs and fonts it finds), a11y-snap check, a11y-snap record, then a11y-snap test in CI.

            Exit status: 0 clean, 1 findings or differences that fail the run, 2 bad input.
            """,
        subcommands: [Test.self, Record.self, Accept.self, Check.self, Render.self, Layout.self, Diff.self, Init.self,
                      MergeReportsCommand.self, Versions.self]
    )

    /// With no arguments: `test` on ./a11y-snap.yml, or how to start.
    func run() throws {
        guard FileManager.default.fileExists(atPath: "a11y-snap.yml") else {
            FileHandle.standardError.write(Data("""
                a11y-snap: no a11y-snap.yml here.
                Start with `a11y-snap init` (writes a11y-snap.yml for the SwiftUI previews it finds here),
                or run `a11y-snap check path/to/Views` on Swift files with previews or *.screen.yaml files. `a11y-snap --help` lists the commands.

                """.utf8))
            throw ExitCode(InputFailure.exitCode)
        }
        let test = try Test.parse([])
        try test.run()
    }

    /// The subcommands' names, as typed: argument-parser's own (`_commandName`). Rule: every
    /// subcommand states its `commandName`, since deriving one from the type's name
    /// (`String(describing:)` on a metatype) makes the Swift runtime scan every protocol conformance
    /// in the binary several times per command: ~2 ms of each process's start.
    static var commandNames: [String] {
        configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// Bad command lines are bad input: exit 2, as every other input error (argument-parser's own
    /// convention would be 64).
    static func main() {
        // A file-size limit (`ulimit -f`) sends SIGXFSZ, which would end the process with no word:
        // ignored, the write fails with EFBIG and the write's own error names the file (exit 2).
        signal(SIGXFSZ, SIG_IGN)
        if let word = CommandLine.arguments.dropFirst().first, !word.hasPrefix("-"), !commandNames.contains(word) {
            let hint = Suggestion.nearest(word, in: commandNames).map { "; did you mean '\($0)'?" } ?? ""
            FileHandle.standardError.write(Data(TerminalOutput.safe("a11y-snap: unknown command '\(word)'\(hint) (a11y-snap --help lists them)\n").utf8))
            Foundation.exit(InputFailure.exitCode)
        }
        do {
            var command = try parseAsRoot()
            // On a large stack: deep screens recurse deeply (Limits.nestingDepth).
            try LargeStack.run { try command.run() }
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data(TerminalOutput.safe(fullMessage(for: error) + "\n").utf8))
                Foundation.exit(InputFailure.exitCode)
            }
            // An error of ours that reached this far (a write that failed) is still ours: exit 2
            // with its message, not argument-parser's "Error:" and exit 1.
            if !(error is ExitCode), exitCode(for: error) == .failure {
                TerminalOutput.error("\(error)")
                Foundation.exit(InputFailure.exitCode)
            }
            exit(withError: error)
        }
    }
}
