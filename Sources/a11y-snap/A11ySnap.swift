import ArgumentParser
import Foundation

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
        subcommands: [Layout.self, Diff.self, Versions.self]
    )

    /// Bad command lines are bad input: exit 2, as every other input error (argument-parser's own
    /// convention would be 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(InputFailure.exitCode)
            }
            exit(withError: error)
        }
    }
}
