import ArgumentParser
import Foundation
import LayoutModel

@main
struct A11ySnap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11y-snap",
        abstract: "Accessibility snapshot tests for SwiftUI-like screens, on Linux.",
        discussion: """
            Screens are YAML files (*.screen.yaml) in a SwiftUI-like format. Every screen is laid \
            out and rendered in each variant (device x Dynamic Type size x direction x locale), \
            checked for truncation, clipping, overlap, small or crowded touch targets, low \
            contrast, missing labels, fixed fonts and what failed to mirror, and compared with its \
            baseline images.

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
                Start with `a11y-snap init` (writes a configuration and a first screen), or run
                `a11y-snap check path/to/screens` on screen files. `a11y-snap --help` lists the commands.

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
        if let word = CommandLine.arguments.dropFirst().first, !word.hasPrefix("-"), !commandNames.contains(word) {
            let hint = Suggestion.nearest(word, in: commandNames).map { "; did you mean '\($0)'?" } ?? ""
            FileHandle.standardError.write(Data("a11y-snap: unknown command '\(word)'\(hint) (a11y-snap --help lists them)\n".utf8))
            Foundation.exit(InputFailure.exitCode)
        }
        do {
            var command = try parseAsRoot()
            // On a large stack: deep screens recurse deeply (Limits.nestingDepth).
            try LargeStack.run { try command.run() }
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(InputFailure.exitCode)
            }
            exit(withError: error)
        }
    }
}
